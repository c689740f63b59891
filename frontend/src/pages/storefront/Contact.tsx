import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { CONTACT_MESSAGE_MAX_LENGTH, validateCompanyName, validateContactForm, validatePrivacyPolicyAccepted } from '@shop/domain';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { RadioGroup, TextAreaField, TextField } from '../../components/forms/Field';
import { focusFirstInvalid, FormMessage, SubmitButton, useFormFlow } from '../../components/forms/FormFlow';
import { ProofOfWorkControl, useProofOfWork } from '../../components/forms/ProofOfWorkControl';
import { useFormValues } from '../../components/forms/useFormValues';
import { countryName, telHref } from '../../lib/format';
import { contactStoreOf, type ContactValues } from '../../stores/ContactStore';
import { useStores } from '../../stores/StoreContext';
import { PrivacyConsentField } from '../../components/forms/PrivacyConsentField';
import '../../styles/content.css';

type Values = ContactValues & Record<string, unknown>;

/** Every rule of docs/rules/validation.md#contact-form for the form (null = valid); company is required (ADR 0018), phone optional. */
function validate(v: Values): Record<string, string | null> {
  const errors = validateContactForm({ salutation: v.salutation, firstname: v.firstname, lastname: v.lastname, email: v.email, message: v.message, phone: v.phone });
  return {
    salutation: errors.salutation ?? null,
    firstname: errors.firstname ?? null,
    lastname: errors.lastname ?? null,
    email: errors.email ?? null,
    company: validateCompanyName(v.company),
    phone: errors.phone ?? null,
    message: errors.message ?? null,
    privacyPolicyAccepted: validatePrivacyPolicyAccepted(v.privacyPolicyAccepted),
  };
}

/** The message a link prefills: a product's request (?product=…) or the home page's consultation link (?topic=consultation). */
function prefill(search: string, t: ReturnType<typeof useT>): string {
  const query = new URLSearchParams(search);
  const product = (query.get('product') ?? '').trim().slice(0, 60);
  if (product && /^[A-Za-z0-9._/-]+$/.test(product)) return t('contactProductPrefill', { product });
  if (query.get('topic') === 'consultation') return t('contactConsultationPrefill');
  return '';
}

/**
 * Contact page (docs/rules/screens-and-routes.md#contact-page): the form (formId main) beside the provider's address from the brand config. The form
 * follows form → loading → result: hidden on success with contactFormSuccessMsg, shown again on error with
 * contactFormErrorMsg. Spam protection: the privacy checkbox and the proof of work (ADR 0005).
 */
