import type { AnswerData, Operation, ShopApi } from '../../../api/client';
import type { QueryOf } from '../shared/api-query';
import { ListPageStore, pageOf, valueOf } from '../shared/list-page-store';

export type AdminProductList = AnswerData<Operation<'/api/admin/products', 'get'>>;
export type ProductListQuery = QueryOf<'/api/admin/products'>;

const SORTS: ReadonlyArray<NonNullable<ProductListQuery['sort']>> = ['id', 'name', 'price', 'stock', 'created'];
export const PRODUCT_PAGE_SIZE = 25;

/**
 * The API query of the product list's URL (/shop/produkte?q=&active=&sort=&page=): sort is "field" or
 * "field_desc"; an unknown field or active value is left out (the server's defaults: by article number, all).
 */
export function productListQuery(params: URLSearchParams, locale: 'de' | 'en'): ProductListQuery {
  const [by, dir] = (params.get('sort') ?? 'id').split('_');
  const active = params.get('active');
  const q = valueOf(params, 'q');
  return {
    page: pageOf(params),
    pageSize: PRODUCT_PAGE_SIZE,
    locale,
    ...(q ? { q } : {}),
    ...(active === 'true' || active === 'false' ? { active: active === 'true' } : {}),
    ...(SORTS.some((s) => s === by) ? { sort: by as (typeof SORTS)[number] } : {}),
    ...(dir === 'desc' ? { dir: 'desc' as const } : {}),
  };
}

/** The admin product list page's store (every product, inactive too; changed through import and export). */
export function createProductListStore(api: ShopApi, onLoggedOut: () => void): ListPageStore<AdminProductList> {
  return new ListPageStore((params, locale) => api.get('/api/admin/products', { params: { query: productListQuery(params, locale) } }), onLoggedOut);
}
