import { Injectable } from '@nestjs/common';
import { decide, failureStartsSlowDown, LOGIN_THROTTLE, type ThrottleCounts, type ThrottleDecision, type ThrottlePurpose } from '../domain/login-throttle.policy';
import { KnownDeviceRepository } from '../domain/ports/known-device.repository.port';
import { LoginAttemptRepository, type AttemptKey } from '../domain/ports/login-attempt.repository.port';
import { SecurityEventLog } from '../domain/ports/security-event.repository.port';
import type { SessionKind } from '../domain/session';
import type { RequestMeta } from './request-meta';
import { newSecretToken, sha256Hex } from './tokens';

export interface ThrottleCheck {
  decision: ThrottleDecision;
  counts: ThrottleCounts;
  key: AttemptKey;
}

/**
 * Counts failed password checks in PostgreSQL (shared by all instances) and decides with the domain
 * policy (login-throttle.policy.ts) whether an attempt is heard now. Known devices — browsers holding a
 * device cookie from an earlier successful login of the same account — are judged on their own failures.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly attempts: LoginAttemptRepository,
    private readonly devices: KnownDeviceRepository,
    private readonly events: SecurityEventLog,
  ) {}

  /** The known device behind a device cookie, if it belongs to this subject. */
  async knownDevice(kind: SessionKind, subjectId: number | null, deviceToken: string | null): Promise<number | null> {
    if (!deviceToken || subjectId === null) return null;
    const device = await this.devices.findByTokenHash(kind, sha256Hex(deviceToken));
    return device && device.subjectId === subjectId ? device.id : null;
  }

  async check(kind: SessionKind, purpose: ThrottlePurpose, account: string, meta: RequestMeta, deviceId: number | null): Promise<ThrottleCheck> {
    const key: AttemptKey = { kind, purpose, account, clientAddress: meta.clientAddress, deviceId };
    const counts = await this.attempts.counts(key, new Date(Date.now() - LOGIN_THROTTLE.windowMs));
    const decision = decide(counts, new Date(), purpose);
    if (!decision.allowed) {
      await this.events.record({
        type: 'loginRateLimited',
        subjectKind: kind,
        email: account,
        clientAddress: meta.clientAddress,
        details: { purpose, knownDevice: deviceId !== null, accountFailures: counts.account.count, addressFailures: counts.address.count, retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) },
      });
    }
    return { decision, counts, key };
  }

  /** Records a failure; the one from which the account is slowed down is logged as `loginLocked`. */
  async fail(check: ThrottleCheck, subjectId: number | null, reason: string): Promise<void> {
    const now = new Date();
    const { key, counts } = check;
    await this.attempts.recordFailure(key, now);
    await this.events.record({
      type: key.kind === 'admin' ? 'adminLoginFailed' : 'loginFailed',
      subjectKind: key.kind,
      subjectId,
      email: key.account,
      clientAddress: key.clientAddress,
      details: { reason, purpose: key.purpose, knownDevice: key.deviceId !== null },
    });
    if (key.deviceId === null && failureStartsSlowDown(counts.account.count, key.purpose === 'login' ? LOGIN_THROTTLE.free.account : LOGIN_THROTTLE.free.passwordCheck)) {
      await this.events.record({ type: 'loginLocked', subjectKind: key.kind, subjectId, email: key.account, clientAddress: key.clientAddress, details: { purpose: key.purpose, slowedDownSeconds: LOGIN_THROTTLE.baseDelayMs / 1000 } });
    }
    if (Math.random() < 0.02) await this.attempts.deleteOlderThan(new Date(now.getTime() - 2 * LOGIN_THROTTLE.windowMs));
  }

  async succeed(kind: SessionKind, purpose: ThrottlePurpose, account: string, deviceId: number | null = null): Promise<void> {
    await this.attempts.clear({ kind, purpose, account, deviceId });
  }

  /**
   * After a successful login: the device is (or becomes) known to the account. Answers a new device
   * cookie value when the browser did not present a valid one.
   */
  async rememberDevice(kind: SessionKind, subjectId: number, deviceId: number | null): Promise<string | null> {
    const now = new Date();
    if (deviceId !== null) {
      await this.devices.touch(deviceId, now);
      return null;
    }
    const token = newSecretToken();
    await this.devices.add(kind, subjectId, sha256Hex(token), now);
    return token;
  }
}
