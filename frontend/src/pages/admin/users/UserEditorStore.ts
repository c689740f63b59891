import { makeAutoObservable, runInAction } from 'mobx';
import {
  DEFAULT_COUNTRY,
  togglePostOfficeBox,
  validateAddress,
  validateCompanyName,
  validateCustomerId,
  validateCustomerIncoterms,
  validateEmail,
  validateInvoiceEmail,
  validatePersonName,
  validatePhone,
  validateSalutation,
} from '@shop/domain';
import type { AdminUserProfile } from '../../../api/admin-orders-contracts';
import type { ApiResult, ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { centsToEuro, euroToCents } from '../price-rules/PriceRulesStore';
import { failure, knownMessage, success, type Notice } from '../shared/notice';
import type { Remote } from '../shared/remote';

type Schemas = components['schemas'];
export type AdminAddress = Schemas['AddressDto'];

/** The master data form as typed (text fields; the incoterms' thresholds in euros as the admin writes them). */
export interface DetailsDraft {
  company: string;
  salutation: 'mr' | 'mrs';
  firstname: string;
  lastname: string;
  email: string;
  invoiceEmail: string;
  phone: string;
  customerId: string;
  incoterms: Array<{ label: string; threshold: string }>;
}

/** The address form as typed (the account's address form fields, docs/rules/validation.md#form-fields). */
export interface AddressDraft {
  id: number | null;
  nameLine1: string;
  nameLine2: string;
  usePostOfficeBox: boolean;
  street: string;
  postOfficeBox: string;
  zip: string;
  city: string;
  country: string;
  taxNo: string;
  isStandardShippingAddress: boolean;
  isStandardBillingAddress: boolean;
}

type FieldErrors = Record<string, string>;

const keep = (errors: Record<string, string | null | undefined>): FieldErrors => Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));

/**
 * The rules of the master data form, the account form's functions of libs/domain (the server runs them again), with
 * the field names the server answers.
 */
export function detailsErrors(d: DetailsDraft): FieldErrors {
  const thresholds = d.incoterms.map((row) => euroToCents(row.threshold));
  const incoterms = validateCustomerIncoterms(d.incoterms.map((row, i) => ({ label: row.label, threshold: thresholds[i] ?? -1 }))).fields;
  return keep({
    company: validateCompanyName(d.company),
    salutation: validateSalutation(d.salutation),
    firstname: validatePersonName(d.firstname),
    lastname: validatePersonName(d.lastname),
    email: validateEmail(d.email),
    invoiceEmail: validateInvoiceEmail(d.invoiceEmail, d.invoiceEmail.trim() !== ''),
    phone: validatePhone(d.phone, { optional: true }),
    customerId: validateCustomerId(d.customerId),
    ...incoterms,
  });
}

/** The rules of the address form: the shared `validateAddress`, field names as the server answers them (`address.<field>`). */
export function addressErrors(a: AddressDraft): FieldErrors {
  const errors = validateAddress(a, { usePostOfficeBox: a.usePostOfficeBox });
  return keep({
    'address.nameLine1': errors.nameLine1,
    'address.street': a.usePostOfficeBox ? null : errors.street,
    'address.postOfficeBox': a.usePostOfficeBox ? errors.postOfficeBox : null,
    'address.zip': errors.zip,
    'address.city': errors.city,
    'address.country': errors.country,
    'address.taxNo': errors.taxNo,
  });
}

function toDetails(profile: AdminUserProfile, locale: string): DetailsDraft {
  const u = profile.user;
  return {
    company: u.company,
    salutation: u.salutation,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    invoiceEmail: u.invoiceEmail ?? '',
    phone: u.phone ?? '',
    customerId: u.customerId ?? '',
    incoterms: profile.incoterms.map((i) => ({ label: i.label, threshold: centsToEuro(i.threshold, locale) })),
  };
}

function toAddress(address: AdminAddress | null, first: boolean): AddressDraft {
  return {
    id: address?.id ?? null,
    nameLine1: address?.nameLine1 ?? '',
    nameLine2: address?.nameLine2 ?? '',
    usePostOfficeBox: Boolean(address?.postOfficeBox && !address?.street),
    street: address?.street ?? '',
    postOfficeBox: address?.postOfficeBox ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    taxNo: address?.taxNo ?? '',
    // The first address becomes the standard for both (as in the account's address book).
    isStandardShippingAddress: address ? address.isStandardShippingAddress : first,
    isStandardBillingAddress: address ? address.isStandardBillingAddress : first,
  };
}

