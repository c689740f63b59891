/**
 * Form validation rules (docs/rules/validation.md). Every validator returns null when
 * the value is valid, otherwise a message id (never prose). Text values are
 * trimmed before checking; lengths count Unicode code points.
 */
import { isCountryCode } from './countries';
import { validateVatIdField, type VatIdMessageId } from './vat-id';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;
export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 20;
export const CUSTOMER_ID_LENGTH = 5;
export const CONTACT_MESSAGE_MIN_LENGTH = 11;
export const CONTACT_MESSAGE_MAX_LENGTH = 600;

type Text = string | null | undefined;

function clean(value: Text): string {
  return (value ?? '').trim();
}

/** Length in Unicode code points. */
function length(value: string): number {
  return Array.from(value).length;
}

const HAS_LETTER = /\p{L}/u;

// Local part: dot-separated atoms of the RFC 5322 atext characters (no leading,
// trailing or double dots). Domain: dot-separated labels of letters, digits and
// inner hyphens, ending in a top-level domain of at least two letters.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return false;
  const at = email.lastIndexOf('@');
  if (at > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return email
    .slice(at + 1)
    .split('.')
    .every((label) => label.length <= EMAIL_DOMAIN_LABEL_MAX_LENGTH);
}

/**
 * Email: required, at most 254 characters, standard pattern, local part at
 * most 64 and each domain label at most 63 characters. `isNewEmail` selects the
 * message of the change-email form.
 */
export function validateEmail(
  value: Text,
  options: { isNewEmail?: boolean } = {},
): 'invalidEmailMessage' | 'invalidNewEmailMessage' | null {
  if (isValidEmail(clean(value))) return null;
  return options.isNewEmail === true ? 'invalidNewEmailMessage' : 'invalidEmailMessage';
}

/** New email of the change-email form ('invalidNewEmailMessage'). */
export function validateNewEmail(value: Text): 'invalidNewEmailMessage' | null {
  return isValidEmail(clean(value)) ? null : 'invalidNewEmailMessage';
}

/** Invoice email: checked only when the alternative-invoice-email box is ticked. */
export function validateInvoiceEmail(value: Text, alternativeInvoiceEmail: boolean): 'invalidEmailMessage' | null {
  if (!alternativeInvoiceEmail) return null;
  return validateEmail(value) === null ? null : 'invalidEmailMessage';
}

const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

/** Person name: at least 2 characters; letters (incl. accents), space, apostrophe, hyphen; contains a letter. */
export function validatePersonName(value: Text): 'invalidNameMessage' | null {
  const name = clean(value);
  return length(name) >= NAME_MIN_LENGTH && NAME_PATTERN.test(name) && HAS_LETTER.test(name)
    ? null
    : 'invalidNameMessage';
}

/** Company: longer than 1 character and contains a letter. */
export function validateCompanyName(value: Text): 'invalidCompanyNameMessage' | null {
  const company = clean(value);
  return length(company) > 1 && HAS_LETTER.test(company) ? null : 'invalidCompanyNameMessage';
}

/** Customer id: optional; if given exactly 5 digits. */
export function validateCustomerId(value: Text): 'invalidCustomerIdMessage' | null {
  const id = clean(value);
  return id === '' || /^\d{5}$/.test(id) ? null : 'invalidCustomerIdMessage';
}

/** Street and number: more than 2 characters with a letter. */
export function validateStreet(value: Text): 'invalidStreetMessage' | null {
  const street = clean(value);
  return length(street) > 2 && HAS_LETTER.test(street) ? null : 'invalidStreetMessage';
}

/** Post office box: not empty. */
export function validatePostOfficeBox(value: Text): 'invalidPostOfficeBoxMessage' | null {
  return clean(value) === '' ? 'invalidPostOfficeBoxMessage' : null;
}

/** Zip: more than 3 characters. */
export function validateZipCode(value: Text): 'invalidZipCodeMessage' | null {
  return length(clean(value)) > 3 ? null : 'invalidZipCodeMessage';
}

