// Admin price rules and coupons (ADR 0025): only an admin gets in (401 guest, 403 customer, 401 an
// ended admin session); validation answers a message id per field; the preview is what the shop then charges;
// a group rule changes the demo dealer's price and nobody else's (also under parallel callers); every create,
// edit and delete is in the audit log with before and after.
import { DEMO_CUSTOMER, ExtraServer, randomAddress, Shop, startExtraServer, uniqueEmail } from './identity-support';

const ADMIN = { email: 'regeln@firma-test.example', password: 'Regeln#Admin2026' };
/** Demo articles (backend/src/demo/pricing/demo-pricing.ts): an EPDM hose the dealer group gets 12 % on. */
const HOSE = 'SL-EPDM-006';
const COUPLING = 'KU-CL-C-013-AL';

let server: ExtraServer;
let shop: Shop;
let admin = '';
let ended = '';
let dealer = '';
let other = '';
let dealerGroup = '';
let dealerId = 0;

const percentOff = (cents: number, percent: number) => Math.round((cents * (100 - percent)) / 100);

async function catalogue(id: string): Promise<number> {
  const res = await shop.post('/api/catalogue/products/by-ids', { ids: [id], locale: 'de' });
  return res.body.data.items[0].priceInfo.price;
}

async function cartPrice(id: string, qty: string, cookie?: string): Promise<{ price: number; lineTotal: number; shoppingCartValue: number }> {
  const res = await shop.post('/api/sales/cart/price', { positions: [{ productId: id, qty }], locale: 'de' }, { cookie });
  expect(res.status).toBe(200);
  const p = res.body.data.positions[0];
  return { price: p.price, lineTotal: p.lineTotal, shoppingCartValue: res.body.data.shoppingCartValue };
}

async function adminLogin(): Promise<string> {
  const login = await shop.post('/api/admin/login', { email: ADMIN.email, password: ADMIN.password }, { ip: randomAddress() });
  expect(login.status).toBe(200);
  return `shop_admin_session=${/shop_admin_session=([^;]+)/.exec(String(login.headers['set-cookie']))![1]}`;
}

