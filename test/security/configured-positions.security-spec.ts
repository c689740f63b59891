// What a cart, order or offer position may carry as its customConfiguration (docs/decisions/0033): a catalogue
// article none at all (customConfigurationNotAllowed), a configured product only its configurator's flat shape —
// known keys, ids and values of the right kind, no control characters, at most 4 KB (customProductInvalid) —
// on every call that takes positions. The order keeps the configuration the configurator accepted, never the
// request's own.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { randomAddress, Shop, uniqueEmail } from '../api/identity-support';
import { API_CODE } from '../api/support/api';
import { workbook } from '../api/support/cart-files';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
const COUPLING = 'KU-CL-C-013-AL';
const ADDRESS = { nameLine1: 'Konfig Prüfung GmbH', street: 'Königstraße 1', zip: '70173', city: 'Stuttgart', country: 'DE' };
/** A hose assembly of the demo catalogue (test/api/configurator-hose.e2e-spec.ts orders it too). */
const EPDM = { 'endA.coupling': 'KU-TUE-025-MS', 'endA.hoseClip': 'SS-025-W1-9', 'hose.hose': 'SL-EPDM-025', 'hose.length': '4', 'endB.coupling': 'KU-TUE-025-MS', 'endB.hoseClip': 'SS-025-W1-9' };

type Position = Record<string, unknown>;
interface Call {
  name: string;
  customer: boolean;
  send: (positions: Position[], cookie: string) => request.Test;
  /** Where the answer names the first position's fields. */
  field: string;
}

const order = (positions: Position[], customer: boolean) => ({
  positions,
  shippingAddress: ADDRESS,
  billingAddress: ADDRESS,
  shippingMethodId: 'standard',
  paymentMethodId: 'prepayment',
  ...(customer ? {} : { buyer: { salutation: 'mr', firstname: 'Kai', lastname: 'Konfig', company: 'Konfig Prüfung GmbH', email: 'konfig.gast@firma-test.example' } }),
  termsAccepted: true,
  privacyPolicyAccepted: true,
  locale: 'de',
});
const guestOffer = (positions: Position[]) => ({ offer: { positions, type: 'buy', buyer: { salutation: 'mr', firstname: 'Kai', lastname: 'Konfig', company: 'Konfig Prüfung GmbH', email: 'konfig.gast@firma-test.example' } }, locale: 'de' });

const CALLS: Call[] = [
  { name: 'cart price', customer: false, send: (p) => shop.post('/api/sales/cart/price', { positions: p, locale: 'de' }), field: 'positions.0' },
  { name: 'checkout options', customer: false, send: (p) => shop.post('/api/checkout/options', { positions: p, country: 'DE', locale: 'de' }), field: 'positions.0' },
  { name: 'guest order', customer: false, send: (p) => shop.post('/api/order/new', order(p, false)).set('Idempotency-Key', randomUUID()), field: 'positions.0' },
  { name: 'guest offer', customer: false, send: (p) => shop.post('/api/order/offer/guest/new', guestOffer(p)), field: 'offer.positions.0' },
  { name: 'customer order', customer: true, send: (p, cookie) => shop.post('/api/order/new', order(p, true), { cookie }).set('Idempotency-Key', randomUUID()), field: 'positions.0' },
  { name: 'customer offer', customer: true, send: (p, cookie) => shop.post('/api/order/offer/new', { offer: { positions: p, type: 'buy' }, locale: 'de' }, { cookie }), field: 'offer.positions.0' },
  { name: 'cart PUT', customer: true, send: (p, cookie) => shop.put('/api/sales/cart', { cart: { id: 'konfig-cart', positions: p } }, { cookie }), field: 'cart.positions.0' },
  { name: 'cart merge', customer: true, send: (p, cookie) => shop.post('/api/sales/cart/merge', { cart: { id: 'konfig-cart', positions: p } }, { cookie }), field: 'cart.positions.0' },
];

let cookie = '';

beforeAll(async () => {
  const account = await shop.registerConfirmed(uniqueEmail('konfig'));
  cookie = await shop.loginCookie(account.email, account.password);
}, 60_000);

/** Sends the positions to every call; answers "call: status field→message id" for each. */
async function answers(positions: Position[], field: (call: Call) => string): Promise<string[]> {
  const out: string[] = [];
  for (const call of CALLS) {
    const res = await call.send(positions, cookie);
    out.push(`${call.name}: ${res.status} ${res.body.error?.code} ${res.body.error?.fields?.[field(call)]}`);
  }
  return out;
}

describe('a catalogue article with a configuration', () => {
  it('is refused by every call that takes positions, whatever the configuration holds (50 KB of markup too)', async () => {
    for (const customConfiguration of [{ note: '<script>alert(1)</script>'.repeat(2000) }, { 'hose.hose': 'SL-EPDM-025' }, {}]) {
      const got = await answers([{ productId: COUPLING, qty: '2', customConfiguration }], (c) => `${c.field}.customConfiguration`);
      expect(got).toEqual(CALLS.map((c) => `${c.name}: 400 VALIDATION_FAILED customConfigurationNotAllowed`));
    }
  });

  it('is fine without one (the same calls answer, null counts as none)', async () => {
    const res = await shop.post('/api/sales/cart/price', { positions: [{ productId: COUPLING, qty: '2', customConfiguration: null }], locale: 'de' });
    expect(res.status).toBe(200);
  });
});

