/**
 * Routes whose bodies are small by nature (ADR 0018: bounded reports). Their limit replaces the global one
 * (1 MB), so an oversize body is refused with 413 PAYLOAD_TOO_LARGE before it is read or parsed.
 */
export const SMALL_BODY_LIMIT_BYTES = 16_384;
export const SMALL_BODY_ROUTES: readonly string[] = ['/api/int/add', '/api/system/frontend-error'];

/** For Fastify's onRoute hook: lowers the body limit of the small-body routes. */
export function applySmallBodyLimit(route: { url: string; bodyLimit?: number }): void {
  if (SMALL_BODY_ROUTES.includes(route.url)) route.bodyLimit = SMALL_BODY_LIMIT_BYTES;
}
