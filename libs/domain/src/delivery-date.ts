/**
 * Working days and delivery dates in the shop's time zone (docs/rules/constants.md#delivery-times).
 *
 * Dates are plain calendar dates ({year, month 1-12, day}); the wall-clock
 * date and hour of an instant are read in Europe/Berlin via Intl, so the
 * result never depends on the machine's time zone. Date arithmetic uses UTC
 * milliseconds of the calendar date, which has no DST jumps.
 *
 * Working days exclude Saturdays, Sundays and the German nationwide public
 * holidays: New Year (1 Jan), Good Friday, Easter Monday, Labour Day (1 May),
 * Ascension Day, Whit Monday, German Unity Day (3 Oct), Christmas (25 and 26 Dec).
 */

export const SHOP_TIME_ZONE = 'Europe/Berlin';

/** A calendar date without time or zone. Month is 1-12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Wall-clock parts of an instant in a time zone. */
export interface ZonedDateTime extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
}

const MS_PER_DAY = 86_400_000;
const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

/** Reads date and time of an instant as seen in the time zone (default Europe/Berlin). */
export function zonedDateTime(instant: Date, timeZone: string = SHOP_TIME_ZONE): ZonedDateTime {
  // Read to the minute, and time zones change their offset only on a minute's boundary: one reading serves the
  // whole minute (Intl's formatToParts is the costly part of every priced request's Berlin day).
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastReading.get(timeZone);
  if (last !== undefined && last.minute === minute) return { ...last.value };
  const value = readZoned(instant, timeZone);
  lastReading.set(timeZone, { minute, value });
  return { ...value };
}

const lastReading = new Map<string, { minute: number; value: ZonedDateTime }>();

function readZoned(instant: Date, timeZone: string): ZonedDateTime {
  let formatter = zonedFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zonedFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
  };
}

/** Calendar date of an instant in Europe/Berlin. */
export function berlinDate(instant: Date): CalendarDate {
  const { year, month, day } = zonedDateTime(instant);
  return { year, month, day };
}

function toEpochDay(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): CalendarDate {
  const d = new Date(epochDay * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Adds calendar days (may be negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Day of week, 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toEpochDay(date) * MS_PER_DAY).getUTCDay();
}

/** Sort comparator for calendar dates. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toEpochDay(a) - toEpochDay(b);
}

/** ISO string "YYYY-MM-DD". */
export function toIsoDate(date: CalendarDate): string {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Parses "YYYY-MM-DD" strictly (the date must exist); null otherwise. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const roundTrip = fromEpochDay(toEpochDay(date));
  return roundTrip.year === date.year && roundTrip.month === date.month && roundTrip.day === date.day ? date : null;
}

/** Easter Sunday (Gregorian calendar; anonymous Gregorian / Meeus algorithm). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** German nationwide public holidays of a year, in date order. */
export function germanPublicHolidays(year: number): CalendarDate[] {
  const easter = easterSunday(year);
  const holidays = [
    { year, month: 1, day: 1 },
    addDays(easter, -2), // Good Friday
    addDays(easter, 1), // Easter Monday
    { year, month: 5, day: 1 },
    addDays(easter, 39), // Ascension Day
    addDays(easter, 50), // Whit Monday
    { year, month: 10, day: 3 },
    { year, month: 12, day: 25 },
    { year, month: 12, day: 26 },
  ];
  return holidays.sort(compareDates);
}

const holidayCache = new Map<number, Set<number>>();

/** True for a German nationwide public holiday. */
export function isPublicHoliday(date: CalendarDate): boolean {
  let days = holidayCache.get(date.year);
  if (days === undefined) {
    days = new Set(germanPublicHolidays(date.year).map(toEpochDay));
    holidayCache.set(date.year, days);
  }
  return days.has(toEpochDay(date));
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(date);
}

/** The first working day strictly after the date. */
export function nextWorkingDay(date: CalendarDate): CalendarDate {
  let current = addDays(date, 1);
  while (!isWorkingDay(current)) current = addDays(current, 1);
  return current;
}

/**
 * Steps forward over `days` working days: each step moves to the next working
 * day, so Friday + 1 = Monday and Saturday + 1 = Monday. 0 returns the date
 * unchanged. Non-integer or negative counts throw a RangeError.
 */
export function addWorkingDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`working days must be a non-negative integer: ${days}`);
  let current = date;
  for (let i = 0; i < days; i += 1) current = nextWorkingDay(current);
  return current;
}

