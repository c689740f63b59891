// Pricing's decisions (pure): which rules a buyer gets, whether a position is priced, and the order in which
// a cart's figures are decided when a destination's quote takes part.
import { getOrderQuantityInfo, priceCart, quantityTiers, unitPriceOf, type Coupon, type PriceableProduct, type PriceRule } from '@shop/domain';
import { articlesWithNetPrices, isBuyersOwnRule, rulesShownToBuyers, withOverlay } from './buyer-rules';
import { calculateCart, HOME_VAT_RATE, type CalculationLine } from './cart-calculation';
import { admitPosition } from './cart-positions';
import type { DeliveryCosts, DeliveryPosition } from './ports/delivery-costs.port';
import { PriceCalculationStrategy } from './ports/price-calculation.strategy';
import { RuleIndex } from './rule-index';

const DAY = '2026-06-01';

const rule = (id: number, overrides: Partial<PriceRule> = {}): PriceRule => ({
  id,
  customerPricingGroup: null,
  customerId: null,
  dateFrom: null,
  dateTo: null,
  productId: 'A',
  productTypeI18nId: null,
  productPricingGroup: null,
  quantityFrom: null,
  shoppingCartValueFrom: null,
  netPrice: null,
  priceUnit: null,
  percentage: '-10',
  priority: 0,
  ...overrides,
});

const coupon = (code: string, overrides: Partial<Coupon> = {}): Coupon => ({ couponCode: code, discountType: 'percentage', percentage: '10', discount: null, active: true, dateFrom: null, dateTo: null, ...overrides }) as Coupon;

describe('RuleIndex: the price view (buyers who see the same prices share pages)', () => {
  const index = RuleIndex.of([rule(1), rule(2, { customerPricingGroup: 'haendler' }), rule(3, { customerId: 7 })], []);

  it('is the same for two buyers of one group without rules of their own', () => {
    expect(index.priceView({ id: 10, pricingGroup: 'haendler' }, DAY)).toBe(index.priceView({ id: 11, pricingGroup: 'haendler' }, DAY));
  });

  it('differs by group, by an account with rules of its own, and by day', () => {
    const dealer = index.priceView({ id: 10, pricingGroup: 'haendler' }, DAY);
    expect(index.priceView({ id: 10, pricingGroup: null }, DAY)).not.toBe(dealer);
    expect(index.priceView({ id: 7, pricingGroup: 'haendler' }, DAY)).not.toBe(dealer);
    expect(index.priceView({ id: 10, pricingGroup: 'haendler' }, '2026-06-02')).not.toBe(dealer);
  });

  it("is a company member's company's (members pay the company's prices)", () => {
    expect(index.priceView({ id: 12, pricingGroup: 'haendler', companyId: 7 }, DAY)).toBe(index.priceView({ id: 7, pricingGroup: 'haendler' }, DAY));
  });
});

