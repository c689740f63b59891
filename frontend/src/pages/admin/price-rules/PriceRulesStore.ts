import { makeAutoObservable, runInAction } from 'mobx';
import { centsToDecimalString, checkPriceRuleAgainst, toCents, type PriceRule } from '@shop/domain';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { fromApiError } from '../../../stores/action-result';

type Schemas = components['schemas'];
export type AdminPriceRule = Schemas['AdminPriceRuleDto'];
export type PriceRuleInput = Schemas['PriceRuleInput'];
export type CustomerRef = Schemas['CustomerRefDto'];
export type PricePreview = Schemas['PricePreviewDto'];
export type Coupon = Schemas['CouponDto'];
export type RuleOptions = Schemas['PriceRuleOptionsDto'];
export type Scope = AdminPriceRule['scope'];
export type TimeState = AdminPriceRule['state'];
type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** Typing in the list's search waits this long for a pause before the list is read. */
export const SEARCH_PAUSE_MS = 250;

/** A euro amount as typed ("12,50", "-3.5") in cents; undefined when it is not one. */
export function euroToCents(text: string): number | undefined {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d{1,9}(\.\d{1,2})?$/.test(t)) return undefined;
  return toCents(t);
}

/** Cents as the form shows them ("12,50" in German, "12.50" in English). */
export function centsToEuro(cents: number | null | undefined, locale: string): string {
  if (cents === null || cents === undefined) return '';
  const text = centsToDecimalString(cents);
  return locale === 'de' ? text.replace('.', ',') : text;
}

/** A decimal as typed with a German comma, as the API reads it. */
const decimalText = (text: string) => text.trim().replace(',', '.');

/** The price rule form: every field of the spec's price rule as text, plus how its target and price are given. */
export interface RuleDraft {
  id: number | null;
  scope: Scope;
  customerPricingGroup: string;
  customer: CustomerRef | null;
  productId: string;
  productTypeI18nId: string;
  productPricingGroup: string;
  quantityFrom: string;
  shoppingCartValueFrom: string;
  kind: 'percentage' | 'netPrice';
  percentage: string;
  netPrice: string;
  priceUnit: string;
  dateFrom: string;
  dateTo: string;
  priority: string;
}

export interface CouponDraft {
  isNew: boolean;
  couponCode: string;
  discountType: 'percentage' | 'fixed';
  percentage: string;
  discount: string;
  active: boolean;
  dateFrom: string;
  dateTo: string;
}

export function emptyDraft(): RuleDraft {
  return {
    id: null,
    scope: 'group',
    customerPricingGroup: '',
    customer: null,
    productId: '',
    productTypeI18nId: '',
    productPricingGroup: '',
    quantityFrom: '',
    shoppingCartValueFrom: '',
    kind: 'percentage',
    percentage: '',
    netPrice: '',
    priceUnit: '',
    dateFrom: '',
    dateTo: '',
    priority: '0',
  };
}

export function draftOf(rule: AdminPriceRule, locale: string): RuleDraft {
  return {
    id: rule.id,
    scope: rule.scope,
    customerPricingGroup: rule.customerPricingGroup ?? '',
    customer: rule.customer,
    productId: rule.productId ?? '',
    productTypeI18nId: rule.productTypeI18nId ?? '',
    productPricingGroup: rule.productPricingGroup ?? '',
    quantityFrom: rule.quantityFrom ?? '',
    shoppingCartValueFrom: centsToEuro(rule.shoppingCartValueFrom, locale),
    kind: rule.netPrice !== null ? 'netPrice' : 'percentage',
    percentage: rule.percentage ?? '',
    netPrice: centsToEuro(rule.netPrice, locale),
    priceUnit: rule.priceUnit === null ? '' : String(rule.priceUnit),
    dateFrom: rule.dateFrom ?? '',
    dateTo: rule.dateTo ?? '',
    priority: String(rule.priority),
  };
}

