import { formatMoney } from './money';
import { formatPercent } from './pricing';
import { rememberedFormat } from './remembered-format';

describe('remembered number formats', () => {
  it('writes what the formatter writes, for every value and locale, again and again', () => {
    const de = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' });
    for (let round = 0; round < 2; round++) {
      for (const cents of [0, 1, 99, 123456, -2500, 100000000]) {
        expect(formatMoney(cents, 'EUR', 'de')).toBe(de.format(cents / 100).replace(/[\u00a0\u202f]/g, ' '));
      }
      expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
      expect(formatMoney(123456, 'CHF', 'de')).toBe('1.234,56 CHF');
      expect(formatPercent(-15, 'de')).toBe('-15 %');
      expect(formatPercent(-15, 'en')).toBe('-15%');
    }
  });

  it('forgets when full instead of growing, and still answers right', () => {
    let calls = 0;
    const format = rememberedFormat((v) => {
      calls++;
      return `#${v}`;
    }, 3);
    expect([1, 2, 1, 2].map(format)).toEqual(['#1', '#2', '#1', '#2']);
    expect(calls).toBe(2);
    expect([3, 4, 5, 1].map(format)).toEqual(['#3', '#4', '#5', '#1']);
    expect(calls).toBe(6);
  });
});
