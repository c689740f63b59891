import { Injectable } from '@nestjs/common';
import { SessionRepository, type SessionWithBuyer } from '../domain/ports/session.repository.port';
import { isSessionValid, needsTouch, newSessionExpiry, touchedExpiry, type Session, type SessionKind } from '../domain/session';
import type { RequestMeta } from './request-meta';
import { newSecretToken, sha256Hex } from './tokens';

export interface StartedSession {
  /** The cookie value. Only its hash is stored. */
  token: string;
  permanent: boolean;
  expiresAt: Date;
}

/** Server-side sessions: started (and rotated) at login, resolved per request, revoked at logout. */
@Injectable()
export class SessionService {
  constructor(private readonly sessions: SessionRepository) {}

  /** A new session; the caller's previous one of that kind (if any) is revoked — the id rotates at login. */
  async start(kind: SessionKind, subjectId: number, permanent: boolean, meta: RequestMeta, previousToken?: string | null): Promise<StartedSession> {
    if (previousToken) await this.end(previousToken);
    const now = new Date();
    const token = newSecretToken();
    const expiresAt = newSessionExpiry(kind, permanent, now);
    await this.sessions.create({
      idHash: sha256Hex(token),
      kind,
      subjectId,
      permanent,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
      clientAddress: meta.clientAddress.slice(0, 100),
      userAgent: meta.userAgent ? meta.userAgent.slice(0, 300) : null,
    });
    if (Math.random() < 0.02) await this.sessions.deleteExpired(now);
    return { token, permanent, expiresAt };
  }

  /** The live session of that kind for a cookie value, or null. Use slides a non-permanent expiry. */
  async resolve(kind: SessionKind, token: string | null | undefined): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    return this.live(kind, await this.sessions.findByHash(sha256Hex(token)));
  }

  /**
   * A customer's live session with the buyer it belongs to, read in one look-up (the priced requests of a logged-in
   * buyer ask this on every call); null without a live customer session. Use slides the expiry as `resolve` does.
   */
  async resolveBuyer(token: string | null | undefined): Promise<SessionWithBuyer | null> {
    if (!token || token.length > 200) return null;
    const found = await this.sessions.findWithBuyer(sha256Hex(token));
    const session = await this.live('customer', found?.session ?? null);
    return session && found ? { session, buyer: found.buyer, accountVersion: found.accountVersion ?? null } : null;
  }

  /** The session if it is of that kind and still valid (an expired one is deleted), its expiry slid when due. */
  private async live(kind: SessionKind, session: Session | null): Promise<Session | null> {
    if (!session || session.kind !== kind) return null;
    const now = new Date();
    if (!isSessionValid(session, now)) {
      await this.sessions.delete(session.idHash);
      return null;
    }
    if (needsTouch(session, now)) {
      const expiresAt = touchedExpiry(session, now);
      await this.sessions.touch(session.idHash, now, expiresAt);
      return { ...session, lastUsedAt: now, expiresAt };
    }
    return session;
  }

  async end(token: string | null | undefined): Promise<void> {
    if (token && token.length <= 200) await this.sessions.delete(sha256Hex(token));
  }

  /** Every session of the subject, but the caller's own if given (after a password or e-mail change). */
  async revokeAll(kind: SessionKind, subjectId: number, keepToken?: string | null): Promise<void> {
    await this.sessions.deleteAllFor(kind, subjectId, keepToken ? sha256Hex(keepToken) : undefined);
  }
}
