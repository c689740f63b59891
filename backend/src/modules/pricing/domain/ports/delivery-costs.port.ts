import type { Cents, VatTreatment } from '@shop/domain';

export interface DeliveryCosts {
  shippingCosts: Cents;
  paymentCosts: Cents;
  /** The VAT rate the sale is taxed at (the treatment's), percent as a decimal string. */
  vatRate: string;
  /** How the sale is taxed (destination, buyer's VAT id); null when the destination cannot be delivered to. */
  vatTreatment: VatTreatment | null;
  currency: string;
  /** Units of `currency` per unit of the shop's currency when it is not the shop's, else null (no conversion). */
  exchangeRate: string | null;
  /** Set when the destination or a chosen method cannot be used: the message id the UI shows. */
  messageId: 'countryNotDeliverable' | 'shippingMethodNotOffered' | 'paymentMethodNotOffered' | null;
}

/** A position as delivery costs need it. */
export interface DeliveryPosition {
  productId: string;
  qty: string;
  /** Configured products: their weight, stock and days come from their configurator. */
  customProductType?: string | null;
  customConfiguration?: unknown;
}

/**
 * The shipping and payment costs, VAT treatment and currency of one destination, for a cart price call that
 * names one. Pricing does not know destinations: the caller (checkout, which owns destinations, methods and the
 * tax decision) passes this quote with the call, and pricing asks it once it knows the goods' value — so
 * subtotal, VAT and total follow the destination while pricing depends on no other context (ADR 0036).
 */
export interface DeliveryCostsQuote {
  costs(positions: readonly DeliveryPosition[], shoppingCartValue: Cents): Promise<DeliveryCosts>;
}
