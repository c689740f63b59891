import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COMPANY_ROLES } from '@shop/domain';
import type { AdminCompany, AdminCompanyAuditEntry, AdminCompanyMember } from '../../../api/admin-companies-contracts';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { Spinner } from '../../../components/Spinner';
import { formatNumber } from '../../../lib/format';
import { useStores } from '../../../stores/StoreContext';
import { addressLines } from '../../account/account-format';
import { formatDateTime, label, money, StatusBadge } from '../orders/parts';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { incotermLabel, pricingGroupLabel } from '../users/customer-labels';
import { AdminCompanyStore } from './AdminCompanyStore';
import './admin-companies.css';

type Translate = ReturnType<typeof useT>;

const roleText = (t: Translate, role: string) => label(t, `companyRole_${role}`, role);
const statusTone = (status: AdminCompanyMember['status']) => (status === 'active' ? 'active' : status === 'invited' ? 'pending' : 'disabled');
const limitText = (t: Translate, cents: number | null | undefined, locale: string) => (cents === null || cents === undefined ? t('adCoNoLimit') : money(cents, locale));

/**
 * A company (/shop/firma?cid=, docs/company-admin.md): its data, pricing group and own prices (linked to the price
 * rules), incoterms and shared address book; the members with role, limits and status, each changed here under the
 * members' rules; merging another customer account into the company; the members' change log (who, when, before,
 * after).
 */
