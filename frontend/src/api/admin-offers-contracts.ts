/**
 * Types and transport of the offer calls (docs/decisions/0046-offers-to-orders.md): the admin's offer detail and
 * actions and the customer's own offers. Written after the DTOs of
 * backend/src/modules/checkout/interface/http/dto/admin-offers.dto.ts; once docs/openapi.json is regenerated
 * with these operations, the stores can call `ShopApi` with the generated paths instead of `offersApiOf`.
 */
import type { OfferAction, OfferStatus, OfferType } from '@shop/domain';
import type { ApiResult, CallOptions, ShopApi } from './client';

export interface AdminOfferPosition {
  index: number;
  productId: string;
  name: string;
  customProductType: string | null;
  summary: string[];
  qty: string;
  /** Net cents per price unit. */
  price: number;
  priceUnit: number;
  lineTotal: number;
  wholePieces: boolean;
}

export interface AdminOfferDetail {
  id: number;
  number: string;
  type: OfferType;
  status: OfferStatus;
  version: number;
  createdAt: string;
  sentAt: string | null;
  validUntil: string | null;
  buyer: { id: number | null; email: string; company: string; firstname: string; lastname: string; customerId: string | null; salutation: string };
  positions: AdminOfferPosition[];
  price: { itemTotal: number; shoppingCartValue: number; trainingCost: number; rate: number | null; purchasePrice: number | null; months: number | null; couponCode: string | null };
  currency: string;
  locale: 'de' | 'en';
  readyForShipmentMsg: string;
  orderId: number | null;
  actions: OfferAction[];
}

export interface OfferActionAnswer {
  id: number;
  status: OfferStatus;
  version: number;
  validUntil?: string;
  orderId?: number;
  orderNumber?: string;
}

export interface CustomerOffer {
  id: number;
  number: string;
  type: OfferType;
  status: OfferStatus;
  createdAt: string;
  validUntil: string | null;
  positionCount: number;
  value: number;
  rate: number | null;
  months: number | null;
  currency: string;
  orderId: number | null;
}

/** The offer calls the offer pages make (the browser: {@link offersApiOf}; store tests: a fake). */
export interface OffersApi {
  offer(id: number, locale: 'de' | 'en'): Promise<ApiResult<AdminOfferDetail>>;
  adjust(id: number, body: { expectedVersion: number; positions: Array<{ index: number; qty?: string; price?: number }> }): Promise<ApiResult<OfferActionAnswer>>;
  act(id: number, action: 'send' | 'accept' | 'decline' | 'expire', expectedVersion: number): Promise<ApiResult<OfferActionAnswer>>;
  customerOffers(locale: 'de' | 'en'): Promise<ApiResult<{ offers: CustomerOffer[] }>>;
}

/** The answers the offer pages show as messages (not faults to report). */
export const OFFER_EXPECTED_ERRORS = ['offerNotFound', 'offerStatusFinal', 'offerActionNotAllowed', 'offerVersionConflict', 'offerNoDeliveryTerms', 'leasingNotAvailableMsg', 'VALIDATION_FAILED'] as const;

type Untyped = {
  get(path: string, init: { params: { path: Record<string, number>; query?: Record<string, string> } } & CallOptions): Promise<ApiResult<never>>;
  post(path: string, init: { params?: { path: Record<string, number> }; body: unknown } & CallOptions): Promise<ApiResult<never>>;
  put(path: string, init: { params: { path: Record<string, number> }; body: unknown } & CallOptions): Promise<ApiResult<never>>;
};

/** The offer calls over the app's API client (the same transport, session and error reporting as every call). */
export function offersApiOf(api: ShopApi): OffersApi {
  // The operations are not in the generated schema yet (see above): the client is called by path.
  const client = api as unknown as Untyped;
  const expectedErrors = OFFER_EXPECTED_ERRORS;
  return {
    offer: (id, locale) => client.get('/api/admin/offers/{id}', { params: { path: { id }, query: { locale } }, expectedErrors }),
    adjust: (id, body) => client.put('/api/admin/offers/{id}/positions', { params: { path: { id } }, body, expectedErrors }),
    act: (id, action, expectedVersion) =>
      client.post(`/api/admin/offers/{id}/${action}`, { params: { path: { id } }, body: action === 'decline' || action === 'expire' ? {} : { expectedVersion }, expectedErrors }),
    customerOffers: (locale) => client.post('/api/user/offers', { body: { locale } }),
  };
}
