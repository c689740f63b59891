import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The security headers of every answer, set in one place (an onSend hook), so no route can forget them:
 * pages, static assets, media and every /api answer. See docs/security.md.
 */

/**
 * The page policy: scripts only from the shop's own files, never inline, never framed. A page's inline
 * `<script>` elements are data blocks (JSON-LD, the server-rendered state as application/json): browsers do not
 * run them, so they need no nonce — and without one a page is the same bytes for every visitor it is
 * rendered for, which lets guests' pages be cached and revalidated (docs/decisions/0011).
 */
export function pageCsp(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PAGE_CSP = pageCsp();

/**
 * Swagger UI's page has inline styles (a <style> block, style attributes): its pages get their own, looser
 * style policy. Its scripts are files (swagger-ui-init.js included), so scripts stay 'self' only; never framed.
 */
const DOCS_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
/** Answers that are data (JSON, files): nothing in them may run or be framed. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security is sent only when the shop's public URL is https. */
  https: boolean;
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    applySecurityHeaders(request, reply, options);
    return payload;
  });
}

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, options: SecurityHeaderOptions): void {
  const path = request.url.split('?', 1)[0];
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  // The camera stays allowed for the shop itself (barcode scanning on the cart page).
  reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (!reply.hasHeader('content-security-policy')) {
    const type = String(reply.getHeader('content-type') ?? '');
    const docs = path === '/api/docs' || path.startsWith('/api/docs/');
    reply.header('content-security-policy', docs ? DOCS_CSP : type.startsWith('text/html') ? PAGE_CSP : DATA_CSP);
  }
  // API answers depend on the caller (session, prices, account data) unless a route says otherwise.
  if ((path === '/api' || path.startsWith('/api/')) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
