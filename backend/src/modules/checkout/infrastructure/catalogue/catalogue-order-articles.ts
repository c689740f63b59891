import { Injectable } from '@nestjs/common';
import { ProductQueries } from '../../../catalogue';
import { CustomProducts } from '../../../configurators';
import type { ShipmentFacts } from '../../domain/checkout-options';
import type { CartPositionInput } from '../../domain/ports/checkout-pricing.port';
import { OrderCatalogue, type ConfiguredArticle, type OrderArticle } from '../../domain/ports/order-catalogue.port';
import { ShipmentFactsPort, type ShipmentPosition } from '../../domain/ports/shipment-facts.port';

/** The articles an order names, from the catalogue's read model (names in both languages) and the configurators. */
@Injectable()
export class CatalogueOrderArticles extends OrderCatalogue {
  constructor(
    private readonly products: ProductQueries,
    private readonly customProducts: CustomProducts,
  ) {
    super();
  }

  async articles(ids: readonly string[]): Promise<ReadonlyMap<string, OrderArticle>> {
    const [de, en] = await Promise.all([this.products.byIds(ids, 'de'), this.products.byIds(ids, 'en')]);
    const english = new Map(en.map((item) => [item.id, item.name]));
    return new Map(
      de.map((item) => [item.id, { id: item.id, name: { de: item.name, en: english.get(item.id) ?? item.name }, unitOfQuantity: item.unitOfQuantity, isOnlyOnRequest: item.isOnlyOnRequest, orderQuantity: item.orderQuantity }]),
    );
  }

  async configured(position: CartPositionInput & { customProductType: string }): Promise<ConfiguredArticle | null> {
    const resolved = await this.customProducts.resolve({ productId: position.productId, customProductType: position.customProductType, customConfiguration: position.customConfiguration });
    return resolved.ok ? { name: { ...resolved.value.product.name }, configuration: { ...resolved.value.product.configuration } } : null;
  }
}

/** Weight, stock and days: catalogue articles from the catalogue, configured products from their configurator. */
@Injectable()
export class CatalogueShipmentFacts extends ShipmentFactsPort {
  constructor(
    private readonly products: ProductQueries,
    private readonly customProducts: CustomProducts,
  ) {
    super();
  }

  async factsOf(positions: readonly ShipmentPosition[]): Promise<Map<ShipmentPosition, ShipmentFacts>> {
    const catalogue = await this.products.shipmentFacts(positions.filter((p) => !p.customProductType).map((p) => p.productId));
    const facts = new Map<ShipmentPosition, ShipmentFacts>();
    for (const p of positions) {
      if (!p.customProductType) {
        const f = catalogue.get(p.productId);
        if (f) facts.set(p, f);
        continue;
      }
      const resolved = await this.customProducts.resolve({ productId: p.productId, customProductType: p.customProductType, customConfiguration: p.customConfiguration });
      if (!resolved.ok) continue;
      const { weightKg, inStock, procurementDays } = resolved.value.product;
      facts.set(p, { weightKg: Number(weightKg) || 0, quantityInStock: inStock ? Number.MAX_SAFE_INTEGER : 0, procurementTimeDays: procurementDays });
    }
    return facts;
  }
}
