import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Routes whose bodies are small by nature (ADR 0018: bounded reports). Their limit replaces the global one
 * (1 MB), so an oversize body is refused with 413 PAYLOAD_TOO_LARGE before it is parsed.
 */
export const SMALL_BODY_LIMIT_BYTES = 16_384;
export const SMALL_BODY_ROUTES: readonly string[] = ['/api/int/add', '/api/system/frontend-error'];

/** For Fastify's onRoute hook: lowers the body limit of the small-body routes. */
export function applySmallBodyLimit(route: { url: string; bodyLimit?: number }): void {
  if (SMALL_BODY_ROUTES.includes(route.url)) route.bodyLimit = SMALL_BODY_LIMIT_BYTES;
}

/**
 * How much of a body an answer given before the body was read (413 over the limit, an upload refused half-way,
 * a multipart body on a route that takes none) still reads and throws away, and for how long, before it is sent
 * (docs/decisions/0033). Beyond this the answer goes out anyway and the connection is closed: a client still
 * sending may then see a reset instead of the answer.
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 15_000;

/**
 * Whether the whole body has been received. `complete` is set by Node's HTTP parser only: a request made in
 * process (Fastify's `inject`, the server rendering's API calls) has none, but its stream has ended once read.
 * Without the second test every such POST would wait DRAIN_MAX_MS for an end that already came.
 */
function bodyRead(raw: IncomingMessage): boolean {
  return raw.complete || raw.readableEnded;
}

/**
 * Reads and discards what is left of a request body. Resolves true once the body has ended, false when it broke
 * off or was longer or slower than the bounds allow.
 */
export function drainRequestBody(raw: IncomingMessage, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS): Promise<boolean> {
  if (bodyRead(raw)) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onBroken).off('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer | string) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onBroken = () => finish(false);
    const onClose = () => finish(bodyRead(raw));
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData).on('end', onEnd).on('error', onBroken).on('close', onClose);
    raw.resume();
  });
}

/**
 * Every answer waits until its request body has been received: when the body has not been read (or not to its
 * end) by the time the answer is ready, the rest is read and discarded first (up to DRAIN_MAX_BYTES). Without this,
 * Node closes the connection while the client is still sending, the kernel answers the unread bytes with a reset,
 * and the client (Node's fetch, supertest, browsers) reports EPIPE or a reset instead of the 413 it was sent.
 */
export function registerBodyDrain(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (bodyRead(raw)) return payload;
    const ended = await drainRequestBody(raw);
    if (!ended) reply.header('connection', 'close');
    return payload;
  });
}
