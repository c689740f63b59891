import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { formatNumber } from '../../../lib/format';
import { useStores } from '../../../stores/StoreContext';
import { localized } from '../../account/account-format';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { AdminOrdersStore, ORDER_FILTERS, ORDER_SORTS } from './AdminOrdersStore';
import { formatDateTime, label, money, orderHref, OrdersTable, orderStatusText, Pagination, StatusBadge, ListState, useListQuery } from './parts';

/**
 * Admin orders (spec: /shop/bestellungen): the order list with search, filters, sort and server-side paging —
 * every filter lives in the URL query (the dashboard links e.g. ?status=inProgress) — and the offers beside it
 * (?tab=offers).
 */
const AdminOrders = observer(function AdminOrders({ page, locale }: PageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const store = usePageStore((root) => new AdminOrdersStore(root.api, adminLoggedOut(root)));
  const tab = params.get('tab') === 'offers' ? 'offers' : 'orders';
  const withTab = (value: string) => {
    const next = new URLSearchParams();
    if (value === 'offers') next.set('tab', 'offers');
    return `?${next.toString()}`;
  };
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{tab === 'orders' ? t('adOrderIntro') : t('adOfferIntro')}</p>
      </div>
      <nav className="ao-tabs" aria-label={page.label}>
        <Link to={withTab('orders')} aria-current={tab === 'orders' ? 'page' : undefined}>
          {t('adOrderTabOrders')}
        </Link>
        <Link to={withTab('offers')} aria-current={tab === 'offers' ? 'page' : undefined}>
          {t('adOrderTabOffers')}
        </Link>
      </nav>
      {tab === 'orders' ? <OrderList store={store} locale={locale} caption={page.label} /> : <OfferList store={store} locale={locale} caption={t('adOrderTabOffers')} />}
    </div>
  );
});

