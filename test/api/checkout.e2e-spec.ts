// Checkout (issue: checkout and orders, first steps): methods and prices by destination, a guest order and a
// customer order end to end, every refusal, one order per Idempotency-Key under 20 parallel submits, and no
// customer reading another's order.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_CUSTOMER, mailsTo, Shop, uniqueEmail, waitForMail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
const COUPLING = 'KU-CL-C-013-AL';
const HOSE = 'SL-EPDM-006';

const linz = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hauptplatz 1', zip: '4020', city: 'Linz', country: 'AT' };
const stuttgart = { nameLine1: 'Müller Maschinenbau GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };
const guest = { company: 'Beispiel Hydraulik GmbH', salutation: 'mr', firstname: 'Hans', lastname: 'Huber', email: 'hans.huber@beispiel-hydraulik.example' };

function order(overrides: Record<string, unknown> = {}) {
  return {
    positions: [
      { productId: COUPLING, qty: '12' },
      { productId: HOSE, qty: '20' },
    ],
    shippingAddress: linz,
    billingAddress: linz,
    shippingMethodId: 'standard',
    paymentMethodId: 'prepayment',
    buyer: guest,
    additionalInformation: { customerOrderId: 'PO-4711', comment: 'Bitte an Tor 3 liefern.' },
    termsAccepted: true,
    privacyPolicyAccepted: true,
    locale: 'de',
    ...overrides,
  };
}

/** How many orders the customer's account lists. */
async function orderCount(cookie: string): Promise<number> {
  const data = (await shop.post('/api/user/orders', { locale: 'de' }, { cookie })).body.data;
  return (Array.isArray(data) ? data : data.orders).length;
}

function place(body: unknown, options: { key?: string; cookie?: string } = {}) {
  return shop.post('/api/order/new', body, { cookie: options.cookie }).set('Idempotency-Key', options.key ?? randomUUID());
}

describe('checkout options', () => {
  it('offers methods by destination with prices, fees and delivery times; refuses an excluded destination', async () => {
    const positions = [{ productId: COUPLING, qty: '2' }];
    const de = (await shop.post('/api/checkout/options', { positions, country: 'DE', locale: 'de' })).body.data;
    expect(de).toMatchObject({ country: 'DE', vatRate: '19', currency: 'EUR', countryMessageId: null, incoterm: 'EXW' });
    const ids = de.shippingMethods.map((m: { id: string }) => m.id);
    expect(ids).toContain('standard');
    expect(ids).toContain('pickup');
    const pickup = de.shippingMethods.find((m: { id: string }) => m.id === 'pickup');
    expect(pickup).toMatchObject({ price: 0, deliveryTimeInfo: { messageId: 'deliverableImmediately', days: 0 } });
    // Guests are not offered invoice (customers only).
    expect(de.paymentMethods.map((m: { id: string }) => m.id)).not.toContain('invoice');

    const at = (await shop.post('/api/checkout/options', { positions, country: 'AT', locale: 'en' })).body.data;
    expect(at.vatRate).toBe('20');
    expect(at.shippingMethods.map((m: { id: string }) => m.id)).not.toContain('pickup');

    const ru = (await shop.post('/api/checkout/options', { positions, country: 'RU', locale: 'de' })).body.data;
    expect(ru).toMatchObject({ countryMessageId: 'countryNotDeliverable', shippingMethods: [], paymentMethods: [] });
  });

  it('the cart price follows the destination: shipping, fee and VAT rate; subtotal and total by the formulas', async () => {
    const res = await shop.post('/api/sales/cart/price', { positions: [{ productId: COUPLING, qty: '3' }], country: 'DE', shippingMethodId: 'standard', paymentMethodId: 'cash-on-delivery', locale: 'de' });
    const info = res.body.data;
    expect(info).toMatchObject({ shippingCosts: 690, paymentCosts: 700, vatRate: '19', deliveryMessageId: null });
    expect(info.subtotal).toBe(info.itemTotal - info.discountAmount + 690 + 700);
    expect(info.vat).toBe(Math.round(info.subtotal * 0.19));
    expect(info.total).toBe(info.subtotal + info.vat);
    const at = (await shop.post('/api/sales/cart/price', { positions: [{ productId: COUPLING, qty: '3' }], country: 'AT', shippingMethodId: 'pickup', locale: 'de' })).body.data;
    expect(at).toMatchObject({ deliveryMessageId: 'shippingMethodNotOffered', vatRate: '20', shippingCosts: 0 });
  });
});

describe('currency by destination', () => {
  it('Switzerland is invoiced in CHF: unit prices, shipping and totals converted at the rate, every figure adding up', async () => {
    const positions = [{ productId: COUPLING, qty: '3' }];
    const eur = (await shop.post('/api/sales/cart/price', { positions, locale: 'de' })).body.data;
    const options = (await shop.post('/api/checkout/options', { positions, country: 'CH', locale: 'de' })).body.data;
    expect(options).toMatchObject({ currency: 'CHF', vatRate: '8.1' });
    const standard = options.shippingMethods.find((m: { id: string }) => m.id === 'standard');
    expect(standard.price).toBe(Math.round(1490 * 0.93));
    expect(standard.formattedPrice).toContain('CHF');
    const chf = (await shop.post('/api/sales/cart/price', { positions, country: 'CH', shippingMethodId: 'standard', paymentMethodId: 'prepayment', locale: 'de' })).body.data;
    expect(chf).toMatchObject({ currency: 'CHF', vatRate: '8.1', shippingCosts: standard.price, deliveryMessageId: null });
    expect(chf.positions[0].price).toBe(Math.round(eur.positions[0].price * 0.93));
    expect(chf.itemTotal).toBe(chf.positions[0].lineTotal);
    expect(chf.subtotal).toBe(chf.itemTotal - chf.discountAmount + chf.shippingCosts + chf.paymentCosts);
    expect(chf.vat).toBe(Math.round(chf.subtotal * 0.081));
    expect(chf.total).toBe(chf.subtotal + chf.vat);
    expect(chf.formattedTotal).toContain('CHF');
    // The minimum order and offer values are kept in euros and shown in the cart's currency: francs at the rate.
    expect(eur.minOrderValue).toBeGreaterThan(0);
    expect(eur.minOfferValue).toBeGreaterThan(0);
    expect(chf.minOrderValue).toBe(Math.round(eur.minOrderValue * 0.93));
    expect(chf.minOfferValue).toBe(Math.round(eur.minOfferValue * 0.93));
    for (const [formatted, cents] of [
      [chf.formattedMinOrderValue, chf.minOrderValue],
      [chf.formattedMinOfferValue, chf.minOfferValue],
    ] as Array<[string, number]>) {
      expect(formatted).toContain('CHF');
      expect(formatted).not.toContain('€');
      expect(formatted.replace(/\D/g, '')).toBe(String(cents));
    }
    // Every formatted amount of the answer is in francs.
    const formattedAmounts = Object.entries(chf).filter(([key, value]) => key.startsWith('formatted') && key !== 'formattedDiscountPercentage' && key !== 'formattedVatRate' && typeof value === 'string');
    for (const [, value] of formattedAmounts) expect(value).toContain('CHF');
    for (const value of [chf.offerTerms.formattedValue, chf.offerTerms.formattedMonthlyRate, chf.offerTerms.formattedFinalPrice]) expect(value).toContain('CHF');
  });
});

describe('placing an order', () => {
  it('a guest orders to Austria: the server prices it, the answer carries the order id and number', async () => {
    const priced = (await shop.post('/api/sales/cart/price', { positions: order().positions, country: 'AT', shippingMethodId: 'standard', paymentMethodId: 'prepayment', locale: 'de' })).body.data;
    const res = await place(order());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderId: expect.any(Number), orderNumber: String(res.body.data.orderId) });
    expect(res.body.data.price).toMatchObject({ itemTotal: priced.itemTotal, subtotal: priced.subtotal, vat: priced.vat, vatRate: '20', total: priced.total, currency: 'EUR' });
    // Prepayment: the bank transfer instruction with the order number as the reference, in the answer and the mail.
    expect(res.body.data.payment).toMatchObject({ kind: 'bankTransfer', reference: res.body.data.orderNumber, amount: priced.total, currency: 'EUR', account: { iban: expect.stringMatching(/^DE\d{2}/) } });

    // The confirmation mail: queued with the order, sent by the queue, the PDF attached, the shop in copy.
    const mail = await waitForMail(process.env.SHOP_DATA_DIR!, guest.email, 1, 20_000);
    expect(mail.subject).toContain(res.body.data.orderNumber);
    expect(mail.raw).toMatch(/^Cc: .+@/m);
    // A guest has no account: the mail does not point to one. It comes from a no-reply sender, so the shop's
    // contact address answers it (Reply-To) and the mail says a reply reaches the shop.
    expect(mail.body).not.toContain('Kundenkonto');
    expect(mail.body).toContain('bitte bewahren Sie sie für Ihre Unterlagen auf');
    expect(mail.raw).toMatch(/^Reply-To: info@hydratec\.example\r?$/m);
    expect(mail.body).toContain('antworten Sie einfach auf diese E-Mail');
    expect(mail.body).toContain(res.body.data.payment.account.iban);
    expect(mail.body).toContain(`Verwendungszweck: ${res.body.data.orderNumber}`);
    expect(mail.raw).toContain('Content-Type: application/pdf');
    expect(mail.raw).toContain(`filename="Auftragsbestaetigung-${res.body.data.orderNumber}.pdf"`);
    const pdf = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw)![1];
    expect(Buffer.from(pdf.replace(/\s/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the demo customer orders with a saved address, a coupon and invoice; the order is in the account, not in another’s', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const before = await orderCount(cookie);
    const res = await place(order({ buyer: undefined, shippingAddress: stuttgart, billingAddress: stuttgart, paymentMethodId: 'invoice', couponCode: 'WILLKOMMEN10' }), { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.price.discountAmount).toBeGreaterThan(0);
    const detail = await shop.post('/api/user/order', { oid: res.body.data.orderId, locale: 'de' }, { cookie });
    expect(detail.status).toBe(200);
    expect(res.body.data.payment).toEqual({ kind: 'invoice', dueDays: 30 });
    // The order is in progress and keeps the unit each position was ordered in.
    expect(detail.body.data.order.status).toBe('inProgress');
    expect(detail.body.data.order.positions.map((p: { product: { unit: string | null } }) => p.product.unit)).toEqual(expect.arrayContaining(['pieces']));
    expect(await orderCount(cookie)).toBe(before + 1);

    // Another customer cannot read it.
    const other = await shop.registerConfirmed(uniqueEmail('fremd'));
    const otherCookie = await shop.loginCookie(other.email, other.password);
    const foreign = await shop.post('/api/user/order', { oid: res.body.data.orderId, locale: 'de' }, { cookie: otherCookie });
    expect(foreign.status).toBe(404);
  });

  it('20 parallel submits with one key make exactly one order', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const before = await orderCount(cookie);
    const key = randomUUID();
    const body = order({ buyer: undefined, shippingAddress: stuttgart, billingAddress: stuttgart });
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(body, { key, cookie })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1);
    expect(await orderCount(cookie)).toBe(before + 1);
    // The same key with another request, or from another buyer, is refused.
    expect((await place({ ...body, positions: [{ productId: COUPLING, qty: '13' }] }, { key, cookie })).status).toBe(409);
    expect((await place(order(), { key })).status).toBe(409);
  });

  it('refuses what must not be ordered, each with its message id', async () => {
    const refused = async (body: unknown, status: number, code: string, field?: string) => {
      const res = await place(body);
      expect(res.status).toBe(status);
      expect(res.body.error.code).toBe(code);
      if (field) expect(res.body.error.fields).toHaveProperty([field]);
    };
    await refused(order({ positions: [{ productId: COUPLING, qty: '1' }] }), 422, 'minOrderValueNotReachedMsg');
    await refused(order({ shippingAddress: { ...linz, country: 'RU' } }), 422, 'countryNotDeliverable');
    await refused(order({ termsAccepted: false }), 400, 'VALIDATION_FAILED', 'termsAccepted');
    await refused(order({ privacyPolicyAccepted: false }), 400, 'VALIDATION_FAILED', 'privacyPolicyAccepted');
    await refused(order({ positions: [{ productId: 'GIBT-ES-NICHT', qty: '100' }] }), 422, 'productIdUnknown');
    await refused(order({ positions: [{ productId: COUPLING, qty: '0' }] }), 400, 'VALIDATION_FAILED');
    await refused(order({ positions: [{ productId: COUPLING, qty: '-5' }] }), 400, 'VALIDATION_FAILED');
    await refused(order({ positions: [{ productId: COUPLING, qty: '40.5' }] }), 400, 'VALIDATION_FAILED', 'positions.0.qty');
    await refused(order({ positions: [{ productId: HOSE, qty: '40.55' }] }), 400, 'VALIDATION_FAILED', 'positions.0.qty');
    // A configured product is ordered in whole pieces: a hundredth of an automation cell is no order.
    const cell = { robotSelection: 'RB-SC-003-0400', conveyors: 'FB-GB-0300-1500:2' };
    const cellId = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: cell })).body.data.id;
    for (const qty of ['0.01', '0.5', '1.5']) {
      const res = await place(order({ positions: [{ productId: cellId, qty, customProductType: 'automation', customConfiguration: cell }] }));
      expect([res.status, res.body.error?.fields]).toEqual([400, { 'positions.0.qty': 'invalidOrderQuantityInteger' }]);
    }
    await refused(order({ shippingMethodId: 'pickup' }), 422, 'shippingMethodNotOffered');
    await refused(order({ paymentMethodId: 'invoice' }), 422, 'paymentMethodNotOffered');
    await refused(order({ couponCode: 'FALSCH' }), 422, 'couponCodeInvalidMsg');
    await refused(order({ buyer: { ...guest, email: 'keine-adresse' } }), 400, 'VALIDATION_FAILED', 'buyer.email');
    await refused(order({ shippingAddress: { ...linz, zip: '1' } }), 400, 'VALIDATION_FAILED', 'shippingAddress.zip');
    // A tampered price is never read: a price field is refused by the whitelist.
    await refused(order({ positions: [{ productId: COUPLING, qty: '50', price: 1 }] }), 400, 'VALIDATION_FAILED');
    await refused(order({ total: 1 }), 400, 'VALIDATION_FAILED');
    const noKey = await shop.post('/api/order/new', order());
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.code).toBe('idempotencyKeyMissing');
  });
});

