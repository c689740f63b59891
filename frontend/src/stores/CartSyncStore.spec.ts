import { runInAction } from 'mobx';
import { FakeApi, flush, ok } from '../test-support/fake-api';
import { MemoryCartStorage } from '../test-support/cart';
import { accountUser, productListItem, shopConfig } from '../test-support/mothers';
import { CartStore } from './CartStore';
import { CartSyncStore, type SyncMarkerStorage } from './CartSyncStore';
import { ConfigStore } from './ConfigStore';
import { SessionStore } from './SessionStore';
import { TrackingStore } from './TrackingStore';

class MemoryMarker implements SyncMarkerStorage {
  constructor(public value: string | null = null) {}
  read() {
    return this.value;
  }
  write(value: string | null) {
    this.value = value;
  }
}

type WirePosition = { productId: string; qty: string };
type WireCart = { id: string; positions: WirePosition[]; dateUpdated: string } | null;

/** A server that keeps one customer's cart and merges like mergeCartOnLogin (local quantities win, account rest appended). */
function setup(options: { server?: WireCart; local?: WirePosition[]; marker?: string | null; clock?: number } = {}) {
  let server: WireCart = options.server ?? null;
  const api = new FakeApi()
    .onPost('/api/catalogue/products/by-ids', ({ body }) => ok({ items: (body?.ids ?? []).map((id) => productListItem(id)) }))
    .onPost('/api/int/add', () => ok({ accepted: true }))
    .onGet('/api/sales/cart', () => ok({ cart: server }))
    .onPut('/api/sales/cart', ({ body }) => {
      server = body!.cart.positions.length ? { id: body!.cart.id, positions: body!.cart.positions, dateUpdated: '2026-03-10T12:00:00.000Z' } : null;
      return ok({ cart: server });
    })
    .onPost('/api/sales/cart/merge', ({ body }) => {
      const local = body?.cart?.positions ?? [];
      const rest = (server?.positions ?? []).filter((p) => !local.some((l) => l.productId === p.productId));
      const positions = [...local, ...rest];
      server = positions.length ? { id: server?.id ?? body?.cart?.id ?? 'new', positions, dateUpdated: '2026-03-10T12:00:00.000Z' } : null;
      return ok({ cart: server });
    });
  const clock = { now: options.clock ?? Date.parse('2026-03-10T10:00:00Z') };
  const storage = new MemoryCartStorage(options.local ? JSON.stringify({ id: 'local', dateUpdated: new Date(clock.now - 1000).toISOString(), positions: options.local }) : null);
  const config = new ConfigStore();
  const session = new SessionStore(api);
  const cart = new CartStore(api, config, session, new TrackingStore(api, config), storage, () => clock.now);
  const markers = new MemoryMarker(options.marker ?? null);
  const sync = new CartSyncStore(api, cart, session, config, markers);
  config.hydrate(shopConfig());
  const login = (id = 7) => runInAction(() => (session.user = accountUser({ id, firstname: 'Sabine' })));
  const logout = () => runInAction(() => (session.user = null));
  const serverCart = () => server;
  const lines = () => cart.positions.map((p) => `${p.productId}×${p.qty}`);
  return { api, cart, sync, markers, clock, login, logout, serverCart, lines };
}

describe('CartSyncStore: the customer’s cart on the server', () => {
  it('at login merges the browser’s cart into the account’s: local quantities win, the account’s other positions follow', async () => {
    const s = setup({ server: { id: 'acc', positions: [{ productId: 'A-1', qty: '5' }, { productId: 'B-2', qty: '1' }], dateUpdated: '2026-03-09T00:00:00Z' }, local: [{ productId: 'A-1', qty: '2' }, { productId: 'C-3', qty: '1' }] });
    s.login();
    await flush();
    expect(s.lines()).toEqual(['A-1×2', 'C-3×1', 'B-2×1']);
    expect(s.cart.cart?.id).toBe('acc');
    expect(JSON.parse(s.markers.value!)).toMatchObject({ userId: 7 });
  });

  it('a position added while the login merge is on the way is kept and reaches the server with the account’s positions', async () => {
    const s = setup({ server: { id: 'acc', positions: [{ productId: 'B-2', qty: '1' }], dateUpdated: '2026-03-09T00:00:00Z' } });
    s.login();
    s.cart.add('D-4', '2');
    await flush();
    await flush();
    expect(s.lines()).toEqual(['D-4×2', 'B-2×1']);
    expect(s.serverCart()?.positions).toEqual([
      { productId: 'D-4', qty: '2' },
      { productId: 'B-2', qty: '1' },
    ]);
    await s.sync.flush();
    expect(s.serverCart()?.positions).toHaveLength(2);
  });

  it('saves every change while logged in (debounced), and the empty cart too', async () => {
    const s = setup();
    s.login();
    await flush();
    s.cart.add('A-1', '3');
    s.cart.add('B-2', '1');
    await s.sync.flush();
    expect(s.serverCart()?.positions).toEqual([
      { productId: 'A-1', qty: '3' },
      { productId: 'B-2', qty: '1' },
    ]);
    expect(s.api.callsTo('/api/sales/cart').filter((c) => c.method === 'PUT')).toHaveLength(1);
    s.cart.remove('A-1');
    s.cart.remove('B-2');
    await s.sync.flush();
    expect(s.serverCart()).toBeNull();
  });

  it('a page opened again by the same customer takes the cart another device saved', async () => {
    const marker = JSON.stringify({ userId: 7, syncedAt: '2026-03-10T09:59:59.000Z' });
    const s = setup({ marker, local: [{ productId: 'A-1', qty: '1' }], server: { id: 'acc', positions: [{ productId: 'B-2', qty: '4' }], dateUpdated: '2026-03-10T11:00:00Z' } });
    s.login();
    await flush();
    expect(s.lines()).toEqual(['B-2×4']);
    expect(s.api.callsTo('/api/sales/cart/merge')).toHaveLength(0);
  });

  it('a browser cart changed since the last synchronisation is saved instead', async () => {
    const marker = JSON.stringify({ userId: 7, syncedAt: '2026-03-10T09:00:00.000Z' });
    const s = setup({ marker, local: [{ productId: 'A-1', qty: '1' }], server: { id: 'acc', positions: [{ productId: 'B-2', qty: '4' }], dateUpdated: '2026-03-10T08:00:00Z' } });
    s.login();
    await flush();
    expect(s.lines()).toEqual(['A-1×1']);
    expect(s.serverCart()?.positions).toEqual([{ productId: 'A-1', qty: '1' }]);
  });

  it('logout empties the browser’s cart; the server keeps it for the next login', async () => {
    const s = setup();
    s.login();
    await flush();
    s.cart.add('A-1', '2');
    await s.sync.flush();
    s.logout();
    expect(s.cart.cart).toBeNull();
    expect(s.markers.value).toBeNull();
    await flush();
    expect(s.serverCart()?.positions).toEqual([{ productId: 'A-1', qty: '2' }]);
    s.login();
    await flush();
    expect(s.lines()).toEqual(['A-1×2']);
  });

  it('a guest’s cart never reaches the server', async () => {
    const s = setup();
    s.cart.add('A-1', '1');
    await flush();
    await s.sync.flush();
    expect(s.api.calls.filter((c) => c.path.startsWith('/api/sales/cart'))).toEqual([]);
  });
});
