/**
 * Order quantity rules (docs/rules/validation.md#order-quantity).
 *
 * Quantities travel as strings with a dot decimal separator ("2", "2.5") once
 * normalised; all arithmetic is exact (see ./decimal), never float modulo.
 */
import {
  type Decimal,
  addDecimals,
  compareDecimals,
  decimalToNumber,
  decimalToString,
  isIntegerDecimal,
  isMultipleOf,
  parseDecimal,
  pow10,
  signOfDecimal,
  subtractDecimals,
} from './decimal';

/** Order quantity part of a product type configuration. */
export interface OrderQuantityConfig {
  /** 'Decimal' allows fractional quantities (e.g. metres); anything else means integers. */
  readonly type?: string;
  readonly min?: number | string;
  readonly max?: number | string;
  /** Step for +/- buttons and multiple-of check; defaults to the product's packagingUnit. */
  readonly increment?: number | string;
  readonly default?: number | string;
  /** Show +/- buttons (default true). */
  readonly showButtons?: boolean;
}

/** Product type configuration (only the part this module reads). */
export interface ProductTypeConfig {
  readonly orderQuantity?: OrderQuantityConfig;
}

/** Derived order quantity rules of one product (spec entity "Order quantity info"). */
export interface OrderQuantityInfo {
  /** Lower bound; 0 means "above 0". A quantity must be > 0 and >= min. */
  readonly min: number;
  readonly max?: number;
  /** Always > 0. */
  readonly increment: number;
  readonly default: number;
  readonly showButtons: boolean;
  readonly hasDecimalOrderQuantity: boolean;
}

export type OrderQuantityMessageId =
  | 'invalidOrderQuantityEmpty'
  | 'invalidOrderQuantityInteger'
  | 'invalidOrderQuantityNumber'
  | 'invalidOrderQuantityMin'
  | 'invalidOrderQuantityMax'
  | 'invalidOrderQuantityIncrement';

/** Fallback increment when neither the type nor the packaging unit gives one. */
const FALLBACK_INTEGER_INCREMENT = 1;
/** Decimal quantities have at most 2 decimals, so 0.01 never rejects a valid number. */
const FALLBACK_DECIMAL_INCREMENT = 0.01;

/** A valid quantity: optional minus, digits, optionally a dot and at most 2 decimals ("3." allowed). */
const QUANTITY_PATTERN = /^-?\d+(?:\.\d{0,2})?$/;

function positiveDecimal(value: number | string | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseDecimal(value);
  return parsed !== null && signOfDecimal(parsed) > 0 ? parsed : null;
}

/** Smallest multiple of step that is >= floor (step > 0). */
function ceilToMultiple(floor: Decimal, step: Decimal): Decimal {
  const scale = Math.max(floor.scale, step.scale);
  const f = floor.units * pow10(scale - floor.scale);
  const s = step.units * pow10(scale - step.scale);
  let q = f / s;
  if (q * s < f) q += 1n;
  return { units: q * s, scale };
}

/**
 * Derives the order quantity info of a product from its product type
 * configuration and packaging unit. Increment: type increment, else the
 * packaging unit, else 1 (0.01 for decimal types). Default: the configured
 * default, else the smallest multiple of the increment that is above 0 and >= min.
 */
export function getOrderQuantityInfo(
  config: ProductTypeConfig | null | undefined,
  packagingUnit?: number | string | null,
): OrderQuantityInfo {
  const oq = config?.orderQuantity ?? {};
  const hasDecimalOrderQuantity = typeof oq.type === 'string' && oq.type.toLowerCase() === 'decimal';
  const min = positiveDecimal(oq.min) ?? { units: 0n, scale: 0 };
  const maxCandidate = positiveDecimal(oq.max);
  const max = maxCandidate !== null && compareDecimals(maxCandidate, min) >= 0 ? maxCandidate : null;
  const increment =
    positiveDecimal(oq.increment) ??
    positiveDecimal(packagingUnit) ??
    parseDecimal(hasDecimalOrderQuantity ? FALLBACK_DECIMAL_INCREMENT : FALLBACK_INTEGER_INCREMENT)!;
  let fallbackDefault = ceilToMultiple(min, increment);
  if (signOfDecimal(fallbackDefault) <= 0) fallbackDefault = increment;
  const defaultQty = positiveDecimal(oq.default) ?? fallbackDefault;
  return {
    min: decimalToNumber(min),
    ...(max !== null ? { max: decimalToNumber(max) } : {}),
    increment: decimalToNumber(increment),
    default: decimalToNumber(defaultQty),
    showButtons: oq.showButtons ?? true,
    hasDecimalOrderQuantity,
  };
}

