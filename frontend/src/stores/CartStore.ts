import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { addDecimals, decimalToString, parseDecimal } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { ConfigStore } from './ConfigStore';
import type { SessionStore } from './SessionStore';
import type { TrackingStore } from './TrackingStore';

/** One cart position (spec §3 Cart). Quantities are normalised dot-decimal strings ("2", "2.5"). */
export interface CartPosition {
  productId: string;
  qty: string;
  customProductType?: string | null;
  customConfiguration?: unknown;
  /** Set while the quantity field is empty (spec §4 Cart). */
  invalid?: boolean;
}

export interface Cart {
  id: string;
  positions: CartPosition[];
  /** ISO timestamp of the last change. */
  dateUpdated: string;
}

export type CartInteraction = 'add' | 'delete' | 'update';

/** Where the cart is kept; localStorage in the browser, a fake in tests. */
export interface CartStorage {
  read(): string | null;
  write(value: string | null): void;
  /** Calls back when another tab changed the stored cart; returns the disposer. */
  subscribe?(onChange: () => void): () => void;
}

export const CART_STORAGE_KEY = 'shop:cart';
const DAY_MS = 24 * 60 * 60 * 1000;

export const browserCartStorage: CartStorage = {
  read: () => {
    try {
      return window.localStorage.getItem(CART_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      if (value === null) window.localStorage.removeItem(CART_STORAGE_KEY);
      else window.localStorage.setItem(CART_STORAGE_KEY, value);
    } catch {
      // storage full or disabled: the cart lives in memory for this page
    }
  },
  subscribe: (onChange) => {
    if (typeof window === 'undefined') return () => undefined;
    const listener = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) onChange();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

function newCartId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function isPosition(value: unknown): value is CartPosition {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return typeof p.productId === 'string' && p.productId !== '' && typeof p.qty === 'string';
}

/** Parses the stored cart; anything malformed counts as no cart. */
export function parseStoredCart(text: string | null): Cart | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    if (typeof raw !== 'object' || raw === null || typeof raw.id !== 'string' || typeof raw.dateUpdated !== 'string') return null;
    const positions = Array.isArray(raw.positions) ? raw.positions.filter(isPosition) : [];
    return { id: raw.id, dateUpdated: raw.dateUpdated, positions };
  } catch {
    return null;
  }
}

/** Expired when the last change is more than ttlDays ago (no TTL configured → never). */
export function isCartExpired(cart: Cart, ttlDays: number | null | undefined, now: number): boolean {
  if (!ttlDays || ttlDays <= 0) return false;
  const updated = Date.parse(cart.dateUpdated);
  return !Number.isFinite(updated) || now - updated > ttlDays * DAY_MS;
}

function sameLine(position: CartPosition, productId: string, customProductType: string | null | undefined): boolean {
  return position.productId === productId && (position.customProductType ?? null) === (customProductType ?? null);
}

/**
 * The visitor's cart (spec §4 "Cart"): kept in the browser's local storage with its update time; expires
 * after config.sales.cartTTL days and is dropped when expired or empty. Adding merges into the position of
 * the same product (and custom product type), otherwise appends; the cart id is created on the first add.
 * Each change sends a 'ctin' tracking call.
 */
export class CartStore {
  cart: Cart | null = null;
  private restored = false;

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
      { api: false, config: false, session: false, tracking: false, storage: false, now: false, restored: false, cart: observableRef },
      { autoBind: true },
    );
    // The TTL comes with the configuration (init call): restore once it is there.
    reaction(
      () => this.config.config !== null,
      (ready) => {
        if (ready && !this.restored) this.restore();
      },
      { fireImmediately: true },
    );
    storage.subscribe?.(() => this.restore());
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

  /** Reads the stored cart; an expired or empty one is dropped. */
  restore(): void {
    this.restored = true;
    const stored = parseStoredCart(this.storage.read());
    if (!stored || stored.positions.length === 0 || isCartExpired(stored, this.ttlDays, this.now())) {
      if (stored) this.storage.write(null);
      this.cart = null;
      return;
    }
    this.cart = stored;
  }

  /**
   * Adds a quantity (normalised, validated by the caller) of a product. Merges into the existing position
   * of the same product, otherwise appends.
   */
  add(productId: string, qty: string, options: { customProductType?: string | null; customConfiguration?: unknown } = {}): void {
    const amount = parseDecimal(qty);
    if (amount === null) return;
    const base = this.current();
    const positions = [...base.positions];
    const index = options.customConfiguration === undefined ? positions.findIndex((p) => sameLine(p, productId, options.customProductType)) : -1;
    if (index >= 0) {
      const previous = parseDecimal(positions[index].qty);
      const sum = previous === null ? amount : addDecimals(previous, amount);
      positions[index] = { ...positions[index], qty: decimalToString(sum), invalid: false };
    } else {
      positions.push({
        productId,
        qty: decimalToString(amount),
        ...(options.customProductType ? { customProductType: options.customProductType } : {}),
        ...(options.customConfiguration !== undefined ? { customConfiguration: options.customConfiguration } : {}),
      });
    }
    this.save({ ...base, positions });
    this.trackInteraction('add', productId, decimalToString(amount), options.customProductType);
  }

  /** Sets the quantity of a product's position; an empty value marks the position invalid. */
  updateQuantity(productId: string, qty: string, customProductType?: string | null): void {
    if (!this.cart) return;
    const positions = this.cart.positions.map((p) =>
      sameLine(p, productId, customProductType) ? { ...p, qty: qty === '' ? p.qty : qty, invalid: qty === '' } : p,
    );
    this.save({ ...this.cart, positions });
    if (qty !== '') this.trackInteraction('update', productId, qty, customProductType);
  }

  /** Removes every position of a product. */
  remove(productId: string): void {
    if (!this.cart) return;
    this.save({ ...this.cart, positions: this.cart.positions.filter((p) => p.productId !== productId) });
    this.trackInteraction('delete', productId, '', null);
  }

  clear(): void {
    this.cart = null;
    this.storage.write(null);
  }

  /** Removes positions whose products no longer exist (POST /catalogue/products/by-ids). */
  async pruneUnknownProducts(locale: Locale): Promise<void> {
    const ids = [...new Set(this.positions.filter((p) => !p.customProductType).map((p) => p.productId))].slice(0, 1000);
    if (ids.length === 0) return;
    const result = await this.api.post('/api/catalogue/products/by-ids', { body: { ids, locale } });
    if (!result.ok) return;
    const known = new Set(result.data.items.map((item) => item.id));
    runInAction(() => {
      if (!this.cart) return;
      const positions = this.cart.positions.filter((p) => p.customProductType || known.has(p.productId));
      if (positions.length !== this.cart.positions.length) this.save({ ...this.cart, positions });
    });
  }

  private current(): Cart {
    if (this.cart && !isCartExpired(this.cart, this.ttlDays, this.now())) return this.cart;
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
