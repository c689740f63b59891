import { zonedDateTime } from './delivery-date';

/**
 * Order approval in company accounts (ADR 0051, docs/company-approval.md): the figures the limits of
 * `company.ts` (`approvalNeeded`) are compared with. Pure; server and browser read the same.
 */

/**
 * The net goods value of a priced cart or order, in cents: the items after the discount, without shipping,
 * payment fee and VAT. The limits are about what is bought, so the order, the cart page and the month's sum all
 * take it from the price the order is (or would be) placed with.
 */
export function netGoodsCents(price: { itemTotal: number; discountAmount: number }): number {
  return Math.max(0, price.itemTotal - price.discountAmount);
}

/** Milliseconds Europe/Berlin is ahead of UTC at an instant (3 600 000 in winter, 7 200 000 in summer). */
function berlinOffsetMs(instant: Date): number {
  const z = zonedDateTime(instant);
  const asUtc = Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/** The instant of 00:00 in Berlin on a calendar day (month 1-12; day 1 of the month here). */
function berlinMidnight(year: number, month: number): Date {
  const local = Date.UTC(year, month - 1, 1);
  // The offset at the guess is the offset at midnight unless a DST change lies between (never at midnight in Berlin).
  const guess = new Date(local - berlinOffsetMs(new Date(local)));
  return new Date(local - berlinOffsetMs(guess));
}

/**
 * The Berlin calendar month an instant falls in, as the half-open window [from, to) of instants: the monthly
 * limit counts the member's orders placed from 00:00 on the first of this month in Berlin to before 00:00 on
 * the first of the next.
 */
export function berlinMonthWindow(now: Date): { from: Date; to: Date; month: string } {
  const { year, month } = zonedDateTime(now);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: berlinMidnight(year, month), to: berlinMidnight(next.year, next.month), month: `${year}-${String(month).padStart(2, '0')}` };
}

/** A rejection's reason: 1 to 500 characters after trimming; else the message id. */
export const MAX_REJECTION_REASON = 500;
export function rejectionReasonError(reason: unknown): 'orderRejectionReasonInvalid' | null {
  return typeof reason === 'string' && reason.trim().length >= 1 && reason.trim().length <= MAX_REJECTION_REASON ? null : 'orderRejectionReasonInvalid';
}

/** The buyer's own order number and cost centre: at most this many characters. */
export const MAX_COST_CENTRE = 35;
