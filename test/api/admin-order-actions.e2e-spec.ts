// The admin's order actions beside the status (docs/decisions/0047-contact-inbox-and-order-admin.md) on a shop of
// its own (embedded database): the list's net, VAT and gross; internal notes (author, time, audit); resending the
// confirmation with its PDF (audit); the guarded status machine (a canceled or completed order never goes back to
// in progress, each change the buyer must know about mailed once); every new endpoint refuses a guest (401) and a
// customer (403).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CUSTOMER, ExtraServer, mailsTo, Shop, startExtraServer, uniqueEmail, waitForMail } from './identity-support';

const ADMIN = { email: 'auftraege@firma-test.example', password: 'Auftrag#Admin2026' };
const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-order-actions-'));
const env = { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir, SEED_PRODUCTS: '300' };

let server: ExtraServer;
let shop: Shop;
let admin = '';
let customer = '';

const adminLogin = () => shop.adminLoginCookie(ADMIN.email, ADMIN.password);

const address = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hauptplatz 1', zip: '4020', city: 'Linz', country: 'AT' };

async function guestOrder(buyer: { company: string; lastname: string; email: string }, locale: 'de' | 'en' = 'de'): Promise<number> {
  const res = await shop
    .post('/api/order/new', {
      positions: [
        { productId: 'KU-CL-C-013-AL', qty: '3' },
        { productId: 'SL-EPDM-006', qty: '5' },
      ],
      shippingAddress: address,
      billingAddress: address,
      shippingMethodId: 'standard',
      paymentMethodId: 'prepayment',
      buyer: { salutation: 'mrs', firstname: 'Greta', ...buyer },
      additionalInformation: { customerOrderId: 'PO-7', comment: '' },
      termsAccepted: true,
      privacyPolicyAccepted: true,
      locale,
    })
    .set('Idempotency-Key', randomUUID());
  if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.data.orderId ?? res.body.data.order?.id ?? res.body.data.id);
}

const buyerA = { company: 'Achenbach Ventile GmbH', lastname: 'Achenbach', email: uniqueEmail('achenbach') };
const buyerB = { company: 'Brookside Fluid Ltd', lastname: 'Brookside', email: uniqueEmail('brookside') };
let orderA = 0;
let orderB = 0;

