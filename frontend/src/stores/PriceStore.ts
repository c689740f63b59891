import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { BuyerPrice } from '../api/catalogue-contracts';
import type { ShopApi } from '../api/client';
import type { SessionStore } from './SessionStore';

/** POST /api/sales/prices takes up to this many article numbers. */
const PRICES_LIMIT = 200;

/**
 * The prices this buyer pays (docs/rules/roles.md#buyer-prices: customer-specific and group price rules), laid over the catalogue
 * answers, which carry the catalogue price every buyer shares and are cached for everyone. Price boxes ask
 * for their product's price (`request`); the requests of one render are sent as one call. A product
 * whose buyer price is not here yet shows no price rather than a price that may not be this buyer's.
 * Logging in or out starts over (another buyer, other prices).
 */
export class PriceStore {
  private readonly prices = observable.map<string, BuyerPrice>({}, { deep: false });
  /** Keys asked for and not answered yet. */
  private readonly inFlight = new Set<string>();
  /** Keys whose call failed: their boxes fall back to the catalogue price (the cart is priced by the server anyway). */
  private readonly failed = observable.set<string>();
  private queued = new Map<string, Set<string>>();
  private flushing: Promise<void> | null = null;
  /** Bumped when the buyer changes: price boxes ask again. */
  generation = 0;

  constructor(
    private readonly api: ShopApi,
    session: SessionStore,
  ) {
    makeAutoObservable<PriceStore, 'api' | 'prices' | 'inFlight' | 'failed' | 'queued' | 'flushing'>(
      this,
      { api: false, prices: false, inFlight: false, failed: false, queued: false, flushing: false },
      { autoBind: true },
    );
    reaction(
      () => session.user?.id ?? null,
      () => this.reset(),
    );
  }

  /** The buyer's price of a product in a locale, once loaded. */
  of(productId: string, locale: string): BuyerPrice | undefined {
    return this.prices.get(`${locale}|${productId}`);
  }

  /** True when the buyer's price could not be loaded (the catalogue price is shown instead). */
  isUnavailable(productId: string, locale: string): boolean {
    return this.failed.has(`${locale}|${productId}`);
  }

  /** Asks for the prices of products not loaded yet; the calls of one tick go out together. */
  request(productIds: readonly string[], locale: string): Promise<void> {
    let queue = this.queued.get(locale);
    for (const id of productIds) {
      const key = `${locale}|${id}`;
      if (this.prices.has(key) || this.inFlight.has(key) || this.failed.has(key)) continue;
      if (!queue) this.queued.set(locale, (queue = new Set()));
      queue.add(id);
      this.inFlight.add(key);
    }
    if (!this.flushing) this.flushing = Promise.resolve().then(() => this.flush());
    return this.flushing;
  }

  /** Loads the prices of these products (server rendering and hydration wait for it). */
  ensure(productIds: readonly string[], locale: string): Promise<void> {
    return this.request(productIds, locale);
  }

  private async flush(): Promise<void> {
    const batches = this.queued;
    this.queued = new Map();
    this.flushing = null;
    const generation = this.generation;
    const calls: Promise<void>[] = [];
    for (const [locale, ids] of batches) {
      const list = [...ids];
      for (let start = 0; start < list.length; start += PRICES_LIMIT) {
        calls.push(this.load(list.slice(start, start + PRICES_LIMIT), locale as 'de' | 'en', generation));
      }
    }
    await Promise.all(calls);
  }

  private async load(ids: string[], locale: 'de' | 'en', generation: number): Promise<void> {
    const result = await this.api.post('/api/sales/prices', { body: { ids, locale } });
    runInAction(() => {
      for (const id of ids) this.inFlight.delete(`${locale}|${id}`);
      if (generation !== this.generation) return;
      if (!result.ok) {
        for (const id of ids) this.failed.add(`${locale}|${id}`);
        return;
      }
      for (const price of result.data.prices) this.prices.set(`${locale}|${price.productId}`, price);
    });
  }

  private reset(): void {
    this.prices.clear();
    this.inFlight.clear();
    this.failed.clear();
    this.queued = new Map();
    this.generation += 1;
  }
}