/** The draft as the API takes it, or the fields the browser can already tell are not numbers. */
export function inputOf(d: RuleDraft): { input: PriceRuleInput; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const cents = (field: string, text: string): number | null => {
    if (text.trim() === '') return null;
    const value = euroToCents(text);
    if (value === undefined) fields[field] = 'invalidValue';
    return value ?? null;
  };
  const int = (field: string, text: string, messageId: string): number | null => {
    if (text.trim() === '') return null;
    if (!/^-?\d{1,9}$/.test(text.trim())) fields[field] = messageId;
    return Number(text.trim());
  };
  const input: PriceRuleInput = {
    customerPricingGroup: d.scope === 'group' ? d.customerPricingGroup.trim() || null : null,
    customerId: d.scope === 'customer' ? (d.customer?.id ?? null) : null,
    productId: d.productId.trim() || null,
    productTypeI18nId: d.productTypeI18nId || null,
    productPricingGroup: d.productPricingGroup || null,
    quantityFrom: decimalText(d.quantityFrom) || null,
    shoppingCartValueFrom: cents('shoppingCartValueFrom', d.shoppingCartValueFrom),
    netPrice: d.kind === 'netPrice' ? cents('netPrice', d.netPrice) : null,
    percentage: d.kind === 'percentage' ? decimalText(d.percentage) || null : null,
    priceUnit: int('priceUnit', d.priceUnit, 'priceRulePriceUnitPositive'),
    dateFrom: d.dateFrom || null,
    dateTo: d.dateTo || null,
    priority: int('priority', d.priority, 'invalidPriority') ?? 0,
  };
  if (d.scope === 'group' && !input.customerPricingGroup) fields.customerPricingGroup = 'invalidPricingGroup';
  if (d.scope === 'customer' && !input.customerId) fields.customerId = 'customerIdUnknown';
  return { input, fields };
}

/** The input as the price-rule engine reads it (what the server stores). */
export function ruleOfInput(input: PriceRuleInput): Omit<PriceRule, 'id'> {
  return {
    customerPricingGroup: input.customerPricingGroup ?? null,
    customerId: input.customerId ?? null,
    dateFrom: input.dateFrom ?? null,
    dateTo: input.dateTo ?? null,
    productId: input.productId ?? null,
    productTypeI18nId: input.productTypeI18nId ?? null,
    productPricingGroup: input.productPricingGroup ?? null,
    quantityFrom: input.quantityFrom ?? null,
    shoppingCartValueFrom: input.shoppingCartValueFrom ?? null,
    netPrice: input.netPrice ?? null,
    priceUnit: input.priceUnit ?? null,
    percentage: input.percentage ?? null,
    priority: input.priority,
  };
}

export function couponDraftOf(c: Coupon | null, locale: string): CouponDraft {
  if (!c) return { isNew: true, couponCode: '', discountType: 'percentage', percentage: '', discount: '', active: true, dateFrom: '', dateTo: '' };
  return {
    isNew: false,
    couponCode: c.couponCode,
    discountType: c.discountType,
    percentage: c.percentage ?? '',
    discount: centsToEuro(c.discount, locale),
    active: c.active,
    dateFrom: c.dateFrom ?? '',
    dateTo: c.dateTo ?? '',
  };
}

/**
 * The price-rule page's state: the filtered list, the form with its per-field errors, the preview (priced by the
 * server's cart price calculation with the unsaved rule), and the coupons.
 */
export class PriceRulesStore {
  rules: AdminPriceRule[] = [];
  status: LoadStatus = 'idle';
  q = '';
  scope: Scope | '' = '';
  state: TimeState | '' = '';
  options: RuleOptions = { customerPricingGroups: [], productTypes: [], productPricingGroups: [] };
  /** The options came from the server: the form checks the names a rule gives against them. */
  optionsLoaded = false;