beforeAll(async () => {
  server = await startExtraServer('admin_order_actions', env, { embedded: true });
  shop = new Shop(server.baseUrl, dataDir);
  admin = await adminLogin();
  customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  orderA = await guestOrder(buyerA);
  orderB = await guestOrder(buyerB, 'en');
  await waitForMail(dataDir, buyerA.email, 1, 20_000);
  await waitForMail(dataDir, buyerB.email, 1, 20_000);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('order list amounts', () => {
  it('each row has net, VAT and gross in cents, gross = net + VAT, equal to the order’s own breakdown', async () => {
    const res = await shop.get(`/api/admin/orders?q=${encodeURIComponent(buyerA.email)}`, { cookie: admin });
    const [row] = res.body.data.items as Array<{ id: number; subtotal: number; vat: number; total: number }>;
    expect(row.id).toBe(orderA);
    expect(row.vat).toBeGreaterThan(0);
    expect(row.total).toBe(row.subtotal + row.vat);
    const price = (await shop.get(`/api/admin/orders/${orderA}`, { cookie: admin })).body.data.order.price;
    expect([row.subtotal, row.vat, row.total]).toEqual([price.subtotal, price.vat, price.total]);
  });
});

describe('internal notes', () => {
  it('an admin adds notes; they list oldest first with author and time; each is audited; the buyer gets no mail', async () => {
    const adminName = (await shop.init(admin)).body.data.store.adminUser;
    const author = `${adminName.firstname} ${adminName.lastname}`.trim();
    expect((await shop.get(`/api/admin/orders/${orderA}/notes`, { cookie: admin })).body.data).toEqual([]);
    const mailsBefore = mailsTo(dataDir, buyerA.email).length;
    const first = await shop.post(`/api/admin/orders/${orderA}/notes`, { text: 'Kunde rief an: Lieferung bitte erst ab KW 3.' }, { cookie: admin });
    expect(first.status).toBe(200);
    const second = await shop.post(`/api/admin/orders/${orderA}/notes`, { text: '  Zeile 1\nZeile 2  ' }, { cookie: admin });
    expect(second.body.data.map((n: { text: string }) => n.text)).toEqual(['Kunde rief an: Lieferung bitte erst ab KW 3.', 'Zeile 1\nZeile 2']);
    const notes = (await shop.get(`/api/admin/orders/${orderA}/notes`, { cookie: admin })).body.data;
    expect(notes[0]).toEqual({ id: expect.any(Number), adminId: adminName.id, adminName: author, text: 'Kunde rief an: Lieferung bitte erst ab KW 3.', at: expect.any(String) });
    expect(Date.parse(notes[1].at)).toBeGreaterThanOrEqual(Date.parse(notes[0].at));
    expect((await shop.get(`/api/admin/orders/${orderB}/notes`, { cookie: admin })).body.data).toEqual([]);
    const audit = (await shop.get(`/api/admin/audit-log?entity=order&entityId=${orderA}`, { cookie: admin })).body.data;
    const entries = (audit.items ?? audit.entries) as Array<{ action: string; after: { text?: string } }>;
    expect(entries.filter((e) => e.action === 'order.note').map((e) => e.after.text)).toEqual(['Zeile 1\nZeile 2', 'Kunde rief an: Lieferung bitte erst ab KW 3.']);
    await new Promise((r) => setTimeout(r, 1000));
    expect(mailsTo(dataDir, buyerA.email)).toHaveLength(mailsBefore);
  });

  it('refuses an empty or too long note (400 adOrderNoteInvalid) and an unknown order (404)', async () => {
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const res = await shop.post(`/api/admin/orders/${orderB}/notes`, { text }, { cookie: admin });
      expect([res.status, res.body.error.fields?.text]).toEqual([400, 'adOrderNoteInvalid']);
    }
    expect((await shop.post(`/api/admin/orders/${orderB}/notes`, { text: 'ok', author: 'x' }, { cookie: admin })).status).toBe(400);
    expect((await shop.post('/api/admin/orders/99999999/notes', { text: 'ok' }, { cookie: admin })).status).toBe(404);
    expect((await shop.get('/api/admin/orders/99999999/notes', { cookie: admin })).status).toBe(404);
    expect((await shop.get(`/api/admin/orders/${orderB}/notes`, { cookie: admin })).body.data).toEqual([]);
  });
});

describe('resend the confirmation', () => {
  it('sends the confirmation with its PDF again, in the order’s language; audited', async () => {
    const before = mailsTo(dataDir, buyerB.email).length;
    const res = await shop.post(`/api/admin/orders/${orderB}/resend-confirmation`, {}, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: orderB, to: buyerB.email });
    const mail = await waitForMail(dataDir, buyerB.email, before + 1, 20_000);
    const original = mailsTo(dataDir, buyerB.email)[0];
    expect(mail.subject).toBe(original.subject);
    expect(mail.subject).toContain(String(orderB));
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    const audit = (await shop.get(`/api/admin/audit-log?entity=order&entityId=${orderB}`, { cookie: admin })).body.data;
    expect((audit.items ?? audit.entries)[0]).toMatchObject({ action: 'order.resendConfirmation', after: { to: buyerB.email } });
    expect((await shop.post('/api/admin/orders/99999999/resend-confirmation', {}, { cookie: admin })).status).toBe(404);
  });
});

