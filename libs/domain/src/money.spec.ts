import {
  FRACTION_DECIMALS,
  Money,
  addMoney,
  assertCents,
  calculateTotals,
  centsToDecimalString,
  checkMinOrderValue,
  formatMoney,
  fractionToDecimal,
  isCents,
  multiplyMoney,
  percentageOf,
  subtractMoney,
  toCents,
} from './money';

describe('cents guards', () => {
  it('accepts safe integers only', () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(-150)).toBe(true);
    expect(isCents(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isCents(NaN)).toBe(false);
    expect(isCents('100')).toBe(false);
  });

  it('assertCents throws a RangeError for floats', () => {
    expect(() => assertCents(12.5)).toThrow(RangeError);
    expect(() => assertCents(1200)).not.toThrow();
  });
});

describe('add / subtract', () => {
  it('adds exactly', () => {
    expect(addMoney(10, 20)).toBe(30);
    expect(addMoney()).toBe(0);
    expect(addMoney(1999, 1, -500)).toBe(1500);
  });

  it('rejects non-integer amounts and overflow', () => {
    expect(() => addMoney(0.1, 0.2)).toThrow(RangeError);
    expect(() => addMoney(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it('subtracts', () => {
    expect(subtractMoney(1000, 250)).toBe(750);
    expect(subtractMoney(250, 1000)).toBe(-750);
  });
});

describe('multiplyMoney', () => {
  it('multiplies by integer quantities', () => {
    expect(multiplyMoney(1999, 3)).toBe(5997);
    expect(multiplyMoney(1999, '3')).toBe(5997);
    expect(multiplyMoney(1999, 0)).toBe(0);
  });

  it('multiplies by decimal quantities with round half up', () => {
    expect(multiplyMoney(1000, '2.5')).toBe(2500);
    expect(multiplyMoney(333, '0.5')).toBe(167); // 166.5 → 167
    expect(multiplyMoney(333, '1.5')).toBe(500); // 499.5 → 500
    expect(multiplyMoney(101, '0.125')).toBe(13); // 12.625 → 13
    expect(multiplyMoney(100, '0.125')).toBe(13); // 12.5 → 13
    expect(multiplyMoney(100, '0.124')).toBe(12); // 12.4 → 12
  });

  it('does not suffer from float artefacts', () => {
    // 0.1 * 3 as float is 0.30000000000000004; 1.005 * 100 is 100.49999999999999
    expect(multiplyMoney(10, 0.1)).toBe(1);
    expect(multiplyMoney(100, '1.005')).toBe(101); // 100.5 → 101 (float would give 100)
    expect(multiplyMoney(1, 1.005)).toBe(1);
    expect(multiplyMoney(115, '0.7')).toBe(81); // 80.5 → 81
  });

  it('rounds negative amounts half away from zero', () => {
    expect(multiplyMoney(-333, '0.5')).toBe(-167);
    expect(multiplyMoney(-100, '0.124')).toBe(-12);
  });

  it('rejects invalid quantities', () => {
    expect(() => multiplyMoney(100, 'abc')).toThrow(RangeError);
    expect(() => multiplyMoney(100, '1,5')).toThrow(RangeError);
    expect(() => multiplyMoney(100, Infinity)).toThrow(RangeError);
    expect(() => multiplyMoney(1.5, 2)).toThrow(RangeError);
  });
});

describe('percentageOf (VAT)', () => {
  it('computes rate percent of the subtotal, rounded half up', () => {
    expect(percentageOf(10000, 19)).toBe(1900);
    expect(percentageOf(1050, 19)).toBe(200); // 199.5 → 200
    expect(percentageOf(1049, 19)).toBe(199); // 199.31 → 199
    expect(percentageOf(999, 7)).toBe(70); // 69.93 → 70
    expect(percentageOf(1000, '7.7')).toBe(77);
    expect(percentageOf(1234, '8.1')).toBe(100); // 99.954 → 100
    expect(percentageOf(1000, 0)).toBe(0);
  });

  it('supports negative percentages (discounts)', () => {
    expect(percentageOf(1050, -10)).toBe(-105);
    expect(percentageOf(1055, -10)).toBe(-106); // -105.5 → -106
  });
});

describe('toCents / centsToDecimalString', () => {
  it('parses decimal strings and numbers exactly', () => {
    expect(toCents('12.34')).toBe(1234);
    expect(toCents('12.3')).toBe(1230);
    expect(toCents('12')).toBe(1200);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(1.005)).toBe(101); // exact decimal 1.005 → round half up
    expect(toCents('-0.005')).toBe(-1);
    expect(toCents('12.344')).toBe(1234);
  });

  it('rejects invalid input', () => {
    expect(() => toCents('12,34')).toThrow(RangeError);
    expect(() => toCents('')).toThrow(RangeError);
    expect(() => toCents(NaN)).toThrow(RangeError);
  });

  it('formats cents as plain decimal with two places', () => {
    expect(centsToDecimalString(123456)).toBe('1234.56');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(-5)).toBe('-0.05');
    expect(centsToDecimalString(100)).toBe('1.00');
    expect(centsToDecimalString(0)).toBe('0.00');
  });
});

describe('formatMoney', () => {
  it('formats German style by default', () => {
    expect(formatMoney(123456)).toBe('1.234,56 €');
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56 €');
    expect(formatMoney(5, 'EUR', 'de')).toBe('0,05 €');
    expect(formatMoney(100000000, 'EUR', 'de')).toBe('1.000.000,00 €');
  });

  it('formats English style', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(-123456, 'EUR', 'en')).toBe('-€1,234.56');
  });

  it('is exact for very large amounts', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'de')).toBe('90.071.992.547.409,91 €');
  });

  it('uses ordinary spaces', () => {
    expect(formatMoney(100, 'EUR', 'de')).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('calculateTotals', () => {
  it('subtotal = items after discount + shipping + payment; VAT = rate % of subtotal', () => {
    expect(
      calculateTotals({ itemTotal: 10000, discountAmount: 1000, shippingCosts: 590, paymentCosts: 200, vatRate: 19 }),
    ).toEqual({ subtotal: 9790, vat: 1860, total: 11650 }); // 1860.1 → 1860
  });

  it('defaults optional costs to 0', () => {
    expect(calculateTotals({ itemTotal: 1050, vatRate: 19 })).toEqual({ subtotal: 1050, vat: 200, total: 1250 });
  });
});

describe('checkMinOrderValue', () => {
  it('reports minOrderValueNotReachedMsg below the minimum', () => {
    expect(checkMinOrderValue(4999, 5000)).toBe('minOrderValueNotReachedMsg');
    expect(checkMinOrderValue(5000, 5000)).toBeNull();
    expect(checkMinOrderValue(0, undefined)).toBeNull();
    expect(checkMinOrderValue(0, null)).toBeNull();
  });
});

describe('Money namespace', () => {
  it('exposes the helpers', () => {
    expect(Money.add(1, 2)).toBe(3);
    expect(Money.multiply(1000, '0.5')).toBe(500);
    expect(Money.percentage(10000, 19)).toBe(1900);
    expect(Money.fromDecimal('1.5')).toBe(150);
    expect(Money.toDecimalString(150)).toBe('1.50');
    expect(Money.format(150, 'EUR', 'en')).toBe('€1.50');
  });
});

describe('fractionToDecimal', () => {
  it.each([
    ['1/2', '0.5'],
    ['1/4', '0.2'],
    ['3/4', '0.7'],
    ['1/8', '0.1'],
    ['3/8', '0.3'],
    ['5/8', '0.6'],
    ['7/8', '0.8'],
  ])('%s → %s (spec table)', (fraction, decimal) => {
    expect(fractionToDecimal(fraction)).toBe(decimal);
    expect(FRACTION_DECIMALS[fraction]).toBe(decimal);
  });

  it('accepts unicode fractions and whole parts', () => {
    expect(fractionToDecimal('½')).toBe('0.5');
    expect(fractionToDecimal(' 1 1/2 ')).toBe('1.5');
    expect(fractionToDecimal('2-3/4')).toBe('2.7');
    expect(fractionToDecimal('1¼')).toBe('1.2');
  });

  it('returns undefined for anything else', () => {
    expect(fractionToDecimal('1/3')).toBeUndefined();
    expect(fractionToDecimal('2/4')).toBeUndefined();
    expect(fractionToDecimal('abc')).toBeUndefined();
    expect(fractionToDecimal('')).toBeUndefined();
    expect(fractionToDecimal('0.5')).toBeUndefined();
  });
});
