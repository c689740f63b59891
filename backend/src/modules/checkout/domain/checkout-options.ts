import {
  addDecimals,
  decimalToString,
  destinationFor,
  isCountryAllowed,
  isPaymentMethodOffered,
  isShippingMethodOffered,
  multiplyDecimals,
  parseDecimal,
  shippingPrice,
  type Cents,
  type Decimal,
  type Destination,
  type PaymentMethod,
  type Shipment,
  type ShippingMethod,
} from '@shop/domain';
import type { CheckoutSettings } from './ports/checkout-settings.port';

/**
 * Which destination a country is, which shipping and payment methods a shipment there may use and what the
 * chosen ones cost (pure; `CheckoutOptions` reads the settings and facts through ports and asks these). The
 * single rules — a method's conditions, its weight prices, the country lists, the incoterm — are
 * `@shop/domain` checkout.ts, shared with the admin's forms.
 */

/** Weight, stock and days of one article or configured product (unknown articles have none). */
export interface ShipmentFacts {
  weightKg: number;
  quantityInStock: number;
  procurementTimeDays: number;
}

/** A cart line as the shipment sees it. */
export interface ShipmentLine {
  qty: string;
  /** Configured products are made to order: their days count even with every part in stock. */
  configured: boolean;
  facts: ShipmentFacts | undefined;
}

export interface DestinationDecision {
  /** The country code, trimmed and upper-case. */
  code: string;
  /** The destination settings that apply (the country's, else the catch-all `*`), or null. */
  destination: Destination | null;
  /** The shop delivers there: a destination exists and the country restriction lets it through. */
  allowed: boolean;
}

const ZERO: Decimal = { units: 0n, scale: 0 };

export function destinationOf(country: string, settings: Pick<CheckoutSettings, 'destinations' | 'countryRestriction'>): DestinationDecision {
  const code = country.trim().toUpperCase();
  const destination = destinationFor(code, settings.destinations);
  return { code, destination, allowed: destination !== null && isCountryAllowed(code, settings.countryRestriction) };
}

/** The rate to convert the shop's prices into a destination's currency, or null when it is invoiced in the shop's own (no rate set). */
export function conversionRate(destination: { exchangeRate?: string | null } | null): string | null {
  return destination?.exchangeRate?.trim() ? destination.exchangeRate.trim() : null;
}

/** The currency a destination is invoiced in: its own when it has an exchange rate (else there is nothing to convert with), else the shop's. */
export function invoiceCurrency(destination: Destination | null, shopCurrency: string): string {
  return destination && conversionRate(destination) ? destination.currency : shopCurrency;
}

/**
 * The shipment of the lines: the weight adds up (exact decimals), it is all in stock when every line is, and
 * it is ready after the longest procurement time of a line that is not in stock — or of a configured product,
 * whose processing days count in stock or not. Lines without facts (unknown) weigh nothing and are in stock.
 */
export function shipmentOf(
  lines: readonly ShipmentLine[],
  country: string,
  orderValue: Cents,
  incoterms: Shipment['incoterms'] | undefined,
): { shipment: Shipment; procurementDays: number } {
  let weight = ZERO;
  let allInStock = true;
  let procurementDays = 0;
  for (const line of lines) {
    const qty = parseDecimal(line.qty);
    if (!line.facts || qty === null) continue;
    weight = addDecimals(weight, multiplyDecimals(parseDecimal(line.facts.weightKg) ?? ZERO, qty));
    if (Number(line.qty) > line.facts.quantityInStock) {
      allInStock = false;
      procurementDays = Math.max(procurementDays, line.facts.procurementTimeDays);
    } else if (line.configured) {
      procurementDays = Math.max(procurementDays, line.facts.procurementTimeDays);
    }
  }
  return { shipment: { country, weight: decimalToString(weight), allInStock, orderValue, incoterms: incoterms ?? [] }, procurementDays };
}

/** The shipping methods offered for a shipment now (their conditions: countries, stock, weight, value, cut-off time). */
export function offeredShippingMethods(methods: readonly ShippingMethod[], shipment: Shipment, now: Date): ShippingMethod[] {
  return methods.filter((m) => isShippingMethodOffered(m, shipment, now));
}

/** The payment methods offered: a usable provider (`usable`) and the method's conditions (countries, value, customers only). */
export function offeredPaymentMethods(methods: readonly PaymentMethod[], facts: { country: string; orderValue: Cents; isCustomer: boolean }, usable: (method: PaymentMethod) => boolean): PaymentMethod[] {
  return methods.filter((m) => usable(m) && isPaymentMethodOffered(m, facts));
}

export interface ChosenMethodCosts {
  shippingCosts: Cents;
  paymentCosts: Cents;
  /** A chosen method that is not offered: it costs nothing and is named (the shipping method's message first). */
  messageId: 'shippingMethodNotOffered' | 'paymentMethodNotOffered' | null;
}

/** What the chosen methods cost for this shipment; a method not chosen costs nothing. */
export function chosenMethodCosts(
  settings: Pick<CheckoutSettings, 'shippingMethods' | 'paymentMethods'>,
  choice: { shippingMethodId?: string | null; paymentMethodId?: string | null },
  shipment: Shipment,
  facts: { orderValue: Cents; isCustomer: boolean },
  usable: (method: PaymentMethod) => boolean,
  now: Date,
): ChosenMethodCosts {
  let messageId: ChosenMethodCosts['messageId'] = null;
  let shippingCosts = 0;
  if (choice.shippingMethodId) {
    const method = settings.shippingMethods.find((m) => m.id === choice.shippingMethodId);
    if (method && isShippingMethodOffered(method, shipment, now)) shippingCosts = shippingPrice(method, shipment);
    else messageId = 'shippingMethodNotOffered';
  }
  let paymentCosts = 0;
  if (choice.paymentMethodId) {
    const method = settings.paymentMethods.find((m) => m.id === choice.paymentMethodId);
    if (method && usable(method) && isPaymentMethodOffered(method, { country: shipment.country, orderValue: facts.orderValue, isCustomer: facts.isCustomer })) paymentCosts = method.fee;
    else messageId ??= 'paymentMethodNotOffered';
  }
  return { shippingCosts, paymentCosts, messageId };
}
