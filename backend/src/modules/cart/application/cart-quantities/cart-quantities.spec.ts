import type { OrderQuantityInfo } from '@shop/domain';
import { CartCatalogue, type CartCatalogueProduct } from '../../domain/ports/cart-catalogue.port';
import { CartQuantities } from './cart-quantities';

const pieces: OrderQuantityInfo = { min: 0, increment: 1, default: 1, showButtons: true, hasDecimalOrderQuantity: false };
const metres: OrderQuantityInfo = { min: 0.5, increment: 0.5, default: 1, showButtons: true, hasDecimalOrderQuantity: true };

class FakeCatalogue extends CartCatalogue {
  readonly asked: string[][] = [];
  private readonly known = new Map<string, CartCatalogueProduct>([
    ['KU-100', { id: 'KU-100', name: 'Kupplung', isOnlyOnRequest: false, orderQuantity: pieces }],
    ['SL-EPDM-006', { id: 'SL-EPDM-006', name: 'Schlauch', isOnlyOnRequest: false, orderQuantity: metres }],
  ]);

  async products(ids: readonly string[]) {
    this.asked.push([...ids]);
    return new Map([...this.known].filter(([id]) => ids.includes(id)));
  }

  async configured() {
    return [];
  }
}

describe('the quantities a customer saves into the server cart', () => {
  it('configured products are whole pieces, articles follow their product, unknown articles are left alone', async () => {
    const catalogue = new FakeCatalogue();
    const check = new CartQuantities(catalogue);
    const problems = await check.problems([
      { productId: 'KU-100', qty: '2' },
      { productId: 'KU-100', qty: '1.5' },
      { productId: 'SL-EPDM-006', qty: '2.5' },
      { productId: 'SL-EPDM-006', qty: '2.25' },
      { productId: 'RZ4K2M9Q', qty: '0.01', customProductType: 'automation' },
      { productId: 'SC123456', qty: '0.5', customProductType: 'hose' },
      { productId: 'SC123456', qty: '3', customProductType: 'hose' },
      { productId: 'GIBT-ES-NICHT', qty: '0.5' },
    ]);
    expect(problems).toEqual({
      'cart.positions.1.qty': 'invalidOrderQuantityInteger',
      'cart.positions.3.qty': 'invalidOrderQuantityIncrement',
      'cart.positions.4.qty': 'invalidOrderQuantityInteger',
      'cart.positions.5.qty': 'invalidOrderQuantityInteger',
    });
    // The catalogue is asked once, for the articles only (configured products are not catalogue articles).
    expect(catalogue.asked).toEqual([['KU-100', 'SL-EPDM-006', 'GIBT-ES-NICHT']]);
  });

  it('a cart of configured products alone needs no catalogue', async () => {
    const catalogue = new FakeCatalogue();
    expect(await new CartQuantities(catalogue).problems([{ productId: 'EC123456', qty: '4', customProductType: 'ejector' }])).toEqual({});
    expect(catalogue.asked).toEqual([]);
  });
});
