/**
 * Stock availability and delivery-time labels (docs/rules/entities.md#availability, docs/rules/constants.md#delivery-times).
 *
 * Label message ids:
 * - 'deliverableImmediately'  status 0: the stock covers the quantity
 * - 'deliverablePartialStock' status 1: deliverable, only part of the quantity in stock
 * - 'deliverableNoStock'      status 2: deliverable, nothing in stock
 * - 'readyForShipmentWithinXDays' delivery time of X > 0 days (X passed as parameter)
 */
import { compareDecimals, parseDecimal, signOfDecimal } from './decimal';

export type AvailabilityStatusCode = 0 | 1 | 2;

export type AvailabilityLabelId = 'deliverableImmediately' | 'deliverablePartialStock' | 'deliverableNoStock';

/** Spec entity "Availability": statusCode and label (a message id). */
export interface Availability {
  readonly statusCode: AvailabilityStatusCode;
  readonly label: AvailabilityLabelId;
}

const LABELS: Readonly<Record<AvailabilityStatusCode, AvailabilityLabelId>> = {
  0: 'deliverableImmediately',
  1: 'deliverablePartialStock',
  2: 'deliverableNoStock',
};

/**
 * 0 when the stock covers the quantity, 1 when there is some but not enough
 * stock, 2 when there is no stock. A missing, empty or non-positive quantity
 * counts as "any stock covers it". Missing stock counts as 0.
 */
export function availabilityStatus(
  stock: number | string | null | undefined,
  qty: number | string | null | undefined,
): AvailabilityStatusCode {
  const stockValue = stock === null || stock === undefined || stock === '' ? null : parseDecimal(stock);
  if (stockValue === null || signOfDecimal(stockValue) <= 0) return 2;
  const qtyValue = qty === null || qty === undefined || qty === '' ? null : parseDecimal(qty);
  if (qtyValue === null || compareDecimals(stockValue, qtyValue) >= 0) return 0;
  return 1;
}

/** Label message id for a status code. */
export function availabilityLabel(statusCode: AvailabilityStatusCode): AvailabilityLabelId {
  return LABELS[statusCode];
}

/** Availability entity for a stock and quantity. */
export function getAvailability(
  stock: number | string | null | undefined,
  qty: number | string | null | undefined,
): Availability {
  const statusCode = availabilityStatus(stock, qty);
  return { statusCode, label: LABELS[statusCode] };
}

export interface DeliveryTimeMessage {
  readonly messageId: 'deliverableImmediately' | 'readyForShipmentWithinXDays';
  /** Number of days (the X in readyForShipmentWithinXDays). */
  readonly days: number;
}

/** Delivery time: 0 days (or less / missing) → deliverableImmediately, else readyForShipmentWithinXDays. */
export function deliveryTimeMessage(days: number | null | undefined): DeliveryTimeMessage {
  const value = typeof days === 'number' && Number.isFinite(days) && days > 0 ? Math.ceil(days) : 0;
  return value === 0
    ? { messageId: 'deliverableImmediately', days: 0 }
    : { messageId: 'readyForShipmentWithinXDays', days: value };
}
