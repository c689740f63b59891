import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from '../../application/identity.facade';
import type { StartedSession } from '../../application/session.service';
import { KNOWN_DEVICE_TTL_MS } from '../../domain/login-throttle.policy';
import type { SessionKind } from '../../domain/session';

import { ADMIN_SESSION_COOKIE, CUSTOMER_SESSION_COOKIE } from '../../../../shared/http/session-cookie-names';

export { ADMIN_SESSION_COOKIE, CUSTOMER_SESSION_COOKIE };

const COOKIE: Record<SessionKind, string> = { customer: CUSTOMER_SESSION_COOKIE, admin: ADMIN_SESSION_COOKIE };

export function sessionToken(req: FastifyRequest, kind: SessionKind): string | null {
  const value = req.cookies?.[COOKIE[kind]];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Both session cookies of a request, for the init facade. */
export function sessionTokens(req: FastifyRequest): SessionTokens {
  return { customer: sessionToken(req, 'customer'), admin: sessionToken(req, 'admin') };
}

/**
 * httpOnly, SameSite=Lax, path /, Secure when the shop runs on https. A permanent login gets an expiry
 * (Max-Age); otherwise it is a browser-session cookie and the server's idle timeout applies.
 */
export function setSessionCookie(reply: FastifyReply, kind: SessionKind, session: StartedSession, secure: boolean): void {
  const maxAge = session.permanent ? Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)) : undefined;
  reply.setCookie(COOKIE[kind], session.token, { path: '/', httpOnly: true, sameSite: 'lax', secure, ...(maxAge ? { maxAge } : {}) });
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind, secure: boolean): void {
  reply.clearCookie(COOKIE[kind], { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * The device cookie: set at a successful login, it makes the browser a known device of that account, whose
 * logins are not slowed down by other people's failures (login-throttle.policy.ts). httpOnly, SameSite=Strict,
 * Secure on https, sent only to the API, kept for a year after the last login (each login sets it again).
 */
const DEVICE_COOKIE: Record<SessionKind, string> = { customer: 'shop_device', admin: 'shop_admin_device' };
const DEVICE_MAX_AGE_SECONDS = KNOWN_DEVICE_TTL_MS / 1000;

export function deviceToken(req: FastifyRequest, kind: SessionKind): string | null {
  const value = req.cookies?.[DEVICE_COOKIE[kind]];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

export function setDeviceCookie(reply: FastifyReply, kind: SessionKind, token: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE[kind], token, { path: '/api', httpOnly: true, sameSite: 'strict', secure, maxAge: DEVICE_MAX_AGE_SECONDS });
}