const CITY_PATTERN = /^[\p{L}\p{M} .'’()/-]+$/u;

/**
 * City: letters only (no digits). Accents, spaces, hyphens, dots, apostrophes,
 * parentheses and slashes are allowed as they occur in real city names
 * ("St. Gallen", "Frankfurt (Oder)", "L'Aquila").
 */
export function validateCity(value: Text): 'invalidCityMessage' | null {
  const city = clean(value);
  return CITY_PATTERN.test(city) && HAS_LETTER.test(city) ? null : 'invalidCityMessage';
}

/**
 * Phone: more than 6 characters, no letters, at least one digit. With
 * `optional` (contact form) an empty value is valid.
 */
export function validatePhone(value: Text, options: { optional?: boolean } = {}): 'invalidPhoneMessage' | null {
  const phone = clean(value);
  if (phone === '' && options.optional === true) return null;
  return length(phone) > 6 && !HAS_LETTER.test(phone) && /\d/.test(phone) ? null : 'invalidPhoneMessage';
}

/**
 * Password: 12 to 20 characters, at least one digit, one lower-case letter,
 * one upper-case letter and one special character (neither letter nor digit),
 * no whitespace. Not trimmed.
 */
export function validatePassword(value: Text): 'invalidPasswordMessage' | null {
  const password = value ?? '';
  const size = length(password);
  const valid =
    size >= PASSWORD_MIN_LENGTH &&
    size <= PASSWORD_MAX_LENGTH &&
    /\d/.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password) &&
    !/\s/.test(password);
  return valid ? null : 'invalidPasswordMessage';
}

/** Confirmation must equal the password exactly. */
export function validatePasswordConfirmation(password: Text, confirmation: Text): 'passwordMismatchMessage' | null {
  return (password ?? '') === (confirmation ?? '') ? null : 'passwordMismatchMessage';
}

/** Login email: required ('mustEnterEmail'), then a valid address ('invalidEmailMessage'). */
export function validateLoginEmail(value: Text): 'mustEnterEmail' | 'invalidEmailMessage' | null {
  const email = clean(value);
  if (email === '') return 'mustEnterEmail';
  return isValidEmail(email) ? null : 'invalidEmailMessage';
}

/** Login / email-change password: only required (old passwords may predate the policy). */
export function validateRequiredPassword(value: Text): 'mustEnterPassword' | null {
  return (value ?? '') === '' ? 'mustEnterPassword' : null;
}

/** Privacy-policy checkbox of registration and contact form. */
export function validatePrivacyPolicyAccepted(accepted: boolean | null | undefined): 'mustConfirmPrivacyPolicyMessage' | null {
  return accepted === true ? null : 'mustConfirmPrivacyPolicyMessage';
}

/** Contact message: 11 to 600 characters (after trimming). */
export function validateContactMessage(value: Text): 'invalidContactFormMessage' | null {
  const size = length(clean(value));
  return size >= CONTACT_MESSAGE_MIN_LENGTH && size <= CONTACT_MESSAGE_MAX_LENGTH ? null : 'invalidContactFormMessage';
}

/**
 * Upload filename check (cart import). Without an extension: the name contains
 * a dot and is longer than 3 characters. With an extension ("xlsx" or
 * ".xlsx"): the name ends with ".xlsx" (case-insensitive) and is longer than it.
 */
export function validateFilename(value: Text, extension?: string): 'mustEnterValidFilename' | null {
  const name = clean(value);
  if (extension === undefined || extension === '') {
    return name.includes('.') && name.length > 3 ? null : 'mustEnterValidFilename';
  }
  const suffix = (extension.startsWith('.') ? extension : `.${extension}`).toLowerCase();
  return name.toLowerCase().endsWith(suffix) && name.length > suffix.length ? null : 'mustEnterValidFilename';
}

export type Salutation = 'mr' | 'mrs';

/** Salutation: 'mr' or 'mrs'. */
export function validateSalutation(value: Text): 'invalidSalutationMessage' | null {
  return value === 'mr' || value === 'mrs' ? null : 'invalidSalutationMessage';
}

// ---------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------

/** Address form values (spec entity "Address"). */
export interface AddressInput {
  readonly nameLine1?: string | null;
  readonly nameLine2?: string | null;
  readonly street?: string | null;
  readonly postOfficeBox?: string | null;
  readonly zip?: string | null;
  readonly city?: string | null;
  readonly country?: string | null;
  /** The VAT id field (USt-IdNr.): free text, but text with an EU prefix must be a well-formed VAT id. */
  readonly taxNo?: string | null;
}

export type AddressField = 'nameLine1' | 'street' | 'postOfficeBox' | 'zip' | 'city' | 'country' | 'taxNo';

