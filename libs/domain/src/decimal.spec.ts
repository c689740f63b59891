import {
  addDecimals,
  compareDecimals,
  decimalToNumber,
  decimalToString,
  divideRoundHalfUp,
  isIntegerDecimal,
  isMultipleOf,
  multiplyDecimals,
  parseDecimal,
  roundToScale,
  subtractDecimals,
} from './decimal';

const d = (text: string) => {
  const parsed = parseDecimal(text);
  if (parsed === null) throw new Error(`bad test value ${text}`);
  return parsed;
};

describe('parseDecimal', () => {
  it.each([
    ['12', 12n, 0],
    ['-0.25', -25n, 2],
    ['3.', 3n, 0],
    ['.5', 5n, 1],
    ['+1.50', 150n, 2],
    ['1e3', 1000n, 0],
    ['1.5e-7', 15n, 8],
  ])('%s', (text, units, scale) => {
    expect(parseDecimal(text)).toEqual({ units, scale });
  });

  it('parses numbers via their shortest representation', () => {
    expect(parseDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseDecimal(5n)).toEqual({ units: 5n, scale: 0 });
  });

  it.each(['', '.', '-', 'abc', '1,5', '1.2.3', '1 000', '0x10'])('rejects %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('rejects non-finite numbers and absurd exponents', () => {
    expect(parseDecimal(NaN)).toBeNull();
    expect(parseDecimal(Infinity)).toBeNull();
    expect(parseDecimal('1e1000')).toBeNull();
  });
});

describe('arithmetic', () => {
  it('adds and subtracts exactly', () => {
    expect(decimalToString(addDecimals(d('0.1'), d('0.2')))).toBe('0.3');
    expect(decimalToString(subtractDecimals(d('1'), d('0.9')))).toBe('0.1');
    expect(decimalToString(multiplyDecimals(d('1.1'), d('1.1')))).toBe('1.21');
  });

  it('compares across scales', () => {
    expect(compareDecimals(d('1.50'), d('1.5'))).toBe(0);
    expect(compareDecimals(d('1.49'), d('1.5'))).toBe(-1);
    expect(compareDecimals(d('-1'), d('-2'))).toBe(1);
  });

  it('detects integers and multiples', () => {
    expect(isIntegerDecimal(d('2.00'))).toBe(true);
    expect(isIntegerDecimal(d('2.01'))).toBe(false);
    expect(isMultipleOf(d('0.3'), d('0.1'))).toBe(true); // float: 0.3 % 0.1 !== 0
    expect(isMultipleOf(d('1.5'), d('0.25'))).toBe(true);
    expect(isMultipleOf(d('1.6'), d('0.25'))).toBe(false);
    expect(isMultipleOf(d('6'), d('0'))).toBe(false);
  });

  it('rounds half away from zero', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
    expect(divideRoundHalfUp(5n, -2n)).toBe(-3n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
    expect(decimalToString(roundToScale(d('2.345'), 2))).toBe('2.35');
    expect(decimalToString(roundToScale(d('-2.345'), 2))).toBe('-2.35');
    expect(decimalToString(roundToScale(d('2.344'), 2))).toBe('2.34');
  });

  it('prints canonical strings', () => {
    expect(decimalToString(d('1.500'))).toBe('1.5');
    expect(decimalToString(d('-0.050'))).toBe('-0.05');
    expect(decimalToString(d('0.00'))).toBe('0');
    expect(decimalToString(d('12'), 2)).toBe('12.00');
    expect(decimalToNumber(d('2.50'))).toBe(2.5);
  });
});

describe('parseDecimal remembers what it read', () => {
  it('answers the same value for the same text again, frozen, and still refuses bad input', () => {
    const a = parseDecimal('12.50');
    expect(parseDecimal('12.50')).toEqual(a);
    expect(Object.isFrozen(parseDecimal('12.50'))).toBe(true);
    expect(parseDecimal(' 12.50 ')).toEqual({ units: 1250n, scale: 2 });
    expect(parseDecimal('1,5')).toBeNull();
    expect(parseDecimal('1,5')).toBeNull();
    expect(parseDecimal(7)).toEqual({ units: 7n, scale: 0 });
  });
});
