import { isUnapprovedOrder } from '@shop/domain';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { formatDate as formatShopDate, hasMessage } from '@shop/i18n';
import type { AdminOrderListItem } from '../../../api/admin-orders-contracts';
import { useT } from '../../../app/RouteContext';
import { Spinner } from '../../../components/Spinner';
import { formatDate, localized, money } from '../../account/account-format';
import type { Remote } from '../shared/remote';
import './admin-orders.css';

export { formatDate, money };

/**
 * A list page's filters, sort and page live in the URL query: `update` changes filters (and goes back to the
 * first page), `pageHref` links to one page of the same list.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    return `?${next.toString()}`;
  };
  return { params, update, pageHref };
}

/**
 * What an admin list shows above its table: a failure (its message id translated), the count with a spinner
 * while a page loads, and "none found" for an empty answer.
 */
export const ListState = observer(function ListState({ remote, count, none }: { remote: Remote<{ total: number; items: readonly unknown[] }>; count: (total: number) => string; none: string }) {
  const t = useT();
  const data = remote.data;
  return (
    <>
      {remote.status === 'error' && (
        <p className="message message--error" role="alert">
          {label(t, remote.errorCode ?? '', t('errorHasOccurred'))}
        </p>
      )}
      <div className="ao-summary" aria-live="polite">
        {data && <strong>{count(data.total)}</strong>}
        {remote.status === 'loading' && <Spinner logo={false} label={t('loading')} />}
      </div>
      {data && data.items.length === 0 && remote.status !== 'loading' && <p className="message">{none}</p>}
    </>
  );
});

/** Date and time in the shop's time zone, e.g. "27.11.2026, 14:05" / "27/11/2026, 14:05". */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  return formatShopDate(value, locale, 'dateTime');
}

/** A translated label, or the raw value when there is no text for it. */
export function label(t: (id: string) => string, id: string, fallback: string): string {
  return hasMessage(id) ? t(id) : fallback;
}

const STATUS_TONE: Record<string, string> = { inProgress: 'progress', completed: 'done', canceled: 'canceled', open: 'progress', sent: 'done', accepted: 'done', declined: 'canceled', active: 'done', pending: 'progress', disabled: 'canceled' };

/** A status as a badge: text always (never colour alone), a symbol and a tone. */
export function StatusBadge({ status, text }: { status: string; text: string }) {
  const tone = STATUS_TONE[status] ?? 'progress';
  const symbol = tone === 'done' ? '✓' : tone === 'canceled' ? '✕' : '●';
  return (
    <span className={`ao-badge ao-badge--${tone}`}>
      <span aria-hidden="true">{symbol}</span> {text}
    </span>
  );
}

export function orderStatusText(t: (id: string) => string, status: string): string {
  return label(t, `orderStatus_${status}`, status);
}

/** Previous / next and "page x of y"; changes only the page (the caller keeps the other query values). */
export function Pagination({ page, pageSize, total, hrefFor }: { page: number; pageSize: number; total: number; hrefFor: (page: number) => string }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="ao-pagination" aria-label={t('adOrderPagination')}>
      {page > 1 ? (
        <Link className="button button--secondary button--small" to={hrefFor(page - 1)} rel="prev">
          ← {t('adOrderPrev')}
        </Link>
      ) : (
        <span className="button button--secondary button--small" aria-disabled="true">
          ← {t('adOrderPrev')}
        </span>
      )}
      <span className="ao-pagination__info">{t('adOrderPage', { page, pages })}</span>
      {page < pages ? (
        <Link className="button button--secondary button--small" to={hrefFor(page + 1)} rel="next">
          {t('adOrderNext')} →
        </Link>
      ) : (
        <span className="button button--secondary button--small" aria-disabled="true">
          {t('adOrderNext')} →
        </span>
      )}
    </nav>
  );
}

/** The order table of the order list and of the user profile's orders tab. */
export function OrdersTable({ orders, locale, orderHref, caption, showCustomer = true }: { orders: readonly AdminOrderListItem[]; locale: string; orderHref: (id: number) => string; caption: string; showCustomer?: boolean }) {
  const t = useT();
  return (
    <div className="table-wrap">
      <table className="data-table data-table--admin ao-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adOrderColNumber')}</th>
            <th scope="col">{t('adOrderColDate')}</th>
            {showCustomer && <th scope="col">{t('adOrderColCustomer')}</th>}
            <th scope="col">{t('adOrderColStatus')}</th>
            <th scope="col" className="ao-hide-narrow">
              {t('adOrderColShipping')} / {t('adOrderColPayment')}
            </th>
            <th scope="col" className="num ao-hide-narrow">
              {t('adOrderColPositions')}
            </th>
            <th scope="col" className="num ao-hide-narrow">
              {t('adOrderColNet')}
            </th>
            <th scope="col" className="num ao-hide-narrow">
              {t('adOrderColVat')}
            </th>
            <th scope="col" className="num">
              {t('adOrderColGross')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className={o.status === 'canceled' || isUnapprovedOrder(o) ? 'is-canceled' : undefined}>
              <td>
                <Link className="ao-strong" to={orderHref(o.id)} aria-label={t('adOrderOpen', { number: o.id })}>
                  {o.id}
                </Link>
              </td>
              <td className="num ao-nowrap">{formatDateTime(o.orderDate, locale)}</td>
              {showCustomer && (
                <td>
                  <span className="ao-strong">{o.buyer.company || o.buyer.lastname}</span>
                  {o.buyer.id === null && <span className="ao-tag">{t('adOrderGuest')}</span>}
                  <br />
                  <span className="ao-muted">{o.buyer.email}</span>
                </td>
              )}
              <td>
                {isUnapprovedOrder(o) ? (
                  // Waiting for the buyer's company or rejected by it: no order yet, counted nowhere (ADR 0051).
                  <StatusBadge status={o.approvalState === 'rejected' ? 'canceled' : 'pending'} text={t(`adOrderApproval_${o.approvalState}`)} />
                ) : (
                  <StatusBadge status={o.status} text={orderStatusText(t, o.status)} />
                )}
              </td>
              <td className="ao-hide-narrow">
                {localized(o.shippingMethod, locale)}
                <br />
                <span className="ao-muted">{localized(o.paymentMethod, locale)}</span>
              </td>
              <td className="num ao-hide-narrow">{o.positionCount}</td>
              <td className="num ao-nowrap ao-hide-narrow">{money(o.subtotal, locale, o.currency)}</td>
              <td className="num ao-nowrap ao-hide-narrow">{money(o.vat, locale, o.currency)}</td>
              <td className="num ao-nowrap">{money(o.total, locale, o.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The link to an order's page, with its parent page (pptc) so the back link returns there. */
export function orderHref(orderPath: string | null, id: number, parent: { pptc: 'adminOrders' } | { pptc: 'adminUserProfile'; uid: number }): string {
  const params = new URLSearchParams({ oid: String(id), pptc: parent.pptc });
  if (parent.pptc === 'adminUserProfile') params.set('uid', String(parent.uid));
  return `${orderPath ?? ''}?${params.toString()}`;
}
