import type { BrandLetterhead, OrderDocument, OrderDocumentPosition } from '../domain/order-document';

/** Object mothers of the order document tests: a brand and an order with umlauts, € and a coupon. */
export const BRAND: BrandLetterhead = {
  longName: 'HydraTec Industriebedarf GmbH',
  shortName: 'HydraTec',
  addressLines: ['Industriestraße 42', '70565 Stuttgart', 'Deutschland'],
  phone: '+49 711 123456-0',
  fax: '+49 711 123456-99',
  email: 'info@hydratec.example',
  commercialRegister: 'Amtsgericht Stuttgart, HRB 765432',
  vatId: 'DE123456788',
  dunsId: '31-415-9265',
  personInCharge: 'Dr. Anna Berger, Markus Weber',
};

export function position(n: number, overrides: Partial<OrderDocumentPosition> = {}): OrderDocumentPosition {
  return {
    articleNo: `SL-EPDM-${String(n).padStart(3, '0')}`,
    name: n % 7 === 0 ? `Schlauchleitung EPDM DN ${n} mit Überwurfmutter, Länge 1500 mm, für Heißwasser und Dampf` : `Dichtung Größe ${n} – NBR`,
    quantity: n % 5 === 0 ? '2.5' : String(n),
    unit: 'Stk.',
    unitPriceCents: 1234 + n,
    priceUnit: n % 9 === 0 ? 100 : 1,
    totalCents: (1234 + n) * n,
    discountPercentage: '0',
    ...overrides,
  };
}

/** An order of `count` positions; the totals are fixed figures (the renderer prints, it does not add up). */
export function orderDocument(count = 3, overrides: Partial<OrderDocument> = {}): OrderDocument {
  return {
    orderNumber: '100234',
    orderDate: '2025-03-31T22:30:00.000Z',
    buyer: { company: 'Müller Anlagenbau GmbH', name: 'Jürgen Weiß', email: 'einkauf@mueller-anlagenbau.example', customerId: '12345' },
    billingAddressLines: ['Müller Anlagenbau GmbH', 'Buchhaltung', 'Königstraße 5', '80331 München', 'Deutschland'],
    shippingAddressLines: ['Müller Anlagenbau GmbH', 'Werk Süd, Tor 3', 'Äußere Lände 12', '93047 Regensburg', 'Deutschland'],
    currency: 'EUR',
    positions: Array.from({ length: count }, (_, i) => position(i + 1, i === 1 ? { note: 'Konfiguriertes Produkt (hose): length: 1500, fitting: DKOL M22x1,5', discountPercentage: '5' } : {})),
    totals: {
      itemTotalCents: 123456789,
      discountCents: 1234568,
      discountPercentage: '1',
      couponCode: 'FRÜHJAHR25',
      shippingCents: 1490,
      paymentFeeCents: 250,
      subtotalNetCents: 122223961,
      vatCents: 23222553,
      vatRate: '19',
      totalGrossCents: 145446514,
    },
    shippingMethod: 'Spedition (Palette)',
    deliveryInfo: '2–3 Werktage',
    paymentMethod: 'Rechnung, 30 Tage netto',
    customerOrderId: 'PO-4711/ß',
    comment: 'Bitte vor Anlieferung anrufen: 0941 12345. Anlieferung nur werktags 7–15 Uhr.',
    desiredDeliveryDate: '2025-04-15',
    ...overrides,
  };
}
