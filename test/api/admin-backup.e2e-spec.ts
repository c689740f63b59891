// Backup, restore and uninstall (ADR 0029): every endpoint refuses a customer (403) and a guest (401);
// a backup taken while orders are being placed holds every order answered before its snapshot and no order in
// part; uninstall, install, restore gives back every row and file; the archive restores on the other database
// kind (embedded <-> PostgreSQL); a foreign or damaged archive is refused with a message id and changes nothing.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { API_CODE } from './support/api';
import { DEMO_CUSTOMER, ExtraServer, Shop, startExtraServer } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./support/server');

const ADMIN = { email: 'backup.admin@firma-test.example', password: 'Admin#Backup2025' };
const OTHER_ADMIN = { firstname: 'Nora', lastname: 'Neu', email: 'nora.neu@firma-test.example', password: 'Neu#Verwalter77' };
// Articles of the small generated demo catalogue (SEED_PRODUCTS=10).
const COUPLING = 'SL-PVC-006';
const HOSE = 'SL-NBR-006';
const linz = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hauptplatz 1', zip: '4020', city: 'Linz', country: 'AT' };
/** Tables the activity after a restore changes (logins, jobs, audit entries): not compared row for row. */
const ACTIVITY = new Set(['job', 'sitemap_state', 'admin_audit_log', 'session', 'security_event', 'login_attempt', 'known_device', 'mail_queue', 'mail_queue_attachment']);

