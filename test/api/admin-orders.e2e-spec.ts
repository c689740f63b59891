// Admin orders, offers and users (ADR 0024) on a shop of its own (embedded database): every
// endpoint with an admin (200), a customer (403), a guest (401) and an expired admin session (401); the order
// list's search and filters; the users' search scores (docs/rules/constants.md#admin-search); a status change in the order's history, the
// audit log and the buyer's mail; parallel admins each getting the record they asked for; locking a customer
// ends their login.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expireAdminSession, onStoppedEmbeddedDatabase } from './support/embedded-db';
import { DEMO_CUSTOMER, ExtraServer, mailsTo, randomAddress, Shop, startExtraServer, uniqueEmail, waitForMail } from './identity-support';

const ADMIN = { email: 'bestellungen@firma-test.example', password: 'Bestell#Admin2026' };
const COUPLING = 'KU-CL-C-013-AL';
const HOSE = 'SL-EPDM-006';
const ROBOT = 'RB-SC-003-0400';
const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-orders-'));
const env = { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir, SEED_PRODUCTS: '300' };

let server: ExtraServer;
let shop: Shop;
let admin = '';
let customer = '';
let demoUserId = 0;

const word = (n = 8) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const adminCookieOf = (res: { headers: Record<string, unknown> }) => `shop_admin_session=${/shop_admin_session=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;

async function adminLogin(): Promise<string> {
  const login = await shop.post('/api/admin/login', { email: ADMIN.email, password: ADMIN.password }, { ip: randomAddress() });
  expect(login.status).toBe(200);
  return adminCookieOf(login);
}

const linz = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hauptplatz 1', zip: '4020', city: 'Linz', country: 'AT' };
const esslingen = { nameLine1: 'Müller Maschinenbau GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };

/** A guest order; answers its id. */
async function guestOrder(buyer: { company: string; lastname: string; email: string }, options: { locale?: 'de' | 'en'; shippingMethodId?: string } = {}): Promise<number> {
  const res = await shop
    .post('/api/order/new', {
      positions: [
        { productId: COUPLING, qty: '3' },
        { productId: HOSE, qty: '5' },
      ],
      shippingAddress: options.shippingMethodId === 'pickup' ? esslingen : linz,
      billingAddress: options.shippingMethodId === 'pickup' ? esslingen : linz,
      shippingMethodId: options.shippingMethodId ?? 'standard',
      paymentMethodId: 'prepayment',
      buyer: { salutation: 'mrs', firstname: 'Greta', ...buyer },
      additionalInformation: { customerOrderId: 'PO-1', comment: '' },
      termsAccepted: true,
      privacyPolicyAccepted: true,
      locale: options.locale ?? 'de',
    })
    .set('Idempotency-Key', randomUUID());
  if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.data.orderId ?? res.body.data.order?.id ?? res.body.data.id);
}

const guestA = { company: `Zander ${word(6)} Fluidtechnik GmbH`, lastname: 'Zander', email: uniqueEmail('zander') };
const guestB = { company: 'Ostermann Pumpen KG', lastname: 'Ostermann', email: uniqueEmail('ostermann') };
let orderA = 0;
let orderA2 = 0;
let orderB = 0;

beforeAll(async () => {
  server = await startExtraServer('admin_orders', env, { embedded: true });
  shop = new Shop(server.baseUrl, dataDir);
  admin = await adminLogin();
  customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  demoUserId = (await shop.init(customer)).body.data.store.user.id;
  orderA = await guestOrder(guestA);
  orderA2 = await guestOrder(guestA, { shippingMethodId: 'pickup' });
  orderB = await guestOrder(guestB, { locale: 'en' });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('admin order list', () => {
  const list = async (query: string) => {
    const res = await shop.get(`/api/admin/orders${query}`, { cookie: admin });
    expect(res.status).toBe(200);
    return res.body.data as { items: Array<{ id: number; status: string; buyer: { id: number | null; email: string; company: string }; orderDate: string; total: number }>; total: number };
  };

  it('lists every order newest first, paged on the server', async () => {
    const all = await list('?pageSize=2');
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.items).toHaveLength(2);
    expect(all.items[0].id).toBe(orderB);
    const page2 = await list('?pageSize=2&page=2');
    expect(page2.items[0].id).not.toBe(all.items[0].id);
    const byTotal = await list('?sort=total&dir=asc&pageSize=100');
    const totals = byTotal.items.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('finds orders by the customer e-mail, the company (any case, a part of it), the order number and the customer id', async () => {
    const byEmail = await list(`?q=${encodeURIComponent(guestA.email.toUpperCase())}`);
    expect(byEmail.items.map((o) => o.id).sort()).toEqual([orderA, orderA2].sort());
    const byCompany = await list(`?q=${encodeURIComponent(guestA.company.split(' ')[1].toUpperCase())}`);
    expect(byCompany.items.map((o) => o.id).sort()).toEqual([orderA, orderA2].sort());
    const byNumber = await list(`?q=${orderB}`);
    expect(byNumber.items.map((o) => o.id)).toContain(orderB);
    const byCustomer = await list(`?q=${demoUserId}`);
    expect(byCustomer.items.filter((o) => o.buyer.id === demoUserId).length).toBe(4);
    expect((await list('?q=kein-solcher-kunde-xyz')).total).toBe(0);
  });

  it('filters by status, date range, shipping and payment method and customer; filters combine', async () => {
    const canceled = await list('?status=canceled&pageSize=100');
    expect(canceled.items.length).toBeGreaterThan(0);
    expect(canceled.items.every((o) => o.status === 'canceled')).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const recent = await list(`?from=${today}&to=${today}&pageSize=100`);
    expect(recent.items.map((o) => o.id).sort()).toEqual([orderA, orderA2, orderB].sort());
    expect((await list(`?from=2000-01-01&to=2000-12-31`)).total).toBe(0);
    const pickup = await list(`?shippingMethod=pickup&q=${encodeURIComponent(guestA.email)}`);
    expect(pickup.items.map((o) => o.id)).toEqual([orderA2]);
    expect((await list(`?paymentMethod=prepayment&from=${today}`)).total).toBe(3);
    const own = await list(`?userId=${demoUserId}&status=completed`);
    expect(own.items.length).toBe(2);
    expect(own.items.every((o) => o.buyer.id === demoUserId && o.status === 'completed')).toBe(true);
  });

  it('refuses unknown filters and bad values with message ids', async () => {
    const bad = await shop.get('/api/admin/orders?status=shipped&from=2026-13-01&foo=1', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ status: 'adOrderStatusInvalid', from: 'adOrderDateInvalid', foo: 'propertyNotAllowed' });
    expect((await shop.get('/api/admin/orders?pageSize=1000', { cookie: admin })).status).toBe(400);
  });

  it('filter options: statuses and the shop’s shipping and payment methods', async () => {
    const res = await shop.get('/api/admin/orders/filter-options', { cookie: admin });
    expect(res.body.data.statuses).toEqual(['inProgress', 'completed', 'canceled']);
    expect(res.body.data.shippingMethods.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining(['standard', 'pickup']));
  });
});

describe('admin order detail and status', () => {
  it('shows positions, addresses, the price breakdown and the order language; the PDF downloads', async () => {
    const res = await shop.get(`/api/admin/orders/${orderB}?locale=en`, { cookie: admin });
    expect(res.status).toBe(200);
    const { order, locale, positions, history } = res.body.data;
    expect(order.id).toBe(orderB);
    expect(order.buyer.email).toBe(guestB.email);
    expect(order.positions.map((p: { product: { id: string } }) => p.product.id)).toEqual([COUPLING, HOSE]);
    expect(positions).toEqual([{ configuration: null }, { configuration: null }]);
    expect(order.shippingAddress).toMatchObject({ city: 'Linz', country: 'AT' });
    expect(order.price.total).toBe(order.price.subtotal + order.price.vat);
    expect(locale).toBe('en');
    expect(history).toEqual([]);
    const pdf = await shop.get(`/api/admin/orders/${orderB}/confirmation.pdf?locale=en`, { cookie: admin }).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await shop.get('/api/admin/orders/99999999', { cookie: admin })).status).toBe(404);
    expect((await shop.get('/api/admin/orders/abc', { cookie: admin })).status).toBe(404);
  });

  it('cancels an order: status, history (who, when), audit log (before/after) and the buyer’s mail in the order’s language', async () => {
    const adminName = (await shop.init(admin)).body.data.store.adminUser;
    const res = await shop.post(`/api/admin/orders/${orderB}/status`, { status: 'canceled', expectedStatus: 'inProgress' }, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: orderB, status: 'canceled', previous: 'inProgress', mailed: true });
    const detail = (await shop.get(`/api/admin/orders/${orderB}`, { cookie: admin })).body.data;
    expect(detail.order.status).toBe('canceled');
    expect(detail.history).toEqual([{ from: 'inProgress', to: 'canceled', adminId: adminName.id, adminName: `${adminName.firstname} ${adminName.lastname}`.trim(), at: expect.any(String) }]);
    expect(Math.abs(Date.parse(detail.history[0].at) - Date.now())).toBeLessThan(60_000);
    const audit = await shop.get(`/api/admin/audit-log?entity=order&entityId=${orderB}`, { cookie: admin });
    expect(audit.status).toBe(200);
    const entry = (audit.body.data.items ?? audit.body.data.entries)[0];
    expect(entry).toMatchObject({ action: 'order.status', entity: 'order', entityId: String(orderB), adminId: adminName.id, before: { status: 'inProgress' }, after: { status: 'canceled' } });
    const mail = await waitForMail(dataDir, guestB.email, 2, 20_000);
    expect(mail.subject).toBe(`Your order ${orderB} at ${mail.subject.split(' at ')[1].replace(' has been canceled', '')} has been canceled`);
    expect(mail.body).toContain('has been canceled');
  });

  it('a canceled order is final: set back to in progress or completed is refused (409 adOrderStatusFinal), nothing changes, no mail', async () => {
    const before = mailsTo(dataDir, guestB.email).length;
    const again = await shop.post(`/api/admin/orders/${orderB}/status`, { status: 'canceled' }, { cookie: admin });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('adOrderStatusFinal');
    const reopen = await shop.post(`/api/admin/orders/${orderB}/status`, { status: 'inProgress' }, { cookie: admin });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.code).toBe('adOrderStatusFinal');
    const complete = await shop.post(`/api/admin/orders/${orderB}/status`, { status: 'completed' }, { cookie: admin });
    expect(complete.status).toBe(409);
    expect(complete.body.error.code).toBe('adOrderStatusFinal');
    const stale = await shop.post(`/api/admin/orders/${orderB}/status`, { status: 'completed', expectedStatus: 'inProgress' }, { cookie: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('adOrderStatusConflict');
    const bad = await shop.post(`/api/admin/orders/${orderB}/status`, { status: 'shipped' }, { cookie: admin });
    expect(bad.status).toBe(400);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(dataDir, guestB.email).length).toBe(before);
    const detail = (await shop.get(`/api/admin/orders/${orderB}`, { cookie: admin })).body.data;
    expect(detail.order.status).toBe('canceled');
    expect(detail.history).toHaveLength(1);
  });

  it('completing mails the buyer once, in German for a German order; a completed order is final', async () => {
    const unchanged = await shop.post(`/api/admin/orders/${orderA}/status`, { status: 'inProgress' }, { cookie: admin });
    expect(unchanged.status).toBe(409);
    expect(unchanged.body.error.code).toBe('adOrderStatusUnchanged');
    const done = await shop.post(`/api/admin/orders/${orderA}/status`, { status: 'completed' }, { cookie: admin });
    expect(done.body.data.mailed).toBe(true);
    const mail = await waitForMail(dataDir, guestA.email, 3, 20_000);
    expect(mail.subject).toContain(`Ihre Bestellung ${orderA}`);
    expect(mail.subject).toContain('abgeschlossen');
    for (const status of ['inProgress', 'canceled', 'completed']) {
      const refused = await shop.post(`/api/admin/orders/${orderA}/status`, { status }, { cookie: admin });
      expect([status, refused.status, refused.body.error.code]).toEqual([status, 409, 'adOrderStatusFinal']);
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(dataDir, guestA.email).filter((m) => m.subject.includes(`Bestellung ${orderA} `))).toHaveLength(2); // confirmation + completed
  });

  it('two admins completing and canceling one order at once: one change wins, the buyer gets exactly one mail', async () => {
    const buyer = { company: 'Parallel Hydraulik GmbH', lastname: 'Parallel', email: uniqueEmail('parallel') };
    const id = await guestOrder(buyer);
    await waitForMail(dataDir, buyer.email, 1, 20_000);
    const answers = await Promise.all(['completed', 'canceled', 'completed', 'canceled'].map((status) => shop.post(`/api/admin/orders/${id}/status`, { status }, { cookie: admin })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(['adOrderStatusFinal', 'adOrderStatusFinal', 'adOrderStatusFinal']);
    const won = answers.find((a) => a.status === 200)!.body.data.status as string;
    await waitForMail(dataDir, buyer.email, 2, 20_000);
    await new Promise((r) => setTimeout(r, 1500));
    const mails = mailsTo(dataDir, buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain(won === 'completed' ? 'abgeschlossen' : 'storniert');
    expect((await shop.get(`/api/admin/orders/${id}`, { cookie: admin })).body.data.history).toHaveLength(1);
  });

  it('per-customer statistics leave canceled orders out (count, revenue, average, last order)', async () => {
    const stats = async () => (await shop.get(`/api/admin/orders/statistics?userId=${demoUserId}`, { cookie: admin })).body.data;
    const before = await stats();
    expect(before).toMatchObject({ count: 3, canceled: 1 });
    const own = (await shop.get(`/api/admin/orders?userId=${demoUserId}&pageSize=100`, { cookie: admin })).body.data.items as Array<{ id: number; status: string; subtotal: number; orderDate: string }>;
    const counted = own.filter((o) => o.status !== 'canceled');
    expect(before.revenueNet).toBe(counted.reduce((s, o) => s + o.subtotal, 0));
    expect(before.averageNet).toBe(Math.round(before.revenueNet / 3));
    expect(before.lastOrderAt).toBe(counted[0].orderDate);
    const open = own.find((o) => o.status === 'inProgress')!;
    await shop.post(`/api/admin/orders/${open.id}/status`, { status: 'canceled' }, { cookie: admin });
    const after = await stats();
    expect(after).toMatchObject({ count: 2, canceled: 2, revenueNet: before.revenueNet - open.subtotal });
  });
});

describe('admin offers', () => {
  it('lists offers with their type and status, filterable by type', async () => {
    const buyer = { company: 'Beispiel Automation GmbH', customerId: '12345', firstname: 'Jana', lastname: 'Novak', email: uniqueEmail('novak') };
    const placed = await shop.post('/api/order/offer/guest/new', { offer: { type: 'rentalPurchaseOffer', buyer, positions: [{ productId: ROBOT, qty: '1' }] }, locale: 'de' });
    expect(placed.status).toBe(200);
    const res = await shop.get('/api/admin/offers?type=rentalPurchaseOffer', { cookie: admin });
    expect(res.status).toBe(200);
    const offer = res.body.data.items.find((o: { id: number }) => o.id === placed.body.data.offerId);
    expect(offer).toMatchObject({ type: 'rentalPurchaseOffer', status: 'open', buyer: { email: buyer.email, company: buyer.company }, months: 6, positionCount: 1 });
    expect(res.body.data.items.every((o: { type: string }) => o.type === 'rentalPurchaseOffer')).toBe(true);
  });
});

describe('admin users', () => {
  let a: { id: number; email: string };
  let b: { id: number; email: string };
  let c: { id: number; email: string };

  beforeAll(async () => {
    const idOf = async (email: string, password: string) => (await shop.init(await shop.loginCookie(email, password))).body.data.store.user.id as number;
    const base = `${word(10)}@firma-test.example`;
    // A's e-mail is the term (exact id/e-mail: 50); B's company is the same text (exact name: 15); C's e-mail contains it (partial: 5).
    const ra = await shop.registerConfirmed(base);
    const rb = await shop.registerConfirmed(uniqueEmail('zweiter'), { company: base });
    const rc = await shop.registerConfirmed(`info.${base}`);
    a = { id: await idOf(ra.email, ra.password), email: ra.email };
    b = { id: await idOf(rb.email, rb.password), email: rb.email };
    c = { id: await idOf(rc.email, rc.password), email: rc.email };
  }, 60_000);

  it('ranks by the spec’s scores: exact e-mail (50) above an exact name (15) above a partial match (5)', async () => {
    const res = await shop.get(`/api/admin/users?q=${encodeURIComponent(a.email.toUpperCase())}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((u: { id: number; score: number }) => [u.id, u.score])).toEqual([
      [a.id, 50],
      [b.id, 15],
      [c.id, 5],
    ]);
    expect(res.body.data.total).toBe(3);
  });

  it('an exact id scores 50 and comes first; sorting by another key keeps the hits', async () => {
    const res = await shop.get(`/api/admin/users?q=${a.id}`, { cookie: admin });
    expect(res.body.data.items[0]).toMatchObject({ id: a.id, score: expect.any(Number) });
    expect(res.body.data.items[0].score).toBeGreaterThanOrEqual(50);
    expect(res.body.data.items.slice(1).every((u: { score: number }) => u.score < 50)).toBe(true);
    const sorted = await shop.get(`/api/admin/users?q=${encodeURIComponent(a.email)}&sort=id&dir=asc`, { cookie: admin });
    expect(sorted.body.data.items.map((u: { id: number }) => u.id)).toEqual([a.id, b.id, c.id].sort((x, y) => x - y));
    const list = await shop.get('/api/admin/users?sort=createdAt&pageSize=5', { cookie: admin });
    expect(list.body.data.items[0].id).toBe(c.id);
    expect((await shop.get('/api/admin/users?sort=password', { cookie: admin })).status).toBe(400);
  });

  it('the profile: master data, addresses, pricing, account state; pricing changes are audited', async () => {
    const res = await shop.get(`/api/admin/users/${demoUserId}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user: { id: demoUserId, email: DEMO_CUSTOMER.email }, status: 'active', locked: false });
    expect(res.body.data.user.addresses.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
    const pricing = await shop.put(`/api/admin/users/${c.id}/pricing`, { pricingGroup: 'oem', customPricing: true }, { cookie: admin });
    expect(pricing.status).toBe(200);
    const audit = (await shop.get(`/api/admin/audit-log?entity=user&entityId=${c.id}`, { cookie: admin })).body.data;
    expect((audit.items ?? audit.entries)[0]).toMatchObject({ action: 'user.pricing', before: { pricingGroup: null, customPricing: false }, after: { pricingGroup: 'oem', customPricing: true } });
    expect((await shop.get('/api/admin/users/99999999', { cookie: admin })).status).toBe(404);
  });

  it('locking a customer ends their sessions and their login; unlocking lets them in again', async () => {
    const password = 'Sicher#Passwort1';
    const cookie = await shop.loginCookie(b.email, password);
    expect((await shop.post('/api/user/orders', { locale: 'de' }, { cookie })).status).toBe(200);
    const locked = await shop.post(`/api/admin/users/${b.id}/lock`, {}, { cookie: admin });
    expect(locked.status).toBe(200);
    expect(locked.body.data).toEqual({ id: b.id, status: 'disabled', locked: true });
    expect((await shop.post('/api/user/orders', { locale: 'de' }, { cookie })).status).toBe(401);
    expect((await shop.login(b.email, password)).status).toBe(401);
    expect((await shop.get(`/api/admin/users?status=disabled`, { cookie: admin })).body.data.items.map((u: { id: number }) => u.id)).toContain(b.id);
    expect((await shop.post(`/api/admin/users/${b.id}/password-reset`, {}, { cookie: admin })).status).toBe(409);
    const audit = (await shop.get(`/api/admin/audit-log?entity=user&entityId=${b.id}`, { cookie: admin })).body.data;
    expect((audit.items ?? audit.entries)[0]).toMatchObject({ action: 'user.lock', before: { status: 'active' }, after: { status: 'disabled' } });
    const unlocked = await shop.post(`/api/admin/users/${b.id}/unlock`, {}, { cookie: admin });
    expect(unlocked.body.data).toEqual({ id: b.id, status: 'active', locked: false });
    expect((await shop.login(b.email, password)).status).toBe(200);
  });

  it('sends the password-reset mail of the forgotten-password flow to the customer', async () => {
    const before = mailsTo(dataDir, a.email).length;
    const res = await shop.post(`/api/admin/users/${a.id}/password-reset`, {}, { cookie: admin });
    expect(res.status).toBe(200);
    const mail = await waitForMail(dataDir, a.email, before + 1, 20_000);
    expect(mail.body).toMatch(/ssc=/);
  });
});

describe('parallel admins', () => {
  it('two admin sessions read different orders and users at once; each answer is the one asked for', async () => {
    const second = await adminLogin();
    const calls = Array.from({ length: 24 }, (_, i) => {
      const cookie = i % 2 === 0 ? admin : second;
      if (i % 4 < 2) {
        const id = i % 4 === 0 ? orderA : orderB;
        return shop.get(`/api/admin/orders/${id}`, { cookie }).then((r) => expect(r.body.data.order.id).toBe(id));
      }
      const uid = i % 4 === 2 ? demoUserId : 1;
      return shop.get(`/api/admin/users/${uid}`, { cookie }).then((r) => {
        if (r.status === 200) expect(r.body.data.user.id).toBe(uid);
        else expect(r.status).toBe(404);
      });
    });
    await Promise.all(calls);
    const lists = await Promise.all([
      shop.get(`/api/admin/orders?q=${encodeURIComponent(guestA.email)}`, { cookie: admin }),
      shop.get(`/api/admin/orders?q=${encodeURIComponent(guestB.email)}`, { cookie: second }),
    ]);
    expect(lists[0].body.data.items.every((o: { buyer: { email: string } }) => o.buyer.email === guestA.email)).toBe(true);
    expect(lists[1].body.data.items.every((o: { buyer: { email: string } }) => o.buyer.email === guestB.email)).toBe(true);
  });
});

describe('who gets in', () => {
  const endpoints = (): Array<[string, string, unknown?]> => [
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders/filter-options'],
    ['GET', `/api/admin/orders/statistics?userId=${demoUserId}`],
    ['GET', `/api/admin/orders/${orderA2}`],
    ['GET', `/api/admin/orders/${orderA2}/confirmation.pdf`],
    ['POST', `/api/admin/orders/${orderA2}/status`, { status: 'completed' }],
    ['GET', '/api/admin/offers'],
    ['GET', '/api/admin/users'],
    ['GET', `/api/admin/users/${demoUserId}`],
    ['POST', `/api/admin/users/${demoUserId}/lock`, {}],
    ['POST', `/api/admin/users/${demoUserId}/unlock`, {}],
    ['POST', `/api/admin/users/${demoUserId}/password-reset`, {}],
  ];
  const call = (method: string, path: string, body: unknown, cookie?: string) => (method === 'GET' ? shop.get(path, { cookie }) : shop.post(path, body ?? {}, { cookie }));

  it('a customer gets 403 adminForbidden, a guest 401 adminNotLoggedIn, an admin 200 — for every endpoint', async () => {
    for (const [method, path, body] of endpoints()) {
      const asCustomer = await call(method, path, body, customer);
      expect([path, asCustomer.status, asCustomer.body.error?.code]).toEqual([path, 403, 'adminForbidden']);
      const asGuest = await call(method, path, body);
      expect([path, asGuest.status, asGuest.body.error?.code]).toEqual([path, 401, 'adminNotLoggedIn']);
    }
    for (const [method, path, body] of endpoints()) {
      const asAdmin = await call(method, path, body, admin);
      expect([path, asAdmin.status]).toEqual([path, 200]);
    }
  });

  it('an expired admin session gets 401 on every endpoint', async () => {
    const expiring = await adminLogin();
    expect((await shop.get('/api/admin/orders', { cookie: expiring })).status).toBe(200);
    // Let the session run out: stop the shop, move its expiry into the past in the database, start it again.
    await server.stop();
    expect(onStoppedEmbeddedDatabase(dataDir, [expireAdminSession(expiring)])[0]).toHaveLength(1);
    server = await startExtraServer('admin_orders', env, { embedded: true });
    shop = new Shop(server.baseUrl, dataDir);
    for (const [method, path, body] of endpoints()) {
      const res = await call(method, path, body, expiring);
      expect([path, res.status, res.body.error?.code]).toEqual([path, 401, 'adminNotLoggedIn']);
    }
    expect((await shop.get('/api/admin/orders', { cookie: admin })).status).toBe(200);
  }, 120_000);
});
