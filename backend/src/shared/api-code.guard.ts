import { CanActivate, ExecutionContext, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ShopConfig } from '../config/app-config';
import { ApiError } from './api-error';

export const API_CODE_HEADER = 'apicode';
const SKIP_API_CODE = 'shop:skipApiCode';
/** Marks a handler that is reached without the apiCode header (page HTML, media). */
export const WithoutApiCode = () => SetMetadata(SKIP_API_CODE, true);

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
