import {
  err,
  hasErrors,
  ok,
  validateCompanyName,
  validateInvoiceEmail,
  validateCustomerId,
  validateCustomerIncoterms,
  type CustomerIncotermSetting,
  validateEmail,
  validatePersonName,
  validatePhone,
  validateRegistration,
  validateSalutation,
  type Result,
  type Salutation,
} from '@shop/domain';
import { createAddress, type AddressInput, type AddressProps } from './address';
import { normalizeEmail } from './email';
import { identityError, IdentityErrorCode, validationError, type IdentityError } from './identity.errors';

export type UserStatus = 'pending' | 'active' | 'disabled';

/** A customer may keep this many addresses in the address book. */
export const MAX_ADDRESSES = 100;

export interface UserProps {
  id: number | null;
  email: string;
  passwordHash: string;
  status: UserStatus;
  company: string;
  customerId: string | null;
  salutation: Salutation;
  firstname: string;
  lastname: string;
  invoiceEmail: string | null;
  phone: string | null;
  fax: string | null;
  pricingGroup: string | null;
  customPricing: boolean;
  aquisitionIds: { initial: string | null; registration: string | null };
  locale: string;
  createdAt: Date;
  confirmedAt: Date | null;
  passwordChangedAt: Date;
  addresses: AddressProps[];
  /** The customer's incoterms (set by the shop owner); absent reads as none. */
  incoterms?: CustomerIncotermSetting[];
  /** When the record was last written (the optimistic-concurrency token of the admin's customer editor). */
  updatedAt?: Date | null;
}

export interface RegistrationData {
  company: string;
  customerId?: string | null;
  salutation: string;
  firstname: string;
  lastname: string;
  email: string;
  invoiceEmail?: string | null;
  password: string;
  privacyPolicyAccepted: boolean;
  locale: string;
  aquisitionIds?: string | null;
}

export interface UserDetails {
  company: string;
  salutation: string;
  firstname: string;
  lastname: string;
  invoiceEmail?: string | null;
}

/** What the shop owner may change of a customer's master data (docs/decisions/0045-admin-customer-editor.md). */
export interface CustomerMasterData extends UserDetails {
  email: string;
  phone?: string | null;
  /** Five digits or empty (none). */
  customerId?: string | null;
  /** Replaces the incoterms; undefined keeps them. */
  incoterms?: CustomerIncotermSetting[];
}

const optional = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** The rules of the account's user-details form (docs/rules/validation.md#form-fields), field → message id. */
function detailsErrors(details: UserDetails): Record<string, string> {
  const fields: Record<string, string> = {};
  const check = (field: string, message: string | null) => {
    if (message !== null) fields[field] = message;
  };
  check('company', validateCompanyName(details.company));
  check('salutation', validateSalutation(details.salutation));
  check('firstname', validatePersonName(details.firstname));
  check('lastname', validatePersonName(details.lastname));
  check('invoiceEmail', validateInvoiceEmail(details.invoiceEmail, optional(details.invoiceEmail) !== null));
  return fields;
}

/**
 * The customer aggregate: master data, credentials state and the address book. A registration is
 * pending until its e-mailed link is confirmed. The address book keeps at most one standard shipping
 * and one standard billing address: setting a flag on one address clears it on the others.
 */
export class User {
  private constructor(private props: UserProps) {}

  static restore(props: UserProps): User {
    return new User({ ...props, addresses: props.addresses.map((a) => ({ ...a })) });
  }

  /** A new pending customer; the rules of docs/rules/validation.md#form-fields via the shared `validateRegistration`. */
  static register(data: RegistrationData, passwordHash: string, now: Date): Result<User, IdentityError> {
    const fields = validateRegistration({
      company: data.company,
      customerId: data.customerId ?? '',
      salutation: data.salutation,
      firstname: data.firstname,
      lastname: data.lastname,
      email: data.email,
      invoiceEmail: data.invoiceEmail ?? '',
      useInvoiceEmail: optional(data.invoiceEmail) !== null,
      password: data.password,
      privacyPolicyAccepted: data.privacyPolicyAccepted,
    });
    if (hasErrors(fields)) return err(validationError(fields as Record<string, string>));
    return ok(
      new User({
        id: null,
        email: normalizeEmail(data.email),
        passwordHash,
        status: 'pending',
        company: data.company.trim(),
        customerId: optional(data.customerId),
        salutation: data.salutation as Salutation,
        firstname: data.firstname.trim(),
        lastname: data.lastname.trim(),
        invoiceEmail: optional(data.invoiceEmail) === null ? null : normalizeEmail(data.invoiceEmail!),
        phone: null,
        fax: null,
        pricingGroup: null,
        customPricing: false,
        aquisitionIds: { initial: optional(data.aquisitionIds), registration: optional(data.aquisitionIds) },
        locale: data.locale,
        createdAt: now,
        confirmedAt: null,
        passwordChangedAt: now,
        addresses: [],
      }),
    );
  }

