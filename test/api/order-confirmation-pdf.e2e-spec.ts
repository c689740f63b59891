// The order confirmation PDF in the account: GET /api/user/order/:id/confirmation.pdf — only the caller's own
// orders; someone else's order answers exactly like an unknown one.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { pdfText } from '../../backend/src/modules/checkout/testing/pdf-text';
import { DEMO_CUSTOMER, mailsTo, Shop } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

/** Reads the answer as bytes whatever its content type. */
function binary(res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The content streams inflated, one after the other: enough to read the text of a pdfkit file. */
function inflated(pdf: Buffer): Buffer {
  const source = pdf.toString('latin1');
  const parts: Buffer[] = [];
  for (const m of source.matchAll(/\/FlateDecode[^]*?stream\n/g)) {
    const start = m.index! + m[0].length;
    const end = source.indexOf('\nendstream', start);
    parts.push(inflateSync(pdf.subarray(start, end)));
  }
  return Buffer.concat(parts);
}

function download(path: string, cookie?: string) {
  return shop.get(path, { cookie }).buffer(true).parse(binary);
}

describe('GET /api/user/order/:id/confirmation.pdf', () => {
  let demo: string;
  let orderId: number;
  let order: { id: number; positions: Array<{ product: { id: string } }>; additionalInformation: { customerOrderId: string } };
  beforeAll(async () => {
    demo = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const orders = (await shop.post('/api/user/orders', {}, { cookie: demo })).body.data.orders;
    order = orders[0];
    orderId = order.id;
  });

  it('answers the own order as a PDF attachment, not cached', async () => {
    const res = await download(`/api/user/order/${orderId}/confirmation.pdf`, demo);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Auftragsbestaetigung-${orderId}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(1000);
    // PDF_SAMPLE_OUT=/tmp/demo-order.pdf keeps the file to look at.
    if (process.env.PDF_SAMPLE_OUT) writeFileSync(process.env.PDF_SAMPLE_OUT, body);
    const text = pdfText(inflated(body));
    expect(text).toContain(`Auftragsbestätigung ${orderId}`);
    expect(text).toContain(order.positions[0].product.id);
    expect(text).toContain('Handelsregister: Amtsgericht Stuttgart, HRB 765432');
    expect(text).toContain('Seite 1 von');
  });

  it('names the file in English with locale=en', async () => {
    const res = await download(`/api/user/order/${orderId}/confirmation.pdf?locale=en`, demo);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Order-confirmation-${orderId}.pdf"`);
    expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("answers 404 orderNotFound for someone else's order exactly as for an unknown or malformed id", async () => {
    const { email, password } = await shop.registerConfirmed();
    const other = await shop.loginCookie(email, password);
    const foreign = await shop.get(`/api/user/order/${orderId}/confirmation.pdf`, { cookie: other });
    const missing = await shop.get('/api/user/order/987654321/confirmation.pdf', { cookie: other });
    const malformed = await shop.get('/api/user/order/1e3/confirmation.pdf', { cookie: other });
    for (const res of [foreign, missing, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect(foreign.body.error.code).toBe('orderNotFound');
  });

  it('answers 401 notLoggedIn to a guest', async () => {
    const res = await shop.get(`/api/user/order/${orderId}/confirmation.pdf`);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('notLoggedIn');
  });

  it('refuses an unknown locale', async () => {
    const res = await shop.get(`/api/user/order/${orderId}/confirmation.pdf?locale=fr`, { cookie: demo });
    expect(res.status).toBe(400);
  });
});

describe('the confirmation’s delivery time is text, not its stored code', () => {
  const stuttgart = { nameLine1: 'Müller Maschinenbau GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };
  /** The text a stored "readyForShipmentWithinXDays:4:2026-12-04:2026-12-04" must read as, worked out here by hand. */
  function expected(stored: string) {
    const [, days, earliest, latest] = stored.split(':');
    const [y, m, d] = latest.split('-');
    const n = Number(days);
    return {
      de: [n === 0 ? 'Sofort lieferbar' : `Versandbereit in ${n} ${n === 1 ? 'Werktag' : 'Werktagen'}`, earliest === latest ? `Lieferung am ${d}.${m}.${y}` : 'Lieferung zwischen dem'],
      en: [n === 0 ? 'Deliverable immediately' : `Ready for shipment within ${n} ${n === 1 ? 'working day' : 'working days'}`, earliest === latest ? `Delivery on ${d}/${m}/${y}` : 'Delivery between'],
    };
  }

  it('in the PDF (de and en) and in the confirmation mail', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const placed = await shop
      .post(
        '/api/order/new',
        { positions: [{ productId: 'KU-CL-C-013-AL', qty: '12' }], shippingAddress: stuttgart, billingAddress: stuttgart, shippingMethodId: 'standard', paymentMethodId: 'prepayment', termsAccepted: true, privacyPolicyAccepted: true, locale: 'de' },
        { cookie },
      )
      .set('Idempotency-Key', randomUUID());
    expect(placed.status).toBe(200);
    const id = placed.body.data.orderId as number;
    const detail = (await shop.post('/api/user/order', { oid: id, locale: 'de' }, { cookie })).body.data.order;
    const stored = detail.shippingMethod.deliveryTimeInfo as string;
    expect(stored).toMatch(/^(readyForShipmentWithinXDays|deliverableImmediately):\d+:\d{4}-\d{2}-\d{2}:\d{4}-\d{2}-\d{2}$/);
    const want = expected(stored);

    for (const locale of ['de', 'en'] as const) {
      const res = await download(`/api/user/order/${id}/confirmation.pdf?locale=${locale}`, cookie);
      const text = pdfText(inflated(res.body as Buffer));
      for (const part of want[locale]) expect(text).toContain(part);
      expect(text).not.toMatch(/readyForShipmentWithinXDays|deliverableImmediately|\d{4}-\d{2}-\d{2}/);
    }
    let mail = mailsTo(process.env.SHOP_DATA_DIR!, DEMO_CUSTOMER.email).find((m) => m.subject.includes(`Bestellung ${id} `));
    for (let waited = 0; !mail && waited < 20_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      mail = mailsTo(process.env.SHOP_DATA_DIR!, DEMO_CUSTOMER.email).find((m) => m.subject.includes(`Bestellung ${id} `));
    }
    expect(mail?.body).toContain(`Lieferzeit: ${want.de[0]}; ${want.de[1]}`);
    expect(mail?.body).not.toContain('readyForShipmentWithinXDays');
  });
});

describe('the confirmation mail’s PDF is made from the order as it was placed', () => {
  const address = { nameLine1: 'Müller Maschinenbau GmbH', nameLine2: 'Wareneingang Halle 3', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };

  it('and says what the account’s download (read back from the database) says, in German and in English', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    for (const locale of ['de', 'en'] as const) {
      const placed = await shop
        .post(
          '/api/order/new',
          {
            positions: [
              { productId: 'KU-CL-C-013-AL', qty: '12' },
              { productId: 'KU-CL-C-013-AL', qty: '3' },
            ],
            shippingAddress: address,
            billingAddress: { ...address, nameLine2: 'Buchhaltung' },
            shippingMethodId: 'standard',
            paymentMethodId: 'prepayment',
            additionalInformation: { customerOrderId: `PO-${locale}-4711`, costCentre: 'KST 0815', comment: 'Bitte an Tor 2 liefern.' },
            termsAccepted: true,
            privacyPolicyAccepted: true,
            locale,
          },
          { cookie },
        )
        .set('Idempotency-Key', randomUUID());
      expect(placed.status).toBe(200);
      const id = placed.body.data.orderId as number;
      const subject = locale === 'de' ? `Bestellung ${id} ` : `order ${id} `;
      const find = () => mailsTo(process.env.SHOP_DATA_DIR!, DEMO_CUSTOMER.email).find((m) => m.subject.includes(subject));
      let mail = find();
      for (let waited = 0; !mail && waited < 20_000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
        mail = find();
      }
      expect(mail).toBeDefined();
      const attached = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail!.raw)![1];
      const mailed = pdfText(inflated(Buffer.from(attached.replace(/\s/g, ''), 'base64')));
      const downloaded = pdfText(inflated((await download(`/api/user/order/${id}/confirmation.pdf?locale=${locale}`, cookie)).body as Buffer));
      expect(mailed).toContain(`PO-${locale}-4711`);
      expect(mailed).toContain('KST 0815');
      expect(mailed).toContain('Buchhaltung');
      expect(mailed).toEqual(downloaded);
    }
  });
});
