import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { EmbeddedPostgres } from '../../database/embedded-postgres';
import { RateLimits1700000000340 } from '../../database/migrations/1700000000340-rate-limits';
import { CleanupTasks } from '../admin/cleanup-tasks';
import { TransactionContext } from '../persistence/transaction-context';
import { judge, retryAfterSeconds, type RateLimiter, type RateLimitRule } from './rate-limit';
import { RedisRateLimiter, redisKey } from './redis-rate-limiter';
import { RespClient } from './resp-client';
import { SqlRateLimiter } from './sql-rate-limiter';

// The shared rate limiters against real stores, each seen from two app instances: the embedded PostgreSQL
// always; PostgreSQL (two pools) when RATE_LIMIT_CHECK_DATABASE_URL is set, in a scratch schema; Redis (two
// connections) when RATE_LIMIT_CHECK_REDIS_URL is set, under a scratch bucket prefix.

const perHour = (limit: number, bucket = 'test:customer'): RateLimitRule => ({ bucket, limit, windowMs: 3_600_000 });

describe('rate limit rules (pure)', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('allows up to the limit, then waits until the oldest hit leaves the window', () => {
    expect(judge(perHour(3), { count: 3, oldestAt: now, newHit: true }, now)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(judge(perHour(3), { count: 4, oldestAt: new Date(now.getTime() - 600_000), newHit: true }, now)).toEqual({ allowed: false, retryAfterMs: 3_000_000 });
  });
  it('a retried hit (same id) is never refused; limit 0 switches a rule off', () => {
    expect(judge(perHour(3), { count: 99, oldestAt: now, newHit: false }, now).allowed).toBe(true);
    expect(judge(perHour(0), { count: 99, oldestAt: now, newHit: true }, now).allowed).toBe(true);
  });
  it('Retry-After is in whole seconds, at least 1', () => {
    expect([0, 1, 999, 1000, 1001].map(retryAfterSeconds)).toEqual([1, 1, 1, 1, 2]);
  });
});

/** A limiter whose clock the test sets. */
interface Clocked extends RateLimiter {
  at: Date;
}
class ClockedSql extends SqlRateLimiter implements Clocked {
  at = new Date(0);
  protected override now(): Date {
    return this.at;
  }
}
class ClockedRedis extends RedisRateLimiter implements Clocked {
  at = new Date(0);
  protected override now(): Date {
    return this.at;
  }
}

/** Two instances' limiters on one store, and what the store holds. */
interface Target {
  limiters: [Clocked, Clocked];
  /** Hits kept for a bucket and subject. */
  kept(bucket: string, subject: string): Promise<number>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

function sqlTarget(sources: [DataSource, DataSource], close: () => Promise<void>): Target & { sql: ClockedSql } {
  const limiters = sources.map((ds) => new ClockedSql(new TransactionContext(ds), new CleanupTasks())) as [ClockedSql, ClockedSql];
  return {
    limiters,
    sql: limiters[0],
    async kept(bucket, subject) {
      const [{ n }] = await sources[0].query(`SELECT count(*)::int AS n FROM rate_limit_hit WHERE bucket = $1 AND subject = $2`, [bucket, subject]);
      return n;
    },
    clear: () => sources[0].query('DELETE FROM rate_limit_hit'),
    close,
  };
}

async function embedded(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'rate-limit-test-'));
  const pg = new EmbeddedPostgres(dir);
  const connection = await pg.start();
  const ds = await new DataSource({ type: 'postgres', url: connection.url, synchronize: false, extra: { max: 4, ...connection.driverOptions } }).initialize();
  await new RateLimits1700000000340().up({ query: (sql: string) => ds.query(sql) } as never);
  return sqlTarget([ds, ds], async () => {
    await ds.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  });
}

async function postgres(url: string): Promise<Target> {
  const schema = `rate_limit_check_${process.pid}`;
  const open = (extra: Record<string, unknown>) => new DataSource({ type: 'postgres', url, synchronize: false, extra: { max: 4, ...extra } }).initialize();
  const admin = await open({});
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const a = await open({ options: `-c search_path=${schema}` });
  const b = await open({ options: `-c search_path=${schema}` });
  await new RateLimits1700000000340().up({ query: (sql: string) => a.query(sql) } as never);
  return sqlTarget([a, b], async () => {
    await a.destroy();
    await b.destroy();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.destroy();
  });
}

async function redis(url: string): Promise<Target> {
  const clients = [new RespClient(url), new RespClient(url)];
  const limiters = clients.map((c) => new ClockedRedis(c)) as [ClockedRedis, ClockedRedis];
  const clear = async () => {
    for (const key of (await clients[0].command(['KEYS', '{rate-limit}:test:*'])) as string[]) await clients[0].command(['DEL', key]);
  };
  return {
    limiters,
    async kept(bucket, subject) {
      return (await clients[0].command(['ZCARD', redisKey({ rule: perHour(1, bucket), subject })])) as number;
    },
    clear,
    async close() {
      await clear();
      for (const c of clients) c.close();
    },
  };
}

const targets: [string, () => Promise<Target>][] = [['embedded PostgreSQL', embedded]];
if (process.env.RATE_LIMIT_CHECK_DATABASE_URL) targets.push(['PostgreSQL', () => postgres(process.env.RATE_LIMIT_CHECK_DATABASE_URL!)]);
if (process.env.RATE_LIMIT_CHECK_REDIS_URL) targets.push(['Redis', () => redis(process.env.RATE_LIMIT_CHECK_REDIS_URL!)]);

const START = new Date('2026-11-24T10:00:00Z');

describe.each(targets)('shared rate limiter on %s', (_name, open) => {
  let target: Target;
  let limiters: [Clocked, Clocked];

  beforeAll(async () => {
    target = await open();
    limiters = target.limiters;
  }, 60_000);
  afterAll(() => target.close());
  beforeEach(async () => {
    await target.clear();
    for (const l of limiters) l.at = START;
  });

  it('40 parallel callers on two instances: exactly the limit is granted, the rest told when to come back', async () => {
    const rule = perHour(7);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 2].take([{ rule, subject: 'customer:1' }])));
    expect(answers.filter((a) => a.allowed)).toHaveLength(7);
    for (const a of answers.filter((x) => !x.allowed)) expect(a).toMatchObject({ allowed: false, retryAfterMs: 3_600_000, rule });
    // Another subject has its own count.
    expect((await limiters[0].take([{ rule, subject: 'customer:2' }])).allowed).toBe(true);
    expect(await target.kept(rule.bucket, 'customer:1')).toBe(7); // refused hits are not kept
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
    expect(await target.kept('test:customer', 'c')).toBe(1);
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

  it('a rule with limit 0 is off', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => limiters[0].take([{ rule: perHour(0), subject: 'x' }])));
    expect(answers.every((a) => a.allowed)).toBe(true);
    expect(await target.kept('test:customer', 'x')).toBe(0);
  });
});

describe('SQL rate limiter clean-up', () => {
  let target: Target & { sql: ClockedSql };
  beforeAll(async () => {
    target = (await embedded()) as Target & { sql: ClockedSql };
  }, 60_000);
  afterAll(() => target.close());

  it('removes expired hits only', async () => {
    const l = target.sql;
    l.at = START;
    await l.take([{ rule: perHour(5), subject: 'old' }]);
    l.at = new Date(START.getTime() + 3_600_001);
    await l.take([{ rule: perHour(5), subject: 'new' }]);
    expect(await l.run()).toEqual({ expiredHits: 1 });
    expect([await target.kept('test:customer', 'old'), await target.kept('test:customer', 'new')]).toEqual([0, 1]);
  });
});
