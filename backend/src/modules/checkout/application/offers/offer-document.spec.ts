// The offer's PDF (docs/decisions/0046-offers-to-orders.md): the order confirmation's layout titled and numbered
// as an offer, with the offered prices, the totals the order would get and the last day it is valid.
import { orderOfOffer } from '../../domain/offer-order';
import type { StoredOffer } from '../../domain/ports/offer.repository.port';
import { PdfkitOrderDocumentRenderer } from '../../infrastructure/pdf/pdfkit-order-document.renderer';
import { DE_VAT } from '../../testing/fakes';
import { BRAND } from '../../testing/order-document.mother';
import { pdfText } from '../../testing/pdf-text';
import { toOfferDocument } from './offer-document';

const OFFER: StoredOffer = {
  id: 42,
  type: 'buy',
  status: 'open',
  version: 2,
  createdAt: new Date('2026-11-27T10:00:00Z'),
  sentAt: null,
  validUntil: null,
  orderId: null,
  buyer: { id: null, company: 'Beispiel GmbH', customerId: '12345', salutation: 'mrs', firstname: 'Anna', lastname: 'Berger', email: 'anna@beispiel.example' },
  positions: [{ productId: 'KU-1', customProductType: null, qty: '4', price: 1820, priceUnit: 1, lineTotal: 7280, sort: 0 }],
  readyForShipmentMsg: '',
  price: { itemTotal: 7280, shoppingCartValue: 7280, trainingCost: 0, rate: null, purchasePrice: null, months: null, couponCode: null },
  currency: 'EUR',
  locale: 'de',
};

const TERMS = {
  country: 'DE',
  shipping: { name: { de: 'Spedition', en: 'Freight' }, priceCents: 990, deliveryTimeInfo: '' },
  payment: { name: { de: 'Rechnung', en: 'Invoice' }, feeCents: 0, provider: null, bankAccount: null },
  vatRate: '19',
  vatTreatment: DE_VAT,
  incoterm: 'EXW',
  currency: 'EUR',
};

describe('the offer PDF', () => {
  it('is titled and numbered as the offer, prints the offered prices, the totals and the validity', async () => {
    const order = orderOfOffer(OFFER, new Map([['KU-1', { name: { de: 'Kupplung', en: 'Coupling' }, unitOfQuantity: 'pieces' }]]), TERMS, 'A-000042', new Date('2026-11-28T10:00:00Z'));
    const de = pdfText(await new PdfkitOrderDocumentRenderer({ compress: false }).renderOffer(toOfferDocument(order, 'A-000042', OFFER.createdAt, '2026-12-28', 'de'), BRAND, 'de'));
    for (const shown of ['Angebot A-000042', 'Angebotsnummer A-000042', 'Angebotsdatum 27.11.2026', 'Kupplung', '18,20 €', '72,80 €', '82,70 €', 'Gültig bis 28.12.2026.']) expect(de).toContain(shown);
    expect(de).not.toContain('Auftragsbestätigung');
    const en = pdfText(await new PdfkitOrderDocumentRenderer({ compress: false }).renderOffer(toOfferDocument(order, 'A-000042', OFFER.createdAt, '2026-12-28', 'en'), BRAND, 'en'));
    for (const shown of ['Offer A-000042', 'Offer number A-000042', 'Coupling', 'Valid until 28/12/2026.']) expect(en).toContain(shown);
  });
});
