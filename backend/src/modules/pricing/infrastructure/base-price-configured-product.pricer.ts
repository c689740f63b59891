import { Injectable } from '@nestjs/common';
import type { Cents, PriceableProduct } from '@shop/domain';
import { ConfiguredProductPricer } from '../domain/ports/configured-product-pricer.port';

/**
 * Until the configurators price their own products (hose assembly costs, ejector machining, automation
 * services), a configured position costs its base article's catalogue price. The configurators module
 * replaces this adapter with one that re-validates and re-prices the configuration.
 */
@Injectable()
export class BasePriceConfiguredProductPricer extends ConfiguredProductPricer {
  async unitPrice(base: PriceableProduct): Promise<Cents | null> {
    return base.priceCents;
  }
}
