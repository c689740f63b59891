// Who gets into the admin API (ADR 0019), read from the API document itself, so an endpoint
// added later is checked without anyone remembering to list it: every operation under /api/admin/ answers a
// guest 401 adminNotLoggedIn, a customer 403 adminForbidden and an admin session that has run out 401; an admin
// gets in (every GET answers without 401/403 and without a server error). Only the login and the install are
// open, and the document must say which answers the others give.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookiesOf, DEMO_CUSTOMER, Shop } from './identity-support';
import { expireAdminSession, onStoppedEmbeddedDatabase } from './support/embedded-db';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'zugang.admin@firma-test.example', password: 'Zugang#Admin2026' };
/** The admin operations a visitor without an admin session may call. */
const OPEN = ['POST /api/admin/login', 'POST /api/admin/setup/install'];

type Method = 'get' | 'post' | 'put' | 'delete';
interface Operation {
  method: Method;
  path: string;
  responses: Record<string, unknown>;
}

const document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Partial<Record<Method, { responses: Record<string, unknown> }>>>;
};
const operations: Operation[] = Object.entries(document.paths)
  .filter(([path]) => path.startsWith('/api/admin/'))
  .flatMap(([path, ops]) => (Object.entries(ops) as Array<[Method, { responses: Record<string, unknown> }]>).map(([method, op]) => ({ method, path, responses: op.responses })));
const guarded = operations.filter((op) => !OPEN.includes(`${op.method.toUpperCase()} ${op.path}`));
const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

/** A concrete URL for a path template: placeholder values the guard must refuse before anything reads them. */
const SAMPLE: Record<string, string> = { id: '1', memberId: '1', kind: 'backup', code: 'KEINCODE', name: 'backup-x.tar.gz', type: 'products' };
const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? 'x');

describe('admin API access, from the API document', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-access-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: '60', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password };
  let server: { baseUrl: string; stop: () => Promise<void> };
  let shop: Shop;
  let admin = '';
  let expired = '';
  let customer = '';

  const adminLogin = async () => {
    const res = await shop.post('/api/admin/login', ADMIN);
    if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
    return `shop_admin_session=${cookiesOf(res).shop_admin_session.value}`;
  };
  const call = (op: Operation, cookie?: string) => {
    const url = urlOf(op.path);
    if (op.method === 'get') return shop.get(url, { cookie });
    if (op.method === 'delete') return shop.delete(url, { cookie });
    return shop[op.method](url, {}, { cookie });
  };

  beforeAll(async () => {
    server = await startServer(env);
    shop = new Shop(server.baseUrl, dataDir);
    expired = await adminLogin();
    await server.stop();
    // The session runs out while the shop is down; the shop then starts again on the same database.
    expect(onStoppedEmbeddedDatabase(dataDir, [expireAdminSession(expired)])[0]).toHaveLength(1);
    server = await startServer(env);
    shop = new Shop(server.baseUrl, dataDir);
    admin = await adminLogin();
    customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the document holds the admin API, and only the login and the install are open', () => {
    expect(guarded.length).toBeGreaterThan(50);
    expect(operations.filter((op) => OPEN.includes(label(op))).map(label).sort()).toEqual([...OPEN].sort());
    // Every guarded operation says in the document that it answers 401 and 403.
    expect(guarded.filter((op) => !op.responses['401'] || !op.responses['403']).map(label)).toEqual([]);
  });

  it('a guest gets 401 adminNotLoggedIn from every guarded operation', async () => {
    const wrong: string[] = [];
    for (const op of guarded) {
      const res = await call(op);
      if (res.status !== 401 || res.body.error?.code !== 'adminNotLoggedIn') wrong.push(`${label(op)} → ${res.status} ${res.body.error?.code}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('a customer session gets 403 adminForbidden from every guarded operation', async () => {
    const wrong: string[] = [];
    for (const op of guarded) {
      const res = await call(op, customer);
      if (res.status !== 403 || res.body.error?.code !== 'adminForbidden') wrong.push(`${label(op)} → ${res.status} ${res.body.error?.code}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('an admin session that has run out gets 401 adminNotLoggedIn from every guarded operation', async () => {
    const wrong: string[] = [];
    for (const op of guarded) {
      const res = await call(op, expired);
      if (res.status !== 401 || res.body.error?.code !== 'adminNotLoggedIn') wrong.push(`${label(op)} → ${res.status} ${res.body.error?.code}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('an admin gets into every reading operation, and no placeholder query ends in a server error', async () => {
    const wrong: string[] = [];
    for (const op of guarded.filter((o) => o.method === 'get')) {
      const res = await call(op, admin);
      if (res.status === 401 || res.status === 403 || res.status >= 500) wrong.push(`${label(op)} → ${res.status} ${res.body?.error?.code}`);
      // A refusal of the placeholder values is a message id the admin UI translates, never a bare status.
      else if (res.status >= 400) expect([label(op), typeof res.body?.error?.code]).toEqual([label(op), 'string']);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
