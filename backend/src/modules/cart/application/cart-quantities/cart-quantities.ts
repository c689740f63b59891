import { Injectable } from '@nestjs/common';
import { validatePositionQuantity } from '@shop/domain';
import type { CartLine } from '@shop/domain/cart';
import { CartCatalogue } from '../../domain/ports/cart-catalogue.port';

/**
 * The quantity rule of every position a customer saves into the server cart (replace, merge at login): a
 * configured product in whole pieces (at least one), a catalogue article by its product's rule — the one rule
 * of @shop/domain `validatePositionQuantity`, the same the cart price, the order and the offer apply. An
 * article the catalogue does not know is left to the cart's own clean-up (its price is never answered).
 * Answers field → message id, keyed like the request body (`cart.positions.<i>.qty`, or as `fieldOf` names the i-th
 * position); empty when all is well.
 */
@Injectable()
export class CartQuantities {
  constructor(private readonly catalogue: CartCatalogue) {}

  async problems(positions: readonly CartLine[], fieldOf: (index: number) => string = (i) => `cart.positions.${i}.qty`): Promise<Record<string, string>> {
    const ids = [...new Set(positions.filter((p) => !p.customProductType).map((p) => p.productId))];
    const products = ids.length > 0 ? await this.catalogue.products(ids, 'de') : new Map();
    const fields: Record<string, string> = {};
    positions.forEach((p, i) => {
      const product = p.customProductType ? undefined : products.get(p.productId);
      if (!p.customProductType && !product) return;
      const problem = validatePositionQuantity(p.qty, p, product?.orderQuantity);
      if (problem) fields[fieldOf(i)] = problem;
    });
    return fields;
  }
}
