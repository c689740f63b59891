/**
 * The price-rule engine (docs/rules/entities.md#price-rules, docs/rules/entities.md#coupons, docs/rules/entities.md#cart-price-info, docs/rules/entities.md#price-info;
 * docs/rules/validation.md#price-rules), pure and shared: the pricing module runs it on the server for every price a buyer sees, and
 * the admin price preview runs the same code.
 *
 * Rounding, stated once: every amount the engine produces is rounded once, half away from zero, to whole
 * cents — a rule's price per price unit, each line total (price × quantity ÷ price unit), each discount
 * and the VAT. Sums are sums of those rounded amounts. Quantities and percentages are exact decimals,
 * never binary floats (see ./decimal, ./money).
 *
 * Which rule prices a position: every valid position rule whose conditions hold competes; the highest
 * `priority` wins. Between rules of equal priority the more specific one wins (a customer's own price
 * before its pricing group's rule before a rule for everyone), then the lower price for the buyer, then
 * the rule created first. No rule: the catalogue price.
 */
import { berlinDate, toIsoDate } from './delivery-date';
import { compareDecimals, divideRoundHalfUp, parseDecimal, pow10, signOfDecimal, type Decimal } from './decimal';
import { calculateTotals, formatMoney, percentageOf, type Cents } from './money';
import { rememberedFormat } from './remembered-format';

/** A price rule (docs/rules/entities.md#price-rules) as the engine reads it. Dates are calendar days in Europe/Berlin, both inclusive. */
export interface PriceRule {
  readonly id: number;
  /** Set: only buyers of this pricing group (spec: "customer pricing group must match if set"). */
  readonly customerPricingGroup: string | null;
  /** Set: a customer-specific price, only for this customer (the user's customPricing). */
  readonly customerId?: number | null;
  /** 'YYYY-MM-DD', Berlin calendar day from which the rule applies (inclusive); null: no start. */
  readonly dateFrom: string | null;
  /** 'YYYY-MM-DD', last Berlin calendar day the rule applies (inclusive); null: no end. */
  readonly dateTo: string | null;
  readonly productId: string | null;
  readonly productTypeI18nId: string | null;
  readonly productPricingGroup: string | null;
  /** Decimal string; a position rule applies from this quantity on. Null: any quantity. */
  readonly quantityFrom: string | null;
  /** Set: a cart-level rule, applying once the shopping cart value (cents) reaches it. */
  readonly shoppingCartValueFrom: Cents | null;
  /** Net price in cents per `priceUnit` (cart-level rules: a negative amount off the cart). */
  readonly netPrice: Cents | null;
  /** Units of quantity the net price is for; null: the product's own price unit. */
  readonly priceUnit: number | null;
  /** Decimal string: percent added to the catalogue price ("-10" is ten percent off). */
  readonly percentage: string | null;
  readonly priority: number;
}

export type CouponDiscountType = 'percentage' | 'fixed';

/** A coupon (docs/rules/entities.md#coupons): a percentage or a fixed amount off the shopping cart value. */
export interface Coupon {
  readonly couponCode: string;
  readonly discountType: CouponDiscountType;
  /** Fixed coupons: cents off. */
  readonly discount: Cents | null;
  /** Percentage coupons: decimal string, e.g. "10". */
  readonly percentage: string | null;
  readonly active?: boolean;
  readonly dateFrom?: string | null;
  readonly dateTo?: string | null;
}

/** Who is buying. A visitor has neither id nor pricing group. */
export interface Buyer {
  readonly id: number | null;
  readonly pricingGroup: string | null;
  /**
   * The company account whose customer price rules apply (docs/company-accounts.md): every member of a company
   * pays the company's prices. Absent or null: the buyer's own id (a one-person company is its own account).
   */
  readonly companyId?: number | null;
}

/** The account id a buyer's customer price rules are keyed by: the company's, else the buyer's own. */
export function priceAccountOf(buyer: Buyer): number | null {
  return buyer.companyId ?? buyer.id;
}

export const GUEST_BUYER: Buyer = Object.freeze({ id: null, pricingGroup: null });

