import {
  OrderQuantityInfo,
  canAddToCart,
  canDecrease,
  canIncrease,
  decimalSeparator,
  decreaseQuantity,
  formatQuantityForLocale,
  getOrderQuantityInfo,
  increaseQuantity,
  normalizeQuantityInput,
  validateOrderQuantity,
  validatePositionQuantity,
  orderQuantityRuleOf,
  CONFIGURED_PRODUCT_ORDER_QUANTITY,
} from './order-quantity';

const integerInfo = (overrides: Partial<OrderQuantityInfo> = {}): OrderQuantityInfo => ({
  min: 0,
  increment: 1,
  default: 1,
  showButtons: true,
  hasDecimalOrderQuantity: false,
  ...overrides,
});

const decimalInfo = (overrides: Partial<OrderQuantityInfo> = {}): OrderQuantityInfo =>
  integerInfo({ hasDecimalOrderQuantity: true, increment: 0.1, default: 0.1, ...overrides });

describe('getOrderQuantityInfo', () => {
  it('defaults increment to the packaging unit', () => {
    expect(getOrderQuantityInfo({}, 10)).toEqual({
      min: 0,
      increment: 10,
      default: 10,
      showButtons: true,
      hasDecimalOrderQuantity: false,
    });
  });

  it('prefers the product type increment over the packaging unit', () => {
    expect(getOrderQuantityInfo({ orderQuantity: { increment: 5 } }, 10).increment).toBe(5);
  });

  it('falls back to 1 (integer) or 0.01 (decimal) without increment and packaging unit', () => {
    expect(getOrderQuantityInfo(undefined).increment).toBe(1);
    expect(getOrderQuantityInfo(undefined, 0).increment).toBe(1);
    expect(getOrderQuantityInfo({ orderQuantity: { type: 'Decimal' } }, null).increment).toBe(0.01);
  });

  it('reads the decimal type, min, max, default and showButtons', () => {
    expect(
      getOrderQuantityInfo({ orderQuantity: { type: 'Decimal', min: '0.5', max: 100, default: 2, showButtons: false } }, 0.5),
    ).toEqual({ min: 0.5, max: 100, increment: 0.5, default: 2, showButtons: false, hasDecimalOrderQuantity: true });
  });

  it('derives the default as the smallest multiple of the increment at or above min', () => {
    expect(getOrderQuantityInfo({ orderQuantity: { min: 5 } }, 2).default).toBe(6);
    expect(getOrderQuantityInfo({ orderQuantity: { min: 6 } }, 2).default).toBe(6);
    expect(getOrderQuantityInfo({ orderQuantity: { type: 'decimal', min: 0.25 } }, 0.1).default).toBe(0.3);
  });

  it('ignores a max below min and non-positive values', () => {
    const info = getOrderQuantityInfo({ orderQuantity: { min: 10, max: 5, increment: -1, default: 0 } }, 1);
    expect(info.max).toBeUndefined();
    expect(info.increment).toBe(1);
    expect(info.default).toBe(10);
  });
});

describe('normalizeQuantityInput', () => {
  it('follows the locale decimal separator', () => {
    expect(normalizeQuantityInput('2,5', 'de')).toBe('2.5');
    expect(normalizeQuantityInput('2.5', 'en')).toBe('2.5');
  });

  it('removes thousand separators', () => {
    expect(normalizeQuantityInput('1.234,5', 'de')).toBe('1234.5');
    expect(normalizeQuantityInput('1,234.5', 'en')).toBe('1234.5');
    expect(normalizeQuantityInput('1 000', 'de')).toBe('1000');
  });

  it('keeps a trailing separator while typing', () => {
    expect(normalizeQuantityInput('1,', 'de')).toBe('1.');
    expect(normalizeQuantityInput('1.', 'en')).toBe('1.');
  });

  it('collapses double separators', () => {
    expect(normalizeQuantityInput('1,,5', 'de')).toBe('1.5');
    expect(normalizeQuantityInput('1..5', 'en')).toBe('1.5');
  });

  it('adds a 0 to a trailing dot on the final value', () => {
    expect(normalizeQuantityInput('1,', 'de', { final: true })).toBe('1.0');
    expect(normalizeQuantityInput('.5', 'en', { final: true })).toBe('0.5');
    expect(normalizeQuantityInput('', 'en', { final: true })).toBe('');
  });

  it('leaves other characters for validation', () => {
    expect(normalizeQuantityInput('abc', 'de')).toBe('abc');
  });

  it('knows the separators', () => {
    expect(decimalSeparator('de')).toBe(',');
    expect(decimalSeparator('de-AT')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('fr')).toBe(',');
    expect(formatQuantityForLocale('2.5', 'de')).toBe('2,5');
    expect(formatQuantityForLocale(2.5, 'en')).toBe('2.5');
  });
});

