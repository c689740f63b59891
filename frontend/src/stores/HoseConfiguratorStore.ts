import { makeAutoObservable, runInAction } from 'mobx';
import {
  canMirror,
  choosePart,
  connectionOptions,
  formatQuantityForLocale,
  deletePart,
  hosePartById,
  hoseStateOf,
  hosePartOptions,
  HOSE_MESSAGE_IDS,
  INITIAL_HOSE_SESSION,
  loadHoseCode,
  markHoseSaved,
  normalizeQuantityInput,
  validateHoseCode,
  validatePositionQuantity,
  isAssemblyDirectionAsked,
  isHosePartDefined,
  isInsulationOffered,
  mirrorEnd,
  openPart,
  pendingSteps,
  postponeStep,
  resetHose,
  serializeHoseConfiguration,
  setAssemblyDirection,
  setHoseLength,
  skipStep,
  validateHoseLength,
  type FlatHoseConfiguration,
  type HoseAssemblyDirection,
  type HoseCatalogue,
  type HoseEndName,
  type HoseEndSlot,
  type HoseErrorReport,
  type HoseHoseSlot,
  type HoseLengthCheck,
  type HoseMessageId,
  type HosePartFacts,
  type HosePartName,
  type HosePendingStep,
  type HoseRules,
  type HoseSession,
  type HoseTransition,
  type OrderQuantityMessageId,
} from '@shop/domain';
import type { ShopApi } from '../api/client';
import type { components } from '../api/schema';
import type { CartStore } from './CartStore';
import type { RootStore } from './RootStore';

export type HosePartView = components['schemas']['HosePartDto'];
export type HoseEvaluation = components['schemas']['HoseEvaluationDto'];
export type CartLinePrice = components['schemas']['CartPositionPriceDto'];


/** The configurator's position: a configured hose assembly, ordered in whole pieces. */
const HOSE_POSITION = { customProductType: 'hose' } as const;
/** The step the page shows for the part being worked on (null: the part is complete or none is open). */
export type HoseStep =
  | { part: HoseEndName; step: 'coupling' | 'connection' | 'assemblyDirection' }
  | { part: 'hose'; step: 'hose' | 'insulation' };

type Status = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The hose assembly configurator in the browser (docs/rules/states-and-transitions.md#hose-configurator): the pure core of
 * @shop/domain (libs/domain/src/configurators/hose.ts) holds the rules; this store feeds it the data
 * API's answers (the rules and the parts of the assembly's nominal size, never the whole catalogue),
 * keeps the session (configuration, state, saved code) and asks the server for what binds: the
 * evaluation (price, delivery time) of a completed configuration. The page is a thin observer.
 */
