import type { CartImportProduct } from '@shop/domain/cart-import';

export type CartLocale = 'de' | 'en';

/** What the cart needs to know of a catalogue product. */
export interface CartCatalogueProduct extends CartImportProduct {
  readonly id: string;
  /** The product's name in the locale asked for. */
  readonly name: string;
}

/** A configured position as the cart holds it. */
export interface CartConfiguredPosition {
  readonly productId: string;
  readonly customProductType: string;
  readonly customConfiguration?: unknown;
}

/** What is for sale, as the cart sees it: the catalogue's articles and the configurators' products. */
export abstract class CartCatalogue {
  /** The known products among the article numbers (unknown ones are left out), keyed by article number. */
  abstract products(ids: readonly string[], locale: CartLocale): Promise<ReadonlyMap<string, CartCatalogueProduct>>;
  /**
   * Configured positions checked by their configurators (configuration valid, every part available): each
   * answered with its name in the locale, or null when refused. Same order as asked.
   */
  abstract configured(positions: readonly CartConfiguredPosition[], locale: CartLocale): Promise<Array<{ readonly name: string } | null>>;
}
