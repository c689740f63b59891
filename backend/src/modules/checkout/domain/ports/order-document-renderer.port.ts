import type { BrandLetterhead, OrderDocument, OrderDocumentLocale } from '../order-document';

/** Renders order documents. The default adapter writes PDF with pdfkit (infrastructure/pdf). */
export abstract class OrderDocumentRenderer {
  /** The order confirmation as a complete PDF file. */
  abstract renderConfirmation(order: OrderDocument, brand: BrandLetterhead, locale: OrderDocumentLocale): Promise<Buffer>;
  /** An offer as a complete PDF file: the same layout, titled as an offer (its number in `orderNumber`). */
  abstract renderOffer(offer: OrderDocument, brand: BrandLetterhead, locale: OrderDocumentLocale): Promise<Buffer>;
}
