import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { deliveryTimeTexts } from '@shop/domain';
import type { Order } from '../../api/identity-contracts';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { RequisitionListControl } from '../../components/requisition-lists/RequisitionListControl';
import { VatTreatmentNote, vatLineLabel } from '../../components/vat/VatNote';
import { useStores } from '../../stores/StoreContext';
import { accountStoreOf } from '../../stores/AccountStore';
import { formatDate, localized, money, orderCurrency, orderNumber } from './account-format';
import { AccountLayout } from './AccountLayout';
import { AddressBlock, OrderStatusBadge } from './AccountParts';
import { formatNumber } from '../../lib/format';
import { ReorderStore } from '../../stores/ReorderStore';

/** Order detail (query oid). An unknown order (or one of someone else) sends the visitor to the order list. */
const AccountOrder = observer(function AccountOrder({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const { content, api, cart } = root;
  const account = accountStoreOf(root);
  const [reorder] = useState(() => new ReorderStore(api, cart));
  const location = useLocation();
  const oid = (new URLSearchParams(location.search).get('oid') ?? '').trim();
  const ordersPath = content.pathFor('accountOrders', locale);
  useEffect(() => {
    if (oid) void account.loadOrder(oid);
  }, [account, oid]);
  const state = oid ? account.orderState(oid) : ({ status: 'notFound' } as const);

  if (state?.status === 'notFound' && ordersPath) return <Navigate to={ordersPath} replace />;

  const order = state?.status === 'loaded' ? state.order : null;
  return (
    <AccountLayout
      section="accountOrders"
      title={order ? t('orderN', { number: orderNumber(order) }) : page.label}
      actions={
        <>
          {order && (
            <button type="button" className="button button--primary button--small" disabled={reorder.disabled} onClick={() => void reorder.reorder(order, locale)}>
              {t('reorder')}
            </button>
          )}
          {ordersPath && (
            <Link className="button button--secondary button--small" to={ordersPath}>
              {t('backToOrders')}
            </Link>
          )}
        </>
      }
    >
      <div aria-live="polite">
        {reorder.message && (
          <p className={`message message--${reorder.message.kind === 'success' ? 'success' : 'error'}`} role={reorder.message.kind === 'error' ? 'alert' : 'status'}>
            {reorder.message.kind === 'success' ? t('reorderItemsAdded', { count: reorder.message.count }) : t(reorder.message.id)}{' '}
            {reorder.message.skipped.length > 0 && t('reorderItemsSkipped', { ids: reorder.message.skipped.join(', ') })}{' '}
            {reorder.message.kind === 'success' && content.pathFor('cart', locale) && <Link to={content.pathFor('cart', locale)!}>{t('toCart')}</Link>}
          </p>
        )}
      </div>
      {(!state || state.status === 'loading') && <Spinner logo={false} label={t('loading')} />}
      {state?.status === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {order && <RequisitionListControl labelId="requisitionListAddOrder" source={() => ({ fromOrderId: Number(order.id) })} />}
      {order && <OrderDetail order={order} locale={locale} />}
    </AccountLayout>
  );
});

const OrderDetail = observer(function OrderDetail({ order, locale }: { order: Order; locale: string }) {
  const t = useT();
  const currency = orderCurrency(order);
  const price = order.price;
  const info = order.additionalInformation;
  const fmt = (cents: number | undefined) => money(cents, locale, currency);
  const shippingPrice = order.shippingMethod?.price ?? 0;
  const paymentFee = order.paymentMethod?.fee ?? 0;
  return (
    <>
      <dl className="order-meta">
        <div>
          <dt>{t('orderDate')}</dt>
          <dd>{formatDate(order.orderDate, locale)}</dd>
        </div>
        <div>
          <dt>{t('orderStatus')}</dt>
          <dd>
            <OrderStatusBadge status={order.status} approvalState={order.approvalState} />
          </dd>
        </div>
        {info?.customerOrderId && (
          <div>
            <dt>{t('customerOrderId')}</dt>
            <dd>{info.customerOrderId}</dd>
          </div>
        )}
        {info?.costCentre && (
          <div>
            <dt>{t('orderCostCentre')}</dt>
            <dd>{info.costCentre}</dd>
          </div>
        )}
        {order.approval?.state === 'rejected' && order.approval.rejectionReason && (
          <div>
            <dt>{t('approvalState_rejected')}</dt>
            <dd>{order.approval.rejectionReason}</dd>
          </div>
        )}
      </dl>
      <div className="account-grid account-grid--2">
        {order.shippingAddress && (
          <section className="panel" aria-labelledby="order-shipping">
            <h2 id="order-shipping" className="panel__title">
              {t('shippingAddress')}
            </h2>
            <AddressBlock address={order.shippingAddress} />
            {order.shippingMethod && (
              <p className="form__note">
                {t('shippingMethod')}: {localized(order.shippingMethod.name, locale)}
              </p>
            )}
            {order.shippingMethod?.deliveryTimeInfo && (
              <p className="form__note">
                {t('orderDeliveryTime')}: {deliveryTimeTexts(order.shippingMethod.deliveryTimeInfo, t).join('; ')}
              </p>
            )}
          </section>
        )}
        {order.billingAddress && (
          <section className="panel" aria-labelledby="order-billing">
            <h2 id="order-billing" className="panel__title">
              {t('billingAddress')}
            </h2>
            <AddressBlock address={order.billingAddress} />
            {order.paymentMethod && (
              <p className="form__note">
                {t('paymentMethod')}: {localized(order.paymentMethod.name, locale)}
              </p>
            )}
          </section>
        )}
      </div>
      <section className="account-section" aria-labelledby="order-positions">
        <div className="account-section__head">
          <h2 id="order-positions">{t('orderPositions')}</h2>
        </div>
        <div className="table-wrap">
          <table className="data-table positions-table">
            <caption className="visually-hidden">{t('orderPositions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('positionArticle')}</th>
                <th scope="col" className="num">
                  {t('positionQuantity')}
                </th>
                <th scope="col" className="num">
                  {t('positionUnitPrice')}
                </th>
                <th scope="col" className="num">
                  {t('orderDiscount')}
                </th>
                <th scope="col" className="num">
                  {t('positionTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(order.positions ?? []).map((position, i) => {
                const discount = Number(position.discount ?? 0);
                return (
                  <tr key={`${position.product.id}-${i}`}>
                    <td className="positions-table__name">
                      {localized(position.product.name, locale) || position.product.id}
                      <span className="positions-table__id">
                        {t('articleNumberShort')} {position.product.id}
                      </span>
                    </td>
                    <td className="num">{formatQuantity(position.qty, locale)}</td>
                    <td className="num">
                      {fmt(position.product.price)}
                      {position.product.priceUnit && position.product.priceUnit > 1 ? ` / ${position.product.priceUnit}` : ''}
                    </td>
                    <td className="num">{discount > 0 ? `${formatQuantity(discount, locale)} %` : '–'}</td>
                    <td className="num">{fmt(position.price)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {price && (
          <dl className="totals">
            <dt>{t('orderItemTotal')}</dt>
            <dd>{fmt(price.itemTotal)}</dd>
            {price.discountAmount ? (
              <>
                <dt>
                  {t('orderDiscount')}
                  {price.couponCode ? ` (${price.couponCode})` : ''}
                </dt>
                <dd>− {fmt(price.discountAmount)}</dd>
              </>
            ) : null}
            <dt>{t('orderShippingCosts')}</dt>
            <dd>{fmt(shippingPrice)}</dd>
            {paymentFee > 0 && (
              <>
                <dt>{t('orderPaymentCosts')}</dt>
                <dd>{fmt(paymentFee)}</dd>
              </>
            )}
            <dt>{t('orderSubtotalNet')}</dt>
            <dd>{fmt(price.subtotal)}</dd>
            <dt>{vatLineLabel(order.vat?.kind, t('orderVatWithRate', { rate: formatQuantity(price.vatRate ?? 0, locale) }), t)}</dt>
            <dd>{fmt(price.vat)}</dd>
            <dt className="totals__total">{t('orderTotalGrossLabel')}</dt>
            <dd className="totals__total">{fmt(price.total)}</dd>
          </dl>
        )}
        {price && <VatTreatmentNote treatment={order.vat} />}
      </section>
      {info?.comment && (
        <section className="account-section" aria-labelledby="order-comment">
          <h2 id="order-comment" className="panel__title">
            {t('orderComment')}
          </h2>
          <p>{info.comment}</p>
        </section>
      )}
    </>
  );
});

/** Decimal strings ("1.5") in the locale's notation ("1,5"). */
function formatQuantity(value: string | number, locale: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return formatNumber(n, locale, 3);
}

export default AccountOrder;
