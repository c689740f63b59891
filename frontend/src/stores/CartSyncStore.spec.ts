import { applyCartChanges, type CartChange } from '@shop/domain/cart';
import { runInAction } from 'mobx';
import { fail, FakeApi, flush, ok } from '../test-support/fake-api';
import { MemoryCartStorage } from '../test-support/cart';
import { accountUser, productListItem, shopConfig } from '../test-support/mothers';
import { CartStore } from './CartStore';
import { CartSyncStore, type PageLeaveSource, type SyncMarkerStorage } from './CartSyncStore';
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

/** A page-leave source the test fires by hand (pagehide / visibilitychange in the browser). */
class PageLeave {
  private listeners: Array<() => void> = [];
  readonly source: PageLeaveSource = (onLeave) => {
    this.listeners.push(onLeave);
    return () => undefined;
  };
  leave(): void {
    for (const l of this.listeners) l();
  }
}

/**
 * A server that keeps one customer's cart and merges like mergeCartOnLogin (local quantities win, account rest
 * appended). `holdSaves`: PUTs wait until `answerSaves()` (a save on its way when the page is left; the server
 * takes it only when answered).
 */
function setup(options: { server?: WireCart; local?: WirePosition[]; marker?: string | null; clock?: number } = {}) {
  let server: WireCart = options.server ?? null;
  // Every save dates the server's cart anew (a PATCH names the cart it changes by this date).
  let saves = 0;
  const saveDate = () => new Date(Date.parse('2026-03-10T12:00:00.000Z') + ++saves * 1000).toISOString();
  let holding = false;
  const held: Array<() => void> = [];
  const keepalive: boolean[] = [];
  const api = new FakeApi()
    .onPost('/api/catalogue/products/by-ids', ({ body }) => ok({ items: (body?.ids ?? []).map((id) => productListItem(id)) }))
    .onPost('/api/int/add', () => ok({ accepted: true }))
    .onPost('/api/user/logout', () => ok({}) as never)
    .onGet('/api/sales/cart', () => ok({ cart: server }))
    .onPut('/api/sales/cart', ({ body, keepalive: kept }) => {
      keepalive.push(kept === true);
      const take = () => {
        server = body!.cart.positions.length ? { id: body!.cart.id, positions: body!.cart.positions, dateUpdated: saveDate() } : null;
        return ok({ cart: server });
      };
      if (!holding) return take();
      return new Promise((resolve) => held.push(() => resolve(take())));
    })
    .onPatch('/api/sales/cart', ({ body, keepalive: kept }) => {
      keepalive.push(kept === true);
      const take = () => {
        // Like the server: only changes to the very cart saved at `since` (another one: 409 cartChanged).
        if ((server?.dateUpdated ?? null) !== body!.since) return fail('cartChanged', 409);
        const positions = applyCartChanges(server?.positions ?? [], body!.changes as Array<CartChange<WirePosition>>);
        server = positions.length ? { id: server?.id ?? body!.cartId, positions, dateUpdated: saveDate() } : null;
        return ok({ dateUpdated: server?.dateUpdated ?? null, positions: positions.length });
      };
      if (!holding) return take();
      return new Promise((resolve) => held.push(() => resolve(take())));
    })
    .onPost('/api/sales/cart/merge', ({ body }) => {
      const local = body?.cart?.positions ?? [];
      const rest = (server?.positions ?? []).filter((p) => !local.some((l) => l.productId === p.productId));
      const positions = [...local, ...rest];
      server = positions.length ? { id: server?.id ?? body?.cart?.id ?? 'new', positions, dateUpdated: saveDate() } : null;
      return ok({ cart: server });
    });
  const clock = { now: options.clock ?? Date.parse('2026-03-10T10:00:00Z') };
  const storage = new MemoryCartStorage(options.local ? JSON.stringify({ id: 'local', dateUpdated: new Date(clock.now - 1000).toISOString(), positions: options.local }) : null);
  const markers = new MemoryMarker(options.marker ?? null);
  /** One page of the shop: its stores over the browser's storage (shared by every page of the test). */
  const openPage = () => {
    const config = new ConfigStore();
    const session = new SessionStore(api);
    const cart = new CartStore(api, config, session, new TrackingStore(api, config), storage, () => clock.now);
    const pageLeave = new PageLeave();
    const sync = new CartSyncStore(api, cart, session, config, markers, pageLeave.source);
    config.hydrate(shopConfig());
    return { cart, session, sync, pageLeave };
  };
  let page = openPage();
  const login = (id = 7) => runInAction(() => (page.session.user = accountUser({ id, firstname: 'Sabine' })));
  const logout = () => runInAction(() => (page.session.user = null));
  const serverCart = () => server;
  const lines = () => page.cart.positions.map((p) => `${p.productId}×${p.qty}`);
  return {
    api,
    markers,
    clock,
    storage,
    keepalive,
    get cart() {
      return page.cart;
    },
    get sync() {
      return page.sync;
    },
    get session() {
      return page.session;
    },
    /** The customer leaves the page (reload, link): pagehide fires, the page's timers die with it. */
    leavePage: () => page.pageLeave.leave(),
    /** A new page of the same browser, logged in as the same customer (a reload). */
    reload: (id = 7) => {
      page = openPage();
      login(id);
    },
    holdSaves: () => (holding = true),
    answerSaves: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    heldSaves: () => held.length,
    login,
    logout,
    serverCart,
    lines,
  };
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

  it('the cart is not loaded from the login until the account’s cart is the browser’s (cart views wait for it)', async () => {
    const s = setup({ server: { id: 'acc', positions: [{ productId: 'A-1', qty: '5' }], dateUpdated: '2026-03-09T00:00:00Z' } });
    expect(s.sync.syncing).toBe(false);
    s.login();
    // The browser's cart is empty on a new device: until the merge has answered, that is not the customer's cart.
    expect(s.sync.syncing).toBe(true);
    expect(s.cart.loaded).toBe(false);
    expect(s.lines()).toEqual([]);
    await flush();
    expect(s.sync.syncing).toBe(false);
    expect(s.cart.loaded).toBe(true);
    expect(s.lines()).toEqual(['A-1×5']);
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
    // One save, of what changed since the server's (empty) cart; not the whole cart.
    expect(s.api.callsTo('/api/sales/cart').map((c) => c.method)).toEqual(['PATCH']);
    s.cart.remove('A-1');
    s.cart.remove('B-2');
    await s.sync.flush();
    expect(s.serverCart()).toBeNull();
  });

  it('saves what changed since the cart the server confirmed; after another device saved, the whole cart', async () => {
    const s = setup({ server: { id: 'acc', positions: [{ productId: 'A-1', qty: '5' }, { productId: 'B-2', qty: '1' }], dateUpdated: '2026-03-09T00:00:00.000Z' } });
    s.login();
    await flush();
    s.cart.updateQuantity('A-1', '6');
    await s.sync.flush();
    const patch = s.api.callsTo('/api/sales/cart').find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ since: expect.any(String), cartId: 'acc', changes: [{ productId: 'A-1', qty: '6' }] });
    expect(s.serverCart()?.positions).toEqual([{ productId: 'A-1', qty: '6' }, { productId: 'B-2', qty: '1' }]);
    // Another device saves the cart: this browser's next change finds the server's cart changed and sends its whole cart.
    const other = s.serverCart()!;
    s.api.onGet('/api/sales/cart', () => ok({ cart: other }));
    (s.serverCart() as { dateUpdated: string }).dateUpdated = '2026-03-10T13:00:00.000Z';
    s.cart.remove('B-2');
    await s.sync.flush();
    const methods = s.api.callsTo('/api/sales/cart').map((c) => c.method);
    expect(methods.slice(-2)).toEqual(['PATCH', 'PUT']);
    expect(s.serverCart()?.positions).toEqual([{ productId: 'A-1', qty: '6' }]);
    // And the change after that is a small one again.
    s.cart.add('C-3', '1');
    await s.sync.flush();
    expect(s.api.callsTo('/api/sales/cart').map((c) => c.method).slice(-1)).toEqual(['PATCH']);
    expect(s.serverCart()?.positions).toEqual([{ productId: 'A-1', qty: '6' }, { productId: 'C-3', qty: '1' }]);
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

  describe('no change is lost when the page is left right after it (reload, link)', () => {
    /** Logged in, one position saved and confirmed: the browser and the server agree. */
    async function synced() {
      const s = setup({ server: { id: 'acc', positions: [{ productId: 'A-1', qty: '2' }], dateUpdated: '2026-03-09T00:00:00Z' } });
      s.login();
      await flush();
      expect(s.lines()).toEqual(['A-1×2']);
      expect(JSON.parse(s.markers.value!).unsaved).toBeUndefined();
      return s;
    }

    it('emptying the cart is saved at once, without waiting for the save delay', async () => {
      const s = await synced();
      s.cart.remove('A-1');
      await flush();
      expect(s.serverCart()).toBeNull();
      // The save was sent as keepalive: a reload right after does not cut it off.
      expect(s.keepalive.at(-1)).toBe(true);
    });

    it('a cart emptied and the page reloaded before the server answered stays empty (the server’s older copy is not taken)', async () => {
      const s = await synced();
      s.holdSaves();
      s.cart.remove('A-1');
      await flush();
      // The save is on its way; the marker already says the browser’s cart has an unconfirmed change.
      expect(s.heldSaves()).toBe(1);
      expect(JSON.parse(s.markers.value!)).toMatchObject({ userId: 7, unsaved: true });
      // The reload: the old page never sees the answer (and the server has not taken the save yet).
      s.reload();
      await flush();
      expect(s.cart.cart).toBeNull();
      expect(s.api.callsTo('/api/sales/cart').filter((c) => c.method === 'GET')).toHaveLength(0);
      s.answerSaves();
      await s.sync.flush();
      expect(s.serverCart()).toBeNull();
      expect(s.cart.cart).toBeNull();
      expect(JSON.parse(s.markers.value!).unsaved).toBeUndefined();
    });

    it('a quantity changed (and a position added) just before leaving the page is sent when the page is left, and the next page keeps it', async () => {
      const s = await synced();
      s.clock.now += 60_000;
      s.cart.updateQuantity('A-1', '5');
      s.cart.add('B-2', '1');
      // Within the save delay nothing has gone out yet.
      await flush();
      expect(s.serverCart()?.positions).toEqual([{ productId: 'A-1', qty: '2' }]);
      s.leavePage();
      await flush();
      expect(s.serverCart()?.positions).toEqual([
        { productId: 'A-1', qty: '5' },
        { productId: 'B-2', qty: '1' },
      ]);
      expect(s.keepalive.at(-1)).toBe(true);
      s.reload();
      await flush();
      expect(s.lines()).toEqual(['A-1×5', 'B-2×1']);
    });

    it('saves go out one at a time, so an older cart never reaches the server after a newer one', async () => {
      const s = setup({ server: { id: 'acc', positions: [{ productId: 'A-1', qty: '1' }, { productId: 'B-2', qty: '1' }], dateUpdated: '2026-03-09T00:00:00Z' } });
      s.login();
      await flush();
      s.holdSaves();
      s.cart.remove('A-1');
      await flush();
      expect(s.heldSaves()).toBe(1);
      s.cart.remove('B-2');
      await flush();
      // The second removal waits for the first save's answer.
      expect(s.heldSaves()).toBe(1);
      s.answerSaves();
      await s.sync.flush();
      expect(s.serverCart()).toBeNull();
      // Two small saves, each of one removal, the second sent after the first was answered (it names that cart).
      const saves = s.api.callsTo('/api/sales/cart').filter((c) => c.method === 'PATCH').map((c) => (c.body as { changes: Array<{ productId: string; remove?: true }> }).changes);
      expect(saves).toEqual([[{ productId: 'A-1', remove: true }], [{ productId: 'B-2', remove: true }]]);
    });

    it('a page left while a save is on its way sends the waiting change at once instead of queueing it behind an answer it will never get', async () => {
      const s = await synced();
      s.holdSaves();
      s.cart.add('B-2', '1');
      s.cart.remove('A-1');
      await flush();
      expect(s.heldSaves()).toBe(1);
      s.clock.now += 1000;
      s.cart.updateQuantity('B-2', '3');
      s.leavePage();
      await flush();
      // Sent at once beside the save in flight (the queued copy follows once that is answered).
      expect(s.heldSaves()).toBe(2);
      s.answerSaves();
      await s.sync.flush();
      expect(s.serverCart()?.positions).toEqual([{ productId: 'B-2', qty: '3' }]);
    });

    it('a logout first saves the change still waiting (the session ends with it)', async () => {
      const s = await synced();
      s.clock.now += 60_000;
      s.cart.updateQuantity('A-1', '9');
      await s.session.logout();
      const order = s.api.calls.filter((c) => c.path === '/api/sales/cart' || c.path === '/api/user/logout').map((c) => `${c.method} ${c.path}`);
      expect(order.slice(-2)).toEqual(['PATCH /api/sales/cart', 'POST /api/user/logout']);
      expect(s.serverCart()?.positions).toEqual([{ productId: 'A-1', qty: '9' }]);
      expect(s.cart.cart).toBeNull();
    });

    it('a page opened again without an unconfirmed change still takes the cart another device saved', async () => {
      const s = await synced();
      s.reload();
      await flush();
      expect(s.lines()).toEqual(['A-1×2']);
      // Another device changed the server cart meanwhile.
      s.answerSaves();
      const other = { id: 'acc', positions: [{ productId: 'C-3', qty: '4' }] };
      await s.api.put('/api/sales/cart', { body: { cart: other } });
      s.reload();
      await flush();
      expect(s.lines()).toEqual(['C-3×4']);
    });
  });

  it('a guest’s cart never reaches the server', async () => {
    const s = setup();
    s.cart.add('A-1', '1');
    await flush();
    await s.sync.flush();
    expect(s.api.calls.filter((c) => c.path.startsWith('/api/sales/cart'))).toEqual([]);
  });
});
