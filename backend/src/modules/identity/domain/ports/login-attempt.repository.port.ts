import type { SessionKind } from '../session';
import type { ThrottleCounts, ThrottlePurpose, ThrottleWindows } from '../login-throttle.policy';

export interface AttemptKey {
  kind: SessionKind;
  purpose: ThrottlePurpose;
  /** Normalised e-mail as typed. */
  account: string;
  clientAddress: string;
  /** The known device the attempt came from (a valid device cookie of this account), else null. */
  deviceId: number | null;
}

/**
 * Password checks, kept in the database so every app instance sees the same counts. An attempt is
 * recorded as a failure before its password is checked (`reserve`), so attempts sent in parallel see each
 * other and only as many as the policy allows are heard; a refused or successful attempt is taken back.
 */
export abstract class LoginAttemptRepository {
  /** Records an attempt (counted as a failure until released); answers its id. */
  abstract reserve(key: AttemptKey, at: Date): Promise<number>;
  /**
   * The failures recorded before `beforeId`: the account's, the account's from this address, and the address's
   * from unknown devices (address: this kind's logins only), and the device's when the key has one.
   */
  abstract counts(key: AttemptKey, since: ThrottleWindows, beforeId: number): Promise<ThrottleCounts>;
  /** Takes a reserved attempt back: it was refused, or its password was right. */
  abstract release(attemptId: number): Promise<void>;
  /**
   * After a successful check: with a device, that device's failures are forgotten; without one, the account's
   * failures of that purpose from unknown devices — from `clientAddress` only when it is given.
   */
  abstract clear(key: Pick<AttemptKey, 'kind' | 'purpose' | 'account' | 'deviceId'> & { clientAddress?: string }): Promise<void>;
  abstract deleteOlderThan(date: Date): Promise<void>;
}
