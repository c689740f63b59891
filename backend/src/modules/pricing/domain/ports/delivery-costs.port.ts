import type { Cents, VatTreatment } from '@shop/domain';

/** Where the goods go and how (the checkout's choices in a cart price call). */
export interface DeliveryChoice {
  country: string;
  shippingMethodId?: string | null;
  paymentMethodId?: string | null;
  /** The VAT id of the billing address: with the destination it decides the VAT treatment (docs/vat.md). */
  vatId?: string | null;
}

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
 * Shipping and payment costs, VAT treatment and currency of a destination (docs/rules/entities.md#destinations-vat-and-currency). The checkout context
 * implements it; pricing asks it when a cart price call names a destination, so subtotal, VAT and total
 * follow the destination.
 */
export abstract class DeliveryCostsPort {
  abstract costs(
    buyer: { id: number | null; incoterms?: ReadonlyArray<{ label: string; threshold: number | string | null }> },
    positions: readonly DeliveryPosition[],
    choice: DeliveryChoice,
    shoppingCartValue: Cents,
    isCustomer: boolean,
  ): Promise<DeliveryCosts>;
}