const OrderList = observer(function OrderList({ store, locale, caption }: { store: AdminOrdersStore; locale: string; caption: string }) {
  const t = useT();
  const { content } = useStores();
  const { params, update, pageHref } = useListQuery();
  const { list } = store.orders;
  const formId = useId();
  const search = params.toString();

  useEffect(() => store.showOrders(new URLSearchParams(search)), [store, search]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: store.orders.term.trim() });
  };
  const hasFilters = ORDER_FILTERS.some((key) => params.get(key));
  const orderPath = content.pathFor('adminOrder', locale);
  const data = list.data;
  const methods = store.options.data;

  return (
    <>
      <form className="ao-filters" role="search" onSubmit={onSearch} aria-labelledby={`${formId}-legend`}>
        <h2 id={`${formId}-legend`} className="visually-hidden">
          {t('adOrderFilters')}
        </h2>
        <div className="ao-filters__search">
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-q`}>
              {t('adOrderSearchLabel')}
            </label>
            <input id={`${formId}-q`} className="field__control" type="search" value={store.orders.term} onChange={(e) => store.orders.setTerm(e.target.value)} placeholder={t('adOrderSearchHint')} aria-describedby={`${formId}-q-hint`} />
            <span id={`${formId}-q-hint`} className="visually-hidden">
              {t('adOrderSearchHint')}
            </span>
          </div>
          <button type="submit" className="button button--primary">
            {t('adOrderSearchButton')}
          </button>
        </div>
        <SelectField id={`${formId}-status`} label={t('adOrderFilterStatus')} value={params.get('status') ?? ''} onChange={(v) => update({ status: v })} options={[['', t('adOrderFilterAll')], ...(['inProgress', 'completed', 'canceled'].map((s) => [s, orderStatusText(t, s)]) as Array<[string, string]>)]} />
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-from`}>
            {t('adOrderFilterFrom')}
          </label>
          <input id={`${formId}-from`} className="field__control" type="date" value={params.get('from') ?? ''} max={params.get('to') ?? undefined} onChange={(e) => update({ from: e.target.value })} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-to`}>
            {t('adOrderFilterTo')}
          </label>
          <input id={`${formId}-to`} className="field__control" type="date" value={params.get('to') ?? ''} min={params.get('from') ?? undefined} onChange={(e) => update({ to: e.target.value })} />
        </div>
        <SelectField
          id={`${formId}-shipping`}
          label={t('adOrderFilterShipping')}
          value={params.get('shippingMethod') ?? ''}
          onChange={(v) => update({ shippingMethod: v })}
          options={[['', t('adOrderFilterAll')], ...((methods?.shippingMethods ?? []).map((m) => [m.id, localized(m.name, locale)]) as Array<[string, string]>)]}
        />
        <SelectField
          id={`${formId}-payment`}
          label={t('adOrderFilterPayment')}
          value={params.get('paymentMethod') ?? ''}
          onChange={(v) => update({ paymentMethod: v })}
          options={[['', t('adOrderFilterAll')], ...((methods?.paymentMethods ?? []).map((m) => [m.id, localized(m.name, locale)]) as Array<[string, string]>)]}
        />
        <SelectField id={`${formId}-sort`} label={t('adOrderSortBy')} value={params.get('sort') ?? 'date_desc'} onChange={(v) => update({ sort: v === 'date_desc' ? '' : v })} options={ORDER_SORTS.map((s) => [s, t(`adOrderSort_${s}`)])} />
        {hasFilters && (
          <div className="ao-filters__actions">
            <Link to="?" className="button button--secondary">
              {t('adOrderFilterReset')}
            </Link>
          </div>
        )}
      </form>

      <ListState remote={list} count={(total) => total === 1 ? t('adOrderCountOne') : t('adOrderCount', { count: formatNumber(total, locale) })} none={t('adOrderNone')} />
      {data && data.items.length > 0 && (
        <>
          <OrdersTable orders={data.items} locale={locale} caption={caption} orderHref={(id) => orderHref(orderPath, id, { pptc: 'adminOrders' })} />
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} hrefFor={pageHref} />
        </>
      )}
    </>
  );
});

export function SelectField({ id, label: text, value, onChange, options }: { id: string; label: string; value: string; onChange: (value: string) => void; options: ReadonlyArray<readonly [string, string]> }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {text}
      </label>
      <select id={id} className="field__control field__control--select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

const OfferList = observer(function OfferList({ store, locale, caption }: { store: AdminOrdersStore; locale: string; caption: string }) {
  const t = useT();
  const { content } = useStores();
  const { params, update, pageHref } = useListQuery();
  const offers = store.offers.list;
  const formId = useId();
  const search = params.toString();
  useEffect(() => store.showOffers(new URLSearchParams(search)), [store, search]);
  const profilePath = content.pathFor('adminUserProfile', locale);
  const offerPath = content.pathFor('adminOffer', locale);
  const data = offers.data;
  return (
    <>
      <div className="ao-filters">
        <SelectField id={`${formId}-type`} label={t('adOfferFilterType')} value={params.get('type') ?? ''} onChange={(v) => update({ type: v })} options={[['', t('adOrderFilterAll')], ...(['buy', 'rentalPurchaseOffer', 'leasingInquiry'].map((s) => [s, t(`adOfferType_${s}`)]) as Array<[string, string]>)]} />
        <SelectField id={`${formId}-status`} label={t('adOfferFilterStatus')} value={params.get('offerStatus') ?? ''} onChange={(v) => update({ offerStatus: v })} options={[['', t('adOrderFilterAll')], ...(['open', 'sent', 'accepted', 'declined', 'expired'].map((s) => [s, t(`adOfferStatus_${s}`)]) as Array<[string, string]>)]} />
      </div>
      <ListState remote={offers} count={(total) => t('adOfferCount', { count: formatNumber(total, locale) })} none={t('adOfferNone')} />
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="data-table data-table--admin ao-table">
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adOfferColNumber')}</th>
                  <th scope="col">{t('adOfferColDate')}</th>
                  <th scope="col">{t('adOfferColCustomer')}</th>
                  <th scope="col">{t('adOfferColType')}</th>
                  <th scope="col">{t('adOfferColStatus')}</th>
                  <th scope="col" className="num ao-hide-narrow">
                    {t('adOfferColPositions')}
                  </th>
                  <th scope="col" className="num">
                    {t('adOfferColValue')}
                  </th>
                  <th scope="col" className="num ao-hide-narrow">
                    {t('adOfferColRate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((o) => (
                  <tr key={o.id}>
                    <td className="ao-strong ao-nowrap">{offerPath ? <Link to={`${offerPath}?ofid=${o.id}`}>{o.number}</Link> : o.number}</td>
                    <td className="num ao-nowrap">{formatDateTime(o.createdAt, locale)}</td>
                    <td>
                      {o.buyer.id !== null && profilePath ? (
                        <Link className="ao-strong" to={`${profilePath}?uid=${o.buyer.id}`}>
                          {o.buyer.company || `${o.buyer.firstname} ${o.buyer.lastname}`}
                        </Link>
                      ) : (
                        <span className="ao-strong">{o.buyer.company || `${o.buyer.firstname} ${o.buyer.lastname}`}</span>
                      )}
                      {o.buyer.id === null && <span className="ao-tag">{t('adOrderGuest')}</span>}
                      <br />
                      <span className="ao-muted">
                        {`${o.buyer.firstname} ${o.buyer.lastname}`.trim()} · {o.buyer.email}
                      </span>
                    </td>
                    <td>{label(t, `adOfferType_${o.type}`, o.type)}</td>
                    <td>
                      <StatusBadge status={o.status} text={label(t, `adOfferStatus_${o.status}`, o.status)} />
                    </td>
                    <td className="num ao-hide-narrow">{o.positionCount}</td>
                    <td className="num ao-nowrap">{money(o.value, locale, o.currency)}</td>
                    <td className="num ao-nowrap ao-hide-narrow">{o.rate !== null && o.months
                        ? o.purchasePrice !== null
                          ? t('adOfferRateFinal', { rate: money(o.rate, locale, o.currency), months: o.months, finalPrice: money(o.purchasePrice, locale, o.currency) })
                          : t('adOfferRate', { rate: money(o.rate, locale, o.currency), months: o.months })
                        : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} hrefFor={pageHref} />
        </>
      )}
    </>
  );
});

export default AdminOrders;
