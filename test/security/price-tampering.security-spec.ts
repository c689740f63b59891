// Price tampering as a hostile client would try it. Quantities: fractions, zero, negatives, huge numbers,
// exponents, whitespace and wrong types for configured products (automation cell, hose assembly, ejector pin)
// and catalogue articles, on every path a quantity enters — cart price, server cart save and merge, order,
// customer and guest offers, cart import. Prices the client sends along are never read. Price rules the rule set
// refuses (ADR 0035), written by a real admin session, are never stored. The counts that must hold (ADR 0035): 0
// fractional configured products accepted, 0 invalid price rules accepted.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { API_CODE } from '../api/support/api';
import { workbook } from '../api/support/cart-files';
import { cookiesOf, DEMO_CUSTOMER, randomAddress, Shop, startExtraServer, uniqueEmail, type ExtraServer } from '../api/identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

const COUPLING = 'KU-CL-C-013-AL'; // pieces
const HOSE_METRES = 'SL-EPDM-006'; // decimal metres, increment 0.1
const CELL = { robotSelection: 'RB-SC-003-0400', conveyors: 'FB-GB-0300-1500:2' };

/** Quantities no configured product may have, as strings (a JSON body's own types follow below). */
const NOT_WHOLE = ['0.01', '0.02', '0.001', '0.5', '0.99', '1.5', '2.25', '1.01'];
const HOSTILE = [
  ...NOT_WHOLE,
  '0',
  '0.0',
  '00',
  '-1',
  '-0.5',
  '999999999',
  '1000000000',
  '99999999999',
  '1e0',
  '1E1',
  '2e-1',
  '1e308',
  ' 1',
  '1 ',
  '\t1',
  '1\n',
  '1,5',
  '+1',
  '0x1',
  'NaN',
  'Infinity',
  '',
  '１',
];
/** Non-string quantities (the API takes strings only). */
const WRONG_TYPES: unknown[] = [1, 0.5, 0.01, -1, true, null, {}, [], 1e21];

/** One attempt and what came of it. */
interface Attempt {
  path: string;
  product: string;
  qty: unknown;
  status: number;
  accepted: boolean;
}

const attempts: Attempt[] = [];
const record = (a: Attempt) => attempts.push(a);

function isNotWholePositive(qty: unknown): boolean {
  return typeof qty === 'string' && NOT_WHOLE.includes(qty);
}

/** A quantity a configured product may be ordered in: whole pieces, at least one (huge ones end at the line limit). */
function isWholePieces(qty: unknown): boolean {
  return typeof qty === 'string' && /^\d+$/.test(qty.trim()) && Number(qty) >= 1;
}

interface Configured {
  name: string;
  position: (qty: unknown) => Record<string, unknown>;
}

let customer = '';
let configured: Configured[] = [];

beforeAll(async () => {
  const account = await shop.registerConfirmed(uniqueEmail('manipulation'));
  customer = await shop.loginCookie(account.email, account.password);
  const cellId = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: CELL })).body.data.id as string;
  // A hose assembly of the demo's DN 20 parts: 3.2 m of hose is its configuration; the position counts assemblies.
  const parts = (await shop.get('/api/configurators/hose/parts?nominalSize=20&locale=de')).body.data.parts as Array<{ id: string; kind: string; couplingType?: string; hoseClass?: string; insulationThickness?: number }>;
  const pick = (test: (p: (typeof parts)[number]) => boolean) => parts.find(test)!.id;
  const coupling = pick((p) => p.kind === 'coupling' && p.couplingType === 'quickCoupling');
  const fitting = pick((p) => p.kind === 'screwFitting');
  const socket = pick((p) => p.kind === 'socketForHoseInsulation' && p.insulationThickness === 13);
  const hose = {
    'endA.coupling': coupling,
    'endA.screwFitting': fitting,
    'endA.socketForHoseInsulation': socket,
    'hose.hose': pick((p) => p.kind === 'hose' && p.hoseClass === 'tn1'),
    'hose.length': '3.2',
    'hose.hoseInsulation': pick((p) => p.kind === 'hoseInsulation' && p.hoseClass === 'tn1' && p.insulationThickness === 13),
    'endB.coupling': coupling,
    'endB.screwFitting': fitting,
    'endB.socketForHoseInsulation': socket,
  };
  const hoseAnswer = await shop.post('/api/product/get/custom-product-id', { configType: 'hose', configuration: hose });
  expect(hoseAnswer.status).toBe(200);
  const hoseId = hoseAnswer.body.data.id as string;
  configured = [
    { name: 'automation cell', position: (qty) => ({ productId: cellId, qty, customProductType: 'automation', customConfiguration: CELL }) },
    { name: 'hose assembly', position: (qty) => ({ productId: hoseId, qty, customProductType: 'hose', customConfiguration: hose }) },
  ];
  // The controls: one piece of each is priced, so "not accepted" below is the quantity rule and nothing else.
  for (const c of configured) {
    const priced = await shop.post('/api/sales/cart/price', { positions: [c.position('1')], locale: 'de' });
    expect({ c: c.name, priced: priced.body.data.positions.length }).toEqual({ c: c.name, priced: 1 });
  }
}, 120_000);

