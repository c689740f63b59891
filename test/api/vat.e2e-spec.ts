// VAT by buyer and destination (docs/vat.md, ADR 0031): the German seller's rules in every figure the buyer
// sees — cart price, checkout options, the placed order, the account's order, the confirmation mail and its
// PDF, the admin's order and the order export — from the one tax strategy. VIES is the stand-in the global
// setup starts (test/api/support/fake-vies.js): ATU46080404 is "not registered", ATU61195628 "unreachable",
// every other well-formed id registered.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { pdfText } from '../../backend/src/modules/checkout/testing/pdf-text';
import { type ExtraServer, randomAddress, Shop, startExtraServer, uniqueEmail, waitForMail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
const COUPLING = 'KU-CL-C-013-AL';
const HOSE = 'SL-EPDM-006';
const POSITIONS = [
  { productId: COUPLING, qty: '12' },
  { productId: HOSE, qty: '20' },
];
/** The demo shop's own VAT id (brand legal settings). */
const SELLER = 'DE123456788';
const AT_BUSINESS = 'ATU13585627';
const AT_NOT_REGISTERED = 'ATU46080404';
const AT_UNREACHABLE = 'ATU61195628';
/** Well-formed except for its check digit (the Austrian check digit of 1234567 is 5). */
const AT_WRONG_CHECK_DIGIT = 'ATU12345678';
const DE_BUSINESS = 'DE811125440';

const NOTE_DE = 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1 Buchst. b i. V. m. § 6a UStG) – Steuerschuldnerschaft des Leistungsempfängers.';
const NOTE_EN = 'Tax-exempt intra-Community supply (Art. 138 Directive 2006/112/EC) – Reverse charge: VAT to be accounted for by the recipient.';