/**
 * The customer editor of the admin's profile page (docs/decisions/0045-admin-customer-editor.md): the master data
 * form (company, salutation, names, e-mail, invoice e-mail, phone, customer number, incoterms) and the address book
 * editor (add, change, delete, standard flags). Rules are the account forms' functions; each change is sent with the
 * profile's version and answered with the new profile, which replaces the page's. A 409 adCustomerChanged keeps the
 * form and offers a reload.
 */
export class UserEditorStore {
  /** The open master data form, or null. */
  details: DetailsDraft | null = null;
  detailErrors: FieldErrors = {};
  /** The open address form, or null. */
  address: AddressDraft | null = null;
  addressFieldErrors: FieldErrors = {};
  /** The address waiting for the delete confirmation. */
  deleting: AdminAddress | null = null;
  notice: Notice | null = null;
  /** The last change was refused because the record changed meanwhile (a reload is offered). */
  stale = false;
  busy = false;

  constructor(
    private readonly api: ShopApi,
    private readonly profile: Remote<AdminUserProfile>,
    private readonly locale: string,
  ) {
    makeAutoObservable<UserEditorStore, 'api' | 'profile' | 'locale'>(this, { api: false, profile: false, locale: false }, { autoBind: true });
  }

  private get current(): AdminUserProfile | null {
    return this.profile.data;
  }

  /** Everything closed (another customer is shown). */
  reset(): void {
    this.details = null;
    this.detailErrors = {};
    this.address = null;
    this.addressFieldErrors = {};
    this.deleting = null;
    this.notice = null;
    this.stale = false;
    this.busy = false;
  }

  // ---- master data -------------------------------------------------------------------------------------------

  editDetails(): void {
    const p = this.current;
    if (!p) return;
    this.details = toDetails(p, this.locale);
    this.detailErrors = {};
    this.notice = null;
    this.stale = false;
  }

  cancelDetails(): void {
    this.details = null;
    this.detailErrors = {};
  }

  setDetail<K extends Exclude<keyof DetailsDraft, 'incoterms'>>(field: K, value: DetailsDraft[K]): void {
    if (!this.details) return;
    this.details[field] = value;
    delete this.detailErrors[field];
  }

  addIncoterm(): void {
    this.details?.incoterms.push({ label: '', threshold: '' });
  }

  setIncoterm(index: number, field: 'label' | 'threshold', value: string): void {
    const row = this.details?.incoterms[index];
    if (!row) return;
    row[field] = field === 'label' ? value.toUpperCase() : value;
    delete this.detailErrors[`incoterms.${index}.${field}`];
  }

  removeIncoterm(index: number): void {
    if (!this.details) return;
    this.details.incoterms.splice(index, 1);
    // Row errors are by index: the remaining rows are checked again on save.
    this.detailErrors = Object.fromEntries(Object.entries(this.detailErrors).filter(([k]) => !k.startsWith('incoterms.')));
  }

  /** Checks the form by the account's rules, then sends it; answers whether it was saved. */
  async saveDetails(): Promise<boolean> {
    const p = this.current;
    const d = this.details;
    if (this.busy || !p || !d) return false;
    const errors = detailsErrors(d);
    if (Object.keys(errors).length) {
      this.detailErrors = errors;
      this.notice = failure('adCeFormErrors');
      return false;
    }
    this.busy = true;
    const previousEmail = p.user.email;
    const answer = await this.api.put('/api/admin/users/{id}/details', {
      params: { path: { id: p.user.id } },
      body: {
        version: p.version,
        company: d.company.trim(),
        salutation: d.salutation,
        firstname: d.firstname.trim(),
        lastname: d.lastname.trim(),
        email: d.email.trim(),
        invoiceEmail: d.invoiceEmail.trim() || null,
        phone: d.phone.trim() || null,
        customerId: d.customerId.trim() || null,
        incoterms: d.incoterms.map((row) => ({ label: row.label.trim().toUpperCase(), threshold: euroToCents(row.threshold) ?? -1 })),
        locale: this.locale === 'en' ? 'en' : 'de',
      },
      expectedErrors: ['VALIDATION_FAILED', 'adCustomerChanged', 'adCustomerEmailTaken', 'adCustomerIdTaken'],
    });
    const saved = this.answered(answer, (fields) => (this.detailErrors = fields));
    if (!saved) return false;
    runInAction(() => {
      const emailChanged = answer.ok && answer.data.user.email !== previousEmail;
      this.details = null;
      this.notice = emailChanged ? success('adCeEmailNoticeSent', { email: previousEmail }) : success('adCeDetailsSaved');
    });
    return true;
  }

