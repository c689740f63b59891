/**
 * Money as integer minor units (cents).
 *
 * Amounts are plain `number`s that must be safe integers (Number.isSafeInteger).
 * They are never binary fractions: multiplication by decimal quantities and
 * percentages is done on bigints with the quantity parsed to a scaled integer,
 * rounding half away from zero to whole cents (commercial rounding).
 *
 * All amounts assume a currency with two minor digits (EUR, CHF, USD, GBP).
 */
import { type Decimal, decimalToString, divideRoundHalfUp, parseDecimal, pow10, roundToScale } from './decimal';
import { rememberedFormat } from './remembered-format';

/** An amount in minor units (cents). Always a safe integer. */
export type Cents = number;

/** Default shop currency. */
export const DEFAULT_CURRENCY = 'EUR';

/** True if the value is a valid cents amount (a safe integer). */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws a RangeError unless the value is a safe integer number of cents. */
export function assertCents(value: number, name = 'amount'): asserts value is Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer number of cents, got ${String(value)}`);
  }
}

function fromBigInt(value: bigint, name: string): Cents {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${name} overflows the safe integer range`);
  return result;
}

function toDecimalOrThrow(value: string | number, name: string): Decimal {
  const parsed = parseDecimal(value);
  if (parsed === null) throw new RangeError(`${name} is not a decimal number: ${String(value)}`);
  return parsed;
}

/** Sum of any number of cent amounts. */
export function addMoney(...amounts: Cents[]): Cents {
  let total = 0n;
  for (const amount of amounts) {
    assertCents(amount);
    total += BigInt(amount);
  }
  return fromBigInt(total, 'sum');
}

/** a − b in cents. */
export function subtractMoney(a: Cents, b: Cents): Cents {
  assertCents(a, 'a');
  assertCents(b, 'b');
  return fromBigInt(BigInt(a) - BigInt(b), 'difference');
}

/**
 * Unit price × decimal quantity, rounded half up to whole cents.
 * The quantity may be a string ("2.5", "0.125") or a number (parsed via its
 * shortest decimal representation, so 0.1 means exactly one tenth).
 */
export function multiplyMoney(cents: Cents, quantity: string | number): Cents {
  assertCents(cents, 'cents');
  const q = toDecimalOrThrow(quantity, 'quantity');
  return fromBigInt(divideRoundHalfUp(BigInt(cents) * q.units, pow10(q.scale)), 'product');
}

/**
 * `percent` percent of an amount, rounded half up to whole cents.
 * Used for VAT (rate percent of the subtotal) and percentage discounts.
 */
export function percentageOf(cents: Cents, percent: string | number): Cents {
  assertCents(cents, 'cents');
  const p = toDecimalOrThrow(percent, 'percent');
  return fromBigInt(divideRoundHalfUp(BigInt(cents) * p.units, 100n * pow10(p.scale)), 'percentage');
}

/**
 * Converts a decimal amount in major units ("12.34", 12.345, "-0.5") to cents,
 * rounding half up. Throws a RangeError for non-numeric input.
 */
export function toCents(amount: string | number): Cents {
  const value = roundToScale(toDecimalOrThrow(amount, 'amount'), 2);
  return fromBigInt(value.units, 'amount');
}

/** Cents as a plain decimal string with two places: 123456 → "1234.56". */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents, 'cents');
  return decimalToString({ units: BigInt(cents), scale: 2 }, 2);
}

const formatters = new Map<string, (cents: Cents) => string>();

/**
 * Formats cents for display: formatMoney(123456, 'EUR', 'de') → "1.234,56 €",
 * formatMoney(123456, 'EUR', 'en') → "€1,234.56". The value is formatted from
 * its exact decimal string (no float). Non-breaking spaces produced by Intl are
 * replaced by ordinary spaces so the output is stable across engines.
 */
