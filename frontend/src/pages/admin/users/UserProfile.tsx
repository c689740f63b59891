import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminOrderList, AdminUserProfile, OrderStatistics } from '../../../api/admin-orders-contracts';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { formatNumber } from '../../../lib/format';
import { useStores } from '../../../stores/StoreContext';
import { addressLines } from '../../account/account-format';
import { formatDate, label, money, orderHref, OrdersTable, StatusBadge, useRemote } from '../orders/parts';
import type { AdminPriceRule } from '../price-rules/PriceRulesStore';
import { priceText, restriction, validity } from '../price-rules/rule-text';

/**
 * A customer's profile (spec: /benutzer/profil?uid=, tabId=orders opens the orders tab): master data,
 * addresses, pricing group and customer-specific prices (editable), access (lock, unlock, password-reset
 * mail); the orders tab with the customer's figures without canceled orders and the orders, each linking to
 * the order page with pptc so its back link returns here.
 */
const AdminUserProfilePage = observer(function AdminUserProfilePage({ locale }: PageProps) {
  const t = useT();
  const { api, content } = useStores();
  const [params] = useSearchParams();
  const uid = Number(params.get('uid'));
  const tab = params.get('tabId') === 'orders' ? 'orders' : 'master';
  const profile = useRemote<AdminUserProfile>();
  const reload = () => profile.load(() => api.get('/api/admin/users/{id}', { params: { path: { id: uid } }, expectedErrors: ['userIdUnknown'] }));
  useEffect(() => {
    if (uid > 0) void reload();
  }, [api, profile, uid]);

  const data = profile.data;
  const user = data?.user;
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';
  const tabHref = (id: string) => `?uid=${uid}${id === 'orders' ? '&tabId=orders' : ''}`;

  return (
    <div className="admin-page">
      <Link className="ao-back" to={content.pathFor('adminUsers', locale) ?? ''}>
        ← {t('adUserBack')}
      </Link>
      {profile.status === 'error' && (
        <p className="message message--error" role="alert">
          {label(t, profile.errorCode ?? '', t('errorHasOccurred'))}
        </p>
      )}
      {!user && profile.status === 'loading' && <Spinner logo={false} label={t('loading')} />}
      {user && data && (
        <>
          <div className="admin-page__head ao-title">
            <h1>{name}</h1>
            <StatusBadge status={data.status} text={label(t, `adUserStatus_${data.status}`, data.status)} />
            <span className="ao-muted">
              {user.company}
              {user.customerId ? ` · ${t('adUserCustomerId')} ${user.customerId}` : ''}
            </span>
          </div>
          <nav className="ao-tabs" aria-label={t('adUserTabs')}>
            <Link to={tabHref('master')} aria-current={tab === 'master' ? 'page' : undefined}>
              {t('adUserTabMaster')}
            </Link>
            <Link to={tabHref('orders')} aria-current={tab === 'orders' ? 'page' : undefined}>
              {t('adUserTabOrders')}
            </Link>
          </nav>
          {tab === 'master' ? <MasterTab data={data} locale={locale} onChanged={() => void reload()} /> : <OrdersTab uid={uid} locale={locale} />}
        </>
      )}
    </div>
  );
});

