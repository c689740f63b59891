import { CartStore, parseStoredCart } from './CartStore';
import { ConfigStore } from './ConfigStore';
import { SessionStore } from './SessionStore';
import { TrackingStore } from './TrackingStore';
import { FakeApi, fail, flush, ok } from '../test-support/fake-api';
import { MemoryCartStorage } from '../test-support/cart';
import { productListItem, shopConfig } from '../test-support/mothers';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-10T10:00:00Z');

function storedCart(positions: Array<{ productId: string; qty: string; customProductType?: string }>, dateUpdated = new Date(START).toISOString()): string {
  return JSON.stringify({ id: 'cart-1', dateUpdated, positions });
}

function setup(options: { stored?: string | null; catalogue?: string[]; cartTTL?: number; byIdsFails?: boolean } = {}) {
  const catalogue = new Set(options.catalogue ?? ['A-1', 'B-2', 'C-3']);
  const api = new FakeApi()
    .onPost('/api/catalogue/products/by-ids', ({ body }) =>
      options.byIdsFails ? fail('INTERNAL_ERROR', 500) : ok({ items: (body?.ids ?? []).filter((id) => catalogue.has(id)).map((id) => productListItem(id)) }),
    )
    .onPost('/api/int/add', () => ok({ accepted: true }));
  const clock = { now: START };
  const storage = new MemoryCartStorage(options.stored ?? null);
  const config = new ConfigStore();
  const session = new SessionStore(api);
  const tracking = new TrackingStore(api, config);
  const cart = new CartStore(api, config, session, tracking, storage, () => clock.now);
  // The init call brings the configuration (and sales.cartTTL): the stored cart is read then.
  const base = shopConfig();
  config.hydrate({ ...base, sales: { ...base.sales, cartTTL: options.cartTTL ?? 30 } });
  const stored = () => parseStoredCart(storage.value);
  const tracked = () => api.callsTo('/api/int/add').map((c) => c.body);
  return { api, cart, clock, storage, stored, tracked };
}

