import { FakeApi, fail, ok } from '../test-support/fake-api';
import { memoryCart } from '../test-support/cart';
import { CartFileStore } from './CartFileStore';

function file(name: string): File {
  return new File([new Uint8Array([0x50, 0x4b, 3, 4])], name);
}

function setup(answer: Parameters<FakeApi['onPost']>[1]) {
  const api = new FakeApi().onPost('/api/sales/cart/products/import', answer).onPost('/api/int/add', () => ok({ accepted: true }));
  const cart = memoryCart(api);
  const downloads: string[] = [];
  const store = new CartFileStore(api, cart, (_blob, name) => downloads.push(name));
  return { api, cart, store, downloads };
}

describe('CartFileStore', () => {
  it('merges the imported positions into the cart and says how many', async () => {
    const { cart, store } = setup(() =>
      ok({ positions: [{ productId: 'A-1', qty: '2' }, { productId: 'B-2', qty: '1.5' }], imported: 2, skipped: [{ row: 4, column: 'articleId', articleId: 'X', messageId: 'productIdUnknown' }], processed: 3 }),
    );
    cart.add('A-1', '1');
    await store.importFile(file('Cart.xlsx'));
    expect(cart.positions.map((p) => [p.productId, p.qty])).toEqual([
      ['A-1', '3'],
      ['B-2', '1.5'],
    ]);
    expect(store.message).toEqual({ kind: 'success', id: 'cartImportSuccessMsg', count: 2 });
    expect(store.skipped).toHaveLength(1);
  });

  it('nothing imported: cartImportFailedMsg, the cart unchanged', async () => {
    const { cart, store } = setup(() => ok({ positions: [], imported: 0, skipped: [], processed: 2 }));
    await store.importFile(file('Cart.xlsx'));
    expect(store.message).toEqual({ kind: 'error', id: 'cartImportFailedMsg' });
    expect(cart.cart).toBeNull();
  });

  it('checks the file name before uploading (mustEnterValidFilename)', async () => {
    const { api, store } = setup(() => ok({ positions: [], imported: 0, skipped: [], processed: 0 }));
    await store.importFile(file('cart.csv'));
    expect(store.message).toEqual({ kind: 'error', id: 'mustEnterValidFilename' });
    await store.importFile(null);
    expect(store.message).toEqual({ kind: 'error', id: 'mustEnterValidFilename' });
    expect(api.callsTo('/api/sales/cart/products/import')).toHaveLength(0);
  });

  it('shows the server’s message id for a refused file and changes nothing', async () => {
    const { cart, store } = setup(() => fail('cartImportMalformedMsg', 400));
    await store.importFile(file('Cart.xlsx'));
    expect(store.message).toEqual({ kind: 'error', id: 'cartImportMalformedMsg' });
    expect(cart.cart).toBeNull();
  });
});