export class HoseConfiguratorStore {
  session: HoseSession = INITIAL_HOSE_SESSION;
  rules: HoseRules | null = null;
  nominalSizes: readonly number[] = [];
  setupStatus: Status = 'idle';
  /** The nominal size (DN) the buyer picked; the parts of the configuration decide once there are any. */
  chosenSize: number | null = null;
  /** Parts per nominal size, as the data API answered them (preference order). */
  partsBySize = new Map<number, readonly HosePartView[]>();
  partsStatus: Status = 'idle';
  /** Messages of the last transition (success, warnings, the refusal). */
  messageIds: readonly HoseMessageId[] = [];
  /** The hose length as typed (the core keeps the normalised value). */
  lengthText = '';
  lengthCheck: HoseLengthCheck | null = null;
  evaluation: HoseEvaluation | null = null;
  evaluationStatus: Status = 'idle';
  /** The custom product id (SC code) the server gave the completed configuration (requested on completion, docs/rules/states-and-transitions.md#hose-configurator). */
  productId: string | null = null;
  /** The server's price of one assembly for this buyer (POST /api/sales/cart/price with the custom position). */
  price: CartLinePrice | null = null;
  /** Messages of the server's refusal of the completed configuration (custom-product-id or the cart price). */
  refusal: readonly string[] = [];
  /** The code being loaded or the one last refused ('invalidHoseCodeMessage'). */
  codeStatus: 'idle' | 'loading' | 'loaded' | 'invalid' = 'idle';
  /** Added to the cart in this visit (the confirmation shows until the configuration changes). */
  addedToCart = false;
  /** A step of a complete part the buyer chose to change (its options are shown again). */
  editing: HoseStep | null = null;
  /** How many of the assembly go into the cart (whole pieces, as typed). */
  quantityText = '1';
  locale = 'de';
  private evaluationKey = '';

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
  ) {
    makeAutoObservable<HoseConfiguratorStore, 'api' | 'cart' | 'evaluationKey'>(this, { api: false, cart: false, evaluationKey: false }, { autoBind: true });
  }

  // ---- derived ---------------------------------------------------------------------------------------

  get config() {
    return this.session.config;
  }

  get state() {
    return this.session.state;
  }

  /** The nominal size of the assembly: that of its parts, else the one the buyer picked. */
  get nominalSize(): number | null {
    for (const id of this.configuredIds) {
      for (const [size, parts] of this.partsBySize) if (parts.some((p) => p.id === id)) return size;
    }
    return this.chosenSize;
  }

  /** Ids of the parts in the configuration. */
  get configuredIds(): string[] {
    return Object.entries(serializeHoseConfiguration(this.config))
      .filter(([key, v]) => typeof v === 'string' && !key.endsWith('.length') && !key.endsWith('.assemblyDirection'))
      .map(([, v]) => v as string);
  }

  get parts(): readonly HosePartView[] {
    const size = this.nominalSize;
    return size === null ? [] : (this.partsBySize.get(size) ?? []);
  }

  /** What the core reads: the parts of the assembly's size and the rules from the database. */
  get catalogue(): HoseCatalogue {
    return { parts: this.parts as readonly HosePartFacts[], rules: this.rules ?? { couplingRules: [], screwFittingRequiredFor: [], hoseHolderRequiredFor: [] } };
  }

  part(id: string | null): HosePartView | undefined {
    return (hosePartById(this.catalogue, id) as HosePartView | undefined) ?? undefined;
  }

  get pending(): HosePendingStep[] {
    return pendingSteps(this.config, this.catalogue);
  }

  isDefined(part: HosePartName): boolean {
    return isHosePartDefined(this.config, part, this.catalogue);
  }

  canMirror(from: HoseEndName): boolean {
    return canMirror(this.config, from, this.catalogue);
  }

  /** The part being worked on, by the state (selectHoseEndA, selectHose, selectHoseEndB). */
  get openPart(): HosePartName | null {
    switch (this.state) {
      case 'selectHoseEndA':
        return 'endA';
      case 'selectHoseEndB':
        return 'endB';
      case 'selectHose':
        return 'hose';
      default:
        return null;
    }
  }

  /** The next step of the open part. */
  get step(): HoseStep | null {
    const part = this.openPart;
    if (part === null) return null;
    if (this.editing !== null && this.editing.part === part) return this.editing;
    if (part === 'hose') {
      if (this.config.hose.hose === null) return { part, step: 'hose' };
      return this.pending.some((s) => s.part === 'hose' && s.step === 'insulation') ? { part, step: 'insulation' } : null;
    }
    const end = this.config[part];
    if (end.coupling === null) return { part, step: 'coupling' };
    if (this.pending.some((s) => s.part === part && s.step === 'connection' && !s.postponed)) return { part, step: 'connection' };
    if (isAssemblyDirectionAsked(this.config, part, this.catalogue) && end.assemblyDirection === null) return { part, step: 'assemblyDirection' };
    return null;
  }

  /** The products the current step offers (fitting the assembly as it is). */
  options(step: HoseStep): HosePartView[] {
    const list =
      step.step === 'connection'
        ? connectionOptions(this.config, step.part, this.catalogue)
        : step.step === 'assemblyDirection'
          ? []
          : hosePartOptions(this.config, step.part, step.step === 'insulation' ? 'hoseInsulation' : (step.step as HoseEndSlot | HoseHoseSlot), this.catalogue);
    return list as HosePartView[];
  }

  get insulationOffered(): boolean {
    return isInsulationOffered(this.part(this.config.hose.hose)?.hoseClass);
  }

  get flatConfiguration(): FlatHoseConfiguration {
    return serializeHoseConfiguration(this.config);
  }

  /**
   * All three parts are defined (the length may still be invalid): the summary shows, with add to cart
   * disabled until the assembly is complete.
   */
  get partsDefined(): boolean {
    return (['endA', 'hose', 'endB'] as const).every((p) => this.isDefined(p));
  }

  /**
   * The assembly is complete (all three parts defined and the length valid): the state is completed, or
   * nothing is pending while the buyer has a part open again to look at or change it (the summary and the
   * price stay).
   */
  get completed(): boolean {
    if (this.state === 'completed') return true;
    return this.state !== 'start' && this.pending.length === 0 && this.partsDefined;
  }

  // ---- loading ---------------------------------------------------------------------------------------

  /** The first step's data: rules and nominal sizes (server rendering loads this before the first paint). */
  async load(locale: string): Promise<void> {
    if (this.locale !== locale) await this.switchLocale(locale);
    if (this.setupStatus === 'ready' || this.setupStatus === 'loading') return;
    this.setupStatus = 'loading';
    const answer = await this.api.get('/api/configurators/hose/setup', { params: { query: { locale: locale === 'en' ? 'en' : 'de' } } });
    runInAction(() => {
      if (!answer.ok) {
        this.setupStatus = 'error';
        return;
      }
      this.rules = answer.data.rules as HoseRules;
      this.nominalSizes = answer.data.nominalSizes;
      this.setupStatus = 'ready';
    });
  }

  /** Another language: the parts' names and the server's summary are loaded again in it; the configuration stays. */
  private async switchLocale(locale: string): Promise<void> {
    const size = this.nominalSize;
    this.locale = locale;
    if (this.partsBySize.size === 0) return;
    this.chosenSize = size;
    this.partsBySize.clear();
    if (size !== null) await this.loadParts({ nominalSize: size });
    this.evaluationKey = '';
    if (this.completed) await this.evaluate();
  }

  /** The buyer picks the nominal size (only while the assembly has no parts: they fix it). */
  async chooseNominalSize(size: number): Promise<void> {
    if (this.configuredIds.length > 0) return;
    this.chosenSize = size;
    await this.loadParts({ nominalSize: size });
  }

  private async loadParts(query: { nominalSize?: number; productId?: string }): Promise<number | null> {
    if (query.nominalSize !== undefined && this.partsBySize.has(query.nominalSize)) return query.nominalSize;
    this.partsStatus = 'loading';
    const answer = await this.api.get('/api/configurators/hose/parts', { params: { query: { ...query, locale: this.locale === 'en' ? 'en' : 'de' } } });
    return runInAction(() => {
      if (!answer.ok || answer.data.nominalSize === null) {
        this.partsStatus = answer.ok ? 'ready' : 'error';
        return null;
      }
      this.partsBySize.set(answer.data.nominalSize, answer.data.parts);
      this.partsStatus = 'ready';
      return answer.data.nominalSize;
    });
  }

  // ---- transitions (the core's) ----------------------------------------------------------------------

  private apply(transition: HoseTransition): boolean {
    this.session = transition.session;
    this.messageIds = transition.messageIds;
    for (const report of transition.reports) this.report(report);
    if (transition.rejected === null) {
      this.editing = null;
      this.afterChange();
    }
    return transition.rejected === null;
  }

  /** "Keine passende Verschraubung" and its siblings are reported silently as frontend errors (docs/rules/errors.md#configurator-messages). */
  private report(text: HoseErrorReport): void {
    this.api.reportFrontendError(text, { nominalSize: this.nominalSize, configuration: this.flatConfiguration });
  }

  private afterChange(): void {
    const length = this.config.hose.length;
    if (length !== null && length !== normalizeQuantityInput(this.lengthText, this.locale, { final: true })) this.lengthText = this.displayLength(length);
    this.addedToCart = false;
    if (this.codeStatus === 'invalid') this.codeStatus = 'idle';
    if (this.completed) void this.evaluate();
    else this.clearServerAnswers();
  }

  private clearServerAnswers(): void {
    this.evaluation = null;
    this.evaluationStatus = 'idle';
    this.evaluationKey = '';
    this.productId = null;
    this.price = null;
    this.refusal = [];
  }

  open(part: HosePartName): void {
    this.apply(openPart(this.session, part));
  }

  /** The steps of an open, complete part that can be chosen again (coupling, connection, direction; hose, insulation). */
  get changeableSteps(): HoseStep[] {
    const part = this.openPart;
    if (part === null) return [];
    if (part === 'hose') {
      if (this.config.hose.hose === null) return [];
      const steps: HoseStep[] = [{ part, step: 'hose' }];
      if (this.insulationOffered) steps.push({ part, step: 'insulation' });
      return steps;
    }
    if (this.config[part].coupling === null) return [];
    const steps: HoseStep[] = [{ part, step: 'coupling' }];
    if (connectionOptions(this.config, part, this.catalogue).length > 0) steps.push({ part, step: 'connection' });
    if (isAssemblyDirectionAsked(this.config, part, this.catalogue)) steps.push({ part, step: 'assemblyDirection' });
    return steps;
  }

  /** Shows a step of the open part again, to change its choice (a new coupling starts the end anew). */
  edit(step: HoseStep | null): void {
    if (step !== null && step.part !== this.openPart) this.open(step.part);
    this.editing = step;
  }

  choose(part: HosePartName, slot: HoseEndSlot | HoseHoseSlot, productId: string): boolean {
    const ok = this.apply(choosePart(this.session, part, slot, productId, this.catalogue));
    if (ok && part === 'hose' && slot === 'hose') this.lengthText = this.displayLength(this.config.hose.length);
    if (ok && part === 'hose') this.lengthCheck = this.checkLength();
    return ok;
  }

  skip(part: HosePartName): void {
    this.apply(skipStep(this.session, part, this.catalogue));
  }

  postpone(end: HoseEndName): void {
    this.apply(postponeStep(this.session, end, this.catalogue));
  }

  setDirection(end: HoseEndName, direction: HoseAssemblyDirection): void {
    this.apply(setAssemblyDirection(this.session, end, direction, this.catalogue));
  }

  mirror(from: HoseEndName): void {
    this.apply(mirrorEnd(this.session, from, this.catalogue));
  }

  /**
   * The length as typed (docs/rules/validation.md#hose-code-and-length); hcInstructionSuccess or hcInstructionInvalidHoseLength (none while empty).
   * An invalid length (0 while typing) makes the assembly incomplete again: no completion message, add to
   * cart disabled; a valid one completes it (the core's state).
   */
  setLength(text: string): void {
    this.lengthText = text;
    const transition = setHoseLength(this.session, text, this.locale, this.catalogue);
    this.session = transition.session;
    this.messageIds = transition.messageIds;
    this.lengthCheck = this.checkLength();
    // The length decides the price: a completed assembly is priced again for a valid length.
    this.addedToCart = false;
    if (this.completed && this.lengthCheck?.valid) void this.evaluate();
    else if (!this.lengthCheck?.valid) this.clearServerAnswers();
  }

  /** A stored length ("2.5") as the buyer reads and types it in the locale ("2,5"). */
  private displayLength(length: string | null): string {
    return length === null ? '' : formatQuantityForLocale(length, this.locale);
  }

  private checkLength(): HoseLengthCheck | null {
    const hose = this.part(this.config.hose.hose);
    return hose === undefined ? null : validateHoseLength(this.lengthText, hose.lengthRules, this.locale);
  }

  remove(part: HosePartName): void {
    this.apply(deletePart(this.session, part, this.catalogue));
    if (part === 'hose') {
      this.lengthText = '';
      this.lengthCheck = null;
    }
  }

  reset(): void {
    this.apply(resetHose());
    this.lengthText = '';
    this.lengthCheck = null;
    this.chosenSize = null;
  }

  /** The quantity as the cart takes it ("3"), or null while it is not a whole number above 0 (assemblies are whole pieces; the hose length is the configuration's). */
  get quantity(): string | null {
    const value = normalizeQuantityInput(this.quantityText, this.locale, { final: true });
    return validatePositionQuantity(value, HOSE_POSITION, undefined) === null ? value : null;
  }

  /** Why the quantity is refused (docs/rules/validation.md#order-quantity messages; none while empty). */
  get quantityError(): OrderQuantityMessageId | null {
    if (this.quantityText.trim() === '') return null;
    return validatePositionQuantity(normalizeQuantityInput(this.quantityText, this.locale, { final: true }), HOSE_POSITION, undefined);
  }

  setQuantity(text: string): void {
    this.quantityText = text;
    this.addedToCart = false;
  }

  /** A valid length and quantity, all three parts defined and the server's id and price: the only assemblies sold. */
  get canAddToCart(): boolean {
    return this.completed && (this.lengthCheck?.valid ?? true) && this.productId !== null && this.price !== null && this.quantity !== null;
  }

  // ---- the server's answers --------------------------------------------------------------------------

  /**
   * What the server says of the completed configuration: its custom product id (the SC code, requested on
   * completion: docs/rules/states-and-transitions.md#hose-configurator), the evaluation (delivery time, assembly cost) and the buyer's price of
   * the custom position from the cart price call. Never a browser-computed binding price.
   */
  async evaluate(): Promise<void> {
    const configuration = this.flatConfiguration as Record<string, string>;
    const locale = this.locale === 'en' ? 'en' : 'de';
    const key = JSON.stringify(configuration) + locale;
    if (key === this.evaluationKey) return;
    this.evaluationKey = key;
    this.evaluationStatus = 'loading';
    const [evaluation, id] = await Promise.all([
      this.api.post('/api/configurators/hose/evaluate', { body: { configuration, locale } }),
      this.api.post('/api/product/get/custom-product-id', { body: { configType: 'hose', configuration }, expectedErrors: REFUSAL_CODES }),
    ]);
    if (key !== this.evaluationKey) return;
    if (!evaluation.ok || !id.ok) {
      runInAction(() => {
        this.evaluationStatus = !evaluation.ok || id.status >= 500 || id.status === 0 ? 'error' : 'ready';
        this.evaluation = evaluation.ok ? evaluation.data : null;
        this.refusal = id.ok ? [] : Object.values(id.error.fields ?? {}).length > 0 ? [...new Set(Object.values(id.error.fields ?? {}))] : [id.error.code];
      });
      return;
    }
    const productId = id.data.id;
    const priced = await this.api.post('/api/sales/cart/price', {
      body: { locale, positions: [{ productId, qty: '1', customProductType: 'hose', customConfiguration: configuration }] },
    });
    runInAction(() => {
      if (key !== this.evaluationKey) return;
      this.evaluation = evaluation.data;
      this.productId = productId;
      const line = priced.ok ? priced.data.positions.find((p) => p.productId === productId) : undefined;
      this.price = line ?? null;
      this.refusal = priced.ok ? (priced.data.refusedConfiguredProducts.find((r) => r.productId === productId)?.messageIds ?? []) : [];
      this.evaluationStatus = priced.ok ? 'ready' : 'error';
    });
  }

  /**
   * A code from the link (?hc=) or the code field (docs/rules/validation.md#hose-code-and-length). Empty: nothing happens and nothing is shown;
   * malformed, unknown, or whose parts are no longer available: invalidHoseCodeMessage; otherwise the
   * saved configuration is shown completed.
   */
  async loadCode(code: string): Promise<void> {
    const trimmed = code.trim();
    if (trimmed === '' || trimmed === this.session.savedCode) return;
    if (validateHoseCode(trimmed) !== null) {
      this.refuseCode();
      return;
    }
    this.codeStatus = 'loading';
    const answer = await this.api.post('/api/product/get/custom-product', { body: { productId: trimmed } });
    const stored = answer.ok ? answer.data.customProduct : null;
    if (stored === null || stored === undefined || stored.configType !== 'hose' || !stored.valid) {
      runInAction(() => this.refuseCode());
      return;
    }
    const anyId = Object.entries(stored.configuration).find(([k, v]) => typeof v === 'string' && (k === 'hose.hose' || k.endsWith('.coupling')))?.[1];
    const size = typeof anyId === 'string' ? await this.loadParts({ productId: anyId }) : null;
    const accepted = runInAction(() => {
      if (size === null) {
        this.refuseCode();
        return false;
      }
      this.chosenSize = size;
      const loaded = loadHoseCode(this.session, trimmed, stored.configuration, this.catalogue);
      if (loaded.rejected !== null) {
        this.refuseCode();
        return false;
      }
      this.session = loaded.session;
      this.messageIds = loaded.messageIds;
      this.lengthText = this.displayLength(this.config.hose.length);
      this.lengthCheck = this.checkLength();
      this.codeStatus = 'loaded';
      this.addedToCart = false;
      return true;
    });
    // Awaited: server rendering shows a shared code's price and delivery time in the first paint.
    if (accepted) await this.evaluate();
  }

  private refuseCode(): void {
    this.codeStatus = 'invalid';
    this.messageIds = ['invalidHoseCodeMessage'];
  }

  /** Saving shows 'The configuration has been saved', saving again 'The configuration has already been saved' (docs/rules/states-and-transitions.md#hose-configurator). */
  save(): string | null {
    if (this.productId === null || !this.completed) return null;
    // A complete assembly with a part open again is completed by the core's own rule (hoseStateOf).
    const session = { ...this.session, state: hoseStateOf(this.config, this.catalogue) };
    const transition = markHoseSaved(session, this.productId);
    this.session = transition.session;
    this.messageIds = transition.messageIds;
    return transition.rejected === null ? this.productId : null;
  }

  /** The completed assembly into the cart as a custom position (the server prices it again). */
  addToCart(): boolean {
    const quantity = this.quantity;
    if (!this.canAddToCart || this.productId === null || quantity === null) return false;
    this.cart.add(this.productId, quantity, { customProductType: 'hose', customConfiguration: { ...this.flatConfiguration } });
    this.addedToCart = true;
    return true;
  }
}

/** The refusals of the custom-product-id call that are business answers, not failures (shown, not reported). */
const REFUSAL_CODES: readonly string[] = [...HOSE_MESSAGE_IDS, 'hcConfigurationInvalid', 'customProductInvalid'];

const STORES = new WeakMap<RootStore, HoseConfiguratorStore>();

/** The hose configurator's store of an app (made on first use; the page and the route prefetch share it). */
export function hoseConfiguratorOf(root: RootStore): HoseConfiguratorStore {
  let store = STORES.get(root);
  if (store === undefined) {
    store = new HoseConfiguratorStore(root.api, root.cart);
    STORES.set(root, store);
  }
  return store;
}
