import type { Cents, OfferType } from '@shop/domain';

/** The buyer an offer is for (the session's customer, or a guest's validated data). */
export interface OfferBuyer {
  id: number | null;
  company: string;
  customerId: string | null;
  salutation: string;
  firstname: string;
  lastname: string;
  email: string;
}

export interface OfferPosition {
  productId: string;
  customProductType: string | null;
  /** Configured products: name and summary in the request's language and the accepted configuration. */
  name?: string | null;
  summary?: string[] | null;
  customConfiguration?: Record<string, unknown> | null;
  qty: string;
  price: Cents;
  priceUnit: number;
  lineTotal: Cents;
  sort: number;
}

/** The offer figures (ADR 0035: the cart price's offer terms on the cart value). */
export interface OfferPrice {
  itemTotal: Cents;
  shoppingCartValue: Cents;
  trainingCost: Cents;
  rate: Cents | null;
  purchasePrice: Cents | null;
  months: number | null;
  couponCode: string | null;
}

export interface NewOffer {
  type: OfferType;
  buyer: OfferBuyer;
  positions: OfferPosition[];
  readyForShipmentMsg: string;
  price: OfferPrice;
  currency: string;
  locale: 'de' | 'en';
}

/** Where offer requests are kept (`offer`, checkout's table). Joins the running unit of work. */
export abstract class OfferRepository {
  /** Stores the offer request and answers its id. */
  abstract add(offer: NewOffer): Promise<number>;
}

/** The mails of an offer request (to the buyer and the shop), queued in the offer's unit of work. */
export abstract class OfferMailer {
  abstract prepare(locale: 'de' | 'en'): Promise<OfferMailContext>;
  abstract queueRequest(context: OfferMailContext, input: OfferMailInput): Promise<void>;
}

export interface OfferMailContext {
  locale: 'de' | 'en';
  shopName: string;
  shopAddress: string | null;
}

export interface OfferMailInput {
  offerNumber: string;
  type: OfferType;
  buyer: { email: string; company: string; firstname: string; lastname: string; salutation?: string | null; customerId?: string | null };
  positions: Array<{ productId: string; qty: string; price: number; lineTotal: number }>;
  value: number;
  currency: string;
  rate: number | null;
  purchasePrice: number | null;
}

/** The number an offer is known by (A- and at least six digits). */
export function offerNumber(id: number): string {
  return `A-${String(id).padStart(6, '0')}`;
}
