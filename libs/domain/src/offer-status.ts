import { berlinDate, toIsoDate } from './delivery-date';
import { validatePositionQuantity, type OrderQuantityInfo } from './order-quantity';
import { isLineTotalWithinLimit, lineTotal, MAX_LINE_TOTAL_CENTS } from './pricing';
import { offerTerms, type OfferType } from './offers';
import type { Cents } from './money';

/**
 * The offer's status machine (docs/decisions/0046-offers-to-orders.md): an offer request is `open` until the
 * admin sends it to the buyer (`sent`); a sent offer is accepted (it becomes an order), declined or expired;
 * an open one may also be declined or expire. Sending again (after an adjustment) keeps it `sent`.
 * `accepted`, `declined` and `expired` are final. Positions and prices may be adjusted only while the offer is
 * open or sent; adjusting a sent offer makes it `open` again (the buyer must get the new figures before they
 * can be accepted). Every admin action on an offer asks here; the admin page shows what this answers.
 */
export const OFFER_STATUSES = ['open', 'sent', 'accepted', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What an admin does to an offer. */
export type OfferAction = 'send' | 'accept' | 'decline' | 'expire' | 'adjust';
export const OFFER_ACTIONS: readonly OfferAction[] = ['send', 'accept', 'decline', 'expire', 'adjust'];

const TRANSITIONS: Readonly<Record<OfferStatus, Partial<Record<OfferAction, OfferStatus>>>> = {
  open: { send: 'sent', decline: 'declined', expire: 'expired', adjust: 'open' },
  sent: { send: 'sent', accept: 'accepted', decline: 'declined', expire: 'expired', adjust: 'open' },
  accepted: {},
  declined: {},
  expired: {},
};

export function isOfferStatus(value: unknown): value is OfferStatus {
  return typeof value === 'string' && (OFFER_STATUSES as readonly string[]).includes(value);
}

/** Accepted, declined and expired offers change no more. */
export function isFinalOfferStatus(status: string): boolean {
  return isOfferStatus(status) && Object.keys(TRANSITIONS[status]).length === 0;
}

/** The actions an offer in `status` allows (none for a final or unknown status), in a fixed order. */
export function offerActionsOf(status: string): readonly OfferAction[] {
  if (!isOfferStatus(status)) return [];
  return OFFER_ACTIONS.filter((a) => TRANSITIONS[status][a] !== undefined);
}

export type OfferTransitionRefusal = 'offerStatusFinal' | 'offerActionNotAllowed';

/**
 * The status an action leads to, or why it is refused: `offerStatusFinal` for an accepted, declined or expired
 * offer, `offerActionNotAllowed` otherwise (accepting an offer that was never sent, an unknown status).
 */
export function offerTransition(from: string, action: OfferAction): { ok: true; to: OfferStatus } | { ok: false; refusal: OfferTransitionRefusal } {
  if (isFinalOfferStatus(from)) return { ok: false, refusal: 'offerStatusFinal' };
  const to = isOfferStatus(from) ? TRANSITIONS[from][action] : undefined;
  return to ? { ok: true, to } : { ok: false, refusal: 'offerActionNotAllowed' };
}

// ---- Adjusting an offer's positions ------------------------------------------------------------------------


/** A stored offer position as the adjustment reads it. */
export interface AdjustableOfferPosition {
  readonly productId: string;
  readonly customProductType: string | null;
  readonly qty: string;
  /** Price per price unit, net cents. */
  readonly price: Cents;
  readonly priceUnit: number;
  readonly lineTotal: Cents;
}

/** The admin's change of one position (by its index): a new quantity and/or unit price. */
export interface OfferPositionChange {
  readonly index: number;
  readonly qty?: string;
  readonly price?: Cents;
}

export interface AdjustedOfferFigures<P extends AdjustableOfferPosition> {
  positions: P[];
  itemTotal: Cents;
  /** The discount kept from the request (cart rule, coupon), at most the new item total. */
  discountAmount: Cents;
  shoppingCartValue: Cents;
  trainingCost: Cents;
  rate: Cents | null;
  purchasePrice: Cents | null;
  months: number | null;
}

export type OfferAdjustmentRefusal = { fields: Record<string, string> } | { code: 'leasingNotAvailableMsg' };

/**
 * An offer with the admin's changed quantities and unit prices, its figures computed again by the functions
 * the offer request used: each line by `lineTotal`, the offer figures by `offerTerms` on the shopping cart
 * value (item total less the discount the request had, at most the item total). Refused field by field, as
 * if the admin's browser were hostile: an unknown position, a quantity its rule refuses
 * (`validatePositionQuantity`: configured products in whole pieces), a unit price that is not whole cents
 * from 0, a line beyond `MAX_LINE_TOTAL_CENTS`; and leasing below its minimum.
 */
export function adjustOffer<P extends AdjustableOfferPosition>(
  offer: { type: OfferType; positions: readonly P[]; itemTotal: Cents; shoppingCartValue: Cents; trainingCost: Cents },
  changes: readonly OfferPositionChange[],
  quantityRules: ReadonlyMap<string, OrderQuantityInfo>,
): { ok: true; value: AdjustedOfferFigures<P> } | { ok: false; error: OfferAdjustmentRefusal } {
  const fields: Record<string, string> = {};
  const positions = offer.positions.map((p) => ({ ...p }));
  changes.forEach((change, i) => {
    const position = Number.isInteger(change.index) ? positions[change.index] : undefined;
    if (!position) {
      fields[`positions.${i}.index`] = 'offerPositionUnknown';
      return;
    }
    const at = `positions.${change.index}`;
    const qty = change.qty ?? position.qty;
    const price = change.price ?? position.price;
    const qtyMessage = validatePositionQuantity(qty, position, position.customProductType ? undefined : quantityRules.get(position.productId));
    if (qtyMessage) fields[`${at}.qty`] = qtyMessage;
    if (!Number.isSafeInteger(price) || price < 0) fields[`${at}.price`] = 'offerPriceInvalid';
    if (fields[`${at}.qty`] || fields[`${at}.price`]) return;
    if (!isLineTotalWithinLimit(price, position.priceUnit, qty)) {
      fields[`${at}.qty`] = 'invalidOrderQuantityMax';
      return;
    }
    Object.assign(position, { qty: String(qty), price, lineTotal: lineTotal(price, position.priceUnit, qty) });
  });
  if (Object.keys(fields).length > 0) return { ok: false, error: { fields } };
  const itemTotal = positions.reduce((sum, p) => sum + p.lineTotal, 0);
  if (itemTotal > MAX_LINE_TOTAL_CENTS) return { ok: false, error: { fields: { positions: 'invalidOrderQuantityMax' } } };
  const discountAmount = Math.min(Math.max(0, offer.itemTotal - offer.shoppingCartValue), itemTotal);
  const shoppingCartValue = itemTotal - discountAmount;
  const terms = offerTerms(shoppingCartValue, offer.trainingCost);
  if (!terms.offerTypes.includes(offer.type)) return { ok: false, error: { code: 'leasingNotAvailableMsg' } };
  const rental = offer.type === 'rentalPurchaseOffer';
  return {
    ok: true,
    value: {
      positions,
      itemTotal,
      discountAmount,
      shoppingCartValue,
      trainingCost: terms.trainingCost,
      rate: rental ? terms.rentToBuy.monthlyRate : null,
      purchasePrice: rental ? terms.rentToBuy.finalPrice : null,
      months: rental ? terms.rentToBuy.months : null,
    },
  };
}

/** A sent offer is valid this many days (the day it is sent counted as day 0). */
export const OFFER_VALID_DAYS = 30;

/** The last day (YYYY-MM-DD, Europe/Berlin) an offer sent at `sentAt` is valid. */
export function offerValidUntil(sentAt: Date, days: number = OFFER_VALID_DAYS): string {
  const day = berlinDate(sentAt);
  const last = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return toIsoDate({ year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() });
}
