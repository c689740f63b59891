import type { Order } from '../api/identity-contracts';
import { answerByIds, memoryCart } from '../test-support/cart';
import { FakeApi, fail, ok } from '../test-support/fake-api';
import { productListItem } from '../test-support/mothers';
import { REORDER_DISABLED_MS, ReorderStore } from './ReorderStore';

function order(positions: Array<{ id: string; qty: string }>): Order {
  return { id: 7, positions: positions.map((p) => ({ product: { id: p.id, name: { de: p.id, en: p.id }, price: 100, priceUnit: 1 }, customProductType: null, customConfiguration: null, qty: p.qty, discount: '0', price: 100 })) } as unknown as Order;
}

function setup(byIdsFails = false) {
  const api = new FakeApi().onPost('/api/int/add', () => ok({ accepted: true }));
  const products = [productListItem('A-1'), productListItem('B-2', { isOnlyOnRequest: true })];
  if (byIdsFails) api.onPost('/api/catalogue/products/by-ids', () => fail('INTERNAL_ERROR', 500));
  else answerByIds(api, products);
  const cart = memoryCart(api);
  return { cart, store: new ReorderStore(api, cart) };
}

describe('ReorderStore', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('puts the available positions into the cart and names the skipped ones', async () => {
    const { cart, store } = setup();
    await store.reorder(order([{ id: 'A-1', qty: '3' }, { id: 'B-2', qty: '1' }, { id: 'GONE', qty: '1' }]), 'de');
    expect(cart.positions.map((p) => [p.productId, p.qty])).toEqual([['A-1', '3']]);
    expect(store.message).toEqual({ kind: 'success', id: 'reorderItemsAdded', count: 1, skipped: ['B-2', 'GONE'] });
  });

  it('is disabled for 2 s after a click; a second click meanwhile does nothing', async () => {
    const { cart, store } = setup();
    await store.reorder(order([{ id: 'A-1', qty: '1' }]), 'de');
    expect(store.disabled).toBe(true);
    await store.reorder(order([{ id: 'A-1', qty: '1' }]), 'de');
    expect(cart.positions[0].qty).toBe('1');
    jest.advanceTimersByTime(REORDER_DISABLED_MS);
    expect(store.disabled).toBe(false);
  });

  it('nothing available: reorderNothingAdded; a failed check: errorHasOccurred, the cart unchanged', async () => {
    const none = setup();
    await none.store.reorder(order([{ id: 'GONE', qty: '1' }]), 'de');
    expect(none.store.message).toMatchObject({ kind: 'error', id: 'reorderNothingAdded', skipped: ['GONE'] });
    const failing = setup(true);
    await failing.store.reorder(order([{ id: 'A-1', qty: '1' }]), 'de');
    expect(failing.store.message).toMatchObject({ kind: 'error', id: 'errorHasOccurred' });
    expect(failing.cart.cart).toBeNull();
  });
});