describe('CartStore', () => {
  it('merges a product added twice into one position and appends other products', () => {
    const { cart, stored } = setup();
    cart.add('A-1', '2');
    cart.add('B-2', '1');
    cart.add('A-1', '3');
    expect(cart.positions.map((p) => [p.productId, p.qty])).toEqual([
      ['A-1', '5'],
      ['B-2', '1'],
    ]);
    expect(cart.positionCount).toBe(2);
    expect(stored()?.positions).toHaveLength(2);
  });

  it('creates the cart id on the first add and keeps it', () => {
    const { cart } = setup();
    expect(cart.cart).toBeNull();
    cart.add('A-1', '1');
    const id = cart.cart?.id;
    expect(id).toBeTruthy();
    cart.add('B-2', '1');
    expect(cart.cart?.id).toBe(id);
  });

  it('deleting a product removes all of its positions', () => {
    const { cart } = setup();
    cart.add('A-1', '1');
    cart.add('A-1', '1', { customProductType: 'hose' });
    cart.add('B-2', '1');
    cart.remove('A-1');
    expect(cart.positions.map((p) => p.productId)).toEqual(['B-2']);
  });

  it('updating sets the quantity', () => {
    const { cart } = setup();
    cart.add('A-1', '2');
    cart.updateQuantity('A-1', '7');
    expect(cart.positions[0].qty).toBe('7');
  });

  it('marks a position invalid while its quantity is empty, and valid again once filled', () => {
    const { cart, stored } = setup();
    cart.add('A-1', '2');
    cart.add('B-2', '1');
    cart.updateQuantity('A-1', '');
    expect(cart.hasEmptyQuantity).toBe(true);
    expect(cart.positions[0]).toMatchObject({ qty: '2', invalid: true });
    // A reload keeps the state of the field.
    expect(stored()?.positions[0]).toMatchObject({ invalid: true });
    cart.updateQuantity('A-1', '4');
    expect(cart.hasEmptyQuantity).toBe(false);
    expect(cart.positions[0].qty).toBe('4');
  });

  it('adding to a position whose field is empty fills it again', () => {
    const { cart } = setup();
    cart.add('A-1', '2');
    cart.updateQuantity('A-1', '');
    cart.add('A-1', '1');
    expect(cart.hasEmptyQuantity).toBe(false);
    expect(cart.positions[0].qty).toBe('3');
  });

  it('is dropped when its last position is deleted', () => {
    const { cart, storage } = setup();
    cart.add('A-1', '1');
    cart.remove('A-1');
    expect(cart.cart).toBeNull();
    expect(storage.value).toBeNull();
  });

  it('comes back after a reload while younger than sales.cartTTL days', async () => {
    const { cart } = setup({ stored: storedCart([{ productId: 'A-1', qty: '3' }], new Date(START - 29 * DAY).toISOString()) });
    await flush();
    expect(cart.positions.map((p) => [p.productId, p.qty])).toEqual([['A-1', '3']]);
  });

  it('expires after sales.cartTTL days and is dropped from storage', () => {
    const { cart, storage } = setup({ stored: storedCart([{ productId: 'A-1', qty: '3' }], new Date(START - 31 * DAY).toISOString()) });
    expect(cart.cart).toBeNull();
    expect(storage.value).toBeNull();
  });

  it('drops an empty stored cart', () => {
    const { cart, storage } = setup({ stored: storedCart([]) });
    expect(cart.cart).toBeNull();
    expect(storage.value).toBeNull();
  });

  it('starts a new cart when the kept one expired while the page was open', () => {
    const { cart, clock } = setup();
    cart.add('A-1', '1');
    const id = cart.cart?.id;
    clock.now += 31 * DAY;
    cart.add('B-2', '1');
    expect(cart.cart?.id).not.toBe(id);
    expect(cart.positions.map((p) => p.productId)).toEqual(['B-2']);
  });

  it('removes positions whose products no longer exist when the stored cart is read', async () => {
    const { cart, stored } = setup({
      stored: storedCart([
        { productId: 'A-1', qty: '1' },
        { productId: 'DISCONTINUED', qty: '2' },
        { productId: 'SC123456', qty: '1', customProductType: 'hose' },
      ]),
    });
    await flush();
    expect(cart.positions.map((p) => p.productId)).toEqual(['A-1', 'SC123456']);
    expect(stored()?.positions.map((p) => p.productId)).toEqual(['A-1', 'SC123456']);
    // The cart view tells the buyer what went.
    expect(cart.removedProductIds).toEqual(['DISCONTINUED']);
    cart.dismissRemovedNotice();
    expect(cart.removedProductIds).toEqual([]);
  });

  it('removes the products the cart price answer does not know, and notes them once', () => {
    const { cart } = setup();
    cart.add('A-1', '1');
    cart.add('B-2', '1');
    cart.add('B-2', '1', { customProductType: 'hose' });
    cart.removeUnknownProducts(['B-2', 'NOT-IN-CART']);
    expect(cart.positions.map((p) => p.productId)).toEqual(['A-1']);
    expect(cart.removedProductIds).toEqual(['B-2']);
    cart.removeUnknownProducts(['B-2']);
    expect(cart.removedProductIds).toEqual(['B-2']);
  });

  it('is loaded once the stored cart has been read; a held cart (server, hydration) is not', () => {
    const api = new FakeApi();
    const config = new ConfigStore();
    const cart = new CartStore(api, config, new SessionStore(api), new TrackingStore(api, config), new MemoryCartStorage(storedCart([{ productId: 'A-1', qty: '1' }])), () => START);
    cart.hold();
    config.hydrate(shopConfig());
    expect(cart.loaded).toBe(false);
    expect(cart.positions).toEqual([]);
    cart.release();
    expect(cart.loaded).toBe(true);
    expect(cart.positionCount).toBe(1);
  });

  it('marks a position invalid for a refused quantity and keeps its last quantity', () => {
    const { cart } = setup();
    cart.add('A-1', '2');
    cart.markInvalid('A-1');
    expect(cart.positions[0]).toMatchObject({ qty: '2', invalid: true });
    expect(cart.hasEmptyQuantity).toBe(true);
  });

  it('keeps every position when the catalogue cannot be asked', async () => {
    const { cart } = setup({ byIdsFails: true, stored: storedCart([{ productId: 'DISCONTINUED', qty: '2' }]) });
    await flush();
    expect(cart.positions.map((p) => p.productId)).toEqual(['DISCONTINUED']);
  });

  it('drops the whole cart when none of its products exist any more', async () => {
    const { cart, storage } = setup({ catalogue: [], stored: storedCart([{ productId: 'GONE', qty: '2' }]) });
    await flush();
    expect(cart.cart).toBeNull();
    expect(storage.value).toBeNull();
  });

  it('sends a cart interaction (ctin) for add, update and delete', () => {
    const { cart, tracked } = setup();
    cart.add('A-1', '2');
    cart.updateQuantity('A-1', '3');
    cart.remove('A-1');
    expect(tracked().map((body) => (body as { param1: string; param4: string }).param4)).toEqual(['add', 'update', 'delete']);
    const first = new URLSearchParams((tracked()[0] as { param3: string }).param3);
    expect(Object.fromEntries(first)).toMatchObject({ interaction: 'add', product: 'A-1', qty: '2' });
  });
});
