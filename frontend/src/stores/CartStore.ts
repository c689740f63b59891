import { makeAutoObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import {
  addCartLine,
  catalogueProductIds,
  isCartExpired,
  normalizeCartQuantity,
  removeCartProduct,
  removeVanishedProducts,
  setCartLineQuantity,
  type CartLine,
} from '@shop/domain/cart';
import type { ShopApi } from '../api/client';
import { fetchProductsByIds } from './catalogue-lookup';
import { localStorageItem } from '../lib/local-storage';
import type { ConfigStore } from './ConfigStore';
import type { SessionStore } from './SessionStore';
import type { TrackingStore } from './TrackingStore';

/** One cart position (docs/rules/entities.md#cart, rules in @shop/domain/cart) plus the quantity field's state. */
export interface CartPosition extends CartLine {
  /** Set while the quantity field is empty (docs/rules/states-and-transitions.md#cart). */
  invalid?: boolean;
}

export interface Cart {
  id: string;
  positions: CartPosition[];
  /** ISO timestamp of the last change. */
  dateUpdated: string;
}

/** 'order': the cart was ordered (the statistics' conversion: counted carts that were ordered, ADR 0032). */
export type CartInteraction = 'add' | 'delete' | 'update' | 'order';

/** Where the cart is kept; localStorage in the browser, a fake in tests. */
export interface CartStorage {
  read(): string | null;
  write(value: string | null): void;
  /** Calls back when another tab changed the stored cart; returns the disposer. */
  subscribe?(onChange: () => void): () => void;
}

export const CART_STORAGE_KEY = 'shop:cart';

export const browserCartStorage: CartStorage = {
  ...localStorageItem(CART_STORAGE_KEY),
  subscribe: (onChange) => {
    if (typeof window === 'undefined') return () => undefined;
    const listener = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) onChange();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

/** Matches the positions of a product (and custom product type). */
function samePosition(productId: string, customProductType: string | null | undefined): (p: CartPosition) => boolean {
  return (p) => p.productId === productId && (p.customProductType ?? null) === (customProductType ?? null);
}

function newCartId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A stored position, or null when it is malformed. */
function toPosition(value: unknown): CartPosition | null {
  if (!isRecord(value) || typeof value.productId !== 'string' || value.productId === '' || typeof value.qty !== 'string') return null;
  const { productId, qty, customProductType, customConfiguration, invalid } = value;
  return {
    productId,
    qty,
    ...(typeof customProductType === 'string' && customProductType ? { customProductType } : {}),
    ...(customConfiguration !== undefined ? { customConfiguration } : {}),
    ...(invalid === true ? { invalid } : {}),
  };
}

/** Parses the stored cart; anything malformed counts as no cart. */
export function parseStoredCart(text: string | null): Cart | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.dateUpdated !== 'string') return null;
  const positions = Array.isArray(raw.positions) ? raw.positions.map(toPosition).filter((p): p is CartPosition => p !== null) : [];
  return { id: raw.id, dateUpdated: raw.dateUpdated, positions };
}

/**
 * The visitor's cart (docs/rules/states-and-transitions.md#cart): kept in the browser's local storage with its update time; expires
 * after config.sales.cartTTL days and is dropped when expired or empty. Adding merges into the position of
 * the same product (and custom product type), otherwise appends; the cart id is created on the first add.
 * Positions whose products no longer exist are removed once the stored cart is read. Each change sends a
 * 'ctin' tracking call. The position rules live in @shop/domain/cart.
 */
export class CartStore {
  cart: Cart | null = null;
  /** The stored cart has been read (never on the server, in the browser once the page is hydrated). */
  private restored = false;
  held = false;
  /** A logged-in customer's cart is being synchronised with their account's for the first time (CartSyncStore). */
  awaitingAccount = false;
  /** Article numbers removed because the catalogue no longer knows them; shown as a notice until dismissed. */
  removedProductIds: string[] = [];

