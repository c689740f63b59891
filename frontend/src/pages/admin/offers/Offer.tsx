import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCalendarDate, formatQuantityForLocale, parseIsoDate } from '@shop/domain';
import { offersApiOf } from '../../../api/admin-offers-contracts';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { useStores } from '../../../stores/StoreContext';
import { formatDateTime, label, money } from '../orders/parts';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { AdminOfferStore } from './AdminOfferStore';
import { OfferStatusBadge } from './parts';
import './admin-offers.css';

/** A calendar day (YYYY-MM-DD) in the page's format. */
function day(value: string | null, locale: string): string {
  const date = value ? parseIsoDate(value) : null;
  return date ? formatCalendarDate(date, locale) : '';
}

/**
 * One offer for the shop owner (/shop/angebot?ofid=, docs/decisions/0046-offers-to-orders.md): buyer, positions
 * with editable quantities and net unit prices (the server checks and computes), the offer figures, and the
 * actions its status allows — send as PDF, accept into an order, decline, expired.
 */
const AdminOffer = observer(function AdminOffer({ locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const [params] = useSearchParams();
  const ofid = Number(params.get('ofid'));
  const lang = locale === 'en' ? 'en' : 'de';
  const store = usePageStore((root) => new AdminOfferStore(offersApiOf(root.api), adminLoggedOut(root)));
  const formId = useId();
  useEffect(() => store.show(ofid, lang), [store, ofid, lang]);

  const { detail, busy, notice, pending, fieldErrors } = store;
  const offer = detail.data;
  const listPath = content.pathFor('adminOffers', locale) ?? '';
  const orderPath = content.pathFor('adminOrder', locale);
  const profilePath = content.pathFor('adminUserProfile', locale);
  const editable = store.editable;

  return (
    <div className="admin-page">
      <Link className="ao-back" to={listPath}>
        ← {t('adOfferBack')}
      </Link>
      {detail.status === 'error' && (
        <p className="message message--error" role="alert">
          {label(t, detail.errorCode ?? '', t('errorHasOccurred'))}
        </p>
      )}
      {!offer && detail.status === 'loading' && <Spinner logo={false} label={t('loading')} />}
      {offer && (
        <>
          <div className="admin-page__head ao-title">
            <h1>{t('adOfferHeading', { number: offer.number })}</h1>
            <OfferStatusBadge status={offer.status} />
            <span className="ao-muted">{label(t, `adOfferType_${offer.type}`, offer.type)}</span>
          </div>

          <div className="ao-actions" role="group" aria-label={t('adOfferActions')}>
            <span className="ao-actions__label">{t('adOfferActions')}:</span>
            {offer.actions.length === 0 && <span className="ao-muted">{t('adOfferFinal')}</span>}
            {offer.actions.includes('send') && (
              <button type="button" className="button button--primary button--small" onClick={() => void store.send()} disabled={busy}>
                {offer.status === 'sent' ? t('adOfferSendAgain') : t('adOfferSend')}
              </button>
            )}
            {offer.actions.includes('accept') && (
              <button type="button" className="button button--primary button--small" onClick={() => store.ask('accept')} disabled={busy}>
                {t('adOfferAccept')}
              </button>
            )}
            {offer.actions.includes('decline') && (
              <button type="button" className="button button--secondary button--small" onClick={() => store.ask('decline')} disabled={busy}>
                {t('adOfferDecline')}
              </button>
            )}
            {offer.actions.includes('expire') && (
              <button type="button" className="button button--secondary button--small" onClick={() => store.ask('expire')} disabled={busy}>
                {t('adOfferExpire')}
              </button>
            )}
            {offer.orderId !== null && orderPath && (
              <Link className="button button--secondary button--small" to={`${orderPath}?oid=${offer.orderId}`}>
                {t('adOfferOrderLink', { order: offer.orderId })} →
              </Link>
            )}
          </div>
          <div aria-live="polite">{notice && <p className={`message message--${notice.tone}`}>{t(notice.id, notice.values)}</p>}</div>

          <div className="ao-grid">
            <section className="ao-card" aria-labelledby={`${formId}-buyer`}>
              <h2 id={`${formId}-buyer`}>{t('adOfferBuyer')}</h2>
              <p className="ao-strong">{offer.buyer.company}</p>
              <p>
                {`${offer.buyer.firstname} ${offer.buyer.lastname}`.trim()}
                <br />
                <a href={`mailto:${offer.buyer.email}`}>{offer.buyer.email}</a>
              </p>
              {offer.buyer.id !== null && profilePath ? (
                <p>
                  <Link to={`${profilePath}?uid=${offer.buyer.id}`}>{t('adOrderOpenProfile')} →</Link>
                </p>
              ) : (
                <p className="ao-tag">{t('adOrderGuest')}</p>
              )}
            </section>
            <section className="ao-card" aria-labelledby={`${formId}-facts`}>
              <h2 id={`${formId}-facts`}>{t('adOfferFacts')}</h2>
              <dl className="ao-dl">
                <dt>{t('adOfferCreated')}</dt>
                <dd>{formatDateTime(offer.createdAt, locale)}</dd>
                {offer.sentAt && (
                  <>
                    <dt>{t('adOfferSentAt')}</dt>
                    <dd>{formatDateTime(offer.sentAt, locale)}</dd>
                  </>
                )}
                {offer.validUntil && (
                  <>
                    <dt>{t('adOfferValidUntil')}</dt>
                    <dd>{day(offer.validUntil, locale)}</dd>
                  </>
                )}
                <dt>{t('adOfferVersion')}</dt>
                <dd>{offer.version}</dd>
                <dt>{t('adOfferLanguage')}</dt>
                <dd>{offer.locale.toUpperCase()}</dd>
                {offer.readyForShipmentMsg && (
                  <>
                    <dt>{t('adOfferReadyForShipment')}</dt>
                    <dd>{offer.readyForShipmentMsg}</dd>
                  </>
                )}
              </dl>
            </section>
          </div>

          <section aria-labelledby={`${formId}-positions`}>
            <h2 id={`${formId}-positions`}>{t('adOfferPositions')}</h2>
            {editable && offer.status === 'sent' && <p className="field__hint">{t('adOfferSentOpenAgain')}</p>}
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void store.save();
              }}
              noValidate
            >
              <div className="table-wrap">
                <table className="data-table data-table--admin aof-table">
                  <caption className="visually-hidden">{t('adOfferPositions')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col">{t('adOfferColArticle')}</th>
                      <th scope="col" className="num">
                        {t('adOfferColQty')}
                      </th>
                      <th scope="col" className="num">
                        {t('adOfferColUnitPrice')}
                      </th>
                      <th scope="col" className="num">
                        {t('adOfferColLineTotal')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {offer.positions.map((p) => {
                      const qtyError = fieldErrors[`positions.${p.index}.qty`];
                      const priceError = fieldErrors[`positions.${p.index}.price`];
                      const qtyId = `${formId}-qty-${p.index}`;
                      const priceId = `${formId}-price-${p.index}`;
                      return (
                        <tr key={p.index}>
                          <td className="num">{p.index + 1}</td>
                          <td className="aof-article">
                            <span className="ao-strong">{p.name}</span>
                            <br />
                            <span className="ao-muted">{p.productId}</span>
                            {p.summary.length > 0 && <span className="ao-muted aof-summary">{p.summary.join(' · ')}</span>}
                          </td>
                          <td className="num" data-label={t('adOfferColQty')}>
                            {editable ? (
                              <>
                                <label className="visually-hidden" htmlFor={qtyId}>
                                  {t('adOfferQtyLabel', { position: p.index + 1 })}
                                </label>
                                <input
                                  id={qtyId}
                                  className="field__control aof-input"
                                  inputMode={p.wholePieces ? 'numeric' : 'decimal'}
                                  value={store.qty[p.index] ?? ''}
                                  onChange={(e) => store.setQty(p.index, e.target.value)}
                                  aria-invalid={qtyError ? true : undefined}
                                  aria-describedby={qtyError ? `${qtyId}-error` : undefined}
                                />
                                {qtyError && (
                                  <span id={`${qtyId}-error`} className="field__error aof-error">
                                    {t(qtyError)}
                                  </span>
                                )}
                              </>
                            ) : (
                              formatQuantityForLocale(p.qty, locale)
                            )}
                          </td>
                          <td className="num" data-label={t('adOfferColUnitPrice')}>
                            {editable ? (
                              <>
                                <label className="visually-hidden" htmlFor={priceId}>
                                  {t('adOfferPriceLabel', { position: p.index + 1, currency: offer.currency })}
                                </label>
                                <input
                                  id={priceId}
                                  className="field__control aof-input"
                                  inputMode="decimal"
                                  value={store.price[p.index] ?? ''}
                                  onChange={(e) => store.setPrice(p.index, e.target.value)}
                                  aria-invalid={priceError ? true : undefined}
                                  aria-describedby={priceError ? `${priceId}-error` : undefined}
                                />
                                {priceError && (
                                  <span id={`${priceId}-error`} className="field__error aof-error">
                                    {t(priceError)}
                                  </span>
                                )}
                              </>
                            ) : (
                              money(p.price, locale, offer.currency)
                            )}
                            {p.priceUnit > 1 && <span className="ao-muted aof-summary">{t('adOfferPerUnit', { unit: p.priceUnit })}</span>}
                          </td>
                          <td className="num ao-nowrap aof-line-total" data-label={t('adOfferColLineTotal')}>
                            {money(p.lineTotal, locale, offer.currency)}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {editable && (
                <div className="aof-form-actions">
                  <button type="submit" className="button button--primary" disabled={busy || !store.dirty}>
                    {t('adOfferSave')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={store.reset} disabled={busy || !store.dirty}>
                    {t('adOfferReset')}
                  </button>
                </div>
              )}
            </form>
            <dl className="ao-dl aof-totals">
              <dt>{t('adOfferItemTotal')}</dt>
              <dd>{money(offer.price.itemTotal, locale, offer.currency)}</dd>
              {offer.price.itemTotal !== offer.price.shoppingCartValue && (
                <>
                  <dt>{t('adOfferDiscount')}</dt>
                  <dd>−{money(offer.price.itemTotal - offer.price.shoppingCartValue, locale, offer.currency)}</dd>
                </>
              )}
              <dt className="ao-strong">{t('adOfferValue')}</dt>
              <dd className="ao-strong">{money(offer.price.shoppingCartValue, locale, offer.currency)}</dd>
              {offer.price.rate !== null && offer.price.months !== null && (
                <>
                  <dt>{t('adOfferRentToBuy')}</dt>
                  <dd>
                    {offer.price.purchasePrice !== null
                      ? t('adOfferRateFinal', { rate: money(offer.price.rate, locale, offer.currency), months: offer.price.months, finalPrice: money(offer.price.purchasePrice, locale, offer.currency) })
                      : t('adOfferRate', { rate: money(offer.price.rate, locale, offer.currency), months: offer.price.months })}
                  </dd>
                </>
              )}
            </dl>
          </section>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`adOfferConfirm_${pending}`) : ''}
        confirmLabel={t('adOfferConfirmYes')}
        cancelLabel={t('adOfferConfirmNo')}
        onConfirm={() => void store.confirm()}
        onCancel={store.cancel}
        busy={busy}
        danger={pending !== 'accept'}
      />
    </div>
  );
});

export default AdminOffer;
