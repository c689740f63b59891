import type { SessionKind } from '../session';
import type { ThrottleCounts, ThrottlePurpose } from '../login-throttle.policy';

export interface AttemptKey {
  kind: SessionKind;
  purpose: ThrottlePurpose;
  /** Normalised e-mail as typed. */
  account: string;
  clientAddress: string;
  /** The known device the attempt came from (a valid device cookie of this account), else null. */
  deviceId: number | null;
}

/** Failed password checks, kept in the database so every app instance sees the same counts. */
export abstract class LoginAttemptRepository {
  /** The account's and the address's failures from unknown devices (address: this kind only), and the device's. */
  abstract counts(key: AttemptKey, since: Date): Promise<ThrottleCounts>;
  abstract recordFailure(key: AttemptKey, at: Date): Promise<void>;
  /** After a successful check: the account's failures of that purpose, and the device's, are forgotten. */
  abstract clear(key: Pick<AttemptKey, 'kind' | 'purpose' | 'account' | 'deviceId'>): Promise<void>;
  abstract deleteOlderThan(date: Date): Promise<void>;
}
