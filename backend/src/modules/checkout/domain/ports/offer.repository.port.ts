import type { Cents, OfferStatus, OfferType } from '@shop/domain';

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

/** An offer as it is stored, with its status, version and the order it became. */
export interface StoredOffer extends NewOffer {
  id: number;
  status: OfferStatus;
  /** Raised by every adjustment: a change names the version it was made on. */
  version: number;
  createdAt: Date;
  sentAt: Date | null;
  /** The last day the sent offer is valid (YYYY-MM-DD), null before it was sent. */
  validUntil: string | null;
  orderId: number | null;
}

/** What an admin action writes back to an offer. */
export interface OfferChange {
  status?: OfferStatus;
  positions?: OfferPosition[];
  price?: OfferPrice;
  /** Raise the version (an adjustment). */
  bumpVersion?: boolean;
  sentAt?: Date;
  validUntil?: string;
}

/** Where offer requests are kept (`offer`, checkout's table). Joins the running unit of work. */
export abstract class OfferRepository {
  /** Stores the offer request and answers its id. */
  abstract add(offer: NewOffer): Promise<number>;
  /** The offer, or null. */
  abstract find(id: number): Promise<StoredOffer | null>;
  /** The offer locked until the running unit of work ends (a second admin action waits, then sees the first's outcome); null when there is none. */
  abstract findForUpdate(id: number): Promise<StoredOffer | null>;
  /** Writes an admin action's change. */
  abstract update(id: number, change: OfferChange): Promise<void>;
  /**
   * Marks the offer accepted and ties it to its order: a conditional write on the database (only a sent offer
   * without an order; `order_id` is unique), false when it did not apply — the caller rolls its order back.
   */
  abstract linkOrder(id: number, orderId: number): Promise<boolean>;
}

/** The mails of an offer request (to the buyer and the shop), queued in the offer's unit of work. */
export abstract class OfferMailer {
  abstract prepare(locale: 'de' | 'en'): Promise<OfferMailContext>;
  abstract queueRequest(context: OfferMailContext, input: OfferMailInput): Promise<void>;
  /** The offer itself, sent to the buyer with its PDF attached (the shop's address in copy). */
  abstract queueOffer(context: OfferMailContext, input: SentOfferMail): Promise<void>;
}

export interface SentOfferMail {
  offerNumber: string;
  buyer: { email: string; lastname: string; salutation?: string | null };
  /** The last day it is valid, formatted for the offer's language. */
  validUntil: string;
  pdf: { filename: string; content: Buffer };
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
