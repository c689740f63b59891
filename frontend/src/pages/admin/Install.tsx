import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { validateEmail, validatePassword, validatePasswordConfirmation, validatePersonName } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { PasswordField, TextField } from '../../components/forms/Field';
import { focusFirstInvalid, FormMessage, SubmitButton, useFormFlow } from '../../components/forms/FormFlow';
import { useFormValues } from '../../components/forms/useFormValues';
import { adminStoreOf } from '../../stores/AdminStore';
import { useStores } from '../../stores/StoreContext';

interface InstallValues extends Record<string, unknown> {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

const validate = (v: InstallValues) => ({
  firstname: validatePersonName(v.firstname),
  lastname: validatePersonName(v.lastname),
  email: validateEmail(v.email),
  password: validatePassword(v.password),
  passwordConfirmation: validatePasswordConfirmation(v.password, v.passwordConfirmation),
});

/**
 * Installation: creates the first administrator and configures the shop. Only while the shop is not
 * installed (otherwise the admin login opens); after success the admin login opens.
 */
const AdminInstall = observer(function AdminInstall({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const { content, config } = root;
  const admin = adminStoreOf(root);
  const navigate = useNavigate();
  const flow = useFormFlow();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validateForm = useCallback(validate, []);
  const { values: v, set } = useFormValues<InstallValues>({ firstname: '', lastname: '', email: '', password: '', passwordConfirmation: '' }, flow, validateForm);
  const loginPath = content.pathFor('adminLogin', locale);

  if (config.isInstalled(locale) && flow.status === 'form' && loginPath) return <Navigate to={loginPath} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const result = await flow.submit(validate(v), () => admin.install(v));
    if (result === null) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (result.ok) {
      // The configuration changed (home pages): load it again, then log in.
      await root.refreshInit();
      const target = content.pathFor('adminLogin', locale);
      if (target) navigate(target, { replace: true, state: { installed: true } });
    } else if (result.message === 'shopAlreadyInstalled') {
      await root.refreshInit();
    }
  };

  return (
    <div className="admin-auth">
      <div className="auth-card">
        <h1>{page.label}</h1>
        <p className="form__note">{t('adminInstallIntro')}</p>
        <FormMessage flow={flow} />
        {flow.status !== 'result' && (
          <form className="form" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'}>
            <div className="form__row form__row--2">
              <TextField id={`${id}-firstname`} label={t('firstname')} name="firstname" autoComplete="given-name" value={v.firstname} onValueChange={(x) => set('firstname', x)} error={flow.errors.firstname} required />
              <TextField id={`${id}-lastname`} label={t('lastname')} name="lastname" autoComplete="family-name" value={v.lastname} onValueChange={(x) => set('lastname', x)} error={flow.errors.lastname} required />
            </div>
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
            <PasswordField
              id={`${id}-password`}
              label={t('password')}
              name="password"
              autoComplete="new-password"
              value={v.password}
              onValueChange={(x) => set('password', x)}
              error={flow.errors.password}
              hint={t('passwordRulesHint')}
              required
            />
            <PasswordField
              id={`${id}-confirmation`}
              label={t('passwordConfirmation')}
              name="passwordConfirmation"
              autoComplete="new-password"
              value={v.passwordConfirmation}
              onValueChange={(x) => set('passwordConfirmation', x)}
              error={flow.errors.passwordConfirmation}
              required
            />
            <div className="form__actions">
              <SubmitButton loading={flow.status === 'loading'}>{t('installShop')}</SubmitButton>
            </div>
          </form>
        )}
      </div>
    </div>
  );
});

export default AdminInstall;
