import { formatMoney } from '@shop/domain';

const intlLocale = (locale: string) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** Exact money from cents (libs/domain), in the locale's format. */
export function money(cents: number, currency: string, locale: string): string {
  return formatMoney(cents, currency, intlLocale(locale));
}

/** A chart axis label: whole currency units, compact ("12 Tsd. €"); the table beside the chart is exact. */
export function axisMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(Math.round(cents / 100));
}

/** 'YYYY-MM-DD' as a short day ("27.11." / "27 Nov"). */
export function shortDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: locale === 'de' ? '2-digit' : 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** 'YYYY-MM-DD' as a full date with weekday ("Fr., 27.11.2026"). */
export function longDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant in the shop's time ("27.11.2026, 08:15"). */
export function dateTime(iso: string | Date, locale: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(date);
}

/** 'YYYY-MM' as a month ("Nov. 2026"). */
export function monthLabel(period: string, locale: string): string {
  const [y, m] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** A count in the locale's digits. */
export function count(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** A decimal string (quantity, percent) in the locale's format, without a float round trip for display. */
export function decimal(value: string, locale: string): string {
  const [whole, fraction] = value.split('.');
  const grouped = count(Number(whole), locale);
  return fraction ? `${grouped}${locale === 'de' ? ',' : '.'}${fraction}` : grouped;
}
