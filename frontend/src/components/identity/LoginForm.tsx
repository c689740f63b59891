import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { validateLoginEmail, validateRequiredPassword } from '@shop/domain';
import { useLocale, useT } from '../../app/RouteContext';
import { identityFlowsOf } from '../../stores/IdentityFlows';
import { useStores } from '../../stores/StoreContext';
import { AntiSpamField, useAntiSpam } from '../forms/AntiSpamField';
import { CheckboxField, PasswordField, TextField } from '../forms/Field';
import { focusFirstInvalid, FormMessage, SubmitButton, useFormFlow } from '../forms/FormFlow';
import { useFormValues } from '../forms/useFormValues';
import { LoginProofStatus, useLoginProof } from './LoginProof';

interface LoginValues extends Record<string, unknown> {
  email: string;
  password: string;
  permanent: boolean;
}

const INITIAL: LoginValues = { email: '', password: '', permanent: true };
const validate = (v: LoginValues) => ({ email: validateLoginEmail(v.email), password: validateRequiredPassword(v.password) });

/** Login modal close delay after success (docs/rules/constants.md#timings). */
export const LOGIN_MODAL_CLOSE_DELAY_MS = 2000;

export interface LoginFormProps {
  /**
   * Closing handler of the modal: after a successful login the success message shows for 2 s, then the
   * dialog closes and the form resets. Without it the customer is taken to the account dashboard.
   */
  onClose?: () => void;
  /** Links to registration and password forgotten (they close the modal when followed). */
  showLinks?: boolean;
}

/**
 * Customer login: e-mail, password, permanent login (checked by default) and the arithmetic question; for an
 * account under attack, a proof of work the browser solves on its own (LoginProof).
 */
export const LoginForm = observer(function LoginForm({ onClose, showLinks = true }: LoginFormProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const stores = useStores();
  const { content } = stores;
  const flows = identityFlowsOf(stores);
  const flow = useFormFlow();
  const antiSpam = useAntiSpam();
  const proof = useLoginProof();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values: v, set, replace } = useFormValues<LoginValues>(INITIAL, flow, validate);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const resetForm = () => {
    replace(INITIAL);
    antiSpam.renew();
    flow.reset();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const result = await flow.submit(
      { ...validate(v), antiSpam: antiSpam.check() },
      async () => {
        const answer = await proof.run((challenge) => flows.login(v.email, v.password, v.permanent, locale, challenge));
        return answer.ok ? { ...answer, message: onClose ? 'loginSuccessMsg' : undefined } : answer;
      },
    );
    if (result === null) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (!result.ok) {
      antiSpam.renew();
      replace({ ...v, password: '' });
      return;
    }
    if (onClose) {
      closeTimer.current = window.setTimeout(() => {
        onClose();
        resetForm();
      }, LOGIN_MODAL_CLOSE_DELAY_MS);
    } else {
      navigate(content.pathFor('accountDashboard', locale) ?? '/', { replace: true });
    }
  };

  const registration = content.pathFor('registration', locale);
  const forgotten = content.pathFor('passwordForgotten', locale);

  return (
    <div className="login-form">
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
          <PasswordField
            id={`${id}-password`}
            label={t('password')}
            name="password"
            autoComplete="current-password"
            value={v.password}
            onValueChange={(x) => set('password', x)}
            error={flow.errors.password}
            required
          />
          <CheckboxField id={`${id}-permanent`} label={t('stayLoggedIn')} checked={v.permanent} onCheckedChange={(x) => set('permanent', x)} name="isPermanentLogin" />
          <AntiSpamField id={`${id}-antispam`} antiSpam={antiSpam} flow={flow} />
          <LoginProofStatus proof={proof} />
          <div className="form__actions">
            <SubmitButton loading={flow.status === 'loading'}>{t('login')}</SubmitButton>
          </div>
          {showLinks && (registration || forgotten) && (
            <p className="form__links">
              {forgotten && (
                <Link to={forgotten} onClick={onClose}>
                  {t('passwordForgottenLink')}
                </Link>
              )}
              {registration && (
                <Link to={registration} onClick={onClose}>
                  {t('noAccountYetRegister')}
                </Link>
              )}
            </p>
          )}
        </form>
      )}
    </div>
  );
});
