import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';
import { accountStoreOf } from '../../stores/AccountStore';
import { AccountLayout } from './AccountLayout';
import { AddressBlock, OrdersTable } from './AccountParts';

/** Orders shown on the dashboard before "all orders". */
const DASHBOARD_ORDERS = 5;

/** Account dashboard: account details, standard shipping and billing address, and the latest orders. */
const AccountDashboard = observer(function AccountDashboard({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const { session, content } = root;
  const account = accountStoreOf(root);
  const user = session.user;
  useEffect(() => {
    void account.loadOrders();
  }, [account]);
  const detailsPath = content.pathFor('accountDetails', locale);
  const addressesPath = content.pathFor('accountAddresses', locale);
  const ordersPath = content.pathFor('accountOrders', locale);
  const orders = account.orders;
  const shipping = session.standardShippingAddress;
  const billing = session.standardBillingAddress;

  return (
    <AccountLayout section="accountDashboard" title={page.label}>
      <p className="lead">
        {t('dashboardGreeting', { name: [user?.firstname, user?.lastname].filter(Boolean).join(' ') })} {t('dashboardIntro')}
      </p>
      <div className="account-grid account-grid--3">
        <section className="panel" aria-labelledby="dash-details">
          <h2 id="dash-details" className="panel__title">
            {t('accountDetails')}
          </h2>
          <dl className="deflist--compact">
            <div>
              <dt>{t('company')}</dt>
              <dd>{user?.company}</dd>
            </div>
            <div>
              <dt>{t('contactName')}</dt>
              <dd>{[user?.firstname, user?.lastname].filter(Boolean).join(' ')}</dd>
            </div>
            {user?.customerId && (
              <div>
                <dt>{t('customerId')}</dt>
                <dd>{user.customerId}</dd>
              </div>
            )}
            <div>
              <dt>{t('emailAddress')}</dt>
              <dd>{user?.email}</dd>
            </div>
            {user?.invoiceEmail && (
              <div>
                <dt>{t('invoiceEmail')}</dt>
                <dd>{user.invoiceEmail}</dd>
              </div>
            )}
          </dl>
          {detailsPath && (
            <p className="panel__foot">
              <Link to={detailsPath}>{t('editDetails')}</Link>
            </p>
          )}
        </section>
        <section className="panel" aria-labelledby="dash-shipping">
          <h2 id="dash-shipping" className="panel__title">
            {t('standardShippingAddress')}
          </h2>
          {shipping ? <AddressBlock address={shipping} /> : <p className="panel__empty">{t('noStandardAddress')}</p>}
          {addressesPath && (
            <p className="panel__foot">
              <Link to={addressesPath}>{t('manageAddresses')}</Link>
            </p>
          )}
        </section>
        <section className="panel" aria-labelledby="dash-billing">
          <h2 id="dash-billing" className="panel__title">
            {t('standardBillingAddress')}
          </h2>
          {billing ? <AddressBlock address={billing} /> : <p className="panel__empty">{t('noStandardAddress')}</p>}
          {addressesPath && (
            <p className="panel__foot">
              <Link to={addressesPath}>{t('manageAddresses')}</Link>
            </p>
          )}
        </section>
      </div>
      <section className="account-section" aria-labelledby="dash-orders">
        <div className="account-section__head">
          <h2 id="dash-orders">{t('latestOrders')}</h2>
          {ordersPath && orders.length > DASHBOARD_ORDERS && <Link to={ordersPath}>{t('allOrders')}</Link>}
        </div>
        {orders.length === 0 && account.ordersStatus === 'loading' ? (
          <Spinner logo={false} label={t('loading')} />
        ) : orders.length === 0 ? (
          <p className="message">{t('noOrders')}</p>
        ) : (
          <OrdersTable orders={orders.slice(0, DASHBOARD_ORDERS)} caption={t('latestOrders')} />
        )}
      </section>
    </AccountLayout>
  );
});

export default AccountDashboard;
