import { validateCompanyName, validateContactForm, validatePrivacyPolicyAccepted, type Locale } from '@shop/domain';

/** The contact form's payload (docs/rules/entities.md#contact-requests) once the HTTP layer has read it. */
export interface ContactFormInput {
  formId: string;
  salutation: string | null;
  firstname: string;
  lastname: string;
  email: string;
  message: string;
  /** Spec: additionalFields, a list of { i18nId, value } for company and phone. */
  additionalFields: Array<{ i18nId: string; value: string }>;
  locale: Locale;
  privacyPolicyAccepted: boolean;
}

/** A checked contact request, normalised (trimmed; line breaks as \n). */
export interface ContactRequest {
  formId: string;
  locale: Locale;
  salutation: 'mr' | 'mrs' | null;
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  phone: string | null;
  message: string;
}

/** The forms the shop has (spec: the contact page's form is "main"). */
export const CONTACT_FORM_IDS = ['main'] as const;
export const CONTACT_FIELD_IDS = ['company', 'phone'] as const;

const clean = (value: string | null | undefined): string => (value ?? '').replace(/\r\n?/g, '\n').trim();

export function additionalField(input: Pick<ContactFormInput, 'additionalFields'>, i18nId: string): string {
  return clean(input.additionalFields.find((f) => f.i18nId === i18nId)?.value);
}

/**
 * Every rule of docs/rules/validation.md#contact-form for the contact form, per field (field → message id): names, e-mail, message of 11
 * to 600 characters, phone optional (more than 6 characters, no letters), the privacy-policy checkbox, and
 * the company, which a B2B supplier needs to answer (ADR 0018).
 */
export function contactFormErrors(input: ContactFormInput): Record<string, string> {
  const company = additionalField(input, 'company');
  const errors: Record<string, string> = {
    ...validateContactForm({
      salutation: input.salutation,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      message: clean(input.message),
      phone: additionalField(input, 'phone'),
    }),
  } as Record<string, string>;
  const companyError = validateCompanyName(company);
  if (companyError) errors.company = companyError;
  const privacy = validatePrivacyPolicyAccepted(input.privacyPolicyAccepted);
  if (privacy) errors.privacyPolicyAccepted = privacy;
  if (!(CONTACT_FORM_IDS as readonly string[]).includes(input.formId)) errors.formId = 'contactFormErrorMsg';
  return errors;
}

/** The checked request, or the field errors. */
export function contactRequestOf(input: ContactFormInput): { ok: true; request: ContactRequest } | { ok: false; fields: Record<string, string> } {
  const fields = contactFormErrors(input);
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const phone = additionalField(input, 'phone');
  return {
    ok: true,
    request: {
      formId: input.formId,
      locale: input.locale,
      salutation: input.salutation === 'mr' || input.salutation === 'mrs' ? input.salutation : null,
      firstname: clean(input.firstname),
      lastname: clean(input.lastname),
      email: clean(input.email),
      company: additionalField(input, 'company'),
      phone: phone === '' ? null : phone,
      message: clean(input.message),
    },
  };
}

/** Limits per sender (ADR 0018): the form is no mail cannon, neither from one address nor towards one. */
export const CONTACT_LIMITS = {
  windowMs: 60 * 60_000,
  /** Requests from one client address per window. */
  perAddress: 5,
  /** Requests naming one e-mail address per window (each sends that address a copy). */
  perEmail: 3,
} as const;
