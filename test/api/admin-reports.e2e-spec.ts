// The dashboard's figures and the visitor statistics (ADR 0023), on a server of their own (embedded database,
// demo data): orders, users, offers, jobs, mails and tracking items are written into its database while it is
// stopped (PGlite opened by the test), so every figure is known exactly; then the server starts again on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookiesOf, DEMO_CUSTOMER, Shop } from './identity-support';
import { expireAdminSession, onStoppedEmbeddedDatabase as onDatabase, type Statement } from './support/embedded-db';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'bericht.admin@firma-test.example', password: 'Bericht#Admin77' };
const ENDPOINTS = ['/api/admin/reports/dashboard', '/api/admin/reports/statistics'];

const berlinDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

describe('admin reports: dashboard figures and statistics', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-reports-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: '60', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password };
  let server: { baseUrl: string; stop: () => Promise<void> };
  let shop: Shop;
  let admin: string;
  let expiredAdmin: string;
  let customer: string;
  let before: Record<string, any>;
  let product: { id: string; name: string };
  let category: { id: string; name: string };

  async function adminCookie(): Promise<{ pair: string; value: string }> {
    const res = await shop.post('/api/admin/login', ADMIN);
    if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
    const value = cookiesOf(res).shop_admin_session.value;
    return { pair: `shop_admin_session=${value}`, value };
  }

  beforeAll(async () => {
    server = await startServer(env);
    shop = new Shop(server.baseUrl, dataDir);
    admin = (await adminCookie()).pair;
    customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    before = (await shop.get('/api/admin/reports/dashboard', { cookie: admin })).body.data;
    const expiring = await adminCookie();
    expiredAdmin = expiring.pair;
    await server.stop();

    const [[p], [c]] = onDatabase(dataDir, [
      [`SELECT p.id, t.name FROM product p JOIN product_translation t ON t.product_id = p.id AND t.locale = 'en' ORDER BY p.id LIMIT 1`],
      [`SELECT category_id AS id, name FROM product_category_translation WHERE locale = 'en' ORDER BY category_id LIMIT 1`],
    ]);
    product = p as typeof product;
    category = c as typeof category;
    const address = JSON.stringify({ nameLine1: 'Test', street: 'Weg 1', zip: '12345', city: 'Ort', country: 'DE' });
    const order = (ago: string, subtotal: number, productId: string, qty: string, cents: number): Statement => [
      `WITH o AS (
         INSERT INTO shop_order (order_date, buyer_email, shipping_address, billing_address, shipping_method, payment_method, item_total_cents, subtotal_cents, vat_cents, vat_rate, total_cents)
         VALUES (now() - $1::interval, 'bericht@firma-test.example', $2, $2, '{}', '{}', $3, $3, 0, 19, $3) RETURNING id)
       INSERT INTO order_position (order_id, sort, product_id, product_name, product_price_cents, qty, price_cents)
       SELECT o.id, 0, $4, $5, $6, $7, $6 FROM o`,
      [ago, address, subtotal, productId, JSON.stringify({ de: `Bericht ${productId}`, en: `Report ${productId}` }), cents, qty],
    ];
    // Tracking items: two searches without results yesterday just before midnight (Berlin) and one today just
    // after it; a search with results; product, category and page views; two carts started (one each day).
    const yesterday = `(($1::date - 1)::timestamp + interval '23 hours 30 minutes') AT TIME ZONE 'Europe/Berlin'`;
    const today = `(($1::date)::timestamp + interval '10 minutes') AT TIME ZONE 'Europe/Berlin'`;
    const item = (when: string, type: string, p2: string, p4 = ''): Statement => [
      `INSERT INTO tracking_item (type, param1, param2, param3, param4, visitor_id, created_at) VALUES ($2, $2, $3, '', $4, 'v-zz', ${when})`,
      [berlinDay(), type, p2, p4],
    ];
    const results = onDatabase(dataDir, [
      // Today: two orders that count, and one that is canceled afterwards.
      order('1 minute', 5_000_990, 'ZZ-REPORT-1', '2.5', 5_000_000),
      order('2 minutes', 3_000_000, 'ZZ-REPORT-2', '1', 3_000_000),
      order('3 minutes', 9_000_000, 'ZZ-REPORT-3', '1', 9_000_000),
      [`UPDATE shop_order SET status = 'canceled' WHERE subtotal_cents = 9000000 AND buyer_email = 'bericht@firma-test.example'`],
      // Ten days ago (in the 30 days only) and forty days ago (in none).
      order('10 days', 1_000_000, 'ZZ-REPORT-2', '3', 1_000_000),
      order('40 days', 50_000_000, 'ZZ-REPORT-3', '1', 50_000_000),
      [
        `INSERT INTO shop_user (email, password_hash, status, company, salutation, firstname, lastname) VALUES ('neu.kunde@firma-test.example', 'x', 'active', 'Neu GmbH', 'mr', 'Neu', 'Kunde'),
                ('unbestaetigt@firma-test.example', 'x', 'pending', 'Neu GmbH', 'mr', 'Offen', 'Kunde')`,
      ],
      [`INSERT INTO offer (type, buyer, positions, price) VALUES ('buy', '{}', '[]', '{}')`],
      [`INSERT INTO job (kind, state, error_code, finished_at) VALUES ('zzReportTest', 'failed', 'jobFailed', now())`],
      [`INSERT INTO mail_queue (kind, message, failed_at, last_error) VALUES ('test', '{}', now(), 'refused')`],
      [`INSERT INTO mail_queue (kind, message, next_attempt_at) VALUES ('test', '{}', now() + interval '1 day')`],
      item(yesterday, 'sear', 'ZZQ unfindable', 'false'),
      item(yesterday, 'sear', 'zzq unfindable ', 'false'),
      item(today, 'sear', 'zzq unfindable', 'false'),
      item(today, 'sear', 'zzq found', 'true'),
      ...[0, 1, 2, 3].map((i) => item(i < 2 ? yesterday : today, 'prvi', product.id)),
      ...[0, 1].map(() => item(today, 'pcvi', category.id)),
      ...[0, 1, 2, 3, 4].map(() => item(today, 'pavi', '/')),
      item(yesterday, 'ctin', 'cart-zz-1', 'add'),
      item(today, 'ctin', 'cart-zz-1', 'update'),
      item(today, 'ctin', 'cart-zz-2', 'add'),
      // An order whose cart was not counted (no consent while it was filled): no counted cart was ordered.
      item(today, 'ctin', 'cart-zz-9', 'order'),
      // The second admin session has run out.
      expireAdminSession(expiredAdmin),
    ]);
    expect(results[results.length - 1]).toHaveLength(1);
    server = await startServer(env);
    shop = new Shop(server.baseUrl, dataDir);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(ENDPOINTS)('%s: guest 401, customer 403, expired admin session 401, admin 200', async (path) => {
    const guest = await shop.get(path);
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('adminNotLoggedIn');
    const asCustomer = await shop.get(path, { cookie: customer });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error.code).toBe('adminForbidden');
    const expired = await shop.get(path, { cookie: expiredAdmin });
    expect(expired.status).toBe(401);
    const ok = await shop.get(path, { cookie: admin });
    expect(ok.status).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('counts orders and net revenue per window without the canceled order, in exact cents', async () => {
    const after = (await shop.get('/api/admin/reports/dashboard', { cookie: admin })).body.data;
    expect(after.today).toBe(berlinDay());
    expect(after.currency).toBe('EUR');
    const delta = (key: string, field: string) => after.windows.find((w: any) => w.key === key)[field] - before.windows.find((w: any) => w.key === key)[field];
    expect([delta('today', 'orders'), delta('last7Days', 'orders'), delta('last30Days', 'orders')]).toEqual([2, 2, 3]);
    expect([delta('today', 'revenueCents'), delta('last7Days', 'revenueCents'), delta('last30Days', 'revenueCents')]).toEqual([8_000_990, 8_000_990, 9_000_990]);
    expect(delta('today', 'newCustomers')).toBe(1);
    expect(after.windows.map((w: any) => [w.key, w.to])).toEqual([
      ['today', berlinDay()],
      ['last7Days', berlinDay()],
      ['last30Days', berlinDay()],
    ]);
    expect(after.windows[1].from).toBe(berlinDay(-6));
    expect(after.openOffers - before.openOffers).toBe(1);
    expect(after.failedJobs - before.failedJobs).toBe(1);
    expect(after.mails.failed - before.mails.failed).toBe(1);
    expect(after.mails.pending - before.mails.pending).toBe(1);
    // The chart: 30 days, oldest first, today's bar holds today's two orders.
    expect(after.revenuePerDay).toHaveLength(30);
    expect(after.revenuePerDay[29].day).toBe(berlinDay());
    const todayBar = after.revenuePerDay[29].revenueCents - before.revenuePerDay[29].revenueCents;
    expect(todayBar).toBe(8_000_990);
    const sum = after.revenuePerDay.reduce((s: number, d: any) => s + d.revenueCents, 0);
    expect(sum).toBe(after.windows[2].revenueCents);
    // Top products: by net revenue over 30 days; the canceled and the old order's product is not there.
    expect(after.topProducts.slice(0, 2)).toEqual([
      { productId: 'ZZ-REPORT-1', name: { de: 'Bericht ZZ-REPORT-1', en: 'Report ZZ-REPORT-1' }, quantity: '2.5', orders: 1, revenueCents: 5_000_000 },
      { productId: 'ZZ-REPORT-2', name: { de: 'Bericht ZZ-REPORT-2', en: 'Report ZZ-REPORT-2' }, quantity: '4', orders: 2, revenueCents: 4_000_000 },
    ]);
    expect(after.topProducts.map((p: any) => p.productId)).not.toContain('ZZ-REPORT-3');
  });

  async function refresh(params: Record<string, unknown> = {}): Promise<any> {
    const started = await shop.post('/api/admin/jobs/start/refreshStatistics', { params }, { cookie: admin });
    expect(started.status).toBe(202);
    for (let i = 0; i < 100; i++) {
      const job = (await shop.get(`/api/admin/jobs/${started.body.data.id}`, { cookie: admin })).body.data;
      if (job.state === 'done' || job.state === 'failed') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('refreshStatistics did not end');
  }

  it('refreshStatistics counts the tracking items per Berlin day and per 7-character period; a rerun changes nothing', async () => {
    const empty = (await shop.get('/api/admin/reports/statistics', { cookie: admin })).body.data;
    expect(empty.refreshedAt).toBeNull();
    expect(empty.totals.searches).toBe(0);

    const job = await refresh();
    expect(job.state).toBe('done');
    expect(job.result).toEqual(expect.objectContaining({ from: berlinDay(-1), to: berlinDay(), days: 2 }));

    const two = (await shop.get('/api/admin/reports/statistics?days=2&locale=en', { cookie: admin })).body.data;
    expect(two.refreshedAt).not.toBeNull();
    expect(two.totals).toEqual({ pageViews: 5, visitors: 2, searches: 4, searchesWithoutResults: 3, productViews: 4, categoryViews: 2, cartsStarted: 2, cartsOrdered: 0, orders: 2 });
    expect(two.topSearchesWithoutResults).toEqual([{ key: 'zzq unfindable', label: 'zzq unfindable', count: 3 }]);
    expect(two.topSearches).toEqual([
      { key: 'zzq unfindable', label: 'zzq unfindable', count: 3 },
      { key: 'zzq found', label: 'zzq found', count: 1 },
    ]);
    expect(two.topProducts).toEqual([{ key: product.id, label: product.name, count: 4 }]);
    expect(two.topCategories).toEqual([{ key: category.id, label: category.name, count: 2 }]);
    // Two orders, two counted carts, but neither counted cart was ordered: like is counted with like.
    expect(two.conversionPercent).toBe('0.0');
    // The day boundary is Berlin's: today alone has one search without results and one cart.
    const one = (await shop.get('/api/admin/reports/statistics?days=1', { cookie: admin })).body.data;
    expect([one.totals.searchesWithoutResults, one.totals.cartsStarted, one.totals.productViews]).toEqual([1, 1, 2]);
    // Periods: 7 characters, their sums are the days' sums.
    for (const p of two.periods) expect(p.period).toMatch(/^\d{4}-\d{2}$/);
    expect(two.periods.reduce((s: number, p: any) => s + p.searchesWithoutResults, 0)).toBe(3);
    expect(two.periods.reduce((s: number, p: any) => s + p.cartsStarted, 0)).toBe(2);

    // A rerun replaces the days it recomputes: the same figures, the same periods.
    expect((await refresh()).state).toBe('done');
    const again = (await shop.get('/api/admin/reports/statistics?days=2&locale=en', { cookie: admin })).body.data;
    expect(again.refreshedAt >= two.refreshedAt).toBe(true);
    expect({ ...again, refreshedAt: null }).toEqual({ ...two, refreshedAt: null });
    // A wider range recomputes more days (the demo order of three days ago joins its month); the two days stay.
    expect((await refresh({ from: berlinDay(-5), to: berlinDay() })).state).toBe('done');
    const wider = (await shop.get('/api/admin/reports/statistics?days=2&locale=en', { cookie: admin })).body.data;
    expect({ ...wider, refreshedAt: null, periods: null }).toEqual({ ...two, refreshedAt: null, periods: null });
  });

  it('conversion counts like with like: counted carts that were ordered per counted cart, never above 100 %', async () => {
    const track = (cart: string, interaction: string) =>
      shop.post('/api/int/add', { param1: 'ctin', param2: cart, param3: '', param4: interaction, iid: 'v-zz-conversion' }).set('X-Forwarded-For', '10.9.9.9');
    // Yesterday's cart is ordered today; a refresh of today alone recomputes the day that cart was started.
    expect((await track('cart-zz-1', 'order')).body.data.accepted).toBe(true);
    expect((await refresh({ from: berlinDay(), to: berlinDay() })).state).toBe('done');
    const two = (await shop.get('/api/admin/reports/statistics?days=2', { cookie: admin })).body.data;
    expect(two.totals).toMatchObject({ cartsStarted: 2, cartsOrdered: 1, orders: 2 });
    expect(two.conversionPercent).toBe('50.0');
    // Today alone: one counted cart, not ordered, and two orders (every order counts in `orders`): 0 %, where
    // orders per cart would say 200 %.
    const one = (await shop.get('/api/admin/reports/statistics?days=1', { cookie: admin })).body.data;
    expect(one.totals).toMatchObject({ cartsStarted: 1, cartsOrdered: 0, orders: 2 });
    expect(one.conversionPercent).toBe('0.0');
    // Today's cart ordered twice (a reload), and more orders of carts never counted: at most every cart.
    for (const [cart, interaction] of [['cart-zz-2', 'order'], ['cart-zz-2', 'order'], ['cart-zz-8', 'order'], ['cart-zz-7', 'update']]) await track(cart, interaction);
    expect((await refresh({ from: berlinDay(), to: berlinDay() })).state).toBe('done');
    for (const days of [1, 2, 7, 30]) {
      const view = (await shop.get(`/api/admin/reports/statistics?days=${days}`, { cookie: admin })).body.data;
      expect(view.totals.cartsOrdered).toBeLessThanOrEqual(view.totals.cartsStarted);
      expect(view.conversionPercent).toBe('100.0');
    }
  });

  it('refuses bad statistics parameters with message ids', async () => {
    const bad = await shop.post('/api/admin/jobs/start/refreshStatistics', { params: { from: '2026-02-30' } }, { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalidDate');
    const reversed = await shop.post('/api/admin/jobs/start/refreshStatistics', { params: { from: '2026-03-02', to: '2026-03-01' } }, { cookie: admin });
    expect(reversed.body.error.code).toBe('adStatInvalidRange');
    const unknown = await shop.post('/api/admin/jobs/start/refreshStatistics', { params: { days: 3 } }, { cookie: admin });
    expect(unknown.body.error.code).toBe('propertyNotAllowed');
    const days = await shop.get('/api/admin/reports/statistics?days=0', { cookie: admin });
    expect(days.status).toBe(400);
    const extra = await shop.get('/api/admin/reports/statistics?days=3&x=1', { cookie: admin });
    expect(extra.status).toBe(400);
  });
});
