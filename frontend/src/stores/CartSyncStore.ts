import { reaction, runInAction } from 'mobx';
import type { ShopApi } from '../api/client';
import { localStorageItem, type StoredItem } from '../lib/local-storage';
import type { Cart, CartStore } from './CartStore';
import type { ConfigStore } from './ConfigStore';
import type { SessionStore } from './SessionStore';

/** Where the browser notes which customer its cart copy was last synchronised with, and when. */
export type SyncMarkerStorage = StoredItem;

export const CART_SYNC_KEY = 'shop:cart-sync';

const browserMarkerStorage: SyncMarkerStorage = localStorageItem(CART_SYNC_KEY);

interface Marker {
  userId: number;
  /** dateUpdated of the browser's cart when it last matched the server's (browser clock). */
  syncedAt: string;
}

function readMarker(storage: SyncMarkerStorage): Marker | null {
  try {
    const raw = JSON.parse(storage.read() ?? 'null') as Partial<Marker> | null;
    return raw && typeof raw.userId === 'number' && typeof raw.syncedAt === 'string' ? { userId: raw.userId, syncedAt: raw.syncedAt } : null;
  } catch {
    return null;
  }
}

const SAVE_DELAY_MS = 400;
const MAX_START_ATTEMPTS = 3;

/**
 * The logged-in customer's cart follows them to another device (beyond the spec; rules in ADR 0012):
 * - a login (or a page opened with a session whose cart this browser has not synchronised yet) merges the
 *   browser's cart into the customer's server cart (`POST /api/sales/cart/merge`: the browser's quantities
 *   win, the account's other positions are appended) and takes the answer;
 * - a page opened again by the same customer takes the server's cart (another device may have changed it),
 *   unless the browser's cart changed after the last synchronisation (then the browser's is saved);
 * - every change while logged in is saved (`PUT /api/sales/cart`, debounced);
 * - a logout empties the browser's cart (the customer's stays on the server for the next login), so the next
 *   person at a shared computer does not see it.
 */
export class CartSyncStore {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private applying = false;
  private starting = false;
  private userId: number | null = null;

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
    private readonly session: SessionStore,
    config: ConfigStore,
    private readonly markers: SyncMarkerStorage = browserMarkerStorage,
  ) {
    reaction(
      () => ({ userId: this.session.user?.id ?? null, ready: config.config !== null && !this.cart.held }),
      ({ userId, ready }) => {
        if (!ready) return;
        const previous = this.userId;
        this.userId = userId;
        if (userId === previous) return;
        if (userId === null) {
          this.loggedOut();
          return;
        }
        void this.start(userId);
      },
      { fireImmediately: true },
    );
    reaction(
      () => this.cart.cart,
      (cart) => {
        if (!this.applying && !this.starting && this.userId !== null) this.scheduleSave(cart);
      },
    );
  }

  /** Waits for a pending save (tests, before a page is left). */
  async flush(): Promise<void> {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    await this.save(this.userId, this.cart.cart);
  }

  /**
   * The first synchronisation after a login or page load. A change the buyer makes while its request is on
   * the way (an "add to cart" right after the page opened) is not overwritten by the answer: the newer
   * browser cart is merged (or saved) again, so nothing the buyer did is lost.
   */
  private async start(userId: number): Promise<void> {
    this.starting = true;
    try {
      for (let attempt = 0; attempt < MAX_START_ATTEMPTS; attempt++) {
        if (this.userId !== userId) return;
        const marker = readMarker(this.markers);
        const local = this.cart.cart;
        if (marker && marker.userId === userId) {
          if (local && local.dateUpdated > marker.syncedAt) {
            await this.save(userId, local);
            if (this.cart.cart === local) return;
            continue;
          }
          const answer = await this.api.get('/api/sales/cart');
          if (!answer.ok || this.userId !== userId) return;
          if (this.cart.cart !== local) continue;
          this.adopt(userId, answer.data.cart);
          return;
        }
        const merged = await this.api.post('/api/sales/cart/merge', { body: { cart: local ? toWire(local) : null } });
        if (!merged.ok || this.userId !== userId) return;
        if (this.cart.cart !== local) continue;
        this.adopt(userId, merged.data.cart);
        return;
      }
      // The cart kept changing: the browser's state wins and is saved like any change.
      await this.save(userId, this.cart.cart);
    } finally {
      this.starting = false;
    }
  }

  private adopt(userId: number, cart: { id: string; positions: Cart['positions'] } | null): void {
    this.applying = true;
    try {
      runInAction(() => this.cart.adopt(cart));
    } finally {
      this.applying = false;
    }
    this.mark(userId);
  }

  private mark(userId: number): void {
    this.markers.write(JSON.stringify({ userId, syncedAt: this.cart.cart?.dateUpdated ?? new Date(0).toISOString() } satisfies Marker));
  }

  private scheduleSave(cart: Cart | null): void {
    if (this.timer !== null) clearTimeout(this.timer);
    const userId = this.userId;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save(userId, cart);
    }, SAVE_DELAY_MS);
  }

  private async save(userId: number | null, cart: Cart | null): Promise<void> {
    if (userId === null || this.userId !== userId) return;
    const positions = (cart?.positions ?? []).filter((p) => !p.invalid);
    const answer = await this.api.put('/api/sales/cart', { body: { cart: { id: cart?.id ?? 'empty', positions: positions.map(toWirePosition) } } });
    if (answer.ok && this.userId === userId && this.cart.cart === cart) this.mark(userId);
  }

  private loggedOut(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.markers.write(null);
    this.applying = true;
    try {
      this.cart.clear();
    } finally {
      this.applying = false;
    }
  }
}

function toWirePosition(p: Cart['positions'][number]) {
  return {
    productId: p.productId,
    qty: p.qty,
    ...(p.customProductType ? { customProductType: p.customProductType as 'hose' | 'ejector' | 'automation' } : {}),
    ...(p.customConfiguration !== undefined && p.customConfiguration !== null ? { customConfiguration: p.customConfiguration as Record<string, string | number | boolean | null> } : {}),
  };
}

function toWire(cart: Cart) {
  return { id: cart.id, positions: cart.positions.filter((p) => !p.invalid).map(toWirePosition) };
}
