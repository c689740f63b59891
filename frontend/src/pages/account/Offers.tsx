import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { formatCalendarDate, parseIsoDate } from '@shop/domain';
import { offersApiOf } from '../../api/admin-offers-contracts';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';
import { AccountLayout } from './AccountLayout';
import { AccountOffersStore } from './AccountOffersStore';
import { formatDate, money } from './account-format';

function day(value: string | null, locale: string): string {
  const date = value ? parseIsoDate(value) : null;
  return date ? formatCalendarDate(date, locale) : '–';
}

/** The customer's offers, newest first, with type, status and net value (docs/decisions/0046-offers-to-orders.md). */
const AccountOffers = observer(function AccountOffers({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const [store] = useState(() => new AccountOffersStore(offersApiOf(root.api), () => root.session.clearUser()));
  const lang = locale === 'en' ? 'en' : 'de';
  useEffect(() => {
    void store.load(lang);
  }, [store, lang]);
  const { offers, status } = store;
  return (
    <AccountLayout section="accountOffers" title={page.label}>
      {status === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {offers.length === 0 && (status === 'loading' || status === 'idle') ? (
        <Spinner logo={false} label={t('loading')} />
      ) : offers.length === 0 ? (
        status === 'loaded' && <p className="message">{t('accountOffersNone')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table orders-table">
            <caption className="visually-hidden">{page.label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('accountOffersColNumber')}</th>
                <th scope="col">{t('accountOffersColDate')}</th>
                <th scope="col">{t('accountOffersColType')}</th>
                <th scope="col">{t('accountOffersColStatus')}</th>
                <th scope="col">{t('accountOffersColValidUntil')}</th>
                <th scope="col" className="num">
                  {t('accountOffersColValue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => (
                <tr key={offer.id}>
                  <th scope="row" data-label={t('accountOffersColNumber')}>
                    {offer.number}
                  </th>
                  <td data-label={t('accountOffersColDate')}>{formatDate(offer.createdAt, locale)}</td>
                  <td data-label={t('accountOffersColType')}>{t(`accountOfferType_${offer.type}`)}</td>
                  <td data-label={t('accountOffersColStatus')}>
                    <span className={`status-badge status-badge--${offer.status === 'accepted' ? 'completed' : offer.status === 'declined' || offer.status === 'expired' ? 'canceled' : 'inProgress'}`}>{t(`accountOfferStatus_${offer.status}`)}</span>
                    {offer.orderId !== null && <span className="form__note"> {t('accountOffersOrder', { order: offer.orderId })}</span>}
                  </td>
                  <td data-label={t('accountOffersColValidUntil')}>{offer.status === 'sent' ? day(offer.validUntil, locale) : '–'}</td>
                  <td data-label={t('accountOffersColValue')} className="num">
                    {money(offer.value, locale, offer.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountLayout>
  );
});

export default AccountOffers;