export function formatMoney(cents: Cents, currency: string = DEFAULT_CURRENCY, locale: string = 'de'): string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (format === undefined) {
    const formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    format = rememberedFormat((value) => formatter.format(centsToDecimalString(value) as `${number}`).replace(/[\u00a0\u202f]/g, ' '));
    formatters.set(key, format);
  }
  return format(cents);
}

/** Input for {@link calculateTotals}; all amounts in cents. */
export interface TotalsInput {
  /** Sum of all positions (net). */
  readonly itemTotal: Cents;
  /** Discount to subtract from the item total (positive number), default 0. */
  readonly discountAmount?: Cents;
  readonly shippingCosts?: Cents;
  readonly paymentCosts?: Cents;
  /** VAT rate in percent, e.g. 19 or "7.7". */
  readonly vatRate: string | number;
}

export interface Totals {
  /** Net: item total after discount + shipping + payment fees. */
  readonly subtotal: Cents;
  /** VAT = rate percent of subtotal, rounded half up. */
  readonly vat: Cents;
  /** Gross: subtotal + VAT. */
  readonly total: Cents;
}

/** Subtotal = items after discount + shipping + payment; VAT = rate % of subtotal (docs/rules/entities.md#cart-price-info). */
export function calculateTotals(input: TotalsInput): Totals {
  const subtotal = addMoney(
    subtractMoney(input.itemTotal, input.discountAmount ?? 0),
    input.shippingCosts ?? 0,
    input.paymentCosts ?? 0,
  );
  const vat = percentageOf(subtotal, input.vatRate);
  return { subtotal, vat, total: addMoney(subtotal, vat) };
}

/**
 * Minimum order (or offer) value check: returns 'minOrderValueNotReachedMsg'
 * while `valueCents` is below `minimumCents` (the UI shows the minimum value
 * with it), otherwise null. No minimum configured → always null.
 */
export function checkMinOrderValue(
  valueCents: Cents,
  minimumCents: Cents | null | undefined,
): 'minOrderValueNotReachedMsg' | null {
  if (minimumCents === null || minimumCents === undefined) return null;
  return valueCents < minimumCents ? 'minOrderValueNotReachedMsg' : null;
}

/** The money helper as one namespace object. */
export const Money = {
  isCents,
  assert: assertCents,
  add: addMoney,
  subtract: subtractMoney,
  multiply: multiplyMoney,
  percentage: percentageOf,
  fromDecimal: toCents,
  toDecimalString: centsToDecimalString,
  format: formatMoney,
} as const;

/**
 * Fractions map to decimals (docs/rules/constants.md#lists) (as given, deliberately one
 * decimal place): 1/2 0.5, 1/4 0.2, 3/4 0.7, 1/8 0.1, 3/8 0.3, 5/8 0.6, 7/8 0.8.
 */
export const FRACTION_DECIMALS: Readonly<Record<string, string>> = Object.freeze({
  '1/2': '0.5',
  '1/4': '0.2',
  '3/4': '0.7',
  '1/8': '0.1',
  '3/8': '0.3',
  '5/8': '0.6',
  '7/8': '0.8',
});

const UNICODE_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/**
 * Maps a fraction ("1/2", "½", also with a whole part: "1 1/2", "1-1/2", "1½")
 * to its decimal string per the spec's table ("0.5", "1.5"). Returns undefined
 * for anything not in the table.
 */
export function fractionToDecimal(text: string): string | undefined {
  const trimmed = text.trim().replace(/[½¼¾⅛⅜⅝⅞]/g, (c) => ` ${UNICODE_FRACTIONS[c]}`).trim();
  const match = /^(?:(\d+)[\s-]+)?(\d\/\d)$/.exec(trimmed);
  if (match === null) return undefined;
  const fraction = FRACTION_DECIMALS[match[2]];
  if (fraction === undefined) return undefined;
  if (match[1] === undefined) return fraction;
  return `${BigInt(match[1]).toString()}${fraction.slice(1)}`;
}
