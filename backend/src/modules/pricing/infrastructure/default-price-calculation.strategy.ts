import { Injectable } from '@nestjs/common';
import { priceCart, quantityTiers, unitPriceOf, type CartPrice, type CartPriceInput, type PriceableProduct, type PriceRule, type QuantityTier, type UnitPrice } from '@shop/domain';
import { PriceCalculationStrategy } from '../domain/ports/price-calculation.strategy';

/** The spec's price-rule engine (@shop/domain pricing.ts), unchanged. */
@Injectable()
export class DefaultPriceCalculationStrategy extends PriceCalculationStrategy {
  unitPrice(product: PriceableProduct, quantity: string, rules: readonly PriceRule[]): UnitPrice {
    return unitPriceOf(product, quantity, rules);
  }

  tiers(product: PriceableProduct, rules: readonly PriceRule[]): QuantityTier[] {
    return quantityTiers(product, rules);
  }

  priceCart(input: CartPriceInput): CartPrice {
    return priceCart(input);
  }
}
