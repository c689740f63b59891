import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { EmbeddedPostgres } from '../../database/embedded-postgres';
import { RateLimits1700000000340 } from '../../database/migrations/1700000000340-rate-limits';
import { CleanupTasks } from '../admin/cleanup-tasks';
import { TransactionContext } from '../persistence/transaction-context';
import { type RateLimitRule } from './rate-limit';
import { SqlRateLimiter } from './sql-rate-limiter';

// The shared rate limiter against a real database: the embedded PostgreSQL always, and PostgreSQL (two
// pools, like two app instances) when RATE_LIMIT_CHECK_DATABASE_URL is set, in a scratch schema.

const perHour = (limit: number, bucket = 'test:customer'): RateLimitRule => ({ bucket, limit, windowMs: 3_600_000 });

interface Target {
  sources: [DataSource, DataSource];
  close(): Promise<void>;
}

async function embedded(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'rate-limit-test-'));
  const pg = new EmbeddedPostgres(dir);
  const connection = await pg.start();
  const ds = await new DataSource({ type: 'postgres', url: connection.url, synchronize: false, extra: { max: 4, ...connection.driverOptions } }).initialize();
  await new RateLimits1700000000340().up({ query: (sql: string) => ds.query(sql) } as never);
  return {
    sources: [ds, ds],
    async close() {
      await ds.destroy();
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(url: string): Promise<Target> {
  const schema = `rate_limit_check_${process.pid}`;
  const open = (extra: Record<string, unknown>) => new DataSource({ type: 'postgres', url, synchronize: false, extra: { max: 4, ...extra } }).initialize();
  const admin = await open({});
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const a = await open({ options: `-c search_path=${schema}` });
  const b = await open({ options: `-c search_path=${schema}` });
  await new RateLimits1700000000340().up({ query: (sql: string) => a.query(sql) } as never);
  return {
    sources: [a, b],
    async close() {
      await a.destroy();
      await b.destroy();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.destroy();
    },
  };
}

/** A limiter whose clock the test sets. */
class ClockedLimiter extends SqlRateLimiter {
  at = new Date('2026-11-24T10:00:00Z');
  protected override now(): Date {
    return this.at;
  }
}

const targets: [string, () => Promise<Target>][] = [['embedded PostgreSQL', embedded]];
if (process.env.RATE_LIMIT_CHECK_DATABASE_URL) targets.push(['PostgreSQL', () => postgres(process.env.RATE_LIMIT_CHECK_DATABASE_URL!)]);

describe.each(targets)('SQL rate limiter on %s', (_name, open) => {
  let target: Target;
  let limiters: [ClockedLimiter, ClockedLimiter];

  beforeAll(async () => {
    target = await open();
    limiters = target.sources.map((ds) => new ClockedLimiter(new TransactionContext(ds), new CleanupTasks())) as [ClockedLimiter, ClockedLimiter];
  }, 60_000);
  afterAll(() => target.close());
  beforeEach(async () => {
    await target.sources[0].query('DELETE FROM rate_limit_hit');
    for (const l of limiters) l.at = new Date('2026-11-24T10:00:00Z');
  });

  it('40 parallel callers on two instances: exactly the limit is granted, the rest told when to come back', async () => {
    const rule = perHour(7);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 2].take([{ rule, subject: 'customer:1' }])));
    expect(answers.filter((a) => a.allowed)).toHaveLength(7);
    for (const a of answers.filter((x) => !x.allowed)) expect(a).toMatchObject({ allowed: false, retryAfterMs: 3_600_000, rule });
    // Another subject has its own count.
    expect((await limiters[0].take([{ rule, subject: 'customer:2' }])).allowed).toBe(true);
    const [{ n }] = await target.sources[0].query(`SELECT count(*)::int AS n FROM rate_limit_hit WHERE subject = 'customer:1'`);
    expect(n).toBe(7); // refused hits are not kept
  });

  it('every key must allow the hit, else none is recorded; the longest wait is answered', async () => {
    const customer = perHour(5, 'test:customer');
    const address = perHour(2, 'test:address');
    const take = (c: string) => limiters[0].take([{ rule: customer, subject: c }, { rule: address, subject: '10.0.0.1' }]);
    expect((await take('a')).allowed).toBe(true);
    limiters[0].at = new Date(limiters[0].at.getTime() + 60_000);
    expect((await take('b')).allowed).toBe(true);
    const refused = await take('c');
    expect(refused).toMatchObject({ allowed: false, rule: address, retryAfterMs: 3_600_000 - 60_000 });
    // Customer c was not charged for the refused call.
    expect((await limiters[0].take([{ rule: customer, subject: 'c' }])).allowed).toBe(true);
    const [{ n }] = await target.sources[0].query(`SELECT count(*)::int AS n FROM rate_limit_hit WHERE bucket = 'test:customer' AND subject = 'c'`);
    expect(n).toBe(1);
  });

  it('the window slides: a place frees up when the oldest hit is an hour old', async () => {
    const rule = perHour(2);
    const key = [{ rule, subject: 's' }];
    const l = limiters[0];
    expect((await l.take(key)).allowed).toBe(true);
    l.at = new Date(l.at.getTime() + 20 * 60_000);
    expect((await l.take(key)).allowed).toBe(true);
    l.at = new Date(l.at.getTime() + 39 * 60_000);
    expect(await l.take(key)).toMatchObject({ allowed: false, retryAfterMs: 60_000 });
    l.at = new Date(l.at.getTime() + 60_001);
    expect((await l.take(key)).allowed).toBe(true);
    expect((await l.take(key)).allowed).toBe(false);
  });

  it('a retry with the same hit id counts once, in parallel too; a released hit frees its place', async () => {
    const rule = perHour(2);
    const key = [{ rule, subject: 'guest' }];
    const same = await Promise.all(Array.from({ length: 10 }, (_, i) => limiters[i % 2].take(key, 'idempotency-key-1')));
    expect(same.every((a) => a.allowed)).toBe(true);
    const second = await limiters[0].take(key, 'idempotency-key-2');
    expect(second.allowed).toBe(true);
    expect((await limiters[0].take(key, 'idempotency-key-3')).allowed).toBe(false);
    // Releasing a retry's ticket (its call failed, e.g. the order was refused) leaves the first call's hit.
    const retry = await limiters[0].take(key, 'idempotency-key-1');
    if (retry.allowed) await limiters[0].release(retry.ticket);
    expect((await limiters[0].take(key, 'idempotency-key-3')).allowed).toBe(false);
    if (second.allowed) await limiters[1].release(second.ticket);
    expect((await limiters[0].take(key, 'idempotency-key-3')).allowed).toBe(true);
  });

  it('a rule with limit 0 is off; the clean-up removes expired hits only', async () => {
    expect((await limiters[0].take([{ rule: perHour(0), subject: 'x' }])).allowed).toBe(true);
    await limiters[0].take([{ rule: perHour(5), subject: 'old' }]);
    limiters[0].at = new Date(limiters[0].at.getTime() + 3_600_001);
    await limiters[0].take([{ rule: perHour(5), subject: 'new' }]);
    expect(await limiters[0].run()).toEqual({ expiredHits: 1 });
    const rows = await target.sources[0].query('SELECT subject FROM rate_limit_hit');
    expect(rows).toEqual([{ subject: 'new' }]);
  });
});
