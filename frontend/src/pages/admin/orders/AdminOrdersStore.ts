import type { AdminOfferList, AdminOrderFilterOptions, AdminOrderList } from '../../../api/admin-orders-contracts';
import type { ShopApi } from '../../../api/client';
import type { QueryOf } from '../shared/api-query';
import { ListPageStore, pageOf, valueOf } from '../shared/list-page-store';
import { Remote } from '../shared/remote';

export type OrderListQuery = QueryOf<'/api/admin/orders'>;
export type OfferListQuery = QueryOf<'/api/admin/offers'>;

/** The order list's filters in the URL (a link may set any of them, e.g. the dashboard's ?status=inProgress). */
export const ORDER_FILTERS = ['q', 'status', 'from', 'to', 'shippingMethod', 'paymentMethod', 'sort'] as const;
export const ORDER_SORTS = ['date_desc', 'date_asc', 'total_desc', 'total_asc', 'number_desc', 'number_asc'] as const;
export const ORDERS_PAGE_SIZE = 25;

/**
 * The API query of the order list's URL (/shop/bestellungen?q=&status=&from=&to=&shippingMethod=&paymentMethod=
 * &sort=&page=): sort "field_dir" (an unknown one: newest first); the filters as given — the server checks them
 * and a wrong one shows its message.
 */
export function orderListQuery(params: URLSearchParams): OrderListQuery {
  const [sort, dir] = (params.get('sort') ?? 'date_desc').split('_');
  const query: OrderListQuery = {
    page: pageOf(params),
    pageSize: ORDERS_PAGE_SIZE,
    sort: sort === 'total' || sort === 'number' ? sort : 'date',
    dir: dir === 'asc' ? 'asc' : 'desc',
  };
  const q = valueOf(params, 'q');
  const status = valueOf(params, 'status');
  if (q) query.q = q;
  if (status) query.status = status as OrderListQuery['status'];
  for (const key of ['from', 'to', 'shippingMethod', 'paymentMethod'] as const) {
    const value = valueOf(params, key);
    if (value) query[key] = value;
  }
  return query;
}

/** The API query of the offers tab's URL (?tab=offers&type=&offerStatus=&page=). */
export function offerListQuery(params: URLSearchParams): OfferListQuery {
  const query: OfferListQuery = { page: pageOf(params), pageSize: ORDERS_PAGE_SIZE };
  const type = params.get('type');
  const status = params.get('offerStatus');
  if (type) query.type = type as OfferListQuery['type'];
  if (status) query.status = status as OfferListQuery['status'];
  return query;
}

/** The order list's query as it was last shown (kept across pages), so the order page's back link returns to it. */
let lastListSearch = '';
export function lastOrderListSearch(): string {
  return lastListSearch;
}

/**
 * The orders page's store (spec: /shop/bestellungen, ADR 0024): the order list with the filter options
 * (shipping and payment methods), and the offers tab's list.
 */
export class AdminOrdersStore {
  readonly orders: ListPageStore<AdminOrderList>;
  readonly offers: ListPageStore<AdminOfferList>;
  readonly options: Remote<AdminOrderFilterOptions>;

  constructor(
    private readonly api: ShopApi,
    onLoggedOut: () => void,
  ) {
    this.orders = new ListPageStore((params) => api.get('/api/admin/orders', { params: { query: orderListQuery(params) } }), onLoggedOut);
    this.offers = new ListPageStore((params) => api.get('/api/admin/offers', { params: { query: offerListQuery(params) } }), onLoggedOut);
    this.options = new Remote<AdminOrderFilterOptions>(onLoggedOut);
  }

  /** Shows the order list of the URL query (and loads the filter options once). */
  showOrders(params: URLSearchParams): void {
    const search = params.toString();
    lastListSearch = search ? `?${search}` : '';
    if (this.options.status === 'idle' || this.options.status === 'error') void this.options.load(() => this.api.get('/api/admin/orders/filter-options'));
    this.orders.show(params);
  }

  showOffers(params: URLSearchParams): void {
    this.offers.show(params);
  }
}