  /**
   * A colleague invited into a company account (docs/company-accounts.md): pending, with an unusable password,
   * until the invitation link confirms the address and sets the password (privacy policy accepted there).
   * The person fields follow the registration form's rules; the company name is the company's.
   */
  static invite(data: { email: string; salutation: string; firstname: string; lastname: string; company: string; locale: string }, unusablePasswordHash: string, now: Date): Result<User, IdentityError> {
    const fields: Record<string, string> = {};
    const check = (field: string, message: string | null) => {
      if (message !== null) fields[field] = message;
    };
    check('email', validateEmail(data.email));
    check('salutation', validateSalutation(data.salutation));
    check('firstname', validatePersonName(data.firstname));
    check('lastname', validatePersonName(data.lastname));
    if (Object.keys(fields).length) return err(validationError(fields));
    return ok(
      new User({
        id: null,
        email: normalizeEmail(data.email),
        passwordHash: unusablePasswordHash,
        status: 'pending',
        company: data.company,
        customerId: null,
        salutation: data.salutation as Salutation,
        firstname: data.firstname.trim(),
        lastname: data.lastname.trim(),
        invoiceEmail: null,
        phone: null,
        fax: null,
        pricingGroup: null,
        customPricing: false,
        aquisitionIds: { initial: null, registration: null },
        locale: data.locale === 'en' ? 'en' : 'de',
        createdAt: now,
        confirmedAt: null,
        passwordChangedAt: now,
        addresses: [],
      }),
    );
  }

  get id(): number {
    if (this.props.id === null) throw new Error('User has not been stored yet');
    return this.props.id;
  }
  get isStored(): boolean {
    return this.props.id !== null;
  }
  get email(): string {
    return this.props.email;
  }
  get passwordHash(): string {
    return this.props.passwordHash;
  }
  get status(): UserStatus {
    return this.props.status;
  }
  get isActive(): boolean {
    return this.props.status === 'active';
  }
  get isPending(): boolean {
    return this.props.status === 'pending';
  }
  get locale(): string {
    return this.props.locale;
  }
  get addresses(): readonly AddressProps[] {
    return this.props.addresses;
  }

  /** A snapshot for repositories and read models. */
  toProps(): UserProps {
    return { ...this.props, aquisitionIds: { ...this.props.aquisitionIds }, addresses: this.props.addresses.map((a) => ({ ...a })), incoterms: (this.props.incoterms ?? []).map((i) => ({ ...i })) };
  }

  /**
   * A second registration for an address whose account was never confirmed: the newest registration
   * wins (the old links are invalidated by the caller), so a stranger cannot pre-register a victim's
   * address with a password of their choosing and wait for the victim to confirm it.
   */
  replacePendingRegistration(next: User): void {
    if (!this.isPending) throw new Error('Only a pending registration can be replaced');
    const { id, addresses } = this.props;
    this.props = { ...next.toProps(), id, addresses };
  }

  confirm(now: Date): void {
    if (this.props.status === 'pending') {
      this.props.status = 'active';
      this.props.confirmedAt = now;
    }
  }

  get isLocked(): boolean {
    return this.props.status === 'disabled';
  }

  /** The shop owner locks the account: it cannot log in until unlocked (ADR 0024). */
  lock(): void {
    this.props.status = 'disabled';
  }

  /** Unlocked, the account is back where it was: active once confirmed, else still waiting for its opt-in. */
  unlock(): void {
    if (this.props.status === 'disabled') this.props.status = this.props.confirmedAt ? 'active' : 'pending';
  }

  changePassword(passwordHash: string, now: Date): void {
    this.props.passwordHash = passwordHash;
    this.props.passwordChangedAt = now;
  }

  /**
   * The customer's pricing (set by the shop owner): the pricing group whose price rules apply, and whether
   * the customer has prices of their own (customer-specific price rules).
   */
  assignPricing(pricingGroup: string | null, customPricing: boolean): void {
    const group = pricingGroup?.trim() ?? '';
    this.props.pricingGroup = group === '' ? null : group.slice(0, 40);
    this.props.customPricing = customPricing;
  }

