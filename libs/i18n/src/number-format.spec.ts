import { formatMessage, formatNumber } from './icu';

describe('formatNumber', () => {
  const intl = (value: number, locale: 'de' | 'en', digits?: number) =>
    new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', digits === undefined ? {} : { maximumFractionDigits: digits }).format(value);

  it('groups whole numbers exactly as Intl does, in both languages', () => {
    const values = [0, 1, 7, 12, 999, 1000, 1001, 9999, 10000, 54321, 100000, 999999, 1000000, 1234567, 123456789012, -1, -999, -1000, -1234567, Number.MAX_SAFE_INTEGER];
    for (const locale of ['de', 'en'] as const) for (const value of values) expect(formatNumber(value, locale)).toBe(intl(value, locale));
  });

  it('formats decimals through Intl, with the fraction digits asked for', () => {
    expect(formatNumber(0.25, 'de')).toBe('0,25');
    expect(formatNumber(1234.5678, 'de')).toBe('1.234,568');
    expect(formatNumber(1234.5678, 'en', 1)).toBe('1,234.6');
    expect(formatNumber(2.5, 'de', 0)).toBe(intl(2.5, 'de', 0));
  });

  it('chooses German and English plural forms of whole numbers as Intl does', () => {
    const text = '{n, plural, one {# Tag} other {# Tage}}';
    for (const locale of ['de', 'en'] as const)
      for (const n of [0, 1, 2, 5, 21, 1000, -1]) {
        const intlForm = new Intl.PluralRules(locale === 'de' ? 'de-DE' : 'en-GB').select(n) === 'one' ? 'Tag' : 'Tage';
        expect(formatMessage(text, { n }, locale)).toBe(`${formatNumber(n, locale)} ${intlForm}`);
      }
  });
});
