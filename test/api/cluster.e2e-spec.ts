// The shop as a cluster: several built instances on one PostgreSQL database, each with a DATA_DIR of its own,
// as behind a load balancer. Skips without PostgreSQL (DATABASE_URL); CI runs it on PostgreSQL.
import { describeOnPostgres, freshDatabase, type Instance, on, query, startInstance } from './cluster-support';

// The default demo catalogue's size: seeding it takes long enough for the instances to overlap.
const PRODUCTS = 2000;

describeOnPostgres('start-up of several instances at once on an empty database', () => {
  let url: string;
  let instances: Instance[] = [];
  let started: PromiseSettledResult<Instance>[];

  beforeAll(async () => {
    url = await freshDatabase('cluster_startup');
    started = await Promise.allSettled([1, 2, 3].map(() => startInstance(url, { SEED_PRODUCTS: String(PRODUCTS) })));
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
  });

  it('all three come up and answer their health check', async () => {
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 2000) : 'up'))).toEqual(['up', 'up', 'up']);
    for (const instance of instances) {
      const res = await on(instance).get('/api/system/health');
      expect(res.body.data).toMatchObject({ status: 'ok', database: 'ok', databaseKind: 'postgresql' });
    }
  });

  it('the database was migrated and seeded once', async () => {
    const migrations = await query<{ name: string; n: number }>(url, 'SELECT name, count(*)::int AS n FROM migrations GROUP BY name HAVING count(*) > 1');
    expect(migrations).toEqual([]);
    const [{ n: products }] = await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM product');
    expect(products).toBe(PRODUCTS);
    const [{ n: customers }] = await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM shop_user WHERE email = 'kunde@hydratec.example'`);
    expect(customers).toBe(1);
    const pages = await query(url, 'SELECT code, locale, count(*)::int AS n FROM webpage GROUP BY code, locale HAVING count(*) > 1');
    expect(pages).toEqual([]);
  });

  it('each instance serves the whole seeded catalogue from its first request on', async () => {
    const ids = (await query<{ id: string }>(url, 'SELECT id FROM product WHERE active ORDER BY id')).map((r) => r.id);
    expect(ids).toHaveLength(PRODUCTS);
    for (const instance of instances) {
      const served: string[] = [];
      for (let i = 0; i < ids.length; i += 1000) {
        const res = await on(instance).post('/api/catalogue/products/by-ids', { ids: ids.slice(i, i + 1000), locale: 'de' });
        expect(res.status).toBe(200);
        served.push(...res.body.data.items.map((p: { id: string }) => p.id));
      }
      expect(served.sort()).toEqual(ids);
    }
  });
});
