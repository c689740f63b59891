import { makeAutoObservable, runInAction } from 'mobx';
import { validatePositionQuantity } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { Order } from '../api/identity-contracts';
import type { CartStore } from './CartStore';
import { fetchProductsByIds } from './catalogue-lookup';

/** The reorder button stays disabled this long after a click (docs/rules/constants.md#timings). */
export const REORDER_DISABLED_MS = 2000;

export type ReorderMessage =
  | { kind: 'success'; id: 'reorderItemsAdded'; count: number; skipped: string[] }
  | { kind: 'error'; id: 'reorderNothingAdded' | 'errorHasOccurred'; skipped: string[] };

/**
 * Reorder (docs/rules/states-and-transitions.md#forms): the positions of an earlier order go into the cart again (the cart's
 * merge rule), checked against the catalogue as the cart import does: unknown articles, articles only on
 * request and quantities the product's rules no longer allow are skipped and named. The button is disabled
 * for 2 s after a click.
 */
export class ReorderStore {
  disabled = false;
  message: ReorderMessage | null = null;

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
  ) {
    makeAutoObservable<ReorderStore, 'api' | 'cart'>(this, { api: false, cart: false }, { autoBind: true });
  }

  async reorder(order: Order, locale: Locale): Promise<void> {
    if (this.disabled) return;
    this.disabled = true;
    this.message = null;
    setTimeout(() => runInAction(() => (this.disabled = false)), REORDER_DISABLED_MS);
    const positions = order.positions ?? [];
    const items = await fetchProductsByIds(this.api, [...new Set(positions.map((p) => p.product.id))], locale);
    runInAction(() => {
      if (items === null) {
        this.message = { kind: 'error', id: 'errorHasOccurred', skipped: [] };
        return;
      }
      const byId = new Map(items.map((i) => [i.id, i]));
      const skipped: string[] = [];
      let added = 0;
      for (const p of positions) {
        const item = byId.get(p.product.id);
        const custom = Boolean(p.customProductType);
        const refused = !item || (item.isOnlyOnRequest && !custom) || validatePositionQuantity(p.qty, p, item.orderQuantity) !== null;
        if (refused) {
          if (!skipped.includes(p.product.id)) skipped.push(p.product.id);
          continue;
        }
        this.cart.add(p.product.id, p.qty, custom ? { customProductType: p.customProductType, customConfiguration: p.customConfiguration ?? undefined } : {});
        added += 1;
      }
      this.message = added > 0 ? { kind: 'success', id: 'reorderItemsAdded', count: added, skipped } : { kind: 'error', id: 'reorderNothingAdded', skipped };
    });
  }
}
