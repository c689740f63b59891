import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { LIST_QUERY_KEYS, pageCount, parseListState } from '@shop/domain';
import type { ProductListItem } from '../../api/catalogue-contracts';
import { Pagination } from './Pagination';
import { ProductTable } from './ProductTable';

export const CLIENT_PAGE_SIZE = 25;

/**
 * A product table over an already loaded list (search results, fits-to, combinable), paged in the
 * browser; the page is kept in the URL as listPage (1-based) like the category lists.
 */
export const PagedProducts = observer(function PagedProducts({ items, caption, pageSize = CLIENT_PAGE_SIZE }: { items: ProductListItem[]; caption: string; pageSize?: number }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const pages = pageCount(items.length, pageSize);
  const pageIndex = Math.min(parseListState(params).pageIndex, Math.max(0, pages - 1));
  const hrefFor = (index: number) => {
    const next = new URLSearchParams(location.search);
    if (index > 0) next.set(LIST_QUERY_KEYS.page, String(index + 1));
    else next.delete(LIST_QUERY_KEYS.page);
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <>
      <ProductTable items={items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)} caption={caption} />
      <Pagination pageIndex={pageIndex} pageCount={pages} hrefFor={hrefFor} />
    </>
  );
});
