// The shop as a cluster: several built instances on one PostgreSQL database, each with a DATA_DIR of its own,
// as behind a load balancer. Skips without PostgreSQL (DATABASE_URL); CI runs it on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describeOnPostgres, eventually, freshDatabase, type Instance, on, query, startInstance } from './cluster-support';
import { cookiesOf, randomAddress, Shop } from './identity-support';
import { API_CODE } from './support/api';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

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

describeOnPostgres('files shared by two instances (one database, one S3 bucket, a DATA_DIR each)', () => {
  const ADMIN = { email: 'admin@cluster-test.example', password: 'Cluster#Check2026' };
  const BUCKET = 'cluster';
  let url: string;
  let s3: { close(): Promise<void> };
  let s3Dir: string;
  let a: Instance;
  let b: Instance;
  let cookie: string;

  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'shop-cluster-s3-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    const { port } = await server.run();
    s3 = server;
    url = await freshDatabase('cluster_files');
    const env = {
      S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}/shop`,
      SEED_PRODUCTS: '50',
      SHOP_ADMIN_EMAIL: ADMIN.email,
      SHOP_ADMIN_PASSWORD: ADMIN.password,
      SITEMAP_CHECK_MS: '500',
    };
    [a, b] = await Promise.all([startInstance(url, env), startInstance(url, env)]);
    const login = await new Shop(a.baseUrl, a.dataDir).post('/api/admin/login', { ...ADMIN, locale: 'de' }, { ip: randomAddress() });
    expect(login.status).toBe(200);
    cookie = `shop_admin_session=${cookiesOf(login).shop_admin_session.value}`;
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  async function waitJob(instance: Instance, id: number): Promise<{ state: string; result: any; error: unknown }> {
    let job: { state: string; result: any; error: unknown } | null = null;
    const ended = await eventually(async () => {
      const res = await new Shop(instance.baseUrl, instance.dataDir).get(`/api/admin/jobs/${id}`, { cookie });
      job = res.body.data;
      return job !== null && (job.state === 'done' || job.state === 'failed');
    });
    expect(ended).toBe(true);
    return job!;
  }

  it('an import uploaded through one instance starts and runs on the other', async () => {
    const rows = [{ path: '/alt-cluster', target: '/neu-cluster' }];
    const body = Buffer.from(JSON.stringify({ rows }));
    const boundary = `----cluster${Date.now()}`;
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="redirects.json"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await request(a.baseUrl).post('/api/admin/import-export/uploads').set('apiCode', API_CODE).set('cookie', cookie).set('content-type', `multipart/form-data; boundary=${boundary}`).send(multipart);
    expect(up.status).toBe(200);
    const start = await new Shop(b.baseUrl, b.dataDir).post('/api/admin/import-export/imports', { uploadId: up.body.data.uploadId, type: 'redirects', mode: 'add', dryRun: false }, { cookie });
    expect(start.body.error).toBeUndefined();
    expect(start.status).toBe(202);
    const job = await waitJob(a, start.body.data.id);
    expect(job).toMatchObject({ state: 'done', result: expect.objectContaining({ inserted: 1 }) });
    expect(await query(url, `SELECT target FROM redirect WHERE path = '/alt-cluster'`)).toEqual([{ target: '/neu-cluster' }]);
  });

  it('a backup made on one instance is listed, downloadable and restorable on the other, with the bucket files', async () => {
    const started = await new Shop(a.baseUrl, a.dataDir).post('/api/admin/backups', {}, { cookie });
    expect(started.status).toBe(202);
    const job = await waitJob(a, started.body.data.id);
    expect(job.state).toBe('done');
    const name = job.result.name as string;
    const onB = new Shop(b.baseUrl, b.dataDir);
    const list = await onB.get('/api/admin/backups', { cookie });
    expect(list.body.data.items.map((i: { name: string }) => i.name)).toContain(name);
    const manifest = (await onB.get(`/api/admin/backups/${name}`, { cookie })).body.data;
    // The seeded product pictures are in the bucket, not in either DATA_DIR: the backup holds them all the same.
    expect(manifest.files.some((f: { path: string }) => f.path.startsWith('media/products/'))).toBe(true);
    const download = await fetch(`${b.baseUrl}/api/admin/backups/${name}/download`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).length).toBe(list.body.data.items.find((i: { name: string }) => i.name === name).size);
    // A change after the backup, then the restore started on the other instance takes it back.
    await query(url, `DELETE FROM redirect WHERE path = '/alt-cluster'`);
    const restore = await onB.post(`/api/admin/backups/${name}/restore`, {}, { cookie });
    expect(restore.status).toBe(202);
    const relogin = async () => {
      const res = await onB.post('/api/admin/login', { ...ADMIN, locale: 'de' }, { ip: randomAddress() });
      return `shop_admin_session=${cookiesOf(res).shop_admin_session.value}`;
    };
    const restored = await eventually(async () => (await query<{ state: string }>(url, 'SELECT state FROM job WHERE id = $1', [restore.body.data.id]))[0]?.state === 'done');
    expect(restored).toBe(true);
    cookie = await relogin();
    expect(await query(url, `SELECT target FROM redirect WHERE path = '/alt-cluster'`)).toEqual([{ target: '/neu-cluster' }]);
  });

  it('after a product is deactivated both instances serve the same sitemap without it', async () => {
    const [product] = await query<{ id: string; slug: string }>(url, `SELECT p.id, t.slug FROM product p JOIN product_translation t ON t.product_id = p.id AND t.locale = 'de' WHERE p.active ORDER BY p.id LIMIT 1`);
    const sitemap = async (instance: Instance) => (await request(instance.baseUrl).get('/sitemap-1.xml')).text;
    expect(await eventually(async () => (await sitemap(a)).includes(`/${product.slug}<`) || (await sitemap(a)).includes(`/${product.slug}"`))).toBe(true);
    await query(url, 'UPDATE product SET active = false WHERE id = $1', [product.id]);
    const converged = await eventually(async () => {
      const [onA, onB] = await Promise.all([sitemap(a), sitemap(b)]);
      return onA.length > 0 && onA === onB && !onA.includes(`/${product.slug}<`) && !onA.includes(`/${product.slug}"`);
    });
    expect(converged).toBe(true);
  });
});

