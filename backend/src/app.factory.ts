import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { AppModule } from './app.module';
import { ShopConfig } from './config/app-config';
import type { DatabaseConnection } from './database/database-connection';
import { clientErrorHandler, frameworkErrorHandler } from './shared/http/framework-errors';
import { parseJsonBody } from './shared/http/json-body';
import { registerSecurityHeaders } from './shared/http/security-headers';
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
  app.useGlobalPipes(createValidationPipe());
  await app.register(fastifyCookie as never);
  const dist = config.get('frontendDist');
  if (existsSync(dist)) {
    // One exact route per built file (wildcard off), so the page route below answers every other path.
    await app.register(fastifyStatic as never, { root: dist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  setUpOpenApi(app);
  return app;
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
  return SwaggerModule.createDocument(app, doc, { operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}` });
}

function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', customSiteTitle: 'Shop API' });
}