const Contact = observer(function Contact({ page, locale }: PageProps) {
  const t = useT();
  const location = useLocation();
  const root = useStores();
  const { config } = root;
  const contact = contactStoreOf(root);
  const flow = useFormFlow();
  const pow = useProofOfWork();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validateForm = useCallback(validate, []);
  const initial = useCallback(
    (): Values => ({ salutation: '', firstname: '', lastname: '', email: '', company: '', phone: '', message: prefill(location.search, t), privacyPolicyAccepted: false }),
    // The prefill is taken once, from the URL the page was opened with.
    [],
  );
  const { values: v, set, replace } = useFormValues<Values>(initial, flow, validateForm);
  const brand = config.brand;
  const length = Array.from(v.message.trim()).length;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const result = await flow.submit(validate(v), async () => {
      const challenge = await pow.ensureSolved();
      if (!challenge) return { ok: false, message: 'contactFormErrorMsg', fields: { challenge: 'invalidChallengeMessage' } };
      return contact.send(v, challenge, locale);
    });
    if (result === null) {
      focusFirstInvalid(formRef.current);
      return;
    }
    // A confirmation is good for one request.
    pow.restart();
    if (!result.ok) focusFirstInvalid(formRef.current);
  };

  const sendAnother = () => {
    replace(initial());
    flow.reset();
  };

  return (
    <div className="container page">
      <h1>{page.label}</h1>
      <p className="lead">{t('contactIntro')}</p>
      <div className="contact-layout">
        <section className="contact-layout__form" aria-labelledby={`${id}-heading`}>
          <h2 id={`${id}-heading`}>{t('contactFormHeading')}</h2>
          <FormMessage flow={flow}>
            {flow.messageKind === 'error' && flow.errors.form && <p>{t(flow.errors.form)}</p>}
            {flow.status === 'result' && (
              <p>
                <button type="button" className="link-button" onClick={sendAnother}>
                  {t('contactSendAnother')}
                </button>
              </p>
            )}
          </FormMessage>
          {flow.status !== 'result' && (
            <form className="form" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'} data-form-id="main">
              <p className="form__note">{t('requiredFieldsNote')}</p>
              <RadioGroup
                legend={t('salutation')}
                name="salutation"
                value={v.salutation}
                onValueChange={(x) => set('salutation', x as Values['salutation'])}
                options={[
                  { value: 'mr', label: t('salutation_mr') },
                  { value: 'mrs', label: t('salutation_mrs') },
                ]}
                error={flow.errors.salutation}
              />
              <div className="form__row form__row--2">
                <TextField id={`${id}-firstname`} label={t('firstname')} name="firstname" autoComplete="given-name" value={v.firstname} onValueChange={(x) => set('firstname', x)} error={flow.errors.firstname} required />
                <TextField id={`${id}-lastname`} label={t('lastname')} name="lastname" autoComplete="family-name" value={v.lastname} onValueChange={(x) => set('lastname', x)} error={flow.errors.lastname} required />
              </div>
              <div className="form__row form__row--2">
                <TextField id={`${id}-company`} label={t('company')} name="company" autoComplete="organization" value={v.company} onValueChange={(x) => set('company', x)} error={flow.errors.company} required />
                <TextField
                  id={`${id}-phone`}
                  label={t('phone')}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  value={v.phone}
                  onValueChange={(x) => set('phone', x)}
                  error={flow.errors.phone}
                  optional
                  hint={t('contactPhoneHint')}
                />
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
              />
              <TextAreaField
                id={`${id}-message`}
                label={t('contactMessage')}
                name="message"
                rows={7}
                maxLength={CONTACT_MESSAGE_MAX_LENGTH + 100}
                value={v.message}
                onValueChange={(x) => set('message', x)}
                error={flow.errors.message}
                hint={`${t('contactMessageHint')} · ${t('contactMessageCount', { count: length, max: CONTACT_MESSAGE_MAX_LENGTH })}`}
                required
              />
              <PrivacyConsentField id={`${id}-privacy`} checked={v.privacyPolicyAccepted} onCheckedChange={(x) => set('privacyPolicyAccepted', x)} error={flow.errors.privacyPolicyAccepted} />
              <ProofOfWorkControl task={pow} error={flow.errors.challenge} />
              <div className="form__actions">
                <SubmitButton loading={flow.status === 'loading'}>{t('contactSend')}</SubmitButton>
              </div>
            </form>
          )}
        </section>
        {brand && (
          <aside className="contact-layout__address fact-sheet" aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`}>{t('contactAddressHeading')}</h2>
            <address>
              <strong>{brand.longName}</strong>
              <br />
              {brand.address.street}
              <br />
              {brand.address.zip} {brand.address.city}
              {brand.address.countryI18nId && (
                <>
                  <br />
                  {countryName(brand.address.countryI18nId, locale)}
                </>
              )}
            </address>
            <dl className="deflist">
              {brand.phone?.central && (
                <>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={telHref(brand.phone.central)}>{brand.phone.central}</a>
                    <br />
                    <span className="text-muted">{t('contactOpeningHours')}</span>
                  </dd>
                </>
              )}
              {brand.phone?.fax && (
                <>
                  <dt>{t('fax')}</dt>
                  <dd>{brand.phone.fax}</dd>
                </>
              )}
              {brand.email && (
                <>
                  <dt>{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${brand.email}`}>{brand.email}</a>
                  </dd>
                </>
              )}
            </dl>
          </aside>
        )}
      </div>
    </div>
  );
});

export default Contact;
