import type { CartImportProduct } from '@shop/domain/cart-import';

export type CartLocale = 'de' | 'en';

/** What the cart needs to know of a catalogue product. */
export interface CartCatalogueProduct extends CartImportProduct {
  readonly id: string;
  /** The product's name in the locale asked for. */
  readonly name: string;
}

/** The catalogue as the cart sees it. */
export abstract class CartCatalogue {
  /** The known products among the article numbers (unknown ones are left out), keyed by article number. */
  abstract products(ids: readonly string[], locale: CartLocale): Promise<ReadonlyMap<string, CartCatalogueProduct>>;
}