/**
 * Shipping date of an order placed at `now`: today if today is a working day
 * and the Berlin wall-clock hour is before `cutoffHour` (same-day shipping),
 * else the next working day; then `procurementDays` working days are added.
 */
export function shippingDate(now: Date, procurementDays: number, cutoffHour: number): CalendarDate {
  const local = zonedDateTime(now);
  const today: CalendarDate = { year: local.year, month: local.month, day: local.day };
  const start = isWorkingDay(today) && local.hour < cutoffHour ? today : nextWorkingDay(today);
  return addWorkingDays(start, Math.max(0, Math.ceil(procurementDays || 0)));
}

export type DeliveryTextMessageId = 'deliveryBefore' | 'deliveryOn' | 'deliveryBetween';

/** A delivery text as message id plus the dates to insert ({0}, {1}). */
export interface DeliveryText {
  readonly messageId: DeliveryTextMessageId;
  readonly dates: readonly CalendarDate[];
}

/** A delivery window; without `earliest` only an upper bound is known. */
export interface DeliveryWindow {
  readonly earliest?: CalendarDate;
  readonly latest: CalendarDate;
}

/**
 * Chooses the delivery text variant:
 * - no earliest date → 'deliveryBefore' [latest] ("before X")
 * - earliest equals latest → 'deliveryOn' [date] ("on X")
 * - else → 'deliveryBetween' [earliest, latest] ("between X and Y"; swapped if given reversed)
 */
export function deliveryText(window: DeliveryWindow): DeliveryText {
  const { earliest, latest } = window;
  if (earliest === undefined) return { messageId: 'deliveryBefore', dates: [latest] };
  const order = compareDates(earliest, latest);
  if (order === 0) return { messageId: 'deliveryOn', dates: [latest] };
  return { messageId: 'deliveryBetween', dates: order < 0 ? [earliest, latest] : [latest, earliest] };
}

/** Inputs for {@link estimateDelivery}. */
export interface DeliveryEstimateInput {
  readonly procurementDays: number;
  readonly cutoffHour: number;
  /** Transit working days after shipping: a fixed number or a {min, max} range. */
  readonly transitDays: number | { readonly min: number; readonly max: number };
}

/** Shipping date plus transit working days → a delivery window. */
export function estimateDelivery(now: Date, input: DeliveryEstimateInput): Required<DeliveryWindow> {
  const ship = shippingDate(now, input.procurementDays, input.cutoffHour);
  const range = typeof input.transitDays === 'number' ? { min: input.transitDays, max: input.transitDays } : input.transitDays;
  const min = Math.max(0, Math.min(range.min, range.max));
  const max = Math.max(0, range.min, range.max);
  return { earliest: addWorkingDays(ship, min), latest: addWorkingDays(ship, max) };
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats a calendar date for display the way the shop writes dates (as `formatDate` of @shop/i18n): de
 * "24.12.2024", en "24/12/2024" (en-GB: the shop's buyers are European, day before month).
 */
export function formatCalendarDate(date: CalendarDate, locale: string): string {
  const intl = locale === 'de' || locale.startsWith('de-') ? 'de-DE' : 'en-GB';
  let formatter = dateFormatters.get(intl);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(intl, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(intl, formatter);
  }
  return formatter.format(new Date(toEpochDay(date) * MS_PER_DAY));
}
