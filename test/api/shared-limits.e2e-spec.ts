import { extraDatabaseUrl } from './identity-support';
import { API_CODE } from './support/api';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./support/server') as {
  startServer: (env: Record<string, string>, logFile?: string, options?: { keepDatabase?: boolean }) => Promise<{ baseUrl: string; stop: () => Promise<void> }>;
};

/**
 * Two instances of one shop on one PostgreSQL database: a report flood from one client address spread over
 * both is limited as if it reached one instance (20 error reports a minute per address), with the hits counted
 * in PostgreSQL, and in Redis when REDIS_URL is set. Needs a PostgreSQL server (DATABASE_URL): the instances get a
 * database of their own next to the shared server's.
 */
const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let nextAddress = 1;

async function reportFlood(instances: string[], count: number): Promise<number> {
  const address = `203.0.113.${nextAddress++}`;
  const message = `TypeError: flood over instances ${Date.now()} ${address}`;
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await fetch(`${instances[i % instances.length]}/api/system/frontend-error`, {
        method: 'POST',
        headers: { apiCode: API_CODE, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ errMsg: message, errInfo: 'at main.js:1:2' }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { accepted: boolean } }).data.accepted;
    }),
  );
  return answers.filter(Boolean).length;
}

const variants: Array<[string, string]> = [['PostgreSQL', '']];
if (process.env.RATE_LIMIT_CHECK_REDIS_URL) variants.push(['Redis', process.env.RATE_LIMIT_CHECK_REDIS_URL]);

describeOnPostgres.each(variants)('rate limits shared by two instances, counted in %s', (_store, redisUrl) => {
  const servers: Array<{ baseUrl: string; stop: () => Promise<void> }> = [];

  beforeAll(async () => {
    const url = (await extraDatabaseUrl('sharedlimits'))!;
    const env = { DATABASE_URL: url, SEED_PRODUCTS: '20', REDIS_URL: redisUrl };
    servers.push(await startServer(env));
    servers.push(await startServer(env, undefined, { keepDatabase: true }));
  }, 240_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('90 error reports from one address over both instances: 20 taken, as on one instance', async () => {
    expect(await reportFlood(servers.map((s) => s.baseUrl), 90)).toBe(20);
    // Another address has its own count.
    expect(await reportFlood([servers[1].baseUrl], 1)).toBe(1);
  });
});