describe('validateOrderQuantity', () => {
  describe('without a product', () => {
    it('accepts positive integers only', () => {
      expect(validateOrderQuantity('3', undefined)).toBeNull();
      expect(validateOrderQuantity(3, undefined)).toBeNull();
      expect(validateOrderQuantity('3.0', undefined)).toBeNull();
      expect(validateOrderQuantity('2.5', undefined)).toBe('invalidOrderQuantityInteger');
      expect(validateOrderQuantity('abc', undefined)).toBe('invalidOrderQuantityInteger');
      expect(validateOrderQuantity('0', undefined)).toBe('invalidOrderQuantityMin');
      expect(validateOrderQuantity('-1', undefined)).toBe('invalidOrderQuantityMin');
    });
  });

  it('reports empty values', () => {
    expect(validateOrderQuantity('', integerInfo())).toBe('invalidOrderQuantityEmpty');
    expect(validateOrderQuantity('  ', integerInfo())).toBe('invalidOrderQuantityEmpty');
    expect(validateOrderQuantity(null, integerInfo())).toBe('invalidOrderQuantityEmpty');
    expect(validateOrderQuantity(undefined, undefined)).toBe('invalidOrderQuantityEmpty');
  });

  describe('integer product types', () => {
    it('rejects fractions and non-numbers', () => {
      expect(validateOrderQuantity('1.5', integerInfo())).toBe('invalidOrderQuantityInteger');
      expect(validateOrderQuantity('1,5', integerInfo())).toBe('invalidOrderQuantityInteger');
      expect(validateOrderQuantity('1e3', integerInfo())).toBe('invalidOrderQuantityInteger');
      expect(validateOrderQuantity(NaN, integerInfo())).toBe('invalidOrderQuantityInteger');
    });

    it('requires above 0, or at least min', () => {
      expect(validateOrderQuantity('0', integerInfo())).toBe('invalidOrderQuantityMin');
      expect(validateOrderQuantity('1', integerInfo())).toBeNull();
      expect(validateOrderQuantity('4', integerInfo({ min: 5 }))).toBe('invalidOrderQuantityMin');
      expect(validateOrderQuantity('5', integerInfo({ min: 5 }))).toBeNull();
    });

    it('rejects values above max', () => {
      expect(validateOrderQuantity('100', integerInfo({ max: 100 }))).toBeNull();
      expect(validateOrderQuantity('101', integerInfo({ max: 100 }))).toBe('invalidOrderQuantityMax');
    });

    it('requires a multiple of the increment', () => {
      const info = integerInfo({ increment: 5, default: 5 });
      expect(validateOrderQuantity('15', info)).toBeNull();
      expect(validateOrderQuantity('12', info)).toBe('invalidOrderQuantityIncrement');
    });
  });

  describe('decimal product types', () => {
    it('accepts digits with at most 2 decimals', () => {
      const info = decimalInfo({ increment: 0.01 });
      expect(validateOrderQuantity('2.5', info)).toBeNull();
      expect(validateOrderQuantity('2.55', info)).toBeNull();
      expect(validateOrderQuantity('2.', info)).toBeNull();
      expect(validateOrderQuantity('2.555', info)).toBe('invalidOrderQuantityNumber');
      expect(validateOrderQuantity('abc', info)).toBe('invalidOrderQuantityNumber');
      expect(validateOrderQuantity('0.00', info)).toBe('invalidOrderQuantityMin');
    });

    it('checks multiples exactly (no float modulo)', () => {
      const info = decimalInfo({ increment: 0.1 });
      expect(validateOrderQuantity('0.3', info)).toBeNull(); // 0.3 % 0.1 === 0.09999999999999998 in floats
      expect(validateOrderQuantity('0.7', info)).toBeNull();
      expect(validateOrderQuantity(0.3, info)).toBeNull();
      expect(validateOrderQuantity('0.35', info)).toBe('invalidOrderQuantityIncrement');
      expect(validateOrderQuantity('1.15', decimalInfo({ increment: 0.05 }))).toBeNull();
    });

    it('checks min and max with decimals', () => {
      const info = decimalInfo({ min: 0.5, max: 2.5 });
      expect(validateOrderQuantity('0.4', info)).toBe('invalidOrderQuantityMin');
      expect(validateOrderQuantity('0.5', info)).toBeNull();
      expect(validateOrderQuantity('2.5', info)).toBeNull();
      expect(validateOrderQuantity('2.6', info)).toBe('invalidOrderQuantityMax');
    });
  });

  describe('configured products (customProductType set)', () => {
    it('are whole pieces, at least one, whatever their base product allows', () => {
      // The catalogue rule of the position's product is not the configured product's: it is ignored.
      const decimal = decimalInfo({ min: 0.5, increment: 0.5 });
      for (const type of ['hose', 'ejector', 'automation']) {
        const position = { customProductType: type };
        expect(validatePositionQuantity('1', position, decimal)).toBeNull();
        expect(validatePositionQuantity('3', position, undefined)).toBeNull();
        expect(validatePositionQuantity('3.0', position, undefined)).toBeNull();
        expect(validatePositionQuantity('0.01', position, decimal)).toBe('invalidOrderQuantityInteger');
        expect(validatePositionQuantity('0.5', position, decimal)).toBe('invalidOrderQuantityInteger');
        expect(validatePositionQuantity('2.5', position, undefined)).toBe('invalidOrderQuantityInteger');
        expect(validatePositionQuantity('0', position, undefined)).toBe('invalidOrderQuantityMin');
        expect(validatePositionQuantity('-1', position, undefined)).toBe('invalidOrderQuantityMin');
        expect(validatePositionQuantity('1e2', position, undefined)).toBe('invalidOrderQuantityInteger');
        expect(validatePositionQuantity('x', position, undefined)).toBe('invalidOrderQuantityInteger');
        expect(validatePositionQuantity('', position, undefined)).toBe('invalidOrderQuantityEmpty');
      }
    });

    it('catalogue positions keep their product rule', () => {
      const info = integerInfo({ min: 10, max: 20, increment: 5 });
      expect(orderQuantityRuleOf({ customProductType: null }, info)).toBe(info);
      expect(orderQuantityRuleOf({}, info)).toBe(info);
      expect(orderQuantityRuleOf({ customProductType: 'hose' }, info)).toBe(CONFIGURED_PRODUCT_ORDER_QUANTITY);
      expect(validatePositionQuantity('15', { customProductType: null }, info)).toBeNull();
      expect(validatePositionQuantity('12', { customProductType: null }, info)).toBe('invalidOrderQuantityIncrement');
      expect(validatePositionQuantity('12', { customProductType: 'ejector' }, info)).toBeNull();
    });
  });
});