const MasterTab = observer(function MasterTab({ data, locale, onChanged }: { data: AdminUserProfile; locale: string; onChanged: () => void }) {
  const t = useT();
  const { api } = useStores();
  const user = data.user;
  const formId = useId();
  const [group, setGroup] = useState(user.pricingGroup ?? '');
  const [custom, setCustom] = useState(user.customPricing);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [confirmLock, setConfirmLock] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = `${user.firstname} ${user.lastname}`.trim();

  const savePricing = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api.put('/api/admin/users/{id}/pricing', { params: { path: { id: user.id } }, body: { pricingGroup: group.trim() || null, customPricing: custom }, expectedErrors: ['VALIDATION_FAILED'] });
    setBusy(false);
    if (result.ok) {
      setMessage({ kind: 'success', text: t('adUserPricingSaved') });
      onChanged();
    } else setMessage({ kind: 'error', text: label(t, result.error.fields?.pricingGroup ?? result.error.code, t('errorHasOccurred')) });
  };
  const setLocked = async (locked: boolean) => {
    setBusy(true);
    const result = locked ? await api.post('/api/admin/users/{id}/lock', { params: { path: { id: user.id } } }) : await api.post('/api/admin/users/{id}/unlock', { params: { path: { id: user.id } } });
    setBusy(false);
    setConfirmLock(false);
    if (result.ok) {
      setMessage({ kind: 'success', text: t(locked ? 'adUserLockedMsg' : 'adUserUnlockedMsg') });
      onChanged();
    } else setMessage({ kind: 'error', text: label(t, result.error.code, t('errorHasOccurred')) });
  };
  const sendReset = async () => {
    setBusy(true);
    const result = await api.post('/api/admin/users/{id}/password-reset', { params: { path: { id: user.id } }, expectedErrors: ['adUserNotActive'] });
    setBusy(false);
    setMessage(result.ok ? { kind: 'success', text: t('adUserResetSent', { email: user.email }) } : { kind: 'error', text: label(t, result.error.code, t('errorHasOccurred')) });
  };

  return (
    <>
      <div aria-live="polite">{message && <p className={`message message--${message.kind}`}>{message.text}</p>}</div>
      <div className="ao-grid">
        <section className="ao-card" aria-labelledby={`${formId}-master`}>
          <h2 id={`${formId}-master`}>{t('adUserMasterData')}</h2>
          <dl className="ao-dl">
            <dt>{t('adUserColName')}</dt>
            <dd>
              {label(t, `adUserSalutation_${user.salutation}`, user.salutation)} {name}
            </dd>
            <dt>{t('adUserCompany')}</dt>
            <dd>{user.company}</dd>
            <dt>{t('adUserCustomerId')}</dt>
            <dd>{user.customerId ?? '–'}</dd>
            <dt>{t('adUserEmail')}</dt>
            <dd>
              <a href={`mailto:${user.email}`}>{user.email}</a>
            </dd>
            {user.invoiceEmail && (
              <>
                <dt>{t('adUserInvoiceEmail')}</dt>
                <dd>{user.invoiceEmail}</dd>
              </>
            )}
            <dt>{t('adUserPhone')}</dt>
            <dd>{user.phone || '–'}</dd>
            {user.fax && (
              <>
                <dt>{t('adUserFax')}</dt>
                <dd>{user.fax}</dd>
              </>
            )}
            <dt>{t('adUserLanguage')}</dt>
            <dd>{label(t, `adOrderLanguage_${data.locale}`, data.locale)}</dd>
            <dt>{t('adUserRegistered')}</dt>
            <dd>{formatDate(data.createdAt, locale)}</dd>
            {data.confirmedAt && (
              <>
                <dt>{t('adUserConfirmedAt')}</dt>
                <dd>{formatDate(data.confirmedAt, locale)}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="ao-card" aria-labelledby={`${formId}-pricing`}>
          <h2 id={`${formId}-pricing`}>{t('adUserPricing')}</h2>
          <form onSubmit={(e) => void savePricing(e)}>
            <div className="field">
              <label className="field__label" htmlFor={`${formId}-group`}>
                {t('adUserPricingGroup')}
              </label>
              <input id={`${formId}-group`} className="field__control" value={group} maxLength={40} onChange={(e) => setGroup(e.target.value)} aria-describedby={`${formId}-group-hint`} />
              <span id={`${formId}-group-hint`} className="field__hint">
                {t('adUserPricingGroupHint')}
              </span>
            </div>
            <div className="field field--checkbox">
              <span className="checkbox">
                <input id={`${formId}-custom`} type="checkbox" checked={custom} onChange={(e) => setCustom(e.target.checked)} />
                <label htmlFor={`${formId}-custom`}>{t('adUserCustomPricing')}</label>
              </span>
            </div>
            <button type="submit" className="button button--primary button--small" disabled={busy}>
              {t('adUserSavePricing')}
            </button>
          </form>
        </section>
        <section className="ao-card" aria-labelledby={`${formId}-access`}>
          <h2 id={`${formId}-access`}>{t('adUserAccess')}</h2>
          {data.locked && <p className="message message--error">{t('adUserLockedNote')}</p>}
          <div className="ao-form-row">
            {data.locked ? (
              <button type="button" className="button button--secondary button--small" onClick={() => void setLocked(false)} disabled={busy}>
                {t('adUserUnlock')}
              </button>
            ) : (
              <button type="button" className="button button--danger button--small" onClick={() => setConfirmLock(true)} disabled={busy}>
                {t('adUserLock')}
              </button>
            )}
            <button type="button" className="button button--secondary button--small" onClick={() => void sendReset()} disabled={busy || data.status !== 'active'}>
              {t('adUserSendReset')}
            </button>
          </div>
        </section>
      </div>
      <CustomerPrices userId={user.id} email={user.email} locale={locale} />
      <section className="ao-section" aria-labelledby={`${formId}-addresses`}>
        <h2 id={`${formId}-addresses`}>{t('adUserAddresses')}</h2>
        {user.addresses.length === 0 ? (
          <p className="message">{t('adUserNoAddresses')}</p>
        ) : (
          <div className="ao-grid">
            {user.addresses.map((a) => (
              <div key={a.id} className="ao-card">
                <address>
                  {addressLines(a, locale, t('adOrderPoBox')).map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
                {a.isStandardShippingAddress && <span className="ao-tag">{t('adUserStdShipping')}</span>}
                {a.isStandardBillingAddress && <span className="ao-tag">{t('adUserStdBilling')}</span>}
              </div>
            ))}
          </div>
        )}
      </section>
      <ConfirmDialog open={confirmLock} title={t('adUserLockTitle', { name })} confirmLabel={t('adUserLock')} cancelLabel={t('adOrderConfirmKeep')} onConfirm={() => void setLocked(true)} onCancel={() => setConfirmLock(false)} busy={busy} danger>
        <p>{t('adUserLockBody')}</p>
      </ConfirmDialog>
    </>
  );
});

/**
 * The customer's own prices: the price rules of scope "customer" for this account, read the way the price
 * rules page writes them; they are edited there (the link opens the list filtered to this customer).
 */
const CustomerPrices = observer(function CustomerPrices({ userId, email, locale }: { userId: number; email: string; locale: string }) {
  const t = useT();
  const { api, content } = useStores();
  const headingId = useId();
  const rules = useRemote<AdminPriceRule[]>();
  useEffect(() => {
    void rules.load(() => api.get('/api/admin/price-rules', { params: { query: { customerId: userId } } }));
  }, [api, rules, userId]);
  const rulesPath = content.pathFor('adminPriceRules', locale);
  return (
    <section className="ao-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adUserOwnPrices')}</h2>
      {rules.status === 'loading' && <Spinner />}
      {rules.status === 'error' && <p className="message message--error">{t('errorHasOccurred')}</p>}
      {rules.data && rules.data.length === 0 && <p className="message">{t('adUserNoOwnPrices')}</p>}
      {rules.data && rules.data.length > 0 && (
        <div className="table-wrap">
          <table className="data-table data-table--admin ao-table ao-table--wide-first">
            <thead>
              <tr>
                <th scope="col">{t('adRuleColProduct')}</th>
                <th scope="col" className="num">
                  {t('adRuleColQuantity')}
                </th>
                <th scope="col" className="num">
                  {t('adRuleColPrice')}
                </th>
                <th scope="col">{t('adRuleColValidity')}</th>
              </tr>
            </thead>
            <tbody>
              {rules.data.map((rule) => (
                <tr key={rule.id} data-rule-id={rule.id}>
                  <th scope="row">{restriction(rule, t, locale)}</th>
                  <td className="num">{rule.quantityFrom ?? '–'}</td>
                  <td className="num">{priceText(rule, locale)}</td>
                  <td>
                    {t(`adRuleState_${rule.state}`)} · {validity(rule, t, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rulesPath && (
        <p>
          <Link to={`${rulesPath}?scope=customer&q=${encodeURIComponent(email)}`}>{t('adUserEditOwnPrices')} →</Link>
        </p>
      )}
    </section>
  );
});

const OrdersTab = observer(function OrdersTab({ uid, locale }: { uid: number; locale: string }) {
  const t = useT();
  const { api, content } = useStores();
  const stats = useRemote<OrderStatistics>();
  const orders = useRemote<AdminOrderList>();
  const [params] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  useEffect(() => {
    void stats.load(() => api.get('/api/admin/orders/statistics', { params: { query: { userId: uid } } }));
    void orders.load(() => api.get('/api/admin/orders', { params: { query: { userId: uid, page: pageNo, pageSize: 25 } } }));
  }, [api, stats, orders, uid, pageNo]);
  const s = stats.data;
  const orderPath = content.pathFor('adminOrder', locale);
  const listPath = content.pathFor('adminOrders', locale);
  return (
    <>
      {s && (
        <section className="ao-stats" aria-labelledby="ao-stats">
          <h2 id="ao-stats" className="ao-subhead">
            {t('adUserStats')}
          </h2>
          <dl className="stat-grid">
            <div className="stat">
              <dt>{t('adUserStatCount')}</dt>
              <dd>{formatNumber(s.count, locale)}</dd>
            </div>
            <div className="stat">
              <dt>{t('adUserStatRevenue')}</dt>
              <dd>{money(s.revenueNet, locale)}</dd>
            </div>
            <div className="stat">
              <dt>{t('adUserStatAverage')}</dt>
              <dd>{money(s.averageNet, locale)}</dd>
            </div>
            <div className="stat">
              <dt>{t('adUserStatLast')}</dt>
              <dd>{s.lastOrderAt ? formatDate(s.lastOrderAt, locale) : '–'}</dd>
            </div>
          </dl>
          {s.canceled > 0 && <p className="ao-muted">{t('adUserStatCanceled', { count: s.canceled })}</p>}
        </section>
      )}
      {(orders.status === 'loading' || stats.status === 'loading') && !orders.data && <Spinner logo={false} label={t('loading')} />}
      {orders.data && orders.data.items.length === 0 && <p className="message">{t('adUserNoOrders')}</p>}
      {orders.data && orders.data.items.length > 0 && (
        <>
          <OrdersTable orders={orders.data.items} locale={locale} caption={t('adUserTabOrders')} showCustomer={false} orderHref={(id) => orderHref(orderPath, id, { pptc: 'adminUserProfile', uid })} />
          {orders.data.total > orders.data.items.length && listPath && (
            <p>
              <Link to={`${listPath}?q=${uid}`}>{t('adUserAllOrders')} →</Link>
            </p>
          )}
        </>
      )}
    </>
  );
});

export default AdminUserProfilePage;
