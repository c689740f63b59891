import { Injectable } from '@nestjs/common';
import { ProductQueries } from '../../../catalogue';
import { CustomProducts } from '../../../configurators';
import { CartCatalogue, type CartCatalogueProduct, type CartConfiguredPosition, type CartLocale } from '../../domain/ports/cart-catalogue.port';

/** How many article numbers the catalogue answers per call (its by-ids limit). */
const CHUNK = 1000;

/** The catalogue's list items (the in-memory read model) and the configurators' products, as far as the cart needs them. */
@Injectable()
export class CatalogueCartAdapter extends CartCatalogue {
  constructor(
    private readonly catalogue: ProductQueries,
    private readonly customProducts: CustomProducts,
  ) {
    super();
  }

  async configured(positions: readonly CartConfiguredPosition[], locale: CartLocale): Promise<Array<{ readonly name: string } | null>> {
    const answers = await this.customProducts.resolveAll(positions);
    return answers.map((a) => (a.ok ? { name: a.value.product.name[locale] } : null));
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
