import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { formatNumber } from '../../../lib/format';
import { useStores } from '../../../stores/StoreContext';
import { SelectField } from '../orders/Orders';
import { formatDate, money, Pagination, StatusBadge, ListState, useListQuery } from '../orders/parts';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { createProductListStore } from './ProductListStore';

/**
 * The product management list (spec, admin tools: "product management lists with search and sort"): every
 * product, active or not, by article number or name, with filter, sort and paging in the URL query. Products
 * are edited one by one in the product editor (each row's link, the "new product" button) or in bulk through
 * import and export (type products).
 */
const AdminProducts = observer(function AdminProducts({ page, locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const { params, update, pageHref } = useListQuery();
  const store = usePageStore((root) => createProductListStore(root.api, adminLoggedOut(root)));
  const { list } = store;
  const formId = useId();
  const search = params.toString();
  const lang: 'de' | 'en' = locale === 'en' ? 'en' : 'de';

  useEffect(() => store.show(new URLSearchParams(search), lang), [store, search, lang]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: store.term.trim() });
  };
  const importPath = content.pathFor('adminImportExport', locale);
  const editorPath = content.pathFor('adminProduct', locale);
  const data = list.data;
  const sortOptions: Array<[string, string]> = [
    ['id', t('adProdSort_id')],
    ['name', t('adProdSort_name')],
    ['price', t('adProdSort_priceAsc')],
    ['price_desc', t('adProdSort_priceDesc')],
    ['stock', t('adProdSort_stock')],
    ['created_desc', t('adProdSort_newest')],
  ];

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>
          {t('adProdIntro')} {importPath && <Link to={importPath}>{t('adProdToImport')}</Link>}
        </p>
        {editorPath && (
          <Link className="button button--primary button--small" to={editorPath}>
            {t('adProductNew')}
          </Link>
        )}
      </div>
      <form className="ao-filters" role="search" onSubmit={onSearch}>
        <div className="ao-filters__search">
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-q`}>
              {t('adProdSearchLabel')}
            </label>
            <input id={`${formId}-q`} className="field__control" type="search" value={store.term} onChange={(e) => store.setTerm(e.target.value)} placeholder={t('adProdSearchHint')} />
          </div>
          <button type="submit" className="button button--primary">
            {t('adOrderSearchButton')}
          </button>
        </div>
        <SelectField id={`${formId}-active`} label={t('adProdFilterActive')} value={params.get('active') ?? ''} onChange={(v) => update({ active: v })} options={[['', t('adOrderFilterAll')], ['true', t('adProdActive')], ['false', t('adProdInactive')]]} />
        <SelectField id={`${formId}-sort`} label={t('adUserSortBy')} value={params.get('sort') ?? 'id'} onChange={(v) => update({ sort: v })} options={sortOptions} />
      </form>
      <ListState remote={list} count={(total) => t('adProdCount', { count: formatNumber(total, locale) })} none={t('adProdNone')} />
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="data-table data-table--admin ao-table ao-table--wide-first">
              <caption className="visually-hidden">{page.label}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adProdColProduct')}</th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adProdColType')}
                  </th>
                  <th scope="col" className="num">
                    {t('adProdColPrice')}
                  </th>
                  <th scope="col" className="num">
                    {t('adProdColStock')}
                  </th>
                  <th scope="col">{t('adProdColState')}</th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adProdColCreated')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('adProductEdit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((p) => (
                  <tr key={p.id} data-product-id={p.id}>
                    <th scope="row">
                      <span className="ao-strong">{p.name[lang] || p.name.de}</span>
                      <br />
                      <span className="ao-muted mono">{p.id}</span>
                    </th>
                    <td className="ao-hide-narrow">{p.productTypeName}</td>
                    <td className="num">
                      {p.onlyOnRequest ? t('adProdOnRequest') : money(p.price, locale)}
                      {p.priceUnit !== 1 && <span className="ao-muted"> / {p.priceUnit}</span>}
                    </td>
                    <td className="num">{formatNumber(Number(p.quantityInStock), locale)}</td>
                    <td>
                      <StatusBadge status={p.active ? 'active' : 'disabled'} text={t(p.active ? 'adProdActive' : 'adProdInactive')} />
                    </td>
                    <td className="ao-hide-narrow ao-nowrap">{formatDate(p.createdAt, locale)}</td>
                    <td>
                      {editorPath && (
                        <Link to={`${editorPath}?pid=${encodeURIComponent(p.id)}`} aria-label={`${t('adProductEdit')}: ${p.name[lang] || p.name.de} (${p.id})`}>
                          {t('adProductEdit')}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} hrefFor={pageHref} />
        </>
      )}
    </div>
  );
});

export default AdminProducts;
