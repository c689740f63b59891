import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limit';
import { SqlRateLimiter } from './sql-rate-limiter';

/** The one rate limiter of the shop (docs/decisions/0034), for every module: global. */
@Global()
@Module({ providers: [SqlRateLimiter, { provide: RateLimiter, useExisting: SqlRateLimiter }], exports: [RateLimiter] })
export class RateLimitModule {}
