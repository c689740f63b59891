import { isCountedOrder } from '@shop/domain';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { Address, Order, OrderAddress } from '../../api/identity-contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { addressLines, formatDate, money, orderCurrency, orderNumber, orderStatusLabel } from './account-format';

export function AddressBlock({ address }: { address: Address | OrderAddress }) {
  const t = useT();
  const locale = useLocale();
  const lines = addressLines(address, locale, t('postOfficeBoxShort'));
  return (
    <address className="address-block">
      {lines.map((line, i) => (
        <span key={i} className={i === 0 ? 'address-block__name' : undefined}>
          {line}
        </span>
      ))}
      {address.taxNo && (
        <span className="address-block__tax">
          {t('taxNo')}: {address.taxNo}
        </span>
      )}
    </address>
  );
}

export function OrderStatusBadge({ status, approvalState }: { status: string; approvalState?: string | null }) {
  const t = useT();
  // An order waiting for the company's approval, or rejected by it, is no order yet (ADR 0051): its approval is its state.
  if (approvalState === 'awaiting' || approvalState === 'rejected') {
    return <span className={`status-badge status-badge--${approvalState === 'rejected' ? 'canceled' : 'inProgress'}`}>{t(`approvalState_${approvalState}`)}</span>;
  }
  return <span className={`status-badge status-badge--${status}`}>{orderStatusLabel(status, t)}</span>;
}

/** Link to the order detail page (query oid). */
export function useOrderHref(): (order: Order) => string | null {
  const locale = useLocale();
  const { content } = useStores();
  const path = content.pathFor('accountOrder', locale);
  return (order) => (path ? `${path}?oid=${encodeURIComponent(String(order.id))}` : null);
}

/**
 * Orders as a table: number, date, status, positions and gross total (numbers right-aligned). On small
 * screens each row becomes a card (labels come from data-label).
 */
export const OrdersTable = observer(function OrdersTable({ orders, caption }: { orders: Order[]; caption: string }) {
  const t = useT();
  const locale = useLocale();
  const href = useOrderHref();
  return (
    <div className="table-wrap">
      <table className="data-table orders-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderNumber')}</th>
            <th scope="col">{t('orderDate')}</th>
            <th scope="col">{t('orderStatus')}</th>
            <th scope="col" className="num">
              {t('positionsCount')}
            </th>
            <th scope="col" className="num">
              {t('orderTotalGross')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('orderDetailsLink')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const link = href(order);
            return (
              <tr key={String(order.id)} className={isCountedOrder(order) ? undefined : 'is-canceled'}>
                <th scope="row" data-label={t('orderNumber')}>
                  {link ? <Link to={link}>{orderNumber(order)}</Link> : orderNumber(order)}
                </th>
                <td data-label={t('orderDate')}>{formatDate(order.orderDate, locale)}</td>
                <td data-label={t('orderStatus')}>
                  <OrderStatusBadge status={order.status} approvalState={order.approvalState} />
                </td>
                <td data-label={t('positionsCount')} className="num">
                  {order.positions?.length ?? 0}
                </td>
                <td data-label={t('orderTotalGross')} className="num">
                  {money(order.price?.total, locale, orderCurrency(order))}
                </td>
                <td className="orders-table__action">
                  {link && (
                    <Link to={link} className="button button--secondary button--small" aria-label={t('showOrderN', { number: orderNumber(order) })}>
                      {t('orderDetailsLink')}
                    </Link>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
