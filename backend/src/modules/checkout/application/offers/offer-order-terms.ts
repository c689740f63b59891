import { Injectable } from '@nestjs/common';
import { OfferOrderTermsPort, type OfferOrderTerms } from '../../domain/ports/offer-order-terms.port';
import type { CartPositionInput } from '../../domain/ports/checkout-pricing.port';
import { CheckoutOptions } from '../checkout-options/checkout-options.service';

/** The destination an offer is delivered to: the offer keeps no address, so the shop's home country. */
const OFFER_COUNTRY = 'DE';

/**
 * The delivery, payment and VAT terms of an offer (docs/decisions/0046-offers-to-orders.md) from checkout's own
 * options: the first shipping and first payment method the destination offers for these positions, their
 * costs and the VAT treatment — the same `CheckoutOptions` an order's checkout asks.
 */
@Injectable()
export class CheckoutOfferOrderTerms extends OfferOrderTermsPort {
  constructor(private readonly options: CheckoutOptions) {
    super();
  }

  async termsFor(input: { buyer: { id: number | null }; positions: readonly CartPositionInput[]; value: number; locale: 'de' | 'en' }): Promise<OfferOrderTerms | null> {
    const offered = await this.options.options(input.buyer, input.positions, OFFER_COUNTRY, input.value, input.locale);
    const shipping = offered.shippingMethods[0];
    const payment = offered.paymentMethods[0];
    if (!shipping || !payment) return null;
    const choice = { country: OFFER_COUNTRY, shippingMethodId: shipping.id, paymentMethodId: payment.id, vatId: null };
    const [costs, chosen] = await Promise.all([
      this.options.costs(input.buyer, input.positions, choice, input.value, input.buyer.id !== null),
      this.options.chosen({ buyer: input.buyer, positions: input.positions, country: OFFER_COUNTRY, orderValue: input.value, shippingMethodId: shipping.id, paymentMethodId: payment.id, locale: input.locale }),
    ]);
    if (costs.messageId) return null;
    return {
      country: OFFER_COUNTRY,
      shipping: { name: chosen.shipping.name, priceCents: costs.shippingCosts, deliveryTimeInfo: chosen.shipping.deliveryTimeInfo },
      payment: { name: chosen.payment.name, feeCents: costs.paymentCosts, provider: chosen.payment.provider, bankAccount: chosen.payment.bankAccount },
      vatRate: costs.vatRate,
      vatTreatment: costs.vatTreatment,
      incoterm: chosen.incoterm,
      currency: costs.currency,
    };
  }
}