const linz = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hauptplatz 1', zip: '4020', city: 'Linz', country: 'AT' };
const esslingen = { nameLine1: 'Müller Maschinenbau GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };
const zurich = { nameLine1: 'Beispiel AG', street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich', country: 'CH' };

type Treatment = { kind: string; vatRate: string; reverseCharge: boolean; buyerVatId: string | null; sellerVatId: string | null; vatIdStatus: string; messageId: string | null; vatIdCheckReference: string | null };
type Priced = { vatRate: string; vat: number; subtotal: number; total: number; currency: string; vatTreatment: Treatment | null; formattedVatRate: string };

async function price(country: string, vatId?: string, shop_ = shop, cookie?: string): Promise<Priced> {
  const res = await shop_.post('/api/sales/cart/price', { positions: POSITIONS, country, shippingMethodId: 'standard', paymentMethodId: 'prepayment', locale: 'de', ...(vatId !== undefined ? { vatId } : {}) }, { cookie });
  expect(res.status).toBe(200);
  return res.body.data;
}

function orderBody(address: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return {
    positions: POSITIONS,
    shippingAddress: address,
    billingAddress: address,
    shippingMethodId: 'standard',
    paymentMethodId: 'prepayment',
    additionalInformation: { customerOrderId: 'PO-VAT', comment: '' },
    termsAccepted: true,
    privacyPolicyAccepted: true,
    locale: 'de',
    ...overrides,
  };
}

function place(body: unknown, cookie?: string, shop_ = shop) {
  return shop_.post('/api/order/new', body, { cookie }).set('Idempotency-Key', randomUUID());
}

const guest = (email: string) => ({ company: 'Beispiel Hydraulik GmbH', salutation: 'mrs', firstname: 'Eva', lastname: 'Berger', email });

/** How often the VIES stand-in was asked for each id. */
async function viesCalls(): Promise<Record<string, number>> {
  return (await fetch(process.env.SHOP_FAKE_VIES_CALLS!)).json() as Promise<Record<string, number>>;
}

/** The confirmation mail of an order (a registered buyer's first mail was the registration's). */
async function confirmationMail(email: string, orderNumber: string | number) {
  for (let n = 1; n <= 3; n++) {
    const mail = await waitForMail(shop.dataDir, email, n, 20_000);
    if (mail.subject.includes(String(orderNumber))) return mail;
  }
  throw new Error(`no confirmation of order ${orderNumber} to ${email}`);
}

/** The text of a mail's text/plain part (quoted-printable or base64 decoded). */
function mailText(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!part) return raw;
  const [, encoding, body] = part;
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The PDF attached to a mail. */
function attachedPdf(raw: string): Buffer {
  const base64 = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)![1];
  return Buffer.from(base64.replace(/\s/g, ''), 'base64');
}

/** What a (compressed) pdfkit file shows. */
function textOfPdf(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: Buffer[] = [];
  for (const m of source.matchAll(/\/FlateDecode[^]*?stream\n/g)) {
    const start = m.index! + m[0].length;
    parts.push(inflateSync(pdf.subarray(start, source.indexOf('\nendstream', start))));
  }
  return pdfText(Buffer.concat(parts));
}

function download(shop_: Shop, path: string, cookie: string) {
  return shop_
    .get(path, { cookie })
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

/**
 * A freshly started shop on PostgreSQL answers its health check before the catalogue read model has loaded
 * and may hold the settings it read before the demo seed for a few seconds: run alone, this suite waits until
 * the shop knows the articles and its own VAT id.
 */
beforeAll(async () => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await shop.post('/api/sales/cart/price', { positions: POSITIONS, country: 'DE', locale: 'de' });
    if (res.status === 200 && res.body.data.unknownProductIds.length === 0 && res.body.data.vatTreatment?.sellerVatId) return;
    if (Date.now() > deadline) throw new Error(`the shop is not ready: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 70_000);

describe('the price a buyer is shown (cart price and checkout options)', () => {
  it('an Austrian business with a VAT id VIES confirms: 0 %, reverse charge, both VAT ids; the net figures as for a consumer', async () => {
    const business = await price('AT', 'atu 135 856 27');
    const consumer = await price('AT');
    expect(business).toMatchObject({ vatRate: '0', vat: 0, currency: 'EUR' });
    expect(business.total).toBe(business.subtotal);
    expect(business.subtotal).toBe(consumer.subtotal);
    expect(business.vatTreatment).toMatchObject({
      kind: 'intraCommunitySupply',
      vatRate: '0',
      reverseCharge: true,
      buyerVatId: AT_BUSINESS,
      sellerVatId: SELLER,
      vatIdStatus: 'valid',
      messageId: null,
      vatIdCheckReference: expect.stringMatching(/^WAPITEST/),
    });
    const options = (await shop.post('/api/checkout/options', { positions: POSITIONS, country: 'AT', vatId: AT_BUSINESS, locale: 'de' })).body.data;
    expect(options).toMatchObject({ vatRate: '0', vatTreatment: { kind: 'intraCommunitySupply', reverseCharge: true, buyerVatId: AT_BUSINESS } });
  });

  it('Austrian consumers pay 20 %: no id, an id with a wrong check digit, one VIES says is not registered, VIES unreachable — each told why', async () => {
    const cases: Array<[string | undefined, string, string | null]> = [
      [undefined, 'none', null],
      ['', 'none', null],
      [AT_WRONG_CHECK_DIGIT, 'malformed', 'vatIdCheckDigitInvalid'],
      ['U13585627', 'malformed', 'vatIdCountryUnknown'],
      [AT_NOT_REGISTERED, 'invalid', 'vatIdNotRegistered'],
      [AT_UNREACHABLE, 'unconfirmed', 'vatIdCheckUnavailable'],
      [DE_BUSINESS, 'notNeeded', 'vatIdOfSellerCountry'],
    ];
    for (const [vatId, vatIdStatus, messageId] of cases) {
      const priced = await price('AT', vatId);
      expect({ vatId, rate: priced.vatRate, treatment: priced.vatTreatment }).toEqual({
        vatId,
        rate: '20',
        treatment: expect.objectContaining({ kind: 'euDestination', vatRate: '20', reverseCharge: false, vatIdStatus, messageId }),
      });
      expect(priced.vat).toBe(Math.round(priced.subtotal * 0.2));
      expect(priced.total).toBe(priced.subtotal + priced.vat);
    }
    const options = (await shop.post('/api/checkout/options', { positions: POSITIONS, country: 'AT', vatId: AT_NOT_REGISTERED, locale: 'de' })).body.data;
    expect(options).toMatchObject({ vatRate: '20', vatTreatment: { vatIdStatus: 'invalid', messageId: 'vatIdNotRegistered' } });
  });

  it('VIES is asked once per id while its answer is kept in the database, not on every price call', async () => {
    const id = 'ATU28560205';
    await Promise.all([price('AT', id), price('AT', id)]);
    const after = (await viesCalls())[id] ?? 0;
    expect(after).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 3; i++) expect((await price('AT', id)).vatTreatment).toMatchObject({ reverseCharge: true });
    expect((await viesCalls())[id]).toBe(after);
  });

  it('Switzerland: 8.1 % invoiced in CHF, as the destination setting says (registered there), a VAT id or not', async () => {
    for (const vatId of [undefined, 'CHE-123.456.788 MWST', AT_BUSINESS]) {
      const chf = await price('CH', vatId);
      expect(chf).toMatchObject({ vatRate: '8.1', currency: 'CHF', vatTreatment: { kind: 'registeredAbroad', reverseCharge: false } });
      expect(chf.vat).toBe(Math.round(chf.subtotal * 0.081));
    }
  });

  it('Germany: 19 %, a German business with its VAT id too — and VIES is not asked', async () => {
    const de = await price('DE', DE_BUSINESS);
    expect(de).toMatchObject({ vatRate: '19', vatTreatment: { kind: 'domestic', reverseCharge: false, buyerVatId: DE_BUSINESS, vatIdStatus: 'notNeeded' } });
    expect(de.vat).toBe(Math.round(de.subtotal * 0.19));
    expect((await price('DE', AT_BUSINESS)).vatRate).toBe('19');
    expect((await viesCalls())[DE_BUSINESS]).toBeUndefined();
  });

  it('outside the EU where the shop is not registered: 0 % (export), for businesses and consumers alike', async () => {
    for (const [country, vatId] of [['US', undefined], ['NO', undefined], ['GB', 'XI 432525179'], ['JP', AT_BUSINESS]] as const) {
      const priced = await price(country, vatId);
      expect({ country, rate: priced.vatRate, vat: priced.vat, kind: priced.vatTreatment?.kind }).toEqual({ country, rate: '0', vat: 0, kind: 'export' });
      expect(priced.total).toBe(priced.subtotal);
    }
  });

  it('callers pricing at once each get their own treatment (reverse-charge business, consumer, German business)', async () => {
    const asks = Array.from({ length: 18 }, (_, i) => (['AT:' + AT_BUSINESS, 'AT:', 'DE:' + DE_BUSINESS] as const)[i % 3]);
    const answers = await Promise.all(asks.map((a) => price(a.slice(0, 2), a.slice(3) || undefined)));
    answers.forEach((answer, i) => {
      const expected = asks[i].startsWith('AT:ATU') ? { vatRate: '0', buyerVatId: AT_BUSINESS } : asks[i] === 'AT:' ? { vatRate: '20', buyerVatId: null } : { vatRate: '19', buyerVatId: DE_BUSINESS };
      expect({ ask: asks[i], vatRate: answer.vatRate, buyerVatId: answer.vatTreatment?.buyerVatId }).toEqual({ ask: asks[i], ...expected });
    });
  });
});

describe('the placed order, its mail and PDF, the account', () => {
  it('an Austrian business (a customer) orders with its VAT id: 0 % and the note with both ids in the order, the mail and the PDF', async () => {
    const { email, password } = await shop.registerConfirmed(uniqueEmail('vat-at'));
    const cookie = await shop.loginCookie(email, password);
    const quoted = await price('AT', AT_BUSINESS, shop, cookie);
    const res = await place(orderBody(linz, { billingAddress: { ...linz, taxNo: AT_BUSINESS } }), cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.price).toMatchObject({ vatRate: '0', vat: 0, subtotal: quoted.subtotal, total: quoted.subtotal });
    const orderId = res.body.data.orderId as number;

    const detail = (await shop.post('/api/user/order', { oid: orderId, locale: 'de' }, { cookie })).body.data.order;
    expect(detail.price).toMatchObject({ vatRate: '0', vat: 0 });
    expect(detail.vat).toEqual({
      kind: 'intraCommunitySupply',
      reverseCharge: true,
      buyerVatId: AT_BUSINESS,
      sellerVatId: SELLER,
      vatIdCheckedAt: expect.any(String),
      vatIdCheckReference: expect.stringMatching(/^WAPITEST/),
    });
    expect(detail.billingAddress.taxNo).toBe(AT_BUSINESS);

    const mail = await confirmationMail(email, orderId);
    const text = mailText(mail.raw);
    for (const shown of [NOTE_DE, `USt-IdNr. des Leistungsempfängers: ${AT_BUSINESS}`, `USt-IdNr. des Lieferers: ${SELLER}`]) expect(text).toContain(shown);
    const attached = textOfPdf(attachedPdf(mail.raw));
    for (const shown of ['MwSt. 0 % (Reverse Charge)', 'Steuerschuldnerschaft des Leistungsempfängers', `USt-IdNr. des Leistungsempfängers: ${AT_BUSINESS}`, `USt-IdNr. des Lieferers: ${SELLER}`]) expect(attached).toContain(shown);

    const pdf = await download(shop, `/api/user/order/${orderId}/confirmation.pdf?locale=en`, cookie);
    expect(pdf.status).toBe(200);
    const english = textOfPdf(pdf.body as Buffer);
    for (const shown of ['VAT 0 % (reverse charge)', 'Reverse charge: VAT to be accounted for by the recipient', `Recipient's VAT ID: ${AT_BUSINESS}`, `Supplier's VAT ID: ${SELLER}`]) expect(english).toContain(shown);
  });

  it('an Austrian consumer (a guest) pays 20 %; the mail and PDF carry no reverse-charge note', async () => {
    const email = uniqueEmail('vat-consumer');
    const res = await place(orderBody(linz, { buyer: guest(email) }));
    expect(res.status).toBe(200);
    expect(res.body.data.price.vatRate).toBe('20');
    expect(res.body.data.price.vat).toBe(Math.round(res.body.data.price.subtotal * 0.2));
    const mail = await waitForMail(shop.dataDir, email, 1, 20_000);
    expect(mailText(mail.raw)).not.toContain('Steuerschuldnerschaft');
    const attached = textOfPdf(attachedPdf(mail.raw));
    expect(attached).toContain('zzgl. 20 % MwSt.');
    expect(attached).not.toContain('Steuerschuldnerschaft');
  });

  it('an order whose billing address holds a malformed EU VAT id is refused at that field', async () => {
    const res = await place(orderBody(linz, { buyer: guest(uniqueEmail('vat-typo')), billingAddress: { ...linz, taxNo: AT_WRONG_CHECK_DIGIT } }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'billingAddress.taxNo': 'vatIdCheckDigitInvalid' } });
  });

  it('VIES unreachable or saying "not registered" at order time: the order is placed with Austrian VAT (the safe choice)', async () => {
    for (const taxNo of [AT_UNREACHABLE, AT_NOT_REGISTERED]) {
      const { email, password } = await shop.registerConfirmed(uniqueEmail('vat-unconfirmed'));
      const cookie = await shop.loginCookie(email, password);
      const res = await place(orderBody(linz, { billingAddress: { ...linz, taxNo } }), cookie);
      expect(res.status).toBe(200);
      expect(res.body.data.price.vatRate).toBe('20');
      const detail = (await shop.post('/api/user/order', { oid: res.body.data.orderId, locale: 'de' }, { cookie })).body.data.order;
      expect(detail.vat).toMatchObject({ kind: 'euDestination', reverseCharge: false, buyerVatId: taxNo, sellerVatId: SELLER });
      const mail = await confirmationMail(email, res.body.data.orderId);
      expect(mailText(mail.raw)).not.toContain('Steuerschuldnerschaft');
      expect(textOfPdf(attachedPdf(mail.raw))).toContain('zzgl. 20 % MwSt.');
    }
  });

  it('a German business orders with its id: 19 %; an export to the USA: 0 % with the export note', async () => {
    const email = uniqueEmail('vat-de');
    const de = await place(orderBody(esslingen, { buyer: guest(email), billingAddress: { ...esslingen, taxNo: DE_BUSINESS } }));
    expect(de.body.data.price.vatRate).toBe('19');
    const usEmail = uniqueEmail('vat-us');
    const ny = { nameLine1: 'Example Inc.', street: '1 Main Street', zip: '10001', city: 'New York', country: 'US' };
    const us = await place(orderBody(ny, { buyer: guest(usEmail), locale: 'en' }));
    expect(us.status).toBe(200);
    expect(us.body.data.price).toMatchObject({ vatRate: '0', vat: 0 });
    const mail = await waitForMail(shop.dataDir, usEmail, 1, 20_000);
    expect(mailText(mail.raw)).toContain('Tax-exempt export supply (Art. 146 Directive 2006/112/EC).');
    expect(textOfPdf(attachedPdf(mail.raw))).toContain('VAT 0 % (export)');
  });

  it('a Swiss order: 8.1 % in CHF, as the destination setting says', async () => {
    const res = await place(orderBody(zurich, { buyer: guest(uniqueEmail('vat-ch')) }));
    expect(res.status).toBe(200);
    expect(res.body.data.price).toMatchObject({ vatRate: '8.1', currency: 'CHF' });
    expect(res.body.data.price.vat).toBe(Math.round(res.body.data.price.subtotal * 0.081));
  });

  it('a reverse-charge business and a consumer ordering at once each get their own treatment, mail and order', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const { email, password } = await shop.registerConfirmed(uniqueEmail(`vat-parallel-${i}`));
        return { email, cookie: await shop.loginCookie(email, password), business: i % 2 === 0 };
      }),
    );
    const placed = await Promise.all(buyers.map((b) => place(orderBody(linz, { billingAddress: { ...linz, taxNo: b.business ? AT_BUSINESS : '' } }), b.cookie)));
    for (const [i, res] of placed.entries()) {
      const { email, cookie, business } = buyers[i];
      expect(res.status).toBe(200);
      expect(res.body.data.price.vatRate).toBe(business ? '0' : '20');
      const detail = (await shop.post('/api/user/order', { oid: res.body.data.orderId, locale: 'de' }, { cookie })).body.data.order;
      expect(detail.buyer.email).toBe(email);
      expect(detail.vat).toMatchObject({ reverseCharge: business, buyerVatId: business ? AT_BUSINESS : null });
      const text = mailText((await confirmationMail(email, res.body.data.orderId)).raw);
      expect(text.includes(NOTE_DE)).toBe(business);
    }
  });
});

describe('the admin’s order and the order export (a shop of its own with an administrator)', () => {
  const ADMIN = { email: 'steuer@firma-test.example', password: 'Steuer#Admin2026' };
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-vat-'));
  let server: ExtraServer;
  let own: Shop;
  let admin = '';
  let orderId = 0;

  beforeAll(async () => {
    server = await startExtraServer('vat', { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir, SEED_PRODUCTS: '60' });
    own = new Shop(server.baseUrl, server.dataDir);
    const login = await own.post('/api/admin/login', ADMIN, { ip: randomAddress() });
    expect(login.status).toBe(200);
    admin = `shop_admin_session=${/shop_admin_session=([^;]+)/.exec(String(login.headers['set-cookie']))![1]}`;
    const res = await place(orderBody(linz, { buyer: guest(uniqueEmail('vat-admin')), billingAddress: { ...linz, taxNo: AT_BUSINESS }, locale: 'en' }), undefined, own);
    expect(res.status).toBe(200);
    orderId = res.body.data.orderId;
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('the admin order view shows the treatment, both VAT ids and the VIES evidence; its PDF the note', async () => {
    const res = await own.get(`/api/admin/orders/${orderId}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.order.price).toMatchObject({ vatRate: '0', vat: 0 });
    expect(res.body.data.order.vat).toMatchObject({ kind: 'intraCommunitySupply', reverseCharge: true, buyerVatId: AT_BUSINESS, sellerVatId: SELLER, vatIdCheckReference: expect.stringMatching(/^WAPITEST/) });
    const pdf = await download(own, `/api/admin/orders/${orderId}/confirmation.pdf?locale=en`, admin);
    expect(textOfPdf(pdf.body as Buffer)).toContain(NOTE_EN.slice(0, 60));
  });

  it('the order export (invoice data) carries rate, reverse-charge flag and both VAT ids per order', async () => {
    const res = await own.get('/api/admin/import-export/export/orders?format=json', { cookie: admin });
    expect(res.status).toBe(200);
    const row = (JSON.parse(res.text).rows as Array<Record<string, unknown>>).find((r) => Number(r.id) === orderId);
    expect(row).toMatchObject({ vat_treatment: 'intraCommunitySupply', reverse_charge: true, buyer_vat_id: AT_BUSINESS, seller_vat_id: SELLER, vat: '0.00' });
    expect(Number(row!.vat_rate)).toBe(0);
  });
});
