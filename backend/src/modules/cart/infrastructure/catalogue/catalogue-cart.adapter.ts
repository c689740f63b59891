import { Injectable } from '@nestjs/common';
import { ProductQueries } from '../../../catalogue';
import { CartCatalogue, type CartCatalogueProduct, type CartLocale } from '../../domain/ports/cart-catalogue.port';

/** How many article numbers the catalogue answers per call (its by-ids limit). */
const CHUNK = 1000;

/** The catalogue's list items (the in-memory read model), as far as the cart needs them. */
@Injectable()
export class CatalogueCartAdapter extends CartCatalogue {
  constructor(private readonly catalogue: ProductQueries) {
    super();
  }

  async products(ids: readonly string[], locale: CartLocale): Promise<ReadonlyMap<string, CartCatalogueProduct>> {
    const found = new Map<string, CartCatalogueProduct>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      for (const item of await this.catalogue.byIds(ids.slice(i, i + CHUNK), locale)) {
        found.set(item.id, { id: item.id, name: item.name, isOnlyOnRequest: item.isOnlyOnRequest, orderQuantity: item.orderQuantity });
      }
    }
    return found;
  }
}
