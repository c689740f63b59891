import type { Locale } from './types';

/**
 * The texts of the order confirmation document (PDF), per language. Placeholders are {name} as in the
 * message catalogues: {number} (order number), {page}, {pages}, {price}, {unit} (price per price unit) and {unitName} (the unit of quantity),
 * {code}, {rate},
 * {percent}, {type}. Kept apart from the UI catalogues: the storefront bundle does not import them.
 */
export interface OrderDocumentCatalogue {
  title: string;
  /** File name of the download; ASCII only (it travels in a header). */
  fileName: string;
  intro: string;
  orderNumber: string;
  orderDate: string;
  customerId: string;
  customerOrderId: string;
  costCentre: string;
  desiredDeliveryDate: string;
  buyer: string;
  columns: { position: string; articleNo: string; name: string; quantity: string; unitPrice: string; total: string };
  continued: string;
  unitPiece: string;
  /** Short names of the units of quantity by id (the catalogue's unitOfQuantity); unitPiece for any other. */
  units: Readonly<Record<string, string>>;
  /** Unit price for a price unit above one: "12,34 € / 100". */
  perPriceUnit: string;
  configuredProduct: string;
  positionDiscount: string;
  totals: {
    itemTotal: string;
    discount: string;
    discountWithCoupon: string;
    shipping: string;
    paymentFee: string;
    subtotalNet: string;
    vat: string;
    totalGross: string;
  };
  shippingMethod: string;
  deliveryInfo: string;
  paymentMethod: string;
  shippingAddress: string;
  comment: string;
  phone: string;
  fax: string;
  email: string;
  commercialRegister: string;
  vatId: string;
  duns: string;
  personInCharge: string;
  page: string;
}

const de: OrderDocumentCatalogue = {
  title: 'Auftragsbestätigung',
  fileName: 'Auftragsbestaetigung-{number}.pdf',
  intro: 'Vielen Dank für Ihre Bestellung. Wir bestätigen Ihren Auftrag wie folgt:',
  orderNumber: 'Bestellnummer',
  orderDate: 'Bestelldatum',
  customerId: 'Kundennummer',
  customerOrderId: 'Ihre Bestellnummer',
  costCentre: 'Kostenstelle',
  desiredDeliveryDate: 'Wunschliefertermin',
  buyer: 'Besteller',
  columns: { position: 'Pos.', articleNo: 'Artikelnr.', name: 'Bezeichnung', quantity: 'Menge', unitPrice: 'Einzelpreis', total: 'Gesamt' },
  continued: 'Fortsetzung',
  unitPiece: 'Stk.',
  units: { pieces: 'Stk.', meters: 'm', kilogram: 'kg', hourShort: 'Std.' },
  perPriceUnit: '{price} / {unit} {unitName}',
  configuredProduct: 'Konfiguriertes Produkt ({type})',
  positionDiscount: 'Positionsrabatt {percent} %',
  totals: {
    itemTotal: 'Warenwert',
    discount: 'Rabatt ({percent} %)',
    discountWithCoupon: 'Rabatt Gutschein {code} ({percent} %)',
    shipping: 'Versandkosten',
    paymentFee: 'Zahlungsgebühr',
    subtotalNet: 'Zwischensumme netto',
    vat: 'zzgl. {rate} % MwSt.',
    totalGross: 'Gesamtbetrag brutto',
  },
  shippingMethod: 'Versandart',
  deliveryInfo: 'Lieferzeit',
  paymentMethod: 'Zahlungsart',
  shippingAddress: 'Lieferanschrift',
  comment: 'Ihre Anmerkung',
  phone: 'Tel.',
  fax: 'Fax',
  email: 'E-Mail',
  commercialRegister: 'Handelsregister',
  vatId: 'USt-IdNr.',
  duns: 'D-U-N-S',
  personInCharge: 'Geschäftsführung',
  page: 'Seite {page} von {pages}',
};

const en: OrderDocumentCatalogue = {
  title: 'Order confirmation',
  fileName: 'Order-confirmation-{number}.pdf',
  intro: 'Thank you for your order. We confirm it as follows:',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  customerId: 'Customer number',
  customerOrderId: 'Your order number',
  costCentre: 'Cost centre',
  desiredDeliveryDate: 'Desired delivery date',
  buyer: 'Ordered by',
  columns: { position: 'Pos.', articleNo: 'Article no.', name: 'Description', quantity: 'Qty', unitPrice: 'Unit price', total: 'Total' },
  continued: 'continued',
  unitPiece: 'pcs',
  units: { pieces: 'pcs', meters: 'm', kilogram: 'kg', hourShort: 'h' },
  perPriceUnit: '{price} / {unit} {unitName}',
  configuredProduct: 'Configured product ({type})',
  positionDiscount: 'Position discount {percent} %',
  totals: {
    itemTotal: 'Goods value',
    discount: 'Discount ({percent} %)',
    discountWithCoupon: 'Discount coupon {code} ({percent} %)',
    shipping: 'Shipping',
    paymentFee: 'Payment fee',
    subtotalNet: 'Subtotal net',
    vat: 'plus {rate} % VAT',
    totalGross: 'Total gross',
  },
  shippingMethod: 'Shipping method',
  deliveryInfo: 'Delivery time',
  paymentMethod: 'Payment method',
  shippingAddress: 'Delivery address',
  comment: 'Your comment',
  phone: 'Phone',
  fax: 'Fax',
  email: 'E-mail',
  commercialRegister: 'Commercial register',
  vatId: 'VAT ID',
  duns: 'D-U-N-S',
  personInCharge: 'Managing directors',
  page: 'Page {page} of {pages}',
};

export const orderDocumentTexts: Record<Locale, OrderDocumentCatalogue> = { de, en };
