import { makeAutoObservable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { Activation } from '../lib/activation';
import {
  DEFAULT_COUNTRY,
  parseIsoDate,
  togglePostOfficeBox,
  validateAddress,
  validateVatIdField,
} from '@shop/domain';
import { hasMessage, isLocale, type Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { components } from '../api/schema';
import type { Address } from '../api/identity-contracts';
import { cartPriceOf, isPriceable, toPriceLine, type CartPriceStore } from './CartPriceStore';
import type { CartStore } from './CartStore';
import type { SessionStore } from './SessionStore';
import type { UiStore } from './UiStore';
import { buyerPayload, emptyBuyer, validateBuyer, type BuyerDraft } from './buyer';
import type { RootStore } from './RootStore';

type Schemas = components['schemas'];
export type CheckoutOptions = Schemas['CheckoutOptionsData'];
export type ShippingOption = Schemas['ShippingOptionDto'];
export type PaymentOption = Schemas['PaymentOptionDto'];
export type OrderAddressFields = Schemas['AddressFieldsDto'];
type PlaceOrderRequest = Schemas['PlaceOrderRequest'];

/** The checkout's steps, in order (docs/rules/screens-and-routes.md#checkout-steps). */
export const CHECKOUT_STEPS = ['delivery', 'payment', 'order'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** An address as the checkout's form holds it (the post office box checkbox included). */
export interface AddressDraft {
  nameLine1: string;
  nameLine2: string;
  usePostOfficeBox: boolean;
  street: string;
  postOfficeBox: string;
  zip: string;
  city: string;
  country: string;
  taxNo: string;
}

export type AddressRole = 'shippingAddress' | 'billingAddress';
/** A saved address by id, or the address entered in the checkout. */
export type AddressChoice = number | 'new';

/** The placed order, as the confirmation shows it. */
export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  formattedTotal: string;
  email: string;
  customer: boolean;
  /** How to pay (bank transfer details for prepayment, …); null while the payment is pending. */
  payment: components['schemas']['PaymentInstructionDto'] | null;
  /** Set when the order waits for approval by the buyer's company (no confirmation mail until approved). */
  approval: components['schemas']['PlacedOrderApprovalDto'] | null;
}

/** Options are asked again this long after the cart's quantities changed (a country change asks at once). */
export const CHECKOUT_OPTIONS_DEBOUNCE_MS = 250;

export function emptyAddress(country = DEFAULT_COUNTRY): AddressDraft {
  return { nameLine1: '', nameLine2: '', usePostOfficeBox: false, street: '', postOfficeBox: '', zip: '', city: '', country, taxNo: '' };
}

/** Field message ids of an address draft (docs/rules/validation.md#form-fields; street or post office box by the checkbox). */
export function validateAddressDraft(draft: AddressDraft): Partial<Record<keyof AddressDraft, string>> {
  const errors = validateAddress(draft, { usePostOfficeBox: draft.usePostOfficeBox });
  const out: Partial<Record<keyof AddressDraft, string>> = { ...errors };
  if (draft.usePostOfficeBox) delete out.street;
  else delete out.postOfficeBox;
  return out;
}

function draftOf(address: Address): AddressDraft {
  return {
    nameLine1: address.nameLine1 ?? '',
    nameLine2: address.nameLine2 ?? '',
    usePostOfficeBox: Boolean(address.postOfficeBox && !address.street),
    street: address.street ?? '',
    postOfficeBox: address.postOfficeBox ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    country: address.country || DEFAULT_COUNTRY,
    taxNo: address.taxNo ?? '',
  };
}

/** The address as POST /api/order/new takes it (trimmed; only one of street and post office box). */
export function toOrderAddress(draft: AddressDraft): OrderAddressFields {
  return {
    nameLine1: draft.nameLine1.trim(),
    nameLine2: draft.nameLine2.trim(),
    street: draft.usePostOfficeBox ? '' : draft.street.trim(),
    postOfficeBox: draft.usePostOfficeBox ? draft.postOfficeBox.trim() : '',
    zip: draft.zip.trim(),
    city: draft.city.trim(),
    country: draft.country,
    taxNo: draft.taxNo.trim(),
  };
}

function prefixed(prefix: string, errors: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) if (message) out[`${prefix}.${field}`] = message;
  return out;
}

function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface CheckoutStoreOptions {
  debounceMs?: number;
  /** Makes the Idempotency-Key of a checkout attempt (tests give a fixed one). */
  makeKey?: () => string;
}

/**
 * The checkout (docs/rules/screens-and-routes.md#checkout-steps: delivery, payment, order). Holds what the buyer enters — addresses (a
 * customer picks saved ones, the standard flags preselected, or enters one for this checkout only; a guest
 * enters them with the buyer data), methods, desired delivery date, order reference, comment, terms and
 * privacy consent — and loads the methods offered for the cart and the shipping address's country
 * (POST /api/checkout/options). While shown ({@link activate}) it hands the destination and the chosen
 * methods to CartPriceStore, so the totals include shipping, the payment fee and the destination's VAT.
 * {@link placeOrder} sends POST /api/order/new with one Idempotency-Key per checkout attempt (kept across
 * retries: a double click or a retry after a network error never makes two orders); on success the cart
 * and its coupon are emptied. Field errors (client rules and the server's `fields`) are kept by their request
 * path ('shippingAddress.zip', 'buyer.email', 'termsAccepted'); nothing typed is lost on a failed submit.
 */
export class CheckoutStore {
  step: CheckoutStep = 'delivery';
  shippingChoice: AddressChoice = 'new';
  billingChoice: AddressChoice = 'new';
  shippingDraft: AddressDraft = emptyAddress();
  billingDraft: AddressDraft = emptyAddress();
  billingSameAsShipping = true;
  buyer: BuyerDraft = emptyBuyer();
  /** Request path → message id. */
  errors: Record<string, string> = {};
  options: CheckoutOptions | null = null;
  optionsLoading = false;
  optionsError: 'errorHasOccurred' | 'NETWORK_ERROR' | null = null;
  shippingMethodId: string | null = null;
  paymentMethodId: string | null = null;
  desiredDeliveryDate = '';
  customerOrderId = '';
  /** The buyer's cost centre (optional, at most 35 characters). */
  costCentre = '';
  comment = '';
  termsAccepted = false;
  privacyPolicyAccepted = false;
  submitting = false;
  /** Message id of the last failed submit. */
  submitError: string | null = null;
  placed: PlacedOrder | null = null;
  private idempotencyKey: string | null = null;
  private addressesPreselectedFor: string | null = null;
  private optionsSeq = 0;
  private readonly activation = new Activation(() => this.start(), () => this.stop());
  private disposers: IReactionDisposer[] = [];
  private readonly debounceMs: number;
  private readonly makeKey: () => string;

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
    private readonly cartPrice: CartPriceStore,
    private readonly session: SessionStore,
    private readonly ui: UiStore,
    options: CheckoutStoreOptions = {},
  ) {
    this.debounceMs = options.debounceMs ?? CHECKOUT_OPTIONS_DEBOUNCE_MS;
    this.makeKey = options.makeKey ?? newIdempotencyKey;
    makeAutoObservable<CheckoutStore, 'api' | 'cart' | 'cartPrice' | 'session' | 'ui' | 'optionsSeq' | 'activation' | 'disposers' | 'debounceMs' | 'makeKey'>(
      this,
      {
        api: false,
        cart: false,
        cartPrice: false,
        session: false,
        ui: false,
        options: observableRef,
        placed: observableRef,
        optionsSeq: false,
        activation: false,
        disposers: false,
        debounceMs: false,
        makeKey: false,
      },
      { autoBind: true },
    );
  }

  get locale(): Locale {
    return isLocale(this.ui.locale) ? this.ui.locale : 'de';
  }

  get isCustomer(): boolean {
    return this.session.isLoggedIn;
  }

  get savedAddresses(): Address[] {
    return this.isCustomer ? this.session.addresses.filter((a) => a.id !== null && a.id !== undefined) : [];
  }

  /** The address screen starts in form view when there are no addresses (docs/rules/screens-and-routes.md#checkout-steps). */
  get startsInFormView(): boolean {
    return this.savedAddresses.length === 0;
  }

  /** The address of a role as it will be sent (a saved one, or the draft). */
  addressOf(role: AddressRole): AddressDraft {
    if (role === 'billingAddress' && this.billingSameAsShipping) return this.addressOf('shippingAddress');
    const choice = role === 'shippingAddress' ? this.shippingChoice : this.billingChoice;
    const draft = role === 'shippingAddress' ? this.shippingDraft : this.billingDraft;
    if (choice === 'new') return draft;
    const saved = this.savedAddresses.find((a) => a.id === choice);
    return saved ? draftOf(saved) : draft;
  }

  /** The destination: the shipping address's country. */
  get country(): string {
    return this.addressOf('shippingAddress').country || DEFAULT_COUNTRY;
  }

  /** The billing address's VAT id: with the destination it decides the VAT (reverse charge for EU businesses; docs/vat.md). */
  get vatId(): string | null {
    return this.addressOf('billingAddress').taxNo.trim() || null;
  }

  get shippingMethods(): ShippingOption[] {
    return this.options?.country === this.country ? this.options.shippingMethods : [];
  }

  get paymentMethods(): PaymentOption[] {
    return this.options?.country === this.country ? this.options.paymentMethods : [];
  }

  get shippingMethod(): ShippingOption | null {
    return this.shippingMethods.find((m) => m.id === this.shippingMethodId) ?? null;
  }

  get paymentMethod(): PaymentOption | null {
    return this.paymentMethods.find((m) => m.id === this.paymentMethodId) ?? null;
  }

  /** The options answer for the current country says it is not delivered to. */
  get countryNotDeliverable(): boolean {
    return this.options?.country === this.country && this.options.countryMessageId === 'countryNotDeliverable';
  }

  /** The earliest desired delivery date: the chosen method's earliest delivery day (YYYY-MM-DD), if known. */
  get earliestDeliveryDate(): string | null {
    return this.shippingMethod?.deliveryTimeInfo?.earliest ?? null;
  }

  /** The e-mail address the confirmation goes to. */
  get email(): string {
    return this.isCustomer ? (this.session.user?.email ?? '') : this.buyer.email.trim();
  }

  /** The positions the order sends (the valid ones, as the price call sends them). */
  private get orderPositions() {
    return this.cart.positions.filter(isPriceable).map(toPriceLine);
  }

  // ---- Lifecycle -----------------------------------------------------------------------------------------

  /**
   * The checkout page is shown: preselect the customer's addresses, follow the destination (options and the
   * cart's price with shipping) until the returned disposer is called.
   */
  activate(): () => void {
    return this.activation.activate();
  }

  private start(): void {
    this.preselectAddresses();
    this.disposers = [
      reaction(() => this.session.user?.id ?? null, () => this.preselectAddresses()),
      reaction(
        () => (this.cart.loaded && this.cart.positionCount > 0 && !this.placed ? `${this.country}|${this.locale}|${this.session.user?.id ?? ''}` : null),
        (key) => {
          if (key !== null) void this.loadOptions();
        },
        { fireImmediately: true },
      ),
      reaction(
        () => (this.placed ? null : JSON.stringify(this.orderPositions)),
        (positions) => {
          if (positions !== null && this.options) void this.loadOptions();
        },
        { delay: this.debounceMs },
      ),
      reaction(
        () => (this.placed ? null : { country: this.country, shippingMethodId: this.shippingMethod?.id ?? null, paymentMethodId: this.paymentMethod?.id ?? null, vatId: this.vatId }),
        (destination) => this.cartPrice.setDestination(destination),
        { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
      ),
    ];
  }

  private stop(): void {
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
    this.cartPrice.setDestination(null);
    // A finished checkout starts afresh next time; an unfinished one keeps what was typed.
    if (this.placed) this.reset();
  }

  /** Back to an empty checkout. */
  reset(): void {
    this.step = 'delivery';
    this.shippingChoice = 'new';
    this.billingChoice = 'new';
    this.shippingDraft = emptyAddress();
    this.billingDraft = emptyAddress();
    this.billingSameAsShipping = true;
    this.buyer = emptyBuyer();
    this.errors = {};
    this.shippingMethodId = null;
    this.paymentMethodId = null;
    this.desiredDeliveryDate = '';
    this.customerOrderId = '';
    this.costCentre = '';
    this.comment = '';
    this.termsAccepted = false;
    this.privacyPolicyAccepted = false;
    this.submitting = false;
    this.submitError = null;
    this.placed = null;
    this.idempotencyKey = null;
    this.addressesPreselectedFor = null;
  }

  /**
   * A customer's standard addresses are preselected (once per user): shipping the standard shipping address
   * (else the first), billing the standard billing address; "billing same as shipping" stays on unless the
   * standard billing address is another one. Without saved addresses the forms show.
   */
  private preselectAddresses(): void {
    const userKey = this.isCustomer ? String(this.session.user?.id ?? 'customer') : 'guest';
    if (this.addressesPreselectedFor === userKey) return;
    this.addressesPreselectedFor = userKey;
    const saved = this.savedAddresses;
    if (saved.length === 0) {
      this.shippingChoice = 'new';
      this.billingChoice = 'new';
      return;
    }
    const shipping = saved.find((a) => a.isStandardShippingAddress) ?? saved[0];
    const billing = saved.find((a) => a.isStandardBillingAddress) ?? shipping;
    this.shippingChoice = shipping.id as number;
    this.billingChoice = billing.id as number;
    this.billingSameAsShipping = billing.id === shipping.id;
  }

  // ---- Entering ------------------------------------------------------------------------------------------

  chooseAddress(role: AddressRole, choice: AddressChoice): void {
    if (role === 'shippingAddress') this.shippingChoice = choice;
    else this.billingChoice = choice;
    this.clearErrors(`${role}.`);
  }

  setAddressField<K extends keyof AddressDraft>(role: AddressRole, field: K, value: AddressDraft[K]): void {
    const draft = role === 'shippingAddress' ? this.shippingDraft : this.billingDraft;
    let next: AddressDraft = { ...draft, [field]: value };
    if (field === 'usePostOfficeBox') {
      next = { ...togglePostOfficeBox(next, Boolean(value)), usePostOfficeBox: Boolean(value) };
      this.setError(`${role}.street`, null);
      this.setError(`${role}.postOfficeBox`, null);
    }
    if (role === 'shippingAddress') this.shippingDraft = next;
    else this.billingDraft = next;
    this.recheck(role, validateAddressDraft(next), field);
  }

  setBillingSameAsShipping(same: boolean): void {
    this.billingSameAsShipping = same;
    if (same) this.clearErrors('billingAddress.');
  }

  setBuyerField<K extends keyof BuyerDraft>(field: K, value: BuyerDraft[K]): void {
    this.buyer = { ...this.buyer, [field]: value };
    this.recheck('buyer', validateBuyer(this.buyer), field);
  }

  chooseShippingMethod(id: string): void {
    this.shippingMethodId = id;
    this.setError('shippingMethodId', null);
    this.recheckDesiredDate();
  }

  choosePaymentMethod(id: string): void {
    this.paymentMethodId = id;
    this.setError('paymentMethodId', null);
  }

  setDesiredDeliveryDate(value: string): void {
    this.desiredDeliveryDate = value;
    this.recheckDesiredDate();
  }

  setCustomerOrderId(value: string): void {
    this.customerOrderId = value;
    this.setError('additionalInformation.customerOrderId', null);
  }

  setCostCentre(value: string): void {
    this.costCentre = value;
    this.setError('additionalInformation.costCentre', null);
  }

  setComment(value: string): void {
    this.comment = value;
    this.setError('additionalInformation.comment', null);
  }

  setTermsAccepted(accepted: boolean): void {
    this.termsAccepted = accepted;
    if (accepted) this.setError('termsAccepted', null);
  }

  setPrivacyPolicyAccepted(accepted: boolean): void {
    this.privacyPolicyAccepted = accepted;
    if (accepted) this.setError('privacyPolicyAccepted', null);
  }

  private setError(path: string, message: string | null): void {
    if ((this.errors[path] ?? null) === message) return;
    const next = { ...this.errors };
    if (message) next[path] = message;
    else delete next[path];
    this.errors = next;
  }

  private clearErrors(prefix: string): void {
    if (!Object.keys(this.errors).some((key) => key.startsWith(prefix))) return;
    this.errors = Object.fromEntries(Object.entries(this.errors).filter(([key]) => !key.startsWith(prefix)));
  }

  /** A field that shows an error is checked again on each change (the message goes as soon as it is fine). */
  private recheck(prefix: string, errors: Record<string, string | undefined>, field: string): void {
    for (const key of Object.keys(this.errors)) {
      if (!key.startsWith(`${prefix}.`)) continue;
      const name = key.slice(prefix.length + 1);
      if (name === field || name in errors || key === `${prefix}.${field}`) this.setError(key, errors[name] ?? null);
    }
  }

  private recheckDesiredDate(): void {
    if (this.errors.desiredDeliveryDate) this.setError('desiredDeliveryDate', this.desiredDateError());
  }

  private desiredDateError(): string | null {
    const value = this.desiredDeliveryDate.trim();
    if (value === '') return null;
    if (parseIsoDate(value) === null) return 'invalidDate';
    const earliest = this.earliestDeliveryDate;
    if (earliest && value < earliest) return 'desiredDeliveryDateTooEarly';
    return null;
  }

  // ---- Steps ---------------------------------------------------------------------------------------------

  /** Field errors of the delivery step (addresses, a guest's buyer data). */
  private deliveryErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!this.isCustomer) Object.assign(errors, prefixed('buyer', validateBuyer(this.buyer)));
    if (this.shippingChoice === 'new' || this.savedAddresses.length === 0) Object.assign(errors, prefixed('shippingAddress', validateAddressDraft(this.shippingDraft)));
    if (!this.billingSameAsShipping && (this.billingChoice === 'new' || this.savedAddresses.length === 0)) {
      Object.assign(errors, prefixed('billingAddress', validateAddressDraft(this.billingDraft)));
    }
    if (this.countryNotDeliverable) errors['shippingAddress.country'] = 'countryNotDeliverable';
    // A saved address keeps the VAT id it was saved with (perhaps before ids were checked): one that is not a
    // well-formed EU VAT id is named at the address (the server refuses the order for it too).
    for (const role of this.billingSameAsShipping ? (['shippingAddress'] as const) : (['shippingAddress', 'billingAddress'] as const)) {
      const vatIdError = validateVatIdField(this.addressOf(role).taxNo);
      if (vatIdError && !errors[`${role}.taxNo`]) errors[`${role}.taxNo`] = vatIdError;
    }
    return errors;
  }

  /** Step 1 → 2: the addresses (and a guest's buyer data) must be valid and the country delivered to. */
  continueToPayment(): boolean {
    const errors = this.deliveryErrors();
    this.errors = errors;
    if (Object.keys(errors).length > 0) return false;
    this.submitError = null;
    this.step = 'payment';
    return true;
  }

  /** Step 2 → 3: a shipping and a payment method must be chosen. */
  continueToOrder(): boolean {
    const errors: Record<string, string> = {};
    if (!this.shippingMethod) errors.shippingMethodId = this.errors.shippingMethodId ?? 'chooseShippingMethodMessage';
    if (!this.paymentMethod) errors.paymentMethodId = this.errors.paymentMethodId ?? 'choosePaymentMethodMessage';
    this.errors = errors;
    if (Object.keys(errors).length > 0) return false;
    this.submitError = null;
    this.step = 'order';
    // One key per checkout attempt, made when the order step is first shown.
    this.idempotencyKey ??= this.makeKey();
    return true;
  }

  /** Back to an earlier step (the steps ahead are reached through their buttons). */
  goTo(step: CheckoutStep): void {
    if (CHECKOUT_STEPS.indexOf(step) < CHECKOUT_STEPS.indexOf(this.step)) this.step = step;
  }

  // ---- Options -------------------------------------------------------------------------------------------

  /** Loads the methods offered for the cart and the destination; a choice no longer offered is cleared. */
  async loadOptions(): Promise<void> {
    const positions = this.orderPositions;
    if (positions.length === 0) return;
    const seq = ++this.optionsSeq;
    const country = this.country;
    this.optionsLoading = true;
    const result = await this.api.post('/api/checkout/options', { body: { positions, country, locale: this.locale } });
    runInAction(() => {
      if (seq !== this.optionsSeq) return;
      this.optionsLoading = false;
      if (!result.ok) {
        this.optionsError = result.error.code === 'NETWORK_ERROR' ? 'NETWORK_ERROR' : 'errorHasOccurred';
        return;
      }
      this.optionsError = null;
      this.options = result.data;
      if (result.data.countryMessageId !== 'countryNotDeliverable' && this.errors['shippingAddress.country'] === 'countryNotDeliverable') {
        this.setError('shippingAddress.country', null);
      }
      this.shippingMethodId = this.keepChoice(this.shippingMethodId, result.data.shippingMethods, 'shippingMethodId', 'shippingMethodNotOffered');
      this.paymentMethodId = this.keepChoice(this.paymentMethodId, result.data.paymentMethods, 'paymentMethodId', 'paymentMethodNotOffered');
      this.recheckDesiredDate();
    });
  }

  /** The first offered method is preselected; a choice that is no longer offered is cleared with the message. */
  private keepChoice(current: string | null, offered: ReadonlyArray<{ id: string }>, field: string, message: string): string | null {
    if (current !== null && offered.some((m) => m.id === current)) return current;
    if (current !== null) {
      this.setError(field, message);
      return null;
    }
    if (this.errors[field] === message) return null;
    return offered[0]?.id ?? null;
  }

  retryOptions(): void {
    void this.loadOptions();
  }

  // ---- Ordering ------------------------------------------------------------------------------------------

  private orderRequest(): PlaceOrderRequest {
    const shippingAddress = toOrderAddress(this.addressOf('shippingAddress'));
    const billingAddress = toOrderAddress(this.addressOf('billingAddress'));
    const desired = this.desiredDeliveryDate.trim();
    return {
      positions: this.orderPositions,
      shippingAddress,
      billingAddress,
      shippingMethodId: this.shippingMethodId ?? '',
      paymentMethodId: this.paymentMethodId ?? '',
      ...(this.cartPrice.couponCode ? { couponCode: this.cartPrice.couponCode } : {}),
      ...(this.isCustomer
        ? {}
        : {
            buyer: { ...buyerPayload(this.buyer), salutation: this.buyer.salutation as 'mr' | 'mrs' },
          }),
      additionalInformation: { customerOrderId: this.customerOrderId.trim(), comment: this.comment.trim(), ...(this.costCentre.trim() ? { costCentre: this.costCentre.trim() } : {}) },
      ...(desired ? { desiredDeliveryDate: desired } : {}),
      termsAccepted: this.termsAccepted,
      privacyPolicyAccepted: this.privacyPolicyAccepted,
      locale: this.locale,
    };
  }

  /**
   * Places the order (step 3). Client rules first (terms, privacy, desired date, and the earlier steps'
   * fields); then POST /api/order/new with the attempt's Idempotency-Key. Success: the confirmation, the cart
   * and its coupon emptied. Failure: the message and the fields' errors; an error of the delivery step's
   * fields takes the buyer back there. Returns true when the order was placed.
   */
  async placeOrder(): Promise<boolean> {
    if (this.submitting || this.placed) return false;
    const errors: Record<string, string> = { ...this.deliveryErrors() };
    if (!this.shippingMethod) errors.shippingMethodId = 'chooseShippingMethodMessage';
    if (!this.paymentMethod) errors.paymentMethodId = 'choosePaymentMethodMessage';
    if (!this.termsAccepted) errors.termsAccepted = 'mustAcceptTermsMessage';
    if (!this.privacyPolicyAccepted) errors.privacyPolicyAccepted = 'mustConfirmPrivacyPolicyMessage';
    const dateError = this.desiredDateError();
    if (dateError) errors.desiredDeliveryDate = dateError;
    this.errors = errors;
    this.submitError = null;
    if (Object.keys(errors).length > 0) {
      this.stepBackFor(errors);
      return false;
    }
    this.idempotencyKey ??= this.makeKey();
    const key = this.idempotencyKey;
    const request = this.orderRequest();
    const email = this.email;
    const customer = this.isCustomer;
    this.submitting = true;
    const result = await this.api.post('/api/order/new', {
      params: { header: { 'Idempotency-Key': key } },
      body: request,
      expectedErrors: [
        'VALIDATION_FAILED',
        'minOrderValueNotReachedMsg',
        'countryNotDeliverable',
        'shippingMethodNotOffered',
        'paymentMethodNotOffered',
        'couponCodeInvalidMsg',
        'productIdUnknown',
        'idempotencyKeyReused',
        'guestMailLimitReachedMsg',
        'companyRoleCannotOrder',
      ],
    });
    runInAction(() => {
      this.submitting = false;
      if (result.ok) {
        const { orderId, orderNumber, price, payment, approval } = result.data;
        this.placed = { orderId, orderNumber, formattedTotal: price.formattedTotal, email, customer, payment, approval: approval ?? null };
        this.idempotencyKey = null;
        this.cartPrice.setDestination(null);
        this.cart.trackOrdered();
        this.cart.clear();
        this.cartPrice.removeCoupon();
        return;
      }
      const { code, fields } = result.error;
      const fieldErrors: Record<string, string> = {};
      for (const [path, id] of Object.entries(fields ?? {})) fieldErrors[path] = id;
      if (code === 'shippingMethodNotOffered') fieldErrors.shippingMethodId = code;
      if (code === 'paymentMethodNotOffered') fieldErrors.paymentMethodId = code;
      if (code === 'countryNotDeliverable') fieldErrors['shippingAddress.country'] = code;
      this.errors = fieldErrors;
      this.submitError = hasMessage(code) ? code : 'errorHasOccurred';
      if (code === 'couponCodeInvalidMsg') this.cartPrice.removeCoupon();
      if (code === 'shippingMethodNotOffered' || code === 'paymentMethodNotOffered' || code === 'countryNotDeliverable') {
        if (code === 'shippingMethodNotOffered') this.shippingMethodId = null;
        if (code === 'paymentMethodNotOffered') this.paymentMethodId = null;
        void this.loadOptions();
      }
      this.stepBackFor(fieldErrors);
    });
    return result.ok;
  }

  /** Errors of an earlier step's fields take the buyer back to that step (where they show). */
  private stepBackFor(errors: Record<string, string>): void {
    const paths = Object.keys(errors);
    if (paths.some((p) => p.startsWith('shippingAddress') || p.startsWith('billingAddress') || p.startsWith('buyer'))) this.step = 'delivery';
    else if (paths.some((p) => p === 'shippingMethodId' || p === 'paymentMethodId')) this.step = 'payment';
  }
}

/** The checkout store of a root, created on first use by the code that shows it (not part of the storefront's entry). */
export function checkoutStoreOf(root: RootStore): CheckoutStore {
  return root.feature('checkout', () => new CheckoutStore(root.api, root.cart, cartPriceOf(root), root.session, root.ui));
}
