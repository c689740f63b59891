import type { Cents, PriceableProduct, Result } from '@shop/domain';

/** A configured cart position as it arrives (untrusted): its id, type and flat configuration. */
export interface ConfiguredPosition {
  readonly productId: string;
  readonly customProductType: string;
  readonly customConfiguration?: unknown;
}

/** A configured product as pricing sells it. */
export interface PricedConfiguredProduct {
  /** The product facts the price calculation reads (id = the custom product id, no pricing group). */
  readonly product: PriceableProduct;
  /** The unit price the configurator computed; price rules do not apply to configured products (ADR 0017). */
  readonly unitPrice: Cents;
  readonly name: Readonly<{ de: string; en: string }>;
  readonly summary: Readonly<{ de: readonly string[]; en: readonly string[] }>;
  /** Automation cells: the training within the unit price, per piece (rent-to-buy spreads it over the months); 0 for others. */
  readonly trainingCostCents: Cents;
}

/**
 * The price of a configured product (a cart position with customProductType and its configuration): the
 * configurator re-validates and re-prices the configuration. A refusal carries the message ids the UI
 * shows (the position is then answered as not priceable and cannot be ordered).
 */
export abstract class ConfiguredProductPricer {
  abstract price(position: ConfiguredPosition, now: Date): Promise<Result<PricedConfiguredProduct, readonly string[]>>;
}
