import { DEMO_BRAND } from '../../../demo/content/brand.seed';
import { BRAND } from '../testing/order-document.mother';
import type { OrderAddress, OrderView } from '../domain/order-view';
import { addressLines, toBrandLetterhead, toOrderDocument } from './order-document.mapper';

const address = (overrides: Partial<OrderAddress> = {}): OrderAddress => ({
  nameLine1: 'Müller Anlagenbau GmbH',
  nameLine2: '',
  street: 'Königstraße 5',
  postOfficeBox: '',
  zip: '80331',
  city: 'München',
  country: 'DE',
  taxNo: '',
  ...overrides,
});

function view(): OrderView {
  return {
    id: 4711,
    orderDate: '2025-01-15T09:30:00.000Z',
    status: 'inProgress',
    canceled: false,
    approval: null,
    approvalState: null,
    buyer: { id: 7, email: 'einkauf@mueller.example', lastname: 'Weiß', company: 'Müller Anlagenbau GmbH' },
    additionalInformation: { customerOrderId: 'PO-1', comment: 'Tor 3', costCentre: '' },
    shippingAddress: address({ nameLine2: 'Werk Süd', country: 'AT', zip: '5020', city: 'Salzburg' }),
    billingAddress: address(),
    shippingMethod: { name: { de: 'Paketdienst', en: 'Parcel service' }, price: 990, deliveryTimeInfo: '1–2 Werktage' },
    paymentMethod: { name: { de: 'Rechnung', en: 'Invoice' }, fee: 0 },
    positions: [
      { product: { id: 'A-1', price: 1250, priceUnit: 1, unit: 'pieces', name: { de: 'Dichtung', en: 'Seal' } }, customProductType: null, customConfiguration: null, qty: '2', discount: '0', price: 2500 },
      { product: { id: 'HOSE', price: 9900, priceUnit: 1, unit: 'meters', name: { de: 'Schlauch', en: '' } }, customProductType: 'hose', customConfiguration: { length: 1500, ends: ['DKOL', 'DKOS'] }, qty: '1.5', discount: '5', price: 14108 },
    ],
    currency: 'EUR',
    price: { itemTotal: 16608, discountAmount: 1661, discountPercentage: '10', couponCode: 'WINTER', subtotal: 15937, vat: 3028, vatRate: '19', total: 18965 },
    vat: { kind: 'domestic', reverseCharge: false, buyerVatId: null, sellerVatId: 'DE123456788', vatIdCheckedAt: null, vatIdCheckReference: null },
    aquisitionIds: { order: null, initial: null },
    desiredDeliveryDate: '2025-02-01',
    channel: 'webshop',
    originId: null,
  };
}

