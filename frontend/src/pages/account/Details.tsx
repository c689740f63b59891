import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, type FormEvent } from 'react';
import {
  validateCompanyName,
  validateInvoiceEmail,
  validateNewEmail,
  validatePassword,
  validatePasswordConfirmation,
  validatePersonName,
  validateRequiredPassword,
  validateSalutation,
  type Salutation,
} from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { AccountUser } from '../../api/identity-contracts';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { CheckboxField, PasswordField, RadioGroup, TextField } from '../../components/forms/Field';
import { focusFirstInvalid, FormMessage, SubmitButton, useFormFlow } from '../../components/forms/FormFlow';
import { useFormValues } from '../../components/forms/useFormValues';
import { identityFlowsOf } from '../../stores/IdentityFlows';
import { useStores } from '../../stores/StoreContext';
import { AccountLayout } from './AccountLayout';

/** User details: master data (customer id and e-mail read-only), change e-mail, change password. */
const AccountDetails = observer(function AccountDetails({ page, locale }: PageProps) {
  const { session } = useStores();
  const user = session.user;
  return (
    <AccountLayout section="accountDetails" title={page.label}>
      <div className="details-sections">
        <MasterDataForm user={user} locale={locale} />
        <EmailForm currentEmail={user?.email ?? ''} locale={locale} />
        <PasswordForm locale={locale} />
      </div>
    </AccountLayout>
  );
});

interface MasterValues extends Record<string, unknown> {
  company: string;
  salutation: Salutation | '';
  firstname: string;
  lastname: string;
  useInvoiceEmail: boolean;
  invoiceEmail: string;
}

function masterValues(user: AccountUser | null): MasterValues {
  return {
    company: user?.company ?? '',
    salutation: user?.salutation ?? '',
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    useInvoiceEmail: Boolean(user?.invoiceEmail),
    invoiceEmail: user?.invoiceEmail ?? '',
  };
}

function validateMaster(v: MasterValues): Record<string, string | null> {
  return {
    company: validateCompanyName(v.company),
    salutation: validateSalutation(v.salutation),
    firstname: validatePersonName(v.firstname),
    lastname: validatePersonName(v.lastname),
    invoiceEmail: validateInvoiceEmail(v.invoiceEmail, v.useInvoiceEmail),
  };
}

const MasterDataForm = observer(function MasterDataForm({ user, locale }: { user: AccountUser | null; locale: Locale }) {
  const t = useT();
  const stores = useStores();
  const flow = useFormFlow({ keepFormOnSuccess: true });
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validateForm = useCallback(validateMaster, []);
  const { values: v, set } = useFormValues<MasterValues>(() => masterValues(user), flow, validateForm);
  const saved = masterValues(user);
  const effectiveInvoice = (x: MasterValues) => (x.useInvoiceEmail ? x.invoiceEmail.trim() : '');
  // Saving is enabled only when company, salutation, names or the invoice e-mail changed.
  const changed =
    v.company.trim() !== saved.company.trim() ||
    v.salutation !== saved.salutation ||
    v.firstname.trim() !== saved.firstname.trim() ||
    v.lastname.trim() !== saved.lastname.trim() ||
    effectiveInvoice(v) !== effectiveInvoice(saved);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading' || !changed) return;
    const result = await flow.submit(validateMaster(v), () =>
      identityFlowsOf(stores).editUser(
        { company: v.company, salutation: v.salutation as Salutation, firstname: v.firstname, lastname: v.lastname, invoiceEmail: effectiveInvoice(v) },
        locale,
      ),
    );
    if (result === null) focusFirstInvalid(formRef.current);
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {t('masterData')}
      </h2>
      <FormMessage flow={flow} />
      <form className="form" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'}>
        <div className="form__row form__row--2">
          <TextField id={`${id}-customerId`} label={t('customerId')} value={user?.customerId ?? ''} onValueChange={() => undefined} readOnly hint={user?.customerId ? undefined : t('customerIdNotAssigned')} />
          <TextField id={`${id}-email`} label={t('emailAddress')} value={user?.email ?? ''} onValueChange={() => undefined} readOnly hint={t('emailChangeBelowHint')} />
        </div>
        <TextField id={`${id}-company`} label={t('company')} name="company" autoComplete="organization" value={v.company} onValueChange={(x) => set('company', x)} error={flow.errors.company} required />
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
        <CheckboxField id={`${id}-useInvoice`} label={t('useAlternativeInvoiceEmail')} checked={v.useInvoiceEmail} onCheckedChange={(x) => set('useInvoiceEmail', x)} name="useInvoiceEmail" />
        {v.useInvoiceEmail && (
          <TextField
            id={`${id}-invoiceEmail`}
            label={t('invoiceEmail')}
            type="email"
            name="invoiceEmail"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="off"
            value={v.invoiceEmail}
            onValueChange={(x) => set('invoiceEmail', x)}
            error={flow.errors.invoiceEmail}
            required
          />
        )}
        <div className="form__actions">
          <SubmitButton loading={flow.status === 'loading'} disabled={!changed}>
            {t('saveChanges')}
          </SubmitButton>
          {!changed && <p className="form__note">{t('noChangesYet')}</p>}
        </div>
      </form>
    </section>
  );
});

