import { Injectable } from '@nestjs/common';
import { ShopConfig } from '../../../config/app-config';
import {
  decide,
  failureStartsSlowDown,
  forgetBefore,
  KNOWN_DEVICE_TTL_MS,
  LOGIN_THROTTLE,
  throttleTiming,
  windowsAt,
  type ThrottleCounts,
  type ThrottleDecision,
  type ThrottlePurpose,
  type ThrottleTiming,
} from '../domain/login-throttle.policy';
import type { ChallengeSolution } from '../domain/challenge';
import { ChallengePort } from '../domain/ports/challenge.port';
import { KnownDeviceRepository } from '../domain/ports/known-device.repository.port';
import { LoginAttemptRepository, type AttemptKey } from '../domain/ports/login-attempt.repository.port';
import { SecurityEventLog } from '../domain/ports/security-event.repository.port';
import type { SessionKind } from '../domain/session';
import type { RequestMeta } from './request-meta';
import { newSecretToken, sha256Hex } from './tokens';

/**
 * An attempt judged: heard (its password check ends in `fail`, `succeed` or `release`), or refused — to wait
 * (`decision.retryAfterMs`), for a proof of work (`decision.challengeRequired`), or because the proof of work it
 * brought is not valid (`invalidChallenge`).
 */
export interface ThrottleCheck {
  decision: ThrottleDecision;
  counts: ThrottleCounts;
  key: AttemptKey;
  /** The recorded attempt (counted as a failure until it is released); null when refused. */
  attemptId: number | null;
  /** Refused: a challenge came with the attempt but was not a valid, unused login challenge. */
  invalidChallenge?: boolean;
}

/**
 * Counts failed password checks in PostgreSQL (shared by all instances) and decides with the domain
 * policy (login-throttle.policy.ts) whether an attempt is heard now: per account and client address, per
 * address, and — for an account under attack — with a proof of work from devices it does not know. Known
 * devices — browsers holding a device cookie from an earlier successful login of the same account — are
 * judged on their own failures.
 *
 * An attempt is recorded before its password is checked and judged by the attempts recorded before it, so
 * a burst of parallel requests cannot slip through together once the free attempts are used up: the first
 * is heard, the rest see it and wait like any other.
 */
@Injectable()
export class LoginThrottle {
  private readonly timing: ThrottleTiming;

  constructor(
    private readonly attempts: LoginAttemptRepository,
    private readonly devices: KnownDeviceRepository,
    private readonly events: SecurityEventLog,
    private readonly challenges: ChallengePort,
    config: ShopConfig,
  ) {
    this.timing = throttleTiming(config.get('loginThrottleDelayMs'));
  }

  /** The known device behind a device cookie, if it belongs to this subject and was used within its lifetime. */
  async knownDevice(kind: SessionKind, subjectId: number | null, deviceToken: string | null): Promise<number | null> {
    if (!deviceToken || subjectId === null) return null;
    const device = await this.devices.findByTokenHash(kind, sha256Hex(deviceToken), new Date(Date.now() - KNOWN_DEVICE_TTL_MS));
    return device && device.subjectId === subjectId ? device.id : null;
  }

  async check(
    kind: SessionKind,
    purpose: ThrottlePurpose,
    account: string,
    meta: RequestMeta,
    deviceId: number | null,
    challenge: ChallengeSolution | null = null,
  ): Promise<ThrottleCheck> {
    const key: AttemptKey = { kind, purpose, account, clientAddress: meta.clientAddress, deviceId };
    const now = new Date();
    const attemptId = await this.attempts.reserve(key, now);
    const counts = await this.attempts.counts(key, windowsAt(now), attemptId);
    let decision = decide(counts, now, purpose, this.timing);
    if (decision.challengeRequired && challenge !== null) {
      // Only an attempt that needs one spends its challenge (single use, ADR 0005).
      if (!(await this.challenges.verify(challenge, 'login'))) {
        await this.attempts.release(attemptId);
        return { decision, counts, key, attemptId: null, invalidChallenge: true };
      }
      decision = decide(counts, now, purpose, this.timing, true);
    }
    if (decision.allowed) return { decision, counts, key, attemptId };
    await this.attempts.release(attemptId);
    // An account under attack asks unknown devices for a proof of work: no event per attempt (the attack was
    // recorded as loginLocked when it began), so a flood of unsolved attempts does not grow the security log.
    if (decision.challengeRequired) return { decision, counts, key, attemptId: null };
    await this.events.record({
      type: 'loginRateLimited',
      subjectKind: kind,
      email: account,
      clientAddress: meta.clientAddress,
      details: {
        purpose,
        knownDevice: deviceId !== null,
        accountFailures: counts.account.count,
        addressAccountFailures: counts.pair.count,
        addressFailures: counts.address.count,
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      },
    });
    return { decision, counts, key, attemptId: null };
  }

