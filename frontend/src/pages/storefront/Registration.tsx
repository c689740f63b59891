import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { validateInvoiceEmail, validatePasswordConfirmation, validatePrivacyPolicyAccepted, validateRegistration, type Salutation } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { CheckboxField, PasswordField, RadioGroup, TextField } from '../../components/forms/Field';
import { focusFirstInvalid, FormMessage, SubmitButton, useFormFlow } from '../../components/forms/FormFlow';
import { ProofOfWorkControl, useProofOfWork } from '../../components/forms/ProofOfWorkControl';
import { useFormValues } from '../../components/forms/useFormValues';
import { identityFlowsOf } from '../../stores/IdentityFlows';
import { useStores } from '../../stores/StoreContext';
import { PrivacyConsentField } from '../../components/forms/PrivacyConsentField';

interface RegistrationValues extends Record<string, unknown> {
  company: string;
  customerId: string;
  salutation: Salutation | '';
  firstname: string;
  lastname: string;
  email: string;
  useInvoiceEmail: boolean;
  invoiceEmail: string;
  password: string;
  passwordConfirmation: string;
  privacyPolicyAccepted: boolean;
}

const EMPTY: RegistrationValues = {
  company: '',
  customerId: '',
  salutation: '',
  firstname: '',
  lastname: '',
  email: '',
  useInvoiceEmail: false,
  invoiceEmail: '',
  password: '',
  passwordConfirmation: '',
  privacyPolicyAccepted: false,
};

/** Every rule of docs/rules/validation.md#form-fields for the form, one entry per field (null = valid). */
function validate(v: RegistrationValues): Record<string, string | null> {
  const errors = validateRegistration({
    company: v.company,
    customerId: v.customerId,
    salutation: v.salutation,
    firstname: v.firstname,
    lastname: v.lastname,
    email: v.email,
    invoiceEmail: v.invoiceEmail,
    useInvoiceEmail: v.useInvoiceEmail,
    password: v.password,
  });
  return {
    company: errors.company ?? null,
    customerId: errors.customerId ?? null,
    salutation: errors.salutation ?? null,
    firstname: errors.firstname ?? null,
    lastname: errors.lastname ?? null,
    email: errors.email ?? null,
    invoiceEmail: validateInvoiceEmail(v.invoiceEmail, v.useInvoiceEmail),
    password: errors.password ?? null,
    passwordConfirmation: validatePasswordConfirmation(v.password, v.passwordConfirmation),
    privacyPolicyAccepted: validatePrivacyPolicyAccepted(v.privacyPolicyAccepted),
  };
}

/**
 * Registration: company, optional customer id, salutation, names, e-mail, optional alternative invoice
 * e-mail, password with confirmation, privacy policy, and the proof-of-work spam protection. The account
 * stays pending until the e-mailed link is confirmed.
 */
