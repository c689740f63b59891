/**
 * Checkout rules (docs/rules/entities.md#shipping-and-payment-methods; docs/rules/validation.md#country-restrictions-and-incoterms; VAT and
 * currency per destination, delivery time), pure and shared: the checkout module offers and prices the
 * methods with them, the browser shows what the server answered.
 *
 * Countries are ISO 3166-1 alpha-2 codes in upper case. Weights are kilograms as decimal strings or numbers,
 * compared exactly. Money is integer cents (./money). Times of day are Europe/Berlin wall-clock "HH:MM".
 */
import { compareDecimals, parseDecimal, type Decimal } from './decimal';
import { deliveryTimeMessage, type DeliveryTimeMessage } from './availability';
import { deliveryText, estimateDelivery, parseIsoDate, toIsoDate, zonedDateTime, type CalendarDate } from './delivery-date';
import type { Cents } from './money';

// ---- Destinations: VAT rate and currency by country ------------------------------------------------------

/**
 * VAT rate and currency of a destination country (docs/rules/entities.md#destinations-vat-and-currency).
 * Amounts are not converted: a destination's currency other than the shop's needs an exchange rate first
 * (not built yet), so configured destinations use the shop currency.
 */
export interface Destination {
  readonly country: string;
  /** Percent as a decimal string ("19", "8.1"); "0" for exports without VAT. */
  readonly vatRate: string;
  readonly currency: string;
  /**
   * Units of `currency` one unit of the shop's currency buys (decimal string, e.g. "0.93" EUR → CHF); required
   * when `currency` is not the shop's. Prices stay kept in the shop's currency and are converted per cart.
   */
  readonly exchangeRate?: string | null;
  /**
   * Outside the EU: the shop is registered for VAT in that country and charges `vatRate` there (the demo's
   * Switzerland). Without it a sale outside the EU is an export without VAT (vat.ts, docs/vat.md).
   */
  readonly registeredForVat?: boolean;
}

/** The destination of a country: its own entry, else the entry for every other country ("*"), else null. */
export function destinationFor(country: string, destinations: readonly Destination[]): Destination | null {
  const code = country.trim().toUpperCase();
  return destinations.find((d) => d.country === code) ?? destinations.find((d) => d.country === '*') ?? null;
}

/** Country restrictions on orders by include or exclude lists (docs/rules/validation.md#country-restrictions-and-incoterms). */
export interface CountryRestriction {
  /** include: only these countries; exclude: every country but these. */
  readonly mode: 'include' | 'exclude';
  readonly countries: readonly string[];
}

/** Whether orders may go to a country; no restriction allows every country. */
export function isCountryAllowed(country: string, restriction: CountryRestriction | null | undefined): boolean {
  if (!restriction) return true;
  const listed = restriction.countries.includes(country.trim().toUpperCase());
  return restriction.mode === 'include' ? listed : !listed;
}

/** A country list of a condition: null or empty means every country. */
function countryMatches(countries: readonly string[] | null | undefined, country: string): boolean {
  return !countries || countries.length === 0 || countries.includes(country);
}

function weightOf(value: string | number | null | undefined): Decimal | null {
  return value === null || value === undefined || value === '' ? null : parseDecimal(value);
}

/** from ≤ weight ≤ to, each bound optional (both inclusive, as "from 0 to 30 kg" reads). */
function weightMatches(weight: Decimal, from: string | number | null | undefined, to: string | number | null | undefined): boolean {
  const lower = weightOf(from);
  const upper = weightOf(to);
  if (lower !== null && compareDecimals(weight, lower) < 0) return false;
  if (upper !== null && compareDecimals(weight, upper) > 0) return false;
  return true;
}

// ---- Shipping methods ---------------------------------------------------------------------------------------

export interface ShippingConditions {
  /** Offered only to these countries (null or empty: everywhere). */
  readonly countries?: readonly string[] | null;
  /** Offered only when every position is in stock. */
  readonly allInStock?: boolean;
  /** Offered only before this Berlin time of day ("14:00"), e.g. express. */
  readonly untilTime?: string | null;
  readonly weightFrom?: string | number | null;
  readonly weightTo?: string | number | null;
}

/** A price of a shipping method for some countries and weights; the first that matches applies. */
export interface ShippingPriceRule {
  readonly countries?: readonly string[] | null;
  readonly weightFrom?: string | number | null;
  readonly weightTo?: string | number | null;
  readonly price: Cents;
}

/** Delivery time of a method for some countries: working days after shipping, and the same-day cut-off. */
export interface DeliveryTimeRule {
  readonly countries?: readonly string[] | null;
  /** Working days from shipping to delivery; 0: deliverable immediately (pickup). */
  readonly days: number;
  /** Same-day shipping until this Berlin time ("14:00"); later orders ship one working day later. */
  readonly time?: string | null;
}