/** Decimal separator of a locale: ',' for de, '.' for en (any other locale via Intl). */
export function decimalSeparator(locale: string): ',' | '.' {
  const base = locale.toLowerCase().split(/[-_]/)[0];
  if (base === 'de') return ',';
  if (base === 'en') return '.';
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/**
 * Normalises a typed quantity to a dot-decimal string (docs/rules/validation.md#order-quantity):
 * whitespace and the locale's thousand separators are removed, commas become
 * dots and repeated dots collapse. While typing (`final` false) a trailing
 * separator is kept ("1," → "1."), on the final value it gets a 0 ("1." →
 * "1.0"; a leading dot gets one too: ".5" → "0.5"). Other characters are left
 * for validation to reject. de: "1.234,5" → "1234.5"; en: "1,234.5" → "1234.5".
 */
export function normalizeQuantityInput(raw: string, locale: string, options: { final?: boolean } = {}): string {
  const thousands = decimalSeparator(locale) === ',' ? '.' : ',';
  let value = raw.replace(/[\s\u00a0\u202f]/g, '').split(thousands).join('');
  value = value.replace(/,/g, '.').replace(/\.{2,}/g, '.');
  if (options.final === true && value !== '') {
    if (value.endsWith('.')) value += '0';
    if (value.startsWith('.')) value = `0${value}`;
  }
  return value;
}

/** Shows a normalised quantity with the locale's decimal separator ("2.5" → "2,5" for de). */
export function formatQuantityForLocale(value: string | number, locale: string): string {
  const text = String(value);
  return decimalSeparator(locale) === ',' ? text.replace(/\./g, ',') : text;
}

/**
 * The order quantity rule of every configured product (customProductType set: hose assembly, ejector pin,
 * automation cell): whole pieces above 0, i.e. at least one (min 0 reads "above 0", as for every product
 * without a minimum, so the minus button behaves as on a catalogue article sold in pieces). A configured
 * product is made to order as a whole; what may be fractional about it (a hose assembly's hose length in
 * metres) is part of its configuration, never its position quantity.
 */
export const CONFIGURED_PRODUCT_ORDER_QUANTITY: OrderQuantityInfo = Object.freeze({
  min: 0,
  increment: 1,
  default: 1,
  showButtons: true,
  hasDecimalOrderQuantity: false,
});

/**
 * The quantity rule a cart, order or offer position follows: {@link CONFIGURED_PRODUCT_ORDER_QUANTITY} for a
 * configured product, else its catalogue product's rule (`catalogue`; undefined when the product is not
 * known, which {@link validateOrderQuantity} reads as "a positive whole number").
 */
export function orderQuantityRuleOf(position: { readonly customProductType?: string | null }, catalogue: OrderQuantityInfo | undefined): OrderQuantityInfo | undefined {
  return position.customProductType ? CONFIGURED_PRODUCT_ORDER_QUANTITY : catalogue;
}

/**
 * Validates a position's quantity by its rule ({@link orderQuantityRuleOf}): the one check every path runs
 * (cart price, cart save and merge, order, offer, cart import, reorder, the quantity fields).
 */
export function validatePositionQuantity(
  value: string | number | null | undefined,
  position: { readonly customProductType?: string | null },
  catalogue: OrderQuantityInfo | undefined,
): OrderQuantityMessageId | null {
  return validateOrderQuantity(value, orderQuantityRuleOf(position, catalogue));
}

function quantityText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NaN';
  return value.trim();
}

