// Admin tools (ADR 0028) over HTTP on a shop of its own: access to every endpoint, a job started twice runs
// once, the tool job kinds, relaunch mails (count, stop, resume without a second mail), schedules (stop /
// start) and the system info with its secrets masked. The jobs foundation and two schedulers on one database
// are tested in process: backend/src/modules/system/application/schedules/job-scheduler.spec.ts.
import { join } from 'node:path';
import type { JobView } from '../../backend/src/shared/admin/jobs';
import { cookiesOf, DEMO_CUSTOMER, ExtraServer, mailsTo, readOutbox, Shop, startExtraServer, uniqueEmail } from './identity-support';
import { expireAdminSession } from './support/embedded-db';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ADMIN = { email: 'werkzeug.admin@firma-test.example', password: 'Werkzeug#Admin26' };

describe('admin tools over HTTP', () => {
  let server: ExtraServer;
  let shop: Shop;
  let admin = '';
  let customer = '';
  const secrets: string[] = [ADMIN.password];

  async function adminCookie(): Promise<string> {
    const res = await shop.post('/api/admin/login', { ...ADMIN, locale: 'de', isPermanentLogin: false });
    expect(res.status).toBe(200);
    const value = cookiesOf(res).shop_admin_session.value;
    secrets.push(value);
    return `shop_admin_session=${value}`;
  }

  async function waitJob(id: number, until: (job: JobView) => boolean = (j) => j.state === 'done' || j.state === 'failed', timeoutMs = 20_000): Promise<JobView> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await shop.get(`/api/admin/jobs/${id}`, { cookie: admin });
      expect(res.status).toBe(200);
      if (until(res.body.data)) return res.body.data;
      if (Date.now() > deadline) throw new Error(`job ${id}: ${JSON.stringify(res.body.data)}`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    server = await startExtraServer('adtools', {
      DEMO_DATA: 'true',
      SEED_PRODUCTS: '60',
      SHOP_ADMIN_EMAIL: ADMIN.email,
      SHOP_ADMIN_PASSWORD: ADMIN.password,
      RELAUNCH_MAILS_PER_MINUTE: '240',
      CHALLENGE_DIFFICULTY: '4',
      SCHEDULE_TICK_MS: '200',
      MAIL_FROM: `Werkzeug <tools@firma-test.example>`,
    });
    shop = new Shop(server.baseUrl, server.dataDir);
    admin = await adminCookie();
    customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    // A few more active customers for the relaunch mails.
    for (let i = 0; i < 3; i++) await shop.registerConfirmed(uniqueEmail('relaunch'));
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  // Every row has three values: a test function of three parameters with a two-value row would be given jest's `done`.
  const endpoints: Array<[string, string, unknown]> = [
    ['GET', '/api/admin/jobs', null],
    ['GET', '/api/admin/jobs/1', null],
    ['POST', '/api/admin/jobs/start/updateSitemap', {}],
    ['POST', '/api/admin/jobs/1/cancel', {}],
    ['GET', '/api/admin/schedules', null],
    ['PUT', '/api/admin/schedules/cleanup', { enabled: true }],
    ['GET', '/api/admin/system-info', null],
  ];

  function call(method: string, path: string, body: unknown, cookie?: string) {
    if (method === 'GET') return shop.get(path, { cookie });
    if (method === 'PUT') return shop.put(path, body, { cookie });
    return shop.post(path, body, { cookie });
  }

  it.each(endpoints)('%s %s: a guest gets 401, a customer 403, an expired or ended admin session 401', async (method, path, body) => {
    const guest = await call(method, path, body);
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('adminNotLoggedIn');
    const refused = await call(method, path, body, customer);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('adminForbidden');
    const ended = await adminCookie();
    await expireSession(ended);
    const expired = await call(method, path, body, ended);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('adminNotLoggedIn');
  });

  /** Expires the session: on PostgreSQL by setting its expiry into the past, on the embedded database (not reachable from here) by logging it out. */
  async function expireSession(cookie: string): Promise<void> {
    if (process.env.DATABASE_URL) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { Client } = require(require.resolve('pg', { paths: [join(__dirname, '..', '..', 'backend')] }));
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${`${url.pathname.replace(/^\//, '') || 'postgres'}_adtools`.replace(/[^a-z0-9_]/gi, '_')}`;
      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      try {
        // Exactly this session (the suite's own admin session stays valid).
        const [sql, params] = expireAdminSession(cookie);
        const res = await client.query(sql, params);
        expect(res.rowCount).toBe(1);
      } finally {
        await client.end();
      }
    } else {
      expect((await shop.post('/api/admin/logout', {}, { cookie })).status).toBeLessThan(300);
    }
  }

  it('GET /api/admin/jobs answers the registered kinds: every tool the tools page offers that this module builds', async () => {
    const res = await shop.get('/api/admin/jobs', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.kinds).toEqual(expect.arrayContaining(['cleanup', 'mailRetry', 'relaunchMails', 'repopulateCache', 'updateSitemap']));
  });

  it('update sitemap: a job started twice at once runs once (one 202, one 409), then reports its result', async () => {
    const [x, y] = await Promise.all([shop.post('/api/admin/jobs/start/updateSitemap', {}, { cookie: admin }), shop.post('/api/admin/jobs/start/updateSitemap', {}, { cookie: admin })]);
    expect([x.status, y.status].sort()).toEqual([202, 409]);
    const started = x.status === 202 ? x : y;
    expect((x.status === 409 ? x : y).body.error.code).toBe('jobAlreadyRunning');
    const job = await waitJob(started.body.data.id);
    expect(job.state).toBe('done');
    expect(job.progress).toEqual(expect.objectContaining({ done: 1, total: 1 }));
    expect(job.result).toEqual(expect.objectContaining({ urls: expect.any(Number), files: expect.any(Number), products: expect.any(Number) }));
    expect((job.result as { urls: number }).urls).toBeGreaterThan(10);
    const audit = await shop.get('/api/admin/audit-log?entity=job', { cookie: admin });
    expect(audit.body.data.items[0]).toEqual(expect.objectContaining({ action: 'job.start', entityId: String(job.id) }));
  });

  it('repopulate cache reloads the catalogue read model; clean-up reports each module; mail retry the outbox', async () => {
    const cache = await waitJob((await shop.post('/api/admin/jobs/start/repopulateCache', {}, { cookie: admin })).body.data.id);
    expect(cache.state).toBe('done');
    expect(cache.result).toEqual(expect.objectContaining({ products: expect.any(Number), categories: expect.any(Number) }));
    expect((cache.result as { products: number }).products).toBeGreaterThan(0);
    const cleanup = await waitJob((await shop.post('/api/admin/jobs/start/cleanup', {}, { cookie: admin })).body.data.id);
    expect(cleanup.state).toBe('done');
    expect(cleanup.result).toEqual({
      cart: { expiredCarts: expect.any(Number) },
      checkout: { idempotencyKeys: expect.any(Number), vatIdChecks: expect.any(Number) },
      identity: { sessions: expect.any(Number), loginAttempts: expect.any(Number), challenges: expect.any(Number), confirmationCodes: expect.any(Number), unconfirmedRegistrations: expect.any(Number) },
      rateLimits: { expiredHits: expect.any(Number) },
    });
    const mail = await waitJob((await shop.post('/api/admin/jobs/start/mailRetry', {}, { cookie: admin })).body.data.id);
    expect(mail.state).toBe('done');
    expect(mail.result).toEqual({ tried: expect.any(Number), pending: expect.any(Number), failed: expect.any(Number), sent: expect.any(Number) });
  });

  it('an unknown kind is 404 jobKindUnknown; bad parameters are 400 with a message id', async () => {
    const unknown = await shop.post('/api/admin/jobs/start/makeCoffee', {}, { cookie: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('jobKindUnknown');
    const bad = await shop.post('/api/admin/jobs/start/relaunchMails', { params: { runKey: 'x y' } }, { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('adToolsRunKeyInvalid');
    const extra = await shop.post('/api/admin/jobs/start/relaunchMails', { params: { everyone: true } }, { cookie: admin });
    expect(extra.status).toBe(400);
  });

  it('relaunch mails: one per active customer with a working password link, counted; stopped, and resumed without a second mail', async () => {
    const activeBefore = readOutbox(server.dataDir).length;
    // Run "stop": at 240 a minute one mail each 250 ms; stop after the first ones.
    const started = await shop.post('/api/admin/jobs/start/relaunchMails', { params: { runKey: 'welle-1' } }, { cookie: admin });
    expect(started.status).toBe(202);
    const id = started.body.data.id as number;
    const running = await waitJob(id, (j) => j.progress.done >= 1 && j.progress.total !== null);
    const total = running.progress.total!;
    expect(total).toBeGreaterThanOrEqual(4);
    const cancel = await shop.post(`/api/admin/jobs/${id}/cancel`, {}, { cookie: admin });
    expect(cancel.status).toBe(200);
    const stopped = await waitJob(id);
    expect(stopped.state).toBe('failed');
    expect(stopped.error?.code).toBe('jobCanceled');
    await sleep(300);
    const afterStop = readOutbox(server.dataDir).length - activeBefore;
    expect(afterStop).toBeGreaterThanOrEqual(1);
    expect(afterStop).toBeLessThan(total);
    // The same run again mails only those not mailed yet.
    const resumed = await waitJob((await shop.post('/api/admin/jobs/start/relaunchMails', { params: { runKey: 'welle-1' } }, { cookie: admin })).body.data.id);
    expect(resumed.state).toBe('done');
    expect(resumed.result).toEqual({ runKey: 'welle-1', total, sent: total - afterStop, skipped: afterStop, failed: 0 });
    const relaunch = readOutbox(server.dataDir).slice(activeBefore);
    expect(relaunch).toHaveLength(total);
    expect(new Set(relaunch.map((m) => m.to)).size).toBe(total);
    // The demo customer's mail carries a link the password-reset page accepts.
    const mail = mailsTo(server.dataDir, DEMO_CUSTOMER.email).at(-1)!;
    expect(mail.subject).toMatch(/Passwort|password/);
    const code = /\?ssc=([A-Za-z0-9_-]+)/.exec(mail.body)![1];
    const check = await shop.post('/api/user/pwd-check-code', { code });
    expect(check.status).toBe(200);
    expect(check.body.data).toBe(true);
  });

  it('schedules: listed with their kind registered or not; stop and start are audited and re-arm the schedule', async () => {
    const list = await shop.get('/api/admin/schedules', { cookie: admin });
    expect(list.status).toBe(200);
    const kinds = list.body.data.map((s: { kind: string }) => s.kind);
    expect(kinds).toEqual(['cleanup', 'mailRetry', 'merchantFeed', 'refreshStatistics', 'updateSitemap']);
    const cleanup = list.body.data.find((s: { kind: string }) => s.kind === 'cleanup');
    expect(cleanup).toEqual(expect.objectContaining({ enabled: true, intervalSeconds: 3600, registered: true, nextRunAt: expect.any(String) }));
    const stopped = await shop.put('/api/admin/schedules/cleanup', { enabled: false }, { cookie: admin });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toEqual(expect.objectContaining({ kind: 'cleanup', enabled: false, nextRunAt: null }));
    const startedAgain = await shop.put('/api/admin/schedules/cleanup', { enabled: true, intervalSeconds: 7200 }, { cookie: admin });
    expect(startedAgain.body.data).toEqual(expect.objectContaining({ enabled: true, intervalSeconds: 7200 }));
    const audit = await shop.get('/api/admin/audit-log?entity=jobSchedule', { cookie: admin });
    expect(audit.body.data.items.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'schedule.update', entityId: 'cleanup', before: { enabled: false, intervalSeconds: 3600 }, after: { enabled: true, intervalSeconds: 7200 } }),
      expect.objectContaining({ action: 'schedule.update', entityId: 'cleanup', before: { enabled: true, intervalSeconds: 3600 }, after: { enabled: false, intervalSeconds: 3600 } }),
    ]);
    for (const [body, code] of [
      [{ intervalSeconds: 10 }, 'adSchedIntervalInvalid'],
      [{ enabled: 'ja' }, 'invalidValue'],
      [{ cron: '* * * * *' }, 'propertyNotAllowed'],
    ] as const) {
      const res = await shop.put('/api/admin/schedules/cleanup', body, { cookie: admin });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(code);
    }
    expect((await shop.put('/api/admin/schedules/makeCoffee', { enabled: false }, { cookie: admin })).status).toBe(404);
  });

  it('system info: versions, database, disk, jobs, mail outbox and the configuration — with no secret in it', async () => {
    const res = await shop.get('/api/admin/system-info', { cookie: admin });
    expect(res.status).toBe(200);
    const info = res.body.data;
    expect(info.versions).toEqual({ app: expect.stringMatching(/^\d+\.\d+\.\d+/), node: expect.stringMatching(/^v\d+\./), database: expect.stringMatching(/^\d+/) });
    expect(info.database).toEqual({ kind: process.env.DATABASE_URL ? 'postgresql' : 'embedded', sizeBytes: expect.any(Number) });
    expect(info.disk.usedBytes).toBeGreaterThan(0);
    expect(info.disk.freeBytes).toBeGreaterThan(0);
    expect(info.jobs.counts.done).toBeGreaterThanOrEqual(4);
    expect(info.jobs.kinds).toContain('relaunchMails');
    expect(info.mailOutbox).toEqual({ pending: expect.any(Number), failed: expect.any(Number), sent: expect.any(Number) });
    expect(info.config).toEqual(expect.objectContaining({ shopAdminEmail: ADMIN.email, shopAdminPassword: '••••••••', apiCode: '••••••••', relaunchMailsPerMinute: 240 }));
    const text = JSON.stringify(res.body);
    for (const secret of [...secrets, 'shop-dev-api-code']) expect(text).not.toContain(secret);
    if (process.env.DATABASE_URL) {
      const password = new URL(process.env.DATABASE_URL).password;
      if (password) expect(text).not.toContain(password);
    }
  });
});
