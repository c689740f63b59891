import { countedOrders } from '@shop/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';
import { accountStoreOf } from '../../stores/AccountStore';
import { AccountLayout } from './AccountLayout';
import { OrdersTable } from './AccountParts';
import { CompanyOrders } from './CompanyOrders';

/** The customer's orders, newest first, with status label and gross total; below, the company order history (docs/company-approval.md). */
const AccountOrders = observer(function AccountOrders({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const account = accountStoreOf(root);
  useEffect(() => {
    void account.loadOrders();
  }, [account]);
  const orders = account.orders;
  return (
    <AccountLayout section="accountOrders" title={page.label}>
      {account.ordersStatus === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {orders.length === 0 && (account.ordersStatus === 'loading' || account.ordersStatus === 'idle') ? (
        <Spinner logo={false} label={t('loading')} />
      ) : orders.length === 0 ? (
        <p className="message">{t('noOrders')}</p>
      ) : (
        <>
          {/* Spec: canceled orders are listed but not counted. */}
          <p className="form__note">{t('ordersCount', { count: countedOrders(orders).length })}</p>
          <OrdersTable orders={orders} caption={page.label} />
        </>
      )}
      <CompanyOrders locale={locale} />
    </AccountLayout>
  );
});

export default AccountOrders;
