// Offers through to an order (docs/decisions/0046-offers-to-orders.md): the admin's offer detail, adjusting
// quantities and unit prices on the server's rules, sending the PDF by mail, declining, expiring and accepting
// into exactly one order with the offered prices; the customer's own offers in the account area.
import { cookiesOf, DEMO_CUSTOMER, ExtraServer, randomAddress, readOutbox, Shop, startExtraServer, uniqueEmail } from './identity-support';

const ADMIN = { email: 'angebote.admin@firma-test.example', password: 'Angebot#Admin2026' };
/** A robot of the automation family (about 16,000–23,000 € each in the demo catalogue). */
const ROBOT = 'RB-SC-003-0400';
const COUPLING = 'KU-CL-C-013-AL';

let server: ExtraServer;
let shop: Shop;
let admin = '';
let customer = '';

const buyer = () => ({ company: 'Beispiel Automation GmbH', customerId: '12345', firstname: 'Jana', lastname: 'Novak', email: uniqueEmail('angebot') });

async function guestOffer(positions: Array<{ productId: string; qty: string }> = [{ productId: ROBOT, qty: '1' }, { productId: COUPLING, qty: '4' }], type = 'buy', locale = 'de') {
  const b = buyer();
  const res = await shop.post('/api/order/offer/guest/new', { offer: { type, buyer: b, positions }, locale }, { ip: randomAddress() });
  expect(res.status).toBe(200);
  return { id: res.body.data.offerId as number, number: res.body.data.offerNumber as string, buyer: b };
}

