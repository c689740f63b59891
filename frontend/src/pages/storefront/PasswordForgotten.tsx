import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { validateEmail } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { TextField } from '../../components/forms/Field';
import { focusFirstInvalid, FormMessage, SubmitButton, useFormFlow } from '../../components/forms/FormFlow';
import { ProofOfWorkControl, useProofOfWork } from '../../components/forms/ProofOfWorkControl';
import { useFormValues } from '../../components/forms/useFormValues';
import { identityFlowsOf } from '../../stores/IdentityFlows';
import { useStores } from '../../stores/StoreContext';

const validate = (v: { email: string }) => ({ email: validateEmail(v.email) });

/** Password forgotten: e-mail and spam protection; the server mails a reset link (passwordOptInSuccessMsg). */
const PasswordForgotten = observer(function PasswordForgotten({ page, locale }: PageProps) {
  const t = useT();
  const stores = useStores();
  const { content } = stores;
  const flows = identityFlowsOf(stores);
  const flow = useFormFlow();
  const pow = useProofOfWork();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validateForm = useCallback(validate, []);
  const { values, set } = useFormValues({ email: '' }, flow, validateForm);
  const login = content.pathFor('login', locale);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const result = await flow.submit(validate(values), async () => {
      const challenge = await pow.ensureSolved();
      if (!challenge) return { ok: false, message: 'invalidChallengeMessage', fields: { challenge: 'invalidChallengeMessage' } };
      return flows.requestPasswordReset(values.email, challenge, locale);
    });
    if (result === null) focusFirstInvalid(formRef.current);
    else if (!result.ok) pow.restart();
  };

  return (
    <div className="container page page--narrow">
      <h1>{page.label}</h1>
      <FormMessage flow={flow}>
        {flow.status === 'result' && login && (
          <p>
            <Link to={login}>{t('backToLogin')}</Link>
          </p>
        )}
      </FormMessage>
      {flow.status !== 'result' && (
        <form className="form auth-card" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'}>
          <p>{t('passwordForgottenIntro')}</p>
          <TextField
            id={`${id}-email`}
            label={t('emailAddress')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="off"
            value={values.email}
            onValueChange={(x) => set('email', x)}
            error={flow.errors.email}
            required
          />
          <ProofOfWorkControl task={pow} error={flow.errors.challenge} />
          <div className="form__actions">
            <SubmitButton loading={flow.status === 'loading'}>{t('requestResetLink')}</SubmitButton>
            {login && <Link to={login}>{t('backToLogin')}</Link>}
          </div>
        </form>
      )}
    </div>
  );
});

export default PasswordForgotten;
