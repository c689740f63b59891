import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { OFFER_STATUSES, OFFER_TYPES } from '@shop/domain';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { formatNumber } from '../../../lib/format';
import { useStores } from '../../../stores/StoreContext';
import { formatDateTime, label, ListState, money, Pagination, useListQuery } from '../orders/parts';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { AdminOffersStore } from './AdminOffersStore';
import { OfferStatusBadge, SelectField } from './parts';
import './admin-offers.css';

/**
 * The offers (/shop/angebote, docs/decisions/0046-offers-to-orders.md): every offer request with its type and
 * status (labels, never codes), filtered by both in the URL query, each linked to its page (/shop/angebot?ofid=).
 */
const AdminOffers = observer(function AdminOffers({ page, locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const store = usePageStore((root) => new AdminOffersStore(root.api, adminLoggedOut(root)));
  const { params, update, pageHref } = useListQuery();
  const formId = useId();
  const search = params.toString();
  useEffect(() => store.show(new URLSearchParams(search)), [store, search]);
  const offers = store.offers.list;
  const data = offers.data;
  const offerPath = content.pathFor('adminOffer', locale) ?? '';
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adOffersIntro')}</p>
      </div>
      <div className="ao-filters">
        <SelectField id={`${formId}-type`} label={t('adOfferFilterType')} value={params.get('type') ?? ''} onChange={(v) => update({ type: v })} options={[['', t('adOrderFilterAll')], ...OFFER_TYPES.map((s) => [s, label(t, `adOfferType_${s}`, s)] as const)]} />
        <SelectField id={`${formId}-status`} label={t('adOfferFilterStatus')} value={params.get('status') ?? ''} onChange={(v) => update({ status: v })} options={[['', t('adOrderFilterAll')], ...OFFER_STATUSES.map((s) => [s, label(t, `adOfferStatus_${s}`, s)] as const)]} />
      </div>
      <ListState remote={offers} count={(total) => t('adOfferCount', { count: formatNumber(total, locale) })} none={t('adOfferNone')} />
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="data-table data-table--admin ao-table">
              <caption className="visually-hidden">{page.label}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adOfferColNumber')}</th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adOfferColDate')}
                  </th>
                  <th scope="col">{t('adOfferColCustomer')}</th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adOfferColType')}
                  </th>
                  <th scope="col">{t('adOfferColStatus')}</th>
                  <th scope="col" className="num">
                    {t('adOfferColValue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((o) => (
                  <tr key={o.id}>
                    <td className="ao-nowrap">
                      <Link className="ao-strong" to={`${offerPath}?ofid=${o.id}`} aria-label={t('adOfferOpen', { number: o.number })}>
                        {o.number}
                      </Link>
                    </td>
                    <td className="num ao-nowrap ao-hide-narrow">{formatDateTime(o.createdAt, locale)}</td>
                    <td>
                      <span className="ao-strong">{o.buyer.company || `${o.buyer.firstname} ${o.buyer.lastname}`}</span>
                      {o.buyer.id === null && <span className="ao-tag">{t('adOrderGuest')}</span>}
                      <br />
                      <span className="ao-muted">{o.buyer.email}</span>
                    </td>
                    <td className="ao-hide-narrow">{label(t, `adOfferType_${o.type}`, o.type)}</td>
                    <td>
                      <OfferStatusBadge status={o.status} />
                    </td>
                    <td className="num ao-nowrap">{money(o.value, locale, o.currency)}</td>
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

export default AdminOffers;
