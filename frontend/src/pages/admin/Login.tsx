import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { validateLoginEmail, validateRequiredPassword } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { AntiSpamField, useAntiSpam } from '../../components/forms/AntiSpamField';
import { CheckboxField, PasswordField, TextField } from '../../components/forms/Field';
import { focusFirstInvalid, FormMessage, SubmitButton, useFormFlow } from '../../components/forms/FormFlow';
import { useFormValues } from '../../components/forms/useFormValues';
import { LoginProofStatus, useLoginProof } from '../../components/identity/LoginProof';
import { useStores } from '../../stores/StoreContext';
import { adminStoreOf } from '../../stores/AdminStore';

interface LoginValues extends Record<string, unknown> {
  email: string;
  password: string;
  permanent: boolean;
}

const validate = (v: LoginValues) => ({ email: validateLoginEmail(v.email), password: validateRequiredPassword(v.password) });

/**
 * Admin login (separate from the customer login and its session); success opens the admin dashboard. An account
 * under attack asks an unknown browser for a proof of work, solved on its own (LoginProof).
 */
const AdminLogin = observer(function AdminLogin({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const { content, config } = root;
  const admin = adminStoreOf(root);
  const navigate = useNavigate();
  const location = useLocation();
  const flow = useFormFlow();
  const antiSpam = useAntiSpam();
  const proof = useLoginProof();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validateForm = useCallback(validate, []);
  const { values: v, set, replace } = useFormValues<LoginValues>({ email: '', password: '', permanent: false }, flow, validateForm);
  const justInstalled = Boolean((location.state as { installed?: boolean } | null)?.installed);
  const installPath = content.pathFor('adminInstall', locale);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const result = await flow.submit({ ...validate(v), antiSpam: antiSpam.check() }, () => proof.run((challenge) => admin.login(v.email, v.password, v.permanent, locale, challenge)));
    if (result === null) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (result.ok) {
      navigate(content.pathFor('adminDashboard', locale) ?? '/', { replace: true });
    } else {
      antiSpam.renew();
      replace({ ...v, password: '' });
    }
  };

  return (
    <div className="admin-auth">
      <div className="auth-card">
        <h1>{page.label}</h1>
        {justInstalled && flow.message === null && (
          <div className="message message--success" role="status">
            <p>{t('adminInstallSuccessMsg')}</p>
          </div>
        )}
        {!config.isInstalled(locale) && installPath && (
          <div className="message message--warning">
            <p>
              {t('shopNotInstalledYet')} <Link to={installPath}>{t('toInstallation')}</Link>
            </p>
          </div>
        )}
        <FormMessage flow={flow} />
        {flow.status !== 'result' && (
          <form className="form" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'}>
            <TextField
              id={`${id}-email`}
              label={t('emailAddress')}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              autoCapitalize="off"
              value={v.email}
              onValueChange={(x) => set('email', x)}
              error={flow.errors.email}
              required
            />
            <PasswordField id={`${id}-password`} label={t('password')} name="password" value={v.password} onValueChange={(x) => set('password', x)} error={flow.errors.password} required />
            <CheckboxField id={`${id}-permanent`} label={t('stayLoggedIn')} checked={v.permanent} onCheckedChange={(x) => set('permanent', x)} name="isPermanentLogin" />
            <AntiSpamField id={`${id}-antispam`} antiSpam={antiSpam} flow={flow} />
            <LoginProofStatus proof={proof} />
            <div className="form__actions">
              <SubmitButton loading={flow.status === 'loading'}>{t('login')}</SubmitButton>
            </div>
          </form>
        )}
      </div>
    </div>
  );
});

export default AdminLogin;
