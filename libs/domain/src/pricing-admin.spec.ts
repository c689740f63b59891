import { normalizeCouponCode, ruleTimeState, validateCoupon } from './pricing';

describe('coupons as the admin writes them', () => {
  const base = { couponCode: 'SOMMER15', discountType: 'percentage' as const, percentage: '15', discount: null, active: true, dateFrom: null, dateTo: null };

  it('accepts a percentage coupon up to 100 and a fixed one above 0', () => {
    expect(validateCoupon(base)).toEqual({});
    expect(validateCoupon({ ...base, percentage: '100' })).toEqual({});
    expect(validateCoupon({ ...base, discountType: 'fixed', percentage: null, discount: 1 })).toEqual({});
  });

  it('answers a message id per wrong field', () => {
    expect(validateCoupon({ ...base, couponCode: 'AB' })).toEqual({ couponCode: 'adCouponCodeInvalid' });
    expect(validateCoupon({ ...base, couponCode: 'MIT LEER' })).toEqual({ couponCode: 'adCouponCodeInvalid' });
    expect(validateCoupon({ ...base, percentage: '100.001' })).toEqual({ percentage: 'adCouponPercentageRange' });
    expect(validateCoupon({ ...base, percentage: '0' })).toEqual({ percentage: 'adCouponPercentageRange' });
    expect(validateCoupon({ ...base, percentage: null })).toEqual({ percentage: 'adCouponPercentageRange' });
    expect(validateCoupon({ ...base, discount: 5 })).toEqual({ discount: 'adCouponPercentageOrDiscount' });
    expect(validateCoupon({ ...base, discountType: 'fixed', discount: 0 })).toEqual({ discount: 'adCouponDiscountPositive', percentage: 'adCouponPercentageOrDiscount' });
    expect(validateCoupon({ ...base, dateFrom: '2026-02-01', dateTo: '2026-01-31' })).toEqual({ dateTo: 'priceRuleDatesInOrder' });
    expect(validateCoupon({ ...base, discountType: 'x' as never })).toEqual({ discountType: 'adCouponDiscountTypeInvalid' });
  });

  it('stores codes trimmed and upper case', () => {
    expect(normalizeCouponCode('  sommer15 ')).toBe('SOMMER15');
  });
});

describe('a rule on a Berlin day', () => {
  it('is active on its first and last day, expired after, future before', () => {
    const rule = { dateFrom: '2026-03-01', dateTo: '2026-03-31' };
    expect(ruleTimeState(rule, '2026-03-01')).toBe('active');
    expect(ruleTimeState(rule, '2026-03-31')).toBe('active');
    expect(ruleTimeState(rule, '2026-04-01')).toBe('expired');
    expect(ruleTimeState(rule, '2026-02-28')).toBe('future');
    expect(ruleTimeState({ dateFrom: null, dateTo: null }, '1999-01-01')).toBe('active');
  });
});
