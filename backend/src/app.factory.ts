import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { AppModule } from './app.module';
import { ShopConfig } from './config/app-config';
import type { DatabaseConnection } from './database/database-connection';
import { applySmallBodyLimit, registerBodyDrain } from './shared/http/body-limits';
import { clientErrorHandler, frameworkErrorHandler } from './shared/http/framework-errors';
import { parseJsonBody } from './shared/http/json-body';
import { registerMultipart } from './shared/http/multipart';
import { registerSecurityHeaders } from './shared/http/security-headers';
import { withApiCodeHeader } from './shared/api-code.guard';
import { createLogger } from './shared/logger';
import { createValidationPipe } from './shared/validation';

export const BODY_LIMIT_BYTES = 1_048_576;

export async function createApp(config: ShopConfig, database: DatabaseConnection, options: { preview?: boolean } = {}): Promise<NestFastifyApplication> {
  const headers = { https: config.get('baseUrl').startsWith('https:') };
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.get('trustProxy'),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    logger: createLogger(config.get('logLevel'), config.get('logFormat')),
    preview: options.preview ?? false,
    abortOnError: false,
    // The JSON parser is the shop's own (below); Nest would register Fastify's default one.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerSecurityHeaders(fastify, headers);
  // The report endpoints take small bodies only: a larger one is refused before it is read (ADR 0018).
  fastify.addHook('onRoute', applySmallBodyLimit);
  // An answer given before its body was read (413 above all) waits until the body is in: the client gets the answer.
  registerBodyDrain(fastify);
  // JSON bodies: depth-limited before parsing (a 10,000-deep body overflowed the stack), proto-poisoning safe.
  // Only JSON bodies (multipart uploads register their own parser): text/plain is refused with 415.
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
  // File uploads: only on routes marked with MULTIPART_ROUTE (cart import); elsewhere a multipart body stays a 415.
  await registerMultipart(app);
  app.useGlobalPipes(createValidationPipe());
  await app.register(fastifyCookie as never);
  // Pages and API answers compressed for clients that accept it (brotli at a fast level, else gzip); answers
  // under 1 KB go out as they are. Built files are compressed once at build time (below).
  await app.register(fastifyCompress as never, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  const dist = config.get('frontendDist');
  if (existsSync(dist)) {
    // The build writes .br and .gz beside each file: sent as they are (preCompressed) for a request of the file
    // itself; asked for by their own names they are a 404, not a download of compressed bytes.
    const served = {
      index: false,
      preCompressed: true,
      allowedPath: (path: string) => !/\.(br|gz)$/.test(path),
      cacheControl: false,
      setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => reply.header('cache-control', cacheControlFor(path)),
    };
    // The hashed build output under /assets/ through one route: an exact route per file (about 700 with their .br
    // and .gz, each for GET and HEAD) cost a third of a second of every start in the router (a CPU profile of a
    // start). A name under /assets/ that is not a built file is a 404.
    await app.register(fastifyStatic as never, { ...served, root: join(dist, 'assets'), prefix: '/assets/', wildcard: true });
    // The few other built files (logo, icons, the hydration script) one exact route each (wildcard off), so the page
    // route below answers every other path. The two page templates are read from disk by the page renderer, never
    // served as they are: /index.html and /admin.html are pages' paths like any other (a 404 page).
    await app.register(fastifyStatic as never, { ...served, root: dist, wildcard: false, globIgnore: ['assets/**', 'index.html', 'admin.html', '*.br', '*.gz'], decorateReply: false });
  }
  setUpOpenApi(app);
  return app;
}

/**
 * Hashed build output (assets/name-hash.ext) never changes under its name: cached for a year, immutable.
 * Other public files (logo, icons) keep their names across releases: an hour.
 */
export function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('HydraTec B2B shop API')
    .setDescription(
      'REST surface of the shop. Every call under /api carries the `apiCode` header. Answers are `{ data: … }`; failures are `{ error: { code, message, fields? } }` where `code` is a stable message id.',
    )
    .setVersion('1.0')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'apiCode' }, 'apiCode')
    .addSecurityRequirements('apiCode')
    .build();
  return withStableEnums(
    withApiCodeHeader(SwaggerModule.createDocument(app, doc, { operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}` })),
  );
}

/**
 * The Swagger plugin writes a string union's members in the order the type checker happens to hold them, which
 * differs between builds; every enum of the document is sorted so the document (and the committed copy with the
 * frontend types generated from it) is the same on every build.
 */
export function withStableEnums<T>(node: T): T {
  if (Array.isArray(node)) {
    node.forEach((item) => withStableEnums(item));
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      // A sorted copy: the document's enum arrays are often the very constants the code runs on (the offer types,
      // the cart file's columns); sorting them in place reordered the shop's own answers once the document was built.
      if (key === 'enum' && Array.isArray(value) && value.every((v) => typeof v === 'string')) (node as Record<string, unknown>)[key] = [...(value as string[])].sort();
      else withStableEnums(value);
    }
  }
  return node;
}

function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', customSiteTitle: 'Shop API' });
}
