import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { judge, RateLimiter, worstRefusal, type RateLimitDecision, type RateLimitKey, type RateLimitRule, type RateLimitTicket } from './rate-limit';
import { RespError, type RespClient, type RespValue } from './resp-client';

/**
 * One atomic step for all keys of a take: per key, drop the hits that left the window, see whether the hit id is
 * already there (a retry) and count; only when every key allows it, add the hit to each (score = time) and let
 * the key expire a window after its newest hit. Answers per key [newHit 0/1, count with this hit, oldest score].
 * KEYS: one sorted set per key; ARGV: now (ms), hit id, then limit and window (ms) per key.
 */
export const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local hit = ARGV[2]
local found = {}
local refused = false
for i = 1, #KEYS do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local newHit = redis.call('ZSCORE', KEYS[i], hit) == false
  local count = redis.call('ZCARD', KEYS[i])
  if newHit then count = count + 1 end
  local oldest = now
  local first = redis.call('ZRANGE', KEYS[i], 0, 0, 'WITHSCORES')
  if first[2] then oldest = tonumber(first[2]) end
  if newHit and count > limit then refused = true end
  found[i] = { newHit and 1 or 0, count, tostring(oldest) }
end
if not refused then
  for i = 1, #KEYS do
    if found[i][1] == 1 then
      redis.call('ZADD', KEYS[i], now, hit)
      redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[2 + 2 * i]))
    end
  end
end
return found
`;
const TAKE_SHA = createHash('sha1').update(TAKE_SCRIPT).digest('hex');

/**
 * The rate limiter on Redis (REDIS_URL), the same rules as the PostgreSQL one: a sliding window per key as a
 * sorted set of hit ids scored by time, all keys of a take judged and recorded in one Lua script (atomic across
 * instances), a retried hit id counted once, a refused hit not kept; keys expire on their own, so nothing needs
 * cleaning up. Every key carries the hash tag `{rate-limit}`: a take touches several keys, and in a Redis Cluster
 * they must share one slot.
 */
@Injectable()
export class RedisRateLimiter extends RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimiter');

  constructor(private readonly redis: RespClient) {
    super();
  }

  /** Overridable in tests. */
  protected now(): Date {
    return new Date();
  }

  async take(keys: readonly RateLimitKey[], hit: string = randomUUID()): Promise<RateLimitDecision> {
    const active = keys.filter((k) => k.rule.limit > 0);
    if (active.length === 0) return { allowed: true, ticket: { keys: [], hit } };
    const now = this.now();
    const args = [now.getTime(), hit, ...active.flatMap((k) => [k.rule.limit, k.rule.windowMs])];
    const answer = (await this.evaluate(active.map(redisKey), args)) as Array<[number, number, string]>;
    const recorded: RateLimitKey[] = [];
    const refusals: Array<{ rule: RateLimitRule; retryAfterMs: number }> = [];
    active.forEach((key, i) => {
      const [newHit, count, oldest] = answer[i];
      if (newHit === 1) recorded.push(key);
      const verdict = judge(key.rule, { count, oldestAt: new Date(Number(oldest)), newHit: newHit === 1 }, now);
      if (!verdict.allowed) refusals.push({ rule: key.rule, retryAfterMs: verdict.retryAfterMs });
    });
    const worst = worstRefusal(refusals);
    if (worst) {
      this.logger.debug({ msg: 'rate limit reached', bucket: worst.rule.bucket });
      return { allowed: false, retryAfterMs: worst.retryAfterMs, rule: worst.rule };
    }
    return { allowed: true, ticket: { keys: recorded, hit } };
  }

  async release(ticket: RateLimitTicket): Promise<void> {
    for (const key of ticket.keys) await this.redis.command(['ZREM', redisKey(key), ticket.hit]);
  }

  onApplicationShutdown(): void {
    this.redis.close();
  }

  /** The script by its hash; sent once more in full when Redis does not know it (after a restart or a flush). */
  private async evaluate(keys: string[], args: Array<string | number>): Promise<RespValue> {
    try {
      return await this.redis.command(['EVALSHA', TAKE_SHA, keys.length, ...keys, ...args]);
    } catch (e) {
      if (!(e instanceof RespError) || !e.message.startsWith('NOSCRIPT')) throw e;
      return this.redis.command(['EVAL', TAKE_SCRIPT, keys.length, ...keys, ...args]);
    }
  }
}

export function redisKey(key: RateLimitKey): string {
  return `{rate-limit}:${key.rule.bucket}:${key.subject}`;
}