/** The catalogue's facts about a product that pricing needs. */
export interface PriceableProduct {
  readonly id: string;
  readonly typeId: string;
  readonly pricingGroup: string | null;
  /** Catalogue net price per priceUnit, cents. */
  readonly priceCents: Cents;
  readonly priceUnit: number;
  /** A list (recommended) price per priceUnit above the catalogue price, if the catalogue has one. */
  readonly listPriceCents: Cents | null;
}

/** The Berlin calendar day of an instant as 'YYYY-MM-DD' (the day price rule dates are compared with). */
export function pricingDay(now: Date): string {
  return toIsoDate(berlinDate(now));
}

/** The rule's scope, most specific first. */
export type RuleScope = 'customer' | 'group' | 'default';

export function ruleScope(rule: PriceRule): RuleScope {
  if (rule.customerId !== null && rule.customerId !== undefined) return 'customer';
  return rule.customerPricingGroup !== null ? 'group' : 'default';
}

const SCOPE_RANK: Record<RuleScope, number> = { customer: 2, group: 1, default: 0 };

/** The customer pricing group must match if set; the date range must contain today, Berlin (docs/rules/validation.md#price-rules). */
export function isRuleValid(rule: PriceRule, buyer: Buyer, day: string): boolean {
  if (rule.customerPricingGroup !== null && rule.customerPricingGroup !== buyer.pricingGroup) return false;
  if (rule.customerId !== null && rule.customerId !== undefined && rule.customerId !== priceAccountOf(buyer)) return false;
  if (rule.dateFrom !== null && day < rule.dateFrom) return false;
  if (rule.dateTo !== null && day > rule.dateTo) return false;
  return true;
}

export function hasProductRestriction(rule: Pick<PriceRule, 'productId' | 'productTypeI18nId' | 'productPricingGroup'>): boolean {
  return rule.productId !== null || rule.productTypeI18nId !== null || rule.productPricingGroup !== null;
}

/** Every product restriction the rule sets matches the product. */
export function matchesProduct(rule: PriceRule, product: PriceableProduct): boolean {
  if (rule.productId !== null && rule.productId !== product.id) return false;
  if (rule.productTypeI18nId !== null && rule.productTypeI18nId !== product.typeId) return false;
  if (rule.productPricingGroup !== null && rule.productPricingGroup !== product.pricingGroup) return false;
  return true;
}

function decimalOf(value: string | number | null, fallback: string): Decimal {
  return parseDecimal(value ?? fallback) ?? (parseDecimal(fallback) as Decimal);
}

/** A position rule (docs/rules/validation.md#price-rules) applies when the quantity is at least quantityFrom and no shoppingCartValueFrom is set. */
export function isPositionRuleFor(rule: PriceRule, product: PriceableProduct, quantity: string | number): boolean {
  if (rule.shoppingCartValueFrom !== null) return false;
  if (!matchesProduct(rule, product)) return false;
  if (rule.quantityFrom === null) return true;
  return compareDecimals(decimalOf(quantity, '0'), decimalOf(rule.quantityFrom, '0')) >= 0;
}

/**
 * A cart-level discount rule (docs/rules/validation.md#price-rules) needs shoppingCartValueFrom reached, no product restriction, and a
 * negative percentage or net price.
 */
export function isCartRuleFor(rule: PriceRule, cartValue: Cents): boolean {
  if (rule.shoppingCartValueFrom === null || cartValue < rule.shoppingCartValueFrom) return false;
  if (hasProductRestriction(rule)) return false;
  if (rule.percentage !== null) return signOfDecimal(decimalOf(rule.percentage, '0')) < 0;
  return rule.netPrice !== null && rule.netPrice < 0;
}

/** Amount × numerator ÷ denominator, rounded half away from zero to whole cents. */
function scale(cents: Cents, numerator: bigint, denominator: bigint): Cents {
  return Number(divideRoundHalfUp(BigInt(cents) * numerator, denominator));
}

/**
 * The price per the product's price unit that a position rule gives: its net price (converted from the
 * rule's price unit to the product's), or the catalogue price changed by its percentage. Never below 0.
 */
export function rulePrice(rule: PriceRule, product: PriceableProduct): Cents {
  let price: Cents;
  if (rule.netPrice !== null) {
    const ruleUnit = rule.priceUnit ?? product.priceUnit;
    price = ruleUnit === product.priceUnit ? rule.netPrice : scale(rule.netPrice, BigInt(product.priceUnit), BigInt(ruleUnit));
  } else {
    const pct = decimalOf(rule.percentage, '0');
    const factor = pct.units + 100n * pow10(pct.scale);
    price = scale(product.priceCents, factor, 100n * pow10(pct.scale));
  }
  return Math.max(0, price);
}