export interface ShippingMethod {
  readonly id: string;
  readonly name: Readonly<Record<string, string>>;
  readonly conditions: ShippingConditions;
  readonly priceRules: readonly ShippingPriceRule[];
  readonly defaultPrice: Cents;
  /** A valid customer incoterm other than EXW makes shipping free (the supplier delivers at its cost). */
  readonly checkCustomerIncoterms: boolean;
  readonly deliveryTimes: readonly DeliveryTimeRule[];
  readonly msg?: Readonly<Record<string, string>> | null;
}

/** What the shipment looks like. */
export interface Shipment {
  readonly country: string;
  /** Total weight in kg. */
  readonly weight: string | number;
  /** Every position is in stock in the ordered quantity. */
  readonly allInStock: boolean;
  /** Net value of the goods (after discounts), cents. */
  readonly orderValue: Cents;
  /** The customer's incoterms (logged-in customers); none for guests. */
  readonly incoterms?: readonly CustomerIncoterm[];
}

/** "HH:MM" → minutes after midnight, or null. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec((time ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The Berlin wall-clock time of an instant in minutes after midnight. */
export function berlinMinutes(now: Date): number {
  const local = zonedDateTime(now);
  return local.hour * 60 + local.minute;
}

/** Shipping method conditions (docs/rules/entities.md#shipping-and-payment-methods): countries, allInStock, untilTime (Berlin), weight from/to. */
export function isShippingMethodOffered(method: ShippingMethod, shipment: Shipment, now: Date): boolean {
  const c = method.conditions;
  const country = shipment.country.trim().toUpperCase();
  if (!countryMatches(c.countries, country)) return false;
  if (c.allInStock && !shipment.allInStock) return false;
  const until = minutesOfDay(c.untilTime);
  if (until !== null && berlinMinutes(now) >= until) return false;
  const weight = weightOf(shipment.weight);
  if (weight === null) return false;
  return weightMatches(weight, c.weightFrom, c.weightTo);
}

/** The incoterm that applies (docs/rules/validation.md#country-restrictions-and-incoterms): a customer incoterm of three characters whose threshold ≤ the order value, else EXW. */
export interface CustomerIncoterm {
  readonly label: string;
  /** Order value (cents) from which the incoterm applies. */
  readonly threshold: Cents | string | number | null;
}

export const DEFAULT_INCOTERM = 'EXW';

export function applicableIncoterm(incoterms: readonly CustomerIncoterm[] | undefined, orderValue: Cents): string {
  let best: { label: string; threshold: number } | null = null;
  for (const term of incoterms ?? []) {
    const label = term.label.trim().toUpperCase();
    const threshold = typeof term.threshold === 'number' ? term.threshold : Number.parseInt(String(term.threshold ?? ''), 10);
    if (!/^[A-Z]{3}$/.test(label) || !Number.isSafeInteger(threshold) || threshold > orderValue) continue;
    // Of several that apply, the one with the highest threshold is the most specific.
    if (best === null || threshold > best.threshold) best = { label, threshold };
  }
  return best?.label ?? DEFAULT_INCOTERM;
}

/**
 * The price of a method for a shipment: the first price rule whose countries and weights match, else the
 * default price; free when the method checks customer incoterms and one other than EXW applies.
 */
export function shippingPrice(method: ShippingMethod, shipment: Shipment): Cents {
  if (method.checkCustomerIncoterms && applicableIncoterm(shipment.incoterms, shipment.orderValue) !== DEFAULT_INCOTERM) return 0;
  const country = shipment.country.trim().toUpperCase();
  const weight = weightOf(shipment.weight);
  for (const rule of method.priceRules) {
    if (!countryMatches(rule.countries, country)) continue;
    if (weight !== null && !weightMatches(weight, rule.weightFrom, rule.weightTo)) continue;
    return rule.price;
  }
  return method.defaultPrice;
}

/** The delivery time rule of a method for a country: the first that lists it, else the first without countries. */
export function deliveryTimeRuleFor(method: ShippingMethod, country: string): DeliveryTimeRule | null {
  const code = country.trim().toUpperCase();
  return method.deliveryTimes.find((d) => d.countries && d.countries.includes(code)) ?? method.deliveryTimes.find((d) => !d.countries || d.countries.length === 0) ?? null;
}

/** Delivery info of a method for a destination (docs/rules/constants.md#delivery-times): the days message and the expected window. */
export interface DeliveryTimeInfo extends DeliveryTimeMessage {
  /** Expected delivery window, Europe/Berlin working days (weekends and German public holidays skipped). */
  readonly earliest: CalendarDate;
  readonly latest: CalendarDate;
}

/**
 * When a shipment arrives: the order ships today when it is a working day and before the rule's cut-off
 * (else the next working day), after the procurement days of the slowest position, then the rule's transit
 * days. 0 days and nothing to procure: deliverableImmediately.
 */
