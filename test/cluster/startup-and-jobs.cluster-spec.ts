import { Shop } from '../api/identity-support';
import { adminCookie, answeredBy, freshDatabase, pollUntil, query } from './support/cluster-env';

// A cluster of its own, on a database of its own: three instances started at the same moment on an empty
// database (they take turns for the migrations and the seed), then one of them killed while it runs a job.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startCluster } = require('./support/cluster');

interface Instance {
  baseUrl: string;
  pid: number;
  live?: boolean;
}
interface StartedCluster {
  instances: Instance[];
  proxy: { baseUrl: string };
  stop(): Promise<void>;
}

// The default demo catalogue's size: seeding it takes long enough for the three start-ups to overlap, and a
// backup of it runs long enough to be killed midway.
const PRODUCTS = 2000;
// A short lease and schedule tick, so the killed job is noticed in seconds rather than a minute.
const JOB_LEASE_MS = 3000;
const SCHEDULE_TICK_MS = 500;

let url: string;
let started: StartedCluster;
let proxy: Shop;

beforeAll(async () => {
  url = await freshDatabase('cluster_startup');
  const begun = performance.now();
  started = await startCluster({
    together: true,
    env: { DATABASE_URL: url, SEED_PRODUCTS: String(PRODUCTS), JOB_LEASE_MS: String(JOB_LEASE_MS), SCHEDULE_TICK_MS: String(SCHEDULE_TICK_MS) },
  });
  console.log(`three instances started at once on an empty database: all up in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
  proxy = new Shop(started.proxy.baseUrl, '');
}, 300_000);

afterAll(async () => {
  await started?.stop();
});

describe('three instances started at once on an empty database', () => {
  it('all three come up and answer their health check', async () => {
    expect(started.instances).toHaveLength(3);
    for (const instance of started.instances) {
      const res = await new Shop(instance.baseUrl, '').get('/api/system/health');
      expect(res.body.data).toMatchObject({ status: 'ok', database: 'ok', databaseKind: 'postgresql' });
    }
  });

  it('the database was migrated and seeded once', async () => {
    expect(await query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name HAVING count(*) > 1', [], url)).toEqual([]);
    expect(await query('SELECT count(*)::int AS n FROM product', [], url)).toEqual([{ n: PRODUCTS }]);
    expect(await query(`SELECT count(*)::int AS n FROM shop_user WHERE email = 'kunde@hydratec.example'`, [], url)).toEqual([{ n: 1 }]);
    expect(await query('SELECT code, locale, count(*)::int AS n FROM webpage GROUP BY code, locale HAVING count(*) > 1', [], url)).toEqual([]);
  });

  it('each instance serves the whole seeded catalogue from its first request on', async () => {
    const ids = (await query<{ id: string }>('SELECT id FROM product WHERE active ORDER BY id', [], url)).map((r) => r.id);
    expect(ids).toHaveLength(PRODUCTS);
    for (const instance of started.instances) {
      const shop = new Shop(instance.baseUrl, '');
      const served: string[] = [];
      for (let i = 0; i < ids.length; i += 1000) {
        const res = await shop.post('/api/catalogue/products/by-ids', { ids: ids.slice(i, i + 1000), locale: 'de' });
        expect(res.status).toBe(200);
        served.push(...res.body.data.items.map((p: { id: string }) => p.id));
      }
      expect(served.sort()).toEqual(ids);
    }
  });
});

describe('an instance killed while it runs a job', () => {
  it('its job is marked interrupted on a live instance’s next tick, and the kind starts again elsewhere', async () => {
    const cookie = await adminCookie(proxy);
    const backup = await proxy.post('/api/admin/backups', {}, { cookie });
    expect(backup.status).toBe(202);
    const id = backup.body.data.id as number;
    const runner = started.instances[answeredBy(backup)];
    // Frozen at once, then killed: the job row says running and nobody renews its lease any more.
    process.kill(runner.pid, 'SIGSTOP');
    expect(await query('SELECT state FROM job WHERE id = $1', [id], url)).toEqual([{ state: 'running' }]);
    const [{ lease }] = await query<{ lease: number }>('SELECT (extract(epoch FROM lease_until) * 1000)::float8 AS lease FROM job WHERE id = $1', [id], url);
    process.kill(runner.pid, 'SIGKILL');
    runner.live = false;
    // Nobody asks for the job list or the job: only a surviving instance's schedule tick can notice.
    const { afterMs } = await pollUntil(
      async () => (await query<{ state: string; error_code: string | null }>('SELECT state, error_code FROM job WHERE id = $1', [id], url))[0],
      (job) => job.state === 'failed' && job.error_code === 'jobInterrupted',
      50,
    );
    console.log(
      `killed instance's job marked interrupted ${(afterMs / 1000).toFixed(1)} s after the kill, ${Math.round(Date.now() - lease)} ms after its lease ran out ` +
        `(lease ${JOB_LEASE_MS} ms, tick ${SCHEDULE_TICK_MS} ms)`,
    );
    const again = await proxy.post('/api/admin/backups', {}, { cookie });
    expect(again.body.error).toBeUndefined();
    expect(again.status).toBe(202);
    expect(started.instances[answeredBy(again)]).not.toBe(runner);
    const view = await proxy.get(`/api/admin/jobs/${id}`, { cookie });
    expect(view.body.data).toMatchObject({ state: 'failed', error: { code: 'jobInterrupted' } });
  });
});
