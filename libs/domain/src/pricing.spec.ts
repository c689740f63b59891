import {
  GUEST_BUYER,
  convertAmount,
  convertCartPrice,
  couponDiscount,
  isCartRuleFor,
  isCouponValid,
  isRuleValid,
  lineTotal,
  priceCart,
  priceInfo,
  pricingDay,
  quantityTiers,
  rulePrice,
  unitPriceOf,
  validatePriceRule,
  validRules,
  checkPriceRuleAgainst,
  isLineTotalWithinLimit,
  type Coupon,
  type PriceRule,
  type PriceableProduct,
} from './pricing';

/** Object mother: a rule for everyone, any product, no conditions; override what a case needs. */
let nextId = 1;
const rule = (overrides: Partial<PriceRule>): PriceRule => ({
  id: nextId++,
  customerPricingGroup: null,
  customerId: null,
  dateFrom: null,
  dateTo: null,
  productId: null,
  productTypeI18nId: null,
  productPricingGroup: null,
  quantityFrom: null,
  shoppingCartValueFrom: null,
  netPrice: null,
  priceUnit: null,
  percentage: null,
  priority: 0,
  ...overrides,
});

/** A coupling: 12.90 € per piece, type "coupling", pricing group "B". */
const coupling: PriceableProduct = { id: 'KU-100', typeId: 'coupling', pricingGroup: 'B', priceCents: 1290, priceUnit: 1, listPriceCents: null };
/** A hose: 480.00 € per 100 m. */
const hose: PriceableProduct = { id: 'SL-20', typeId: 'hose', pricingGroup: 'A', priceCents: 48000, priceUnit: 100, listPriceCents: null };

const dealer = { id: 7, pricingGroup: 'dealer' };
const other = { id: 8, pricingGroup: 'oem' };

