/**
 * Days, windows and periods of the reports (ADR 0023). Pure: dates are ISO strings 'YYYY-MM-DD' of the shop's
 * calendar (Europe/Berlin), so a figure counts an order on the day the shop owner saw it come in.
 */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's calendar day of an instant, 'YYYY-MM-DD'. */
export function shopDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** A calendar day moved by whole days (no time zone involved: a day is a date). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included (empty when from is after to). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The spec's 7-character statistics period of a day: its month, 'YYYY-MM'. */
export function periodOf(day: string): string {
  return day.slice(0, 7);
}

export type WindowKey = 'today' | 'last7Days' | 'last30Days';

/** The dashboard's windows: today, and the last 7 and 30 days with today included. */
export function windows(today: string): Array<{ key: WindowKey; from: string; to: string }> {
  return [
    { key: 'today', from: today, to: today },
    { key: 'last7Days', from: addDays(today, -6), to: today },
    { key: 'last30Days', from: addDays(today, -29), to: today },
  ];
}

export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}

/**
 * Conversion from cart to order in percent with one decimal, as a string (no float in a figure the admin
 * compares): the counted carts that were ordered per counted cart started. Null when no cart was started.
 * The ordered carts are a part of the started ones (statistics-refresher counts them so), hence at most 100.
 */
export function conversionPercent(orderedCarts: number, carts: number): string | null {
  if (carts <= 0) return null;
  const orders = orderedCarts;
  const tenths = Math.round((orders * 1000) / carts);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}
