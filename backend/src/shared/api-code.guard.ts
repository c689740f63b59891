import { applyDecorators, CanActivate, ExecutionContext, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension, type OpenAPIObject, type ParameterObject } from '@nestjs/swagger';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ShopConfig } from '../config/app-config';
import { ApiError } from './api-error';

export const API_CODE_HEADER = 'apicode';
const SKIP_API_CODE = 'shop:skipApiCode';
/** Marks an operation of the API document as one the guard lets through without the header (read by withApiCodeHeader). */
const WITHOUT_API_CODE_EXTENSION = 'x-without-api-code';
/** Marks a handler that is reached without the apiCode header (page HTML, media, health); the API document leaves the header out there. */
export const WithoutApiCode = () => applyDecorators(SetMetadata(SKIP_API_CODE, true), ApiExtension(WITHOUT_API_CODE_EXTENSION, true));

const API_CODE_PARAMETER: ParameterObject = { name: 'apiCode', in: 'header', required: true, schema: { type: 'string' } };

/**
 * The API document's side of the guard below: every operation asks for the apiCode header unless its handler is
 * marked WithoutApiCode(), so no controller repeats the header. (Swagger's global parameters cannot leave an
 * operation out, and they pile up in a process-wide store each time the document is built.)
 */
export function withApiCodeHeader(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const extensions = operation as unknown as Record<string, unknown>;
      if (extensions[WITHOUT_API_CODE_EXTENSION]) {
        delete extensions[WITHOUT_API_CODE_EXTENSION];
        continue;
      }
      operation.parameters = [API_CODE_PARAMETER, ...(operation.parameters ?? [])];
    }
  }
  return document;
}

/** Every call under /api carries the `apiCode` header; a missing or wrong one is refused. */
@Injectable()
export class ApiCodeGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(private readonly reflector: Reflector, config: ShopConfig) {
    this.expected = Buffer.from(config.get('apiCode'));
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_API_CODE, [context.getHandler(), context.getClass()]);
    if (skip) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers[API_CODE_HEADER];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    if (given.length !== this.expected.length || !timingSafeEqual(given, this.expected)) {
      throw new ApiError(
        header ? 'API_CODE_INVALID' : 'API_CODE_MISSING',
        header ? 'The apiCode header is not valid.' : 'The apiCode header is missing.',
        HttpStatus.UNAUTHORIZED,
      );
    }
    return true;
  }
}