  constructor(
    private readonly api: ShopApi,
    private readonly config: ConfigStore,
    private readonly session: SessionStore,
    private readonly tracking: TrackingStore,
    private readonly storage: CartStorage = browserCartStorage,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<CartStore, 'api' | 'config' | 'session' | 'tracking' | 'storage' | 'now' | 'restored'>(
      this,
      { api: false, config: false, session: false, tracking: false, storage: false, now: false, restored: observable, cart: observableRef, removedProductIds: observableRef },
      { autoBind: true },
    );
    // The TTL comes with the configuration (init call): restore once it is there — and, on a server-rendered
    // page, once the page is hydrated (the server knows no stored cart; the first render must match its HTML).
    reaction(
      () => this.config.config !== null && !this.held,
      (ready) => {
        if (ready && !this.restored) this.restore();
      },
      { fireImmediately: true },
    );
    storage.subscribe?.(() => this.restore());
  }

  /** Keeps the stored cart unread until {@link release} (server rendering, hydration). */
  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
  }

  /** The first synchronisation with the logged-in customer's account cart starts ({@link loaded} is false until it ends). */
  awaitAccount(awaiting: boolean): void {
    this.awaitingAccount = awaiting;
  }

  /**
   * True once the stored cart has been read and, for a logged-in customer, synchronised with the account's. Until
   * then the cart is unknown, not empty: on the server, while the page hydrates and while a new device fetches the
   * customer's cart, a cart view shows its loading state, never "your cart is empty" followed by the cart.
   */
  get loaded(): boolean {
    return this.restored && !this.awaitingAccount;
  }

  get ttlDays(): number | null {
    return this.config.config?.sales?.cartTTL ?? null;
  }

  get positions(): CartPosition[] {
    return this.cart?.positions ?? [];
  }

  /** Number of positions (shown by the header cart link). */
  get positionCount(): number {
    return this.positions.length;
  }

  get hasEmptyQuantity(): boolean {
    return this.positions.some((p) => p.invalid || p.qty === '');
  }

  /**
   * Reads the stored cart; an expired or empty one is dropped. The first read of a page also asks the
   * catalogue whether the products still exist.
   */
  restore(): void {
    const first = !this.restored;
    this.restored = true;
    const stored = parseStoredCart(this.storage.read());
    if (!stored || stored.positions.length === 0 || isCartExpired(stored.dateUpdated, this.ttlDays, this.now())) {
      if (stored) this.storage.write(null);
      this.cart = null;
      return;
    }
    this.cart = stored;
    if (first) void this.pruneVanishedProducts();
  }

  /**
   * Adds a quantity (validated by the caller) of a product. Merges into the existing position of the same
   * product, otherwise appends.
   */
  add(productId: string, qty: string, options: { customProductType?: string | null; customConfiguration?: unknown } = {}): void {
    const line: CartPosition = {
      productId,
      qty,
      ...(options.customProductType ? { customProductType: options.customProductType } : {}),
      ...(options.customConfiguration !== undefined ? { customConfiguration: options.customConfiguration } : {}),
    };
    const base = this.current();
    const result = addCartLine(base.positions, line);
    if (!result) return;
    const positions = [...result.positions];
    // A filled quantity: the position is valid again.
    const { invalid: _invalid, ...valid } = positions[result.index];
    positions[result.index] = valid;
    this.save({ ...base, positions });
    this.trackInteraction('add', productId, normalizeCartQuantity(qty) ?? qty, options.customProductType);
  }

  /**
   * Sets the quantity of a product's position. An empty value keeps the last quantity but marks the
   * position invalid (the checkout button stays disabled) until the field is filled again.
   */
  updateQuantity(productId: string, qty: string, customProductType?: string | null): void {
    if (!this.cart) return;
    if (qty === '') {
      this.markInvalid(productId, customProductType);
      return;
    }
    const updated = setCartLineQuantity(this.cart.positions, { productId, customProductType }, qty);
    if (!updated) return;
    const same = samePosition(productId, customProductType);
    this.save({ ...this.cart, positions: updated.map((p) => (same(p) ? { ...p, invalid: false } : p)) });
    this.trackInteraction('update', productId, normalizeCartQuantity(qty) ?? qty, customProductType);
  }

  /**
   * Marks a product's position invalid and keeps its last quantity: its field is empty (docs/rules/states-and-transitions.md#cart) or holds a
   * quantity the order-quantity rules refuse. The checkout button stays disabled until it is valid again.
   */
  markInvalid(productId: string, customProductType?: string | null): void {
    if (!this.cart) return;
    const same = samePosition(productId, customProductType);
    if (!this.cart.positions.some((p) => same(p) && !p.invalid)) return;
    this.save({ ...this.cart, positions: this.cart.positions.map((p) => (same(p) ? { ...p, invalid: true } : p)) });
  }

  /** Removes every position of a product. */
  remove(productId: string): void {
    if (!this.cart) return;
    this.save({ ...this.cart, positions: removeCartProduct(this.cart.positions, productId) });
    this.trackInteraction('delete', productId, '', null);
  }

  /**
   * Removes the positions of products the server no longer knows (the cart price answer's unknown article
   * numbers) and remembers them for a notice.
   */
  removeUnknownProducts(productIds: readonly string[]): void {
    if (!this.cart || productIds.length === 0) return;
    const unknown = new Set(productIds);
    const positions = this.cart.positions.filter((p) => !unknown.has(p.productId));
    this.noteRemoved(this.cart.positions, positions);
    if (positions.length !== this.cart.positions.length) this.save({ ...this.cart, positions });
  }

  dismissRemovedNotice(): void {
    this.removedProductIds = [];
  }

  clear(): void {
    this.cart = null;
    this.storage.write(null);
  }

  /**
   * Takes over a cart that comes from elsewhere (the customer's cart on the server): no tracking call, no
   * validation beyond the stored form; dated now, as the browser's copy. Null or empty clears the cart.
   */
  adopt(cart: { id: string; positions: readonly CartLine[] } | null): void {
    const positions = (cart?.positions ?? []).map((p) => toPosition(p)).filter((p): p is CartPosition => p !== null);
    if (!cart || positions.length === 0) {
      this.clear();
      return;
    }
    this.save({ id: cart.id, positions, dateUpdated: new Date(this.now()).toISOString() });
  }

  /**
   * Removes positions whose products no longer exist (POST /api/catalogue/products/by-ids answers only the
   * known ones). A failed check removes nothing.
   */
  async pruneVanishedProducts(): Promise<void> {
    const ids = catalogueProductIds(this.positions);
    if (ids.length === 0) return;
    const locale = this.config.config?.defaultLocale ?? 'de';
    const items = await fetchProductsByIds(this.api, ids, locale);
    if (items === null) return;
    const found = new Set(items.map((item) => item.id));
    runInAction(() => {
      if (!this.cart) return;
      const positions = removeVanishedProducts(this.cart.positions, ids, found);
      this.noteRemoved(this.cart.positions, positions);
      if (positions.length !== this.cart.positions.length) this.save({ ...this.cart, positions });
    });
  }

  private noteRemoved(before: readonly CartPosition[], after: readonly CartPosition[]): void {
    const kept = new Set(after.map((p) => p.productId));
    const removed = [...new Set(before.map((p) => p.productId))].filter((id) => !kept.has(id) && !this.removedProductIds.includes(id));
    if (removed.length > 0) this.removedProductIds = [...this.removedProductIds, ...removed];
  }

  private current(): Cart {
    if (this.cart && !isCartExpired(this.cart.dateUpdated, this.ttlDays, this.now())) return this.cart;
    return { id: newCartId(), positions: [], dateUpdated: new Date(this.now()).toISOString() };
  }

  private save(cart: Cart): void {
    if (cart.positions.length === 0) {
      this.clear();
      return;
    }
    const next = { ...cart, dateUpdated: new Date(this.now()).toISOString() };
    this.cart = next;
    this.storage.write(JSON.stringify(next));
  }

  /** Tells the statistics (with the visitor's consent, as every tracking call) that this cart was ordered. */
  trackOrdered(): void {
    if (this.cart) this.trackInteraction('order', '', '', null);
  }

  /** 'ctin': param2 the cart id, param3 the interaction details as a query, param4 the interaction. */
  private trackInteraction(interaction: CartInteraction, productId: string, qty: string, customProductType: string | null | undefined): void {
    const details = new URLSearchParams({
      cart: this.cart?.id ?? '',
      interaction,
      product: productId,
      customProductType: customProductType ?? '',
      qty,
      userId: String(this.session.user?.id ?? ''),
    });
    this.tracking.track('ctin', this.cart?.id ?? '', details.toString(), interaction);
  }
}
