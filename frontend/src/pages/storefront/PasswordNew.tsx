import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { validatePassword, validatePasswordConfirmation } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { PasswordField } from '../../components/forms/Field';
import { focusFirstInvalid, FormMessage, SubmitButton, useFormFlow } from '../../components/forms/FormFlow';
import { useFormValues } from '../../components/forms/useFormValues';
import { useSsc } from '../../components/identity/useSsc';
import { Spinner } from '../../components/Spinner';
import { identityFlowsOf } from '../../stores/IdentityFlows';
import { useStores } from '../../stores/StoreContext';

const validate = (v: { password: string; passwordConfirmation: string }) => ({
  password: validatePassword(v.password),
  passwordConfirmation: validatePasswordConfirmation(v.password, v.passwordConfirmation),
});

/**
 * Set a new password from the e-mailed link (query `ssc`): the code is checked first; a missing, used or
 * expired code shows sscOptInErrorMsg. Success shows passwordChangeSuccessMsg1 and 2 with a login link.
 */
const PasswordNew = observer(function PasswordNew({ page, locale }: PageProps) {
  const t = useT();
  const stores = useStores();
  const { content } = stores;
  const flows = identityFlowsOf(stores);
  const ssc = useSsc();
  const flow = useFormFlow();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [codeState, setCodeState] = useState<'checking' | 'valid' | 'invalid'>(ssc ? 'checking' : 'invalid');
  const validateForm = useCallback(validate, []);
  const { values, set } = useFormValues({ password: '', passwordConfirmation: '' }, flow, validateForm);
  const login = content.pathFor('login', locale);
  const forgotten = content.pathFor('passwordForgotten', locale);

  useEffect(() => {
    if (!ssc) {
      setCodeState('invalid');
      return;
    }
    let live = true;
    setCodeState('checking');
    void flows.checkResetCode(ssc, locale).then((valid) => {
      if (live) setCodeState(valid ? 'valid' : 'invalid');
    });
    return () => {
      live = false;
    };
  }, [flows, ssc, locale]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const result = await flow.submit(validate(values), () => flows.resetPassword(ssc, values.password, locale));
    if (result === null) focusFirstInvalid(formRef.current);
  };

  return (
    <div className="container page page--narrow">
      <h1>{page.label}</h1>
      {codeState === 'checking' && <Spinner logo={false} label={t('checkingLink')} />}
      {codeState === 'invalid' && (
        <div className="message message--error" role="alert">
          <p>{t('sscOptInErrorMsg')}</p>
          {forgotten && (
            <p>
              <Link to={forgotten}>{t('requestNewResetLink')}</Link>
            </p>
          )}
        </div>
      )}
      {codeState === 'valid' && (
        <>
          <FormMessage flow={flow}>
            {flow.status === 'result' && (
              <>
                <p>{t('passwordChangeSuccessMsg2')}</p>
                {login && (
                  <p>
                    <Link to={login}>{t('toLogin')}</Link>
                  </p>
                )}
              </>
            )}
          </FormMessage>
          {flow.status !== 'result' && (
            <form className="form auth-card" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'}>
              <p>{t('passwordNewIntro')}</p>
              <PasswordField
                id={`${id}-password`}
                label={t('newPassword')}
                name="newPassword"
                autoComplete="new-password"
                value={values.password}
                onValueChange={(x) => set('password', x)}
                error={flow.errors.password ?? flow.errors.newPassword}
                hint={t('passwordRulesHint')}
                required
              />
              <PasswordField
                id={`${id}-confirmation`}
                label={t('passwordConfirmation')}
                name="passwordConfirmation"
                autoComplete="new-password"
                value={values.passwordConfirmation}
                onValueChange={(x) => set('passwordConfirmation', x)}
                error={flow.errors.passwordConfirmation}
                required
              />
              <div className="form__actions">
                <SubmitButton loading={flow.status === 'loading'}>{t('saveNewPassword')}</SubmitButton>
              </div>
            </form>
          )}
        </>
      )}
    </div>
  );
});

export default PasswordNew;