/** Orders competing rules: higher priority, then more specific, then lower amount, then older (lower id). */
function better(a: { rule: PriceRule; amount: Cents }, b: { rule: PriceRule; amount: Cents }, lowerIsBetter: boolean): boolean {
  if (a.rule.priority !== b.rule.priority) return a.rule.priority > b.rule.priority;
  const rank = SCOPE_RANK[ruleScope(a.rule)] - SCOPE_RANK[ruleScope(b.rule)];
  if (rank !== 0) return rank > 0;
  if (a.amount !== b.amount) return lowerIsBetter ? a.amount < b.amount : a.amount > b.amount;
  return a.rule.id < b.rule.id;
}

export interface UnitPrice {
  /** Net price per the product's price unit, cents. */
  readonly price: Cents;
  /** The rule that gave it; null: the catalogue price. */
  readonly rule: PriceRule | null;
}

/** The price a buyer pays per price unit for a quantity of a product (valid rules only: see {@link validRules}). */
export function unitPriceOf(product: PriceableProduct, quantity: string | number, rules: readonly PriceRule[]): UnitPrice {
  let best: { rule: PriceRule; amount: Cents } | null = null;
  for (const rule of rules) {
    if (!isPositionRuleFor(rule, product, quantity)) continue;
    const candidate = { rule, amount: rulePrice(rule, product) };
    if (best === null || better(candidate, best, true)) best = candidate;
  }
  return best === null ? { price: product.priceCents, rule: null } : { price: best.amount, rule: best.rule };
}

/** The rules that are valid for this buyer today (group, customer and date checks done once per request). */
export function validRules(rules: readonly PriceRule[], buyer: Buyer, day: string): PriceRule[] {
  return rules.filter((r) => isRuleValid(r, buyer, day));
}

/** Line total: price per price unit × quantity ÷ price unit, rounded to whole cents. */
export function lineTotal(price: Cents, priceUnit: number, quantity: string | number): Cents {
  const q = decimalOf(quantity, '0');
  return Number(divideRoundHalfUp(BigInt(price) * q.units, pow10(q.scale) * BigInt(priceUnit)));
}

/**
 * The largest line total a position may come to: 100 billion (10^13 cents). 500 positions of it (the cart's
 * limit) and the shipping stay far inside the safe integer range every amount must keep (./money), so no cart
 * total can overflow; a position beyond it is refused with its quantity (invalidOrderQuantityMax).
 */
export const MAX_LINE_TOTAL_CENTS = 10_000_000_000_000;

/** Whether price × quantity ÷ price unit stays within {@link MAX_LINE_TOTAL_CENTS} (computed exactly, never as a float). */
export function isLineTotalWithinLimit(price: Cents, priceUnit: number, quantity: string | number): boolean {
  const q = decimalOf(quantity, '0');
  return BigInt(Math.max(0, price)) * q.units <= BigInt(MAX_LINE_TOTAL_CENTS) * pow10(q.scale) * BigInt(priceUnit);
}

/** The price info (docs/rules/entities.md#price-info) plus the numbers behind it. */
export interface PriceInfo {
  /** Net price per priceUnit, cents. */
  readonly price: Cents;
  readonly priceUnit: number;
  /** The price the discount is measured against (list price, else the catalogue price); null when no discount. */
  readonly listPrice: Cents | null;
  readonly formattedPrice: string;
  readonly formattedListPrice: string | null;
  /** Whole percent below the list price; null when none. */
  readonly discount: number | null;
  readonly formattedDiscount: string | null;
  readonly currency: string;
}

const percentFormats = new Map<string, (value: number) => string>();

/** A percentage for display ("-10 %" in de, "-10%" in en). */
export function formatPercent(value: number, locale: string, fractionDigits = 0): string {
  const key = `${locale}|${fractionDigits}`;
  let format = percentFormats.get(key);
  if (!format) {
    const formatter = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits });
    percentFormats.set(key, (format = rememberedFormat((v) => formatter.format(v / 100).replace(/[\u00a0\u202f]/g, ' '))));
  }
  return format(value);
}