describe('price rule validity', () => {
  it('a rule with a customer pricing group applies to buyers of that group only', () => {
    const r = rule({ customerPricingGroup: 'dealer', percentage: '-10' });
    expect(isRuleValid(r, dealer, '2026-06-01')).toBe(true);
    expect(isRuleValid(r, other, '2026-06-01')).toBe(false);
    expect(isRuleValid(r, GUEST_BUYER, '2026-06-01')).toBe(false);
  });

  it('a rule without a group applies to everyone, visitors included', () => {
    const r = rule({ percentage: '-5' });
    expect(isRuleValid(r, GUEST_BUYER, '2026-06-01')).toBe(true);
    expect(isRuleValid(r, dealer, '2026-06-01')).toBe(true);
  });

  it("a customer-specific price applies to that customer only, whatever the group", () => {
    const r = rule({ customerId: 7, netPrice: 999 });
    expect(isRuleValid(r, dealer, '2026-06-01')).toBe(true);
    expect(isRuleValid(r, { id: 9, pricingGroup: 'dealer' }, '2026-06-01')).toBe(false);
    expect(isRuleValid(r, GUEST_BUYER, '2026-06-01')).toBe(false);
  });

  it('the date range contains today, both ends inclusive', () => {
    const r = rule({ dateFrom: '2026-03-01', dateTo: '2026-03-31', percentage: '-10' });
    expect(isRuleValid(r, GUEST_BUYER, '2026-02-28')).toBe(false);
    expect(isRuleValid(r, GUEST_BUYER, '2026-03-01')).toBe(true);
    expect(isRuleValid(r, GUEST_BUYER, '2026-03-31')).toBe(true);
    expect(isRuleValid(r, GUEST_BUYER, '2026-04-01')).toBe(false);
  });

  it('today is the calendar day in Berlin: midnight there, not in UTC, starts the day', () => {
    // 2026-03-31 23:30 UTC is already 1 April 01:30 in Berlin (summer time since 29 March).
    expect(pricingDay(new Date('2026-03-31T21:59:59Z'))).toBe('2026-03-31');
    expect(pricingDay(new Date('2026-03-31T22:00:00Z'))).toBe('2026-04-01');
    // Winter time: Berlin is UTC+1, so 23:00 UTC on 31 Dec is New Year's Day there.
    expect(pricingDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(pricingDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    const march = rule({ dateTo: '2026-03-31', percentage: '-10' });
    expect(isRuleValid(march, GUEST_BUYER, pricingDay(new Date('2026-03-31T21:59:59Z')))).toBe(true);
    expect(isRuleValid(march, GUEST_BUYER, pricingDay(new Date('2026-03-31T22:00:00Z')))).toBe(false);
  });

  it('validRules keeps the rules of this buyer and day', () => {
    const mine = rule({ customerPricingGroup: 'dealer', percentage: '-10' });
    const theirs = rule({ customerPricingGroup: 'oem', percentage: '-20' });
    const expired = rule({ dateTo: '2025-12-31', percentage: '-30' });
    const everyone = rule({ percentage: '-1' });
    expect(validRules([mine, theirs, expired, everyone], dealer, '2026-06-01')).toEqual([mine, everyone]);
  });
});

describe('position rules', () => {
  it('apply from quantityFrom on: 9 pieces pay the list price, 10 pieces the tier price', () => {
    const tier = rule({ productId: 'KU-100', quantityFrom: '10', netPrice: 1100 });
    expect(unitPriceOf(coupling, '9', [tier])).toEqual({ price: 1290, rule: null });
    expect(unitPriceOf(coupling, '10', [tier])).toEqual({ price: 1100, rule: tier });
    expect(unitPriceOf(coupling, '10.5', [tier]).price).toBe(1100);
  });

  it('do not apply when shoppingCartValueFrom is set (that makes a cart-level rule)', () => {
    const cartRule = rule({ shoppingCartValueFrom: 10000, percentage: '-5' });
    expect(unitPriceOf(coupling, '100', [cartRule])).toEqual({ price: 1290, rule: null });
  });

  it('restrict by product id, product type and product pricing group, all that are set', () => {
    const byId = rule({ productId: 'KU-100', percentage: '-10' });
    const byType = rule({ productTypeI18nId: 'hose', percentage: '-10' });
    const byGroup = rule({ productPricingGroup: 'B', percentage: '-10' });
    const typeAndGroup = rule({ productTypeI18nId: 'coupling', productPricingGroup: 'A', percentage: '-10' });
    expect(unitPriceOf(coupling, '1', [byId]).price).toBe(1161);
    expect(unitPriceOf(hose, '1', [byId]).price).toBe(48000);
    expect(unitPriceOf(coupling, '1', [byType]).price).toBe(1290);
    expect(unitPriceOf(hose, '1', [byType]).price).toBe(43200);
    expect(unitPriceOf(coupling, '1', [byGroup]).price).toBe(1161);
    expect(unitPriceOf(hose, '1', [byGroup]).price).toBe(48000);
    // coupling is type coupling but pricing group B: the group restriction fails.
    expect(unitPriceOf(coupling, '1', [typeAndGroup]).price).toBe(1290);
  });

  it('a percentage changes the catalogue price, rounded half up to the cent: 12.90 − 7.5 % = 11.9325 → 11.93', () => {
    expect(rulePrice(rule({ percentage: '-7.5' }), coupling)).toBe(1193);
    // 12.90 − 12.5 % = 11.2875 → 11.29 (half up)
    expect(rulePrice(rule({ percentage: '-12.5' }), coupling)).toBe(1129);
    // a surcharge: 12.90 + 3 % = 13.287 → 13.29
    expect(rulePrice(rule({ percentage: '3' }), coupling)).toBe(1329);
    // never below zero
    expect(rulePrice(rule({ percentage: '-150' }), coupling)).toBe(0);
  });

  it('a net price is per the rule’s price unit, converted to the product’s: 4.50 € per metre is 450.00 € per 100 m', () => {
    expect(rulePrice(rule({ netPrice: 450, priceUnit: 1 }), hose)).toBe(45000);
    // 399.00 € per 100 m stated per 100: kept
    expect(rulePrice(rule({ netPrice: 39900, priceUnit: 100 }), hose)).toBe(39900);
    // no price unit on the rule: the product's own
    expect(rulePrice(rule({ netPrice: 41000 }), hose)).toBe(41000);
    // 1.235 € per 10 pieces for a product priced per piece → 0.1235 → 0.12 per piece
    expect(rulePrice(rule({ netPrice: 1235, priceUnit: 10 }), coupling)).toBe(124);
  });

  it('the highest priority wins, even when another rule is cheaper', () => {
    const cheap = rule({ percentage: '-30', priority: 1 });
    const important = rule({ netPrice: 1200, priority: 5 });
    expect(unitPriceOf(coupling, '1', [cheap, important])).toEqual({ price: 1200, rule: important });
  });

  it('on a priority tie the more specific rule wins: customer before group before everyone', () => {
    const everyone = rule({ percentage: '-30', priority: 2 });
    const group = rule({ customerPricingGroup: 'dealer', percentage: '-10', priority: 2 });
    const own = rule({ customerId: 7, netPrice: 1250, priority: 2 });
    expect(unitPriceOf(coupling, '1', [everyone, group]).rule).toBe(group);
    expect(unitPriceOf(coupling, '1', [everyone, group, own]).rule).toBe(own);
  });

  it('on a tie of priority and scope the lower price wins, then the older rule', () => {
    const a = rule({ percentage: '-10', priority: 1 });
    const b = rule({ percentage: '-20', priority: 1 });
    expect(unitPriceOf(coupling, '1', [a, b]).rule).toBe(b);
    const c = rule({ netPrice: 1000, priority: 1 });
    const d = rule({ netPrice: 1000, priority: 1 });
    expect(unitPriceOf(coupling, '1', [d, c]).rule).toBe(c);
  });

  it('line total = price × quantity ÷ price unit, rounded once: 480.00 € per 100 m × 12.5 m = 60.00 €', () => {
    expect(lineTotal(48000, 100, '12.5')).toBe(6000);
    expect(lineTotal(1193, 1, '3')).toBe(3579);
    // 4.99 € per 100 × 3 = 0.1497 → 0.15
    expect(lineTotal(499, 100, '3')).toBe(15);
  });
});

describe('quantity tiers shown on the product page', () => {
  it('lists each quantity from which the price drops', () => {
    const rules = [
      rule({ productId: 'KU-100', quantityFrom: '10', netPrice: 1150 }),
      rule({ productId: 'KU-100', quantityFrom: '50', netPrice: 1090 }),
      // does not lower the price: not a tier
      rule({ productId: 'KU-100', quantityFrom: '20', netPrice: 1200 }),
      // another product: not a tier of this one
      rule({ productId: 'OTHER', quantityFrom: '5', netPrice: 1 }),
    ];
    expect(quantityTiers(coupling, rules)).toEqual([
      { quantityFrom: '10', price: 1150 },
      { quantityFrom: '50', price: 1090 },
    ]);
  });

  it('is empty when the price does not depend on the quantity', () => {
    expect(quantityTiers(coupling, [rule({ percentage: '-10' })])).toEqual([]);
  });
});

describe('price info', () => {
  it('a discounted price shows the catalogue price struck through and the whole-percent discount', () => {
    expect(priceInfo(coupling, 1161, 'de', 'EUR')).toEqual({
      price: 1161,
      priceUnit: 1,
      listPrice: 1290,
      formattedPrice: '11,61 €',
      formattedListPrice: '12,90 €',
      discount: 10,
      formattedDiscount: '-10 %',
      currency: 'EUR',
    });
    expect(priceInfo(coupling, 1161, 'en', 'EUR')).toMatchObject({ formattedPrice: '€11.61', formattedDiscount: '-10%' });
  });

  it('the undiscounted catalogue price has no list price; a catalogue list price above it does', () => {
    expect(priceInfo(coupling, 1290, 'de', 'EUR')).toMatchObject({ listPrice: null, discount: null, formattedListPrice: null });
    expect(priceInfo({ ...coupling, listPriceCents: 1500 }, 1290, 'de', 'EUR')).toMatchObject({ listPrice: 1500, discount: 14 });
  });
});

describe('cart-level rules', () => {
  it('need shoppingCartValueFrom reached', () => {
    const r = rule({ shoppingCartValueFrom: 50000, percentage: '-3' });
    expect(isCartRuleFor(r, 49999)).toBe(false);
    expect(isCartRuleFor(r, 50000)).toBe(true);
  });

  it('need no product restriction', () => {
    expect(isCartRuleFor(rule({ shoppingCartValueFrom: 100, percentage: '-3', productId: 'KU-100' }), 500)).toBe(false);
    expect(isCartRuleFor(rule({ shoppingCartValueFrom: 100, percentage: '-3', productTypeI18nId: 'hose' }), 500)).toBe(false);
    expect(isCartRuleFor(rule({ shoppingCartValueFrom: 100, percentage: '-3', productPricingGroup: 'A' }), 500)).toBe(false);
  });

  it('need a negative percentage or net price', () => {
    expect(isCartRuleFor(rule({ shoppingCartValueFrom: 100, percentage: '3' }), 500)).toBe(false);
    expect(isCartRuleFor(rule({ shoppingCartValueFrom: 100, netPrice: 500 }), 500)).toBe(false);
    expect(isCartRuleFor(rule({ shoppingCartValueFrom: 100, netPrice: -500 }), 500)).toBe(true);
  });
});

describe('coupons', () => {
  const tenPercent: Coupon = { couponCode: 'WILLKOMMEN10', discountType: 'percentage', percentage: '10', discount: null };
  const fifteenEuro: Coupon = { couponCode: 'SERVICE15', discountType: 'fixed', discount: 1500, percentage: null };

  it('a percentage coupon takes that percent of the value, rounded half up: 10 % of 123.45 € = 12.35 €', () => {
    expect(couponDiscount(tenPercent, 12345)).toBe(1235);
  });

  it('a fixed coupon takes its amount, never more than the value', () => {
    expect(couponDiscount(fifteenEuro, 12345)).toBe(1500);
    expect(couponDiscount(fifteenEuro, 900)).toBe(900);
  });

  it('is valid while active and within its dates', () => {
    expect(isCouponValid(tenPercent, '2026-06-01')).toBe(true);
    expect(isCouponValid({ ...tenPercent, active: false }, '2026-06-01')).toBe(false);
    expect(isCouponValid({ ...tenPercent, dateTo: '2026-05-31' }, '2026-06-01')).toBe(false);
    expect(isCouponValid({ ...tenPercent, dateFrom: '2026-06-02' }, '2026-06-01')).toBe(false);
  });
});

describe('cart price info, worked through', () => {
  const rules = [
    rule({ productId: 'KU-100', quantityFrom: '10', netPrice: 1100 }),
    rule({ productTypeI18nId: 'hose', percentage: '-5' }),
    rule({ shoppingCartValueFrom: 50000, percentage: '-2' }),
  ];
  const coupon: Coupon = { couponCode: 'WILLKOMMEN10', discountType: 'percentage', percentage: '10', discount: null };

  it('prices lines by their rules, then the cart rule, then the coupon, then VAT on the subtotal', () => {
    const result = priceCart({
      lines: [
        { product: coupling, qty: '20' }, // 20 × 11.00 = 220.00
        { product: hose, qty: '75.5' }, // 456.00 per 100 m × 75.5 m = 344.28
      ],
      rules,
      coupon,
      vatRate: 19,
      minOrderValue: 10000,
      minOfferValue: 100000,
    });
    expect(result.lines.map((l) => [l.productId, l.price, l.lineTotal])).toEqual([
      ['KU-100', 1100, 22000],
      ['SL-20', 45600, 34428],
    ]);
    expect(result.itemTotal).toBe(56428); // 564.28
    expect(result.ruleDiscount).toBe(1129); // 2 % of 564.28 = 11.2856 → 11.29
    expect(result.couponDiscount).toBe(5530); // 10 % of 552.99 = 55.299 → 55.30
    expect(result.discountAmount).toBe(6659);
    expect(result.discountPercentage).toBe('11.8'); // 66.59 / 564.28 = 11.80 %
    expect(result.shoppingCartValue).toBe(49769);
    expect(result.subtotal).toBe(49769);
    expect(result.vat).toBe(9456); // 19 % of 497.69 = 94.5611 → 94.56
    expect(result.total).toBe(59225);
    expect(result.couponCode).toBe('WILLKOMMEN10');
    expect(result.minOrderValueIsReached).toBe(true);
    expect(result.minOfferValueIsReached).toBe(false);
  });

  it('adds shipping and payment costs to the subtotal before VAT', () => {
    const result = priceCart({ lines: [{ product: coupling, qty: '1' }], rules: [], coupon: null, vatRate: '19', minOrderValue: null, minOfferValue: null, shippingCosts: 590, paymentCosts: 200 });
    expect(result).toMatchObject({ itemTotal: 1290, discountAmount: 0, discountPercentage: '0', subtotal: 2080, vat: 395, total: 2475 });
  });

  it('the minimum order value is checked against the value after discounts', () => {
    const base = { lines: [{ product: coupling, qty: '10' }], rules: [], vatRate: 19, minOfferValue: null } as const;
    expect(priceCart({ ...base, coupon: null, minOrderValue: 12900 }).minOrderValueIsReached).toBe(true);
    expect(priceCart({ ...base, coupon, minOrderValue: 12900 }).minOrderValueIsReached).toBe(false);
  });

  it('a fixed cart rule and a fixed coupon never take the cart below zero', () => {
    const result = priceCart({
      lines: [{ product: coupling, qty: '1' }],
      rules: [rule({ shoppingCartValueFrom: 1000, netPrice: -1000 })],
      coupon: { couponCode: 'X', discountType: 'fixed', discount: 5000, percentage: null },
      vatRate: 19,
      minOrderValue: null,
      minOfferValue: null,
    });
    expect(result).toMatchObject({ ruleDiscount: 1000, couponDiscount: 290, discountAmount: 1290, shoppingCartValue: 0, total: 0, discountPercentage: '100' });
  });

  it('a configured product keeps its own price: rules are not applied to it', () => {
    const result = priceCart({ lines: [{ product: coupling, qty: '2', fixedPrice: 5000 }], rules: [rule({ percentage: '-50' })], coupon: null, vatRate: 19, minOrderValue: null, minOfferValue: null });
    expect(result.lines[0]).toMatchObject({ price: 5000, lineTotal: 10000, rule: null });
  });

  it('of two cart rules that apply, the higher priority wins, else the larger discount', () => {
    const small = rule({ shoppingCartValueFrom: 100, percentage: '-2', priority: 1 });
    const large = rule({ shoppingCartValueFrom: 100, percentage: '-5', priority: 1 });
    const first = rule({ shoppingCartValueFrom: 100, percentage: '-1', priority: 3 });
    const input = { lines: [{ product: coupling, qty: '100' }], coupon: null, vatRate: 19, minOrderValue: null, minOfferValue: null };
    expect(priceCart({ ...input, rules: [small, large] }).cartRule).toBe(large);
    expect(priceCart({ ...input, rules: [small, large, first] }).cartRule).toBe(first);
  });
});

describe('a storable price rule', () => {
  const base = { ...rule({ productTypeI18nId: 'coupling', percentage: '-10' }) };
  it('is fine with one price and conditions in order', () => {
    expect(validatePriceRule({ ...base, dateFrom: '2026-01-01', dateTo: '2026-01-01', quantityFrom: '0' })).toEqual({});
  });
  it('needs dates in order', () => {
    expect(validatePriceRule({ ...base, dateFrom: '2026-02-01', dateTo: '2026-01-31' })).toEqual({ dateTo: 'priceRuleDatesInOrder' });
  });
  it('needs exactly one of a net price and a percentage', () => {
    expect(validatePriceRule({ ...base, netPrice: 100 })).toMatchObject({ netPrice: 'priceRuleNetPriceOrPercentage' });
    expect(validatePriceRule({ ...base, percentage: null })).toMatchObject({ percentage: 'priceRuleNetPriceOrPercentage' });
  });
  it('refuses negative quantities and cart values and a price unit of 0', () => {
    expect(validatePriceRule({ ...base, quantityFrom: '-1' })).toEqual({ quantityFrom: 'priceRuleNotNegative' });
    expect(validatePriceRule({ ...base, priceUnit: 0 })).toEqual({ priceUnit: 'priceRulePriceUnitPositive' });
    expect(validatePriceRule({ ...base, shoppingCartValueFrom: -5 })).toMatchObject({ shoppingCartValueFrom: 'priceRuleNotNegative' });
  });
  it('is for a group or a customer, not both', () => {
    expect(validatePriceRule({ ...base, customerPricingGroup: 'dealer', customerId: 3 })).toEqual({ customerId: 'priceRuleGroupOrCustomer' });
  });
  it('a percentage lies above −100 and at most at 100 (negative: a discount, positive: a surcharge)', () => {
    for (const ok of ['-99.99', '-50', '0', '10', '100']) expect(validatePriceRule({ ...base, percentage: ok })).toEqual({});
    for (const bad of ['-150', '-100', '-100.0', '100.01', '250', 'x']) expect(validatePriceRule({ ...base, percentage: bad })).toEqual({ percentage: 'priceRulePercentageRange' });
  });
  it("a position rule's net price is above 0", () => {
    expect(validatePriceRule({ ...base, percentage: null, netPrice: 1 })).toEqual({});
    expect(validatePriceRule({ ...base, percentage: null, netPrice: 0 })).toEqual({ netPrice: 'priceRuleNetPricePositive' });
    expect(validatePriceRule({ ...base, percentage: null, netPrice: -500 })).toEqual({ netPrice: 'priceRuleNetPricePositive' });
  });
  it('a position rule names an article, a product type or a product pricing group', () => {
    const bare = { ...base, productTypeI18nId: null };
    expect(validatePriceRule(bare)).toEqual({ productId: 'priceRuleTargetRequired' });
    expect(validatePriceRule({ ...bare, customerPricingGroup: 'dealer' })).toEqual({ productId: 'priceRuleTargetRequired' });
    expect(validatePriceRule({ ...bare, productId: 'KU-100' })).toEqual({});
    expect(validatePriceRule({ ...bare, productPricingGroup: 'B' })).toEqual({});
  });
  it('a cart-level rule must be a discount on the whole cart that leaves the cart worth more than 0', () => {
    const cart = { ...base, productTypeI18nId: null, shoppingCartValueFrom: 1000 };
    expect(validatePriceRule({ ...cart, percentage: '5' })).toEqual({ shoppingCartValueFrom: 'priceRuleCartRuleDiscount' });
    expect(validatePriceRule({ ...cart, productId: 'A' })).toEqual({ shoppingCartValueFrom: 'priceRuleCartRuleDiscount' });
    expect(validatePriceRule(cart)).toEqual({});
    expect(validatePriceRule({ ...cart, percentage: '-100' })).toEqual({ percentage: 'priceRulePercentageRange' });
    expect(validatePriceRule({ ...cart, percentage: null, netPrice: -999 })).toEqual({});
    // 10.00 € off carts from 10.00 €: a cart of exactly 10.00 € would cost nothing.
    expect(validatePriceRule({ ...cart, percentage: null, netPrice: -1000 })).toEqual({ netPrice: 'priceRuleMakesPriceZero' });
  });
});

describe('a storable price rule, checked against the shop', () => {
  const cheap: PriceableProduct = { id: 'OR-1', typeId: 'oring', pricingGroup: 'C', priceCents: 1, priceUnit: 1, listPriceCents: null };
  const free: PriceableProduct = { id: 'MUSTER', typeId: 'oring', pricingGroup: 'C', priceCents: 0, priceUnit: 1, listPriceCents: null };
  const catalogue = [coupling, hose, cheap, free];
  const known = {
    product: (id: string) => catalogue.find((p) => p.id === id) ?? null,
    productsMatching: (r: Pick<PriceRule, 'productTypeI18nId' | 'productPricingGroup'>) =>
      catalogue.filter((p) => (r.productTypeI18nId === null || p.typeId === r.productTypeI18nId) && (r.productPricingGroup === null || p.pricingGroup === r.productPricingGroup)),
    productTypes: ['coupling', 'hose', 'oring'],
    productPricingGroups: ['A', 'B', 'C'],
    customerPricingGroups: ['dealer'],
  };
  const base = rule({ percentage: '-10' });

  it('names what the shop knows', () => {
    expect(checkPriceRuleAgainst({ ...base, productId: 'KU-100', customerPricingGroup: 'dealer' }, known)).toEqual({});
    expect(checkPriceRuleAgainst({ ...base, productId: 'GIBT-ES-NICHT' }, known)).toEqual({ productId: 'productIdUnknown' });
    expect(checkPriceRuleAgainst({ ...base, productTypeI18nId: 'xyz' }, known)).toEqual({ productTypeI18nId: 'adRuleProductTypeUnknown' });
    expect(checkPriceRuleAgainst({ ...base, productPricingGroup: 'xyz' }, known)).toEqual({ productPricingGroup: 'adRuleProductPricingGroupUnknown' });
    expect(checkPriceRuleAgainst({ ...base, productId: 'KU-100', customerPricingGroup: 'xyz' }, known)).toEqual({ customerPricingGroup: 'adRuleCustomerPricingGroupUnknown' });
    // An edit keeps the group its stored rule names, even when no customer is in it any more.
    expect(checkPriceRuleAgainst({ ...base, productId: 'KU-100', customerPricingGroup: 'alt' }, known, { customerPricingGroup: 'alt' })).toEqual({});
    // What the vocabulary leaves out is not checked (the admin form knows no articles).
    expect(checkPriceRuleAgainst({ ...base, productId: 'GIBT-ES-NICHT' }, { customerPricingGroups: [] })).toEqual({});
  });

  it('refuses a rule that would make a price 0 or less, and says which field', () => {
    // 99.99 % off 0.01 € rounds to 0; the article that is free already does not count.
    expect(checkPriceRuleAgainst({ ...base, productTypeI18nId: 'oring', percentage: '-99.99' }, known)).toEqual({ percentage: 'priceRuleMakesPriceZero' });
    expect(checkPriceRuleAgainst({ ...base, productId: 'MUSTER', percentage: '-99.99' }, known)).toEqual({});
    expect(checkPriceRuleAgainst({ ...base, productTypeI18nId: 'coupling', percentage: '-99.99' }, known)).toEqual({ percentage: 'priceRuleMakesPriceZero' }); // 0.129 cents
    expect(checkPriceRuleAgainst({ ...base, productTypeI18nId: 'coupling', percentage: '-99' }, known)).toEqual({}); // 12.9 → 13 cents
    // 0.01 € per 100 m is 0 cents per metre: the hose's price unit is 100, a rule per piece (1) is converted.
    expect(checkPriceRuleAgainst({ ...base, productId: 'SL-20', percentage: null, netPrice: 1, priceUnit: 1000 }, known)).toEqual({ netPrice: 'priceRuleMakesPriceZero' });
    expect(checkPriceRuleAgainst({ ...base, productId: 'SL-20', percentage: null, netPrice: 1, priceUnit: 100 }, known)).toEqual({});
  });
});

describe('the engine never prices below 0, whatever rules combine', () => {
  it('no unit price, line, discount, cart value or total below 0', () => {
    const rules = [
      rule({ productId: 'KU-100', percentage: '-150' }), // stored before validation existed
      rule({ productId: 'KU-100', netPrice: -700, priority: 1 }),
      rule({ shoppingCartValueFrom: 0, netPrice: -1_000_000 }),
      rule({ shoppingCartValueFrom: 0, percentage: '-250' }),
    ];
    const coupon: Coupon = { couponCode: 'ALLES', discountType: 'fixed', discount: 999_999, percentage: null };
    const result = priceCart({ lines: [{ product: coupling, qty: '3' }, { product: hose, qty: '10' }, { product: coupling, qty: '1', fixedPrice: -500 }], rules, coupon, vatRate: 19, minOrderValue: null, minOfferValue: null, shippingCosts: 0 });
    for (const line of result.lines) {
      expect(line.price).toBeGreaterThanOrEqual(0);
      expect(line.lineTotal).toBeGreaterThanOrEqual(0);
    }
    for (const figure of [result.itemTotal, result.ruleDiscount, result.couponDiscount, result.shoppingCartValue, result.subtotal, result.vat, result.total]) expect(figure).toBeGreaterThanOrEqual(0);
    expect(result.discountAmount).toBeLessThanOrEqual(result.itemTotal);
  });

  it('a line total is capped at 100 billion: beyond it a position is refused, computed without floats', () => {
    // 66,850.00 € a piece: a million pieces stay inside (66.85 billion), 999,999,999 do not.
    expect(isLineTotalWithinLimit(6_685_000, 1, '1000000')).toBe(true);
    expect(isLineTotalWithinLimit(6_685_000, 1, '999999999')).toBe(false);
    expect(isLineTotalWithinLimit(10_000_000_000_000, 1, '1')).toBe(true);
    expect(isLineTotalWithinLimit(10_000_000_000_000, 1, '1.01')).toBe(false);
    expect(isLineTotalWithinLimit(10_000_000_000_000, 100, '100')).toBe(true);
  });
});

describe('the cart in a destination’s currency', () => {
  it('converts an amount at the rate, rounded once half away from zero', () => {
    expect(convertAmount(10000, '0.93')).toBe(9300);
    expect(convertAmount(1290, '0.9345')).toBe(1206); // 12.05505 → 12.06
    expect(convertAmount(1, '0.5')).toBe(1); // 0.5 cent → 1
    expect(() => convertAmount(100, '0')).toThrow(RangeError);
    expect(() => convertAmount(100, 'x')).toThrow(RangeError);
  });

  it('converts unit prices, recomputes lines and sums, converts discounts and costs once: every figure adds up (worked, EUR → CHF at 0.93)', () => {
    const eur = priceCart({
      lines: [
        { product: coupling, qty: '20' }, // 20 × 11.00 € = 220.00 €
        { product: hose, qty: '75.5' }, // 456.00 € per 100 m × 75.5 m = 344.28 €
      ],
      rules: [rule({ productId: 'KU-100', quantityFrom: '10', netPrice: 1100 }), rule({ productTypeI18nId: 'hose', percentage: '-5' }), rule({ shoppingCartValueFrom: 50000, percentage: '-2' })],
      coupon: { couponCode: 'SERVICE25', discountType: 'fixed', percentage: null, discount: 2500 },
      vatRate: '8.1',
      minOrderValue: 5000,
      minOfferValue: null,
      shippingCosts: 1490,
      paymentCosts: 0,
    });
    const chf = convertCartPrice(eur, '0.93');
    expect(chf.lines.map((l) => [l.price, l.lineTotal])).toEqual([
      [1023, 20460], // 11.00 € → 10.23 CHF × 20
      [42408, 32018], // 456.00 € → 424.08 CHF per 100 m × 75.5 m = 320.1804 → 320.18
    ]);
    expect(chf.itemTotal).toBe(52478);
    expect(chf.ruleDiscount).toBe(1050); // 11.29 € → 10.4997 → 10.50
    expect(chf.couponDiscount).toBe(2325); // 25.00 € → 23.25
    expect(chf.discountAmount).toBe(3375);
    expect(chf.shoppingCartValue).toBe(49103);
    expect(chf.shippingCosts).toBe(1386); // 14.90 € → 13.857 → 13.86
    expect(chf.subtotal).toBe(49103 + 1386);
    expect(chf.vat).toBe(Math.round((49103 + 1386) * 0.081)); // 8.1 % of 504.89 = 40.896 → 40.90
    expect(chf.total).toBe(chf.subtotal + chf.vat);
    expect(chf.vatRate).toBe('8.1');
    expect(chf.minOrderValueIsReached).toBe(eur.minOrderValueIsReached);
  });
});