/**
 * Validates a (normalised) order quantity. Returns null when valid, else a
 * message id. Order of checks:
 * - empty → 'invalidOrderQuantityEmpty' (callers may suppress it while typing, but never pass the value on);
 * - not a number with at most 2 decimals → 'invalidOrderQuantityInteger' (integer contexts)
 *   or 'invalidOrderQuantityNumber' (decimal types);
 * - without a product (info undefined): must be a positive integer;
 * - integer types: a fractional value → 'invalidOrderQuantityInteger';
 * - 0 or less, or below min → 'invalidOrderQuantityMin';
 * - above max → 'invalidOrderQuantityMax';
 * - not a multiple of the increment → 'invalidOrderQuantityIncrement'.
 */
export function validateOrderQuantity(value: string | number | null | undefined, info: OrderQuantityInfo | undefined): OrderQuantityMessageId | null {
  const text = quantityText(value);
  if (text === '') return 'invalidOrderQuantityEmpty';
  const integerOnly = info === undefined || !info.hasDecimalOrderQuantity;
  const qty = QUANTITY_PATTERN.test(text) ? parseDecimal(text) : null;
  if (qty === null) return integerOnly ? 'invalidOrderQuantityInteger' : 'invalidOrderQuantityNumber';
  if (integerOnly && !isIntegerDecimal(qty)) return 'invalidOrderQuantityInteger';
  if (signOfDecimal(qty) <= 0) return 'invalidOrderQuantityMin';
  if (info === undefined) return null;
  if (compareDecimals(qty, parseDecimal(info.min)!) < 0) return 'invalidOrderQuantityMin';
  if (info.max !== undefined && compareDecimals(qty, parseDecimal(info.max)!) > 0) return 'invalidOrderQuantityMax';
  const increment = positiveDecimal(info.increment);
  if (increment !== null && !isMultipleOf(qty, increment)) return 'invalidOrderQuantityIncrement';
  return null;
}

function parseQuantity(qty: string | number | null | undefined): Decimal | null {
  const text = quantityText(qty);
  return text === '' ? null : parseDecimal(text);
}

function incrementOf(info: OrderQuantityInfo | undefined): Decimal {
  return positiveDecimal(info?.increment) ?? { units: 1n, scale: 0 };
}

/**
 * Whether the minus button is enabled. Spec: minus is disabled when quantity
 * minus increment would be at or below min (or 0 without a min). Invalid or
 * empty quantities cannot be decreased.
 */
export function canDecrease(qty: string | number | null | undefined, info: OrderQuantityInfo | undefined): boolean {
  const current = parseQuantity(qty);
  if (current === null) return false;
  const next = subtractDecimals(current, incrementOf(info));
  const floor = parseDecimal(info !== undefined && info.min > 0 ? info.min : 0)!;
  return compareDecimals(next, floor) > 0;
}

/** Whether the plus button is enabled: the next step must not exceed max. */
export function canIncrease(qty: string | number | null | undefined, info: OrderQuantityInfo | undefined): boolean {
  const current = parseQuantity(qty);
  if (current === null || info?.max === undefined) return true;
  return compareDecimals(addDecimals(current, incrementOf(info)), parseDecimal(info.max)!) <= 0;
}

/**
 * Quantity after pressing plus, as an exact decimal string ("0.3" for 0.2 +
 * 0.1). An empty/invalid quantity becomes the default (1 without info); a step
 * beyond max leaves the quantity unchanged.
 */
export function increaseQuantity(qty: string | number | null | undefined, info: OrderQuantityInfo | undefined): string {
  const current = parseQuantity(qty);
  if (current === null) return decimalToString(parseDecimal(info?.default ?? 1)!);
  if (!canIncrease(qty, info)) return decimalToString(current);
  return decimalToString(addDecimals(current, incrementOf(info)));
}

/** Quantity after pressing minus, exact; unchanged when {@link canDecrease} is false. */
export function decreaseQuantity(qty: string | number | null | undefined, info: OrderQuantityInfo | undefined): string {
  const current = parseQuantity(qty);
  if (current === null) return decimalToString(parseDecimal(info?.default ?? 1)!);
  if (!canDecrease(qty, info)) return decimalToString(current);
  return decimalToString(subtractDecimals(current, incrementOf(info)));
}

/** Add-to-cart is disabled at 0 or less (and for empty or non-numeric input). */
export function canAddToCart(qty: string | number | null | undefined): boolean {
  const current = parseQuantity(qty);
  return current !== null && signOfDecimal(current) > 0;
}
