import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import {
  AUTOMATION_BUY_NOW_SUCCESS_MS,
  AUTOMATION_STEP_SEQUENCE,
  back,
  canGoBack,
  canSkip,
  completedAutomationState,
  deliveryTimeMessage,
  fenceInputsOf,
  fencePlan,
  initialAutomationState,
  isStepConfigured,
  mainStepOf,
  next,
  parseAutomationConfiguration,
  selectProduct,
  serviceInstruction,
  serviceLocationOf,
  servicesOf,
  setFence,
  setProductQuantity,
  setServiceLocation,
  setServices,
  skip,
  stepErrors,
  toFlatAutomationConfiguration,
  type AutomationMainStepId,
  type AutomationProductStepId,
  type AutomationSecondaryStepId,
  type AutomationState,
  type DomainError,
  type FenceInputs,
  type FencePlan,
  type FlatAutomationConfiguration,
  type Result,
  type ServiceLocation,
  type ServiceSelection,
} from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { ApiResult, ShopApi } from '../api/client';
import type { components } from '../api/schema';
import type { CartPositionPrice, CartPricePosition, OfferTerms } from '../api/sales-contracts';
import type { CartStore } from './CartStore';
import type { OfferContent, OfferReadiness } from './OfferStore';

type Schemas = components['schemas'];
export type AutomationStepProducts = Schemas['AutomationStepProductsDto'];
export type AutomationStepProduct = Schemas['AutomationStepProductDto'];
export type AutomationFencePlanView = Schemas['AutomationFencePlanViewDto'];
export type AutomationServicesView = Schemas['AutomationServicesDto'];
export type AutomationQuote = Schemas['AutomationQuoteDto'];

/** An answer of the data API as a page shows it: loading, there, or refused with message ids. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; messageIds: string[] };

/** A secondary step as the progress list shows it. */
export type AutomationStepStatus = 'done' | 'skipped' | 'current' | 'pending';

export interface AutomationStepItem {
  readonly id: AutomationSecondaryStepId;
  readonly mainStep: AutomationMainStepId;
  readonly status: AutomationStepStatus;
}

/** The cell as the cart prices it: the binding price of one cell (POST /api/sales/cart/price). */
export interface AutomationCartPrice {
  readonly line: CartPositionPrice;
  /** Net value the minimum offer value and leasing are checked against, cents. */
  readonly shoppingCartValue: number;
  readonly minOfferValueIsReached: boolean;
  /** The server's offer figures of this value (rent-to-buy, leasing): the same an offer of the cell stores and mails. */
  readonly offerTerms: OfferTerms;
}

/** Fence inputs are typed as text; a side's text is kept while it is edited (the field may be empty for a moment). */
type FenceSideKey = 'lengthA' | 'lengthB';

/** The fence plan asks the server this long after the last keystroke. */
export const FENCE_PLAN_DEBOUNCE_MS = 250;
/** The query parameter of a saved cell's code (RZ…): the shareable link. */
export const AUTOMATION_CODE_PARAM = 'rz';
const CODE_PATTERN = /^RZ[A-Z0-9]{6}$/;

/** Error codes the data API answers as part of its rules (shown in words, never reported). */
const RULE_ERRORS = [
  'acRobotRequired',
  'acInvalidQuantity',
  'acDuplicateProduct',
  'acFenceLengthOutOfRange',
  'acInvalidHatchWidth',
  'acFenceDoorNoPanel',
  'acFenceElementUnavailable',
  'acInvalidServiceCountry',
  'acInvalidZipArea',
  'acServiceLocationRequired',
  'acServiceUnavailable',
  'acInvalidConfiguration',
  'acInstructionServiceRobotics4',
  'productIdUnknown',
  'productOnlyOnRequest',
  'customProductInvalid',
  'VALIDATION_FAILED',
] as const;

function messageIdsOf(result: ApiResult<unknown>): string[] {
  if (result.ok) return [];
  const fields = Object.values(result.error.fields ?? {});
  return fields.length > 0 ? [...new Set(fields)] : [result.error.code];
}

