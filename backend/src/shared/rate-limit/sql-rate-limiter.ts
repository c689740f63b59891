import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CleanupTasks, type CleanupTask } from '../admin/cleanup-tasks';
import { TransactionContext } from '../persistence/transaction-context';
import { judge, RateLimiter, worstRefusal, type RateLimitDecision, type RateLimitKey, type RateLimitRule, type RateLimitTicket, type WindowCount } from './rate-limit';

/**
 * The rate limiter on the `rate_limit_hit` table: one row per granted hit, kept until its window has passed.
 * A take locks each subject (transaction-scoped advisory locks, always in the same order, so two takes never
 * wait on each other in a cycle), records the hit and counts the window — two statements for all its keys, each a
 * round trip on the request's path; refused, it removes what it recorded.
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
      // Every subject locked in one statement, in the same order every time (two takes never wait on each other in
      // a cycle). The count below is a statement of its own: it sees every hit committed before the locks were had.
      await m.query(
        'SELECT pg_advisory_xact_lock(hashtext(name)) FROM (SELECT name FROM unnest($1::text[]) WITH ORDINALITY AS l(name, n) ORDER BY n OFFSET 0) AS ordered',
        [ordered.map(lockName)],
      );
      // Records the hit for every key and counts each key's window, in one statement. The count does not see the
      // hit this statement inserts (one snapshot): it is added when it was inserted (not: the same hit again, a retry,
      // granted before and counted once).
      const rows = (await m.query(
        `WITH k AS (
           SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS k(bucket, subject, since, expires)
         ), ins AS (
           INSERT INTO rate_limit_hit (bucket, subject, hit, created_at, expires_at)
           SELECT bucket, subject, $5, $6, expires FROM k
           ON CONFLICT (bucket, subject, hit) DO NOTHING
           RETURNING bucket, subject
         )
         SELECT k.bucket, k.subject, EXISTS (SELECT 1 FROM ins WHERE ins.bucket = k.bucket AND ins.subject = k.subject) AS inserted, w.n, w.oldest
           FROM k CROSS JOIN LATERAL (
             SELECT count(*)::int AS n, min(h.created_at) AS oldest FROM rate_limit_hit h
              WHERE h.bucket = k.bucket AND h.subject = k.subject AND h.created_at > k.since
           ) w`,
        [
          ordered.map((k) => k.rule.bucket),
          ordered.map((k) => k.subject),
          ordered.map((k) => new Date(now.getTime() - k.rule.windowMs).toISOString()),
          ordered.map((k) => new Date(now.getTime() + k.rule.windowMs).toISOString()),
          hit,
          now.toISOString(),
        ],
      )) as Array<{ bucket: string; subject: string; inserted: boolean; n: number; oldest: Date | string | null }>;
      const recorded: RateLimitKey[] = [];
      const refusals: Array<{ rule: RateLimitRule; retryAfterMs: number }> = [];
      for (const key of ordered) {
        const row = rows.find((r) => r.bucket === key.rule.bucket && r.subject === key.subject);
        if (!row?.inserted) continue; // the same hit again (a retry): granted before, counted once
        recorded.push(key);
        const earlier = row.oldest ? new Date(row.oldest) : null;
        const found: WindowCount = { count: Number(row.n) + 1, oldestAt: earlier && earlier < now ? earlier : now, newHit: true };
        const verdict = judge(key.rule, found, now);
        if (!verdict.allowed) refusals.push({ rule: key.rule, retryAfterMs: verdict.retryAfterMs });
      }
      const worst = worstRefusal(refusals);
      if (worst) {
        await this.remove(recorded, hit);
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
    await this.remove(ticket.keys, ticket.hit);
  }

  /** The hit's rows of these keys, in one statement. */
  private async remove(keys: readonly RateLimitKey[], hit: string): Promise<void> {
    if (keys.length === 0) return;
    await this.tx
      .manager()
      .query('DELETE FROM rate_limit_hit WHERE hit = $1 AND (bucket, subject) IN (SELECT * FROM unnest($2::text[], $3::text[]))', [
        hit,
        keys.map((k) => k.rule.bucket),
        keys.map((k) => k.subject),
      ]);
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