/**
 * Price info shown to a buyer: the price they pay; the reference price struck through beside it is the
 * catalogue's list price or, when a rule lowered the price, the catalogue price (whichever is higher).
 */
export function priceInfo(product: PriceableProduct, price: Cents, locale: string, currency: string): PriceInfo {
  const reference = Math.max(product.listPriceCents ?? 0, product.priceCents);
  const discount = reference > price && reference > 0 ? Math.round(((reference - price) * 100) / reference) : null;
  const shown = discount !== null && discount > 0 ? discount : null;
  return {
    price,
    priceUnit: product.priceUnit,
    listPrice: shown !== null ? reference : null,
    formattedPrice: formatMoney(price, currency, locale),
    formattedListPrice: shown !== null ? formatMoney(reference, currency, locale) : null,
    discount: shown,
    formattedDiscount: shown !== null ? formatPercent(-shown, locale) : null,
    currency,
  };
}

/** One quantity tier of a product for a buyer: "from 10 pieces: …". */
export interface QuantityTier {
  /** Decimal string. */
  readonly quantityFrom: string;
  readonly price: Cents;
}

/**
 * The quantity tiers a buyer sees on a product page: each quantity from which a valid position rule makes
 * the price lower than at the smaller quantities (ascending). Empty when the price does not depend on
 * the quantity.
 */
export function quantityTiers(product: PriceableProduct, rules: readonly PriceRule[], baseQuantity: string | number = 1): QuantityTier[] {
  const base = decimalOf(baseQuantity, '1');
  const thresholds = new Map<string, Decimal>();
  for (const rule of rules) {
    if (rule.quantityFrom === null || rule.shoppingCartValueFrom !== null || !matchesProduct(rule, product)) continue;
    const from = parseDecimal(rule.quantityFrom);
    if (from !== null && compareDecimals(from, base) > 0) thresholds.set(rule.quantityFrom, from);
  }
  const sorted = [...thresholds.entries()].sort((a, b) => compareDecimals(a[1], b[1]));
  const tiers: QuantityTier[] = [];
  let previous = unitPriceOf(product, baseQuantity, rules).price;
  for (const [text] of sorted) {
    const { price } = unitPriceOf(product, text, rules);
    if (price < previous) {
      tiers.push({ quantityFrom: text, price });
      previous = price;
    }
  }
  return tiers;
}

// ---- The cart ---------------------------------------------------------------------------------------------

/** A position to price. Custom products (configurators) bring their own unit price. */
export interface CartPriceLine {
  readonly product: PriceableProduct;
  /** Decimal string. */
  readonly qty: string;
  /** A price per price unit fixed elsewhere (a configured product); rules are not applied to it. */
  readonly fixedPrice?: Cents;
}

export interface PricedLine {
  readonly productId: string;
  readonly qty: string;
  readonly price: Cents;
  readonly priceUnit: number;
  readonly rule: PriceRule | null;
  readonly lineTotal: Cents;
}

export interface CartPriceInput {
  readonly lines: readonly CartPriceLine[];
  /** Rules valid for the buyer today ({@link validRules}). */
  readonly rules: readonly PriceRule[];
  readonly coupon: Coupon | null;
  readonly vatRate: string | number;
  readonly minOrderValue: Cents | null;
  readonly minOfferValue: Cents | null;
  readonly shippingCosts?: Cents;
  readonly paymentCosts?: Cents;
}

export interface CartPrice {
  readonly lines: PricedLine[];
  /** Sum of the line totals. */
  readonly itemTotal: Cents;
  /** The cart-level rule's discount (cents, positive). */
  readonly ruleDiscount: Cents;
  readonly cartRule: PriceRule | null;
  /** The coupon's discount (cents, positive). */
  readonly couponDiscount: Cents;
  readonly couponCode: string | null;
  /** All discounts together, never more than the item total. */
  readonly discountAmount: Cents;
  /** discountAmount as percent of the item total, two decimals ("10", "12.5"). */
  readonly discountPercentage: string;
  /** Item total after discounts: the value minimum order and offer values are checked against. */
  readonly shoppingCartValue: Cents;
  readonly shippingCosts: Cents;
  readonly paymentCosts: Cents;
  readonly subtotal: Cents;
  readonly vat: Cents;
  readonly vatRate: string;
  readonly total: Cents;
  readonly minOrderValueIsReached: boolean;
  readonly minOfferValueIsReached: boolean;
}

