import type { ShopApi } from '../../../api/client';
import type { AdminUserList } from '../../../api/admin-orders-contracts';
import type { QueryOf } from '../shared/api-query';
import { ListPageStore, pageOf, valueOf } from '../shared/list-page-store';

export type UserListQuery = QueryOf<'/api/admin/users'>;
export const USER_SORTS = ['relevance', 'createdAt', 'lastname', 'company', 'email', 'id'] as const;
export const USER_PAGE_SIZE = 25;

/**
 * The API query of the user list's URL (/benutzer?q=&status=&sort=&page=): 25 a page; search, status and sort
 * as given — the server checks them and a wrong one shows its message.
 */
export function userListQuery(params: URLSearchParams): UserListQuery {
  const query: UserListQuery = { page: pageOf(params), pageSize: USER_PAGE_SIZE };
  const q = valueOf(params, 'q');
  const status = valueOf(params, 'status');
  const sort = valueOf(params, 'sort');
  if (q) query.q = q;
  if (status) query.status = status as UserListQuery['status'];
  if (sort) query.sort = sort as UserListQuery['sort'];
  return query;
}

/** The user list page's store (spec: /benutzer; the search scores are the server's, ADR 0024). */
export function createUserListStore(api: ShopApi, onLoggedOut: () => void): ListPageStore<AdminUserList> {
  return new ListPageStore((params) => api.get('/api/admin/users', { params: { query: userListQuery(params) } }), onLoggedOut);
}
