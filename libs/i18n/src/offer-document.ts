import type { OrderDocumentCatalogue } from './order-document';
import type { Locale } from './types';

/**
 * The texts of the offer document (the PDF sent with an offer, docs/decisions/0046-offers-to-orders.md): the
 * order document's layout with its own title, file name, intro and number labels. Placeholders: {number}
 * (offer number), {validUntil} (the last day it is valid, formatted).
 */
export type OfferDocumentTexts = Pick<OrderDocumentCatalogue, 'title' | 'fileName' | 'intro' | 'orderNumber' | 'orderDate'> & {
  validUntil: string;
  /** The mail the offer is sent with: {shopName}, {number}, {validUntil}. */
  mailSubject: string;
  mailBody: string;
};

export const offerDocumentTexts: Record<Locale, OfferDocumentTexts> = {
  de: {
    title: 'Angebot',
    fileName: 'Angebot-{number}.pdf',
    intro: 'Vielen Dank für Ihre Anfrage. Wir bieten Ihnen freibleibend an:',
    orderNumber: 'Angebotsnummer',
    orderDate: 'Angebotsdatum',
    validUntil: 'Gültig bis {validUntil}.',
    mailSubject: '{shopName}: Ihr Angebot {number}',
    mailBody: 'anbei erhalten Sie unser Angebot {number} als PDF. Es ist gültig bis {validUntil}. Zur Annahme antworten Sie einfach auf diese E-Mail.',
  },
  en: {
    title: 'Offer',
    fileName: 'Offer-{number}.pdf',
    intro: 'Thank you for your inquiry. We are pleased to offer you, subject to change:',
    orderNumber: 'Offer number',
    orderDate: 'Offer date',
    validUntil: 'Valid until {validUntil}.',
    mailSubject: '{shopName}: your offer {number}',
    mailBody: 'please find our offer {number} attached as a PDF. It is valid until {validUntil}. To accept it, simply reply to this e-mail.',
  },
};