  draft: RuleDraft | null = null;
  errors: Record<string, string> = {};
  formMessage: string | null = null;
  saving = false;
  notice: string | null = null;

  previewCustomerTerm = '';
  previewCustomer: CustomerRef | null = null;
  previewProductId = '';
  previewQuantity = '1';
  preview: PricePreview | null = null;
  previewErrors: Record<string, string> = {};
  previewBusy = false;

  customerSuggestions: CustomerRef[] = [];

  coupons: Coupon[] = [];
  couponStatus: LoadStatus = 'idle';
  couponDraft: CouponDraft | null = null;
  couponErrors: Record<string, string> = {};

  private listRequest = 0;
  private listTimer: ReturnType<typeof setTimeout> | null = null;
  private open = false;

  constructor(
    private readonly api: ShopApi,
    private readonly locale: 'de' | 'en',
  ) {
    makeAutoObservable<PriceRulesStore, 'api' | 'locale' | 'listRequest' | 'listTimer' | 'open'>(this, { api: false, locale: false, listRequest: false, listTimer: false, open: false });
  }

  /** The page shows: the options, the coupons and the filtered list are read. */
  start(): void {
    this.open = true;
    void this.loadOptions();
    void this.loadCoupons();
    this.scheduleLoad();
  }

  /** The page was left: a list read still waiting for a typing pause is dropped. */
  stop(): void {
    this.open = false;
    if (this.listTimer) clearTimeout(this.listTimer);
    this.listTimer = null;
  }

  /** The list follows its filters: at once, or after a typing pause while there is a search. */
  private scheduleLoad(): void {
    if (this.listTimer) clearTimeout(this.listTimer);
    this.listTimer = setTimeout(
      () => {
        this.listTimer = null;
        void this.load();
      },
      this.q ? SEARCH_PAUSE_MS : 0,
    );
  }

  async load(): Promise<void> {
    const request = ++this.listRequest;
    this.status = 'loading';
    const query: { q?: string; scope?: Scope; state?: TimeState } = {};
    if (this.q.trim()) query.q = this.q.trim();
    if (this.scope) query.scope = this.scope;
    if (this.state) query.state = this.state;
    const result = await this.api.get('/api/admin/price-rules', { params: { query } });
    runInAction(() => {
      if (request !== this.listRequest) return;
      if (!result.ok) {
        this.status = 'error';
        return;
      }
      this.rules = result.data;
      this.status = 'loaded';
    });
  }

  async loadOptions(): Promise<void> {
    const result = await this.api.get('/api/admin/price-rules/options');
    if (result.ok)
      runInAction(() => {
        this.options = result.data;
        this.optionsLoaded = true;
      });
  }

  /** Changes the list's filters; once the page shows, the list follows (see scheduleLoad). */
  setFilter(patch: Partial<Pick<PriceRulesStore, 'q' | 'scope' | 'state'>>): void {
    const changed = (Object.keys(patch) as Array<keyof typeof patch>).some((key) => this[key] !== patch[key]);
    Object.assign(this, patch);
    if (changed && this.open) this.scheduleLoad();
  }

  // ---- The form ------------------------------------------------------------------------------------------

  openNew(): void {
    this.draft = emptyDraft();
    this.resetForm();
  }

  openEdit(rule: AdminPriceRule): void {
    this.draft = draftOf(rule, this.locale);
    this.resetForm();
    if (rule.productId) this.previewProductId = rule.productId;
    if (rule.customer) {
      this.previewCustomer = rule.customer;
      this.previewCustomerTerm = rule.customer.email;
    }
  }

  close(): void {
    this.draft = null;
    this.resetForm();
  }

  private resetForm(): void {
    this.errors = {};
    this.formMessage = null;
    this.preview = null;
    this.previewErrors = {};
    this.customerSuggestions = [];
  }