describeOnPostgres('a job whose instance dies', () => {
  const ADMIN = { email: 'admin@cluster-jobs.example', password: 'Cluster#Jobs2026' };
  let url: string;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    url = await freshDatabase('cluster_jobs');
    // A short lease and tick, so the test does not wait a minute; the default catalogue, so a backup runs a while.
    const env = { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, JOB_LEASE_MS: '3000', SCHEDULE_TICK_MS: '500', SEED_PRODUCTS: '2000' };
    [a, b] = await Promise.all([startInstance(url, env), startInstance(url, env)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('is marked interrupted by another instance on its schedule tick, and the kind starts again there', async () => {
    const login = async (instance: Instance) => {
      const res = await new Shop(instance.baseUrl, instance.dataDir).post('/api/admin/login', { ...ADMIN, locale: 'de' }, { ip: randomAddress() });
      expect(res.status).toBe(200);
      return `shop_admin_session=${cookiesOf(res).shop_admin_session.value}`;
    };
    const cookie = await login(a);
    const started = await new Shop(a.baseUrl, a.dataDir).post('/api/admin/backups', {}, { cookie });
    expect(started.status).toBe(202);
    const id = started.body.data.id as number;
    // Frozen at once, then killed: the job row says running and nobody renews its lease any more.
    process.kill(a.pid, 'SIGSTOP');
    const [row] = await query<{ state: string }>(url, 'SELECT state FROM job WHERE id = $1', [id]);
    expect(row.state).toBe('running');
    process.kill(a.pid, 'SIGKILL');
    // Nobody asks for the job list or the job: only the surviving instance's tick can notice.
    const interrupted = await eventually(async () => {
      const [job] = await query<{ state: string; error_code: string | null }>(url, 'SELECT state, error_code FROM job WHERE id = $1', [id]);
      return job.state === 'failed' && job.error_code === 'jobInterrupted';
    });
    expect(interrupted).toBe(true);
    const survivor = new Shop(b.baseUrl, b.dataDir);
    const again = await survivor.post('/api/admin/backups', {}, { cookie: await login(b) });
    expect(again.body.error).toBeUndefined();
    expect(again.status).toBe(202);
    const view = await survivor.get(`/api/admin/jobs/${id}`, { cookie: await login(b) });
    expect(view.body.data).toMatchObject({ state: 'failed', error: { code: 'jobInterrupted' } });
  });
});

describeOnPostgres('changes announced to every instance', () => {
  let url: string;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    url = await freshDatabase('cluster_changes');
    // The periodic version check an hour away: only an announcement can bring a change across in this test.
    const env = { SEED_PRODUCTS: '50', CATALOGUE_REFRESH_SECONDS: '3600' };
    [a, b] = await Promise.all([startInstance(url, env), startInstance(url, env)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('a catalogue change made on one side reaches both instances without waiting for the version check', async () => {
    const [product] = await query<{ id: string }>(url, `SELECT id FROM product WHERE active ORDER BY id LIMIT 1`);
    const name = async (instance: Instance) => (await on(instance).get(`/api/catalogue/products/${product.id}?locale=de`)).body.data?.name as string | undefined;
    // Both have loaded their catalogue.
    const before = await name(a);
    expect(before).toBeTruthy();
    expect(await name(b)).toBe(before);
    await query(url, `UPDATE product_translation SET name = 'Angekündigt' WHERE product_id = $1 AND locale = 'de'`, [product.id]);
    expect(await eventually(async () => (await name(a)) === 'Angekündigt' && (await name(b)) === 'Angekündigt')).toBe(true);
  });
});
