import type { AdminCompanyList } from '../../../api/admin-companies-contracts';
import type { ShopApi } from '../../../api/client';
import type { QueryOf } from '../shared/api-query';
import { ListPageStore, pageOf, valueOf } from '../shared/list-page-store';

export type CompanyListQuery = QueryOf<'/api/admin/companies'>;
export const COMPANY_PAGE_SIZE = 25;

/** The API query of the company list's URL (/shop/firmen?q=&page=): 25 a page, the search as given. */
export function companyListQuery(params: URLSearchParams): CompanyListQuery {
  const query: CompanyListQuery = { page: pageOf(params), pageSize: COMPANY_PAGE_SIZE };
  const q = valueOf(params, 'q');
  if (q) query.q = q;
  return query;
}

/** The company list page's store (docs/company-admin.md). */
export function createCompanyListStore(api: ShopApi, onLoggedOut: () => void): ListPageStore<AdminCompanyList> {
  return new ListPageStore((params) => api.get('/api/admin/companies', { params: { query: companyListQuery(params) } }), onLoggedOut);
}
