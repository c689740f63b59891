import type { Cents, OfferType, VatTreatment } from '@shop/domain';

/** A cart position as the buyer sent it (untrusted: ids and quantities are checked by pricing). */
export interface CartPositionInput {
  productId: string;
  qty: string;
  customProductType?: string | null;
  customConfiguration?: unknown;
}

/** Who is buying, as pricing reads it: the customer's id and pricing group (a guest: no rules of their own), the incoterms. */
export interface CheckoutBuyer {
  id: number | null;
  pricingGroup: string | null;
  /** The company account whose customer price rules apply (company accounts); absent or null: the buyer's own id. */
  companyId?: number | null;
  incoterms?: ReadonlyArray<{ label: string; threshold: number | string | null }>;
}

/** Where the goods go and how: with it the price carries shipping, payment fee, the destination's VAT and currency. */
export interface DeliveryChoice {
  country: string;
  shippingMethodId?: string | null;
  paymentMethodId?: string | null;
  /** The billing address's VAT id: with the destination it decides the VAT treatment (docs/vat.md). */
  vatId?: string | null;
}

export interface CheckoutPriceRequest {
  positions: readonly CartPositionInput[];
  couponCode?: string | null;
  locale: 'de' | 'en' | string;
  delivery?: DeliveryChoice | null;
}

export interface PricedPosition {
  productId: string;
  customProductType: string | null;
  /** Configured products: the name and the configuration spelled out in the request's locale; null for catalogue articles. */
  name: string | null;
  summary: string[] | null;
  qty: string;
  price: Cents;
  priceUnit: number;
  discount: number | null;
  lineTotal: Cents;
}

/**
 * The cart as the server prices it for a checkout (the same figures the cart and checkout pages showed):
 * what an order or an offer is made of. Amounts are cents in `currency`.
 */
export interface PricedCart {
  positions: readonly PricedPosition[];
  unknownProductIds: readonly string[];
  refusedConfiguredProducts: ReadonlyArray<{ productId: string; customProductType: string; messageIds: readonly string[] }>;
  refusedPositions: ReadonlyArray<{ productId: string; customProductType: string | null; field: 'qty' | 'productId'; messageId: string }>;
  itemTotal: Cents;
  shoppingCartValue: Cents;
  discountAmount: Cents;
  discountPercentage: string;
  couponCode: string | null;
  couponMessageId: 'couponCodeInvalidMsg' | null;
  deliveryMessageId: 'countryNotDeliverable' | 'shippingMethodNotOffered' | 'paymentMethodNotOffered' | null;
  shippingCosts: Cents;
  paymentCosts: Cents;
  subtotal: Cents;
  vat: Cents;
  vatRate: string;
  vatTreatment: VatTreatment | null;
  total: Cents;
  currency: string;
  formattedTotal: string;
  minOrderValueIsReached: boolean;
  minOfferValueIsReached: boolean;
  offerTerms: { trainingCost: Cents; offerTypes: readonly OfferType[]; months: number; monthlyRate: Cents; finalPrice: Cents };
}

/**
 * The price of a cart for a checkout: pricing's prices of the goods with checkout's delivery costs, VAT
 * treatment and currency of the destination (`application/cart-price/checkout-cart-price.ts`).
 */
export abstract class CheckoutPricing {
  abstract priceCart(buyer: CheckoutBuyer | null, request: CheckoutPriceRequest): Promise<PricedCart>;
}