/** The discount a cart-level rule gives on an item total (positive cents, at most the total). */
export function cartRuleDiscount(rule: PriceRule, itemTotal: Cents): Cents {
  let amount: Cents;
  if (rule.percentage !== null) {
    const pct = decimalOf(rule.percentage, '0');
    amount = pct.units < 0n ? percentageOf(itemTotal, `${-pct.units}e-${pct.scale}`) : 0;
  } else {
    amount = -(rule.netPrice ?? 0);
  }
  return Math.min(Math.max(0, amount), itemTotal);
}

/** Whether a coupon can be used today (active, within its dates). */
export function isCouponValid(coupon: Coupon, day: string): boolean {
  if (coupon.active === false) return false;
  if (coupon.dateFrom && day < coupon.dateFrom) return false;
  if (coupon.dateTo && day > coupon.dateTo) return false;
  return true;
}

/** The discount a coupon gives on a value (positive cents, at most the value). */
export function couponDiscount(coupon: Coupon, value: Cents): Cents {
  const amount = coupon.discountType === 'percentage' ? percentageOf(value, coupon.percentage ?? '0') : (coupon.discount ?? 0);
  return Math.min(Math.max(0, amount), value);
}

function percentString(part: Cents, whole: Cents): string {
  if (whole <= 0 || part <= 0) return '0';
  const hundredths = divideRoundHalfUp(BigInt(part) * 10_000n, BigInt(whole));
  const whole100 = hundredths / 100n;
  const rest = hundredths % 100n;
  if (rest === 0n) return whole100.toString();
  return `${whole100}.${rest.toString().padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * Prices a cart (docs/rules/entities.md#cart-price-info): each line by its best position rule; then the best
 * cart-level rule on the item total; then the coupon on what is left; subtotal = item total after
 * discount + shipping + payment fee; VAT = rate percent of the subtotal; total = subtotal + VAT.
 */
export function priceCart(input: CartPriceInput): CartPrice {
  const lines: PricedLine[] = input.lines.map((line) => {
    const unit = line.fixedPrice !== undefined ? { price: Math.max(0, line.fixedPrice), rule: null } : unitPriceOf(line.product, line.qty, input.rules);
    return {
      productId: line.product.id,
      qty: line.qty,
      price: unit.price,
      priceUnit: line.product.priceUnit,
      rule: unit.rule,
      lineTotal: lineTotal(unit.price, line.product.priceUnit, line.qty),
    };
  });
  const itemTotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);

  let cartRule: { rule: PriceRule; amount: Cents } | null = null;
  for (const rule of input.rules) {
    if (!isCartRuleFor(rule, itemTotal)) continue;
    const candidate = { rule, amount: cartRuleDiscount(rule, itemTotal) };
    if (cartRule === null || better(candidate, cartRule, false)) cartRule = candidate;
  }
  const ruleDiscount = cartRule?.amount ?? 0;
  const coupon = input.coupon;
  const couponAmount = coupon ? couponDiscount(coupon, itemTotal - ruleDiscount) : 0;
  const discountAmount = ruleDiscount + couponAmount;
  const shoppingCartValue = itemTotal - discountAmount;
  const shippingCosts = input.shippingCosts ?? 0;
  const paymentCosts = input.paymentCosts ?? 0;
  const totals = calculateTotals({ itemTotal, discountAmount, shippingCosts, paymentCosts, vatRate: input.vatRate });
  return {
    lines,
    itemTotal,
    ruleDiscount,
    cartRule: cartRule?.rule ?? null,
    couponDiscount: couponAmount,
    couponCode: coupon?.couponCode ?? null,
    discountAmount,
    discountPercentage: percentString(discountAmount, itemTotal),
    shoppingCartValue,
    shippingCosts,
    paymentCosts,
    subtotal: totals.subtotal,
    vat: totals.vat,
    vatRate: String(input.vatRate),
    total: totals.total,
    minOrderValueIsReached: input.minOrderValue === null || shoppingCartValue >= input.minOrderValue,
    minOfferValueIsReached: input.minOfferValue === null || shoppingCartValue >= input.minOfferValue,
  };
}

// ---- Rules as an admin writes them ------------------------------------------------------------------------

export type PriceRuleField =
  | 'dateTo'
  | 'netPrice'
  | 'percentage'
  | 'quantityFrom'
  | 'shoppingCartValueFrom'
  | 'priceUnit'
  | 'customerId'
  | 'customerPricingGroup'
  | 'productId'
  | 'productTypeI18nId'
  | 'productPricingGroup';
export type PriceRuleMessageId =
  | 'priceRuleDatesInOrder'
  | 'priceRuleNetPriceOrPercentage'
  | 'priceRuleNotNegative'
  | 'priceRulePriceUnitPositive'
  | 'priceRuleGroupOrCustomer'
  | 'priceRuleCartRuleDiscount'
  | 'priceRulePercentageRange'
  | 'priceRuleNetPricePositive'
  | 'priceRuleTargetRequired'
  | 'priceRuleMakesPriceZero'
  | 'productIdUnknown'
  | 'adRuleProductTypeUnknown'
  | 'adRuleProductPricingGroupUnknown'
  | 'adRuleCustomerPricingGroupUnknown';

/** A rule's percentage lies above this (a discount of 100 % or more would give the goods away)… */
const PERCENTAGE_ABOVE = parseDecimal('-100') as Decimal;
/** …and at most this (a surcharge of at most 100 %). */
const PERCENTAGE_AT_MOST = parseDecimal('100') as Decimal;

/**
 * What makes a price rule storable, without the catalogue (the admin's form runs it as the admin types, the
 * API runs it again, the import of price rules runs it on every row it writes):
 * - dates in order; exactly one of a net price or a percentage; quantities and cart values not negative; a
 *   positive price unit; not both a group and a customer;
 * - a percentage above −100 and at most 100 (negative: a discount, positive: a surcharge);
 * - a position rule names what it prices — an article, a product type or a product pricing group — and its
 *   net price is above 0;
 * - a cart-level rule (shoppingCartValueFrom) is a discount for the whole cart — no product restriction and a
 *   negative percentage or net price — or it would never apply; its amount off stays below the cart value it
 *   applies from, so no cart is ever worth 0 or less.
 * The catalogue's part (the names are known, no price becomes 0 or less) is {@link checkPriceRuleAgainst}.
 */
export function validatePriceRule(rule: Omit<PriceRule, 'id'>): Partial<Record<PriceRuleField, PriceRuleMessageId>> {
  const errors: Partial<Record<PriceRuleField, PriceRuleMessageId>> = {};
  const cartRule = rule.shoppingCartValueFrom !== null;
  if (rule.dateFrom !== null && rule.dateTo !== null && rule.dateFrom > rule.dateTo) errors.dateTo = 'priceRuleDatesInOrder';
  if ((rule.netPrice === null) === (rule.percentage === null)) {
    errors.netPrice = 'priceRuleNetPriceOrPercentage';
    errors.percentage = 'priceRuleNetPriceOrPercentage';
  }
  if (rule.percentage !== null && !errors.percentage) {
    const pct = parseDecimal(rule.percentage);
    if (pct === null || compareDecimals(pct, PERCENTAGE_ABOVE) <= 0 || compareDecimals(pct, PERCENTAGE_AT_MOST) > 0) errors.percentage = 'priceRulePercentageRange';
  }
  if (rule.netPrice !== null && !errors.netPrice && !cartRule && !(Number.isSafeInteger(rule.netPrice) && rule.netPrice > 0)) errors.netPrice = 'priceRuleNetPricePositive';
  const quantity = rule.quantityFrom === null ? null : parseDecimal(rule.quantityFrom);
  if (rule.quantityFrom !== null && (quantity === null || signOfDecimal(quantity) < 0)) errors.quantityFrom = 'priceRuleNotNegative';
  if (rule.shoppingCartValueFrom !== null && rule.shoppingCartValueFrom < 0) errors.shoppingCartValueFrom = 'priceRuleNotNegative';
  if (rule.priceUnit !== null && !(rule.priceUnit > 0)) errors.priceUnit = 'priceRulePriceUnitPositive';
  if (rule.customerPricingGroup !== null && rule.customerId !== null && rule.customerId !== undefined) errors.customerId = 'priceRuleGroupOrCustomer';
  if (!cartRule && !hasProductRestriction(rule)) errors.productId = 'priceRuleTargetRequired';
  if (cartRule && !errors.netPrice && !errors.percentage && !errors.shoppingCartValueFrom) {
    const discount = rule.percentage !== null ? signOfDecimal(decimalOf(rule.percentage, '0')) < 0 : (rule.netPrice ?? 0) < 0;
    if (hasProductRestriction(rule) || !discount) errors.shoppingCartValueFrom = 'priceRuleCartRuleDiscount';
    else if (rule.netPrice !== null && -rule.netPrice >= (rule.shoppingCartValueFrom ?? 0)) errors.netPrice = 'priceRuleMakesPriceZero';
  }
  return errors;
}

/** What the shop knows that a rule may name; a member left out is not checked (the admin form knows no articles). */
export interface PriceRuleVocabulary {
  /** The catalogue's article (null: no such article). */
  readonly product?: (id: string) => PriceableProduct | null;
  /** The catalogue's articles a product type or product pricing group restriction covers (the price floor check). */
  readonly productsMatching?: (restriction: Pick<PriceRule, 'productTypeI18nId' | 'productPricingGroup'>) => Iterable<PriceableProduct>;
  readonly productTypes?: readonly string[];
  readonly productPricingGroups?: readonly string[];
  /** The customer pricing groups customers are in. */
  readonly customerPricingGroups?: readonly string[];
}

/**
 * {@link validatePriceRule} and the catalogue's part of what makes a rule storable: the article, product
 * type, product pricing group and customer pricing group it names are known, and the rule leaves every article
 * it prices above 0 (a net price that converts to 0 cents for the article's price unit, a discount that rounds a
 * cheap article's price to 0). An article that already costs 0 is not made 0 by a percentage and does not count.
 * `unchanged`: the stored rule being edited — a customer pricing group it already names stays allowed after its
 * last customer left it.
 */
export function checkPriceRuleAgainst(rule: Omit<PriceRule, 'id'>, known: PriceRuleVocabulary, unchanged?: Pick<PriceRule, 'customerPricingGroup'> | null): Partial<Record<PriceRuleField, PriceRuleMessageId>> {
  const errors = validatePriceRule(rule);
  const article = rule.productId !== null && known.product ? known.product(rule.productId) : undefined;
  if (rule.productId !== null && known.product && article === null) errors.productId = 'productIdUnknown';
  if (rule.productTypeI18nId !== null && known.productTypes && !known.productTypes.includes(rule.productTypeI18nId)) errors.productTypeI18nId = 'adRuleProductTypeUnknown';
  if (rule.productPricingGroup !== null && known.productPricingGroups && !known.productPricingGroups.includes(rule.productPricingGroup)) errors.productPricingGroup = 'adRuleProductPricingGroupUnknown';
  if (
    rule.customerPricingGroup !== null &&
    known.customerPricingGroups &&
    !known.customerPricingGroups.includes(rule.customerPricingGroup) &&
    unchanged?.customerPricingGroup !== rule.customerPricingGroup
  ) {
    errors.customerPricingGroup = 'adRuleCustomerPricingGroupUnknown';
  }
  const priceField: PriceRuleField = rule.netPrice !== null ? 'netPrice' : 'percentage';
  if (rule.shoppingCartValueFrom === null && !errors[priceField] && !errors.productId && !errors.productTypeI18nId && !errors.productPricingGroup) {
    const priced = article ? [article] : rule.productId === null && known.productsMatching ? known.productsMatching(rule) : [];
    for (const product of priced) {
      if (!matchesProduct({ ...rule, id: 0 }, product)) continue;
      const before = rule.netPrice !== null ? 1 : product.priceCents;
      if (before > 0 && rulePrice({ ...rule, id: 0 }, product) <= 0) {
        errors[priceField] = 'priceRuleMakesPriceZero';
        break;
      }
    }
  }
  return errors;
}

export type CouponField = 'couponCode' | 'discountType' | 'discount' | 'percentage' | 'dateTo';
export type CouponMessageId = 'adCouponCodeInvalid' | 'adCouponDiscountTypeInvalid' | 'adCouponPercentageRange' | 'adCouponDiscountPositive' | 'adCouponPercentageOrDiscount' | 'priceRuleDatesInOrder';

/** A coupon code as stored: trimmed, upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * What makes a coupon storable (admin form and API): a code of 3 to 40 letters, digits, '-' or '_'; a
 * percentage coupon has a percentage above 0 and at most 100 and no amount; a fixed coupon an amount above 0
 * (cents) and no percentage; dates in order.
 */
export function validateCoupon(coupon: Coupon): Partial<Record<CouponField, CouponMessageId>> {
  const errors: Partial<Record<CouponField, CouponMessageId>> = {};
  if (!/^[A-Z0-9_-]{3,40}$/.test(coupon.couponCode)) errors.couponCode = 'adCouponCodeInvalid';
  if (coupon.discountType === 'percentage') {
    const pct = coupon.percentage === null ? null : parseDecimal(coupon.percentage);
    if (pct === null || signOfDecimal(pct) <= 0 || compareDecimals(pct, parseDecimal('100') as Decimal) > 0) errors.percentage = 'adCouponPercentageRange';
    if (coupon.discount !== null) errors.discount = 'adCouponPercentageOrDiscount';
  } else if (coupon.discountType === 'fixed') {
    if (coupon.discount === null || !Number.isSafeInteger(coupon.discount) || coupon.discount <= 0) errors.discount = 'adCouponDiscountPositive';
    if (coupon.percentage !== null) errors.percentage = 'adCouponPercentageOrDiscount';
  } else {
    errors.discountType = 'adCouponDiscountTypeInvalid';
  }
  if (coupon.dateFrom && coupon.dateTo && coupon.dateFrom > coupon.dateTo) errors.dateTo = 'priceRuleDatesInOrder';
  return errors;
}

/** Whether a rule is in force on a Berlin day ('active'), is over ('expired') or starts later ('future'). */
export function ruleTimeState(rule: Pick<PriceRule, 'dateFrom' | 'dateTo'>, day: string): 'active' | 'expired' | 'future' {
  if (rule.dateTo !== null && day > rule.dateTo) return 'expired';
  if (rule.dateFrom !== null && day < rule.dateFrom) return 'future';
  return 'active';
}

// ---- Currency of the destination ------------------------------------------------------------------------------

/**
 * An amount of the shop's currency in a destination's currency: `rate` is how many units of the destination's
 * currency one unit of the shop's currency buys (decimal string, e.g. "0.93" for EUR → CHF). Rounded once,
 * half away from zero, to whole cents.
 */
export function convertAmount(cents: Cents, rate: string): Cents {
  const r = parseDecimal(rate);
  if (r === null || signOfDecimal(r) <= 0) throw new RangeError(`exchange rate must be a positive decimal: ${rate}`);
  return Number(divideRoundHalfUp(BigInt(cents) * r.units, pow10(r.scale)));
}

/**
 * The cart's price in a destination's currency (checkout: "VAT rate and currency by destination"). Each unit
 * price is converted once and the line totals are computed from the converted unit prices, as an invoice in
 * that currency shows them; the cart-level and coupon discounts and the shipping and payment costs are
 * converted once each; the sums, VAT and total follow by the same formulas, so every figure adds up in the
 * destination's currency. Minimum order and offer values were checked in the shop's currency and keep their
 * answer.
 */
export function convertCartPrice(price: CartPrice, rate: string): CartPrice {
  const lines = price.lines.map((line) => {
    const unit = convertAmount(line.price, rate);
    return { ...line, price: unit, lineTotal: lineTotal(unit, line.priceUnit, line.qty) };
  });
  const itemTotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const ruleDiscount = Math.min(convertAmount(price.ruleDiscount, rate), itemTotal);
  const couponDiscount = Math.min(convertAmount(price.couponDiscount, rate), itemTotal - ruleDiscount);
  const discountAmount = ruleDiscount + couponDiscount;
  const shippingCosts = convertAmount(price.shippingCosts, rate);
  const paymentCosts = convertAmount(price.paymentCosts, rate);
  const totals = calculateTotals({ itemTotal, discountAmount, shippingCosts, paymentCosts, vatRate: price.vatRate });
  return {
    ...price,
    lines,
    itemTotal,
    ruleDiscount,
    couponDiscount,
    discountAmount,
    discountPercentage: percentString(discountAmount, itemTotal),
    shoppingCartValue: itemTotal - discountAmount,
    shippingCosts,
    paymentCosts,
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
  };
}
