import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { companyPermissions, type CompanyRole } from '@shop/domain';
import { companyApiOf, type CompanyMember } from '../../api/company-contracts';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { RadioGroup, SelectField, TextField } from '../../components/forms/Field';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';
import { AccountLayout } from './AccountLayout';
import { CompanyStore } from './CompanyStore';
import { money } from './account-format';

const limitText = (cents: number | null | undefined, locale: string, none: string) => (cents === null || cents === undefined ? none : money(cents, locale));

/**
 * The company page of the account (docs/company-accounts.md): company data, the caller's role and limits, the roles
 * table; for company admins the members with role, limits and status, invitations and changes.
 */
const AccountCompany = observer(function AccountCompany({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const [store] = useState(() => new CompanyStore(companyApiOf(root.api), () => root.session.clearUser()));
  const id = useId();
  const lang = locale === 'en' ? 'en' : 'de';
  useEffect(() => {
    void store.load();
  }, [store]);
  const { view, status, message, fieldErrors, invite, editing, busy } = store;
  const roleOptions = store.roles.map((r) => ({ value: r, label: t(`companyRole_${r}`) }));

  const onInvite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await store.sendInvite(lang);
  };

  const memberRow = (m: CompanyMember) => {
    const isEditing = editing?.id === m.id;
    return (
      <tr key={m.id}>
        <th scope="row" data-label={t('companyMemberName')}>
          {m.name}
          {m.isCompanyAccount && <span className="form__note"> ({t('companyMemberCompanyAccount')})</span>}
        </th>
        {store.canManage && <td data-label={t('companyMemberEmail')}>{m.email}</td>}
        <td data-label={t('companyMemberRole')}>
          {isEditing ? (
            <SelectField id={`${id}-edit-role`} label={t('companyMemberRole')} value={editing.role} onValueChange={(v) => store.setEdit('role', v)} options={roleOptions} />
          ) : (
            t(`companyRole_${m.role}`)
          )}
        </td>
        {store.canManage && (
          <td data-label={t('companyMemberLimits')}>
            {isEditing ? (
              <>
                <TextField id={`${id}-edit-order`} label={t('companyLimitPerOrderLabel')} inputMode="decimal" value={editing.perOrder} onValueChange={(v) => store.setEdit('perOrder', v)} error={fieldErrors.perOrder} />
                <TextField id={`${id}-edit-month`} label={t('companyLimitPerMonthLabel')} inputMode="decimal" value={editing.perMonth} onValueChange={(v) => store.setEdit('perMonth', v)} error={fieldErrors.perMonth} />
              </>
            ) : (
              <>
                {t('companyLimitPerOrder')}: {limitText(m.limits?.perOrderCents, locale, t('companyNoLimit'))}
                <br />
                {t('companyLimitPerMonth')}: {limitText(m.limits?.perMonthCents, locale, t('companyNoLimit'))}
              </>
            )}
          </td>
        )}
        {store.canManage && (
          <td data-label={t('companyMemberStatus')}>
            <span className={`status-badge status-badge--${m.status === 'active' ? 'completed' : m.status === 'invited' ? 'inProgress' : 'canceled'}`}>{t(`companyMemberStatus_${m.status}`)}</span>
          </td>
        )}
        {store.canManage && (
          <td data-label={t('companyMemberActions')} className="company__actions">
            {isEditing ? (
              <>
                <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void store.saveEdit()}>
                  {t('companySaveMember')}
                </button>
                <button type="button" className="button button--secondary button--small" onClick={store.cancelEdit}>
                  {t('companyCancel')}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => store.startEdit(m)} aria-label={`${t('companyEditMember')}: ${m.name}`}>
                  {t('companyEditMember')}
                </button>
                {m.status === 'deactivated' ? (
                  <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void store.setActive(m, true)} aria-label={`${t('companyReactivate')}: ${m.name}`}>
                    {t('companyReactivate')}
                  </button>
                ) : (
                  <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void store.setActive(m, false)} aria-label={`${t('companyDeactivate')}: ${m.name}`}>
                    {t('companyDeactivate')}
                  </button>
                )}
              </>
            )}
          </td>
        )}
      </tr>
    );
  };

  return (
    <AccountLayout section="accountCompany" title={page.label}>
      {status === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {!view ? (
        status !== 'error' && <Spinner logo={false} label={t('loading')} />
      ) : (
        <>
          {message && (
            <p className={`message message--${message.kind === 'error' ? 'error' : 'success'}`} role={message.kind === 'error' ? 'alert' : 'status'}>
              {t(message.id, message.params)}
            </p>
          )}
          <section aria-labelledby={`${id}-data`} className="company__section">
            <h2 id={`${id}-data`}>{t('companyData')}</h2>
            <dl className="deflist--compact">
              <dt>{t('companyName')}</dt>
              <dd>{view.company.name}</dd>
              <dt>{t('companyCustomerNumber')}</dt>
              <dd>{view.company.customerNumber ?? '–'}</dd>
              <dt>{t('companyYourRole')}</dt>
              <dd data-testid="company-my-role">{t(`companyRole_${view.me.role}`)}</dd>
              <dt>{t('companyYourLimits')}</dt>
              <dd>
                {t('companyLimitPerOrder')}: {limitText(view.me.limits.perOrderCents, locale, t('companyNoLimit'))}; {t('companyLimitPerMonth')}:{' '}
                {limitText(view.me.limits.perMonthCents, locale, t('companyNoLimit'))}
              </dd>
            </dl>
          </section>
          {view.members.length > 0 && (
            <section aria-labelledby={`${id}-members`} className="company__section">
              <h2 id={`${id}-members`}>{t('companyMembers')}</h2>
              <div className="table-wrap">
                <table className="data-table">
                  <caption className="visually-hidden">{t('companyMembers')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('companyMemberName')}</th>
                      {store.canManage && <th scope="col">{t('companyMemberEmail')}</th>}
                      <th scope="col">{t('companyMemberRole')}</th>
                      {store.canManage && <th scope="col">{t('companyMemberLimits')}</th>}
                      {store.canManage && <th scope="col">{t('companyMemberStatus')}</th>}
                      {store.canManage && <th scope="col">{t('companyMemberActions')}</th>}
                    </tr>
                  </thead>
                  <tbody>{view.members.map(memberRow)}</tbody>
                </table>
              </div>
            </section>
          )}
          {store.canManage && (
            <section aria-labelledby={`${id}-invite`} className="company__section">
              <h2 id={`${id}-invite`}>{t('companyInviteTitle')}</h2>
              <p>{t('companyInviteIntro')}</p>
              <form className="form company__invite" onSubmit={onInvite} noValidate aria-busy={busy}>
                <RadioGroup
                  legend={t('salutation')}
                  name="invite-salutation"
                  value={invite.salutation}
                  onValueChange={(v) => store.setInvite('salutation', v as 'mr' | 'mrs')}
                  options={[
                    { value: 'mr', label: t('salutation_mr') },
                    { value: 'mrs', label: t('salutation_mrs') },
                  ]}
                  error={fieldErrors.salutation}
                  required
                />
                <TextField id={`${id}-firstname`} label={t('firstname')} name="firstname" value={invite.firstname} onValueChange={(v) => store.setInvite('firstname', v)} error={fieldErrors.firstname} required />
                <TextField id={`${id}-lastname`} label={t('lastname')} name="lastname" value={invite.lastname} onValueChange={(v) => store.setInvite('lastname', v)} error={fieldErrors.lastname} required />
                <TextField id={`${id}-email`} label={t('email')} name="email" type="email" autoComplete="off" value={invite.email} onValueChange={(v) => store.setInvite('email', v)} error={fieldErrors.email} required />
                <SelectField id={`${id}-role`} label={t('companyMemberRole')} name="role" value={invite.role} onValueChange={(v) => store.setInvite('role', v as CompanyRole)} options={roleOptions} error={fieldErrors.role} required />
                <TextField id={`${id}-order`} label={t('companyLimitPerOrderLabel')} name="perOrder" inputMode="decimal" value={invite.perOrder} onValueChange={(v) => store.setInvite('perOrder', v)} error={fieldErrors.perOrder} hint={t('companyLimitHint')} optional />
                <TextField id={`${id}-month`} label={t('companyLimitPerMonthLabel')} name="perMonth" inputMode="decimal" value={invite.perMonth} onValueChange={(v) => store.setInvite('perMonth', v)} error={fieldErrors.perMonth} optional />
                <div className="form__actions">
                  <button type="submit" className="button button--primary" disabled={busy}>
                    {t('companyInviteSubmit')}
                  </button>
                </div>
              </form>
            </section>
          )}
          <section aria-labelledby={`${id}-roles`} className="company__section">
            <h2 id={`${id}-roles`}>{t('companyRolesTitle')}</h2>
            <div className="table-wrap">
              <table className="data-table">
                <caption className="visually-hidden">{t('companyRolesTitle')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('companyMemberRole')}</th>
                    <th scope="col">{t('companyRoleMay')}</th>
                  </tr>
                </thead>
                <tbody>
                  {store.roles.map((r) => (
                    <tr key={r}>
                      <th scope="row">{t(`companyRole_${r}`)}</th>
                      <td>
                        {t(`companyRoleHint_${r}`)}
                        <span className="visually-hidden"> ({companyPermissions(r).map((p) => t(`companyPermission_${p}`)).join(', ')})</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </AccountLayout>
  );
});

export default AccountCompany;
