/**
 * The input of an order document (the order confirmation PDF): plain data, already in the document's
 * language, money as integer cents with the currency beside it (the renderer formats it, never a float).
 */
export interface OrderDocumentPosition {
  articleNo: string;
  name: string;
  /** Exact decimal string, e.g. "2" or "1.5". */
  quantity: string;
  /** Unit of the quantity as printed ("Stk.", "pcs"). */
  unit: string;
  /** Price per `priceUnit` pieces, net, in cents. */
  unitPriceCents: number;
  priceUnit: number;
  /** Position total, net, in cents. */
  totalCents: number;
  /** Discount on this position in percent ("0" for none). */
  discountPercentage: string;
  /** For configured products: what was configured, one line. */
  note?: string;
}

export interface OrderDocumentTotals {
  itemTotalCents: number;
  /** Positive amount subtracted from the item total; 0 for none. */
  discountCents: number;
  discountPercentage: string;
  couponCode: string | null;
  shippingCents: number;
  paymentFeeCents: number;
  subtotalNetCents: number;
  vatCents: number;
  vatRate: string;
  /** The VAT line's label when it is not the usual "plus {rate} % VAT" (0 % reverse charge, 0 % export). */
  vatLabel?: string | null;
  totalGrossCents: number;
}

export interface OrderDocument {
  orderNumber: string;
  /** The instant of the order (ISO 8601); printed as its date in Europe/Berlin. */
  orderDate: string;
  buyer: { company: string; name: string; email: string; customerId: string | null };
  billingAddressLines: string[];
  shippingAddressLines: string[];
  currency: string;
  positions: OrderDocumentPosition[];
  totals: OrderDocumentTotals;
  shippingMethod: string;
  deliveryInfo: string;
  paymentMethod: string;
  customerOrderId: string;
  /** The buyer's cost centre ('' when none). */
  costCentre?: string;
  comment: string;
  /** Calendar date "YYYY-MM-DD" or null. */
  desiredDeliveryDate: string | null;
  /** The VAT note under the totals (reverse charge with both VAT ids, or export), one line each; empty for none. */
  vatNotes?: string[];
}

/** The seller's letterhead and legal lines (from the brand configuration). */
export interface BrandLetterhead {
  longName: string;
  shortName: string;
  /** "Industriestraße 42, 70565 Stuttgart, Deutschland" as separate parts. */
  addressLines: string[];
  phone: string;
  fax: string;
  email: string;
  commercialRegister: string;
  vatId: string;
  dunsId: string;
  personInCharge: string;
}

export type OrderDocumentLocale = 'de' | 'en';
