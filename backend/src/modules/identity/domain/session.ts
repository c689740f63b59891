export type SessionKind = 'customer' | 'admin';

/** A server-side session. The cookie holds a random id; only its SHA-256 hash is stored. */
export interface Session {
  idHash: string;
  kind: SessionKind;
  subjectId: number;
  permanent: boolean;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Lifetimes (docs/decisions/0004-sessions.md). A permanent login lasts a fixed time from login (the
 * cookie carries the same expiry); otherwise the browser-session cookie is backed by an idle timeout
 * on the server and an absolute cap. Admin sessions are shorter.
 */
export const SESSION_POLICY: Record<SessionKind, { permanentMs: number; idleMs: number; absoluteMs: number }> = {
  customer: { permanentMs: 30 * DAY, idleMs: 12 * HOUR, absoluteMs: 7 * DAY },
  admin: { permanentMs: 7 * DAY, idleMs: 2 * HOUR, absoluteMs: 1 * DAY },
};

/** Last-use updates are written at most this often, so reads do not turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

export function newSessionExpiry(kind: SessionKind, permanent: boolean, now: Date): Date {
  const p = SESSION_POLICY[kind];
  return new Date(now.getTime() + (permanent ? p.permanentMs : p.idleMs));
}

export function isSessionValid(session: Session, now: Date): boolean {
  return session.expiresAt.getTime() > now.getTime();
}

/** The expiry after a use: permanent sessions keep theirs; others slide by the idle time up to the cap. */
export function touchedExpiry(session: Session, now: Date): Date {
  if (session.permanent) return session.expiresAt;
  const p = SESSION_POLICY[session.kind];
  return new Date(Math.min(now.getTime() + p.idleMs, session.createdAt.getTime() + p.absoluteMs));
}

export function needsTouch(session: Session, now: Date): boolean {
  return now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
