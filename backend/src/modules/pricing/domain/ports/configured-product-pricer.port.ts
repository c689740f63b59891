import type { Cents, PriceableProduct } from '@shop/domain';

/**
 * The unit price of a configured product (a cart position with customProductType and its configuration):
 * configurators price their products themselves and the price rules are not applied to them. Null: the
 * configuration cannot be priced (then the position is answered as not priceable).
 */
export abstract class ConfiguredProductPricer {
  abstract unitPrice(base: PriceableProduct, customProductType: string, configuration: unknown): Promise<Cents | null>;
}
