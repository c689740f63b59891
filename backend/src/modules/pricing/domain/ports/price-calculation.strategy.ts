import type { CartPrice, CartPriceInput, PriceableProduct, PriceRule, QuantityTier, UnitPrice } from '@shop/domain';

/**
 * How prices are calculated (docs/architecture.md#ports-and-adapters, modelled on Vendure's OrderItemPriceCalculationStrategy):
 * the seam a shop owner swaps to price differently. `DefaultPriceCalculationStrategy` runs the
 * @shop/domain rule engine. Every method receives only the rules valid for the buyer today.
 */
export abstract class PriceCalculationStrategy {
  /** The price per price unit of a quantity of a product. */
  abstract unitPrice(product: PriceableProduct, quantity: string, rules: readonly PriceRule[]): UnitPrice;
  /** The quantity tiers a product page shows ("from 10 pieces: …"). */
  abstract tiers(product: PriceableProduct, rules: readonly PriceRule[]): QuantityTier[];
  /** A whole cart: lines, cart-level rule, coupon, VAT and totals. */
  abstract priceCart(input: CartPriceInput): CartPrice;
}