describe('guarded status transitions', () => {
  it('a canceled order can never go back to in progress or on to completed (409 adOrderStatusFinal); the buyer got exactly one mail for the cancellation', async () => {
    const buyer = { company: 'Storno Hydraulik GmbH', lastname: 'Storno', email: uniqueEmail('storno') };
    const id = await guestOrder(buyer);
    await waitForMail(dataDir, buyer.email, 1, 20_000);
    const canceled = await shop.post(`/api/admin/orders/${id}/status`, { status: 'canceled' }, { cookie: admin });
    expect(canceled.body.data).toMatchObject({ status: 'canceled', mailed: true });
    const mail = await waitForMail(dataDir, buyer.email, 2, 20_000);
    expect(mail.subject).toContain('storniert');
    for (const status of ['inProgress', 'completed']) {
      const refused = await shop.post(`/api/admin/orders/${id}/status`, { status }, { cookie: admin });
      expect([status, refused.status, refused.body.error.code]).toEqual([status, 409, 'adOrderStatusFinal']);
    }
    await new Promise((r) => setTimeout(r, 1000));
    expect(mailsTo(dataDir, buyer.email)).toHaveLength(2);
    expect((await shop.get(`/api/admin/orders/${id}`, { cookie: admin })).body.data.order.status).toBe('canceled');
  });

  it('a completed order can never go back to in progress; completing mailed the buyer', async () => {
    const buyer = { company: 'Fertig Pumpen KG', lastname: 'Fertig', email: uniqueEmail('fertig') };
    const id = await guestOrder(buyer, 'en');
    await waitForMail(dataDir, buyer.email, 1, 20_000);
    expect((await shop.post(`/api/admin/orders/${id}/status`, { status: 'completed' }, { cookie: admin })).body.data.mailed).toBe(true);
    expect((await waitForMail(dataDir, buyer.email, 2, 20_000)).subject).toContain('completed');
    const reopen = await shop.post(`/api/admin/orders/${id}/status`, { status: 'inProgress' }, { cookie: admin });
    expect([reopen.status, reopen.body.error.code]).toEqual([409, 'adOrderStatusFinal']);
  });
});

describe('who gets in', () => {
  const endpoints = (): Array<[string, string, unknown?]> => [
    ['GET', `/api/admin/orders/${orderA}/notes`],
    ['POST', `/api/admin/orders/${orderA}/notes`, { text: 'Nur Admins' }],
    ['POST', `/api/admin/orders/${orderA}/resend-confirmation`, {}],
  ];

  it('a customer gets 403 adminForbidden, a guest 401 adminNotLoggedIn — for every new endpoint; nothing is written or sent', async () => {
    const mailsBefore = mailsTo(dataDir, buyerA.email).length;
    const notesBefore = (await shop.get(`/api/admin/orders/${orderA}/notes`, { cookie: admin })).body.data.length;
    for (const [method, path, body] of endpoints()) {
      const asCustomer = method === 'GET' ? await shop.get(path, { cookie: customer }) : await shop.post(path, body ?? {}, { cookie: customer });
      expect([path, asCustomer.status, asCustomer.body.error?.code]).toEqual([path, 403, 'adminForbidden']);
      const asGuest = method === 'GET' ? await shop.get(path) : await shop.post(path, body ?? {});
      expect([path, asGuest.status, asGuest.body.error?.code]).toEqual([path, 401, 'adminNotLoggedIn']);
    }
    await new Promise((r) => setTimeout(r, 1000));
    expect(mailsTo(dataDir, buyerA.email)).toHaveLength(mailsBefore);
    expect((await shop.get(`/api/admin/orders/${orderA}/notes`, { cookie: admin })).body.data).toHaveLength(notesBefore);
  });

  it('parallel admins reading notes of different orders each get their order’s notes', async () => {
    const other = await adminLogin();
    await shop.post(`/api/admin/orders/${orderB}/notes`, { text: 'Notiz zu B' }, { cookie: other });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const id = i % 2 === 0 ? orderA : orderB;
        return shop.get(`/api/admin/orders/${id}/notes`, { cookie: i % 3 === 0 ? other : admin }).then((r) => [id, r.body.data.map((n: { text: string }) => n.text)] as const);
      }),
    );
    for (const [id, texts] of answers) {
      if (id === orderB) expect(texts).toEqual(['Notiz zu B']);
      else expect(texts).not.toContain('Notiz zu B');
    }
  });
});
