import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { formatNumber } from '../../../lib/format';
import { useStores } from '../../../stores/StoreContext';
import { ListState, Pagination, useListQuery } from '../orders/parts';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { pricingGroupLabel } from '../users/customer-labels';
import { createCompanyListStore } from './AdminCompaniesStore';

/**
 * The companies (/shop/firmen, docs/company-admin.md): every company account with its customer number, pricing
 * group and number of logins; a search over company name, customer number and any member's e-mail, and the page,
 * in the URL query. Each company links to its page (/shop/firma?cid=).
 */
const AdminCompanies = observer(function AdminCompanies({ page, locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const { params, update, pageHref } = useListQuery();
  const store = usePageStore((root) => createCompanyListStore(root.api, adminLoggedOut(root)));
  const { list } = store;
  const formId = useId();
  const search = params.toString();
  useEffect(() => store.show(new URLSearchParams(search)), [store, search]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: store.term.trim() });
  };
  const companyPath = content.pathFor('adminCompany', locale) ?? '';
  const data = list.data;

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adCoIntro')}</p>
      </div>
      <form className="ao-filters" role="search" onSubmit={onSearch}>
        <div className="ao-filters__search">
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-q`}>
              {t('adCoSearchLabel')}
            </label>
            <input id={`${formId}-q`} className="field__control" type="search" value={store.term} onChange={(e) => store.setTerm(e.target.value)} placeholder={t('adCoSearchHint')} />
          </div>
          <button type="submit" className="button button--primary">
            {t('adOrderSearchButton')}
          </button>
        </div>
      </form>
      <ListState remote={list} count={(total) => t('adCoCount', { count: formatNumber(total, locale) })} none={t('adCoNone')} />
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="data-table data-table--admin ao-table">
              <caption className="visually-hidden">{page.label}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adCoColName')}</th>
                  <th scope="col">{t('adCoColCustomerNumber')}</th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adCoColGroup')}
                  </th>
                  <th scope="col" className="num">
                    {t('adCoColMembers')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link className="ao-strong" to={`${companyPath}?cid=${c.id}`} aria-label={t('adCoOpen', { name: c.name || c.email })}>
                        {c.name || c.email}
                      </Link>
                      <br />
                      <span className="ao-muted">{c.email}</span>
                    </td>
                    <td>{c.customerNumber ?? '–'}</td>
                    <td className="ao-hide-narrow">{c.pricingGroup ? pricingGroupLabel(t, c.pricingGroup) : '–'}</td>
                    <td className="num">{formatNumber(c.members, locale)}</td>
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

export default AdminCompanies;
