import { applyCartChanges, cartChanges, type CartChange } from '@shop/domain/cart';
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
  /**
   * The browser's cart changed after the last synchronisation and the server has not confirmed the change
   * yet. Written at once with every change, so a page opened right after (a reload within the save delay, a
   * save cut off by leaving the page) saves the browser's cart instead of taking the server's older copy —
   * also when the change emptied the cart, which leaves no dated cart to compare.
   */
  unsaved?: true;
}

function readMarker(storage: SyncMarkerStorage): Marker | null {
  try {
    const raw = JSON.parse(storage.read() ?? 'null') as Partial<Marker> | null;
    if (!raw || typeof raw.userId !== 'number' || typeof raw.syncedAt !== 'string') return null;
    return { userId: raw.userId, syncedAt: raw.syncedAt, ...(raw.unsaved === true ? { unsaved: true as const } : {}) };
  } catch {
    return null;
  }
}

/** Quantity typing and additions are gathered this long into one save; removals are saved at once. */
const SAVE_DELAY_MS = 400;
const MAX_START_ATTEMPTS = 3;
/** A logout waits at most this long for the cart's last save. */
const LOGOUT_SAVE_WAIT_MS = 3000;
/** Browsers refuse a keepalive request whose body (with the others in flight) exceeds 64 KiB. */
const KEEPALIVE_MAX_BODY = 60_000;

/** Calls back when the page is being left or hidden (reload, navigation, tab switch, closing); returns the disposer. */
export type PageLeaveSource = (onLeave: () => void) => () => void;

export const browserPageLeave: PageLeaveSource = (onLeave) => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const onHidden = () => {
    if (document.visibilityState === 'hidden') onLeave();
  };
  window.addEventListener('pagehide', onLeave);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', onLeave);
    document.removeEventListener('visibilitychange', onHidden);
  };
};

/**
 * The logged-in customer's cart follows them to another device (beyond the spec; rules in ADR 0012):
 * - a login (or a page opened with a session whose cart this browser has not synchronised yet) merges the
 *   browser's cart into the customer's server cart (`POST /api/sales/cart/merge`: the browser's quantities
 *   win, the account's other positions are appended) and takes the answer;
 * - a page opened again by the same customer takes the server's cart (another device may have changed it),
 *   unless the browser's cart changed after the last synchronisation (then the browser's is saved);
 * - every change while logged in is saved: removals and emptying at once, quantity typing and additions gathered
 *   for a moment; one save at a time, so an older cart never arrives after a newer one; a save still waiting goes
 *   out when the page is left or hidden, and saves are sent with `keepalive`, so a reload or navigation does not
 *   cut them off;
 * - a save sends what changed since the cart the server last confirmed (`PATCH /api/sales/cart`, naming that cart
 *   by its `dateUpdated`); where that cart is not known, or the server's is another one by now (409
 *   `cartChanged`: another device saved), the whole cart (`PUT /api/sales/cart`);
 * - until the server has confirmed a change the marker says so: a page opened meanwhile (a reload right after
 *   emptying the cart) saves the browser's cart instead of taking the server's older copy;
 * - a logout first saves a change still waiting (the session ends with the logout);
 * - a logout empties the browser's cart (the customer's stays on the server for the next login), so the next
 *   person at a shared computer does not see it.
 */