  update(patch: Partial<RuleDraft>): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, ...patch };
    for (const key of Object.keys(patch)) delete this.errors[key === 'customer' ? 'customerId' : key];
  }

  /**
   * What the browser can tell before sending: the numbers (inputOf), then the rule set the server runs too
   * (@shop/domain checkPriceRuleAgainst — percentage range, net price above 0, a target, a cart rule's discount —
   * with the names the options list, once loaded; the articles and prices the server checks).
   */
  private draftErrors(input: PriceRuleInput, fields: Record<string, string>): Record<string, string> {
    if (Object.keys(fields).length > 0) return fields;
    const stored = this.draft?.id === null ? null : (this.rules.find((r) => r.id === this.draft?.id) ?? null);
    const known = this.optionsLoaded ? { productTypes: this.options.productTypes, productPricingGroups: this.options.productPricingGroups, customerPricingGroups: this.options.customerPricingGroups } : {};
    return { ...checkPriceRuleAgainst(ruleOfInput(input), known, stored) };
  }

  async save(): Promise<boolean> {
    if (!this.draft || this.saving) return false;
    const { input, fields: parsed } = inputOf(this.draft);
    const fields = this.draftErrors(input, parsed);
    if (Object.keys(fields).length > 0) {
      this.errors = fields;
      this.formMessage = 'adRuleCheckFields';
      return false;
    }
    this.saving = true;
    const id = this.draft.id;
    const result =
      id === null
        ? await this.api.post('/api/admin/price-rules', { body: input, expectedErrors: ['VALIDATION_FAILED'] })
        : await this.api.put('/api/admin/price-rules/{id}', { params: { path: { id } }, body: input, expectedErrors: ['VALIDATION_FAILED', 'priceRuleIdUnknown'] });
    runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        const failed = fromApiError(result.error);
        this.errors = failed.ok ? {} : failed.fields;
        this.formMessage = result.error.code === 'VALIDATION_FAILED' ? 'adRuleCheckFields' : failed.ok ? null : failed.message;
        return;
      }
      this.draft = null;
      this.notice = 'adRuleSaved';
    });
    if (result.ok) {
      await this.load();
      void this.loadOptions();
    }
    return result.ok;
  }

  async remove(rule: AdminPriceRule): Promise<boolean> {
    const result = await this.api.delete('/api/admin/price-rules/{id}', { params: { path: { id: rule.id } }, expectedErrors: ['priceRuleIdUnknown'] });
    runInAction(() => (this.notice = result.ok ? 'adRuleDeleted' : 'priceRuleIdUnknown'));
    await this.load();
    return result.ok;
  }

  // ---- Customer lookup and preview ----------------------------------------------------------------------------

  async searchCustomers(term: string): Promise<void> {
    if (term.trim().length < 2) {
      this.customerSuggestions = [];
      return;
    }
    const result = await this.api.get('/api/admin/price-rules/customers', { params: { query: { term: term.trim() } } });
    runInAction(() => (this.customerSuggestions = result.ok ? result.data : []));
  }

  setPreview(patch: Partial<Pick<PriceRulesStore, 'previewCustomerTerm' | 'previewCustomer' | 'previewProductId' | 'previewQuantity'>>): void {
    Object.assign(this, patch);
    if ('previewCustomerTerm' in patch && this.previewCustomer && patch.previewCustomerTerm !== this.previewCustomer.email) this.previewCustomer = null;
    this.previewErrors = {};
  }

  async runPreview(): Promise<void> {
    if (this.previewBusy) return;
    const term = this.previewCustomerTerm.trim();
    const body: Schemas['PricePreviewRequest'] = {
      locale: this.locale,
      productId: this.previewProductId.trim(),
      quantity: decimalText(this.previewQuantity),
      customerId: this.previewCustomer?.id ?? null,
      customerEmail: this.previewCustomer ? null : term || null,
    };
    if (this.draft) {
      const { input, fields } = inputOf(this.draft);
      if (Object.keys(fields).length > 0) {
        this.errors = fields;
        this.formMessage = 'adRuleCheckFields';
        return;
      }
      body.rule = { ...input, id: this.draft.id };
    }
    this.previewBusy = true;
    const result = await this.api.post('/api/admin/price-rules/preview', { body, expectedErrors: ['VALIDATION_FAILED'] });
    runInAction(() => {
      this.previewBusy = false;
      if (!result.ok) {
        this.preview = null;
        const fields = result.error.fields ?? {};
        const previewFields: Record<string, string> = {};
        const ruleFields: Record<string, string> = {};
        for (const [path, id] of Object.entries(fields)) {
          if (path.startsWith('rule.')) ruleFields[path.slice(5)] = id;
          else previewFields[path === 'customerEmail' ? 'customerId' : path] = id;
        }
        this.previewErrors = Object.keys(previewFields).length || Object.keys(ruleFields).length ? previewFields : { productId: 'errorHasOccurred' };
        if (Object.keys(ruleFields).length) {
          this.errors = ruleFields;
          this.formMessage = 'adRuleCheckFields';
        }
        return;
      }
      this.preview = result.data;
      if (result.data.customer) this.previewCustomer = result.data.customer;
    });
  }

  // ---- Coupons ------------------------------------------------------------------------------------------------

  async loadCoupons(): Promise<void> {
    this.couponStatus = 'loading';
    const result = await this.api.get('/api/admin/coupons');
    runInAction(() => {
      this.couponStatus = result.ok ? 'loaded' : 'error';
      if (result.ok) this.coupons = result.data;
    });
  }

  openCoupon(coupon: Coupon | null): void {
    this.couponDraft = couponDraftOf(coupon, this.locale);
    this.couponErrors = {};
  }

  closeCoupon(): void {
    this.couponDraft = null;
    this.couponErrors = {};
  }

  updateCoupon(patch: Partial<CouponDraft>): void {
    if (!this.couponDraft) return;
    this.couponDraft = { ...this.couponDraft, ...patch };
    for (const key of Object.keys(patch)) delete this.couponErrors[key];
  }

  async saveCoupon(): Promise<boolean> {
    const d = this.couponDraft;
    if (!d || this.saving) return false;
    const discount = d.discountType === 'fixed' ? euroToCents(d.discount) : null;
    if (d.discountType === 'fixed' && discount === undefined) {
      this.couponErrors = { discount: 'adCouponDiscountPositive' };
      return false;
    }
    const fields = {
      discountType: d.discountType,
      discount: discount ?? null,
      percentage: d.discountType === 'percentage' ? decimalText(d.percentage) || null : null,
      active: d.active,
      dateFrom: d.dateFrom || null,
      dateTo: d.dateTo || null,
    };
    this.saving = true;
    const result = d.isNew
      ? await this.api.post('/api/admin/coupons', { body: { ...fields, couponCode: d.couponCode.trim() }, expectedErrors: ['VALIDATION_FAILED', 'adCouponCodeTaken'] })
      : await this.api.put('/api/admin/coupons/{code}', { params: { path: { code: d.couponCode } }, body: fields, expectedErrors: ['VALIDATION_FAILED', 'adCouponUnknown'] });
    runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        const failed = fromApiError(result.error);
        this.couponErrors = failed.ok ? {} : { ...failed.fields, ...(Object.keys(failed.fields).length ? {} : { couponCode: failed.message }) };
        return;
      }
      this.couponDraft = null;
      this.notice = 'adCouponSaved';
    });
    if (result.ok) await this.loadCoupons();
    return result.ok;
  }

  async removeCoupon(coupon: Coupon): Promise<void> {
    const result = await this.api.delete('/api/admin/coupons/{code}', { params: { path: { code: coupon.couponCode } }, expectedErrors: ['adCouponUnknown'] });
    runInAction(() => (this.notice = result.ok ? 'adCouponDeleted' : 'adCouponUnknown'));
    await this.loadCoupons();
  }
}