export type AddressMessageId =
  | VatIdMessageId
  | 'requiredFieldMessage'
  | 'invalidStreetMessage'
  | 'invalidPostOfficeBoxMessage'
  | 'streetOrPostOfficeBoxMessage'
  | 'invalidZipCodeMessage'
  | 'invalidCityMessage'
  | 'invalidCountryMessage';

/** Field → message id; an empty object means valid. */
export type FieldErrors<K extends string, M extends string = string> = Partial<Record<K, M>>;

/**
 * Address rule: name line 1, zip, city and country (a known code) are
 * required; exactly one of street and post office box. The post office box is
 * used when `usePostOfficeBox` is set or, if not given, when a box is filled
 * and the street is empty. Both filled → 'streetOrPostOfficeBoxMessage' on
 * postOfficeBox. The VAT id field may hold any tax number, but one that starts
 * with an EU prefix must be a well-formed VAT id (`validateVatIdField`).
 */
export function validateAddress(
  address: AddressInput,
  options: { usePostOfficeBox?: boolean } = {},
): FieldErrors<AddressField, AddressMessageId> {
  const errors: FieldErrors<AddressField, AddressMessageId> = {};
  const street = clean(address.street);
  const box = clean(address.postOfficeBox);
  if (clean(address.nameLine1) === '') errors.nameLine1 = 'requiredFieldMessage';
  if (street !== '' && box !== '') {
    errors.postOfficeBox = 'streetOrPostOfficeBoxMessage';
  } else {
    const useBox = options.usePostOfficeBox ?? (box !== '' && street === '');
    const message = useBox ? validatePostOfficeBox(box) : validateStreet(street);
    if (message !== null) errors[useBox ? 'postOfficeBox' : 'street'] = message;
  }
  const zip = validateZipCode(address.zip);
  if (zip !== null) errors.zip = zip;
  const city = validateCity(address.city);
  if (city !== null) errors.city = city;
  if (!isCountryCode(clean(address.country))) errors.country = 'invalidCountryMessage';
  const taxNo = validateVatIdField(address.taxNo);
  if (taxNo !== null) errors.taxNo = taxNo;
  return errors;
}

/**
 * Ticking the post-office-box checkbox clears the street; unticking clears the
 * post office box (so an address never holds both).
 */
export function togglePostOfficeBox<A extends AddressInput>(address: A, usePostOfficeBox: boolean): A {
  return usePostOfficeBox ? { ...address, street: '' } : { ...address, postOfficeBox: '' };
}

/** True if a FieldErrors map holds at least one error. */
export function hasErrors(errors: Readonly<Record<string, unknown>>): boolean {
  return Object.values(errors).some((message) => message !== undefined && message !== null);
}

// ---------------------------------------------------------------------------
// Composite forms
// ---------------------------------------------------------------------------

export interface RegistrationInput {
  readonly company?: string | null;
  readonly customerId?: string | null;
  readonly salutation?: string | null;
  readonly firstname?: string | null;
  readonly lastname?: string | null;
  readonly email?: string | null;
  /** Alternative invoice email; checked only when `useInvoiceEmail` is true. */
  readonly invoiceEmail?: string | null;
  readonly useInvoiceEmail?: boolean;
  readonly password?: string | null;
  /** Checked only when given (the server receives no confirmation). */
  readonly passwordConfirmation?: string | null;
  /** Checked only when given (the server does not receive it). */
  readonly privacyPolicyAccepted?: boolean;
}

export type RegistrationField = Exclude<keyof RegistrationInput, 'useInvoiceEmail'>;

/** Registration form: every field rule (docs/rules/validation.md#form-fields). */
export function validateRegistration(input: RegistrationInput): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  const set = (field: RegistrationField, message: string | null) => {
    if (message !== null) errors[field] = message;
  };
  set('company', validateCompanyName(input.company));
  set('customerId', validateCustomerId(input.customerId));
  set('salutation', validateSalutation(input.salutation));
  set('firstname', validatePersonName(input.firstname));
  set('lastname', validatePersonName(input.lastname));
  set('email', validateEmail(input.email));
  set('invoiceEmail', validateInvoiceEmail(input.invoiceEmail, input.useInvoiceEmail === true));
  set('password', validatePassword(input.password));
  if (input.passwordConfirmation !== undefined) {
    set('passwordConfirmation', validatePasswordConfirmation(input.password, input.passwordConfirmation));
  }
  if (input.privacyPolicyAccepted !== undefined) {
    set('privacyPolicyAccepted', validatePrivacyPolicyAccepted(input.privacyPolicyAccepted));
  }
  return errors;
}