const buyer = () => ({ company: 'Manipulation GmbH', customerId: '12345', firstname: 'Eve', lastname: 'Mallory', email: uniqueEmail('angebot') });
const address = { nameLine1: 'Manipulation GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };

function putCart(positions: unknown[], cookie: string) {
  return request(shop.baseUrl).put('/api/sales/cart').set('apiCode', API_CODE).set('cookie', cookie).set('content-type', 'application/json').send(JSON.stringify({ cart: { id: 'tamper', positions } }));
}
function mergeCart(positions: unknown[], cookie: string) {
  return request(shop.baseUrl).post('/api/sales/cart/merge').set('apiCode', API_CODE).set('cookie', cookie).set('content-type', 'application/json').send(JSON.stringify({ cart: { id: 'tamper', positions } }));
}

/** Every path a quantity enters, as a function of one position; `accepted`: the position went through. */
const PATHS: Array<{ path: string; send: (position: Record<string, unknown>) => Promise<{ status: number; accepted: boolean }> }> = [
  {
    path: 'cart price',
    send: async (position) => {
      const res = await shop.post('/api/sales/cart/price', { positions: [position], locale: 'de' });
      return { status: res.status, accepted: res.status === 200 && res.body.data.positions.some((p: { productId: string }) => p.productId === position.productId) };
    },
  },
  {
    path: 'cart save',
    send: async (position) => {
      const res = await putCart([position], customer);
      return { status: res.status, accepted: res.status === 200 };
    },
  },
  {
    path: 'cart merge',
    send: async (position) => {
      const res = await mergeCart([position], customer);
      return { status: res.status, accepted: res.status === 200 };
    },
  },
  {
    path: 'order',
    send: async (position) => {
      const res = await shop
        .post('/api/order/new', { positions: [position], shippingAddress: address, billingAddress: address, shippingMethodId: 'standard', paymentMethodId: 'prepayment', buyer: { ...buyer(), salutation: 'mr' }, termsAccepted: true, privacyPolicyAccepted: true, locale: 'de' })
        .set('Idempotency-Key', randomUUID());
      return { status: res.status, accepted: res.status === 200 };
    },
  },
  {
    path: 'offer (customer)',
    send: async (position) => {
      const res = await shop.post('/api/order/offer/new', { offer: { type: 'buy', positions: [position] }, locale: 'de' }, { cookie: customer });
      return { status: res.status, accepted: res.status === 200 };
    },
  },
  {
    path: 'offer (guest)',
    send: async (position) => {
      const res = await shop.post('/api/order/offer/guest/new', { offer: { type: 'rentalPurchaseOffer', buyer: buyer(), positions: [position] }, locale: 'de' });
      return { status: res.status, accepted: res.status === 200 };
    },
  },
];

describe('hostile quantities', () => {
  it('configured products: no fraction, zero, negative, huge, exponent or padded quantity is accepted on any path, and never a 5xx', async () => {
    for (const c of configured) {
      for (const qty of [...HOSTILE, ...WRONG_TYPES]) {
        for (const { path, send } of PATHS) {
          const { status, accepted } = await send(c.position(qty));
          record({ path, product: c.name, qty, status, accepted });
        }
      }
    }
    const mine = attempts.filter((a) => configured.some((c) => c.name === a.product));
    expect(mine.filter((a) => a.status >= 500)).toEqual([]);
    // The count that must be 0 (ADR 0035): fractional configured products accepted anywhere.
    expect(mine.filter((a) => a.accepted && isNotWholePositive(a.qty))).toEqual([]);
    // Whatever got through is whole pieces: no zero, negative, exponent, hex, sign or wrong type.
    expect(mine.filter((a) => a.accepted && !isWholePieces(a.qty))).toEqual([]);
    // The attempts did reach every path (a run that tried nothing proves nothing).
    expect(new Set(mine.map((a) => a.path)).size).toBe(PATHS.length);
  });

  it('an ejector pin in half pieces is refused by the server cart too, whatever its configuration says', async () => {
    for (const qty of NOT_WHOLE) {
      const position = { productId: 'AC123456', qty, customProductType: 'ejector', customConfiguration: { diameter: '3' } };
      for (const res of [await putCart([position], customer), await mergeCart([position], customer)]) {
        // Three decimals are no cart quantity at all (…Number); the others are no whole piece (…Integer).
        expect([res.status, res.body.error?.fields?.['cart.positions.0.qty']]).toEqual([400, qty === '0.001' ? 'invalidOrderQuantityNumber' : 'invalidOrderQuantityInteger']);
      }
    }
  });

  it('the cart import takes configured products in whole pieces only', async () => {
    const cell = configured[0].position('1');
    const rows = NOT_WHOLE.map((qty) => [qty.replace('.', ','), cell.productId as string, 'automation', JSON.stringify(CELL)]);
    const file = await workbook([['quantity', 'articleId', 'customProductType', 'customConfiguration'], ...rows, [1, cell.productId as string, 'automation', JSON.stringify(CELL)]]);
    const res = await request(shop.baseUrl)
      .post('/api/sales/cart/products/import')
      .set('apiCode', API_CODE)
      .set('cookie', customer)
      .attach('file', file, { filename: 'Warenkorb.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(res.status).toBe(200);
    // The control row (one cell) is imported; every fractional row is skipped with the integer rule.
    expect(res.body.data.positions).toEqual([{ productId: cell.productId, qty: '1', customProductType: 'automation', customConfiguration: CELL }]);
    expect(res.body.data.skipped.map((s: { messageId: string }) => s.messageId)).toEqual(NOT_WHOLE.map(() => 'invalidOrderQuantityInteger'));
  });

  it('catalogue articles follow their own rule on the same paths: half a coupling is refused, 2.5 m of hose taken', async () => {
    const half = { productId: COUPLING, qty: '40.5' };
    const metres = { productId: HOSE_METRES, qty: '40.5' };
    for (const { path, send } of PATHS) {
      const refused = await send(half);
      expect({ path, status: refused.status < 500, accepted: refused.accepted }).toEqual({ path, status: true, accepted: false });
    }
    const priced = await shop.post('/api/sales/cart/price', { positions: [metres], locale: 'de' });
    expect(priced.body.data.positions.map((p: { qty: string }) => p.qty)).toEqual(['40.5']);
    for (const qty of HOSTILE.filter((q) => !['1e0'].includes(q))) {
      for (const productId of [COUPLING, HOSE_METRES]) {
        const res = await shop.post('/api/sales/cart/price', { positions: [{ productId, qty }], locale: 'de' });
        expect(res.status).toBeLessThan(500);
        if (res.status === 200 && res.body.data.positions.length > 0) {
          // What is priced is a quantity the article's rule takes: a positive multiple of its increment.
          expect({ productId, qty, priced: Number(res.body.data.positions[0].qty) > 0 }).toEqual({ productId, qty, priced: true });
          expect(productId === COUPLING ? Number.isInteger(Number(res.body.data.positions[0].qty)) : true).toBe(true);
        }
      }
    }
  });
});

describe('prices the client sends along', () => {
  it('are refused as unknown fields or never read: the server prices every path itself', async () => {
    const positions = [{ productId: COUPLING, qty: '20' }];
    const real = (await shop.post('/api/sales/cart/price', { positions, locale: 'de' })).body.data;
    // A price inside a position is no field of it.
    for (const field of ['price', 'lineTotal', 'unitPrice', 'priceCents']) {
      const res = await shop.post('/api/sales/cart/price', { positions: [{ ...positions[0], [field]: 1 }], locale: 'de' });
      expect([res.status, res.body.error?.fields?.[`positions.0.${field}`]]).toEqual([400, 'propertyNotAllowed']);
    }
    for (const field of ['total', 'itemTotal', 'shoppingCartValue', 'discountAmount']) {
      const res = await shop.post('/api/sales/cart/price', { positions, locale: 'de', [field]: 1 });
      expect(res.status).toBe(400);
    }
    // The offer's price part is accepted for compatibility and never read: value, rate and final price are the server's.
    const cell = configured[0].position('1');
    const page = (await shop.post('/api/sales/cart/price', { positions: [cell], locale: 'de' })).body.data;
    const offer = await shop.post(
      '/api/order/offer/guest/new',
      { offer: { type: 'rentalPurchaseOffer', buyer: buyer(), positions: [cell], price: { itemTotal: 1, shoppingCartValue: 1, trainingCost: 999_999_999 } }, locale: 'de' },
    );
    expect(offer.status).toBe(200);
    expect(offer.body.data.price).toMatchObject({ shoppingCartValue: page.shoppingCartValue, trainingCost: page.offerTerms.trainingCost, rate: page.offerTerms.monthlyRate, purchasePrice: page.offerTerms.finalPrice });
    // A price inside a configuration is refused or ignored: the cell never costs less than the configurator says.
    const cheap = await shop.post('/api/sales/cart/price', { positions: [{ ...cell, customConfiguration: { ...CELL, price: 1, unitPriceCents: 1 } }], locale: 'de' });
    expect(cheap.status).toBeLessThan(500);
    if (cheap.status === 200) for (const p of cheap.body.data.positions) expect(p.price).toBe(page.positions[0].price);
    // An order's totals are not fields of it.
    const order = await shop
      .post('/api/order/new', { positions, shippingAddress: address, billingAddress: address, shippingMethodId: 'standard', paymentMethodId: 'prepayment', buyer: { ...buyer(), salutation: 'mr' }, termsAccepted: true, privacyPolicyAccepted: true, locale: 'de', total: 1 })
      .set('Idempotency-Key', randomUUID());
    expect(order.status).toBe(400);
    expect(real.shoppingCartValue).toBeGreaterThan(1);
  });

  it('parallel buyers sending forged offer prices each get their own server price', async () => {
    const dealer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const callers = [
      { name: 'dealer', cookie: dealer },
      { name: 'customer', cookie: customer },
    ];
    const positions = [{ productId: 'RB-SC-003-0400', qty: '1' }, { productId: COUPLING, qty: '10' }];
    const own = new Map<string, number>();
    for (const c of callers) own.set(c.name, (await shop.post('/api/sales/cart/price', { positions, locale: 'de' }, { cookie: c.cookie })).body.data.shoppingCartValue);
    expect(own.get('dealer')).not.toBe(own.get('customer'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const caller = callers[i % 2];
        const res = await shop.post('/api/order/offer/new', { offer: { type: 'buy', positions, price: { itemTotal: 1, shoppingCartValue: 1 } }, locale: 'de' }, { cookie: caller.cookie });
        return { caller: caller.name, status: res.status, value: res.body.data?.price?.shoppingCartValue };
      }),
    );
    for (const a of answers) expect(a).toEqual({ caller: a.caller, status: 200, value: own.get(a.caller) });
  });
});

describe('invalid price rules written by an administrator', () => {
  const ADMIN = { email: 'manipulation@firma-test.example', password: 'Manipul#Admin2026' };
  let server: ExtraServer;
  let admin: Shop;
  let session = '';

  beforeAll(async () => {
    server = await startExtraServer('tampering', { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password });
    admin = new Shop(server.baseUrl, server.dataDir);
    const login = await admin.post('/api/admin/login', { email: ADMIN.email, password: ADMIN.password }, { ip: randomAddress() });
    expect(login.status).toBe(200);
    session = `shop_admin_session=${cookiesOf(login).shop_admin_session.value}`;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('are refused with a message id per field, none stored (0 accepted), while a proper rule of the same session is', async () => {
    const target = { productId: 'SL-EPDM-006' };
    const invalid: Array<Record<string, unknown>> = [
      { ...target, percentage: '-150' },
      { ...target, percentage: '-100' },
      { ...target, percentage: '-100.0' },
      { ...target, percentage: '-1e2' },
      { ...target, percentage: '100.5' },
      { ...target, percentage: '999999999' },
      { ...target, percentage: ' -5' },
      { ...target, percentage: 'NaN' },
      { ...target, netPrice: -500 },
      { ...target, netPrice: 0 },
      { ...target, netPrice: -1 },
      { ...target, netPrice: 0.5 },
      { ...target, netPrice: 1, priceUnit: 100_000 },
      { percentage: '-5' },
      { customerPricingGroup: 'haendler', percentage: '-5' },
      { ...target, customerPricingGroup: 'xyz', percentage: '-5' },
      { productId: 'GIBT-ES-NICHT', percentage: '-5' },
      { productTypeI18nId: 'raketen', percentage: '-5' },
      { productPricingGroup: 'gold', percentage: '-5' },
      { shoppingCartValueFrom: 1000, netPrice: -1000 },
      { shoppingCartValueFrom: 1000, netPrice: -5000 },
      { shoppingCartValueFrom: 1000, percentage: '-100' },
      { shoppingCartValueFrom: 1000, percentage: '5' },
      { ...target, percentage: '-5', netPrice: 100 },
    ];
    const before = (await admin.get('/api/admin/price-rules', { cookie: session })).body.data.length as number;
    const stored = (await admin.get('/api/admin/price-rules', { cookie: session })).body.data as Array<{ id: number }>;
    const answers: Array<{ rule: Record<string, unknown>; how: string; status: number; code: string | undefined; fields: number }> = [];
    for (const rule of invalid) {
      const body = { priority: 0, ...rule };
      const created = await admin.post('/api/admin/price-rules', body, { cookie: session });
      const edited = await admin.put(`/api/admin/price-rules/${stored[0].id}`, body, { cookie: session });
      for (const [how, res] of [['create', created], ['edit', edited]] as const) {
        answers.push({ rule, how, status: res.status, code: res.body.error?.code, fields: Object.keys(res.body.error?.fields ?? {}).length });
      }
    }
    // The count that must be 0 (ADR 0035): invalid rules accepted.
    const accepted = answers.filter((a) => a.status < 300);
    // Refused for the rule, not for the session: 400 with a message id per field.
    expect(answers.filter((a) => a.status !== 400 || a.code !== 'VALIDATION_FAILED' || a.fields === 0)).toEqual([]);
    expect(accepted).toEqual([]);
    expect((await admin.get('/api/admin/price-rules', { cookie: session })).body.data.length).toBe(before);
    // The same session stores a proper rule: the refusals above were the rules', and nobody sells at 0 €.
    const proper = await admin.post('/api/admin/price-rules', { ...target, percentage: '-5', priority: 0 }, { cookie: session });
    expect(proper.status).toBe(201);
    expect((await admin.delete(`/api/admin/price-rules/${proper.body.data.id}`, { cookie: session })).status).toBe(200);
    // Without the session nothing is even looked at.
    expect((await admin.post('/api/admin/price-rules', { ...target, percentage: '-150', priority: 0 })).status).toBe(401);
  });
});
