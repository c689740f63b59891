import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { formatNumber } from '../../../lib/format';
import { useStores } from '../../../stores/StoreContext';
import { SelectField } from '../orders/Orders';
import { formatDate, label, Pagination, StatusBadge, ListState, useListQuery } from '../orders/parts';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { pricingGroupLabel } from './customer-labels';
import { createUserListStore, USER_SORTS } from './UserStores';

/**
 * Admin users (spec: /benutzer): the customers with the spec's search scores (exact id/e-mail 50, exact name
 * 15, partial 5; best first), a status filter, sort and paging — all in the URL query.
 */
const AdminUsers = observer(function AdminUsers({ page, locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const { params, update, pageHref } = useListQuery();
  const store = usePageStore((root) => createUserListStore(root.api, adminLoggedOut(root)));
  const { list } = store;
  const formId = useId();
  const search = params.toString();

  useEffect(() => store.show(new URLSearchParams(search)), [store, search]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: store.term.trim() });
  };
  const profilePath = content.pathFor('adminUserProfile', locale) ?? '';
  const data = list.data;
  const searching = Boolean(params.get('q'));

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adUserIntro')}</p>
      </div>
      <form className="ao-filters" role="search" onSubmit={onSearch}>
        <div className="ao-filters__search">
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-q`}>
              {t('adUserSearchLabel')}
            </label>
            <input id={`${formId}-q`} className="field__control" type="search" value={store.term} onChange={(e) => store.setTerm(e.target.value)} placeholder={t('adUserSearchHint')} />
          </div>
          <button type="submit" className="button button--primary">
            {t('adOrderSearchButton')}
          </button>
        </div>
        <SelectField id={`${formId}-status`} label={t('adUserFilterStatus')} value={params.get('status') ?? ''} onChange={(v) => update({ status: v })} options={[['', t('adOrderFilterAll')], ...(['active', 'pending', 'disabled'].map((s) => [s, t(`adUserStatus_${s}`)]) as Array<[string, string]>)]} />
        <SelectField id={`${formId}-sort`} label={t('adUserSortBy')} value={params.get('sort') ?? (searching ? 'relevance' : 'createdAt')} onChange={(v) => update({ sort: v })} options={USER_SORTS.filter((s) => searching || s !== 'relevance').map((s) => [s, t(`adUserSort_${s}`)])} />
      </form>
      <ListState remote={list} count={(total) => t('adUserCount', { count: formatNumber(total, locale) })} none={t('adUserNone')} />
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="data-table data-table--admin ao-table">
              <caption className="visually-hidden">{page.label}</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t('adUserColId')}
                  </th>
                  <th scope="col">{t('adUserColName')}</th>
                  <th scope="col">{t('adUserColCompany')}</th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adUserColCustomerId')}
                  </th>
                  <th scope="col">{t('adUserColStatus')}</th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adUserColGroup')}
                  </th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adUserColCreated')}
                  </th>
                  {searching && (
                    <th scope="col" className="num">
                      {t('adUserColScore')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {data.items.map((u) => {
                  const name = `${u.firstname} ${u.lastname}`.trim();
                  return (
                    <tr key={u.id}>
                      <td className="num">{u.id}</td>
                      <td>
                        <Link className="ao-strong" to={`${profilePath}?uid=${u.id}`} aria-label={t('adUserOpen', { name })}>
                          {name}
                        </Link>
                        <br />
                        <span className="ao-muted">{u.email}</span>
                      </td>
                      <td>{u.company}</td>
                      <td className="ao-hide-narrow">{u.customerId ?? '–'}</td>
                      <td>
                        <StatusBadge status={u.status} text={label(t, `adUserStatus_${u.status}`, u.status)} />
                      </td>
                      <td className="ao-hide-narrow">{u.pricingGroup ? pricingGroupLabel(t, u.pricingGroup) : '–'}</td>
                      <td className="ao-hide-narrow ao-nowrap">{formatDate(u.createdAt, locale)}</td>
                      {searching && <td className="num">{u.score}</td>}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} hrefFor={pageHref} />
        </>
      )}
    </div>
  );
});

export default AdminUsers;
