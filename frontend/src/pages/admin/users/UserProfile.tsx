import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Locale } from '@shop/i18n';
import type { AdminUserProfile } from '../../../api/admin-orders-contracts';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { formatNumber } from '../../../lib/format';
import { useStores } from '../../../stores/StoreContext';
import { formatDate, label, money, orderHref, OrdersTable, StatusBadge } from '../orders/parts';
import { priceText, restriction, validity } from '../price-rules/rule-text';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { AddressBook, DetailsForm, EditorNotice, IncotermList } from './CustomerEditor';
import { pricingGroupLabel } from './customer-labels';
import { UserProfileStore } from './UserProfileStore';

/**
 * A customer's profile (spec: /benutzer/profil?uid=, tabId=orders opens the orders tab): master data,
 * addresses, pricing group and customer-specific prices (editable), access (lock, unlock, password-reset
 * mail); the orders tab with the customer's figures without canceled orders and the orders, each linking to
 * the order page with pptc so its back link returns here.
 */
const AdminUserProfilePage = observer(function AdminUserProfilePage({ locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const [params] = useSearchParams();
  const uid = Number(params.get('uid'));
  const tab = params.get('tabId') === 'orders' ? 'orders' : 'master';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const store = usePageStore((root) => new UserProfileStore(root.api, adminLoggedOut(root), locale));
  const { profile } = store;
  useEffect(() => store.show(uid, tab, pageNo), [store, uid, tab, pageNo]);

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
          {tab === 'master' ? <MasterTab store={store} data={data} locale={locale} /> : <OrdersTab store={store} uid={uid} locale={locale} />}
        </>
      )}
    </div>
  );
});

const MasterTab = observer(function MasterTab({ store, data, locale }: { store: UserProfileStore; data: AdminUserProfile; locale: string }) {
  const t = useT();
  const user = data.user;
  const formId = useId();
  const { notice, busy } = store;
  const message = notice && { kind: notice.tone, text: t(notice.id, notice.values) };
  const name = `${user.firstname} ${user.lastname}`.trim();
  const { content } = useStores();
  const companyPath = content.pathFor('adminCompany', locale) ?? '';

  const savePricing = (event: FormEvent) => {
    event.preventDefault();
    void store.savePricing();
  };

  return (
    <>
      <div aria-live="polite">{message && <p className={`message message--${message.kind}`}>{message.text}</p>}</div>
      <EditorNotice editor={store.editor} />
      <div className="ao-grid">
        <section className="ao-card" aria-labelledby={`${formId}-master`}>
          <div className="ce-head">
            <h2 id={`${formId}-master`}>{t('adUserMasterData')}</h2>
            {!store.editor.details && (
              <button type="button" className="button button--secondary button--small" onClick={store.editor.editDetails}>
                {t('adCeEditDetails')}
              </button>
            )}
          </div>
          {store.editor.details ? (
            <DetailsForm editor={store.editor} />
          ) : (
          <dl className="ao-dl">
            <dt>{t('adUserColName')}</dt>
            <dd>
              {label(t, `adUserSalutation_${user.salutation}`, user.salutation)} {name}
            </dd>
            <dt>{t('adUserCompany')}</dt>
            <dd>{user.company}</dd>
            {data.company && (
              <>
                <dt>{t('adUserCompanyOf')}</dt>
                <dd>
                  <Link to={`${companyPath}?cid=${data.company.id}`}>{t('adUserCompanyRole', { company: data.company.name || user.company, role: label(t, `companyRole_${data.company.role}`, data.company.role) })}</Link>
                </dd>
              </>
            )}
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
            <dt>{t('adUserPricingGroup')}</dt>
            <dd>{pricingGroupLabel(t, user.pricingGroup)}</dd>
            <dt>{t('adCeIncoterms')}</dt>
            <dd>
              <IncotermList profile={data} locale={locale} />
            </dd>
          </dl>
          )}
        </section>
        <section className="ao-card" aria-labelledby={`${formId}-pricing`}>
          <h2 id={`${formId}-pricing`}>{t('adUserPricing')}</h2>
          <form onSubmit={savePricing}>
            <div className="field">
              <label className="field__label" htmlFor={`${formId}-group`}>
                {t('adUserPricingGroup')}
              </label>
              <input id={`${formId}-group`} className="field__control" value={store.pricingGroup} maxLength={40} onChange={(e) => store.setPricingGroup(e.target.value)} aria-describedby={`${formId}-group-hint`} />
              <span id={`${formId}-group-hint`} className="field__hint">
                {t('adUserPricingGroupHint')}
              </span>
            </div>
            <div className="field field--checkbox">
              <span className="checkbox">
                <input id={`${formId}-custom`} type="checkbox" checked={store.customPricing} onChange={(e) => store.setCustomPricing(e.target.checked)} />
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
              <button type="button" className="button button--secondary button--small" onClick={() => void store.setLocked(false)} disabled={busy}>
                {t('adUserUnlock')}
              </button>
            ) : (
              <button type="button" className="button button--danger button--small" onClick={store.askLock} disabled={busy}>
                {t('adUserLock')}
              </button>
            )}
            <button type="button" className="button button--secondary button--small" onClick={() => void store.sendPasswordReset()} disabled={busy || data.status !== 'active'}>
              {t('adUserSendReset')}
            </button>
          </div>
        </section>
      </div>
      <CustomerPrices store={store} email={user.email} locale={locale} />
      <AddressBook editor={store.editor} profile={data} locale={locale as Locale} />
      <ConfirmDialog open={store.confirmingLock} title={t('adUserLockTitle', { name })} confirmLabel={t('adUserLock')} cancelLabel={t('adOrderConfirmKeep')} onConfirm={() => void store.setLocked(true)} onCancel={store.cancelLock} busy={busy} danger>
        <p>{t('adUserLockBody')}</p>
      </ConfirmDialog>
    </>
  );
});

/**
 * The customer's own prices: the price rules of scope "customer" for this account, read the way the price
 * rules page writes them; they are edited there (the link opens the list filtered to this customer).
 */
const CustomerPrices = observer(function CustomerPrices({ store, email, locale }: { store: UserProfileStore; email: string; locale: string }) {
  const t = useT();
  const { content } = useStores();
  const headingId = useId();
  const rules = store.ownPrices;
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

const OrdersTab = observer(function OrdersTab({ store, uid, locale }: { store: UserProfileStore; uid: number; locale: string }) {
  const t = useT();
  const { content } = useStores();
  const { statistics: stats, orders } = store;
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
