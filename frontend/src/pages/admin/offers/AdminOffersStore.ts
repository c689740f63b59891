import { OFFER_STATUSES, OFFER_TYPES } from '@shop/domain';
import type { AdminOfferList } from '../../../api/admin-orders-contracts';
import type { ShopApi } from '../../../api/client';
import type { QueryOf } from '../shared/api-query';
import { ListPageStore, pageOf, valueOf } from '../shared/list-page-store';

export type OffersQuery = QueryOf<'/api/admin/offers'>;
export const OFFERS_PAGE_SIZE = 25;

/**
 * The API query of the offer list's URL (/shop/angebote?type=&status=&page=): a type or status that is none of
 * the known ones is left out (the list shows every offer then).
 */
export function adminOfferListQuery(params: URLSearchParams): OffersQuery {
  const query: OffersQuery = { page: pageOf(params), pageSize: OFFERS_PAGE_SIZE };
  const type = valueOf(params, 'type');
  const status = valueOf(params, 'status');
  if (type && (OFFER_TYPES as readonly string[]).includes(type)) query.type = type as OffersQuery['type'];
  if (status && (OFFER_STATUSES as readonly string[]).includes(status)) query.status = status as OffersQuery['status'];
  return query;
}

/** The offer list page's store (/shop/angebote, docs/decisions/0046-offers-to-orders.md): the list of the URL's filters. */
export class AdminOffersStore {
  readonly offers: ListPageStore<AdminOfferList>;

  constructor(api: ShopApi, onLoggedOut: () => void) {
    this.offers = new ListPageStore((params) => api.get('/api/admin/offers', { params: { query: adminOfferListQuery(params) } }), onLoggedOut);
  }

  show(params: URLSearchParams): void {
    this.offers.show(params);
  }
}