  changeEmail(newEmail: string): void {
    this.props.email = normalizeEmail(newEmail);
  }

  /** Master data of the user-details form. Customer id and e-mail are not editable there. */
  editDetails(details: UserDetails): Result<void, IdentityError> {
    const fields = detailsErrors(details);
    if (Object.keys(fields).length) return err(validationError(fields));
    this.applyDetails(details);
    return ok(undefined);
  }

  /**
   * The shop owner's edit of the master data: the account form's rules (the same functions) plus e-mail, phone,
   * customer number and incoterms. Uniqueness of e-mail and customer number is the handler's (it needs the others).
   */
  editMasterData(data: CustomerMasterData): Result<{ emailChanged: boolean }, IdentityError> {
    const fields = detailsErrors(data);
    const check = (field: string, message: string | null) => {
      if (message !== null) fields[field] = message;
    };
    check('email', validateEmail(data.email));
    check('phone', validatePhone(data.phone, { optional: true }));
    check('customerId', validateCustomerId(data.customerId));
    // Incoterms left out keep the stored ones.
    const incoterms = data.incoterms === undefined ? null : validateCustomerIncoterms(data.incoterms);
    if (incoterms) Object.assign(fields, incoterms.fields);
    if (Object.keys(fields).length) return err(validationError(fields));
    this.applyDetails(data);
    const email = normalizeEmail(data.email);
    const emailChanged = email !== this.props.email;
    this.props.email = email;
    this.props.phone = optional(data.phone);
    this.props.customerId = optional(data.customerId);
    if (incoterms) this.props.incoterms = incoterms.incoterms;
    return ok({ emailChanged });
  }

  get incoterms(): readonly CustomerIncotermSetting[] {
    return this.props.incoterms ?? [];
  }

  /** The concurrency token: the time of the last write in milliseconds, as text ('' before the first). */
  get version(): string {
    return this.props.updatedAt ? String(this.props.updatedAt.getTime()) : '';
  }

  private applyDetails(details: UserDetails): void {
    this.props.company = details.company.trim();
    this.props.salutation = details.salutation as Salutation;
    this.props.firstname = details.firstname.trim();
    this.props.lastname = details.lastname.trim();
    this.props.invoiceEmail = optional(details.invoiceEmail) === null ? null : normalizeEmail(details.invoiceEmail!);
  }

  /**
   * Adds (no id) or replaces (id of one of this customer's addresses) an address. The first address
   * becomes the standard shipping and billing address unless the input says otherwise; an update that
   * leaves a flag out keeps it.
   */
  saveAddress(input: AddressInput): Result<AddressProps, IdentityError> {
    const id = input.id ?? null;
    const index = id === null ? -1 : this.props.addresses.findIndex((a) => a.id === id);
    if (id !== null && index < 0) return err(identityError(IdentityErrorCode.addressNotFound));
    if (id === null && this.props.addresses.length >= MAX_ADDRESSES) return err(identityError(IdentityErrorCode.addressLimitReached));
    // An omitted flag keeps the stored value (update) or, for the very first address, becomes true.
    const current = index >= 0 ? this.props.addresses[index] : null;
    const fallback = (flag: 'isStandardShippingAddress' | 'isStandardBillingAddress') => (current ? current[flag] : this.props.addresses.length === 0);
    const created = createAddress(
      {
        ...input,
        isStandardShippingAddress: input.isStandardShippingAddress ?? fallback('isStandardShippingAddress'),
        isStandardBillingAddress: input.isStandardBillingAddress ?? fallback('isStandardBillingAddress'),
      },
      id,
    );
    if (!created.ok) return created;
    const address = created.value;
    if (address.isStandardShippingAddress) for (const a of this.props.addresses) a.isStandardShippingAddress = false;
    if (address.isStandardBillingAddress) for (const a of this.props.addresses) a.isStandardBillingAddress = false;
    if (index >= 0) this.props.addresses[index] = address;
    else this.props.addresses.push(address);
    return ok(address);
  }

  deleteAddress(id: number): Result<void, IdentityError> {
    const index = this.props.addresses.findIndex((a) => a.id === id);
    if (index < 0) return err(identityError(IdentityErrorCode.addressNotFound));
    this.props.addresses.splice(index, 1);
    return ok(undefined);
  }
}
