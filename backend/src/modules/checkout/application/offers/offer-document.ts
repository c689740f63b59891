import { Injectable } from '@nestjs/common';
import { countryName, deliveryTimeTexts, formatCalendarDate, parseIsoDate } from '@shop/domain';
import { interpolate, offerDocumentTexts, orderDocumentTexts, translator } from '@shop/i18n';
import { ContentQueries } from '../../../content';
import type { NewOrder } from '../../domain/order';
import type { OrderDocument, OrderDocumentLocale } from '../../domain/order-document';
import { OrderDocumentRenderer } from '../../domain/ports/order-document-renderer.port';
import { toBrandLetterhead } from '../order-document.mapper';
import { vatLineLabel, vatNoteLines } from '../order-vat-note';

/** The last day as printed: "31.12.2026" / "31/12/2026". */
export function formatValidUntil(day: string, locale: OrderDocumentLocale): string {
  const date = parseIsoDate(day);
  return date ? formatCalendarDate(date, locale) : day;
}

/** The offer as the order document's input: the order it would become, titled and numbered as the offer. */
export function toOfferDocument(order: NewOrder, offerNumber: string, createdAt: Date, validUntil: string, locale: OrderDocumentLocale): OrderDocument {
  const texts = orderDocumentTexts[locale];
  const t = order.totals;
  const address = [order.billingAddress.nameLine1, order.billingAddress.nameLine2, countryName(order.billingAddress.country, locale) ?? order.billingAddress.country].filter(Boolean);
  return {
    orderNumber: offerNumber,
    orderDate: createdAt.toISOString(),
    buyer: { company: order.buyer.company, name: order.buyer.lastname, email: order.buyer.email, customerId: order.buyer.customerId },
    billingAddressLines: address,
    shippingAddressLines: address,
    currency: order.currency,
    positions: order.positions.map((p) => ({
      articleNo: p.productId,
      name: p.name[locale] || p.name.de,
      quantity: p.qty,
      unit: (p.unit && texts.units[p.unit]) || texts.unitPiece,
      unitPriceCents: p.unitPrice,
      priceUnit: p.priceUnit,
      totalCents: p.lineTotal,
      discountPercentage: '0',
    })),
    totals: {
      itemTotalCents: t.itemTotal,
      discountCents: t.discountAmount,
      discountPercentage: t.discountPercentage,
      couponCode: t.couponCode,
      shippingCents: order.shippingMethod.priceCents,
      paymentFeeCents: order.paymentMethod.feeCents,
      subtotalNetCents: t.subtotal,
      vatCents: t.vat,
      vatRate: t.vatRate,
      vatLabel: order.vat.kind ? vatLineLabel({ kind: order.vat.kind }, locale) : null,
      totalGrossCents: t.total,
    },
    shippingMethod: order.shippingMethod.name[locale] || order.shippingMethod.name.de,
    deliveryInfo: deliveryTimeTexts(order.shippingMethod.deliveryTimeInfo, translator(locale)).join('; '),
    paymentMethod: order.paymentMethod.name[locale] || order.paymentMethod.name.de,
    customerOrderId: '',
    comment: interpolate(offerDocumentTexts[locale].validUntil, { validUntil: formatValidUntil(validUntil, locale) }),
    desiredDeliveryDate: null,
    vatNotes: order.vat.kind ? vatNoteLines({ kind: order.vat.kind, buyerVatId: order.vat.buyerVatId, sellerVatId: order.vat.sellerVatId }, locale) : [],
  };
}

/** Renders an offer's PDF with the shop's letterhead (the order confirmation's renderer, titled as an offer). */
@Injectable()
export class OfferDocument {
  constructor(
    private readonly renderer: OrderDocumentRenderer,
    private readonly content: ContentQueries,
  ) {}

  async render(order: NewOrder, offerNumber: string, createdAt: Date, validUntil: string, locale: OrderDocumentLocale): Promise<{ filename: string; content: Buffer }> {
    const config = await this.content.generalConfig();
    const content = await this.renderer.renderOffer(toOfferDocument(order, offerNumber, createdAt, validUntil, locale), toBrandLetterhead(config.brand, locale), locale);
    return { filename: interpolate(offerDocumentTexts[locale].fileName, { number: offerNumber }), content };
  }
}