describe('toOrderDocument', () => {
  it('takes the order view over in the language asked, money as cents', () => {
    const doc = toOrderDocument(view(), 'en', '12345');
    expect(doc).toMatchObject({
      orderNumber: '4711',
      orderDate: '2025-01-15T09:30:00.000Z',
      buyer: { company: 'Müller Anlagenbau GmbH', name: 'Weiß', email: 'einkauf@mueller.example', customerId: '12345' },
      billingAddressLines: ['Müller Anlagenbau GmbH', 'Königstraße 5', '80331 München', 'Germany'],
      shippingAddressLines: ['Müller Anlagenbau GmbH', 'Werk Süd', 'Königstraße 5', '5020 Salzburg', 'Austria'],
      currency: 'EUR',
      shippingMethod: 'Parcel service',
      deliveryInfo: '1–2 Werktage',
      paymentMethod: 'Invoice',
      customerOrderId: 'PO-1',
      comment: 'Tor 3',
      desiredDeliveryDate: '2025-02-01',
      totals: {
        itemTotalCents: 16608,
        discountCents: 1661,
        discountPercentage: '10',
        couponCode: 'WINTER',
        shippingCents: 990,
        paymentFeeCents: 0,
        subtotalNetCents: 15937,
        vatCents: 3028,
        vatRate: '19',
        totalGrossCents: 18965,
      },
    });
    expect(doc.positions[0]).toEqual({ articleNo: 'A-1', name: 'Seal', quantity: '2', unit: 'pcs', unitPriceCents: 1250, priceUnit: 1, totalCents: 2500, discountPercentage: '0', note: undefined });
  });

  it('a domestic order (and one from before the treatment was kept) has the usual VAT line and no note', () => {
    expect(toOrderDocument(view(), 'de', null)).toMatchObject({ totals: { vatLabel: null }, vatNotes: [] });
    const older = { ...view(), vat: { kind: null, reverseCharge: false, buyerVatId: null, sellerVatId: null, vatIdCheckedAt: null, vatIdCheckReference: null } };
    expect(toOrderDocument(older, 'de', null)).toMatchObject({ totals: { vatLabel: null }, vatNotes: [] });
  });

  it('a reverse-charge order: the 0 % line and the legal note with both VAT ids, in the document’s language', () => {
    const order: OrderView = {
      ...view(),
      price: { ...view().price, vat: 0, vatRate: '0', total: 15937 },
      vat: { kind: 'intraCommunitySupply', reverseCharge: true, buyerVatId: 'ATU13585627', sellerVatId: 'DE123456788', vatIdCheckedAt: '2025-01-15T09:29:00.000Z', vatIdCheckReference: 'WAPI1' },
    };
    expect(toOrderDocument(order, 'de', null)).toMatchObject({
      totals: { vatLabel: 'MwSt. 0 % (Reverse Charge)', vatCents: 0 },
      vatNotes: [
        'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1 Buchst. b i. V. m. § 6a UStG) – Steuerschuldnerschaft des Leistungsempfängers.',
        'USt-IdNr. des Leistungsempfängers: ATU13585627',
        'USt-IdNr. des Lieferers: DE123456788',
      ],
    });
    expect(toOrderDocument(order, 'en', null).vatNotes).toEqual([
      'Tax-exempt intra-Community supply (Art. 138 Directive 2006/112/EC) – Reverse charge: VAT to be accounted for by the recipient.',
      "Recipient's VAT ID: ATU13585627",
      "Supplier's VAT ID: DE123456788",
    ]);
  });

  it('an export: the 0 % export line and the export note', () => {
    const order: OrderView = { ...view(), vat: { ...view().vat, kind: 'export' } };
    expect(toOrderDocument(order, 'en', null)).toMatchObject({ totals: { vatLabel: 'VAT 0 % (export)' }, vatNotes: ['Tax-exempt export supply (Art. 146 Directive 2006/112/EC).'] });
  });

  it('falls back to the German name and notes a configured product with its configuration', () => {
    const [, hose] = toOrderDocument(view(), 'en', null).positions;
    expect(hose.name).toBe('Schlauch');
    expect(hose.note).toBe('Configured product (hose): length: 1500, ends: ["DKOL","DKOS"]');
    expect(toOrderDocument(view(), 'de', null).positions[1].note).toBe('Konfiguriertes Produkt (hose): length: 1500, ends: ["DKOL","DKOS"]');
  });

  it('prints each position in the unit it was ordered in (metres of hose, pieces of seals)', () => {
    expect(toOrderDocument(view(), 'de', null).positions.map((p) => p.unit)).toEqual(['Stk.', 'm']);
    expect(toOrderDocument(view(), 'en', null).positions.map((p) => p.unit)).toEqual(['pcs', 'm']);
  });

  it('prints the stored delivery time as the buyer’s text, never its code (de and en)', () => {
    const stored = (deliveryTimeInfo: string): OrderView => ({ ...view(), shippingMethod: { ...view().shippingMethod, deliveryTimeInfo } });
    const code = 'readyForShipmentWithinXDays:4:2026-12-04:2026-12-04';
    expect(toOrderDocument(stored(code), 'de', null).deliveryInfo).toBe('Versandbereit in 4 Werktagen; Lieferung am 04.12.2026');
    expect(toOrderDocument(stored(code), 'en', null).deliveryInfo).toBe('Ready for shipment within 4 working days; Delivery on 04/12/2026');
    expect(toOrderDocument(stored('readyForShipmentWithinXDays:1:2026-12-03:2026-12-07'), 'en', null).deliveryInfo).toBe('Ready for shipment within 1 working day; Delivery between 03/12/2026 and 07/12/2026');
    expect(toOrderDocument(stored('deliverableImmediately:0:2026-12-01:2026-12-01'), 'de', null).deliveryInfo).toBe('Sofort lieferbar; Lieferung am 01.12.2026');
    expect(toOrderDocument(stored(''), 'de', null).deliveryInfo).toBe('');
  });

  it('leaves empty address parts out', () => {
    expect(addressLines(address({ street: '', postOfficeBox: 'Postfach 12 34' }), 'de')).toEqual(['Müller Anlagenbau GmbH', 'Postfach 12 34', '80331 München', 'Deutschland']);
  });
});

describe('toBrandLetterhead', () => {
  it('turns the brand configuration into the letterhead and legal lines', () => {
    // The renderer tests' brand is the demo brand's German letterhead.
    expect(toBrandLetterhead(DEMO_BRAND, 'de')).toEqual(BRAND);
    expect(toBrandLetterhead(DEMO_BRAND, 'en').addressLines).toEqual(['Industriestraße 42', '70565 Stuttgart', 'Germany']);
  });
});
