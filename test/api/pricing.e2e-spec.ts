// Pricing (issue: pricing and cart): the price each buyer pays — visitor, the demo dealer, another
// customer with its own pricing group — never another buyer's, also under parallel load; the server-priced
// cart with a coupon; admin changes reaching buyers within the refresh interval.
import { DEMO_CUSTOMER, ExtraServer, randomAddress, Shop, startExtraServer, uniqueEmail } from './identity-support';

const ADMIN = { email: 'preise@firma-test.example', password: 'Preise#Admin2026' };
/** Demo articles (backend/src/demo/pricing/demo-pricing.ts): a coupling with tiers and the dealer's own price, an EPDM hose. */
const COUPLING = 'KU-CL-C-013-AL';
const HOSE = 'SL-EPDM-006';

let server: ExtraServer;
let shop: Shop;
let dealer = '';
let oem = '';
let oemId = 0;
let admin = '';

interface BuyerPrice {
  productId: string;
  priceInfo: { price: number; formattedPrice: string; listPrice: number | null; discount: number | null };
  tiers: Array<{ quantityFrom: string; price: number }>;
}

async function prices(ids: string[], cookie?: string, locale = 'de'): Promise<Map<string, BuyerPrice>> {
  const res = await shop.post('/api/sales/prices', { ids, locale }, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return new Map((res.body.data.prices as BuyerPrice[]).map((p) => [p.productId, p]));
}

async function catalogue(id: string): Promise<{ price: number; priceUnit: number }> {
  const res = await shop.post('/api/catalogue/products/by-ids', { ids: [id], locale: 'de' });
  return res.body.data.items[0].priceInfo;
}

const percentOff = (cents: number, percent: number) => Math.round((cents * (100 - percent)) / 100);

beforeAll(async () => {
  server = await startExtraServer('pricing', { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, CATALOGUE_REFRESH_SECONDS: '1' });
  shop = new Shop(server.baseUrl, server.dataDir);
  dealer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const other = await shop.registerConfirmed(uniqueEmail('einkauf'));
  oem = await shop.loginCookie(other.email, other.password);
  oemId = (await shop.init(oem)).body.data.store.user.id;
  const login = await shop.post('/api/admin/login', { email: ADMIN.email, password: ADMIN.password }, { ip: randomAddress() });
  expect(login.status).toBe(200);
  admin = `shop_admin_session=${/shop_admin_session=([^;]+)/.exec(String(login.headers['set-cookie']))![1]}`;
  // The other customer buys in pricing group "oem", which gets 20 % on couplings.
  const group = await shop.put(`/api/admin/users/${oemId}/pricing`, { pricingGroup: 'oem', customPricing: false }, { cookie: admin });
  expect(group.status).toBe(200);
  const rule = await shop.post('/api/admin/price-rules', { customerPricingGroup: 'oem', productTypeI18nId: 'coupling', percentage: '-20', priority: 0 }, { cookie: admin });
  expect(rule.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('the price a buyer pays', () => {
  it('differs for a visitor, the demo dealer and another customer, as the rules say', async () => {
    const base = await catalogue(COUPLING);
    const [guest, demo, other] = await Promise.all([prices([COUPLING]), prices([COUPLING], dealer), prices([COUPLING], oem)]);
    // Visitors: the catalogue price, with the quantity tiers for everyone (10 pieces −5 %, 50 pieces −10 %).
    expect(guest.get(COUPLING)!.priceInfo.price).toBe(base.price);
    expect(guest.get(COUPLING)!.tiers).toEqual([
      { quantityFrom: '10', price: percentOff(base.price, 5), formattedPrice: expect.any(String) },
      { quantityFrom: '50', price: percentOff(base.price, 10), formattedPrice: expect.any(String) },
    ]);
    // The demo dealer: its own price (25 % below, priority 10) beats the dealer group's 8 % and every tier.
    expect(demo.get(COUPLING)!.priceInfo.price).toBe(Math.round(base.price * 0.75));
    expect(demo.get(COUPLING)!.tiers).toEqual([]);
    // Group "oem": 20 % on couplings; the tiers for everyone stay below as long as they are cheaper (none is).
    expect(other.get(COUPLING)!.priceInfo.price).toBe(percentOff(base.price, 20));
    expect(new Set([guest, demo, other].map((p) => p.get(COUPLING)!.priceInfo.price)).size).toBe(3);
    expect(other.get(COUPLING)!.priceInfo).toMatchObject({ listPrice: expect.any(Number), discount: expect.any(Number) });
  });

  it('shows the dealer group price on a product family and its quantity tier', async () => {
    const base = await catalogue(HOSE);
    const demo = (await prices([HOSE], dealer)).get(HOSE)!;
    expect(demo.priceInfo.price).toBe(percentOff(base.price, 12));
    expect(demo.tiers).toEqual([{ quantityFrom: '50', price: percentOff(base.price, 18), formattedPrice: expect.any(String) }]);
    expect((await prices([HOSE], oem)).get(HOSE)!.priceInfo.price).toBe(base.price);
  });

  it('never answers one buyer with another buyer’s price under parallel load', async () => {
    const base = await catalogue(COUPLING);
    const expected = new Map<string | undefined, number>([
      [undefined, base.price],
      [dealer, Math.round(base.price * 0.75)],
      [oem, percentOff(base.price, 20)],
    ]);
    const callers = Array.from({ length: 60 }, (_, i) => [undefined, dealer, oem][i % 3]);
    const answers = await Promise.all(
      callers.map(async (cookie) => {
        const [price, cart] = await Promise.all([
          prices([COUPLING, HOSE], cookie),
          shop.post('/api/sales/cart/price', { positions: [{ productId: COUPLING, qty: '2' }], locale: 'de' }, { cookie }),
        ]);
        return { cookie, unit: price.get(COUPLING)!.priceInfo.price, line: cart.body.data.positions[0].price as number };
      }),
    );
    for (const answer of answers) {
      expect(answer.unit).toBe(expected.get(answer.cookie));
      expect(answer.line).toBe(expected.get(answer.cookie));
    }
  });

  it('leaves unknown articles out and refuses malformed requests with a message id', async () => {
    expect([...(await prices(['GIBT-ES-NICHT', COUPLING])).keys()]).toEqual([COUPLING]);
    const tooMany = await shop.post('/api/sales/prices', { ids: Array.from({ length: 201 }, (_, i) => `A-${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.ids).toBe('invalidProductIds');
  });

  it('the login answer carries the dealer group rules and own prices, init the rules for everyone', async () => {
    const login = await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const rules = login.body.data.groupPriceRules as Array<{ customerPricingGroup: string | null; productId: string | null }>;
    expect(rules.some((r) => r.customerPricingGroup === 'haendler')).toBe(true);
    expect(rules.some((r) => r.customerPricingGroup === null && r.productId === COUPLING)).toBe(true);
    const init = await shop.init();
    expect((init.body.data.store.defaultPriceRules as Array<{ customerPricingGroup: string | null }>).every((r) => r.customerPricingGroup === null)).toBe(true);
    expect(init.body.data.store.defaultPriceRules.length).toBeGreaterThan(0);
  });
});

describe('the server-priced cart', () => {
  it('prices a mixed cart with a coupon: tiers, coupon, VAT on the subtotal, minimum values', async () => {
    const coupling = await catalogue(COUPLING);
    const hose = await catalogue(HOSE);
    const res = await shop.post('/api/sales/cart/price', {
      positions: [
        { productId: COUPLING, qty: '12' },
        { productId: HOSE, qty: '2.5' },
        { productId: 'GIBT-ES-NICHT', qty: '1' },
      ],
      couponCode: 'willkommen10',
      locale: 'de',
    });
    expect(res.status).toBe(200);
    const info = res.body.data;
    const couplingUnit = percentOff(coupling.price, 5); // the tier from 10 pieces
    const couplingLine = couplingUnit * 12;
    const hoseLine = Math.round((hose.price * 2.5) / hose.priceUnit);
    const itemTotal = couplingLine + hoseLine;
    const coupon = Math.round(itemTotal / 10);
    const subtotal = itemTotal - coupon;
    const vat = Math.round(subtotal * 0.19);
    expect(info.positions.map((p: { productId: string; price: number; lineTotal: number }) => [p.productId, p.price, p.lineTotal])).toEqual([
      [COUPLING, couplingUnit, couplingLine],
      [HOSE, hose.price, hoseLine],
    ]);
    expect(info.unknownProductIds).toEqual(['GIBT-ES-NICHT']);
    expect(info).toMatchObject({
      itemTotal,
      couponCode: 'WILLKOMMEN10',
      couponMessageId: null,
      discountAmount: coupon,
      discountPercentage: '10',
      shoppingCartValue: subtotal,
      shippingCosts: 0,
      paymentCosts: 0,
      subtotal,
      vat,
      vatRate: '19',
      total: subtotal + vat,
      minOrderValue: 5000,
      minOrderValueIsReached: subtotal >= 5000,
      minOfferValue: 50000,
      minOfferValueIsReached: false,
      currency: 'EUR',
      formattedVatRate: '19 %',
    });
    expect(info.formattedTotal).toMatch(/€$/);
  });

  it('a fixed coupon and the cart-level rule from 1,000 €: 2 % off, then 25 € off', async () => {
    const coupling = await catalogue(COUPLING);
    const qty = Math.ceil(110000 / percentOff(coupling.price, 10)); // over 1,000 € at the 50-piece tier
    const res = await shop.post('/api/sales/cart/price', { positions: [{ productId: COUPLING, qty: String(Math.max(qty, 50)) }], couponCode: 'SERVICE25', locale: 'en' });
    const info = res.body.data;
    const rule = Math.round(info.itemTotal * 0.02);
    expect(info.discountAmount).toBe(rule + 2500);
    expect(info.shoppingCartValue).toBe(info.itemTotal - rule - 2500);
  });

  it('answers an unknown coupon with its message id and prices the cart without it', async () => {
    const res = await shop.post('/api/sales/cart/price', { positions: [{ productId: HOSE, qty: '1' }], couponCode: 'FALSCH', locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ couponMessageId: 'couponCodeInvalidMsg', couponCode: null, discountAmount: 0 });
  });

  it('the same cart costs the dealer its dealer prices', async () => {
    const hose = await catalogue(HOSE);
    const res = await shop.post('/api/sales/cart/price', { positions: [{ productId: HOSE, qty: '60' }], locale: 'de' }, { cookie: dealer });
    expect(res.body.data.positions[0].price).toBe(percentOff(hose.price, 18));
  });

  it('refuses quantities that are no positive numbers', async () => {
    for (const qty of ['0', '-1', '1,5', 'abc', '']) {
      const res = await shop.post('/api/sales/cart/price', { positions: [{ productId: HOSE, qty }], locale: 'de' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('price rules written by an admin', () => {
  it('reach buyers within the refresh interval, and their removal too', async () => {
    const base = await catalogue(HOSE);
    const created = await shop.post('/api/admin/price-rules', { productId: HOSE, netPrice: 123, priority: 50 }, { cookie: admin });
    expect(created.status).toBe(201);
    const deadline = Date.now() + 5000;
    let seen = 0;
    while (Date.now() < deadline && seen !== 123) {
      seen = (await prices([HOSE])).get(HOSE)!.priceInfo.price;
      if (seen !== 123) await new Promise((r) => setTimeout(r, 200));
    }
    expect(seen).toBe(123);
    const removed = await shop.delete(`/api/admin/price-rules/${created.body.data.id}`, { cookie: admin });
    expect(removed.status).toBe(200);
    expect((await prices([HOSE])).get(HOSE)!.priceInfo.price).toBe(base.price);
  });

  it('are validated on the server', async () => {
    const bad = await shop.post(
      '/api/admin/price-rules',
      { dateFrom: '2026-05-01', dateTo: '2026-04-30', netPrice: 100, percentage: '-5', quantityFrom: '-1', productId: 'GIBT-ES-NICHT', priority: 0 },
      { cookie: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      dateTo: 'priceRuleDatesInOrder',
      netPrice: 'priceRuleNetPriceOrPercentage',
      quantityFrom: 'priceRuleNotNegative',
      productId: 'productIdUnknown',
    });
    expect((await shop.post('/api/admin/price-rules', { percentage: '-5', priority: 0 })).status).toBe(401);
    expect((await shop.post('/api/admin/price-rules', { percentage: '-5', priority: 0 }, { cookie: dealer })).status).toBe(403);
  });
});