describe('RuleIndex: which rules a buyer gets', () => {
  const everyone = rule(1);
  const dealers = rule(2, { customerPricingGroup: 'haendler' });
  const own = rule(3, { customerId: 7 });
  const othersOwn = rule(4, { customerId: 8 });
  const expired = rule(5, { dateTo: '2026-05-31' });
  const index = RuleIndex.of([everyone, dealers, own, othersOwn, expired], [coupon('WILLKOMMEN10'), coupon('ALT', { dateTo: '2026-05-31' }), coupon('AUS', { active: false })]);

  it('a dealer customer gets the rules for everyone, the group\'s and its own that are valid today — never another customer\'s', () => {
    expect(index.rulesFor({ id: 7, pricingGroup: 'haendler' }, DAY).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(index.rulesFor({ id: 8, pricingGroup: null }, DAY).map((r) => r.id)).toEqual([1, 4]);
    expect(index.rulesFor({ id: null, pricingGroup: null }, DAY).map((r) => r.id)).toEqual([1]);
    expect(index.rulesFor({ id: null, pricingGroup: null }, '2026-05-30').map((r) => r.id)).toEqual([1, 5]);
  });

  it('a coupon by its code in any case, only while it can be used', () => {
    expect(index.coupon(' willkommen10 ', DAY)?.couponCode).toBe('WILLKOMMEN10');
    expect(index.coupon('ALT', DAY)).toBeNull();
    expect(index.coupon('AUS', DAY)).toBeNull();
    expect(index.coupon('GIBTESNICHT', DAY)).toBeNull();
  });
});

describe('rules shown to buyers and the admin preview', () => {
  it('leaves out a net price set on an article sold on request only; percentages and other articles stay', () => {
    const onRequestNet = rule(1, { productId: 'RB-6A', netPrice: 100_000, percentage: null });
    const onRequestPercent = rule(2, { productId: 'RB-6A' });
    const otherNet = rule(3, { productId: 'KU-1', netPrice: 900, percentage: null });
    const rules = [onRequestNet, onRequestPercent, otherNet];
    expect(articlesWithNetPrices(rules)).toEqual(['RB-6A', 'KU-1']);
    expect(rulesShownToBuyers(rules, (id) => id === 'RB-6A').map((r) => r.id)).toEqual([2, 3]);
  });

  it("the login answer's group rules are the group's and the customer's own", () => {
    expect([rule(1), rule(2, { customerPricingGroup: 'haendler' }), rule(3, { customerId: 7 })].filter(isBuyersOwnRule).map((r) => r.id)).toEqual([2, 3]);
  });

  it('the rule being edited replaces its stored version, or is added; only when it is valid for the buyer today', () => {
    const stored = [rule(1), rule(2)];
    expect(withOverlay(stored, { rule: rule(2, { percentage: '-50' }) }, { id: null, pricingGroup: null }, DAY).map((r) => [r.id, r.percentage])).toEqual([[1, '-10'], [2, '-50']]);
    expect(withOverlay(stored, { rule: rule(0, { customerPricingGroup: 'haendler' }) }, { id: null, pricingGroup: null }, DAY).map((r) => r.id)).toEqual([1, 2]);
    expect(withOverlay(stored, { rule: rule(0, { customerPricingGroup: 'haendler' }) }, { id: 7, pricingGroup: 'haendler' }, DAY).map((r) => r.id)).toEqual([1, 2, 0]);
  });
});

describe('admitPosition: whether a position is priced', () => {
  const pieces = { isOnlyOnRequest: false, orderQuantity: getOrderQuantityInfo(null) };
  const metres = { isOnlyOnRequest: false, orderQuantity: getOrderQuantityInfo({ orderQuantity: { type: 'decimal' } }) };

  it.each([
    ['an unknown article', { productId: 'X', qty: '1' }, undefined, { kind: 'unknown' }],
    ['an article sold on request only', { productId: 'RB', qty: '1' }, { ...pieces, isOnlyOnRequest: true }, { kind: 'refused', field: 'productId', messageId: 'productOnlyOnRequest' }],
    ['whole pieces', { productId: 'KU', qty: '3' }, pieces, { kind: 'priced', qty: '3' }],
    ['half a piece', { productId: 'KU', qty: '2.5' }, pieces, { kind: 'refused', field: 'qty', messageId: 'invalidOrderQuantityInteger' }],
    ['metres with decimals', { productId: 'SL', qty: '12.5' }, metres, { kind: 'priced', qty: '12.5' }],
    ['nothing', { productId: 'KU', qty: '0' }, pieces, { kind: 'refused', field: 'qty', messageId: expect.any(String) }],
    ['a configured product, whole pieces', { productId: 'CELL', qty: '2', customProductType: 'automation' }, undefined, { kind: 'priced', qty: '2' }],
    ['a hundredth of a configured product (ADR 0035)', { productId: 'CELL', qty: '0.01', customProductType: 'automation' }, undefined, { kind: 'refused', field: 'qty', messageId: expect.any(String) }],
  ])('%s', (_name, position, article, verdict) => {
    expect(admitPosition(position, article)).toEqual(verdict);
  });
});

/** The engine of @shop/domain, as the default strategy runs it. */
class Engine extends PriceCalculationStrategy {
  unitPrice(product: PriceableProduct, quantity: string, rules: readonly PriceRule[]) {
    return unitPriceOf(product, quantity, rules);
  }
  tiers(product: PriceableProduct, rules: readonly PriceRule[]) {
    return quantityTiers(product, rules);
  }
  priceCart(input: Parameters<typeof priceCart>[0]) {
    return priceCart(input);
  }
}

const product = (id: string, priceCents: number): PriceableProduct => ({ id, priceCents, listPriceCents: null, priceUnit: 1, productTypeI18nId: null, pricingGroup: null }) as unknown as PriceableProduct;
const line = (id: string, priceCents: number, qty: string): CalculationLine => ({ product: product(id, priceCents), qty, customProductType: null, trainingCost: 0 });

describe('calculateCart: the order in which a cart\'s figures are decided', () => {
  const base = { rules: [] as PriceRule[], coupon: null, minOrderValue: 5000, minOfferValue: 50_000, shopCurrency: 'EUR' };

  it('without a destination: the home VAT rate, no costs, the shop\'s currency', async () => {
    const result = await calculateCart(new Engine(), { ...base, lines: [line('A', 2500, '4')], delivery: null });
    expect(result.priced).toMatchObject({ itemTotal: 10_000, subtotal: 10_000, vatRate: HOME_VAT_RATE, vat: 1900, total: 11_900 });
    expect([result.currency, result.rate, result.deliveryMessageId, result.vatTreatment]).toEqual(['EUR', null, null, null]);
    expect(result.terms.value).toBe(10_000);
  });

  it('with a destination: its quote is asked once with the goods\' value after discounts, and the cart is totalled with its costs and rate', async () => {
    const asked: Array<{ positions: readonly DeliveryPosition[]; value: number }> = [];
    const quote = {
      async costs(positions: readonly DeliveryPosition[], value: number): Promise<DeliveryCosts> {
        asked.push({ positions, value });
        return { shippingCosts: 990, paymentCosts: 700, vatRate: '20', vatTreatment: null, currency: 'EUR', exchangeRate: null, messageId: null };
      },
    };
    const result = await calculateCart(new Engine(), { ...base, coupon: coupon('W10'), lines: [line('A', 2500, '4')], delivery: quote });
    expect(asked).toEqual([{ positions: [{ productId: 'A', qty: '4', customProductType: null, customConfiguration: undefined }], value: 9000 }]);
    // 100.00 − 10 % = 90.00 + 9.90 + 7.00 = 106.90 net; 20 % = 21.38.
    expect(result.priced).toMatchObject({ shoppingCartValue: 9000, shippingCosts: 990, paymentCosts: 700, subtotal: 10_690, vatRate: '20', vat: 2138, total: 12_828 });
  });

  it('a destination invoiced in another currency: every figure converted once and added up there; offer terms stay on the shop\'s value', async () => {
    const quote = { costs: async (): Promise<DeliveryCosts> => ({ shippingCosts: 1000, paymentCosts: 0, vatRate: '8.1', vatTreatment: null, currency: 'CHF', exchangeRate: '0.93', messageId: null }) };
    const result = await calculateCart(new Engine(), { ...base, lines: [line('A', 2500, '4')], delivery: quote });
    expect(result.currency).toBe('CHF');
    expect(result.rate).toBe('0.93');
    expect(result.priced).toMatchObject({ itemTotal: 9300, shippingCosts: 930, subtotal: 10_230 });
    expect(result.priced.total).toBe(result.priced.subtotal + result.priced.vat);
    expect(result.terms.value).toBe(10_000);
  });

  it('a destination the shop does not deliver to is named, and its costs are none', async () => {
    const quote = { costs: async (): Promise<DeliveryCosts> => ({ shippingCosts: 0, paymentCosts: 0, vatRate: '0', vatTreatment: null, currency: 'EUR', exchangeRate: null, messageId: 'countryNotDeliverable' }) };
    const result = await calculateCart(new Engine(), { ...base, lines: [line('A', 2500, '4')], delivery: quote });
    expect(result.deliveryMessageId).toBe('countryNotDeliverable');
    expect(result.priced).toMatchObject({ shippingCosts: 0, paymentCosts: 0, subtotal: 10_000 });
  });
});
