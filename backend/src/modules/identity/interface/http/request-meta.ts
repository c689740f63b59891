import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../../application/request-meta';

/** Client address (behind the proxy the app factory trusts) and user agent of a request. */
export function requestMeta(req: FastifyRequest): RequestMeta {
  const agent = req.headers['user-agent'];
  return { clientAddress: String(req.ip ?? 'unknown').slice(0, 100), userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
}