describe("a configured position's configuration", () => {
  const id = 'SC1A2B3C';
  const bad: Array<[string, string, unknown]> = [
    ['an unknown key', 'hose', { ...EPDM, note: 'x' }],
    ['markup under an unknown key', 'hose', { ...EPDM, html: '<b>x</b>'.repeat(500) }],
    ['a nested value', 'hose', { ...EPDM, 'hose.hose': { id: 'SL-EPDM-025' } }],
    ['a list', 'hose', { ...EPDM, 'hose.hose': ['SL-EPDM-025'] }],
    ['a number where an id belongs', 'hose', { ...EPDM, 'hose.length': 4 }],
    ['an id of 65 characters', 'hose', { ...EPDM, 'hose.hose': 'S'.repeat(65) }],
    ['a direction not in the list', 'hose', { ...EPDM, 'endA.assemblyDirection': 'sideways' }],
    ['another configurator’s keys', 'ejector', EPDM],
    ['a text where a length in mm belongs', 'automation', { robotSelection: 'RB-SC-003-0400', fenceLengthA: '2195' }],
    ['more keys than any configurator has', 'automation', Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]))],
  ];

  it('is refused by every call that takes positions unless it has its configurator’s shape', async () => {
    for (const [what, type, customConfiguration] of bad) {
      const got = await answers([{ productId: id, qty: '1', customProductType: type, customConfiguration }], (c) => `${c.field}.customConfiguration`);
      expect([what, got]).toEqual([what, CALLS.map((c) => `${c.name}: 400 VALIDATION_FAILED customProductInvalid`)]);
    }
  });

  it('with control characters is refused with the message id of the value (NUL, ESC, a lone surrogate)', async () => {
    for (const c of ['\u0000', '\u001b', '\ud800']) {
      const got = await answers([{ productId: id, qty: '1', customProductType: 'hose', customConfiguration: { ...EPDM, 'hose.hose': `SL${c}` } }], (call) => `${call.field}.customConfiguration.hose.hose`);
      expect([JSON.stringify(c), got]).toEqual([JSON.stringify(c), CALLS.map((call) => `${call.name}: 400 VALIDATION_FAILED invalidCharactersMessage`)]);
    }
  });

  it('in a cart file: a row whose configuration is not its configurator’s shape is skipped, not imported', async () => {
    const file = await workbook([
      ['quantity', 'articleId', 'customProductType', 'customConfiguration'],
      [1, COUPLING, null, null],
      [1, 'SC1A2B3C', 'hose', JSON.stringify({ ...EPDM, note: '<b>x</b>' })],
      [1, 'SC1A2B3C', 'hose', JSON.stringify({ ...EPDM, 'hose.length': 4 })],
    ]);
    const res = await request(shop.baseUrl)
      .post('/api/sales/cart/products/import')
      .set('apiCode', API_CODE)
      .set('cookie', cookie)
      .attach('file', file, { filename: 'Warenkorb.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(res.status).toBe(200);
    expect(res.body.data.positions.map((p: { productId: string }) => p.productId)).toEqual([COUPLING]);
    expect(res.body.data.skipped.map((s: { row: number; messageId: string }) => `${s.row} ${s.messageId}`)).toEqual(['3 customProductInvalid', '4 customProductInvalid']);
  });
});

describe('the order', () => {
  it('keeps the configuration the configurator accepted (its canonical form), not the request’s own', async () => {
    // Flags set to false are the default: the configurator's canonical form leaves them out.
    const sent = { ...EPDM, 'endA.withoutHosePart': false, 'endB.connectionSkipped': false };
    const evaluated = (await shop.post('/api/configurators/hose/evaluate', { configuration: sent, locale: 'de' })).body.data;
    expect(evaluated.accepted).toBe(true);
    expect(evaluated.configuration).not.toEqual(sent);
    const id = (await shop.post('/api/product/get/custom-product-id', { configType: 'hose', configuration: sent })).body.data.id;
    const placed = await shop
      .post('/api/order/new', order([{ productId: id, qty: '2', customProductType: 'hose', customConfiguration: sent }, { productId: COUPLING, qty: '10' }], true), { cookie, ip: randomAddress() })
      .set('Idempotency-Key', randomUUID());
    expect(placed.status).toBe(200);
    const detail = await shop.post('/api/user/order', { oid: placed.body.data.orderId, locale: 'de' }, { cookie });
    const positions: Array<{ customProductType: string | null; customConfiguration: unknown; product: { id: string } }> = detail.body.data.order.positions;
    expect(positions.find((p) => p.product.id === id)?.customConfiguration).toEqual(evaluated.configuration);
    expect(positions.find((p) => p.product.id === COUPLING)?.customConfiguration).toBeNull();
  });
});
