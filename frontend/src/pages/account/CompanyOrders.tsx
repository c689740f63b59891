import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { companyOrdersApiOf } from '../../api/company-orders-contracts';
import { useT } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';
import { OrderStatusBadge } from './AccountParts';
import { CompanyOrderCells } from './CompanyOrderCells';
import { COMPANY_ORDER_STATUSES, CompanyOrdersStore } from './CompanyOrdersStore';
import { formatDate } from './account-format';

/**
 * The company order history (docs/company-approval.md) below the own orders: members who may read the company's
 * orders see every member's, others their own (the server's `scope`); filters member, status, date from/to; who
 * ordered and who approved, the buyer's own order number and cost centre, net and gross.
 */
export const CompanyOrders = observer(function CompanyOrders({ locale }: { locale: string }) {
  const t = useT();
  const root = useStores();
  const id = useId();
  const [store] = useState(() => new CompanyOrdersStore(companyOrdersApiOf(root.api), () => root.session.clearUser()));
  useEffect(() => {
    void store.load(1);
  }, [store]);
  const data = store.page;
  const company = data?.scope === 'company';
  // A company of one: the own orders above are the company's; a second list of the same would only repeat them.
  if (company && data.members.length <= 1) return null;
  return (
    <section className="company-orders" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{company ? t('companyOrdersTitle') : t('companyOrdersOwnTitle')}</h2>
      <form
        className="company-orders__filters"
        onSubmit={(e) => {
          e.preventDefault();
          void store.load(1);
        }}
      >
        {company && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-member`}>
              {t('companyOrdersFilterMember')}
            </label>
            <select id={`${id}-member`} className="field__control field__control--select" value={store.filter.member ?? ''} onChange={(e) => store.setFilter({ member: e.target.value ? Number(e.target.value) : undefined })}>
              <option value="">{t('companyOrdersAllMembers')}</option>
              {data?.members.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            {t('companyOrdersFilterStatus')}
          </label>
          <select id={`${id}-status`} className="field__control field__control--select" value={store.filter.status ?? ''} onChange={(e) => store.setFilter({ status: (e.target.value || undefined) as (typeof COMPANY_ORDER_STATUSES)[number] | undefined })}>
            <option value="">{t('companyOrdersAllStatuses')}</option>
            {COMPANY_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'awaiting' || s === 'rejected' ? t(`approvalState_${s}`) : t(`orderStatus_${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            {t('companyOrdersFilterFrom')}
          </label>
          <input id={`${id}-from`} className="field__control" type="date" value={store.filter.from ?? ''} onChange={(e) => store.setFilter({ from: e.target.value || undefined })} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            {t('companyOrdersFilterTo')}
          </label>
          <input id={`${id}-to`} className="field__control" type="date" value={store.filter.to ?? ''} min={store.filter.from} onChange={(e) => store.setFilter({ to: e.target.value || undefined })} />
        </div>
        <button type="submit" className="button button--secondary">
          {t('companyOrdersApply')}
        </button>
      </form>
      {store.status === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {!data && store.status === 'loading' ? (
        <Spinner logo={false} label={t('loading')} />
      ) : data && data.orders.length === 0 ? (
        <p className="message">{t('companyOrdersNone')}</p>
      ) : data ? (
        <div className="table-wrap">
          <table className="data-table orders-table">
            <caption className="visually-hidden">{company ? t('companyOrdersTitle') : t('companyOrdersOwnTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orderNumber')}</th>
                <th scope="col">{t('approvalsColDate')}</th>
                <th scope="col">{t('companyOrdersColOrderedBy')}</th>
                <th scope="col">{t('orderStatus')}</th>
                <th scope="col">{t('companyOrdersColApprovedBy')}</th>
                <th scope="col" className="wrap">
                  {t('companyOrdersColCustomerOrderNumber')} / {t('companyOrdersColCostCentre')}
                </th>
                <th scope="col" className="num wrap">
                  {t('approvalsColNet')} / {t('approvalsColGross')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((o) => (
                <tr key={o.orderId} className={o.approvalState === 'awaiting' || o.approvalState === 'rejected' || o.status === 'canceled' ? 'is-canceled' : undefined}>
                  <th scope="row" data-label={t('orderNumber')}>
                    {o.orderNumber}
                  </th>
                  <td data-label={t('approvalsColDate')}>{formatDate(o.orderDate, locale)}</td>
                  <td data-label={t('companyOrdersColOrderedBy')}>{o.orderedBy.name}</td>
                  <td data-label={t('orderStatus')}>
                    <OrderStatusBadge status={o.status} approvalState={o.approvalState} />
                  </td>
                  <td data-label={t('companyOrdersColApprovedBy')}>{o.approvedBy?.name || (o.rejectedBy ? `${t('approvalState_rejected')}: ${o.rejectedBy.name}` : '–')}</td>
                  <CompanyOrderCells order={o} locale={locale} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && (store.hasPrevious || store.hasNext) && (
        <div className="company-orders__pages">
          <button type="button" className="button button--secondary button--small" disabled={!store.hasPrevious} onClick={() => void store.load(data.page - 1)}>
            {t('companyOrdersPrev')}
          </button>
          <button type="button" className="button button--secondary button--small" disabled={!store.hasNext} onClick={() => void store.load(data.page + 1)}>
            {t('companyOrdersNext')}
          </button>
        </div>
      )}
    </section>
  );
});
