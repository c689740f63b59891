import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { hasMessage } from '@shop/i18n';
import { companyOrdersApiOf, type CompanyOrderRow } from '../../api/company-orders-contracts';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';
import { CompanyOrderCells } from './CompanyOrderCells';
import { AccountLayout } from './AccountLayout';
import { AccountApprovalsStore } from './AccountApprovalsStore';
import { formatDate } from './account-format';

/**
 * The company's orders waiting for approval (/konto/freigaben, docs/company-approval.md): approve, or reject with
 * a reason. Only buttons and a labelled text field: usable with the keyboard alone (Escape closes the reason).
 * The order named in the approval mail's link (?oid=) is marked.
 */
const AccountApprovals = observer(function AccountApprovals({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const [store] = useState(() => new AccountApprovalsStore(companyOrdersApiOf(root.api), () => root.session.clearUser()));
  const named = Number(new URLSearchParams(useLocation().search).get('oid')) || null;
  useEffect(() => {
    void store.load();
  }, [store]);
  const { orders, status, notice } = store;
  const text = (id: string, fallback = 'errorHasOccurred') => (hasMessage(id) ? t(id) : t(fallback));
  return (
    <AccountLayout section="accountApprovals" title={page.label}>
      <p className="form__note">{t('approvalsIntro')}</p>
      <div role="status" aria-live="polite">
        {notice && <p className={`message ${notice.kind === 'error' ? 'message--error' : 'message--success'}`}>{notice.kind === 'success' ? t(notice.messageId, { orderNumber: notice.orderNumber }) : `${notice.orderNumber}: ${text(notice.messageId)}`}</p>}
      </div>
      {status === 'error' && (
        <p className="message message--error" role="alert">
          {text(store.errorCode ?? '')}
        </p>
      )}
      {orders.length === 0 && (status === 'loading' || status === 'idle') ? (
        <Spinner logo={false} label={t('loading')} />
      ) : orders.length === 0 ? (
        status === 'loaded' && <p className="message">{t('approvalsNone')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table orders-table">
            <caption className="visually-hidden">{page.label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('approvalsColOrder')}</th>
                <th scope="col">{t('approvalsColBuyer')}</th>
                <th scope="col">{t('approvalsColReason')}</th>
                <th scope="col" className="wrap">
                  {t('companyOrdersColCustomerOrderNumber')} / {t('companyOrdersColCostCentre')}
                </th>
                <th scope="col" className="num wrap">
                  {t('approvalsColNet')} / {t('approvalsColGross')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('approvalsApprove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <ApprovalRow key={order.orderId} order={order} store={store} locale={locale} marked={order.orderId === named} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountLayout>
  );
});

const ApprovalRow = observer(function ApprovalRow({ order, store, locale, marked }: { order: CompanyOrderRow; store: AccountApprovalsStore; locale: string; marked: boolean }) {
  const t = useT();
  const reasonId = useId();
  const rejectButton = useRef<HTMLButtonElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // A refused reason takes the focus back to the field, so the keyboard goes on typing there.
  useEffect(() => {
    if (store.reasonError && store.rejecting === order.orderId) reasonField.current?.focus();
  }, [store.reasonError, store.rejecting, order.orderId]);
  const busy = store.busyId !== null;
  const rejecting = store.rejecting === order.orderId;
  const close = () => {
    store.cancelReject();
    rejectButton.current?.focus();
  };
  return (
    <>
      <tr aria-current={marked ? 'true' : undefined} className={marked ? 'is-marked' : undefined}>
        <th scope="row" data-label={t('approvalsColOrder')}>
          {order.orderNumber}
          <br />
          <span className="form__note">{formatDate(order.orderDate, locale)}</span>
        </th>
        <td data-label={t('approvalsColBuyer')}>{order.orderedBy.name}</td>
        <td data-label={t('approvalsColReason')}>{order.approvalReason ? t(`approvalReason_${order.approvalReason}`) : '–'}</td>
        <CompanyOrderCells order={order} locale={locale} />
        <td className="orders-table__action approvals__actions">
          <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void store.approve(order.orderId)} aria-label={`${t('approvalsApprove')}: ${t('approvalsColOrder')} ${order.orderNumber}`}>
            {t('approvalsApprove')}
          </button>{' '}
          <button
            ref={rejectButton}
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            aria-expanded={rejecting}
            onClick={() => store.startReject(order.orderId)}
            aria-label={`${t('approvalsReject')}: ${t('approvalsColOrder')} ${order.orderNumber}`}
          >
            {t('approvalsReject')}
          </button>
        </td>
      </tr>
      {rejecting && (
        <tr>
          <td colSpan={6}>
            <form
              className="form"
              onSubmit={(e) => {
                e.preventDefault();
                void store.submitReject();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') close();
              }}
            >
              <div className="field">
                <label className="field__label" htmlFor={reasonId}>
                  {t('approvalsRejectReason')} ({t('approvalsColOrder')} {order.orderNumber})
                </label>
                <textarea
                  ref={reasonField}
                  id={reasonId}
                  className="field__control"
                  rows={3}
                  maxLength={500}
                  autoFocus
                  value={store.reason}
                  aria-invalid={store.reasonError ? true : undefined}
                  aria-describedby={store.reasonError ? `${reasonId}-error` : undefined}
                  onChange={(e) => store.setReason(e.target.value)}
                />
                {store.reasonError && (
                  <p id={`${reasonId}-error`} className="field__error" role="alert">
                    {t(store.reasonError)}
                  </p>
                )}
              </div>
              <button type="submit" className="button button--danger button--small" disabled={busy}>
                {t('approvalsRejectConfirm')}
              </button>{' '}
              <button type="button" className="button button--secondary button--small" onClick={close}>
                {t('approvalsCancel')}
              </button>
            </form>
          </td>
        </tr>
      )}
    </>
  );
});

export default AccountApprovals;