/**
 * The robot automation cell configurator in the browser (docs/rules/states-and-transitions.md#automation-configurator,
 * ADR 0022): the steps, next/back/skip and every rule come from the pure core in @shop/domain — the same code the
 * server runs before it prices or sells a cell. The store adds what the page needs around it: the data of
 * the step shown (its products, the fence's articles, the services of a location) from the configurators
 * API, the server's quote of the completed cell, its custom product id (the shareable RZ… code), the cart's
 * price of it, "buy now" (into the cart, success shown 2 s) and the offer request's content.
 */
export class AutomationConfiguratorStore {
  state: AutomationState = initialAutomationState();
  locale: Locale = 'de';
  /** Message ids of the last refused move (next or skip). */
  errors: readonly string[] = [];
  /** Increases with every move: the page then moves the focus to the new step's heading. */
  moves = 0;
  /** Products per step and locale; the answers themselves are kept as they came (not made deep observables). */
  private readonly products = observable.map<string, Loadable<AutomationStepProducts>>({}, { deep: false });
  fence: { key: string; answer: Loadable<AutomationFencePlanView> } | null = null;
  services: { key: string; answer: Loadable<AutomationServicesView> } | null = null;
  /** The completed cell: the server's quote. */
  quote: { key: string; answer: Loadable<AutomationQuote> } | null = null;
  /** Its custom product id (RZ…), once the server has given it. */
  code: string | null = null;
  cartPrice: Loadable<AutomationCartPrice> | null = null;
  /** A code from the URL: loading, or invalid (acCodeInvalid). */
  codeRequest: { code: string; status: 'loading' | 'ready' | 'invalid' } | null = null;
  /** Buy now (docs/rules/states-and-transitions.md#automation-configurator): the success message shows 2 s. */
  buyNowState: 'idle' | 'success' = 'idle';
  private fenceText: Partial<Record<FenceSideKey, string>> = {};
  private fenceTimer: ReturnType<typeof setTimeout> | null = null;
  private buyNowTimer: ReturnType<typeof setTimeout> | null = null;
  private completion = 0;

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
  ) {
    makeAutoObservable<AutomationConfiguratorStore, 'api' | 'cart' | 'products' | 'fenceTimer' | 'buyNowTimer' | 'completion'>(
      this,
      { api: false, cart: false, products: false, state: observableRef, quote: observableRef, fence: observableRef, services: observableRef, cartPrice: observableRef, fenceTimer: false, buyNowTimer: false, completion: false },
      { autoBind: true },
    );
  }

  // ---- where we are ----------------------------------------------------------------------------------------

  get step(): AutomationSecondaryStepId | 'completed' {
    return this.state.step;
  }

  get completed(): boolean {
    return this.state.step === 'completed';
  }

  get mainStep(): AutomationMainStepId | null {
    return this.completed ? null : mainStepOf(this.state.step as AutomationSecondaryStepId);
  }

  /** 1-based number of the step shown, of {@link totalSteps}; the completion view counts as the last + 1. */
  get stepNumber(): number {
    return this.completed ? AUTOMATION_STEP_SEQUENCE.length + 1 : AUTOMATION_STEP_SEQUENCE.findIndex((s) => s.id === this.state.step) + 1;
  }

  get totalSteps(): number {
    return AUTOMATION_STEP_SEQUENCE.length;
  }

  get canGoBack(): boolean {
    return canGoBack(this.state);
  }

  get canSkip(): boolean {
    return canSkip(this.state);
  }

  /** Every secondary step: done, skipped (passed without input), the current one, or still pending. */
  get stepItems(): AutomationStepItem[] {
    const current = this.completed ? AUTOMATION_STEP_SEQUENCE.length : AUTOMATION_STEP_SEQUENCE.findIndex((s) => s.id === this.state.step);
    return AUTOMATION_STEP_SEQUENCE.map((s, i) => ({
      id: s.id,
      mainStep: mainStepOf(s.id),
      status: i === current ? 'current' : i > current ? 'pending' : isStepConfigured(this.state.configuration, s.id) ? 'done' : 'skipped',
    }));
  }

  /** The steps still to do (spec: pending steps shown). */
  get pendingSteps(): AutomationSecondaryStepId[] {
    return this.stepItems.filter((s) => s.status === 'current' || s.status === 'pending').map((s) => s.id);
  }

  get flatConfiguration(): FlatAutomationConfiguration {
    return toFlatAutomationConfiguration(this.state.configuration);
  }

  // ---- the step's data -------------------------------------------------------------------------------------

  /** The products of a product step in the current locale, or null before they were asked for. */
  productsOf(step: AutomationProductStepId): Loadable<AutomationStepProducts> | null {
    return this.products.get(`${step}|${this.locale}`) ?? null;
  }

  /** Quantity of a product chosen in a step (0 = not chosen). */
  quantityOf(step: AutomationProductStepId, productId: string): number {
    return this.state.configuration.products[step]?.find((l) => l.productId === productId)?.qty ?? 0;
  }

  get fenceInputs(): FenceInputs {
    return fenceInputsOf(this.state.configuration);
  }

  /** The text of a fence side's field: what is being typed, else the length. */
  fenceLengthText(side: FenceSideKey): string {
    return this.fenceText[side] ?? String(this.fenceInputs[side]);
  }

  /** The fence as the core plans it from the inputs shown (drawn at once, before the server's prices). */
  get localFencePlan(): { ok: true; plan: FencePlan } | { ok: false; messageIds: string[] } {
    const result = fencePlan(this.fenceInputs);
    return result.ok ? { ok: true, plan: result.value } : { ok: false, messageIds: [...new Set(result.error.map((e) => e.code))] };
  }

  get serviceLocation(): ServiceLocation {
    return serviceLocationOf(this.state.configuration);
  }

  get serviceSelection(): ServiceSelection {
    return servicesOf(this.state.configuration);
  }

  /** acInstructionServiceRobotics4 for a location outside DE, AT, CH (docs/rules/errors.md#configurator-messages). */
  get serviceInstruction(): 'acInstructionServiceRobotics4' | null {
    return serviceInstruction(this.serviceLocation.country);
  }

  /** The input errors of the step shown (message ids), without the catalogue. */
  get currentStepErrors(): string[] {
    if (this.completed) return [];
    if (this.state.step === 'fence') return this.localFencePlan.ok ? [] : this.localFencePlan.messageIds;
    return [...new Set(stepErrors(this.state.configuration, this.state.step as AutomationSecondaryStepId).map((e) => e.code))];
  }

  // ---- loading ---------------------------------------------------------------------------------------------

  /**
   * The first paint (server and browser): the URL's code opened, else the first step's products. The same
   * calls the page's effects make, so a server-rendered page hydrates without fetching again.
   */
  async prefetch(search: string, locale: Locale): Promise<void> {
    this.locale = locale;
    const code = new URLSearchParams(search).get(AUTOMATION_CODE_PARAM);
    if (code) await this.openCode(code, locale);
    else await this.loadStepData();
  }

  /** The page is shown (or its locale changed): loads what the step shown needs. */
  async activate(locale: Locale): Promise<void> {
    if (this.locale !== locale) {
      this.locale = locale;
      this.fenceText = {};
    }
    await this.loadStepData();
  }

  private async loadStepData(): Promise<void> {
    const step = this.state.step;
    if (step === 'completed') return this.complete();
    if (step === 'fence') return this.loadFencePlan();
    if (step === 'serviceLocation' || step === 'services') return this.loadServices();
    return this.loadProducts(step as AutomationProductStepId);
  }

  async loadProducts(step: AutomationProductStepId, force = false): Promise<void> {
    const key = `${step}|${this.locale}`;
    const known = this.products.get(key);
    if (known && (known.status === 'ready' || known.status === 'loading') && !force) return;
    this.products.set(key, { status: 'loading' });
    const result = await this.api.get('/api/configurators/automation/steps/{step}', { params: { path: { step }, query: { locale: this.locale } } });
    runInAction(() => this.products.set(key, result.ok ? { status: 'ready', data: result.data } : { status: 'error', messageIds: messageIdsOf(result) }));
  }

  private async loadFencePlan(): Promise<void> {
    const inputs = this.fenceInputs;
    const local = this.localFencePlan;
    const key = `${JSON.stringify(inputs)}|${this.locale}`;
    if (!local.ok) {
      this.fence = { key, answer: { status: 'error', messageIds: local.messageIds } };
      return;
    }
    if (this.fence?.key === key && this.fence.answer.status !== 'error') return;
    this.fence = { key, answer: { status: 'loading' } };
    const result = await this.api.get('/api/configurators/automation/fence-plan', {
      params: { query: { lengthA: inputs.lengthA, lengthB: inputs.lengthB, door: inputs.door, hatch: inputs.hatch, hatchWidth: inputs.hatchWidth, locale: this.locale } },
      expectedErrors: RULE_ERRORS,
    });
    runInAction(() => {
      if (this.fence?.key !== key) return; // the inputs changed meanwhile
      this.fence = { key, answer: result.ok ? { status: 'ready', data: result.data } : { status: 'error', messageIds: messageIdsOf(result) } };
    });
  }

  private async loadServices(): Promise<void> {
    const { country, zipArea } = this.serviceLocation;
    const key = `${country}|${zipArea ?? ''}|${this.locale}`;
    if (this.services?.key === key && this.services.answer.status !== 'error') return;
    this.services = { key, answer: { status: 'loading' } };
    const result = await this.api.get('/api/configurators/automation/services', {
      params: { query: { country, ...(zipArea !== null ? { zipArea } : {}), locale: this.locale } },
      expectedErrors: RULE_ERRORS,
    });
    runInAction(() => {
      if (this.services?.key !== key) return;
      this.services = { key, answer: result.ok ? { status: 'ready', data: result.data } : { status: 'error', messageIds: messageIdsOf(result) } };
    });
  }

  /**
   * The completion view's figures: the server's quote of the cell and its custom product id (in parallel),
   * then the cart's price of one cell — the price the buyer pays.
   */
  private async complete(): Promise<void> {
    const flat = this.flatConfiguration;
    const key = `${JSON.stringify(flat)}|${this.locale}`;
    if (this.quote?.key === key && this.quote.answer.status !== 'error') return;
    const run = ++this.completion;
    this.quote = { key, answer: { status: 'loading' } };
    this.cartPrice = { status: 'loading' };
    const knownCode = this.code;
    const [quote, id] = await Promise.all([
      this.api.post('/api/configurators/automation/quote', { body: { configuration: flat, locale: this.locale }, expectedErrors: RULE_ERRORS }),
      knownCode ? Promise.resolve(null) : this.api.post('/api/product/get/custom-product-id', { body: { configType: 'automation', configuration: flat }, expectedErrors: RULE_ERRORS }),
    ]);
    if (run !== this.completion) return;
    const code = knownCode ?? (id?.ok ? id.data.id : null);
    runInAction(() => {
      this.quote = { key, answer: quote.ok ? { status: 'ready', data: quote.data } : { status: 'error', messageIds: messageIdsOf(quote) } };
      this.code = code;
      if (!code) this.cartPrice = { status: 'error', messageIds: id && !id.ok ? messageIdsOf(id) : ['errorHasOccurred'] };
    });
    if (code) await this.loadCartPrice(code, flat, run);
  }

  private async loadCartPrice(code: string, flat: FlatAutomationConfiguration, run: number): Promise<void> {
    const result = await this.api.post('/api/sales/cart/price', { body: { positions: [this.position(code, flat)], locale: this.locale } });
    if (run !== this.completion) return;
    runInAction(() => {
      const line = result.ok ? result.data.positions.find((p) => p.productId === code) : undefined;
      if (result.ok && line) {
        this.cartPrice = { status: 'ready', data: { line, shoppingCartValue: result.data.shoppingCartValue, minOfferValueIsReached: result.data.minOfferValueIsReached, offerTerms: result.data.offerTerms } };
      } else if (result.ok) {
        const refused = result.data.refusedConfiguredProducts.find((r) => r.productId === code)?.messageIds ?? result.data.refusedPositions.filter((r) => r.productId === code).map((r) => r.messageId);
        this.cartPrice = { status: 'error', messageIds: refused.length > 0 ? refused : ['customProductInvalid'] };
      } else this.cartPrice = { status: 'error', messageIds: messageIdsOf(result) };
    });
  }

  /**
   * Opens a saved cell (the shareable link's RZ… code): its stored configuration, shown completed when the
   * rules still accept it today, else acCodeInvalid (an unknown code, or products that are gone).
   */
  async openCode(raw: string, locale: Locale): Promise<void> {
    this.locale = locale;
    const code = raw.trim().toUpperCase();
    if (this.codeRequest?.code === code && this.codeRequest.status !== 'invalid') return;
    this.codeRequest = { code, status: 'loading' };
    if (!CODE_PATTERN.test(code)) {
      this.codeRequest = { code, status: 'invalid' };
      return;
    }
    const result = await this.api.post('/api/product/get/custom-product', { body: { productId: code } });
    const stored = result.ok ? result.data.customProduct : null;
    const parsed = stored && stored.configType === 'automation' && stored.valid ? parseAutomationConfiguration(stored.configuration) : null;
    if (!parsed?.ok) {
      runInAction(() => (this.codeRequest = { code, status: 'invalid' }));
      return;
    }
    runInAction(() => {
      this.resetDerived();
      this.state = completedAutomationState(parsed.value);
      this.code = code;
      this.codeRequest = { code, status: 'ready' };
      this.moves += 1;
    });
    await this.complete();
  }

  /** The code the URL should carry: the completed cell's, or the one being opened; null while configuring. */
  get urlCode(): string | null {
    if (this.codeRequest && this.codeRequest.status !== 'ready') return this.codeRequest.code;
    return this.completed ? this.code : null;
  }

  // ---- editing ---------------------------------------------------------------------------------------------

  /** Chooses the robot (a 'product' step holds one article). */
  select(step: AutomationProductStepId, productId: string): void {
    this.edit(selectProduct(this.state, step, productId));
  }

  /** Sets a product's quantity in a list step (0 removes it). A value that is no whole number is kept and refused on next. */
  setQuantity(step: AutomationProductStepId, productId: string, qty: number): void {
    this.edit(setProductQuantity(this.state, step, productId, qty));
  }

  setFenceLength(side: FenceSideKey, text: string): void {
    this.fenceText = { ...this.fenceText, [side]: text };
    const trimmed = text.trim();
    const mm = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    this.edit(setFence(this.state, { [side]: mm }));
    this.scheduleFencePlan();
  }

  setFenceOption(change: Partial<Pick<FenceInputs, 'door' | 'hatch' | 'hatchWidth'>>): void {
    this.edit(setFence(this.state, change));
    this.scheduleFencePlan(0);
  }

  setServiceLocation(change: Partial<ServiceLocation>): void {
    this.edit(setServiceLocation(this.state, change));
    void this.loadServices();
  }

  setServices(change: Partial<ServiceSelection>): void {
    this.edit(setServices(this.state, change));
  }

  private edit(state: AutomationState): void {
    this.state = state;
    this.errors = [];
  }

  private scheduleFencePlan(delay = FENCE_PLAN_DEBOUNCE_MS): void {
    if (this.fenceTimer !== null) clearTimeout(this.fenceTimer);
    this.fenceTimer = setTimeout(() => {
      this.fenceTimer = null;
      void this.loadFencePlan();
    }, delay);
  }

  // ---- moving ----------------------------------------------------------------------------------------------

  /** Next (docs/rules/states-and-transitions.md#automation-configurator): takes the step's input and moves on, after the last step to the completion view. */
  next(): boolean {
    return this.moveOrRefuse(next(this.state));
  }

  /** Back (docs/rules/states-and-transitions.md#automation-configurator): deletes the configuration of the step left. */
  back(): void {
    this.move(back(this.state));
  }

  /** Skip: moves on leaving the step unconfigured (not the robot). */
  skip(): boolean {
    return this.moveOrRefuse(skip(this.state));
  }

  /** A move the core allowed, or its refusal's message ids shown. */
  private moveOrRefuse(result: Result<AutomationState, readonly DomainError[]>): boolean {
    if (!result.ok) {
      this.errors = [...new Set(result.error.map((e) => e.code))];
      return false;
    }
    this.move(result.value);
    return true;
  }

  /** Starts again with an empty configuration. */
  restart(): void {
    this.resetDerived();
    this.codeRequest = null;
    this.move(initialAutomationState());
  }

  private move(state: AutomationState): void {
    const leavingCompletion = this.completed && state.step !== 'completed';
    this.state = state;
    this.errors = [];
    this.fenceText = {};
    this.moves += 1;
    // An invalid code from the URL is forgotten once the buyer configures on.
    if (this.codeRequest?.status === 'invalid') this.codeRequest = null;
    if (leavingCompletion) {
      // The configuration will change: its code and price no longer apply (a new one is asked at completion).
      this.resetDerived();
      this.codeRequest = null;
    }
    void this.loadStepData();
  }

  private resetDerived(): void {
    this.completion += 1;
    this.code = null;
    this.quote = null;
    this.cartPrice = null;
    this.clearBuyNow();
  }

  // ---- buying and offers -----------------------------------------------------------------------------------

  private position(code: string, flat: FlatAutomationConfiguration): CartPricePosition {
    return { productId: code, qty: '1', customProductType: 'automation', customConfiguration: { ...flat } };
  }

  /** The cell may go into the cart: completed, its id known and the cart has priced it. */
  get canBuy(): boolean {
    return this.completed && this.code !== null && this.cartPrice?.status === 'ready';
  }

  /** Buy now (docs/rules/states-and-transitions.md#automation-configurator): one cell into the cart as a configured position; the success message shows 2 s. */
  buyNow(): boolean {
    if (!this.canBuy || this.code === null) return false;
    this.cart.add(this.code, '1', { customProductType: 'automation', customConfiguration: { ...this.flatConfiguration } });
    this.clearBuyNow();
    this.buyNowState = 'success';
    this.buyNowTimer = setTimeout(() => runInAction(() => this.clearBuyNow()), AUTOMATION_BUY_NOW_SUCCESS_MS);
    return true;
  }

  private clearBuyNow(): void {
    if (this.buyNowTimer !== null) clearTimeout(this.buyNowTimer);
    this.buyNowTimer = null;
    this.buyNowState = 'idle';
  }

  /** What the offer buttons check: priced, the minimum offer value reached, the net value for leasing. */
  get offerReadiness(): OfferReadiness {
    const price = this.cartPrice?.status === 'ready' ? this.cartPrice.data : null;
    return { canOffer: this.completed && price !== null && price.minOfferValueIsReached, netValue: price?.shoppingCartValue ?? null };
  }

  /** The offer request's content: the cell as one configured position and its lead time (the server prices it, training included). */
  offerContent(readyForShipmentMsg: string): OfferContent {
    return {
      positions: this.code ? [this.position(this.code, this.flatConfiguration)] : [],
      readyForShipmentMsg,
    };
  }

  /** The delivery time of the completed cell (docs/rules/constants.md#delivery-times: 0 days = deliverable immediately). */
  get deliveryTime(): { messageId: string; days: number } | null {
    const quote = this.quote?.answer.status === 'ready' ? this.quote.answer.data : null;
    return quote ? deliveryTimeMessage(quote.procurementDays) : null;
  }
}

const stores = new WeakMap<object, AutomationConfiguratorStore>();

/**
 * The automation configurator's store of a root store (one per request on the server, one per tab in the
 * browser), made when the page or its prefetch first asks: the configurator's state lives as long as the
 * root store, like every domain store, without the root store knowing every configurator (ADR 0022).
 */
export function automationConfiguratorOf(root: { api: ShopApi; cart: CartStore }): AutomationConfiguratorStore {
  let store = stores.get(root);
  if (!store) {
    store = new AutomationConfiguratorStore(root.api, root.cart);
    stores.set(root, store);
  }
  return store;
}
