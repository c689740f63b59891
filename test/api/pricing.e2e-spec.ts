// Pricing (issue: pricing and cart): the price each buyer pays — visitor, the demo dealer, another
// customer with its own pricing group — never another buyer's, also under parallel load; the server-priced
// cart with a coupon; admin changes reaching buyers within the refresh interval.
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { API_CODE } from './support/api';
import { DEMO_CUSTOMER, ExtraServer, randomAddress, Shop, startExtraServer, uniqueEmail } from './identity-support';

const ADMIN = { email: 'preise@firma-test.example', password: 'Preise#Admin2026' };
/** Demo articles (backend/src/demo/pricing/demo-pricing.ts): a coupling with tiers and the dealer's own price, an EPDM hose. */
const COUPLING = 'KU-CL-C-013-AL';
const HOSE = 'SL-EPDM-006';
/** Sold on request only (the demo's 80 kg robots): its price must never leave the server. */
const ON_REQUEST = 'RB-6A-080-2300';
/** A robot cell of the automation configurator (a configured product: whole pieces only). */
const CELL = { robotSelection: 'RB-SC-003-0400', conveyors: 'FB-GB-0300-1500:2' };

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

describe('server-rendered pages with a buyer\'s own prices', () => {
  it('two customers of different pricing groups and a guest asking for the same page at once each see only their own price', async () => {
    const search = await shop.get(`/api/catalogue/search?term=${COUPLING}&locale=de&limit=1`);
    const path = (search.body.data.products as Array<{ id: string; path: string }>).find((p) => p.id === COUPLING)!.path;
    const priceOf = async (cookie?: string) => (await prices([COUPLING], cookie)).get(COUPLING)!.priceInfo.formattedPrice;
    const [dealerPrice, oemPrice, guestPrice] = await Promise.all([priceOf(dealer), priceOf(oem), priceOf()]);
    // The demo dealer has an own price for the coupling, the other customer's group 20 % off: three different prices.
    expect(new Set([dealerPrice, oemPrice, guestPrice]).size).toBe(3);
    const html = async (cookie?: string) => {
      const res = await fetch(shop.baseUrl + path, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const visitors = [
      { name: 'dealer', cookie: dealer, own: dealerPrice, others: [oemPrice] },
      { name: 'oem', cookie: oem, own: oemPrice, others: [dealerPrice] },
      { name: 'guest', cookie: undefined, own: guestPrice, others: [dealerPrice, oemPrice] },
    ];
    const wrong: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, () =>
        visitors.map(async (v) => {
          const page = await html(v.cookie);
          if (!page.includes(v.own)) wrong.push(`${v.name}: own price ${v.own} missing`);
          for (const other of v.others) if (page.includes(other)) wrong.push(`${v.name}: sees ${other}`);
        }),
      ).flat(),
    );
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe("logged-in customers' pages shared by the prices they see", () => {
  /** Two more customers of group "oem" (no rules of their own): the same price view as each other. */
  let anna = '';
  let bert = '';
  let annaEmail = '';
  let bertEmail = '';
  let path = '';

  beforeAll(async () => {
    const made = await Promise.all(
      ['anna', 'bert'].map(async (name) => {
        const account = await shop.registerConfirmed(uniqueEmail(name), { firstname: name === 'anna' ? 'Annabell' : 'Bertram' });
        const cookie = await shop.loginCookie(account.email, account.password);
        const id = (await shop.init(cookie)).body.data.store.user.id;
        expect((await shop.put(`/api/admin/users/${id}/pricing`, { pricingGroup: 'oem', customPricing: false }, { cookie: admin })).status).toBe(200);
        return { cookie, email: account.email };
      }),
    );
    [{ cookie: anna, email: annaEmail }, { cookie: bert, email: bertEmail }] = made;
    const search = await shop.get(`/api/catalogue/search?term=${COUPLING}&locale=de&limit=1`);
    path = (search.body.data.products as Array<{ id: string; path: string }>).find((p) => p.id === COUPLING)!.path;
  }, 120_000);

  async function page(url: string, cookie?: string): Promise<{ html: string; store: { user: { email: string; firstname: string } | null; orders: unknown[] } }> {
    const res = await fetch(shop.baseUrl + url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const state = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
    expect(state).toBeDefined();
    const record = JSON.parse(state!) as Array<{ key: string; body: { data: { store: never } } }>;
    const init = record.find((entry) => entry.key.startsWith('POST /api/facade/frontend/init'));
    return { html, store: init!.body.data.store };
  }

  it("answers a customer from another customer's render exactly as from their own", async () => {
    // Anna's own render (a query of its own: a page not yet kept), then Bert's render of another, which Anna then gets.
    const own = await page(`${path}?v=1`, anna);
    await page(`${path}?v=2`, bert);
    const shared = await page(`${path}?v=2`, anna);
    expect(shared.html.replaceAll('v=2', 'v=1')).toBe(own.html);
    expect(shared.store.user!.email).toBe(annaEmail);
    expect(shared.html).not.toContain(bertEmail);
    expect(shared.html).not.toContain('Bertram');
  });

  it('answers each of many parallel callers with their own account and prices, never another\'s', async () => {
    const oemPrice = (await prices([COUPLING], anna)).get(COUPLING)!.priceInfo.formattedPrice;
    const dealerPrice = (await prices([COUPLING], dealer)).get(COUPLING)!.priceInfo.formattedPrice;
    const callers = [
      { name: 'anna', cookie: anna, email: annaEmail, price: oemPrice, foreign: [bertEmail, 'Bertram', dealerPrice] },
      { name: 'bert', cookie: bert, email: bertEmail, price: oemPrice, foreign: [annaEmail, 'Annabell', dealerPrice] },
      { name: 'dealer', cookie: dealer, email: DEMO_CUSTOMER.email, price: dealerPrice, foreign: [annaEmail, bertEmail, oemPrice] },
    ];
    const wrong: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, () =>
        callers.map(async (c) => {
          const answer = await page(path, c.cookie);
          if (answer.store.user?.email !== c.email) wrong.push(`${c.name}: store of ${answer.store.user?.email ?? 'nobody'}`);
          if (!answer.html.includes(c.price)) wrong.push(`${c.name}: own price ${c.price} missing`);
          for (const text of c.foreign) if (answer.html.includes(text)) wrong.push(`${c.name}: shows ${text}`);
        }),
      ).flat(),
    );
    expect(wrong).toEqual([]);
  }, 120_000);

  it('shows a session ended elsewhere the guest page at once, and a changed pricing group its new prices', async () => {
    const other = await shop.registerConfirmed(uniqueEmail('carla'));
    const carla = await shop.loginCookie(other.email, other.password);
    const carlaId = (await shop.init(carla)).body.data.store.user.id;
    expect((await page(path, carla)).store.user!.email).toBe(other.email);
    const guestPrice = (await prices([COUPLING])).get(COUPLING)!.priceInfo.formattedPrice;
    const oemPrice = (await prices([COUPLING], anna)).get(COUPLING)!.priceInfo.formattedPrice;
    expect((await page(path, carla)).html).toContain(guestPrice);
    expect((await shop.put(`/api/admin/users/${carlaId}/pricing`, { pricingGroup: 'oem', customPricing: false }, { cookie: admin })).status).toBe(200);
    const moved = await page(path, carla);
    expect(moved.html).toContain(oemPrice);
    // Her account as the page carries it follows each change of it: her details, her address book.
    const me = moved.store.user as unknown as { company: string; email: string };
    const edit = { company: me.company, salutation: 'mrs', firstname: 'Carlotta', lastname: 'Neu', email: me.email, invoiceEmail: '', locale: 'de' };
    expect((await shop.post('/api/user/edit', edit, { cookie: carla })).status).toBe(200);
    expect((await page(path, carla)).store.user!.firstname).toBe('Carlotta');
    const address = { nameLine1: 'Lager Nord', street: 'Hafenstraße 7', zip: '20457', city: 'Hamburg', country: 'DE' };
    expect((await shop.post('/api/user/saveaddress', { address, locale: 'de' }, { cookie: carla })).status).toBe(200);
    const book = (await page(path, carla)).store.user as unknown as { addresses: Array<{ nameLine1: string }> };
    expect(book.addresses.map((a) => a.nameLine1)).toContain('Lager Nord');
    expect((await shop.post('/api/user/logout', {}, { cookie: carla })).status).toBeLessThan(300);
    const after = await page(path, carla);
    expect(after.store.user).toBeNull();
    expect(after.html).not.toContain(other.email);
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

describe('every quantity follows its rule in the cart price', () => {
  it('a configured product is priced in whole pieces only; catalogue articles by their product; refused positions are named and left out', async () => {
    const id = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: CELL })).body.data.id as string;
    const cell = (qty: string) => ({ productId: id, qty, customProductType: 'automation', customConfiguration: CELL });
    const one = (await shop.post('/api/sales/cart/price', { positions: [cell('1')], locale: 'de' })).body.data;
    expect(one.positions[0].lineTotal).toBeGreaterThan(3_000_000 / 10);
    for (const qty of ['0.01', '0.5', '1.5', '2.25', '0.001']) {
      const res = await shop.post('/api/sales/cart/price', { positions: [cell(qty), { productId: COUPLING, qty: '2' }], locale: 'de' });
      expect(res.status).toBe(200);
      expect(res.body.data.refusedPositions).toEqual([{ productId: id, customProductType: 'automation', field: 'qty', messageId: 'invalidOrderQuantityInteger' }]);
      expect(res.body.data.unpricedProductIds).toEqual([id]);
      // Only the coupling is priced: the refused cell is in no total.
      expect(res.body.data.positions.map((p: { productId: string }) => p.productId)).toEqual([COUPLING]);
      expect(res.body.data.itemTotal).toBe(res.body.data.positions[0].lineTotal);
    }
    // The coupling is sold in pieces, the hose by its own increment: half a coupling is refused like half a cell.
    const half = (await shop.post('/api/sales/cart/price', { positions: [{ productId: COUPLING, qty: '0.5' }], locale: 'de' })).body.data;
    expect(half.refusedPositions).toEqual([{ productId: COUPLING, customProductType: null, field: 'qty', messageId: 'invalidOrderQuantityInteger' }]);
    expect(half.itemTotal).toBe(0);
    // A quantity whose line would pass 100 billion is refused, never a 5xx or an overflowing total.
    const huge = await shop.post('/api/sales/cart/price', { positions: [cell('999999999')], locale: 'de' });
    expect(huge.status).toBe(200);
    expect(huge.body.data.refusedPositions).toEqual([{ productId: id, customProductType: 'automation', field: 'qty', messageId: 'invalidOrderQuantityMax' }]);
  });
});

/** Every way an amount of cents can be written in an answer: cents, and the major amount with any separators. */
function amountPatterns(cents: number): RegExp[] {
  const major = Math.floor(cents / 100);
  const minor = String(cents % 100).padStart(2, '0');
  const grouped = String(major).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s\u00a0\u202f\u2019\']?');
  return [new RegExp(`(?<!\\d)${cents}(?!\\d)`), new RegExp(`(?<![\\d.,])${grouped}(?:[.,]${minor}|[.,]${minor.replace(/0$/, '')})?(?![\\d])`)];
}

function expectNoAmount(where: string, text: string, cents: number[]): void {
  for (const amount of cents) for (const pattern of amountPatterns(amount)) expect({ where, found: pattern.exec(text)?.[0] ?? null }).toEqual({ where, found: null });
}

describe('an article sold on request only', () => {
  it('never has its price in any answer: prices, cart price, catalogue, pages, configurator, checkout, offers, rules, cart export', async () => {
    // The owner knows the price (admin product list); everybody else must not learn it, in any format.
    const listed = await shop.get(`/api/admin/products?q=${ON_REQUEST}`, { cookie: admin });
    const item = (listed.body.data.items as Array<{ id: string; price: number; onlyOnRequest: boolean }>).find((p) => p.id === ON_REQUEST)!;
    expect(item.onlyOnRequest).toBe(true);
    const amounts = [item.price, Math.round(item.price * 0.93)];
    const checked: string[] = [];
    const check = (where: string, res: { status: number; text: string }) => {
      expect(res.status).toBeLessThan(500);
      checked.push(where);
      expectNoAmount(where, res.text, amounts);
    };

    // A default price rule naming it with a net price would be its price: the rule lists must leave it out.
    const rule = await shop.post('/api/admin/price-rules', { productId: ON_REQUEST, netPrice: item.price, priority: 0 }, { cookie: admin });
    expect(rule.status).toBe(201);
    try {
      const position = [{ productId: ON_REQUEST, qty: '1' }];
      for (const cookie of [undefined, dealer]) {
        const prices = await shop.post('/api/sales/prices', { ids: [ON_REQUEST, COUPLING], locale: 'de' }, { cookie });
        expect(prices.body.data.prices.map((p: { productId: string }) => p.productId)).toEqual([COUPLING]);
        check('prices', prices);
        const cart = await shop.post('/api/sales/cart/price', { positions: [...position, { productId: COUPLING, qty: '2' }], locale: 'en' }, { cookie });
        expect(cart.body.data.refusedPositions).toEqual([{ productId: ON_REQUEST, customProductType: null, field: 'productId', messageId: 'productOnlyOnRequest' }]);
        check('cart price', cart);
        check('cart price CH', await shop.post('/api/sales/cart/price', { positions: position, country: 'CH', shippingMethodId: 'standard', paymentMethodId: 'prepayment', locale: 'de' }, { cookie }));
        check('init', await shop.init(cookie));
      }
      check('login', await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));

      const byIds = await shop.post('/api/catalogue/products/by-ids', { ids: [ON_REQUEST], locale: 'de' });
      expect(byIds.body.data.items[0]).toMatchObject({ id: ON_REQUEST, isOnlyOnRequest: true, priceInfo: null });
      check('by-ids', byIds);
      for (const locale of ['de', 'en']) {
        const detail = await shop.get(`/api/catalogue/products/${ON_REQUEST}?locale=${locale}`);
        expect(detail.body.data.priceInfo).toBeNull();
        check(`product ${locale}`, detail);
        check(`related ${locale}`, await shop.get(`/api/catalogue/products/${ON_REQUEST}/related?kind=similar&locale=${locale}`));
        check(`search ${locale}`, await shop.get(`/api/catalogue/search?term=${ON_REQUEST}&locale=${locale}`));
        const path = detail.body.data.path as string;
        check(`resolve ${locale}`, await shop.get(`/api/catalogue/resolve?path=${encodeURIComponent(path)}`));
        const category = detail.body.data.canonicalParentCategoryId as string;
        for (const sort of ['priceAsc', 'priceDesc']) {
          const list = await shop.get(`/api/catalogue/categories/${category}/products?locale=${locale}&listSearch=${ON_REQUEST}&listSort=${sort}`);
          expect(list.body.data.items.some((i: { id: string }) => i.id === ON_REQUEST)).toBe(true);
          check(`category list ${locale} ${sort}`, list);
        }
        // The server-rendered page (its HTML, the embedded state and the structured data) and the category page.
        const page = await request(shop.baseUrl).get(path);
        expect(page.status).toBe(200);
        expect(page.text).toContain(ON_REQUEST);
        check(`page ${locale}`, page);
        const categoryPath = (detail.body.data.breadcrumbs as Array<{ path: string }>).at(-2)!.path;
        check(`category page ${locale}`, await request(shop.baseUrl).get(categoryPath));
      }

      const steps = await shop.get('/api/configurators/automation/steps/robotSelection?locale=de');
      expect(steps.body.data.products.find((p: { id: string }) => p.id === ON_REQUEST)).toMatchObject({ isOnlyOnRequest: true, priceCents: null });
      check('automation steps', steps);
      check('automation quote', await shop.post('/api/configurators/automation/quote', { configuration: { robotSelection: ON_REQUEST }, locale: 'de' }));
      check('automation code', await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: { robotSelection: ON_REQUEST } }));
      check('checkout options', await shop.post('/api/checkout/options', { positions: position, country: 'DE', locale: 'de' }));
      const buyer = { company: 'Beispiel GmbH', customerId: '12345', firstname: 'Jana', lastname: 'Novak', email: uniqueEmail('anfrage') };
      const offer = await shop.post('/api/order/offer/guest/new', { offer: { type: 'buy', buyer, positions: position }, locale: 'de' });
      expect(offer.status).toBe(400);
      expect(offer.body.error.fields).toEqual({ 'positions.0.productId': 'productOnlyOnRequest' });
      check('offer', offer);
      const address = { nameLine1: 'Beispiel GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };
      const order = await shop
        .post('/api/order/new', { positions: position, shippingAddress: address, billingAddress: address, shippingMethodId: 'standard', paymentMethodId: 'prepayment', buyer: { ...buyer, salutation: 'mr' }, termsAccepted: true, privacyPolicyAccepted: true, locale: 'de' })
        .set('Idempotency-Key', randomUUID());
      expect(order.status).toBe(400);
      check('order', order);

      // The cart file of a cart holding it: every cell of the sheet.
      const exported = await request(shop.baseUrl)
        .get(`/api/sales/cart/products/export?positions=${encodeURIComponent(JSON.stringify(position))}&locale=de`)
        .set('apiCode', API_CODE)
        .set('cookie', dealer)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(exported.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.body as never);
      const cells: string[] = [];
      workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value)))));
      expect(cells).toContain(ON_REQUEST);
      check('cart export', { status: exported.status, text: cells.join('\n') });
    } finally {
      await shop.delete(`/api/admin/price-rules/${rule.body.data.id}`, { cookie: admin });
    }
    expect(checked.length).toBeGreaterThanOrEqual(30);
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