const detail = async (id: number, locale = 'de') => {
  const res = await shop.get(`/api/admin/offers/${id}?locale=${locale}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.body.data;
};
/** Waits for the mail to `to` whose subject matches (the request's own mail comes first). */
async function mailWith(to: string, subject: RegExp, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(server.dataDir).find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with ${subject}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const act = (id: number, action: string, body: unknown = {}) => shop.post(`/api/admin/offers/${id}/${action}`, body, { cookie: admin });
const adjust = (id: number, body: unknown) => shop.put(`/api/admin/offers/${id}/positions`, body, { cookie: admin });

beforeAll(async () => {
  server = await startExtraServer('admin_offers', { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password });
  shop = new Shop(server.baseUrl, server.dataDir);
  const res = await shop.post('/api/admin/login', { ...ADMIN, locale: 'de' }, { ip: randomAddress() });
  expect(res.status).toBe(200);
  admin = `shop_admin_session=${cookiesOf(res).shop_admin_session.value}`;
  customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('admin offers: access', () => {
  it('every new endpoint answers a guest 401 adminNotLoggedIn and a customer 403 adminForbidden', async () => {
    const { id } = await guestOffer();
    const calls: Array<(cookie?: string) => Promise<{ status: number; body: any }>> = [
      (cookie) => shop.get(`/api/admin/offers/${id}`, { cookie }),
      (cookie) => shop.put(`/api/admin/offers/${id}/positions`, { expectedVersion: 1, positions: [{ index: 0, price: 1 }] }, { cookie }),
      (cookie) => shop.post(`/api/admin/offers/${id}/send`, { expectedVersion: 1 }, { cookie }),
      (cookie) => shop.post(`/api/admin/offers/${id}/accept`, { expectedVersion: 1 }, { cookie }),
      (cookie) => shop.post(`/api/admin/offers/${id}/decline`, {}, { cookie }),
      (cookie) => shop.post(`/api/admin/offers/${id}/expire`, {}, { cookie }),
    ];
    for (const call of calls) {
      const guest = await call();
      expect([guest.status, guest.body.error.code]).toEqual([401, 'adminNotLoggedIn']);
      const refused = await call(customer);
      expect([refused.status, refused.body.error.code]).toEqual([403, 'adminForbidden']);
    }
    // Nothing changed.
    expect((await detail(id)).status).toBe('open');
  });

  it('an unknown offer is 404 offerNotFound, an id that is none too', async () => {
    expect((await shop.get('/api/admin/offers/999999', { cookie: admin })).body.error.code).toBe('offerNotFound');
    expect((await shop.get('/api/admin/offers/abc', { cookie: admin })).status).toBe(404);
  });
});

describe('admin offers: detail and adjustments', () => {
  it('shows buyer, positions with names and prices, figures, status, version and the allowed actions', async () => {
    const { id, number, buyer: b } = await guestOffer();
    const d = await detail(id);
    expect(d).toMatchObject({ id, number, status: 'open', version: 1, type: 'buy', buyer: { email: b.email, company: b.company }, orderId: null, actions: ['send', 'decline', 'expire', 'adjust'] });
    expect(d.positions.map((p: any) => [p.productId, p.qty])).toEqual([[ROBOT, '1'], [COUPLING, '4']]);
    expect(d.positions[0].name).not.toBe(ROBOT);
    expect(d.price.itemTotal).toBe(d.positions.reduce((s: number, p: any) => s + p.lineTotal, 0));
  });

  it('recomputes lines and figures on the server; the version moves on and an old one is refused', async () => {
    const { id } = await guestOffer([{ productId: ROBOT, qty: '1' }, { productId: COUPLING, qty: '4' }], 'rentalPurchaseOffer');
    const before = await detail(id);
    const res = await adjust(id, { expectedVersion: 1, positions: [{ index: 0, qty: '2', price: 1_500_000 }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, status: 'open', version: 2 });
    const after = await detail(id);
    expect(after.positions[0]).toMatchObject({ qty: '2', price: 1_500_000, lineTotal: 3_000_000 });
    expect(after.positions[1]).toMatchObject({ qty: '4', price: before.positions[1].price });
    expect(after.price.itemTotal).toBe(3_000_000 + before.positions[1].lineTotal);
    // The rent-to-buy figures by the one offer function: ceil(7.5 %) a month, ceil((value − 6 × 7.5 %) × 1.05).
    const value = after.price.shoppingCartValue;
    expect(after.price.rate).toBe(Math.ceil(value * 0.075 - 1e-9));
    expect(after.price.purchasePrice).toBe(Math.ceil((value - 6 * value * 0.075) * 1.05 - 1e-9));
    const stale = await adjust(id, { expectedVersion: 1, positions: [{ index: 0, price: 1 }] });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'offerVersionConflict']);
  });

  it('refuses hostile values with message ids and changes nothing', async () => {
    const { id } = await guestOffer();
    const cases: Array<[unknown, number, string, Record<string, string>?]> = [
      [{ expectedVersion: 1, positions: [{ index: 0, price: -1 }] }, 400, 'VALIDATION_FAILED', { 'positions.0.price': 'offerPriceInvalid' }],
      [{ expectedVersion: 1, positions: [{ index: 0, price: 12.5 }] }, 400, 'VALIDATION_FAILED', { 'positions.0.price': 'offerPriceInvalid' }],
      [{ expectedVersion: 1, positions: [{ index: 0, qty: '-1' }] }, 400, 'VALIDATION_FAILED', { 'positions.0.qty': 'invalidOrderQuantityNumber' }],
      [{ expectedVersion: 1, positions: [{ index: 0, qty: '0' }] }, 400, 'VALIDATION_FAILED', { 'positions.0.qty': 'invalidOrderQuantityMin' }],
      [{ expectedVersion: 1, positions: [{ index: 0, qty: '1.5' }] }, 400, 'VALIDATION_FAILED', { 'positions.0.qty': 'invalidOrderQuantityInteger' }],
      [{ expectedVersion: 1, positions: [{ index: 9, qty: '1' }] }, 400, 'VALIDATION_FAILED', { 'positions.0.index': 'offerPositionUnknown' }],
      [{ expectedVersion: 1, positions: [{ index: 0, qty: '999999999999', price: 10_000_000_000_000 }] }, 400, 'VALIDATION_FAILED', { 'positions.0.qty': 'invalidOrderQuantityMax' }],
      [{ expectedVersion: 1, positions: [{ index: 0, qty: '1', lineTotal: 1 }] }, 400, 'VALIDATION_FAILED'],
      [{ expectedVersion: 1, positions: [] }, 400, 'VALIDATION_FAILED'],
      [{ positions: [{ index: 0, price: 1 }] }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code, fields] of cases) {
      const res = await adjust(id, body);
      expect([status, code, JSON.stringify(body)]).toEqual([res.status, res.body.error.code, JSON.stringify(body)]);
      if (fields) expect(res.body.error.fields).toMatchObject(fields);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
    }
    const d = await detail(id);
    expect(d.version).toBe(1);
  });
});

describe('admin offers: status machine', () => {
  it('a declined offer can be neither sent nor accepted nor changed', async () => {
    const { id } = await guestOffer();
    expect((await act(id, 'decline')).body.data).toMatchObject({ status: 'declined' });
    for (const res of [await act(id, 'send', { expectedVersion: 1 }), await act(id, 'accept', { expectedVersion: 1 }), await act(id, 'expire'), await adjust(id, { expectedVersion: 1, positions: [{ index: 0, price: 1 }] })]) {
      expect([res.status, res.body.error.code]).toEqual([409, 'offerStatusFinal']);
    }
    expect((await detail(id)).actions).toEqual([]);
  });

  it('an open offer cannot be accepted before it was sent; an expired one is final', async () => {
    const { id } = await guestOffer();
    const early = await act(id, 'accept', { expectedVersion: 1 });
    expect([early.status, early.body.error.code]).toEqual([409, 'offerActionNotAllowed']);
    expect((await act(id, 'expire')).body.data.status).toBe('expired');
    expect((await act(id, 'decline')).body.error.code).toBe('offerStatusFinal');
  });

  it('every admin action is in the audit log', async () => {
    const { id } = await guestOffer();
    await adjust(id, { expectedVersion: 1, positions: [{ index: 1, qty: '5' }] });
    await act(id, 'decline');
    const log = await shop.get(`/api/admin/audit-log?entity=offer&entityId=${id}`, { cookie: admin });
    expect(log.status).toBe(200);
    expect(log.body.data.items.map((i: any) => i.action).sort()).toEqual(['offer.adjust', 'offer.decline']);
  });
});

describe('admin offers: sending and accepting', () => {
  it('sends the PDF by mail, then one click makes exactly one order with the offered prices, even when accepted twice in parallel', async () => {
    const { id, number, buyer: b } = await guestOffer();
    const adjusted = await adjust(id, { expectedVersion: 1, positions: [{ index: 0, price: 1_234_567 }] });
    expect(adjusted.status).toBe(200);
    const sent = await act(id, 'send', { expectedVersion: 2 });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'sent', version: 2, validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    const mail = await mailWith(b.email, new RegExp(`Ihr Angebot ${number}`));
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.raw).toContain(`Angebot-${number}.pdf`);
    const pdfBase64 = /Content-Disposition: attachment;[^\r\n]*(?:\r\n[ \t][^\r\n]*)*\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw)?.[1] ?? '';
    expect(Buffer.from(pdfBase64.replace(/\s/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const offer = await detail(id);
    expect(offer.actions).toContain('accept');
    const [one, two] = await Promise.all([act(id, 'accept', { expectedVersion: 2 }), act(id, 'accept', { expectedVersion: 2 })]);
    const answers = [one, two].sort((a, b2) => a.status - b2.status);
    expect(answers.map((r) => r.status)).toEqual([200, 409]);
    expect(answers[1].body.error.code).toBe('offerStatusFinal');
    const orderId = answers[0].body.data.orderId as number;

    const accepted = await detail(id);
    expect(accepted).toMatchObject({ status: 'accepted', orderId, actions: [] });
    // The order carries the offered prices, positions as offered.
    const order = await shop.get(`/api/admin/orders/${orderId}`, { cookie: admin });
    expect(order.status).toBe(200);
    const positions = order.body.data.order.positions;
    expect(positions.map((p: any) => [p.product.id, p.qty, p.product.price, p.price])).toEqual(offer.positions.map((p: any) => [p.productId, p.qty, p.price, p.lineTotal]));
    expect(order.body.data.order.price.itemTotal).toBe(offer.price.itemTotal);
    expect(order.body.data.order.buyer.email).toBe(b.email);
    // Exactly one order for this buyer, and its confirmation mail.
    const list = await shop.get(`/api/admin/orders?q=${encodeURIComponent(b.email)}`, { cookie: admin });
    expect(list.body.data.total).toBe(1);
    await mailWith(b.email, new RegExp(`\\b${orderId}\\b`));
    // Accepted is final.
    expect((await adjust(id, { expectedVersion: 2, positions: [{ index: 0, price: 1 }] })).body.error.code).toBe('offerStatusFinal');
  });

  it('adjusting a sent offer opens it again: it must be sent again before it can be accepted', async () => {
    const { id } = await guestOffer();
    expect((await act(id, 'send', { expectedVersion: 1 })).status).toBe(200);
    expect((await adjust(id, { expectedVersion: 1, positions: [{ index: 1, qty: '6' }] })).body.data).toMatchObject({ status: 'open', version: 2 });
    expect((await act(id, 'accept', { expectedVersion: 2 })).body.error.code).toBe('offerActionNotAllowed');
    expect((await act(id, 'send', { expectedVersion: 1 })).body.error.code).toBe('offerVersionConflict');
  });
});

describe('the buyer’s offers in the account area', () => {
  it('needs a login', async () => {
    expect((await shop.post('/api/user/offers', { locale: 'de' })).status).toBe(401);
  });

  it('answers each of several customers asking in parallel only their own offers', async () => {
    const customers = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const { email, password } = await shop.registerConfirmed(uniqueEmail(`angebotskunde${i}`));
        return { email, cookie: await shop.loginCookie(email, password) };
      }),
    );
    const own = new Map<string, number[]>();
    for (const [i, c] of customers.entries()) {
      const ids: number[] = [];
      for (let n = 0; n <= i; n++) {
        const res = await shop.post('/api/order/offer/new', { offer: { positions: [{ productId: ROBOT, qty: String(n + 1) }] }, locale: 'de' }, { cookie: c.cookie });
        expect(res.status).toBe(200);
        ids.push(res.body.data.offerId);
      }
      own.set(c.email, ids);
    }
    const rounds = await Promise.all(Array.from({ length: 4 }, () => customers.map(async (c) => ({ c, res: await shop.post('/api/user/offers', { locale: 'de' }, { cookie: c.cookie }) }))).flat());
    for (const { c, res } of rounds) {
      expect(res.status).toBe(200);
      expect(res.body.data.offers.map((o: any) => o.id).sort()).toEqual([...own.get(c.email)!].sort());
    }
    // The status the admin set shows to the buyer.
    const first = customers[0];
    const [offerId] = own.get(first.email)!;
    await act(offerId, 'decline');
    const mine = await shop.post('/api/user/offers', { locale: 'de' }, { cookie: first.cookie });
    expect(mine.body.data.offers[0]).toMatchObject({ id: offerId, status: 'declined' });
    expect(readOutbox(server.dataDir).length).toBeGreaterThan(0);
  });
});
