import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders, type SecurityHeaderOptions } from './security-headers';

/**
 * Failures that happen before a request reaches Nest — a URL with broken percent-encoding, a header
 * block too large for Node's parser — answered in the API's documented shape `{ error: { code, message } }`.
 */

export function frameworkErrorHandler(options: SecurityHeaderOptions): (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => void {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void => {
    // Fastify answers these outside any route, so the onSend hook of security-headers.ts does not run.
    applySecurityHeaders(request, reply, options);
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    void reply
      .code(400)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ error: { code: badUrl ? 'BAD_URL' : 'BAD_REQUEST', message: badUrl ? 'The URL is not valid (percent-encoding).' : 'The request could not be read.' } });
  };
}

/** Errors of the HTTP parser on the socket (no request object exists yet). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code = status === 431 ? 'HEADERS_TOO_LARGE' : status === 408 ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST';
  const message = status === 431 ? 'The request headers are too large.' : status === 408 ? 'The request took too long.' : 'The request could not be read.';
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
