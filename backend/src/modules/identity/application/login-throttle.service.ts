import { Injectable } from '@nestjs/common';
import { failureLocksAccount, isThrottled, LOGIN_THROTTLE, type ThrottleCounts } from '../domain/login-throttle.policy';
import { LoginAttemptRepository } from '../domain/ports/login-attempt.repository.port';
import { SecurityEventLog } from '../domain/ports/security-event.repository.port';
import type { SessionKind } from '../domain/session';
import type { RequestMeta } from './request-meta';

/**
 * Counts failed password checks per account and per client address in PostgreSQL (shared by all
 * instances): 5 per account or 20 per address within 15 minutes lock further attempts.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly attempts: LoginAttemptRepository, private readonly events: SecurityEventLog) {}

  async check(kind: SessionKind, account: string, meta: RequestMeta): Promise<{ throttled: boolean; counts: ThrottleCounts }> {
    const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
    const counts = await this.attempts.counts(kind, account, meta.clientAddress, since);
    const throttled = isThrottled(counts);
    if (throttled) {
      await this.events.record({ type: 'loginRateLimited', subjectKind: kind, email: account, clientAddress: meta.clientAddress, details: { ...counts } });
    }
    return { throttled, counts };
  }

  /** Records a failure; the one that reaches the account limit is logged as a lockout. */
  async fail(kind: SessionKind, account: string, meta: RequestMeta, before: ThrottleCounts, subjectId: number | null, reason: string): Promise<void> {
    const now = new Date();
    await this.attempts.recordFailure(kind, account, meta.clientAddress, now);
    await this.events.record({
      type: kind === 'admin' ? 'adminLoginFailed' : 'loginFailed',
      subjectKind: kind,
      subjectId,
      email: account,
      clientAddress: meta.clientAddress,
      details: { reason },
    });
    if (failureLocksAccount(before.accountFailures)) {
      await this.events.record({ type: 'loginLocked', subjectKind: kind, subjectId, email: account, clientAddress: meta.clientAddress, details: { minutes: LOGIN_THROTTLE.windowMs / 60_000 } });
    }
    if (Math.random() < 0.02) await this.attempts.deleteOlderThan(new Date(now.getTime() - 2 * LOGIN_THROTTLE.windowMs));
  }

  async succeed(kind: SessionKind, account: string): Promise<void> {
    await this.attempts.clearAccount(kind, account);
  }
}
