import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { companyApiOf } from '../../api/company-contracts';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { PasswordField } from '../../components/forms/Field';
import { useSsc } from '../../components/identity/useSsc';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';
import { PrivacyConsentField } from '../../components/forms/PrivacyConsentField';
import { InvitationStore } from './InvitationStore';

/** Accepting an invitation into a company account from the e-mailed link (query `ssc`; docs/company-accounts.md). */
const CompanyInvitation = observer(function CompanyInvitation({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const ssc = useSsc();
  const id = useId();
  const [store] = useState(() => new InvitationStore(companyApiOf(root.api)));
  const lang = locale === 'en' ? 'en' : 'de';
  const login = root.content.pathFor('login', locale);
  useEffect(() => {
    void store.check(ssc);
  }, [store, ssc]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ssc) await store.accept(ssc, lang);
  };

  return (
    <div className="container page page--narrow">
      <h1>{page.label}</h1>
      {store.state === 'checking' && <Spinner logo={false} label={t('checkingLink')} />}
      {store.state === 'invalid' && (
        <p className="message message--error" role="alert">
          {t('companyInvitationInvalid')}
        </p>
      )}
      {store.state === 'done' && (
        <div className="message message--success" role="status">
          <p>{t('invitationDone')}</p>
          {login && (
            <p>
              <Link to={login}>{t('toLogin')}</Link>
            </p>
          )}
        </div>
      )}
      {store.state === 'valid' && store.invitation && (
        <form className="form auth-card" onSubmit={onSubmit} noValidate aria-busy={store.busy}>
          <p>{t('invitationIntro', { company: store.invitation.company, email: store.invitation.email })}</p>
          {store.message && store.message !== 'VALIDATION_FAILED' && (
            <p className="message message--error" role="alert">
              {t(store.message)}
            </p>
          )}
          <PasswordField
            id={`${id}-password`}
            label={t('newPassword')}
            name="newPassword"
            autoComplete="new-password"
            value={store.password}
            onValueChange={(x) => store.set('password', x)}
            error={store.errors.password}
            hint={t('passwordRulesHint')}
            required
          />
          <PasswordField
            id={`${id}-confirmation`}
            label={t('passwordConfirmation')}
            name="passwordConfirmation"
            autoComplete="new-password"
            value={store.passwordConfirmation}
            onValueChange={(x) => store.set('passwordConfirmation', x)}
            error={store.errors.passwordConfirmation}
            required
          />
          <PrivacyConsentField id={`${id}-privacy`} checked={store.privacyPolicyAccepted} onCheckedChange={store.setPrivacy} error={store.errors.privacyPolicyAccepted} />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={store.busy}>
              {t('invitationSubmit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
});

export default CompanyInvitation;
