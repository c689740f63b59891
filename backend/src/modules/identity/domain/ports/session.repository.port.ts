import type { Session, SessionKind } from '../session';
import type { BuyerProfile } from './user.repository.port';

/** A session with the active customer it belongs to (null for an admin's session or a customer no longer active). */
export interface SessionWithBuyer {
  session: Session;
  buyer: BuyerProfile | null;
  /**
   * Changes whenever anything the customer's account view is made of changes (their row, their company's row, the
   * company's address book): a view kept beside this value is current while the value is the same (ADR 0055).
   */
  accountVersion?: string | null;
}

export abstract class SessionRepository {
  abstract create(session: Session & { clientAddress: string | null; userAgent: string | null }): Promise<void>;
  abstract findByHash(idHash: string): Promise<Session | null>;
  /** The session and its customer's buyer profile in one look-up (read on every priced request of a logged-in buyer). */
  abstract findWithBuyer(idHash: string): Promise<SessionWithBuyer | null>;
  abstract touch(idHash: string, lastUsedAt: Date, expiresAt: Date): Promise<void>;
  abstract delete(idHash: string): Promise<void>;
  /** Revokes every session of a subject, optionally but one (the caller's own). */
  abstract deleteAllFor(kind: SessionKind, subjectId: number, exceptHash?: string): Promise<void>;
  abstract deleteExpired(now: Date): Promise<void>;
}
