import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { ShopConfig } from '../../config/app-config';
import { RateLimiter } from './rate-limit';
import { RedisRateLimiter } from './redis-rate-limiter';
import { RespClient } from './resp-client';
import { SqlRateLimiter } from './sql-rate-limiter';

/**
 * The one rate limiter of the shop (docs/decisions/0034), for every module: global. PostgreSQL by default, Redis
 * when REDIS_URL is set; either way every app instance counts against the same hits. The SQL limiter stays
 * registered with Redis too: its clean-up task empties the table of hits from before the switch.
 */
@Module({})
export class RateLimitModule {
  static forRoot(config: ShopConfig): DynamicModule {
    const url = config.get('redisUrl');
    const limiter: Provider = url
      ? { provide: RateLimiter, useFactory: () => new RedisRateLimiter(new RespClient(url)) }
      : { provide: RateLimiter, useExisting: SqlRateLimiter };
    return { module: RateLimitModule, global: true, providers: [SqlRateLimiter, limiter], exports: [RateLimiter] };
  }
}
