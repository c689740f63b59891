import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Multipart uploads (`@fastify/multipart`), for the few routes that take a file and no other: a route opts
 * in with `@RouteConfig(MULTIPART_ROUTE)`; any other route answers a multipart body with 415, as before the
 * plugin was there (the shop's JSON parser is the only other body parser, app.factory.ts).
 */
export const MULTIPART_ROUTE = { multipart: true } as const;

/** Bounds of every multipart body besides the file size, which each route sets (readSingleFile). */
const LIMITS = { files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 20, headerPairs: 50 };

export async function registerMultipart(app: NestFastifyApplication): Promise<void> {
  // The file size is set by each route that reads a file (readSingleFile); this default refuses any other.
  await app.register(fastifyMultipart as never, { limits: { ...LIMITS, fileSize: 1 }, throwFileSizeLimit: true });
  app.getHttpAdapter().getInstance().addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config as { multipart?: boolean } | undefined;
    if (!request.isMultipart() || config?.multipart === true) return;
    await reply
      .code(415)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This call takes no multipart body.' } });
    return reply;
  });
}

export type UploadFailure = 'missing' | 'tooLarge';

export type Upload = { ok: true; filename: string; data: Buffer } | { ok: false; error: UploadFailure };

const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * The one file of a multipart body, from the form field `field`, read into memory up to `maxBytes`.
 * 'missing' when the body is no multipart body, holds no file in that field or breaks off; 'tooLarge'
 * beyond `maxBytes` (the rest of the upload is discarded). `preservePath` hands over the file name as sent
 * (busboy otherwise cuts it to its last path segment), so a caller can refuse a name with a path in it.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number, options: { preservePath?: boolean } = {}): Promise<Upload> {
  if (!request.isMultipart()) return { ok: false, error: 'missing' };
  const failed = (e: unknown): Upload => ({ ok: false, error: (e as { code?: string })?.code === TOO_LARGE ? 'tooLarge' : 'missing' });
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { ...LIMITS, fileSize: maxBytes }, throwFileSizeLimit: true, ...(options.preservePath ? { preservePath: true } : {}) });
  } catch (e) {
    return failed(e);
  }
  if (!part) return { ok: false, error: 'missing' };
  // A part without a file name is a form field (busboy hands over a field with a binary content type as a file).
  if (part.fieldname !== field || typeof part.filename !== 'string') {
    part.file.resume();
    return { ok: false, error: 'missing' };
  }
  try {
    const data = await part.toBuffer();
    // toBuffer throws on the size limit only when a chunk arrives after the limit was hit: when the limit falls on the
    // last chunk it hands over the truncated file (seen with fetch on reused connections). Truncated is too large.
    if (part.file.truncated) return { ok: false, error: 'tooLarge' };
    return { ok: true, filename: part.filename, data };
  } catch (e) {
    return failed(e);
  }
}