export function deliveryTimeInfo(method: ShippingMethod, country: string, now: Date, procurementDays = 0): DeliveryTimeInfo | null {
  const rule = deliveryTimeRuleFor(method, country);
  if (!rule) return null;
  const cutoff = minutesOfDay(rule.time);
  // estimateDelivery takes a whole cut-off hour; a cut-off at 14:30 is "before 14:30", so round the check here.
  const cutoffHour = cutoff === null ? 24 : berlinMinutes(now) < cutoff ? 24 : 0;
  const window = estimateDelivery(now, { procurementDays, cutoffHour, transitDays: rule.days });
  return { ...deliveryTimeMessage(rule.days + Math.max(0, Math.ceil(procurementDays))), earliest: window.earliest, latest: window.latest };
}

/** A delivery time as the checkout offers it and an order keeps it: the days, and the expected window as ISO dates. */
export interface DeliveryTimeFacts {
  readonly days: number;
  readonly earliest?: string | null;
  readonly latest?: string | null;
}

const STORED_DELIVERY_TIME = /^(?:deliverableImmediately|readyForShipmentWithinXDays):(\d{1,4}):(\d{4}-\d{2}-\d{2})?:(\d{4}-\d{2}-\d{2})?$/;

/** How an order stores its delivery time: "readyForShipmentWithinXDays:4:2026-12-04:2026-12-04" (days message, days, window). */
export function storedDeliveryTime(info: { messageId: string; days: number; earliest: string; latest: string } | null): string {
  return info ? `${info.messageId}:${info.days}:${info.earliest}:${info.latest}` : '';
}

/** The facts of a stored delivery time, or null for '' and for a text that is not in the stored form. */
export function parseStoredDeliveryTime(stored: string | null | undefined): DeliveryTimeFacts | null {
  const match = STORED_DELIVERY_TIME.exec((stored ?? '').trim());
  return match ? { days: Number(match[1]), earliest: match[2] ?? null, latest: match[3] ?? null } : null;
}

/** A translate function: a message id and its parameters to the reader's text. */
export type DeliveryTimeTranslate = (id: string, params: Record<string, string | number>) => string;

/**
 * The buyer's text of a delivery time, wherever it is shown (checkout, confirmation mail and PDF, the
 * account's order, the admin's order view): first the days message — 0 days deliverableImmediately, else
 * readyForShipmentWithinXDays (the catalogue picks "1 working day" / "4 working days") —, then the window:
 * "before X" (no earliest date), "on X" (one day) or "between X and Y". Dates go to the texts as ISO dates,
 * which the catalogues format in the reader's locale (`{0, date}`). A stored text that is not in the stored
 * form (an order imported from another system) is shown as it is.
 */
export function deliveryTimeTexts(info: DeliveryTimeFacts | string | null | undefined, t: DeliveryTimeTranslate): string[] {
  if (typeof info === 'string') {
    const parsed = parseStoredDeliveryTime(info);
    if (!parsed) return info.trim() ? [info.trim()] : [];
    info = parsed;
  }
  if (!info) return [];
  const message = deliveryTimeMessage(info.days);
  const texts = [t(message.messageId, { days: message.days })];
  const latest = info.latest ? parseIsoDate(info.latest) : null;
  const earliest = info.earliest ? parseIsoDate(info.earliest) : null;
  if (latest) {
    const window = deliveryText({ earliest: earliest ?? undefined, latest });
    texts.push(t(window.messageId, Object.fromEntries(window.dates.map((d, i) => [String(i), toIsoDate(d)]))));
  }
  return texts;
}

// ---- Payment methods ----------------------------------------------------------------------------------------

export interface PaymentConditions {
  readonly countries?: readonly string[] | null;
  /** Offered only up to this order value (cents, gross of nothing: the net value of the goods). */
  readonly priceTo?: Cents | null;
  /** Offered only to logged-in customers (e.g. invoice). */
  readonly customersOnly?: boolean;
}

export interface PaymentMethod {
  readonly id: string;
  readonly name: Readonly<Record<string, string>>;
  readonly conditions: PaymentConditions;
  /** Fee in cents added to the subtotal. */
  readonly fee: Cents;
  /** The payment provider that handles the method (checkout's PaymentProvider code); the id when not set. */
  readonly provider?: string;
}

/** Payment method conditions (docs/rules/entities.md#shipping-and-payment-methods): countries, priceTo; plus customers only. */
export function isPaymentMethodOffered(method: PaymentMethod, facts: { country: string; orderValue: Cents; isCustomer: boolean }): boolean {
  const c = method.conditions;
  if (!countryMatches(c.countries, facts.country.trim().toUpperCase())) return false;
  if (c.priceTo !== null && c.priceTo !== undefined && facts.orderValue > c.priceTo) return false;
  if (c.customersOnly && !facts.isCustomer) return false;
  return true;
}
