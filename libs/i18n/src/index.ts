import { de, en } from './catalogues';
import { addTexts } from './core';
import type { Catalogue, Locale } from './types';

export * from './core';
export { mailTexts, type MailCatalogue, type MailTemplate } from './mail';
export { orderDocumentTexts, type OrderDocumentCatalogue } from './order-document';
export { offerDocumentTexts, type OfferDocumentTexts } from './offer-document';
export { vatNoteTexts, type VatNoteCatalogue } from './vat-notes';

/** The catalogues keyed by locale. `de satisfies Catalogue` keeps both key sets in step. */
export const messages: Record<Locale, Catalogue> = { de: de satisfies Catalogue, en };

// Backend and tests: every text of both languages, from the start.
addTexts('de', de);
addTexts('en', en);