  /**
   * The password was wrong: the recorded attempt stays a failure; the one from which the account is under attack
   * (unknown devices need a proof of work) is logged as `loginLocked`.
   */
  async fail(check: ThrottleCheck, subjectId: number | null, reason: string): Promise<void> {
    const { key, counts } = check;
    await this.events.record({
      type: key.kind === 'admin' ? 'adminLoginFailed' : 'loginFailed',
      subjectKind: key.kind,
      subjectId,
      email: key.account,
      clientAddress: key.clientAddress,
      details: { reason, purpose: key.purpose, knownDevice: key.deviceId !== null },
    });
    if (key.deviceId === null && failureStartsSlowDown(counts.account.count, key.purpose === 'login' ? LOGIN_THROTTLE.free.account : LOGIN_THROTTLE.free.passwordCheck)) {
      await this.events.record({
        type: 'loginLocked',
        subjectKind: key.kind,
        subjectId,
        email: key.account,
        clientAddress: key.clientAddress,
        details: key.purpose === 'login' ? { purpose: key.purpose, challengeRequired: true } : { purpose: key.purpose, slowedDownSeconds: this.timing.baseDelayMs / 1000 },
      });
    }
    if (Math.random() < 0.02) await this.attempts.deleteOlderThan(forgetBefore(new Date()));
  }

  /**
   * The password was right: the attempt is taken back, and the failures it outweighs are forgotten — a known
   * device's own, (from an unknown device) the account's failures from this client address, or for a password
   * check the account's. Failures from other addresses stay: the owner logging in does not hand a guesser
   * elsewhere fresh free attempts, nor lift the proof of work his account asks of unknown devices.
   */
  async succeed(check: ThrottleCheck): Promise<void> {
    if (check.attemptId !== null) await this.attempts.release(check.attemptId);
    const { key } = check;
    await this.attempts.clear(key.deviceId === null && key.purpose === 'login' ? key : { ...key, clientAddress: undefined });
  }

  /** Neither failure nor success (e.g. the right password of an account not yet confirmed): the attempt is taken back. */
  async release(check: ThrottleCheck): Promise<void> {
    if (check.attemptId !== null) await this.attempts.release(check.attemptId);
  }

  /** After a password reset by e-mailed link: the account's failed logins from unknown devices are forgotten. */
  async forgetFailures(kind: SessionKind, account: string): Promise<void> {
    await this.attempts.clear({ kind, purpose: 'login', account, deviceId: null, clientAddress: undefined });
  }

  /**
   * After a successful login: the device is (or becomes) known to the account. Answers the device cookie
   * value to (re)set: the presented one for a known device (its lifetime starts again), else a new one.
   */
  async rememberDevice(kind: SessionKind, subjectId: number, deviceId: number | null, presentedToken: string | null): Promise<string> {
    const now = new Date();
    if (deviceId !== null && presentedToken) {
      await this.devices.touch(deviceId, now);
      return presentedToken;
    }
    const token = newSecretToken();
    await this.devices.add(kind, subjectId, sha256Hex(token), now, new Date(now.getTime() - KNOWN_DEVICE_TTL_MS));
    return token;
  }
}
