import { Injectable } from '@nestjs/common';
import type { DeliveryPosition } from '../../../pricing';
import { CheckoutPricing, type CheckoutBuyer } from '../../domain/ports/checkout-pricing.port';
import { CheckoutOptions, type CheckoutOptionsView } from './checkout-options.service';

/** The options endpoint's flow: the goods' value comes from the cart price (the buyer's prices, after discounts), then the options. */
@Injectable()
export class CheckoutOptionsQuery {
  constructor(
    private readonly pricing: CheckoutPricing,
    private readonly options: CheckoutOptions,
  ) {}

  async run(buyer: CheckoutBuyer | null, positions: readonly DeliveryPosition[], country: string, locale: string, vatId: string | null = null): Promise<CheckoutOptionsView> {
    const priced = await this.pricing.priceCart(buyer, { positions, locale });
    return this.options.options({ id: buyer?.id ?? null, incoterms: buyer?.incoterms }, positions, country, priced.shoppingCartValue, locale, new Date(), vatId);
  }
}
