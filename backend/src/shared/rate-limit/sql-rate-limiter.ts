import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CleanupTasks, type CleanupTask } from '../admin/cleanup-tasks';
import { TransactionContext } from '../persistence/transaction-context';
import { judge, RateLimiter, worstRefusal, type RateLimitDecision, type RateLimitKey, type RateLimitRule, type RateLimitTicket, type WindowCount } from './rate-limit';

/**
 * The rate limiter on the `rate_limit_hit` table: one row per granted hit, kept until its window has passed.
 * A take locks each subject (transaction-scoped advisory locks, always in the same order, so two takes never
 * wait on each other in a cycle), records the hit and counts the window; refused, it removes what it recorded.
 * Expired rows go with the hourly clean-up job (and now and then after a take).
 */
@Injectable()
export class SqlRateLimiter extends RateLimiter implements CleanupTask, OnModuleInit {
  readonly name = 'rateLimits';
  private readonly logger = new Logger('RateLimiter');

  constructor(
    private readonly tx: TransactionContext,
    private readonly tasks: CleanupTasks,
  ) {
    super();
  }

  onModuleInit(): void {
    this.tasks.register(this);
  }

  /** Overridable in tests. */
  protected now(): Date {
    return new Date();
  }

  async take(keys: readonly RateLimitKey[], hit: string = randomUUID()): Promise<RateLimitDecision> {
    const active = keys.filter((k) => k.rule.limit > 0);
    if (active.length === 0) return { allowed: true, ticket: { keys: [], hit } };
    const ordered = [...active].sort((a, b) => lockName(a).localeCompare(lockName(b)));
    const now = this.now();
    const decision = await this.tx.run(async () => {
      const m = this.tx.manager();
      for (const key of ordered) await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockName(key)]);
      const recorded: RateLimitKey[] = [];
      const refusals: Array<{ rule: RateLimitRule; retryAfterMs: number }> = [];
      for (const key of ordered) {
        const inserted: unknown[] = await m.query(
          `INSERT INTO rate_limit_hit (bucket, subject, hit, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (bucket, subject, hit) DO NOTHING RETURNING 1`,
          [key.rule.bucket, key.subject, hit, now, new Date(now.getTime() + key.rule.windowMs)],
        );
        if (inserted.length === 0) continue; // the same hit again (a retry): granted before, counted once
        recorded.push(key);
        const [row] = (await m.query(
          `SELECT count(*)::int AS n, min(created_at) AS oldest FROM rate_limit_hit WHERE bucket = $1 AND subject = $2 AND created_at > $3`,
          [key.rule.bucket, key.subject, new Date(now.getTime() - key.rule.windowMs)],
        )) as Array<{ n: number; oldest: Date | string | null }>;
        const found: WindowCount = { count: Number(row?.n ?? 0), oldestAt: row?.oldest ? new Date(row.oldest) : null, newHit: true };
        const verdict = judge(key.rule, found, now);
        if (!verdict.allowed) refusals.push({ rule: key.rule, retryAfterMs: verdict.retryAfterMs });
      }
      const worst = worstRefusal(refusals);
      if (worst) {
        for (const key of recorded) await m.query('DELETE FROM rate_limit_hit WHERE bucket = $1 AND subject = $2 AND hit = $3', [key.rule.bucket, key.subject, hit]);
        return { allowed: false as const, retryAfterMs: worst.retryAfterMs, rule: worst.rule };
      }
      // The ticket holds the hits this call recorded: releasing a retry's ticket never frees its first call's place.
      return { allowed: true as const, ticket: { keys: recorded, hit } };
    });
    if (!decision.allowed) this.logger.debug({ msg: 'rate limit reached', bucket: decision.rule.bucket });
    if (Math.random() < 0.01) await this.deleteExpired();
    return decision;
  }

  async release(ticket: RateLimitTicket): Promise<void> {
    for (const key of ticket.keys) {
      await this.tx.manager().query('DELETE FROM rate_limit_hit WHERE bucket = $1 AND subject = $2 AND hit = $3', [key.rule.bucket, key.subject, ticket.hit]);
    }
  }

  async run(): Promise<Record<string, number>> {
    return { expiredHits: await this.deleteExpired() };
  }

  private async deleteExpired(): Promise<number> {
    const rows = (await this.tx.manager().query(
      'WITH d AS (DELETE FROM rate_limit_hit WHERE expires_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM d',
      [this.now()],
    )) as Array<{ n: number }>;
    return rows[0]?.n ?? 0;
  }
}

function lockName(key: RateLimitKey): string {
  return `rate_limit:${key.rule.bucket}:${key.subject}`;
}
