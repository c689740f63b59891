import { translate } from './index';
import { formatDate, formatMessage, intlLocale } from './icu';
import { de } from './catalogues';
import { en } from './catalogues';
import { mailTexts } from './mail';

describe('formatMessage (the ICU subset)', () => {
  it('fills simple placeholders and leaves unknown ones as they are', () => {
    expect(formatMessage('Hallo {name}, Auftrag {0}', { name: 'Frau Weber', 0: '1042' }, 'de')).toBe('Hallo Frau Weber, Auftrag 1042');
    expect(formatMessage('Hallo {name} {missing}', { name: 'X' }, 'de')).toBe('Hallo X {missing}');
  });

  it('picks the plural branch by the locale’s rules: exact =N first, then one, else other; # is the number', () => {
    const text = '{n, plural, =0 {keine Position} one {# Position} other {# Positionen}}';
    expect(formatMessage(text, { n: 0 }, 'de')).toBe('keine Position');
    expect(formatMessage(text, { n: 1 }, 'de')).toBe('1 Position');
    expect(formatMessage(text, { n: 2 }, 'de')).toBe('2 Positionen');
    expect(formatMessage(text, { n: 1.5 }, 'de')).toBe('1,5 Positionen');
    expect(formatMessage(text, { n: 12000 }, 'de')).toBe('12.000 Positionen');
    expect(formatMessage('{n, plural, one {# item} other {# items}}', { n: 12000 }, 'en')).toBe('12,000 items');
    expect(formatMessage('{n, plural, one {# item} other {# items}}', { n: 1 }, 'en')).toBe('1 item');
  });

  it('shows a number the caller formatted already as it is, and still picks its branch', () => {
    const text = '{count, plural, one {# Artikel} other {# Artikel gesamt}}';
    expect(formatMessage(text, { count: '1' }, 'de')).toBe('1 Artikel');
    expect(formatMessage(text, { count: '1.234' }, 'de')).toBe('1.234 Artikel gesamt');
    expect(formatMessage('{count, plural, one {# item} other {# items}}', { count: '1,234' }, 'en')).toBe('1,234 items');
  });

  it('selects a branch by value, else other; # inside a select inside a plural is the plural’s number', () => {
    const text = '{who, select, guest {Gast} customer {Kunde} other {Jemand}}';
    expect(formatMessage(text, { who: 'guest' }, 'de')).toBe('Gast');
    expect(formatMessage(text, { who: 'admin' }, 'de')).toBe('Jemand');
    const nested = '{n, plural, one {{who, select, guest {# Mail an den Gast} other {# Mail}}} other {# Mails}}';
    expect(formatMessage(nested, { n: 1, who: 'guest' }, 'de')).toBe('1 Mail an den Gast');
    expect(formatMessage(nested, { n: 3, who: 'guest' }, 'de')).toBe('3 Mails');
  });

  it('ordinals follow the English rules', () => {
    const text = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    expect([1, 2, 3, 4, 11, 21, 22].map((n) => formatMessage(text, { n }, 'en'))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '21st', '22nd']);
  });

  it('formats numbers and dates in de-DE and en-GB (day before month)', () => {
    expect(formatMessage('{x, number}', { x: 1234.5 }, 'de')).toBe('1.234,5');
    expect(formatMessage('{x, number}', { x: 1234.5 }, 'en')).toBe('1,234.5');
    expect(formatMessage('am {d, date}', { d: '2026-12-04' }, 'de')).toBe('am 04.12.2026');
    expect(formatMessage('on {d, date}', { d: '2026-12-04' }, 'en')).toBe('on 04/12/2026');
    expect(formatMessage('on {d, date, long}', { d: '2026-12-04' }, 'en')).toBe('on 4 December 2026');
  });

  it('keeps text that is not one of its forms, and a form without other, as text', () => {
    expect(formatMessage('JSON {"a": 1} und {n, plural, one {x}}', { n: 1 }, 'de')).toBe('JSON {"a": 1} und {n, plural, one {x}}');
    expect(formatMessage('offen {n, plural, one {x} other {y}', { n: 1 }, 'de')).toBe('offen {n, plural, one {x} other {y}');
    expect(formatMessage('Nr. #1 {n}', { n: 2 }, 'de')).toBe('Nr. #1 2');
    expect(formatMessage('{n, plural, one {# Tag} other {# Tage}}', {}, 'de')).toBe('{n, plural, one {# Tag} other {# Tage}}');
  });
});

describe('formatDate', () => {
  it('writes the shop’s dates: de 04.12.2026, en 04/12/2026 (never US order); instants in Europe/Berlin', () => {
    expect(formatDate('2026-12-04', 'de')).toBe('04.12.2026');
    expect(formatDate('2026-12-04', 'en')).toBe('04/12/2026');
    expect(formatDate('2026-12-04', 'de', 'long')).toBe('4. Dezember 2026');
    // 23:30 UTC on 31 December is already New Year in Berlin.
    expect(formatDate('2026-12-31T23:30:00Z', 'de')).toBe('01.01.2027');
    expect(formatDate(new Date('2026-07-01T12:05:00Z'), 'en', 'dateTime')).toBe('01/07/2026, 14:05');
    expect(formatDate('kein Datum', 'de')).toBe('');
    expect(formatDate(null, 'de')).toBe('');
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('de')).toBe('de-DE');
  });
});

describe('the catalogues’ plurals', () => {
  it('say 1 working day and 2 working days, 1 Werktag and 2 Werktagen', () => {
    expect(translate('de', 'readyForShipmentWithinXDays', { days: 1 })).toBe('Versandbereit in 1 Werktag');
    expect(translate('de', 'readyForShipmentWithinXDays', { days: 4 })).toBe('Versandbereit in 4 Werktagen');
    expect(translate('en', 'readyForShipmentWithinXDays', { days: 1 })).toBe('Ready for shipment within 1 working day');
    expect(translate('en', 'reorderItemsAdded', { count: 1 })).toBe('1 item has been added to the cart.');
    expect(translate('de', 'cartImportSuccessMsg', { count: 2 })).toBe('Der Import war erfolgreich. 2 Positionen wurden in den Warenkorb übernommen.');
  });

  it('have no "(en)" or "(s)" plural and parse in every text of every catalogue', () => {
    const all = [de, en, mailTexts.de, mailTexts.en].flatMap((c) => JSON.stringify(c).match(/"(?:[^"\\]|\\.)*"/g) ?? []);
    expect(all.filter((text) => /\w\((en|n|s|e)\)[\s.,:]/.test(text))).toEqual([]);
    // Every plural form has its other branch (else it would be shown as raw text).
    const broken = all.filter((text) => /\{\w+, (plural|select)/.test(text) && formatMessage(JSON.parse(text) as string, { n: 1, count: 1, days: 1, dueDays: 1, lines: 1, tables: 1, rows: 1, files: 1, pages: 1, products: 1, items: 1, who: 'guest' }, 'de').includes(', plural'));
    expect(broken).toEqual([]);
  });
});