const AdminCompanyPage = observer(function AdminCompanyPage({ locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const [params] = useSearchParams();
  const cid = Number(params.get('cid'));
  const store = usePageStore((root) => new AdminCompanyStore(root.api, adminLoggedOut(root)));
  useEffect(() => store.show(cid), [store, cid]);
  const { company, notice } = store;
  const data = company.data;
  return (
    <div className="admin-page">
      <Link className="ao-back" to={content.pathFor('adminCompanies', locale) ?? ''}>
        ← {t('adCoBack')}
      </Link>
      {company.status === 'error' && (
        <p className="message message--error" role="alert">
          {label(t, company.errorCode ?? '', t('errorHasOccurred'))}
        </p>
      )}
      {!data && company.status === 'loading' && <Spinner logo={false} label={t('loading')} />}
      {data && data.id === cid && (
        <>
          <div className="admin-page__head ao-title">
            <h1>{data.name || data.email}</h1>
            <span className="ao-muted">{data.customerNumber ? `${t('adUserCustomerId')} ${data.customerNumber}` : t('adCoNoCustomerNumber')}</span>
          </div>
          <div aria-live="polite">{notice && <p className={`message message--${notice.tone}`}>{t(notice.id, notice.values)}</p>}</div>
          <CompanyFacts store={store} data={data} locale={locale} />
          <Members store={store} data={data} locale={locale} />
          <Addresses data={data} locale={locale} />
          <Merge store={store} data={data} />
          <AuditLog store={store} locale={locale} />
        </>
      )}
    </div>
  );
});

const CompanyFacts = observer(function CompanyFacts({ store, data, locale }: { store: AdminCompanyStore; data: AdminCompany; locale: string }) {
  const t = useT();
  const { content } = useStores();
  const id = useId();
  const profilePath = content.pathFor('adminUserProfile', locale) ?? '';
  const rulesPath = content.pathFor('adminPriceRules', locale) ?? '';
  const rules = store.ownPrices.data;
  return (
    <section className="ao-card co-facts" aria-labelledby={`${id}-facts`}>
      <h2 id={`${id}-facts`}>{t('adCoFacts')}</h2>
      <dl className="ao-dl">
        <dt>{t('adCoColName')}</dt>
        <dd>{data.name || '–'}</dd>
        <dt>{t('adUserCustomerId')}</dt>
        <dd>{data.customerNumber ?? '–'}</dd>
        <dt>{t('adCoAccount')}</dt>
        <dd>
          <Link to={`${profilePath}?uid=${data.id}`}>{data.email}</Link>
        </dd>
        <dt>{t('adUserPricingGroup')}</dt>
        <dd>{pricingGroupLabel(t, data.pricingGroup)}</dd>
        <dt>{t('adCoOwnPrices')}</dt>
        <dd>
          {rules ? t('adCoOwnPriceRules', { count: rules.length }) : data.customPricing ? t('adCoOwnPricesYes') : t('adCoOwnPricesNo')}{' '}
          <Link to={`${rulesPath}?scope=customer&q=${encodeURIComponent(data.email)}`}>{t('adCoOpenPriceRules')}</Link>
        </dd>
        <dt>{t('adCeIncoterms')}</dt>
        <dd>
          {data.incoterms.length === 0
            ? t('adCeNoIncoterms')
            : data.incoterms.map((i) => t('adCeIncotermFrom', { term: incotermLabel(t, i.label), value: money(i.threshold ?? 0, locale) })).join(' · ')}
        </dd>
      </dl>
    </section>
  );
});

const Members = observer(function Members({ store, data, locale }: { store: AdminCompanyStore; data: AdminCompany; locale: string }) {
  const t = useT();
  const { content } = useStores();
  const id = useId();
  const profilePath = content.pathFor('adminUserProfile', locale) ?? '';
  return (
    <section className="ao-section" aria-labelledby={`${id}-members`}>
      <h2 id={`${id}-members`}>{t('adCoMembers', { count: data.members.length })}</h2>
      {store.editing && <MemberForm store={store} member={data.members.find((m) => m.id === store.editing?.id)} />}
      <div className="table-wrap">
        <table className="data-table data-table--admin ao-table">
          <caption className="visually-hidden">{t('adCoMembers', { count: data.members.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adCoColMember')}</th>
              <th scope="col">{t('adCoColRole')}</th>
              <th scope="col" className="num">
                {t('adCoColPerOrder')}
              </th>
              <th scope="col" className="num">
                {t('adCoColPerMonth')}
              </th>
              <th scope="col">{t('adCoColStatus')}</th>
              <th scope="col">{t('adCoColActions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.members.map((m) => (
              <tr key={m.id}>
                <td>
                  <Link className="ao-strong" to={`${profilePath}?uid=${m.id}`}>
                    {m.name || m.email}
                  </Link>
                  {m.isCompanyAccount && <span className="ao-tag">{t('adCoCompanyAccount')}</span>}
                  <br />
                  <span className="ao-muted">{m.email}</span>
                </td>
                <td>{roleText(t, m.role)}</td>
                <td className="num ao-nowrap">{limitText(t, m.limits.perOrderCents, locale)}</td>
                <td className="num ao-nowrap">{limitText(t, m.limits.perMonthCents, locale)}</td>
                <td>
                  <StatusBadge status={statusTone(m.status)} text={label(t, `adCoStatus_${m.status}`, m.status)} />
                </td>
                <td>
                  <div className="co-actions">
                    <button type="button" className="button button--secondary button--small" onClick={() => store.edit(m)} disabled={store.busy} aria-label={t('adCoEditMember', { name: m.name || m.email })}>
                      {t('adCeEdit')}
                    </button>
                    {m.status === 'deactivated' ? (
                      <button type="button" className="button button--secondary button--small" onClick={() => void store.setActive(m, true)} disabled={store.busy} aria-label={t('adCoReactivateMember', { name: m.name || m.email })}>
                        {t('adCoReactivate')}
                      </button>
                    ) : (
                      <button type="button" className="button button--danger button--small" onClick={() => void store.setActive(m, false)} disabled={store.busy} aria-label={t('adCoDeactivateMember', { name: m.name || m.email })}>
                        {t('adCoDeactivate')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});

const MemberForm = observer(function MemberForm({ store, member }: { store: AdminCompanyStore; member: AdminCompanyMember | undefined }) {
  const t = useT();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = store.editing;
  useEffect(() => headingRef.current?.focus(), [form?.id]);
  if (!form) return null;
  const errors = store.fieldErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.saveMember();
  };
  const field = (name: 'perOrder' | 'perMonth', text: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {text}
      </label>
      <input
        id={`${id}-${name}`}
        className="field__control"
        inputMode="decimal"
        value={form[name]}
        onChange={(e) => store.setEditing({ [name]: e.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-hint`}
      />
      <span id={`${id}-${name}-hint`} className={errors[name] ? 'field__error' : 'field__hint'}>
        {errors[name] ? t(errors[name]) : t('adCoLimitHint')}
      </span>
    </div>
  );
  return (
    <form className="ao-card co-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('adCoEditMember', { name: member?.name || member?.email || '' })}
      </h3>
      <div className="co-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-role`}>
            {t('adCoColRole')}
          </label>
          <select id={`${id}-role`} className="field__control" value={form.role} onChange={(e) => store.setEditing({ role: e.target.value as typeof form.role })}>
            {COMPANY_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleText(t, r)}
              </option>
            ))}
          </select>
          {errors.role && <span className="field__error">{t(errors.role)}</span>}
        </div>
        {field('perOrder', t('adCoLimitPerOrder'))}
        {field('perMonth', t('adCoLimitPerMonth'))}
      </div>
      <div className="ao-form-row">
        <button type="submit" className="button button--primary button--small" disabled={store.busy}>
          {t('adCoSaveMember')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={store.cancelEdit}>
          {t('adCeCancel')}
        </button>
      </div>
    </form>
  );
});

function Addresses({ data, locale }: { data: AdminCompany; locale: string }) {
  const t = useT();
  const id = useId();
  return (
    <section className="ao-section" aria-labelledby={`${id}-addresses`}>
      <h2 id={`${id}-addresses`}>{t('adCoAddresses')}</h2>
      {data.addresses.length === 0 ? (
        <p className="message">{t('adUserNoAddresses')}</p>
      ) : (
        <ul className="ao-grid co-addresses">
          {data.addresses.map((a) => (
            <li key={a.id} className="ao-card">
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const Merge = observer(function Merge({ store, data }: { store: AdminCompanyStore; data: AdminCompany }) {
  const t = useT();
  const id = useId();
  const candidate = store.candidate;
  const find = (event: FormEvent) => {
    event.preventDefault();
    void store.findCandidate();
  };
  return (
    <section className="ao-section" aria-labelledby={`${id}-merge`}>
      <h2 id={`${id}-merge`}>{t('adCoMergeTitle')}</h2>
      <p>{t('adCoMergeIntro', { company: data.name || data.email })}</p>
      <form className="ao-card co-form" onSubmit={find}>
        <div className="co-form__row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-account`}>
              {t('adCoMergeAccount')}
            </label>
            <input
              id={`${id}-account`}
              className="field__control"
              value={store.mergeAccount}
              maxLength={254}
              onChange={(e) => store.setMergeAccount(e.target.value)}
              aria-invalid={store.mergeError ? true : undefined}
              aria-describedby={`${id}-account-hint`}
            />
            <span id={`${id}-account-hint`} className="field__hint">
              {t('adCoMergeAccountHint')}
            </span>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-role`}>
              {t('adCoMergeRole')}
            </label>
            <select id={`${id}-role`} className="field__control" value={store.mergeRole} onChange={(e) => store.setMergeRole(e.target.value)}>
              {COMPANY_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleText(t, r)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="ao-form-row">
          <button type="submit" className="button button--secondary button--small" disabled={store.busy}>
            {t('adCoMergeFind')}
          </button>
        </div>
        <div aria-live="polite">
          {store.mergeError && (
            <p className="message message--error" role="alert">
              {t(store.mergeError)}
            </p>
          )}
        </div>
      </form>
      {candidate && (
        <div className="ao-card co-candidate" role="group" aria-labelledby={`${id}-candidate`}>
          <h3 id={`${id}-candidate`}>{t('adCoMergeCandidate', { name: candidate.name || candidate.email })}</h3>
          <dl className="ao-dl">
            <dt>{t('adUserEmail')}</dt>
            <dd>{candidate.email}</dd>
            <dt>{t('adCoMergeNow')}</dt>
            <dd>
              {candidate.isCompanyAccount ? t('adCoMergeOwnCompany', { company: candidate.companyName || '–' }) : t('adCoMergeMemberOf', { company: candidate.companyName || '–', role: roleText(t, candidate.role) })}
              {candidate.customerNumber ? ` · ${t('adUserCustomerId')} ${candidate.customerNumber}` : ''}
            </dd>
            <dt>{t('adCoColStatus')}</dt>
            <dd>{label(t, `adCoStatus_${candidate.status}`, candidate.status)}</dd>
          </dl>
          <ul className="co-consequences">
            <li>{t('adCoMergeKeepsOrders')}</li>
            <li>{t('adCoMergeMovesAddresses')}</li>
            <li>{t('adCoMergeDropsData', { role: roleText(t, store.mergeRole) })}</li>
            {store.candidatePrices !== null && store.candidatePrices > 0 && <li className="co-warning">{t('adCoMergePricesLost', { count: store.candidatePrices })}</li>}
          </ul>
          <div className="ao-form-row">
            <button type="button" className="button button--danger button--small" onClick={() => void store.confirmMerge()} disabled={store.busy}>
              {t('adCoMergeConfirm')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={store.cancelMerge}>
              {t('adCeCancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
});

function stateText(t: Translate, state: AdminCompanyAuditEntry['before'], locale: string): string {
  if (!state) return '–';
  const parts = [roleText(t, state.role)];
  if (state.limits) parts.push(t('adCoAuditLimits', { perOrder: limitText(t, state.limits.perOrderCents, locale), perMonth: limitText(t, state.limits.perMonthCents, locale) }));
  if (state.active !== null) parts.push(state.active ? t('adCoStatus_active') : t('adCoAuditInactive'));
  return parts.join(' · ');
}

const AuditLog = observer(function AuditLog({ store, locale }: { store: AdminCompanyStore; locale: string }) {
  const t = useT();
  const id = useId();
  const data = store.audit.data;
  return (
    <section className="ao-section" aria-labelledby={`${id}-audit`}>
      <h2 id={`${id}-audit`}>{t('adCoAudit')}</h2>
      {store.audit.status === 'error' && <p className="message message--error">{label(t, store.audit.errorCode ?? '', t('errorHasOccurred'))}</p>}
      {data && data.items.length === 0 && <p className="message">{t('adCoAuditNone')}</p>}
      {data && data.items.length > 0 && (
        <div className="table-wrap">
          <table className="data-table data-table--admin ao-table">
            <caption className="visually-hidden">{t('adCoAudit')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adCoAuditWhen')}</th>
                <th scope="col">{t('adCoColMember')}</th>
                <th scope="col">{t('adCoAuditWhat')}</th>
                <th scope="col">{t('adCoAuditBy')}</th>
                <th scope="col">{t('adCoAuditBefore')}</th>
                <th scope="col">{t('adCoAuditAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((e) => (
                <tr key={e.id}>
                  <td className="ao-nowrap">{formatDateTime(e.at, locale)}</td>
                  <td>{e.memberEmail ?? '–'}</td>
                  <td>{e.mergedFrom !== null ? t('adCoAuditMerged', { from: e.mergedFrom }) : e.type === 'companyMemberInvited' ? t('adCoAuditInvited') : t('adCoAuditChanged')}</td>
                  <td>{e.by ? t(e.by.kind === 'shop' ? 'adCoAuditByShop' : 'adCoAuditByMember', { email: e.by.email ?? String(e.by.id) }) : '–'}</td>
                  <td>{stateText(t, e.before, locale)}</td>
                  <td>{stateText(t, e.after, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.total > data.items.length && <p className="ao-muted">{t('adCoAuditMore', { shown: formatNumber(data.items.length, locale), total: formatNumber(data.total, locale) })}</p>}
        </div>
      )}
    </section>
  );
});

export default AdminCompanyPage;
