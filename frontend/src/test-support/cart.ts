/**
 * A cart for store tests: kept in memory instead of localStorage, its configuration loaded (the stored cart
 * is read then), and a catalogue fake for POST /api/catalogue/products/by-ids.
 */
import type { ProductListItem } from '../api/catalogue-contracts';
import { CartStore, type CartStorage } from '../stores/CartStore';
import { ConfigStore } from '../stores/ConfigStore';
import { SessionStore } from '../stores/SessionStore';
import { TrackingStore } from '../stores/TrackingStore';
import { ok, type FakeApi } from './fake-api';
import { shopConfig } from './mothers';

/** localStorage stand-in. */
export class MemoryCartStorage implements CartStorage {
  constructor(public value: string | null = null) {}
  read(): string | null {
    return this.value;
  }
  write(value: string | null): void {
    this.value = value;
  }
}

/** A CartStore over memory storage with the shop configuration loaded. */
export function memoryCart(api: FakeApi): CartStore {
  const config = new ConfigStore();
  const cart = new CartStore(api, config, new SessionStore(api), new TrackingStore(api, config), new MemoryCartStorage());
  config.hydrate(shopConfig());
  return cart;
}

/** Answers POST /api/catalogue/products/by-ids from these products: in the asked order, unknown ids left out. */
export function answerByIds(api: FakeApi, products: readonly ProductListItem[]): FakeApi {
  const byId = new Map(products.map((p) => [p.id, p]));
  return api.onPost('/api/catalogue/products/by-ids', ({ body }) =>
    ok({ items: (body?.ids ?? []).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) }),
  );
}