async function audit(entity: string, entityId: string | number) {
  const res = await shop.get(`/api/admin/audit-log?entity=${entity}&entityId=${encodeURIComponent(String(entityId))}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.body.data.items as Array<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; adminEmail: string }>;
}

beforeAll(async () => {
  // A long refresh interval: a change seen at once can only come from the admin write refreshing the rule book.
  server = await startExtraServer('adminrules', { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, CATALOGUE_REFRESH_SECONDS: '3600', SEED_PRODUCTS: '300' });
  shop = new Shop(server.baseUrl, server.dataDir);
  const account = await shop.registerConfirmed(uniqueEmail('einkauf'));
  [admin, ended, dealer, other] = await Promise.all([adminLogin(), adminLogin(), shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password), shop.loginCookie(account.email, account.password)]);
  // An ended admin session: logged out, the server no longer knows it (an expired one is refused the same way).
  expect((await shop.post('/api/admin/logout', {}, { cookie: ended })).status).toBe(200);
  const found = await shop.get(`/api/admin/price-rules/customers?term=${encodeURIComponent(DEMO_CUSTOMER.email)}`, { cookie: admin });
  expect(found.status).toBe(200);
  expect(found.body.data[0]).toMatchObject({ email: DEMO_CUSTOMER.email, active: true });
  dealerGroup = found.body.data[0].pricingGroup;
  dealerId = found.body.data[0].id;
  expect(dealerGroup).toBe('haendler');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('who gets in', () => {
  // Every row has a body (null for GET and DELETE): a test function with more parameters than its row would be given jest's done callback.
  const calls: Array<[string, string, unknown]> = [
    ['GET', '/api/admin/price-rules', null],
    ['GET', '/api/admin/price-rules/options', null],
    ['GET', '/api/admin/price-rules/customers?term=kunde', null],
    ['POST', '/api/admin/price-rules/preview', { productId: HOSE, quantity: '1' }],
    ['POST', '/api/admin/price-rules', { percentage: '-5', priority: 0 }],
    ['PUT', '/api/admin/price-rules/1', { percentage: '-5', priority: 0 }],
    ['DELETE', '/api/admin/price-rules/1', null],
    ['GET', '/api/admin/coupons', null],
    ['POST', '/api/admin/coupons', { couponCode: 'NIEMAND', discountType: 'percentage', percentage: '5' }],
    ['PUT', '/api/admin/coupons/WILLKOMMEN10', { discountType: 'percentage', percentage: '5' }],
    ['DELETE', '/api/admin/coupons/WILLKOMMEN10', null],
  ];
  const send = (method: string, path: string, body: unknown, cookie?: string) =>
    method === 'GET' ? shop.get(path, { cookie }) : method === 'DELETE' ? shop.delete(path, { cookie }) : method === 'PUT' ? shop.put(path, body, { cookie }) : shop.post(path, body, { cookie });

  it.each(calls)('%s %s: guest 401, customer 403, ended admin session 401', async (method, path, body) => {
    const [guest, customer, stale] = await Promise.all([send(method, path, body), send(method, path, body, dealer), send(method, path, body, ended)]);
    expect([guest.status, guest.body.error.code]).toEqual([401, 'adminNotLoggedIn']);
    expect([customer.status, customer.body.error.code]).toEqual([403, 'adminForbidden']);
    expect([stale.status, stale.body.error.code]).toEqual([401, 'adminNotLoggedIn']);
  });

  // The writes' 200/201 for the admin are in the tests below.
  it.each(calls.filter(([m, p]) => m === 'GET' || p.endsWith('/preview')))('%s %s: the admin gets in', async (method, path, body) => {
    const res = await send(method, path, body, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeDefined();
  });
});

describe('validation: a message id per field', () => {
  it.each([
    [{ dateFrom: '2026-05-01', dateTo: '2026-04-30', percentage: '-5' }, { dateTo: 'priceRuleDatesInOrder' }],
    [{ netPrice: 100, percentage: '-5' }, { netPrice: 'priceRuleNetPriceOrPercentage', percentage: 'priceRuleNetPriceOrPercentage' }],
    [{}, { netPrice: 'priceRuleNetPriceOrPercentage', percentage: 'priceRuleNetPriceOrPercentage' }],
    [{ percentage: '-5', quantityFrom: '-1' }, { quantityFrom: 'priceRuleNotNegative' }],
    [{ percentage: '-5', shoppingCartValueFrom: -100 }, { shoppingCartValueFrom: 'priceRuleNotNegative' }],
    [{ percentage: '-5', priceUnit: 0 }, { priceUnit: 'priceRulePriceUnitPositive' }],
    [{ percentage: '-5', productId: 'GIBT-ES-NICHT' }, { productId: 'productIdUnknown' }],
    [{ percentage: '-5', productTypeI18nId: 'raketen' }, { productTypeI18nId: 'adRuleProductTypeUnknown' }],
    [{ percentage: '-5', productPricingGroup: 'gold' }, { productPricingGroup: 'adRuleProductPricingGroupUnknown' }],
    [{ percentage: '-5', customerId: 987654 }, { customerId: 'customerIdUnknown' }],
    [{ percentage: '-5', customerPricingGroup: 'haendler', customerId: 1 }, { customerId: 'priceRuleGroupOrCustomer' }],
    [{ percentage: '-5', customerPricingGroup: 'hä ndler' }, { customerPricingGroup: 'invalidPricingGroup' }],
    [{ percentage: '-5', dateFrom: '2026-13-01' }, { dateFrom: 'invalidDate' }],
    [{ productId: null, percentage: '5', shoppingCartValueFrom: 1000 }, { shoppingCartValueFrom: 'priceRuleCartRuleDiscount' }],
    [{ percentage: '-5', shoppingCartValueFrom: 1000, productId: 'SL-EPDM-006' }, { shoppingCartValueFrom: 'priceRuleCartRuleDiscount' }],
    [{ percentage: '-5', role: 'x' }, { role: 'propertyNotAllowed' }],
    // What a rule names must exist and what it sets must leave every price above 0 (the same rule set as the form).
    [{ percentage: '-150' }, { percentage: 'priceRulePercentageRange' }],
    [{ percentage: '-100' }, { percentage: 'priceRulePercentageRange' }],
    [{ percentage: '100.5' }, { percentage: 'priceRulePercentageRange' }],
    [{ percentage: null, netPrice: -500 }, { netPrice: 'priceRuleNetPricePositive' }],
    [{ percentage: null, netPrice: 0 }, { netPrice: 'priceRuleNetPricePositive' }],
    [{ productId: null, percentage: '-5' }, { productId: 'priceRuleTargetRequired' }],
    [{ percentage: '-5', customerPricingGroup: 'xyz' }, { customerPricingGroup: 'adRuleCustomerPricingGroupUnknown' }],
    // 0.01 € per 100,000 units is 0 cents per the hose's own price unit.
    [{ percentage: null, netPrice: 1, priceUnit: 100_000 }, { netPrice: 'priceRuleMakesPriceZero' }],
    // 10.00 € off carts from 10.00 €: a cart of exactly 10.00 € would cost nothing.
    [{ productId: null, percentage: null, netPrice: -1000, shoppingCartValueFrom: 1000 }, { netPrice: 'priceRuleMakesPriceZero' }],
  ])('create and edit refuse %j', async (change, fields) => {
    // Every case names an article (a position rule must), unless the case is about that.
    const body = { priority: 0, productId: HOSE, ...change };
    const created = await shop.post('/api/admin/price-rules', body, { cookie: admin });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(created.body.error.fields).toEqual(fields);
    const edited = await shop.put('/api/admin/price-rules/1', body, { cookie: admin });
    expect(edited.status).toBe(400);
    expect(edited.body.error.fields).toEqual(fields);
  });

  it('an edit of a rule that does not exist answers 404 priceRuleIdUnknown', async () => {
    const res = await shop.put('/api/admin/price-rules/99999', { percentage: '-5', priority: 0 }, { cookie: admin });
    expect([res.status, res.body.error.code]).toEqual([404, 'priceRuleIdUnknown']);
    const gone = await shop.delete('/api/admin/price-rules/99999', { cookie: admin });
    expect([gone.status, gone.body.error.code]).toEqual([404, 'priceRuleIdUnknown']);
  });

  it.each([
    [{ couponCode: 'x', discountType: 'percentage', percentage: '5' }, { couponCode: 'adCouponCodeInvalid' }],
    [{ couponCode: 'ZU-VIEL', discountType: 'percentage', percentage: '150' }, { percentage: 'adCouponPercentageRange' }],
    [{ couponCode: 'NULL-PROZENT', discountType: 'percentage', percentage: '0' }, { percentage: 'adCouponPercentageRange' }],
    [{ couponCode: 'BEIDES', discountType: 'fixed', discount: 500, percentage: '5' }, { percentage: 'adCouponPercentageOrDiscount' }],
    [{ couponCode: 'NICHTS', discountType: 'fixed' }, { discount: 'adCouponDiscountPositive' }],
    [{ couponCode: 'NEGATIV', discountType: 'fixed', discount: -5 }, { discount: 'adCouponDiscountPositive' }],
    [{ couponCode: 'ART', discountType: 'gratis' }, { discountType: 'adCouponDiscountTypeInvalid' }],
    [{ couponCode: 'DATUM', discountType: 'fixed', discount: 500, dateFrom: '2026-06-01', dateTo: '2026-05-01' }, { dateTo: 'priceRuleDatesInOrder' }],
  ])('coupons refuse %j', async (body, fields) => {
    const res = await shop.post('/api/admin/coupons', body, { cookie: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
  });

  it('a coupon code that exists answers 409 adCouponCodeTaken on the code field', async () => {
    const res = await shop.post('/api/admin/coupons', { couponCode: 'willkommen10', discountType: 'percentage', percentage: '5' }, { cookie: admin });
    expect([res.status, res.body.error.code, res.body.error.fields]).toEqual([409, 'adCouponCodeTaken', { couponCode: 'adCouponCodeTaken' }]);
  });

  it('the preview checks its buyer, product and the unsaved rule (rule fields as rule.<field>)', async () => {
    const res = await shop.post(
      '/api/admin/price-rules/preview',
      { customerEmail: 'niemand@firma-test.example', productId: 'GIBT-ES-NICHT', quantity: '1', rule: { productId: HOSE, percentage: '-5', netPrice: 100, priority: 0 } },
      { cookie: admin },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      customerEmail: 'customerIdUnknown',
      productId: 'productIdUnknown',
      'rule.netPrice': 'priceRuleNetPriceOrPercentage',
      'rule.percentage': 'priceRuleNetPriceOrPercentage',
    });
    const quantity = await shop.post('/api/admin/price-rules/preview', { productId: HOSE, quantity: '-3' }, { cookie: admin });
    expect(quantity.body.error.fields).toEqual({ quantity: 'invalidOrderQuantityNumber' });
  });
});

describe('a group price rule for the demo dealer', () => {
  let ruleId = 0;
  let base = 0;

  it('the preview shows the unsaved rule, and the shop charges exactly that once it is saved; other buyers pay as before', async () => {
    base = await catalogue(HOSE);
    const draft = { customerPricingGroup: dealerGroup, productId: HOSE, percentage: '-30', priority: 5 };
    const before = await shop.post('/api/admin/price-rules/preview', { customerId: dealerId, productId: HOSE, quantity: '3' }, { cookie: admin });
    expect(before.status).toBe(200);
    // Today the dealer group's 12 % on elastomer hoses (a stored rule).
    expect(before.body.data).toMatchObject({ price: percentOff(base, 12), appliedRuleIsDraft: false, appliedRule: { customerPricingGroup: dealerGroup, percentage: '-12' } });
    expect(before.body.data.price).toBe((await cartPrice(HOSE, '3', dealer)).price);

    const preview = await shop.post('/api/admin/price-rules/preview', { customerEmail: DEMO_CUSTOMER.email.toUpperCase(), productId: HOSE, quantity: '3', rule: draft }, { cookie: admin });
    expect(preview.status).toBe(200);
    const p = preview.body.data;
    expect(p).toMatchObject({ customer: { id: dealerId, pricingGroup: dealerGroup }, productId: HOSE, quantity: '3', catalogPrice: base, price: percentOff(base, 30), appliedRuleIsDraft: true });
    expect(p.appliedRule).toMatchObject({ id: 0, percentage: '-30', priority: 5 });
    expect(p.formattedPrice).toMatch(/€/);
    // Not saved yet: the shop still charges the old price.
    expect((await cartPrice(HOSE, '3', dealer)).price).toBe(percentOff(base, 12));

    const created = await shop.post('/api/admin/price-rules', draft, { cookie: admin });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...draft, scope: 'group', state: 'active', customer: null });
    ruleId = created.body.data.id;

    // At once on this instance (the refresh interval here is an hour): the preview's figures, to the cent.
    const charged = await cartPrice(HOSE, '3', dealer);
    expect(charged).toEqual({ price: p.price, lineTotal: p.lineTotal, shoppingCartValue: p.shoppingCartValue });
    const prices = await shop.post('/api/sales/prices', { ids: [HOSE], locale: 'de' }, { cookie: dealer });
    expect(prices.body.data.prices[0].priceInfo.price).toBe(p.price);
    // The same preview now names the stored rule.
    const after = await shop.post('/api/admin/price-rules/preview', { customerId: dealerId, productId: HOSE, quantity: '3' }, { cookie: admin });
    expect(after.body.data).toMatchObject({ price: p.price, appliedRuleIsDraft: false, appliedRule: { id: ruleId } });
    // Another customer and a guest: the catalogue price, as before.
    expect((await cartPrice(HOSE, '3', other)).price).toBe(base);
    expect((await cartPrice(HOSE, '3')).price).toBe(base);
  });

  it('parallel callers each get their own price', async () => {
    const callers = Array.from({ length: 24 }, (_, i) => [dealer, other, undefined][i % 3]);
    const answers = await Promise.all(callers.map((cookie) => cartPrice(HOSE, '2', cookie)));
    answers.forEach((a, i) => expect(a.price).toBe(callers[i] === dealer ? percentOff(base, 30) : base));
  });

  it('is listed with its scope and found by the filters', async () => {
    const list = async (query: string) => (await shop.get(`/api/admin/price-rules${query}`, { cookie: admin })).body.data as Array<{ id: number; scope: string; state: string }>;
    expect((await list('?scope=group')).map((r) => r.id)).toContain(ruleId);
    expect((await list('?scope=group')).every((r) => r.scope === 'group')).toBe(true);
    expect((await list('?scope=default')).map((r) => r.id)).not.toContain(ruleId);
    expect((await list(`?q=${HOSE.toLowerCase()}`)).map((r) => r.id)).toContain(ruleId);
    expect((await list('?state=expired')).map((r) => r.id)).not.toContain(ruleId);
    const expired = await shop.post('/api/admin/price-rules', { productId: COUPLING, percentage: '-50', dateFrom: '2020-01-01', dateTo: '2020-12-31', priority: 0 }, { cookie: admin });
    expect(expired.body.data).toMatchObject({ scope: 'default', state: 'expired' });
    expect((await list('?state=expired')).map((r) => r.id)).toEqual([expired.body.data.id]);
    const customerRules = await list('?scope=customer');
    expect(customerRules.length).toBeGreaterThan(0);
    expect(customerRules[0]).toMatchObject({ customer: { email: DEMO_CUSTOMER.email } });
    // The user profile's list: one customer's own prices, and nobody else's.
    const own = (await shop.get(`/api/admin/price-rules?customerId=${dealerId}`, { cookie: admin })).body.data as Array<{ customerId: number | null }>;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.customerId === dealerId)).toBe(true);
    expect((await list(`?customerId=${dealerId + 100000}`)).length).toBe(0);
    expect((await shop.get('/api/admin/price-rules?customerId=0', { cookie: admin })).body.error.fields).toEqual({ customerId: 'invalidValue' });
    expect((await shop.get('/api/admin/price-rules?scope=alle', { cookie: admin })).body.error.fields).toEqual({ scope: 'invalidValue' });
  });

  it('an edit changes the price at once and is in the audit log with before and after', async () => {
    const edited = await shop.put(`/api/admin/price-rules/${ruleId}`, { customerPricingGroup: dealerGroup, productId: HOSE, percentage: '-25', priority: 5, dateTo: '2099-12-31' }, { cookie: admin });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: ruleId, percentage: '-25', dateTo: '2099-12-31' });
    expect((await cartPrice(HOSE, '1', dealer)).price).toBe(percentOff(base, 25));
    const entries = await audit('priceRule', ruleId);
    expect(entries.map((e) => e.action)).toEqual(['priceRule.update', 'priceRule.create']);
    expect(entries[0]).toMatchObject({ adminEmail: ADMIN.email, before: { percentage: '-30', dateTo: null }, after: { percentage: '-25', dateTo: '2099-12-31' } });
    expect(entries[1]).toMatchObject({ before: null, after: { id: ruleId, percentage: '-30' } });
  });

  it('a delete gives the old price back and is in the audit log', async () => {
    const removed = await shop.delete(`/api/admin/price-rules/${ruleId}`, { cookie: admin });
    expect([removed.status, removed.body.data]).toEqual([200, true]);
    expect((await cartPrice(HOSE, '1', dealer)).price).toBe(percentOff(base, 12));
    const entries = await audit('priceRule', ruleId);
    expect(entries[0]).toMatchObject({ action: 'priceRule.delete', before: { id: ruleId, percentage: '-25' }, after: null });
  });

  it('a refused write leaves no rule and no audit entry behind', async () => {
    const count = (await shop.get('/api/admin/price-rules', { cookie: admin })).body.data.length;
    const total = (await shop.get('/api/admin/audit-log', { cookie: admin })).body.data.total;
    expect((await shop.post('/api/admin/price-rules', { productId: 'GIBT-ES-NICHT', percentage: '-5', priority: 0 }, { cookie: admin })).status).toBe(400);
    expect((await shop.get('/api/admin/price-rules', { cookie: admin })).body.data.length).toBe(count);
    expect((await shop.get('/api/admin/audit-log', { cookie: admin })).body.data.total).toBe(total);
  });
});

describe('coupons', () => {
  it('create, edit (deactivate) and delete reach the cart at once and are audited', async () => {
    const created = await shop.post('/api/admin/coupons', { couponCode: ' sommer15 ', discountType: 'percentage', percentage: '15' }, { cookie: admin });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ couponCode: 'SOMMER15', discountType: 'percentage', percentage: '15', discount: null, active: true, dateFrom: null, dateTo: null });
    const priced = (code: string) => shop.post('/api/sales/cart/price', { positions: [{ productId: HOSE, qty: '10' }], couponCode: code, locale: 'de' });
    const withCoupon = (await priced('SOMMER15')).body.data;
    expect(withCoupon).toMatchObject({ couponCode: 'SOMMER15', couponMessageId: null });
    expect(withCoupon.discountAmount).toBeGreaterThan(0);

    const edited = await shop.put('/api/admin/coupons/sommer15', { discountType: 'fixed', discount: 500, active: false }, { cookie: admin });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ couponCode: 'SOMMER15', discountType: 'fixed', discount: 500, percentage: null, active: false });
    expect((await priced('SOMMER15')).body.data.couponMessageId).toBe('couponCodeInvalidMsg');
    expect((await shop.get('/api/admin/coupons', { cookie: admin })).body.data.map((c: { couponCode: string }) => c.couponCode)).toContain('SOMMER15');

    expect((await shop.delete('/api/admin/coupons/SOMMER15', { cookie: admin })).body.data).toBe(true);
    expect((await shop.delete('/api/admin/coupons/SOMMER15', { cookie: admin })).status).toBe(404);
    expect((await shop.put('/api/admin/coupons/SOMMER15', { discountType: 'fixed', discount: 500 }, { cookie: admin })).body.error.code).toBe('adCouponUnknown');
    const entries = await audit('coupon', 'SOMMER15');
    expect(entries.map((e) => e.action)).toEqual(['coupon.delete', 'coupon.update', 'coupon.create']);
    expect(entries[1]).toMatchObject({ before: { percentage: '15', active: true }, after: { discount: 500, active: false } });
  });
});