const Registration = observer(function Registration({ page, locale }: PageProps) {
  const t = useT();
  const stores = useStores();
  const { content } = stores;
  const flows = identityFlowsOf(stores);
  const flow = useFormFlow();
  const pow = useProofOfWork();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validateForm = useCallback(validate, []);
  const { values: v, set } = useFormValues<RegistrationValues>(EMPTY, flow, validateForm);
  const login = content.pathFor('login', locale);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const result = await flow.submit(validate(v), async () => {
      const challenge = await pow.ensureSolved();
      if (!challenge) return { ok: false, message: 'invalidChallengeMessage', fields: { challenge: 'invalidChallengeMessage' } };
      return flows.register(
        {
          company: v.company,
          customerId: v.customerId,
          salutation: v.salutation as Salutation,
          firstname: v.firstname,
          lastname: v.lastname,
          email: v.email,
          invoiceEmail: v.useInvoiceEmail ? v.invoiceEmail : '',
          password: v.password,
          privacyPolicyAccepted: v.privacyPolicyAccepted,
        },
        challenge,
        locale,
      );
    });
    if (result === null) {
      focusFirstInvalid(formRef.current);
      return;
    }
    // A challenge is good for one submit.
    if (!result.ok) {
      pow.restart();
      focusFirstInvalid(formRef.current);
    }
  };

  return (
    <div className="container page page--narrow">
      <h1>{page.label}</h1>
      {flow.status !== 'result' && <p className="lead">{t('registrationIntro')}</p>}
      <FormMessage flow={flow}>
        {flow.status === 'result' && login && (
          <p>
            <Link to={login}>{t('toLogin')}</Link>
          </p>
        )}
      </FormMessage>
      {flow.status !== 'result' && (
        <form className="form auth-card" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'}>
          <p className="form__note">{t('requiredFieldsNote')}</p>
          <fieldset className="form__section">
            <legend className="form__legend">{t('companyDetails')}</legend>
            <div className="form__row form__row--2">
              <TextField id={`${id}-company`} label={t('company')} name="company" autoComplete="organization" value={v.company} onValueChange={(x) => set('company', x)} error={flow.errors.company} required />
              <TextField
                id={`${id}-customerId`}
                label={t('customerId')}
                name="customerId"
                inputMode="numeric"
                maxLength={5}
                autoComplete="off"
                value={v.customerId}
                onValueChange={(x) => set('customerId', x)}
                error={flow.errors.customerId}
                optional
                hint={t('customerIdHint')}
              />
            </div>
          </fieldset>
          <fieldset className="form__section">
            <legend className="form__legend">{t('contactPerson')}</legend>
            <RadioGroup
              legend={t('salutation')}
              name="salutation"
              value={v.salutation}
              onValueChange={(x) => set('salutation', x as Salutation)}
              options={[
                { value: 'mr', label: t('salutation_mr') },
                { value: 'mrs', label: t('salutation_mrs') },
              ]}
              error={flow.errors.salutation}
              required
            />
            <div className="form__row form__row--2">
              <TextField id={`${id}-firstname`} label={t('firstname')} name="firstname" autoComplete="given-name" value={v.firstname} onValueChange={(x) => set('firstname', x)} error={flow.errors.firstname} required />
              <TextField id={`${id}-lastname`} label={t('lastname')} name="lastname" autoComplete="family-name" value={v.lastname} onValueChange={(x) => set('lastname', x)} error={flow.errors.lastname} required />
            </div>
            <TextField
              id={`${id}-email`}
              label={t('emailAddress')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              autoCapitalize="off"
              value={v.email}
              onValueChange={(x) => set('email', x)}
              error={flow.errors.email}
              required
              hint={t('emailLoginHint')}
            />
            <CheckboxField id={`${id}-useInvoiceEmail`} label={t('useAlternativeInvoiceEmail')} checked={v.useInvoiceEmail} onCheckedChange={(x) => set('useInvoiceEmail', x)} name="useInvoiceEmail" />
            {v.useInvoiceEmail && (
              <TextField
                id={`${id}-invoiceEmail`}
                label={t('invoiceEmail')}
                type="email"
                name="invoiceEmail"
                autoComplete="off"
                inputMode="email"
                spellCheck={false}
                autoCapitalize="off"
                value={v.invoiceEmail}
                onValueChange={(x) => set('invoiceEmail', x)}
                error={flow.errors.invoiceEmail}
                required
              />
            )}
          </fieldset>
          <fieldset className="form__section">
            <legend className="form__legend">{t('accessData')}</legend>
            <div className="form__row form__row--2">
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
                id={`${id}-passwordConfirmation`}
                label={t('passwordConfirmation')}
                name="passwordConfirmation"
                autoComplete="new-password"
                value={v.passwordConfirmation}
                onValueChange={(x) => set('passwordConfirmation', x)}
                error={flow.errors.passwordConfirmation}
                required
              />
            </div>
          </fieldset>
          <fieldset className="form__section">
            <legend className="visually-hidden">{t('confirmations')}</legend>
            <PrivacyConsentField id={`${id}-privacy`} checked={v.privacyPolicyAccepted} onCheckedChange={(x) => set('privacyPolicyAccepted', x)} error={flow.errors.privacyPolicyAccepted} />
            <ProofOfWorkControl task={pow} error={flow.errors.challenge} />
          </fieldset>
          <div className="form__actions">
            <SubmitButton loading={flow.status === 'loading'}>{t('createAccount')}</SubmitButton>
            {login && (
              <p className="form__note">
                {t('alreadyRegistered')} <Link to={login}>{t('login')}</Link>
              </p>
            )}
          </div>
        </form>
      )}
    </div>
  );
});

export default Registration;
