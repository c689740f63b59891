/**
 * Exact decimal arithmetic on scaled big integers.
 *
 * A `Decimal` represents `units / 10^scale` exactly. It is used wherever a
 * binary float would be wrong: quantities (0.1 + 0.2), increments, money
 * multiplication. All functions are pure and never mutate their arguments.
 */
export interface Decimal {
  /** The value multiplied by 10^scale. */
  readonly units: bigint;
  /** Number of decimal places (>= 0). */
  readonly scale: number;
}

/** Largest accepted scale/exponent magnitude, to keep bigint sizes sane. */
const MAX_SCALE = 100;

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

const POWERS_OF_TEN: bigint[] = [1n];

/** 10^exponent as bigint (cached). */
export function pow10(exponent: number): bigint {
  while (POWERS_OF_TEN.length <= exponent) {
    POWERS_OF_TEN.push(POWERS_OF_TEN[POWERS_OF_TEN.length - 1] * 10n);
  }
  return POWERS_OF_TEN[exponent];
}

/**
 * Parses a plain decimal ("12", "-0.25", "3.", ".5", "1e-7") or a finite
 * number. Numbers go through their shortest round-trip string, so 0.1 parses
 * as exactly one tenth. Returns null for anything else (including locale
 * formats such as "1,5": normalise those first).
 */
export function parseDecimal(input: string | number | bigint): Decimal | null {
  if (typeof input === 'bigint') return { units: input, scale: 0 };
  // The same few texts are read over and over (quantities, rule percentages, tiers): each is parsed once. A Decimal
  // is immutable, so one answer serves every caller; the memory is bounded.
  const known = parsed.get(input);
  if (known !== undefined) return known;
  const value = parseUncached(input);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(input, value === null ? null : Object.freeze(value));
  return value;
}

const PARSED_LIMIT = 4096;
const parsed = new Map<string | number, Decimal | null>();

function parseUncached(input: string | number): Decimal | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (match === null) return null;
  const [, sign, intPart, fracPart = '', expPart] = match;
  if (intPart === '' && fracPart === '') return null;
  const exponent = expPart === undefined ? 0 : Number(expPart);
  if (Math.abs(exponent) > MAX_SCALE || fracPart.length > MAX_SCALE) return null;
  let units = BigInt((intPart || '0') + fracPart);
  let scale = fracPart.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  if (scale > MAX_SCALE) return null;
  return { units: sign === '-' ? -units : units, scale };
}

/** Brings a decimal to a larger scale without changing its value. */
export function rescale(value: Decimal, scale: number): Decimal {
  if (scale < value.scale) throw new RangeError('rescale cannot reduce the scale; use roundToScale');
  return { units: value.units * pow10(scale - value.scale), scale };
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [rescale(a, scale).units, rescale(b, scale).units, scale];
}

/** a + b, exactly. */
export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

/** a − b, exactly. */
export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
}

/** a × b, exactly. */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** -1, 0 or 1 like a sort comparator. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** True if the value has no fractional part. */
export function isIntegerDecimal(value: Decimal): boolean {
  return value.units % pow10(value.scale) === 0n;
}

/** True if value is an exact (integer) multiple of step. A zero step is never a divisor. */
export function isMultipleOf(value: Decimal, step: Decimal): boolean {
  const [x, y] = align(value, step);
  if (y === 0n) return false;
  return x % y === 0n;
}

/**
 * Integer division rounding half away from zero ("kaufmännisches Runden"):
 * 2.5 → 3 and −2.5 → −3, so discounts mirror charges.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** Rounds to the given number of decimal places, half away from zero. */
export function roundToScale(value: Decimal, scale: number): Decimal {
  if (scale >= value.scale) return rescale(value, scale);
  return { units: divideRoundHalfUp(value.units, pow10(value.scale - scale)), scale };
}

/** Removes trailing fractional zeros (1.50 → 1.5, 2.00 → 2). */
export function stripTrailingZeros(value: Decimal): Decimal {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/**
 * Canonical plain string with a dot separator and no trailing zeros:
 * "1.5", "-0.25", "0". Pass `minScale` to force fraction digits ("12.30").
 */
export function decimalToString(value: Decimal, minScale = 0): string {
  const stripped = stripTrailingZeros(value);
  const normalized = stripped.scale < minScale ? rescale(stripped, minScale) : stripped;
  const negative = normalized.units < 0n;
  const digits = (negative ? -normalized.units : normalized.units).toString().padStart(normalized.scale + 1, '0');
  const intPart = digits.slice(0, digits.length - normalized.scale);
  const fracPart = digits.slice(digits.length - normalized.scale);
  return (negative ? '-' : '') + intPart + (fracPart ? `.${fracPart}` : '');
}

/** Converts to a JS number (for display or non-monetary comparisons only). */
export function decimalToNumber(value: Decimal): number {
  return Number(decimalToString(value));
}

/** Sign of the value: -1, 0 or 1. */
export function signOfDecimal(value: Decimal): -1 | 0 | 1 {
  return value.units < 0n ? -1 : value.units > 0n ? 1 : 0;
}