/**
 * Mails of the confirmation queued in the order's transaction by one attempt: on PostgreSQL read from the
 * mail queue itself; embedded (the server holds the database) from the server's log, where every failed
 * attempt leaves a "queued mail not sent" warning.
 */
async function confirmationAttempts(emails: string[]): Promise<Array<{ to: string; attempts: number; sent: boolean }> | 'no failed attempt logged'> {
  if (process.env.DATABASE_URL) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Client } = require(require.resolve('pg', { paths: [`${process.cwd()}/backend`] }));
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT message->>'to' AS to, attempts, sent_at IS NOT NULL AS sent FROM mail_queue WHERE kind = 'orderConfirmation' AND message->>'to' = ANY($1::text[]) ORDER BY message->>'to'`,
        [emails],
      );
      return rows;
    } finally {
      await client.end();
    }
  }
  const log = readFileSync(join(process.env.SHOP_LOG_DIR!, 'shared-server.log'), 'utf8');
  expect(log).not.toContain('queued mail not sent');
  return 'no failed attempt logged';
}

describe('the confirmation mail of logged-in customers', () => {
  it('parallel orders of three customers: each gets exactly one confirmation, of its own order, on the first attempt', async () => {
    const buyers = await Promise.all([1, 2, 3].map(async (n) => {
      const account = await shop.registerConfirmed(uniqueEmail(`erstversand${n}`));
      return { ...account, cookie: await shop.loginCookie(account.email, account.password) };
    }));
    const placed = await Promise.all(buyers.map((b) => place(order({ buyer: undefined, shippingAddress: stuttgart, billingAddress: stuttgart }), { cookie: b.cookie })));
    expect(placed.map((p) => p.status)).toEqual([200, 200, 200]);
    // A failed first attempt is retried after 30 s: the mail must be there well before that.
    // Each address got its registration mail first; the confirmation is its second.
    const mails = await Promise.all(buyers.map((b) => waitForMail(process.env.SHOP_DATA_DIR!, b.email, 2, 20_000)));
    mails.forEach((mail, i) => {
      expect(mail.subject).toContain(placed[i].body.data.orderNumber);
      expect(mail.raw).toContain(`filename="Auftragsbestaetigung-${placed[i].body.data.orderNumber}.pdf"`);
      expect(mail.body).toContain(`jederzeit in Ihrem Kundenkonto:`);
      expect(mail.body).toContain(`?oid=${placed[i].body.data.orderId}`);
      expect(mail.raw).toMatch(/^Reply-To: info@hydratec\.example\r?$/m);
    });
    const attempts = await confirmationAttempts(buyers.map((b) => b.email));
    if (attempts !== 'no failed attempt logged') expect(attempts).toEqual(buyers.map((b) => ({ to: b.email, attempts: 1, sent: true })).sort((a, b) => a.to.localeCompare(b.to)));
    await new Promise((r) => setTimeout(r, 1000));
    buyers.forEach((b, i) => expect(mailsTo(process.env.SHOP_DATA_DIR!, b.email).filter((m) => m.subject.includes(placed[i].body.data.orderNumber))).toHaveLength(1));
    buyers.forEach((b) => expect(mailsTo(process.env.SHOP_DATA_DIR!, b.email)).toHaveLength(2));
  }, 60_000);
});
