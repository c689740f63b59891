import { Injectable, Optional } from '@nestjs/common';
import { ChangeFeed } from '../../../shared/change-feed';
import { SessionRepository, type SessionWithBuyer } from '../domain/ports/session.repository.port';
import { isSessionValid, needsTouch, newSessionExpiry, touchedExpiry, type Session, type SessionKind } from '../domain/session';
import type { RequestMeta } from './request-meta';
import { newSecretToken, sha256Hex } from './tokens';

/** Customer sessions with their buyer kept per instance when changes are heard as they commit (a few hundred bytes each). */
const KEPT_BUYERS = 10_000;

export interface StartedSession {
  /** The cookie value. Only its hash is stored. */
  token: string;
  permanent: boolean;
  expiresAt: Date;
}

/** Server-side sessions: started (and rotated) at login, resolved per request, revoked at logout. */
@Injectable()
export class SessionService {
  /**
   * Where the database announces each change of accounts and sessions as it commits (the embedded database: one
   * process, heard before the changing statement has answered), a customer's session and buyer are kept here and
   * answered without a statement until any account or session changes, the session is due to be slid, or it
   * expires (ADR 0055). Elsewhere every call reads them (PostgreSQL: other instances' announcements arrive a moment
   * after their commit, and a session ended there must end here at once).
   */
  private readonly keptBuyers = new Map<string, SessionWithBuyer>();
  private readonly keepBuyers: boolean;
  /** Counts the announcements of account changes heard. */
  private accountChanges = 0;

  constructor(
    private readonly sessions: SessionRepository,
    @Optional() changes?: ChangeFeed,
  ) {
    this.keepBuyers = changes?.synchronous === true;
    changes?.subscribe((topic) => {
      if (topic !== 'accounts') return;
      this.accountChanges += 1;
      this.keptBuyers.clear();
    });
  }

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
    const hash = sha256Hex(token);
    const kept = this.keepBuyers ? this.keptBuyers.get(hash) : undefined;
    const now = new Date();
    if (kept && isSessionValid(kept.session, now) && !needsTouch(kept.session, now)) return kept;
    // A change announced while the statement runs: what it read may be older, so it is not kept.
    const changes = this.accountChanges;
    const found = await this.sessions.findWithBuyer(hash);
    const session = await this.live('customer', found?.session ?? null);
    const resolved = session && found ? { session, buyer: found.buyer, accountVersion: found.accountVersion ?? null } : null;
    if (resolved && this.keepBuyers && changes === this.accountChanges) {
      this.keptBuyers.delete(hash);
      while (this.keptBuyers.size >= KEPT_BUYERS) this.keptBuyers.delete(this.keptBuyers.keys().next().value as string);
      this.keptBuyers.set(hash, resolved);
    }
    return resolved;
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