describe('buttons', () => {
  it('minus is disabled when qty − increment would be at or below 0', () => {
    const info = integerInfo();
    expect(canDecrease('1', info)).toBe(false);
    expect(canDecrease('2', info)).toBe(true);
    expect(canDecrease('', info)).toBe(false);
    expect(canDecrease('abc', info)).toBe(false);
  });

  it('minus is disabled when qty − increment would be at or below min', () => {
    const info = integerInfo({ min: 5 });
    expect(canDecrease('6', info)).toBe(false); // 5 is "at min"
    expect(canDecrease('7', info)).toBe(true);
  });

  it('minus uses exact decimals', () => {
    const info = decimalInfo({ increment: 0.1 });
    expect(canDecrease('0.2', info)).toBe(true);
    expect(canDecrease('0.1', info)).toBe(false);
    expect(canDecrease('0.3', decimalInfo({ increment: 0.1, min: 0.2 }))).toBe(false); // 0.3 − 0.1 = 0.2 exactly
  });

  it('plus respects max', () => {
    expect(canIncrease('9', integerInfo({ max: 10 }))).toBe(true);
    expect(canIncrease('10', integerInfo({ max: 10 }))).toBe(false);
    expect(canIncrease('10', integerInfo())).toBe(true);
  });

  it('add to cart is disabled at 0 or less', () => {
    expect(canAddToCart('1')).toBe(true);
    expect(canAddToCart(0.5)).toBe(true);
    expect(canAddToCart('0')).toBe(false);
    expect(canAddToCart('-1')).toBe(false);
    expect(canAddToCart('')).toBe(false);
    expect(canAddToCart(null)).toBe(false);
    expect(canAddToCart('abc')).toBe(false);
  });
});

describe('increaseQuantity / decreaseQuantity', () => {
  it('steps by the increment with exact decimal strings', () => {
    const info = decimalInfo({ increment: 0.1 });
    expect(increaseQuantity('0.2', info)).toBe('0.3');
    expect(increaseQuantity('0.7', info)).toBe('0.8');
    expect(decreaseQuantity('0.3', info)).toBe('0.2');
    expect(increaseQuantity('5', integerInfo({ increment: 5 }))).toBe('10');
    expect(decreaseQuantity('10', integerInfo({ increment: 5 }))).toBe('5');
  });

  it('uses 1 without info and the default for empty input', () => {
    expect(increaseQuantity('1', undefined)).toBe('2');
    expect(increaseQuantity('', integerInfo({ default: 6 }))).toBe('6');
    expect(decreaseQuantity('', undefined)).toBe('1');
  });

  it('does not go beyond max or down to min', () => {
    expect(increaseQuantity('10', integerInfo({ max: 10 }))).toBe('10');
    expect(decreaseQuantity('1', integerInfo())).toBe('1');
    expect(decreaseQuantity('6', integerInfo({ min: 5 }))).toBe('6');
  });

  it('returns canonical strings', () => {
    expect(increaseQuantity('1.50', decimalInfo({ increment: 0.5 }))).toBe('2');
    expect(increaseQuantity(1.5, decimalInfo({ increment: 0.25 }))).toBe('1.75');
  });
});
