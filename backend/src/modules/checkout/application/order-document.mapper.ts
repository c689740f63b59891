import { countryName, deliveryTimeTexts } from '@shop/domain';
import { interpolate, orderDocumentTexts, translator } from '@shop/i18n';
import type { BrandConfig } from '../../content';
import type { OrderAddress, OrderView } from '../domain/order-view';
import type { BrandLetterhead, OrderDocument, OrderDocumentLocale, OrderDocumentPosition } from '../domain/order-document';
import { vatLineLabel, vatNoteLines } from './order-vat-note';

const NOTE_MAX_LENGTH = 240;

/** The address as printed lines: names, street or post office box, zip and city, country; empty parts left out. */
export function addressLines(address: OrderAddress, locale: OrderDocumentLocale): string[] {
  const cityLine = [address.zip, address.city].filter(Boolean).join(' ');
  const country = address.country ? (countryName(address.country, locale) ?? address.country) : '';
  return [address.nameLine1, address.nameLine2, address.street, address.postOfficeBox, cityLine, country].map((l) => l.trim()).filter(Boolean);
}

/** A configured product's configuration as one line: "Configured product (hose): length: 1500, …". */
function configurationNote(type: string | null, configuration: Record<string, unknown> | null, locale: OrderDocumentLocale): string | undefined {
  if (!type && !configuration) return undefined;
  const head = interpolate(orderDocumentTexts[locale].configuredProduct, { type: type ?? '' });
  const parts = Object.entries(configuration ?? {}).map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`);
  const note = parts.length > 0 ? `${head}: ${parts.join(', ')}` : head;
  return note.length > NOTE_MAX_LENGTH ? `${note.slice(0, NOTE_MAX_LENGTH - 1)}…` : note;
}

/** The order read model (what the account's order pages show) as the input of the confirmation document. */
export function toOrderDocument(order: OrderView, locale: OrderDocumentLocale, customerId: string | null): OrderDocument {
  const texts = orderDocumentTexts[locale];
  const positions: OrderDocumentPosition[] = order.positions.map((p) => ({
    articleNo: p.product.id,
    name: p.product.name[locale] || p.product.name.de,
    quantity: p.qty,
    unit: (p.product.unit && texts.units[p.product.unit]) || texts.unitPiece,
    unitPriceCents: p.product.price,
    priceUnit: p.product.priceUnit,
    totalCents: p.price,
    discountPercentage: p.discount,
    note: configurationNote(p.customProductType, p.customConfiguration, locale),
  }));
  return {
    orderNumber: String(order.id),
    orderDate: order.orderDate,
    buyer: { company: order.buyer.company, name: order.buyer.lastname, email: order.buyer.email, customerId },
    billingAddressLines: addressLines(order.billingAddress, locale),
    shippingAddressLines: addressLines(order.shippingAddress, locale),
    currency: order.currency,
    positions,
    totals: {
      itemTotalCents: order.price.itemTotal,
      discountCents: order.price.discountAmount,
      discountPercentage: order.price.discountPercentage,
      couponCode: order.price.couponCode,
      shippingCents: order.shippingMethod.price,
      paymentFeeCents: order.paymentMethod.fee,
      subtotalNetCents: order.price.subtotal,
      vatCents: order.price.vat,
      vatRate: order.price.vatRate,
      vatLabel: order.vat.kind ? vatLineLabel({ kind: order.vat.kind }, locale) : null,
      totalGrossCents: order.price.total,
    },
    shippingMethod: order.shippingMethod.name[locale] || order.shippingMethod.name.de,
    deliveryInfo: deliveryTimeTexts(order.shippingMethod.deliveryTimeInfo, translator(locale)).join('; '),
    paymentMethod: order.paymentMethod.name[locale] || order.paymentMethod.name.de,
    customerOrderId: order.additionalInformation.customerOrderId,
    costCentre: order.additionalInformation.costCentre ?? '',
    comment: order.additionalInformation.comment,
    desiredDeliveryDate: order.desiredDeliveryDate,
    vatNotes: order.vat.kind ? vatNoteLines({ kind: order.vat.kind, buyerVatId: order.vat.buyerVatId, sellerVatId: order.vat.sellerVatId }, locale) : [],
  };
}

/** The brand configuration as the document's letterhead and legal lines. */
export function toBrandLetterhead(brand: BrandConfig, locale: OrderDocumentLocale): BrandLetterhead {
  const { address, legal } = brand;
  const country = address.countryI18nId ? (countryName(address.countryI18nId, locale) ?? address.countryI18nId) : '';
  return {
    longName: brand.longName,
    shortName: brand.shortName,
    addressLines: [address.street, [address.zip, address.city].filter(Boolean).join(' '), country].filter(Boolean),
    phone: brand.phone.central,
    fax: brand.phone.fax,
    email: brand.email,
    commercialRegister: [legal.commercialRegister.location, legal.commercialRegister.number].filter(Boolean).join(', '),
    vatId: legal.vatId,
    dunsId: legal.dunsId,
    personInCharge: legal.personInCharge,
  };
}
