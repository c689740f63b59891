import {
  validateAddress,
  validateCompanyName,
  validateCustomerId,
  validateEmail,
  validatePersonName,
  validatePositionQuantity,
  validateSalutation,
} from '@shop/domain';
import type { OrderAddress } from './order';
import type { OrderArticle } from './ports/order-catalogue.port';
import type { CartPositionInput, PricedCart } from './ports/checkout-pricing.port';

/**
 * The rules an order request must pass before it becomes an Order (pure; `PlaceOrderHandler` runs them):
 * the fields the buyer filled in, then — once the server has priced the cart — the refusals of what must not
 * be ordered. Every message id is one the storefront translates.
 */

/** An address as a buyer sends it (optional parts may be missing). */
export interface OrderAddressInput {
  nameLine1: string;
  nameLine2?: string;
  street?: string;
  postOfficeBox?: string;
  zip: string;
  city: string;
  country?: string;
  taxNo?: string;
}

/** A guest's buyer data as sent. */
export interface GuestBuyerInput {
  company: string;
  customerId?: string | null;
  salutation: string;
  firstname: string;
  lastname: string;
  email: string;
}

export interface OrderRequestFields {
  /** A logged-in customer orders (the buyer comes from the session); else `buyer` is required. */
  isCustomer: boolean;
  buyer?: GuestBuyerInput | null;
  positions: readonly CartPositionInput[];
  shippingAddress: OrderAddressInput;
  billingAddress: OrderAddressInput;
  termsAccepted: boolean;
  privacyPolicyAccepted: boolean;
  desiredDeliveryDate?: string | null;
}

export type OrderRefusal =
  | { code: 'VALIDATION_FAILED'; fields: Record<string, string> }
  | { code: 'minOrderValueNotReachedMsg' | 'countryNotDeliverable' | 'shippingMethodNotOffered' | 'paymentMethodNotOffered' | 'couponCodeInvalidMsg' | 'productIdUnknown' };

export const clean = (v: string | null | undefined) => (v ?? '').trim();

/** The address as the order keeps it: trimmed, the country upper-case (Germany when none is given). */
export function addressSnapshot(a: OrderAddressInput): OrderAddress {
  return {
    nameLine1: clean(a.nameLine1),
    nameLine2: clean(a.nameLine2),
    street: clean(a.street),
    postOfficeBox: clean(a.postOfficeBox),
    zip: clean(a.zip),
    city: clean(a.city),
    country: clean(a.country).toUpperCase() || 'DE',
    taxNo: clean(a.taxNo),
  };
}

/** Field rules: both addresses, a guest's buyer data, terms and privacy policy, a cart with positions, a desired date not before `today` (YYYY-MM-DD). */
export function orderFieldErrors(request: OrderRequestFields, today: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [prefix, address] of [['shippingAddress', request.shippingAddress], ['billingAddress', request.billingAddress]] as const) {
    const errors = validateAddress({ ...address, nameLine2: address.nameLine2 ?? '', street: address.street ?? '', postOfficeBox: address.postOfficeBox ?? '', country: clean(address.country).toUpperCase() || 'DE', taxNo: address.taxNo ?? '' } as never);
    for (const [field, message] of Object.entries(errors)) fields[`${prefix}.${field}`] = message as string;
  }
  if (!request.isCustomer) {
    const b = request.buyer;
    if (!b) fields.buyer = 'requiredFieldMessage';
    else {
      const put = (field: string, message: string | null) => message && (fields[`buyer.${field}`] = message);
      put('company', validateCompanyName(b.company ?? ''));
      put('customerId', validateCustomerId(b.customerId ?? ''));
      put('salutation', validateSalutation(b.salutation ?? ''));
      put('firstname', validatePersonName(b.firstname ?? ''));
      put('lastname', validatePersonName(b.lastname ?? ''));
      put('email', validateEmail(b.email ?? ''));
    }
  }
  if (request.termsAccepted !== true) fields.termsAccepted = 'mustAcceptTermsMessage';
  if (request.privacyPolicyAccepted !== true) fields.privacyPolicyAccepted = 'mustConfirmPrivacyPolicyMessage';
  if (request.positions.length === 0) fields.positions = 'cartEmpty';
  if (request.desiredDeliveryDate && request.desiredDeliveryDate < today) fields.desiredDeliveryDate = 'invalidDesiredDeliveryDate';
  return fields;
}

/**
 * What must not be ordered, after the server priced the cart: unknown articles, a configuration its
 * configurator refuses, an article sold on request only, a quantity its rule refuses (configured products
 * whole pieces, articles their product's: one rule, `validatePositionQuantity`), then the destination and
 * methods, the coupon and the minimum order value. Null: the order may be placed.
 */
export function orderRefusal(positions: readonly CartPositionInput[], price: PricedCart, articles: ReadonlyMap<string, Pick<OrderArticle, 'isOnlyOnRequest' | 'orderQuantity'>>): OrderRefusal | null {
  if (price.unknownProductIds.length > 0) return { code: 'productIdUnknown' };
  const fields: Record<string, string> = {};
  // A configured position its configurator refuses: the configurator's first message id at the position.
  positions.forEach((p, i) => {
    const refused = p.customProductType ? price.refusedConfiguredProducts.find((r) => r.productId === p.productId && r.customProductType === p.customProductType) : undefined;
    if (refused) fields[`positions.${i}.customConfiguration`] = refused.messageIds[0] ?? 'customProductInvalid';
  });
  if (Object.keys(fields).length > 0) return { code: 'VALIDATION_FAILED', fields };
  positions.forEach((p, i) => {
    const item = p.customProductType ? undefined : articles.get(p.productId);
    if (!p.customProductType && !item) fields[`positions.${i}.productId`] = 'productIdUnknown';
    else if (item?.isOnlyOnRequest) fields[`positions.${i}.productId`] = 'productOnlyOnRequest';
    else {
      const message = validatePositionQuantity(p.qty, p, item?.orderQuantity);
      if (message) fields[`positions.${i}.qty`] = message;
    }
  });
  if (Object.keys(fields).length > 0) return { code: 'VALIDATION_FAILED', fields };
  if (price.deliveryMessageId) return { code: price.deliveryMessageId };
  if (price.couponMessageId) return { code: price.couponMessageId };
  if (!price.minOrderValueIsReached) return { code: 'minOrderValueNotReachedMsg' };
  return null;
}
