import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { deliveryTimeTexts, formatQuantityForLocale, nextOrderStatuses, isUnapprovedOrder } from '@shop/domain';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { VatTreatmentNote, vatLineLabel } from '../../../components/vat/VatNote';
import { useStores } from '../../../stores/StoreContext';
import { addressLines, localized } from '../../account/account-format';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { saveInBrowser } from '../shared/save-file';
import { AdminOrderStore } from './AdminOrderStore';
import { lastOrderListSearch } from './AdminOrdersStore';
import { formatDate, formatDateTime, label, money, orderStatusText, StatusBadge } from './parts';

/**
 * One order for the shop owner (spec: /shop/bestellung?oid=): customer, positions with configured products
 * spelled out, addresses, the price breakdown, the confirmation PDF, the status with its history, and the
 * status change (confirmed in a dialog). The back link goes to the parent page the spec's pptc names: the
 * order list, or the customer's profile (uid) on its orders tab.
 */
const AdminOrder = observer(function AdminOrder({ locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const [params] = useSearchParams();
  const oid = Number(params.get('oid'));
  const pptc = params.get('pptc');
  const uid = Number(params.get('uid'));
  const store = usePageStore((root) => new AdminOrderStore(root.api, adminLoggedOut(root), saveInBrowser));
  const { detail, pending, busy, pdfBusy, notice } = store;
  const noteId = useId();
  const lang = locale === 'en' ? 'en' : 'de';

  useEffect(() => store.show(oid, lang), [store, oid, lang]);

  const profilePath = content.pathFor('adminUserProfile', locale);
  const back =
    pptc === 'adminUserProfile' && uid > 0 && profilePath
      ? { href: `${profilePath}?uid=${uid}&tabId=orders`, text: t('adOrderBackToProfile') }
      : { href: `${content.pathFor('adminOrders', locale) ?? ''}${lastOrderListSearch()}`, text: t('adOrderBackToList') };

  const data = detail.data;
  const order = data?.order;

  const message =
    notice === null
      ? null
      : notice.tone === 'success'
        ? { kind: 'success', text: t('adOrderStatusChanged', { status: orderStatusText(t, notice.status) }) + (notice.mailed ? ` ${t('adOrderMailSent')}` : '') }
        : { kind: 'error', text: t(notice.id) };

  return (
    <div className="admin-page">
      <Link className="ao-back" to={back.href}>
        ← {back.text}
      </Link>
      {detail.status === 'error' && (
        <p className="message message--error" role="alert">
          {label(t, detail.errorCode ?? '', t('errorHasOccurred'))}
        </p>
      )}
      {!order && detail.status === 'loading' && <Spinner logo={false} label={t('loading')} />}
      {order && data && (
        <>
          <div className="admin-page__head ao-title">
            <h1>{t('adOrderTitle', { number: order.id })}</h1>
            <StatusBadge status={order.status} text={orderStatusText(t, order.status)} />
            {isUnapprovedOrder(order) && <StatusBadge status={order.approvalState === 'rejected' ? 'canceled' : 'pending'} text={t(`adOrderApproval_${order.approvalState}`)} />}
            <span className="ao-muted">{t('adOrderPlacedOn', { date: formatDateTime(order.orderDate, locale) })}</span>
          </div>

          <div className="ao-actions" role="group" aria-label={t('adOrderStatusActions')}>
            <span className="ao-actions__label">{t('adOrderStatusActions')}:</span>
            {(nextOrderStatuses(order.status).length === 0 || isUnapprovedOrder(order)) && <span className="ao-muted">{t(isUnapprovedOrder(order) ? 'adOrderNotApproved' : 'adOrderStatusFinalHint')}</span>}
            {/* Only the changes the order status machine allows (completed and canceled are final); none before the company's approval. */}
            {(isUnapprovedOrder(order) ? [] : nextOrderStatuses(order.status)).map((s) => (
              <button key={s} type="button" className={`button button--small ${s === 'canceled' ? 'button--danger' : s === 'completed' ? 'button--primary' : 'button--secondary'}`} onClick={() => store.ask(s)} disabled={busy}>
                {t(`adOrderSet_${s}`)}
              </button>
            ))}
            <span className="ao-actions__spacer" />
            <button type="button" className="button button--secondary button--small" onClick={() => void store.downloadPdf()} disabled={pdfBusy}>
              ⤓ {t('adOrderPdf')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={store.askResend} disabled={store.resendBusy}>
              ✉ {t('adOrderResend')}
            </button>
          </div>
          <div aria-live="polite">
            {message && <p className={`message message--${message.kind}`}>{message.text}</p>}
            {store.actionNotice && <p className={`message message--${store.actionNotice.tone}`}>{t(store.actionNotice.id, store.actionNotice.values)}</p>}
          </div>

          <div className="ao-grid">
            <section className="ao-card" aria-labelledby="ao-customer">
              <h2 id="ao-customer">{t('adOrderCustomer')}</h2>
              <p className="ao-strong">{order.buyer.company}</p>
              <p>
                {order.buyer.lastname}
                <br />
                <a href={`mailto:${order.buyer.email}`}>{order.buyer.email}</a>
              </p>
              <dl className="ao-dl">
                {data.customerNumber && (
                  <>
                    <dt>{t('adOrderCustomerNumber')}</dt>
                    <dd>{data.customerNumber}</dd>
                  </>
                )}
              </dl>
              {order.buyer.id !== null && profilePath ? (
                <p>
                  <Link to={`${profilePath}?uid=${order.buyer.id}`}>{t('adOrderOpenProfile')} →</Link>
                </p>
              ) : (
                <p className="ao-tag">{t('adOrderGuest')}</p>
              )}
            </section>
            <section className="ao-card" aria-labelledby="ao-shipping">
              <h2 id="ao-shipping">{t('adOrderShippingAddress')}</h2>
              <address>
                {addressLines(order.shippingAddress, locale, t('adOrderPoBox')).map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            </section>
            <section className="ao-card" aria-labelledby="ao-billing">
              <h2 id="ao-billing">{t('adOrderBillingAddress')}</h2>
              <address>
                {addressLines(order.billingAddress, locale, t('adOrderPoBox')).map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              {order.billingAddress.taxNo && <p className="ao-muted">{order.billingAddress.taxNo}</p>}
            </section>
            <section className="ao-card" aria-labelledby="ao-details">
              <h2 id="ao-details">{t('adOrderDetails')}</h2>
              <dl className="ao-dl">
                {order.additionalInformation.customerOrderId && (
                  <>
                    <dt>{t('adOrderCustomerOrderId')}</dt>
                    <dd>{order.additionalInformation.customerOrderId}</dd>
                  </>
                )}
                {order.additionalInformation.costCentre && (
                  <>
                    <dt>{t('adOrderCostCentre')}</dt>
                    <dd>{order.additionalInformation.costCentre}</dd>
                  </>
                )}
                {order.additionalInformation.comment && (
                  <>
                    <dt>{t('adOrderComment')}</dt>
                    <dd>{order.additionalInformation.comment}</dd>
                  </>
                )}
                {order.desiredDeliveryDate && (
                  <>
                    <dt>{t('adOrderDesiredDelivery')}</dt>
                    <dd>{formatDate(order.desiredDeliveryDate, locale)}</dd>
                  </>
                )}
                <dt>{t('adOrderColShipping')}</dt>
                <dd>{localized(order.shippingMethod.name, locale)}</dd>
                {order.shippingMethod.deliveryTimeInfo && (
                  <>
                    <dt>{t('adOrderDeliveryTime')}</dt>
                    <dd>{deliveryTimeTexts(order.shippingMethod.deliveryTimeInfo, t).join('; ')}</dd>
                  </>
                )}
                <dt>{t('adOrderColPayment')}</dt>
                <dd>{localized(order.paymentMethod.name, locale)}</dd>
                <dt>{t('adOrderLanguage')}</dt>
                <dd>{label(t, `adOrderLanguage_${data.locale}`, data.locale)}</dd>
                <dt>{t('adOrderIncoterm')}</dt>
                <dd>{data.incoterm}</dd>
                {order.vat?.kind && (
                  <>
                    <dt>{t('vatTreatmentHeading')}</dt>
                    <dd>
                      {label(t, `vatKind_${order.vat.kind}`, order.vat.kind)}
                      {order.vat.buyerVatId && <span className="ao-muted"> · {t('vatBuyerVatId', { vatId: order.vat.buyerVatId })}</span>}
                      {order.vat.vatIdCheckedAt && (
                        <span className="ao-muted">
                          {' · '}
                          {order.vat.vatIdCheckReference
                            ? t('vatIdCheckEvidence', { date: formatDateTime(order.vat.vatIdCheckedAt, locale), reference: order.vat.vatIdCheckReference })
                            : t('vatIdCheckEvidenceNoReference', { date: formatDateTime(order.vat.vatIdCheckedAt, locale) })}
                        </span>
                      )}
                    </dd>
                  </>
                )}
              </dl>
            </section>
          </div>

          <section className="ao-section" aria-labelledby="ao-positions">
            <h2 id="ao-positions">{t('adOrderPositions')}</h2>
            <div className="table-wrap">
              <table className="data-table data-table--admin ao-table ao-table--wide-first">
                <thead>
                  <tr>
                    <th scope="col">{t('adOrderArticle')}</th>
                    <th scope="col" className="num">
                      {t('adOrderQty')}
                    </th>
                    <th scope="col" className="num">
                      {t('adOrderUnitPrice')}
                    </th>
                    <th scope="col" className="num ao-hide-narrow">
                      {t('adOrderDiscount')}
                    </th>
                    <th scope="col" className="num">
                      {t('adOrderLineTotal')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.positions.map((p, i) => {
                    const configuration = data.positions[i]?.configuration ?? null;
                    return (
                      <tr key={`${p.product.id}-${i}`}>
                        <td>
                          <span className="ao-strong">{configuration?.name || localized(p.product.name, locale)}</span>
                          <br />
                          <span className="ao-muted mono">{p.product.id}</span>
                          {configuration && (
                            <>
                              <span className="ao-tag">{t('adOrderConfigured')}</span>
                              <ul className="ao-config">
                                {configuration.summary.map((line) => (
                                  <li key={line}>{line}</li>
                                ))}
                              </ul>
                            </>
                          )}
                        </td>
                        <td className="num ao-nowrap">{formatQuantityForLocale(p.qty, locale)}</td>
                        <td className="num ao-nowrap">
                          {money(p.product.price, locale, order.currency)}
                          {p.product.priceUnit > 1 && <span className="ao-muted"> {t('adOrderPerUnit', { n: p.product.priceUnit })}</span>}
                        </td>
                        <td className="num ao-hide-narrow">{Number(p.discount) ? `${formatQuantityForLocale(p.discount, locale)} %` : '–'}</td>
                        <td className="num ao-nowrap">{money(p.price, locale, order.currency)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>

          <div className="ao-grid">
            <section className="ao-card" aria-labelledby="ao-history">
              <h2 id="ao-history">{t('adOrderHistory')}</h2>
              <ol className="ao-history">
                <li>
                  <span className="ao-muted">{formatDateTime(order.orderDate, locale)}</span> · {t('adOrderHistoryPlaced')}
                </li>
                {data.history.map((h) => (
                  <li key={h.at + h.to}>
                    <span className="ao-muted">{formatDateTime(h.at, locale)}</span> · {t('adOrderHistoryChange', { from: orderStatusText(t, h.from), to: orderStatusText(t, h.to) })}{' '}
                    {h.adminName && <span className="ao-muted">{t('adOrderHistoryBy', { name: h.adminName })}</span>}
                  </li>
                ))}
              </ol>
            </section>
            <section className="ao-card ao-totals" aria-labelledby="ao-prices">
              <h2 id="ao-prices">{t('adOrderPrices')}</h2>
              <dl className="ao-dl">
                <dt>{t('adOrderItemTotal')}</dt>
                <dd>{money(order.price.itemTotal, locale, order.currency)}</dd>
                {order.price.discountAmount > 0 && (
                  <>
                    <dt>{order.price.couponCode ? t('adOrderCoupon', { code: order.price.couponCode }) : t('adOrderDiscountAmount')}</dt>
                    <dd>−{money(order.price.discountAmount, locale, order.currency)}</dd>
                  </>
                )}
                <dt>{t('adOrderShippingCost', { name: localized(order.shippingMethod.name, locale) })}</dt>
                <dd>{money(order.shippingMethod.price, locale, order.currency)}</dd>
                <dt>{t('adOrderPaymentFee', { name: localized(order.paymentMethod.name, locale) })}</dt>
                <dd>{money(order.paymentMethod.fee, locale, order.currency)}</dd>
                <dt>{t('adOrderSubtotal')}</dt>
                <dd>{money(order.price.subtotal, locale, order.currency)}</dd>
                <dt>{vatLineLabel(order.vat?.kind, t('adOrderVat', { rate: formatQuantityForLocale(order.price.vatRate, locale) }), t)}</dt>
                <dd>{money(order.price.vat, locale, order.currency)}</dd>
                <dt className="ao-total">{t('adOrderTotal')}</dt>
                <dd className="ao-total">{money(order.price.total, locale, order.currency)}</dd>
              </dl>
              <VatTreatmentNote treatment={order.vat} />
            </section>
          </div>

          <section className="ao-section" aria-labelledby={`${noteId}-notes`}>
            <h2 id={`${noteId}-notes`}>{t('adOrderNotes')}</h2>
            {store.notes.data && store.notes.data.length === 0 && <p className="ao-muted">{t('adOrderNotesEmpty')}</p>}
            {store.notes.data && store.notes.data.length > 0 && (
              <ol className="ao-history ao-notes">
                {store.notes.data.map((n) => (
                  <li key={n.id}>
                    <span className="ao-muted">{t('adOrderNoteBy', { name: n.adminName, date: formatDateTime(n.at, locale) })}</span>
                    <p className="ao-note-text">{n.text}</p>
                  </li>
                ))}
              </ol>
            )}
            <form
              className="ao-note-form"
              noValidate
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                void store.addNote();
              }}
            >
              <div className="field">
                <label className="field__label" htmlFor={`${noteId}-text`}>
                  {t('adOrderNoteLabel')}
                </label>
                <textarea
                  id={`${noteId}-text`}
                  className="field__control"
                  rows={3}
                  value={store.noteText}
                  onChange={(e) => store.setNoteText(e.target.value)}
                  aria-invalid={store.noteError ? true : undefined}
                  aria-describedby={store.noteError ? `${noteId}-error` : undefined}
                />
                {store.noteError && (
                  <span id={`${noteId}-error`} className="field__error" role="alert">
                    {t(store.noteError)}
                  </span>
                )}
              </div>
              <button type="submit" className="button button--secondary button--small" disabled={store.noteBusy}>
                {t('adOrderNoteAdd')}
              </button>
            </form>
          </section>

          <ConfirmDialog
            open={store.resendPending}
            title={t('adOrderResend')}
            confirmLabel={t('adOrderResendYes')}
            cancelLabel={t('adOrderResendNo')}
            onConfirm={() => void store.resendConfirmation()}
            onCancel={store.cancelResend}
            busy={store.resendBusy}
          >
            <p>{t('adOrderResendConfirm', { email: order.buyer.email })}</p>
          </ConfirmDialog>

          <ConfirmDialog
            open={pending !== null}
            title={pending ? t(`adOrderConfirmTitle_${pending}`, { number: order.id }) : ''}
            confirmLabel={pending ? t(`adOrderSet_${pending}`) : ''}
            cancelLabel={t('adOrderConfirmKeep')}
            onConfirm={() => pending && void store.changeStatus(pending)}
            onCancel={store.cancel}
            busy={busy}
            danger={pending === 'canceled'}
          >
            <p>{pending ? t(`adOrderConfirmBody_${pending}`) : ''}</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
});

export default AdminOrder;
