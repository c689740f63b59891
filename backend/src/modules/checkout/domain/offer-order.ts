import { calculateTotals, type Cents } from '@shop/domain';
import { orderVatOf, type LocalizedName, type NewOrder, type OrderAddress, type OrderTotals } from './order';
import type { OfferOrderTerms } from './ports/offer-order-terms.port';
import type { StoredOffer } from './ports/offer.repository.port';

/**
 * An offer's way to an order (docs/decisions/0046-offers-to-orders.md), pure: its totals — the offered goods
 * (item total, the discount the request had) plus the terms' shipping, payment fee and VAT, by the same
 * `calculateTotals` the cart price uses — and the order it becomes, with the prices as offered.
 */
export function offerTotals(offer: Pick<StoredOffer, 'price'>, terms: Pick<OfferOrderTerms, 'shipping' | 'payment' | 'vatRate'>): OrderTotals {
  const itemTotal = offer.price.itemTotal;
  const discountAmount = Math.min(Math.max(0, itemTotal - offer.price.shoppingCartValue), itemTotal);
  const totals = calculateTotals({ itemTotal, discountAmount, shippingCosts: terms.shipping.priceCents, paymentCosts: terms.payment.feeCents, vatRate: terms.vatRate });
  return {
    itemTotal,
    discountAmount,
    discountPercentage: itemTotal > 0 && discountAmount > 0 ? ((discountAmount * 100) / itemTotal).toFixed(2).replace(/\.?0+$/, '') : '0',
    couponCode: offer.price.couponCode,
    subtotal: totals.subtotal,
    vat: totals.vat,
    vatRate: terms.vatRate,
    total: totals.total,
  };
}

/** The address an order from an offer keeps: the offer knows the buyer, not their addresses. */
function buyerAddress(offer: StoredOffer, country: string): OrderAddress {
  return { nameLine1: offer.buyer.company, nameLine2: `${offer.buyer.firstname} ${offer.buyer.lastname}`.trim(), street: '', postOfficeBox: '', zip: '', city: '', country, taxNo: '' };
}

/** The order an accepted offer becomes: its positions at the offered unit prices and line totals. */
export function orderOfOffer(
  offer: StoredOffer,
  articles: ReadonlyMap<string, { name: LocalizedName; unitOfQuantity: string }>,
  terms: OfferOrderTerms,
  orderNumberOfOffer: string,
  now: Date,
): NewOrder {
  const address = buyerAddress(offer, terms.country);
  return {
    orderDate: now,
    buyer: { id: offer.buyer.id, email: offer.buyer.email, company: offer.buyer.company, lastname: offer.buyer.lastname, firstname: offer.buyer.firstname || null, salutation: offer.buyer.salutation || null, customerId: offer.buyer.customerId },
    customerOrderId: orderNumberOfOffer,
    comment: '',
    shippingAddress: address,
    billingAddress: address,
    shippingMethod: terms.shipping,
    paymentMethod: { name: terms.payment.name, feeCents: terms.payment.feeCents },
    currency: offer.currency,
    totals: offerTotals(offer, terms),
    vat: orderVatOf(terms.vatTreatment),
    positions: offer.positions.map((p) => {
      const article = p.customProductType ? undefined : articles.get(p.productId);
      const configuredName = p.name ?? p.productId;
      return {
        productId: p.productId,
        name: article?.name ?? { de: configuredName, en: configuredName },
        unitPrice: p.price as Cents,
        priceUnit: p.priceUnit,
        unit: p.customProductType ? 'pieces' : (article?.unitOfQuantity ?? null),
        customProductType: p.customProductType,
        customConfiguration: p.customProductType ? (p.customConfiguration ?? null) : null,
        qty: p.qty,
        discountPercentage: '0',
        lineTotal: p.lineTotal as Cents,
      };
    }),
    aquisitionIds: { order: null, initial: null },
    desiredDeliveryDate: null,
    channel: 'offer',
    originId: String(offer.id),
    locale: offer.locale,
    incoterm: terms.incoterm,
  };
}