export interface ContactFormInput {
  readonly salutation?: string | null;
  readonly firstname?: string | null;
  readonly lastname?: string | null;
  readonly email?: string | null;
  readonly message?: string | null;
  readonly company?: string | null;
  readonly phone?: string | null;
  /** Checked only when given. */
  readonly privacyPolicyAccepted?: boolean;
}

export type ContactFormField = keyof ContactFormInput;

/** Contact form: names, email and message required; phone and company optional. */
export function validateContactForm(input: ContactFormInput): FieldErrors<ContactFormField> {
  const errors: FieldErrors<ContactFormField> = {};
  const set = (field: ContactFormField, message: string | null) => {
    if (message !== null) errors[field] = message;
  };
  if (input.salutation !== undefined && input.salutation !== null && input.salutation !== '') {
    set('salutation', validateSalutation(input.salutation));
  }
  set('firstname', validatePersonName(input.firstname));
  set('lastname', validatePersonName(input.lastname));
  set('email', validateEmail(input.email));
  set('message', validateContactMessage(input.message));
  if (clean(input.company) !== '') set('company', validateCompanyName(input.company));
  set('phone', validatePhone(input.phone, { optional: true }));
  if (input.privacyPolicyAccepted !== undefined) {
    set('privacyPolicyAccepted', validatePrivacyPolicyAccepted(input.privacyPolicyAccepted));
  }
  return errors;
}

export interface OfferBuyerInput {
  readonly company?: string | null;
  readonly customerId?: string | null;
  readonly firstname?: string | null;
  readonly lastname?: string | null;
  readonly email?: string | null;
}

/** Offer buyer form (guests): company, customer id, first and last name, email. */
export function validateOfferBuyer(input: OfferBuyerInput): FieldErrors<keyof OfferBuyerInput> {
  const errors: FieldErrors<keyof OfferBuyerInput> = {};
  const checks: Array<[keyof OfferBuyerInput, string | null]> = [
    ['company', validateCompanyName(input.company)],
    ['customerId', validateCustomerId(input.customerId)],
    ['firstname', validatePersonName(input.firstname)],
    ['lastname', validatePersonName(input.lastname)],
    ['email', validateEmail(input.email)],
  ];
  for (const [field, message] of checks) if (message !== null) errors[field] = message;
  return errors;
}

// ---------------------------------------------------------------------------
// Anti-spam arithmetic question (login)
// ---------------------------------------------------------------------------

export interface AntiSpamQuestion {
  readonly a: number;
  readonly b: number;
  readonly operator: '+' | '-';
  /** The expected answer (never negative). */
  readonly answer: number;
  /** Display text, e.g. "7 - 3". */
  readonly text: string;
}

function randomInt1To10(random: () => number): number {
  const r = random();
  const n = Math.floor((Number.isFinite(r) ? r : 0) * 10) + 1;
  return Math.min(10, Math.max(1, n));
}

/**
 * Two random numbers from 1 to 10 joined by plus or minus. `random` returns
 * values in [0, 1) like Math.random; it is called three times (a, b, operator).
 * For minus the larger number comes first so the answer is never negative.
 */
export function createAntiSpamQuestion(random: () => number): AntiSpamQuestion {
  const x = randomInt1To10(random);
  const y = randomInt1To10(random);
  const operator = random() < 0.5 ? '+' : '-';
  const [a, b] = operator === '-' && x < y ? [y, x] : [x, y];
  const answer = operator === '+' ? a + b : a - b;
  return { a, b, operator, answer, text: `${a} ${operator} ${b}` };
}

/** Checks the typed answer (an integer, surrounding spaces ignored). */
export function checkAntiSpamAnswer(
  question: Pick<AntiSpamQuestion, 'answer'>,
  input: string | number | null | undefined,
): 'invalidAntiSpamMessage' | null {
  const text = typeof input === 'number' ? String(input) : clean(input);
  return /^-?\d+$/.test(text) && Number(text) === question.answer ? null : 'invalidAntiSpamMessage';
}