  // ---- address book -------------------------------------------------------------------------------------------

  /** Opens the address form for a new address (null) or one of the book. */
  editAddress(address: AdminAddress | null): void {
    const p = this.current;
    if (!p) return;
    this.address = toAddress(address, p.user.addresses.length === 0);
    this.addressFieldErrors = {};
    this.notice = null;
    this.stale = false;
  }

  cancelAddress(): void {
    this.address = null;
    this.addressFieldErrors = {};
  }

  setAddressField<K extends Exclude<keyof AddressDraft, 'id'>>(field: K, value: AddressDraft[K]): void {
    if (!this.address) return;
    if (field === 'usePostOfficeBox') {
      // Ticking the box clears the street (and unticking it the box), as the account's form does.
      Object.assign(this.address, togglePostOfficeBox(this.address, Boolean(value)), { usePostOfficeBox: Boolean(value) });
      delete this.addressFieldErrors['address.street'];
      delete this.addressFieldErrors['address.postOfficeBox'];
      return;
    }
    this.address[field] = value;
    delete this.addressFieldErrors[`address.${field}`];
  }

  async saveAddress(): Promise<boolean> {
    const p = this.current;
    const a = this.address;
    if (this.busy || !p || !a) return false;
    const errors = addressErrors(a);
    if (Object.keys(errors).length) {
      this.addressFieldErrors = errors;
      this.notice = failure('adCeFormErrors');
      return false;
    }
    this.busy = true;
    const answer = await this.api.post('/api/admin/users/{id}/addresses', {
      params: { path: { id: p.user.id } },
      body: {
        version: p.version,
        address: {
          ...(a.id !== null ? { id: a.id } : {}),
          nameLine1: a.nameLine1.trim(),
          nameLine2: a.nameLine2.trim(),
          street: a.usePostOfficeBox ? '' : a.street.trim(),
          postOfficeBox: a.usePostOfficeBox ? a.postOfficeBox.trim() : '',
          zip: a.zip.trim(),
          city: a.city.trim(),
          country: a.country,
          taxNo: a.taxNo.trim(),
          isStandardShippingAddress: a.isStandardShippingAddress,
          isStandardBillingAddress: a.isStandardBillingAddress,
        },
      },
      expectedErrors: ['VALIDATION_FAILED', 'adCustomerChanged', 'addressNotFound'],
    });
    const saved = this.answered(answer, (fields) => (this.addressFieldErrors = fields));
    if (!saved) return false;
    runInAction(() => {
      this.address = null;
      this.notice = success('adCeAddressSaved');
    });
    return true;
  }

  askDelete(address: AdminAddress): void {
    this.deleting = address;
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  async deleteAddress(): Promise<boolean> {
    const p = this.current;
    const target = this.deleting;
    if (this.busy || !p || !target) return false;
    this.busy = true;
    const answer = await this.api.delete('/api/admin/users/{id}/addresses/{addressId}', {
      params: { path: { id: p.user.id, addressId: target.id }, query: { version: p.version } },
      expectedErrors: ['adCustomerChanged', 'addressNotFound'],
    });
    const deleted = this.answered(answer, () => undefined);
    runInAction(() => {
      this.deleting = null;
      if (deleted) {
        if (this.address?.id === target.id) this.address = null;
        this.notice = success('adCeAddressDeleted');
      }
    });
    return deleted;
  }

  /** Reads the profile again after a refused stale change; the open form keeps what was typed but takes the new version. */
  async reload(): Promise<void> {
    const p = this.current;
    if (!p) return;
    await this.profile.load(() => this.api.get('/api/admin/users/{id}', { params: { path: { id: p.user.id } }, expectedErrors: ['userIdUnknown'] }));
    runInAction(() => {
      this.stale = false;
      this.notice = null;
    });
  }

  /** Puts a new profile on the page, or shows the refusal: field errors next to the fields, else a notice. */
  private answered(answer: ApiResult<AdminUserProfile>, setFields: (fields: FieldErrors) => void): boolean {
    if (answer.ok) {
      void this.profile.load(async () => answer);
      runInAction(() => {
        this.busy = false;
        this.stale = false;
      });
      return true;
    }
    runInAction(() => {
      this.busy = false;
      const fields = answer.error.fields ?? {};
      if (Object.keys(fields).length) setFields(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, knownMessage(v)])));
      this.stale = answer.error.code === 'adCustomerChanged';
      this.notice = failure(Object.keys(fields).length ? 'adCeFormErrors' : answer.error.code);
    });
    return false;
  }
}