const validateEmailForm = (v: { email: string; password: string }) => ({
  email: validateNewEmail(v.email),
  password: validateRequiredPassword(v.password),
});

const EmailForm = observer(function EmailForm({ currentEmail, locale }: { currentEmail: string; locale: Locale }) {
  const t = useT();
  const stores = useStores();
  const flow = useFormFlow();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validateForm = useCallback(validateEmailForm, []);
  const { values, set, replace } = useFormValues({ email: '', password: '' }, flow, validateForm);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const result = await flow.submit(validateEmailForm(values), () => identityFlowsOf(stores).changeEmail(values.email, values.password, locale));
    if (result === null) focusFirstInvalid(formRef.current);
    else if (!result.ok) replace({ ...values, password: '' });
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {t('changeEmail')}
      </h2>
      <FormMessage flow={flow} />
      {flow.status !== 'result' && (
        <form className="form" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'}>
          <p className="form__note">{t('changeEmailIntro', { email: currentEmail })}</p>
          <TextField
            id={`${id}-email`}
            label={t('newEmailAddress')}
            type="email"
            name="newEmail"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="off"
            value={values.email}
            onValueChange={(x) => set('email', x)}
            error={flow.errors.email}
            required
          />
          <PasswordField id={`${id}-password`} label={t('password')} name="password" autoComplete="current-password" value={values.password} onValueChange={(x) => set('password', x)} error={flow.errors.password} required />
          <div className="form__actions">
            <SubmitButton loading={flow.status === 'loading'}>{t('requestEmailChange')}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
});

interface PasswordValues extends Record<string, unknown> {
  currentPassword: string;
  newPassword: string;
  passwordConfirmation: string;
}

const validatePasswordForm = (v: PasswordValues) => ({
  currentPassword: validateRequiredPassword(v.currentPassword),
  newPassword: validatePassword(v.newPassword),
  passwordConfirmation: validatePasswordConfirmation(v.newPassword, v.passwordConfirmation),
});

const PasswordForm = observer(function PasswordForm({ locale }: { locale: Locale }) {
  const t = useT();
  const stores = useStores();
  const flow = useFormFlow();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validateForm = useCallback(validatePasswordForm, []);
  const { values, set, replace } = useFormValues<PasswordValues>({ currentPassword: '', newPassword: '', passwordConfirmation: '' }, flow, validateForm);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const result = await flow.submit(validatePasswordForm(values), () => identityFlowsOf(stores).changePassword(values.currentPassword, values.newPassword, locale));
    if (result === null) focusFirstInvalid(formRef.current);
    else if (!result.ok) replace({ ...values, currentPassword: '' });
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {t('changePassword')}
      </h2>
      <FormMessage flow={flow}>{flow.status === 'result' && <p>{t('passwordChangeSuccessMsg2')}</p>}</FormMessage>
      {flow.status !== 'result' && (
        <form className="form" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'}>
          <PasswordField
            id={`${id}-current`}
            label={t('currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onValueChange={(x) => set('currentPassword', x)}
            error={flow.errors.currentPassword}
            required
          />
          <div className="form__row form__row--2">
            <PasswordField
              id={`${id}-new`}
              label={t('newPassword')}
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onValueChange={(x) => set('newPassword', x)}
              error={flow.errors.newPassword}
              hint={t('passwordRulesHint')}
              required
            />
            <PasswordField
              id={`${id}-confirm`}
              label={t('passwordConfirmation')}
              name="passwordConfirmation"
              autoComplete="new-password"
              value={values.passwordConfirmation}
              onValueChange={(x) => set('passwordConfirmation', x)}
              error={flow.errors.passwordConfirmation}
              required
            />
          </div>
          <div className="form__actions">
            <SubmitButton loading={flow.status === 'loading'}>{t('changePassword')}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
});

export default AccountDetails;
