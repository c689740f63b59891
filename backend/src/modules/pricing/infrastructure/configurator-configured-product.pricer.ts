import { Injectable } from '@nestjs/common';
import { ok, type Result } from '@shop/domain';
import { CustomProducts } from '../../configurators';
import { ConfiguredProductPricer, type ConfiguredPosition, type PricedConfiguredProduct } from '../domain/ports/configured-product-pricer.port';

/** Configured products priced by their configurator (the configurators module's CustomProducts facade). */
@Injectable()
export class ConfiguratorConfiguredProductPricer extends ConfiguredProductPricer {
  constructor(private readonly customProducts: CustomProducts) {
    super();
  }

  async price(position: ConfiguredPosition, now: Date): Promise<Result<PricedConfiguredProduct, readonly string[]>> {
    const resolved = await this.customProducts.resolve(position, now);
    if (!resolved.ok) return resolved;
    const { id, type, product } = resolved.value;
    return ok({
      product: { id, typeId: `custom:${type}`, pricingGroup: null, priceCents: product.unitPriceCents, priceUnit: 1, listPriceCents: null },
      unitPrice: product.unitPriceCents,
      name: product.name,
      summary: product.summary,
      trainingCostCents: product.trainingCostCents ?? 0,
    });
  }
}
