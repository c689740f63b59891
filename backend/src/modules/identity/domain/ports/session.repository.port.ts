import type { Session, SessionKind } from '../session';

export abstract class SessionRepository {
  abstract create(session: Session & { clientAddress: string | null; userAgent: string | null }): Promise<void>;
  abstract findByHash(idHash: string): Promise<Session | null>;
  abstract touch(idHash: string, lastUsedAt: Date, expiresAt: Date): Promise<void>;
  abstract delete(idHash: string): Promise<void>;
  /** Revokes every session of a subject, optionally but one (the caller's own). */
  abstract deleteAllFor(kind: SessionKind, subjectId: number, exceptHash?: string): Promise<void>;
  abstract deleteExpired(now: Date): Promise<void>;
}