export class CartSyncStore {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private applying = false;
  private starting = false;
  private userId: number | null = null;
  /** The last save in the queue (saves run one after the other). */
  private saving: Promise<void> = Promise.resolve();
  private savesInFlight = 0;
  /** The customer's server cart as the server last confirmed it (what a PATCH names by its date); null: not known. */
  private confirmed: { userId: number; dateUpdated: string | null; positions: WirePosition[] } | null = null;
  /** True while the first synchronisation with the logged-in customer's cart runs (the cart is not `loaded` meanwhile). */
  get syncing(): boolean {
    return this.cart.awaitingAccount;
  }

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
    private readonly session: SessionStore,
    config: ConfigStore,
    private readonly markers: SyncMarkerStorage = browserMarkerStorage,
    pageLeave: PageLeaveSource = browserPageLeave,
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
      (cart, previous) => {
        if (this.applying || this.userId === null) return;
        this.markUnsaved(this.userId, cart);
        if (this.starting) return;
        // Fewer positions (a removal, the emptied cart): saved at once, a reload right after must not bring them back.
        const removed = (cart?.positions.length ?? 0) < (previous?.positions.length ?? 0);
        this.scheduleSave(removed ? 0 : SAVE_DELAY_MS);
      },
    );
    pageLeave(() => this.leaving());
    // A logout waits for the cart's last save, but not for long (a save stuck on a bad line must not keep the
    // buyer logged in); the unsaved marker is dropped with the logout either way.
    this.session.beforeLogout = () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOGOUT_SAVE_WAIT_MS)));
      return Promise.race([this.flush(), waited]).finally(() => clearTimeout(timer));
    };
  }

  /**
   * A cart the server changed on the customer's behalf (a requisition list put into it, docs/requisition-lists.md):
   * taken as the browser's cart and marked as synchronised. Callers {@link flush} first, so no change of the
   * browser's is lost.
   */
  adoptServerCart(cart: { id: string; positions: Cart['positions'] }): void {
    if (this.userId === null) return;
    // Its date is not known here: the next save sends the whole cart.
    this.confirmed = null;
    this.adopt(this.userId, cart);
  }

  /** Sends a save that is still waiting and waits for the saves in flight (tests, before a logout). */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
      void this.save(this.userId);
    }
    await this.saving;
  }

  /**
   * The page is being left or hidden: a save still waiting goes out now (as keepalive, it outlives the page).
   * Behind a save in flight the queue would wait for its answer, which a page being unloaded never gets: then
   * the cart is also sent at once, and queued as well for a page that stays (only the queued save, answered
   * after the one in flight, may mark the cart as saved).
   */
  private leaving(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    if (this.savesInFlight > 0) void this.put(this.userId, false);
    void this.save(this.userId);
  }

  /**
   * The first synchronisation after a login or page load. A change the buyer makes while its request is on
   * the way (an "add to cart" right after the page opened) is not overwritten by the answer: the newer
   * browser cart is merged (or saved) again, so nothing the buyer did is lost.
   */
  private async start(userId: number): Promise<void> {
    this.starting = true;
    this.cart.awaitAccount(true);
    try {
      for (let attempt = 0; attempt < MAX_START_ATTEMPTS; attempt++) {
        if (this.userId !== userId) return;
        const marker = readMarker(this.markers);
        const local = this.cart.cart;
        if (marker && marker.userId === userId) {
          if (marker.unsaved || (local && local.dateUpdated > marker.syncedAt)) {
            await this.save(userId);
            if (this.cart.cart === local) return;
            continue;
          }
          const answer = await this.api.get('/api/sales/cart');
          if (!answer.ok || this.userId !== userId) return;
          this.confirm(userId, answer.data.cart);
          if (this.cart.cart !== local) continue;
          this.adopt(userId, answer.data.cart);
          return;
        }
        const merged = await this.api.post('/api/sales/cart/merge', { body: { cart: local ? toWire(local) : null } });
        if (!merged.ok || this.userId !== userId) return;
        this.confirm(userId, merged.data.cart);
        if (this.cart.cart !== local) continue;
        this.adopt(userId, merged.data.cart);
        return;
      }
      // The cart kept changing: the browser's state wins and is saved like any change.
      await this.save(userId);
    } finally {
      this.starting = false;
      this.cart.awaitAccount(false);
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

  /**
   * Notes at once that the browser's cart has a change the server has not confirmed. Only once this browser
   * has synchronised with the customer (a marker of theirs exists): before that, the login merge is still to
   * come and takes the browser's cart anyway. The stored cart read again (page load) is no change: it is
   * dated no later than the synchronisation.
   */
  private markUnsaved(userId: number, cart: Cart | null): void {
    const marker = readMarker(this.markers);
    if (marker === null || marker.userId !== userId || marker.unsaved) return;
    if (cart !== null && cart.dateUpdated <= marker.syncedAt) return;
    this.markers.write(JSON.stringify({ ...marker, unsaved: true } satisfies Marker));
  }

  private scheduleSave(delayMs: number): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const userId = this.userId;
    if (delayMs <= 0) {
      void this.save(userId);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save(userId);
    }, delayMs);
  }

  /**
   * Saves the browser's cart as it is when the save goes out, after the save in flight (one at a time: two
   * saves in parallel could reach the server in the wrong order and leave the older cart there).
   */
  private save(userId: number | null): Promise<void> {
    this.saving = this.saving.then(() => this.put(userId, true)).catch(() => undefined);
    return this.saving;
  }

  /** Sends the browser's cart as it is now; `mark`: a confirmed save of the unchanged cart marks it saved. */
  private async put(userId: number | null, mark: boolean): Promise<void> {
    if (userId === null || this.userId !== userId) return;
    const cart = this.cart.cart;
    const positions = (cart?.positions ?? []).filter((p) => !p.invalid).map(toWirePosition);
    this.savesInFlight++;
    try {
      const saved = (await this.patch(userId, cart?.id ?? 'empty', positions)) ?? (await this.replace(userId, cart?.id ?? 'empty', positions));
      if (mark && saved && this.userId === userId && this.cart.cart === cart) this.mark(userId);
    } finally {
      this.savesInFlight--;
    }
  }

  /**
   * What changed since the confirmed server cart, as a PATCH. Answers whether it was saved, or null when only the
   * whole cart can tell the server (no confirmed cart, or the server's is another one by now).
   */
  private async patch(userId: number, cartId: string, positions: WirePosition[]): Promise<boolean | null> {
    const base = this.confirmed;
    if (base === null || base.userId !== userId) return null;
    const changes = cartChanges(base.positions, positions) as Array<CartChange<WirePosition>>;
    if (changes.length === 0) return true;
    const body = { since: base.dateUpdated, cartId, changes: changes.map(toWireChange) };
    const answer = await this.api.patch('/api/sales/cart', { body, keepalive: JSON.stringify(body).length <= KEEPALIVE_MAX_BODY });
    if (answer.ok) {
      if (this.confirmed === base) this.confirmed = { userId, dateUpdated: answer.data.dateUpdated, positions: applyCartChanges(base.positions, changes) };
      return true;
    }
    // Not known what the server holds now (another device saved, or the answer was lost): the whole cart next.
    if (this.confirmed === base) this.confirmed = null;
    return answer.status === 409 ? null : false;
  }

  /** The whole cart, as a PUT; the answer is the server's cart as confirmed. */
  private async replace(userId: number, cartId: string, positions: WirePosition[]): Promise<boolean> {
    const body = { cart: { id: cartId, positions } };
    // keepalive: the save is not cut off when the page is left right after the change (a reload).
    const answer = await this.api.put('/api/sales/cart', { body, keepalive: JSON.stringify(body).length <= KEEPALIVE_MAX_BODY });
    if (answer.ok) this.confirm(userId, answer.data.cart);
    return answer.ok;
  }

  private confirm(userId: number, cart: { dateUpdated: string; positions: Cart['positions'] } | null): void {
    this.confirmed = { userId, dateUpdated: cart?.dateUpdated ?? null, positions: (cart?.positions ?? []).map(toWirePosition) };
  }

  private loggedOut(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.confirmed = null;
    this.markers.write(null);
    this.applying = true;
    try {
      this.cart.clear();
    } finally {
      this.applying = false;
    }
  }
}

type WirePosition = ReturnType<typeof toWirePosition>;

function toWirePosition(p: Cart['positions'][number]) {
  return {
    productId: p.productId,
    qty: p.qty,
    ...(p.customProductType ? { customProductType: p.customProductType as 'hose' | 'ejector' | 'automation' } : {}),
    ...(p.customConfiguration !== undefined && p.customConfiguration !== null ? { customConfiguration: p.customConfiguration as Record<string, string | number | boolean | null> } : {}),
  };
}

function toWireChange(change: CartChange<WirePosition>) {
  if (change.remove !== true) return toWirePosition(change);
  // The position's key as a position is sent, without a quantity.
  const { qty: _qty, ...key } = toWirePosition({ ...change, qty: '' } as unknown as Cart['positions'][number]);
  return { ...key, remove: true as const };
}

function toWire(cart: Cart) {
  return { id: cart.id, positions: cart.positions.filter((p) => !p.invalid).map(toWirePosition) };
}
