import type { SessionKind } from '../session';
import type { ThrottleCounts } from '../login-throttle.policy';

/** Failed logins, kept in the database so every app instance sees the same counts. */
export abstract class LoginAttemptRepository {
  abstract counts(kind: SessionKind, account: string, clientAddress: string, since: Date): Promise<ThrottleCounts>;
  abstract recordFailure(kind: SessionKind, account: string, clientAddress: string, at: Date): Promise<void>;
  abstract clearAccount(kind: SessionKind, account: string): Promise<void>;
  abstract deleteOlderThan(date: Date): Promise<void>;
}