/** The entries of a .tar.gz (regular files only). */
function untar(archive: Buffer): Map<string, Buffer> {
  const tar = gunzipSync(archive);
  const out = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= tar.length; ) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const cut = (o: number, l: number) => h.toString('utf8', o, o + l).replace(/\0.*$/s, '');
    const prefix = cut(345, 155);
    const name = prefix ? `${prefix}/${cut(0, 100)}` : cut(0, 100);
    const size = parseInt(cut(124, 12).trim() || '0', 8);
    out.set(name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

function rowsOf(files: Map<string, Buffer>, table: string): Array<Record<string, unknown>> {
  const text = files.get(`db/${table}.ndjson`)?.toString('utf8') ?? '';
  return text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

/** Every file under DATA_DIR that the shop owns (not the database folder, the lock or the backups). */
function shopFiles(dataDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    const abs = join(dataDir, rel);
    const info = statSync(abs);
    if (info.isDirectory()) for (const c of readdirSync(abs)) walk(`${rel}/${c}`);
    else if (info.isFile()) out.set(rel, createHash('sha256').update(readFileSync(abs)).digest('hex'));
  };
  for (const e of readdirSync(dataDir)) if (!['pgdata', 'postmaster.lock', 'backups'].includes(e) && !e.startsWith('.')) walk(e);
  return out;
}

class Admin {
  constructor(readonly shop: Shop) {}
  async login(email: string, password: string): Promise<string> {
    const res = await this.shop.post('/api/admin/login', { email, password, locale: 'de' });
    if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    return raw.map((c) => c.split(';')[0]).join('; ');
  }
  /** Polls a job until it ends; answers null when the session ended meanwhile (a restore replaced the sessions). */
  async waitJob(id: number, cookie: string, timeoutMs = 60_000): Promise<{ state: string; result: unknown; error: { code: string } | null; progress: { done: number; total: number | null } } | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await this.shop.get(`/api/admin/jobs/${id}`, { cookie });
      if (res.status === 401) return null;
      expect(res.status).toBe(200);
      if (res.body.data.state === 'done' || res.body.data.state === 'failed') return res.body.data;
      if (Date.now() > deadline) throw new Error(`job ${id} did not end`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  async backup(cookie: string): Promise<{ name: string; snapshotAt: string; manifest: { tables: Array<{ name: string; rows: number }>; files: Array<{ path: string; sha256: string }>; snapshotAt: string; databaseKind: string } }> {
    const started = await this.shop.post('/api/admin/backups', {}, { cookie });
    expect(started.status).toBe(202);
    const job = await this.waitJob(started.body.data.id, cookie);
    expect(job).toMatchObject({ state: 'done' });
    const name = (job!.result as { name: string }).name;
    const manifest = (await this.shop.get(`/api/admin/backups/${name}`, { cookie })).body.data;
    return { name, snapshotAt: manifest.snapshotAt, manifest };
  }
  async download(name: string, cookie: string): Promise<Buffer> {
    const res = await request(this.shop.baseUrl)
      .get(`/api/admin/backups/${name}/download`)
      // A plain link: the admin session decides, no apiCode header.
      .set('cookie', cookie)
      .buffer(true)
      .parse((r, cb) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => cb(null, Buffer.concat(parts)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    return res.body as Buffer;
  }
  upload(data: Buffer, cookie: string) {
    return request(this.shop.baseUrl).post('/api/admin/backups/upload').set('apiCode', API_CODE).set('cookie', cookie).attach('file', data, 'backup.tar.gz');
  }
  /** Restores and logs in again as `as` (the restore replaced the sessions); answers the new cookie and the job. */
  async restore(name: string, cookie: string, as: { email: string; password: string }) {
    const started = await this.shop.post(`/api/admin/backups/${name}/restore`, {}, { cookie });
    expect(started.status).toBe(202);
    const ended = await this.waitJob(started.body.data.id, cookie);
    const fresh = await this.login(as.email, as.password);
    const job = ended ?? (await this.waitJob(started.body.data.id, fresh));
    return { cookie: fresh, job: job! };
  }
}

let source: ExtraServer;
let other: { baseUrl: string; dataDir: string; stop(): Promise<void> };
let shop: Shop;
let admin: Admin;
let adminCookie = '';
let customerCookie = '';

beforeAll(async () => {
  // GUEST_MAILS_PER_ADDRESS=0: the busy shop below is many guests behind one test address, not a mail flood.
  const env = { DEMO_DATA: 'true', SEED_PRODUCTS: '60', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', GUEST_MAILS_PER_ADDRESS: '0' };
  // The other kind: PostgreSQL (own database <base>_admin_backup, e.g. test_admin_backup) when this run is embedded,
  // and the reverse.
  const pgBase = process.env.DATABASE_URL || process.env.CI_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const pgUrl = new URL(pgBase);
  const pgName = `${pgUrl.pathname.replace(/^\//, '') || 'postgres'}_admin_backup`.replace(/[^a-z0-9_]/gi, '_');
  pgUrl.pathname = `/${pgName}`;
  const otherStart = async () => {
    if (!process.env.DATABASE_URL) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { Client } = require(require.resolve('pg', { paths: [join(__dirname, '..', '..', 'backend')] }));
      const c = new Client({ connectionString: pgBase });
      await c.connect();
      if ((await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [pgName])).rowCount === 0) await c.query(`CREATE DATABASE "${pgName}"`);
      await c.end();
      return startServer({ DATABASE_URL: pgUrl.toString(), DEMO_DATA: 'false', API_CODE, LOG_LEVEL: 'warn', SEED_PRODUCTS: '10' });
    }
    return startServer({ DATABASE_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'warn', SEED_PRODUCTS: '10' });
  };
  [source, other] = await Promise.all([
    process.env.DATABASE_URL ? startExtraServer('admin_backup_src', env) : startExtraServer('admin_backup_src', env, { embedded: true }),
    otherStart(),
  ]);
  shop = new Shop(source.baseUrl, source.dataDir);
  admin = new Admin(shop);
  adminCookie = await admin.login(ADMIN.email, ADMIN.password);
  customerCookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
}, 170_000);

afterAll(async () => {
  await Promise.all([source?.stop(), other?.stop()]);
});

describe('access', () => {
  const NAME = 'backup-20260101-000000-000-manual.tar.gz';
  it.each([
    ['GET', '/api/admin/backups'],
    ['POST', '/api/admin/backups'],
    ['POST', '/api/admin/backups/upload'],
    ['GET', `/api/admin/backups/${NAME}`],
    ['GET', `/api/admin/backups/${NAME}/download`],
    ['POST', `/api/admin/backups/${NAME}/restore`],
    ['POST', `/api/admin/backups/${NAME}/delete`],
    ['POST', '/api/admin/system/uninstall'],
  ])('%s %s: a guest gets 401, a customer 403', async (method, path) => {
    const call = (cookie?: string) => (method === 'GET' ? shop.get(path, { cookie }) : shop.post(path, { confirmation: 'UNINSTALL' }, { cookie }));
    const guest = await call();
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('adminNotLoggedIn');
    const customer = await call(customerCookie);
    expect(customer.status).toBe(403);
    expect(customer.body.error.code).toBe('adminForbidden');
  });

  it('an admin: the list (200), an unknown backup 404 adBackupUnknown, a bad name never reaches the disk', async () => {
    const list = await shop.get('/api/admin/backups', { cookie: adminCookie });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual({ items: [], databaseKind: process.env.DATABASE_URL ? 'postgresql' : 'embedded' });
    for (const path of [`/api/admin/backups/${NAME}`, `/api/admin/backups/${NAME}/download`, '/api/admin/backups/..%2F..%2Fetc%2Fpasswd/download']) {
      const res = await shop.get(path, { cookie: adminCookie });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('adBackupUnknown');
    }
    expect((await shop.post(`/api/admin/backups/${NAME}/restore`, {}, { cookie: adminCookie })).body.error.code).toBe('adBackupUnknown');
  });
});

describe('back up while orders are placed, uninstall, install, restore', () => {
  let first: Awaited<ReturnType<Admin['backup']>>;
  let firstFiles: Map<string, Buffer>;
  let firstArchive: Buffer;
  const placed: Array<{ id: number; answeredAt: number; customer: boolean }> = [];
  const marker = `marker-${randomUUID()}.txt`;

  it('a backup taken while guests and a customer place orders holds every order answered before its snapshot, each whole', async () => {
    mkdirSync(join(source.dataDir, 'media'), { recursive: true });
    writeFileSync(join(source.dataDir, 'media', marker), `restored file ${marker}\n`);
    let stop = false;
    let failure: Error | null = null;
    const loop = async (customer: boolean) => {
      while (!stop) {
        const body = {
          positions: [
            { productId: COUPLING, qty: '30' },
            { productId: HOSE, qty: '30' },
          ],
          shippingAddress: linz,
          billingAddress: linz,
          shippingMethodId: 'standard',
          paymentMethodId: 'prepayment',
          termsAccepted: true,
          privacyPolicyAccepted: true,
          locale: 'de',
          ...(customer ? {} : { buyer: { company: 'Gast GmbH', salutation: 'mr', firstname: 'Hans', lastname: 'Huber', email: `gast.${randomUUID().slice(0, 8)}@firma-test.example` } }),
        };
        const res = await shop.post('/api/order/new', body, { cookie: customer ? customerCookie : undefined }).set('Idempotency-Key', randomUUID());
        if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
        placed.push({ id: res.body.data.orderId, answeredAt: Date.now(), customer });
        // A busy shop, not a flood: the embedded database shares this process's one thread with the backup.
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const loops = [loop(false), loop(true)].map((l) =>
      l.catch((e: Error) => {
        failure = e;
        stop = true;
      }),
    );
    const waitFor = async (count: number) => {
      while (placed.length < count && !failure) await new Promise((r) => setTimeout(r, 50));
      if (failure) throw failure;
    };
    await waitFor(4);
    first = await admin.backup(adminCookie);
    const after = placed.length;
    await waitFor(after + 3);
    stop = true;
    await Promise.all(loops);
    if (failure) throw failure;

    firstArchive = await admin.download(first.name, adminCookie);
    firstFiles = untar(firstArchive);
    const snapshot = Date.parse(first.snapshotAt);
    const orders = rowsOf(firstFiles, 'shop_order');
    const positions = rowsOf(firstFiles, 'order_position');
    const inBackup = new Set(orders.map((o) => Number(o.id)));
    const before = placed.filter((p) => p.answeredAt < snapshot);
    expect(before.length).toBeGreaterThanOrEqual(4);
    for (const p of before) expect(inBackup.has(p.id)).toBe(true);
    // Orders placed after the snapshot are not in it; none is there in part (every order with both positions).
    expect(placed.some((p) => !inBackup.has(p.id))).toBe(true);
    for (const p of placed.filter((x) => inBackup.has(x.id))) expect(positions.filter((x) => Number(x.order_id) === p.id)).toHaveLength(2);
    for (const o of orders) expect(positions.some((x) => Number(x.order_id) === Number(o.id))).toBe(true);
    expect(positions.every((p) => inBackup.has(Number(p.order_id)))).toBe(true);
    // Row counts and checksums per table as the manifest says; the marker file is in the archive.
    for (const t of first.manifest.tables) {
      expect(rowsOf(firstFiles, t.name)).toHaveLength(t.rows);
      expect(createHash('sha256').update(firstFiles.get(`db/${t.name}.ndjson`)!).digest('hex')).toBe((t as unknown as { sha256: string }).sha256);
    }
    expect(firstFiles.get(`files/media/${marker}`)?.toString()).toBe(`restored file ${marker}\n`);
    expect(first.manifest.files.length).toBeGreaterThan(1);
  });

  it('uninstall: a wrong confirmation changes nothing; the right one removes every row and file and the shop is not installed', async () => {
    const wrong = await shop.post('/api/admin/system/uninstall', { confirmation: 'ja' }, { cookie: adminCookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('adUninstallConfirmationWrong');
    expect((await shop.post('/api/admin/system/uninstall', { confirmation: 'UNINSTALL', extra: 1 }, { cookie: adminCookie })).status).toBe(400);
    const res = await shop.post('/api/admin/system/uninstall', { confirmation: 'DEINSTALLIEREN' }, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.body.data.finalBackup).toMatchObject({ reason: 'uninstall', valid: true });
    expect(res.body.data.installPath).toBe('/admin/setup/install');
    const init = (await shop.init()).body.data;
    expect(init.config.homepage).toEqual({});
    expect(init.store.adminUser).toBeNull();
    expect((await shop.get('/api/admin/backups', { cookie: adminCookie })).status).toBe(401);
    expect((await shop.post('/api/user/orders', { locale: 'de' }, { cookie: customerCookie })).status).toBe(401);
    expect(existsSync(join(source.dataDir, 'media', marker))).toBe(false);
    expect(existsSync(join(source.dataDir, 'backups', first.name))).toBe(true);
    // The structural pages are there, like at a first start: the install page answers.
    expect((await request(source.baseUrl).get('/admin/setup/install')).status).toBe(200);
  });

  it('install, restore the backup: every row and file is back, counts per table as in the manifest', async () => {
    const installed = await shop.post('/api/admin/setup/install', { ...OTHER_ADMIN, locale: 'de' });
    expect(installed.status).toBe(200);
    let cookie = await admin.login(OTHER_ADMIN.email, OTHER_ADMIN.password);
    const names = (await shop.get('/api/admin/backups', { cookie })).body.data.items.map((b: { name: string }) => b.name);
    expect(names).toContain(first.name);
    const { cookie: restoredCookie, job } = await admin.restore(first.name, cookie, ADMIN);
    cookie = restoredCookie;
    expect(job).toMatchObject({ state: 'done', result: { rows: first.manifest.tables.reduce((n, t) => n + t.rows, 0), tables: first.manifest.tables.length, skippedTables: [] } });
    // The admin installed in between is gone (the backup's admin table replaced it).
    expect((await shop.post('/api/admin/login', { email: OTHER_ADMIN.email, password: OTHER_ADMIN.password, locale: 'de' })).status).toBe(401);
    // The customer's session of the backup is valid again; every order of the customer answered before the snapshot is listed.
    const listed = (await shop.post('/api/user/orders', { locale: 'de' }, { cookie: customerCookie })).body.data;
    const ids = new Set((Array.isArray(listed) ? listed : listed.orders).map((o: { id?: number; orderId?: number }) => Number(o.id ?? o.orderId)));
    for (const p of placed.filter((x) => x.customer && x.answeredAt < Date.parse(first.snapshotAt))) expect(ids.has(p.id)).toBe(true);
    // A new backup of the restored shop holds the same rows (tables that logins and jobs change aside).
    const again = await admin.backup(cookie);
    const againFiles = untar(await admin.download(again.name, cookie));
    for (const t of first.manifest.tables) {
      if (ACTIVITY.has(t.name)) continue;
      expect({ table: t.name, rows: again.manifest.tables.find((x) => x.name === t.name)?.rows }).toEqual({ table: t.name, rows: t.rows });
    }
    const sortById = (rows: Array<Record<string, unknown>>) => rows.sort((a, b) => Number(a.id) - Number(b.id));
    expect(sortById(rowsOf(againFiles, 'shop_order'))).toEqual(sortById(rowsOf(firstFiles, 'shop_order')));
    expect(sortById(rowsOf(againFiles, 'order_position'))).toEqual(sortById(rowsOf(firstFiles, 'order_position')));
    // Every file is back, byte for byte.
    const onDisk = shopFiles(source.dataDir);
    // (The sitemap files are made again from the restored catalogue as soon as its version moves: derived, not compared.)
    for (const f of first.manifest.files.filter((x) => !x.path.startsWith('sitemap/'))) expect({ path: f.path, sha256: onDisk.get(f.path) }).toEqual({ path: f.path, sha256: f.sha256 });
    // A new order gets a fresh number (the sequences were reset above the restored rows).
    const next = await shop.post('/api/order/new', { positions: [{ productId: HOSE, qty: '40' }], shippingAddress: linz, billingAddress: linz, shippingMethodId: 'standard', paymentMethodId: 'prepayment', termsAccepted: true, privacyPolicyAccepted: true, locale: 'de' }, { cookie: customerCookie }).set('Idempotency-Key', randomUUID());
    expect([next.status, next.body.error]).toEqual([200, undefined]);
    expect(next.body.data.orderId).toBeGreaterThan(Math.max(...rowsOf(firstFiles, 'shop_order').map((o) => Number(o.id))));
    adminCookie = cookie;
  });

  it('a foreign or damaged archive is refused with a message id and changes nothing', async () => {
    const foreign = await admin.upload(gzipSync(Buffer.from('no tar at all')), adminCookie);
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.code).toBe('adRestoreNotABackup');
    const notGzip = await admin.upload(Buffer.from('PK\u0003\u0004 a zip, not a backup'), adminCookie);
    expect(notGzip.body.error.code).toBe('adRestoreNotABackup');
    const before = (await shop.get('/api/admin/backups', { cookie: adminCookie })).body.data.items.length;
    // A real backup with one changed byte in a table: the checksum no longer matches.
    const tar = gunzipSync(firstArchive);
    const at = tar.indexOf(Buffer.from('"buyer_email":"'));
    expect(at).toBeGreaterThan(0);
    tar[at + 16] = tar[at + 16] === 0x78 ? 0x79 : 0x78;
    const damaged = `backup-20200101-000000-000-upload.tar.gz`;
    writeFileSync(join(source.dataDir, 'backups', damaged), gzipSync(tar));
    const ordersBefore = (await shop.post('/api/user/orders', { locale: 'de' }, { cookie: customerCookie })).body.data;
    const started = await shop.post(`/api/admin/backups/${damaged}/restore`, {}, { cookie: adminCookie });
    expect(started.status).toBe(202);
    const job = await admin.waitJob(started.body.data.id, adminCookie);
    expect(job).toMatchObject({ state: 'failed', error: { code: 'adRestoreCorrupt' } });
    // Nothing changed: the same session, the same orders, the same backups (plus the damaged one).
    expect((await shop.post('/api/user/orders', { locale: 'de' }, { cookie: customerCookie })).body.data).toEqual(ordersBefore);
    expect((await shop.get('/api/admin/backups', { cookie: adminCookie })).body.data.items).toHaveLength(before + 1);
    // Delete: the damaged backup goes, the list says so; the audit log has create, download, restore and delete.
    const deleted = await shop.post(`/api/admin/backups/${damaged}/delete`, {}, { cookie: adminCookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.items.map((b: { name: string }) => b.name)).not.toContain(damaged);
    const audit = (await shop.get('/api/admin/audit-log?entity=backup&pageSize=200', { cookie: adminCookie })).body.data.items.map((e: { action: string }) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['backup.create', 'backup.download', 'backup.restore', 'backup.delete']));
  });

  it('the embedded backup restores on the other database kind (and the reverse in the PostgreSQL run)', async () => {
    const otherShop = new Shop(other.baseUrl, other.dataDir);
    const otherAdmin = new Admin(otherShop);
    expect((await otherShop.post('/api/admin/setup/install', { ...OTHER_ADMIN, locale: 'de' })).status).toBe(200);
    const cookie = await otherAdmin.login(OTHER_ADMIN.email, OTHER_ADMIN.password);
    const uploaded = await otherAdmin.upload(firstArchive, cookie);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({ reason: 'upload', valid: true, databaseKind: process.env.DATABASE_URL ? 'postgresql' : 'embedded' });
    const { cookie: restored, job } = await otherAdmin.restore(uploaded.body.data.name, cookie, ADMIN);
    if (job.state !== 'done') throw new Error(`restore failed: ${JSON.stringify(job)}\n${(other as unknown as { output(): string }).output().slice(-4000)}`);
    expect(job).toMatchObject({ state: 'done', error: null, result: { rows: first.manifest.tables.reduce((n, t) => n + t.rows, 0) } });
    const again = await otherAdmin.backup(restored);
    expect(again.manifest.databaseKind).toBe(process.env.DATABASE_URL ? 'embedded' : 'postgresql');
    const againFiles = untar(await otherAdmin.download(again.name, restored));
    for (const t of first.manifest.tables) {
      if (ACTIVITY.has(t.name)) continue;
      expect({ table: t.name, rows: again.manifest.tables.find((x) => x.name === t.name)?.rows }).toEqual({ table: t.name, rows: t.rows });
      // The same values, whatever the kind wrote them as (timestamps, numbers, JSON): compared row by row.
      // The restored shop's scheduler arms its schedules at its first tick (job_schedule.last_slot): its own state since
      // the restore, not the backup's; on a busy machine that tick may come before the second backup.
      const restoredState = (r: Record<string, unknown>) => (t.name === 'job_schedule' ? { ...r, last_slot: null } : r);
      const byId = (rows: Array<Record<string, unknown>>) => rows.map((r) => JSON.stringify(restoredState(r))).sort();
      // (The version counter moves on purpose; logins stamp the admin and customer rows.)
      if (!['catalogue_version', 'admin_user', 'shop_user'].includes(t.name)) expect({ table: t.name, rows: byId(rowsOf(againFiles, t.name)) }).toEqual({ table: t.name, rows: byId(rowsOf(firstFiles, t.name)) });
    }
    const onDisk = shopFiles(other.dataDir);
    // The sitemap files are made again from the restored catalogue as soon as its version moves: derived, not compared
    // (as in the restore above; a sitemap written after the restore differed now and then).
    for (const f of first.manifest.files.filter((x) => !x.path.startsWith('sitemap/'))) expect({ path: f.path, sha256: onDisk.get(f.path) }).toEqual({ path: f.path, sha256: f.sha256 });
    const init = (await otherShop.init()).body.data;
    expect(init.config.homepage).toEqual({ de: '/', en: '/en' });
  });
});
