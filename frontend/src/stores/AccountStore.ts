import { makeAutoObservable, observableShallow, reaction, runInAction } from 'mobx';
import type { ShopApi } from '../api/client';
import type { Order } from '../api/identity-contracts';
import type { SessionStore } from './SessionStore';
import type { RootStore } from './RootStore';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export type OrderState = { status: 'loading' } | { status: 'loaded'; order: Order } | { status: 'notFound' } | { status: 'error' };

/** Order date as a sortable number (unknown dates last). */
function orderTime(order: Order): number {
  const time = Date.parse(order.orderDate);
  return Number.isFinite(time) ? time : 0;
}

/**
 * The customer's order history for the account area: the list (newest first) and single orders by id.
 * The list starts from the orders the login delivered and is refreshed from POST /user/orders.
 */
export class AccountStore {
  ordersStatus: LoadStatus = 'idle';
  orderStates = new Map<string, OrderState>();

  constructor(
    private readonly api: ShopApi,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<AccountStore, 'api' | 'session'>(
      this,
      { api: false, session: false, orderStates: observableShallow, ordersStatus: true },
      { autoBind: true },
    );
    // Another (or no) customer: cached orders belong to the previous one.
    reaction(
      () => session.user?.id ?? session.user?.email ?? null,
      () => this.reset(),
    );
  }

  /** Orders, newest first. */
  get orders(): Order[] {
    return [...this.session.orders].sort((a, b) => orderTime(b) - orderTime(a));
  }

  async loadOrders(): Promise<void> {
    if (this.ordersStatus === 'loading') return;
    this.ordersStatus = 'loading';
    const result = await this.api.post('/api/user/orders', { body: {} });
    runInAction(() => {
      if (!result.ok && result.error.code === 'notLoggedIn') this.session.clearUser();
      if (result.ok && Array.isArray(result.data?.orders)) {
        this.session.setOrders(result.data.orders);
        this.ordersStatus = 'loaded';
      } else {
        this.ordersStatus = 'error';
      }
    });
  }

  orderState(oid: string): OrderState | undefined {
    return this.orderStates.get(oid);
  }

  async loadOrder(oid: string): Promise<void> {
    // Order ids are positive integers; anything else cannot be an order.
    if (!/^\d{1,15}$/.test(oid) || Number(oid) < 1) {
      this.orderStates.set(oid, { status: 'notFound' });
      return;
    }
    const current = this.orderStates.get(oid);
    if (current?.status === 'loading') return;
    this.orderStates.set(oid, { status: 'loading' });
    const result = await this.api.post('/api/user/order', { body: { oid: Number(oid) }, expectedErrors: ['orderNotFound', 'NOT_FOUND', 'VALIDATION_FAILED'] });
    runInAction(() => {
      if (!result.ok && result.error.code === 'notLoggedIn') this.session.clearUser();
      if (result.ok && result.data?.order) this.orderStates.set(oid, { status: 'loaded', order: result.data.order });
      else if (!result.ok && ['orderNotFound', 'NOT_FOUND', 'VALIDATION_FAILED'].includes(result.error.code)) this.orderStates.set(oid, { status: 'notFound' });
      else if (result.ok) this.orderStates.set(oid, { status: 'notFound' });
      else this.orderStates.set(oid, { status: 'error' });
    });
  }

  /** Forgets cached orders (logout). */
  reset(): void {
    this.ordersStatus = 'idle';
    this.orderStates.clear();
  }
}

/** The account store of a root, created on first use by the code that shows it (not part of the storefront's entry). */
export function accountStoreOf(root: RootStore): AccountStore {
  return root.feature('account', () => new AccountStore(root.api, root.session));
}
