import { makeAutoObservable, runInAction } from 'mobx';
import {
  formatQuantityForLocale,
  chooseEjectorOption,
  chooseEjectorSolution,
  ejectorDrawingLabel,
  ejectorSteps,
  ejectorToleranceHint,
  ejectorTypeOf,
  ejectorValidLengths,
  formatValidLengths,
  isEjectorComplete,
  restartEjector,
  setEjectorDimension,
  setEjectorLength,
  toStoredEjectorConfiguration,
  validateEjectorCode,
  validateEjectorConfiguration,
  validateEjectorLength,
  type EjectorArticle,
  type EjectorCatalogue,
  type EjectorChoiceStep,
  type EjectorConfiguration,
  type EjectorCornerRadius,
  type EjectorDimensionField,
  type EjectorHeadShape,
  type EjectorLengthCheck,
  type EjectorMaterial,
  type EjectorSolutionKind,
  type EjectorStepsView,
  type EjectorType,
  type StoredEjectorConfiguration,
} from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { AnswerData, Operation, ShopApi } from '../api/client';
import type { EjectorDrawingInput } from '../components/configurators/ejector/ejector-drawing';

export type EjectorOptions = AnswerData<Operation<'/api/configurators/ejector/options', 'get'>>;
export type EjectorDimensionTable = AnswerData<Operation<'/api/configurators/ejector/dimensions', 'get'>>;
export type EjectorSolutionsAnswer = AnswerData<Operation<'/api/configurators/ejector/solutions', 'get'>>;
export type EjectorSolution = EjectorSolutionsAnswer['solutions'][number];
export type EjectorCadValues = EjectorDimensionTable['cadValues'][number];
export type EjectorCartLine = AnswerData<Operation<'/api/sales/cart/price', 'post'>>['positions'][number];

/** What the store needs of the cart: its positions, adding a configured position, changing a quantity. */
export interface EjectorCartPort {
  readonly cart: { readonly positions: readonly { readonly productId: string; readonly qty: string; readonly customProductType?: string | null }[] } | null;
  add(productId: string, qty: string, options: { customProductType?: string | null; customConfiguration?: unknown }): void;
  updateQuantity(productId: string, qty: string, customProductType?: string | null): void;
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** What the drawing shows of the configuration, with its label. */
export type EjectorDrawingData = EjectorDrawingInput & { readonly label: string };

/** The choice steps' values as the API takes them. */
interface Choices {
  type: EjectorType;
  material: EjectorMaterial;
  headShape?: EjectorHeadShape;
  cr?: EjectorCornerRadius;
}

function choicesOf(config: EjectorConfiguration): Choices {
  const out: Record<string, string> = {};
  for (const entry of config.selection) out[entry.step] = entry.value;
  return out as unknown as Choices;
}

const tableKey = (choices: Choices, locale: string) => `${locale}|${choices.type}|${choices.headShape ?? choices.cr ?? ''}|${choices.material}`;

function toArticle(a: EjectorDimensionTable['articles'][number]): EjectorArticle {
  return {
    id: a.id,
    type: a.type as EjectorType,
    headShape: a.headShape as EjectorHeadShape,
    material: a.material as EjectorMaterial,
    ...(a.cornerRadius !== undefined ? { cornerRadius: a.cornerRadius as EjectorCornerRadius } : {}),
    diameter: a.diameter,
    length: a.length,
    ...(a.a !== undefined ? { a: a.a } : {}),
    ...(a.b !== undefined ? { b: a.b } : {}),
    ...(a.l2 !== undefined ? { l2: a.l2 } : {}),
    priceCents: a.priceCents,
    stock: a.stock,
    procurementDays: a.procurementDays,
  };
}

/**
 * The ejector configurator page's state (docs/rules/states-and-transitions.md#ejector-configurator), on the pure core of
 * libs/domain/src/configurators/ejector.ts: the core decides steps, options, automatic choices, the
 * dependent resets, valid lengths and completion. The store holds only what the page needs per step — the
 * option table of the choice steps and the dimension table of the current choices, loaded from the data API
 * (GET /api/configurators/ejector/…) — never the whole catalogue. A valid length asks the server for the
 * solutions with their prices and days; the page shows the server's figures.
 */
export class EjectorConfiguratorStore {
  locale: Locale = 'de';
  status: Status = 'idle';
  options: EjectorOptions | null = null;
  /** Dimension tables by choices and locale (going back and forth loads each once). */
  private readonly tables = new Map<string, EjectorDimensionTable>();
  /** Key of the table the configuration's choices use, once loaded. */
  tableKey: string | null = null;
  tableStatus: Status = 'idle';
  config: EjectorConfiguration = restartEjector({ articles: [], shortening: null, antiRotation: null });
  /** The length as typed (the core keeps it only once the dimensions are complete). */
  lengthText = '';
  solutionsStatus: Status = 'idle';
  solutions: EjectorSolutionsAnswer | null = null;
  /** Pieces wanted: decides whether a base article is in stock. */
  quantity = 1;
  /** The step whose heading takes the focus next (the page moves it there after a choice). */
  focusStep: string | null = null;
  /** The AC code of the completed configuration (the custom product id the server gave it). */
  code: string | null = null;
  codeStatus: Status = 'idle';
  /** The server's price line of the completed configuration as a cart position (name, summary, price). */
  priceLine: EjectorCartLine | null = null;
  priceStatus: Status = 'idle';
  /** A code that could not be loaded: ecInvalidEjectorCodeMessage. */
  codeError: 'ecInvalidEjectorCodeMessage' | null = null;
  /** The code being loaded (from the page's ?ec= or the code field). */
  loadingCode: string | null = null;
  /** Set for 2 s after an add to cart (spec: add-to-cart confirmation 2 s). */
  added = false;
  private sequence = 0;
  private solutionsSequence = 0;
  private completionSequence = 0;
  private addedTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly api: ShopApi,
    private readonly cart: EjectorCartPort | null = null,
  ) {
    makeAutoObservable<EjectorConfiguratorStore, 'api' | 'cart' | 'tables' | 'sequence' | 'solutionsSequence' | 'completionSequence' | 'addedTimer'>(
      this,
      { api: false, cart: false, tables: false, sequence: false, solutionsSequence: false, completionSequence: false, addedTimer: false },
      { autoBind: true },
    );
  }

  // ---- what the page reads ----------------------------------------------------------------------------

  /** The rules' data the browser has: the option table, the services and the current dimension table. */
  get catalogue(): EjectorCatalogue {
    const o = this.options;
    const table = this.tableKey !== null ? this.tables.get(this.tableKey) : undefined;
    return {
      choices: (o?.choices ?? []).map((c) => ({
        type: c.type as EjectorType,
        headShape: c.headShape as EjectorHeadShape,
        material: c.material as EjectorMaterial,
        ...(c.cornerRadius !== undefined ? { cornerRadius: c.cornerRadius as EjectorCornerRadius } : {}),
      })),
      articles: (table?.articles ?? []).map(toArticle),
      shortening: o?.shortening
        ? { serviceId: o.shortening.serviceId, priceCents: o.shortening.priceCents, diameterBorder: o.shortening.diameterBorder, minLengthSmall: o.shortening.minLengthSmall, minLengthLarge: o.shortening.minLengthLarge }
        : null,
      antiRotation: o?.antiRotation ? { serviceId: o.antiRotation.serviceId, priceCents: o.antiRotation.priceCents, maxLength: o.antiRotation.maxLength } : null,
    };
  }

  get table(): EjectorDimensionTable | null {
    return this.tableKey !== null ? (this.tables.get(this.tableKey) ?? null) : null;
  }

  get steps(): EjectorStepsView {
    return ejectorSteps(this.config, this.catalogue);
  }

  get completed(): boolean {
    return isEjectorComplete(this.config);
  }

  /** The flat configuration once complete (what the cart and the code carry). */
  get stored(): StoredEjectorConfiguration | null {
    return toStoredEjectorConfiguration(this.config);
  }

  /** The typed length checked by the core (message ecInvalidLength with the valid lengths, or the tolerance). */
  get lengthCheck(): EjectorLengthCheck | null {
    if (this.steps.currentStep !== 'dimensions' || this.steps.dimensionFields.some((f) => f.value === undefined)) return null;
    return validateEjectorLength(this.config, this.lengthText, this.catalogue, this.locale);
  }

  /** Every valid length of the chosen dimensions, written like "5mm, 10-20mm" in the locale ('' before). */
  get validLengths(): string {
    return formatValidLengths(ejectorValidLengths(this.config, this.catalogue), this.locale);
  }

  get tolerance(): string | null {
    return ejectorToleranceHint(this.config, this.catalogue);
  }

  get drawingLabel(): string | null {
    return ejectorDrawingLabel(this.config, this.locale);
  }

  /** The chosen solution (from the server's answer), once one is chosen. */
  get chosenSolution(): EjectorSolution | null {
    const base = this.config.baseProduct;
    if (base === undefined || this.solutions === null) return null;
    return this.solutions.solutions.find((s) => s.articleId === base && s.shortenId === this.config.shortenId && s.antiRotationId === this.config.antiRotationId) ?? null;
  }

  get drawing(): EjectorDrawingData | null {
    const type = ejectorTypeOf(this.config);
    const diameter = this.config.diameter;
    if (type === undefined || diameter === undefined) return null;
    const { a, b, l2 } = this.config.cadData;
    const head = this.config.selection.find((e) => e.step === 'headShape')?.value;
    return {
      type,
      antiRotation: head === 'cylinderAntiRotation',
      countersunk: head === 'countersunk',
      diameter,
      length: this.config.lengthState === 'valid' ? (this.config.length ?? null) : null,
      ...(a !== undefined ? { a } : {}),
      ...(b !== undefined ? { b } : {}),
      ...(l2 !== undefined ? { l2 } : {}),
      cad: this.table?.cadValues.find((c) => c.diameter === diameter) ?? null,
      label: this.drawingLabel ?? '',
    };
  }

  /** Label of an attribute value in the locale (catalogue data), the code when unknown. */
  label(attribute: 'ejectorType' | 'headShape' | 'cornerRadius' | 'material' | 'hardness', code: string): string {
    return this.options?.labels[attribute]?.[code] ?? code;
  }

  // ---- loading --------------------------------------------------------------------------------------------

  /** Loads the option table in the locale (the page's first data; server rendering waits for it). */
  async load(locale: Locale): Promise<void> {
    if (this.status === 'ready' && this.locale === locale) return;
    this.locale = locale;
    this.status = 'loading';
    const result = await this.api.get('/api/configurators/ejector/options', { params: { query: { locale } } });
    runInAction(() => {
      if (this.locale !== locale) return;
      if (!result.ok) {
        this.status = 'failed';
        return;
      }
      const first = this.options === null;
      this.options = result.data;
      this.status = 'ready';
      if (first) this.config = restartEjector(this.catalogue);
    });
    // Another locale: the dimension table's names, the solutions' texts and the price line's name follow.
    if (this.steps.currentStep === 'dimensions' || this.completed) {
      await this.ensureTable(choicesOf(this.config));
      if (this.config.lengthState === 'valid') await Promise.all([this.fetchSolutions(), this.code !== null ? this.priceCompleted() : undefined]);
    }
  }

  /** The page's first data: the options, and the saved configuration of a code (`?ec=AC…`) when one is given. */
  async open(locale: Locale, code: string | null): Promise<void> {
    await this.load(locale);
    if (code !== null && code.trim() !== '' && code.trim().toUpperCase() !== this.code) await this.loadCode(code);
  }

  private async ensureTable(choices: Choices): Promise<boolean> {
    const key = tableKey(choices, this.locale);
    if (this.tables.has(key)) {
      runInAction(() => {
        this.tableKey = key;
        this.tableStatus = 'ready';
      });
      return true;
    }
    runInAction(() => (this.tableStatus = 'loading'));
    const result = await this.api.get('/api/configurators/ejector/dimensions', {
      params: { query: { locale: this.locale, type: choices.type, material: choices.material, ...(choices.headShape ? { headShape: choices.headShape } : {}), ...(choices.cr ? { cr: choices.cr } : {}) } },
    });
    return runInAction(() => {
      if (!result.ok) {
        this.tableStatus = 'failed';
        return false;
      }
      this.tables.set(key, result.data);
      this.tableKey = key;
      this.tableStatus = 'ready';
      return true;
    });
  }

  // ---- transitions ----------------------------------------------------------------------------------------

  /**
   * Chooses a value at a choice step (the current one or an earlier one: later choices are dropped). When
   * the choices are then complete, the dimension table of those choices is loaded first, so the core can
   * choose single-option dimensions at once.
   */
  async choose(step: EjectorChoiceStep, value: string): Promise<void> {
    const sequence = ++this.sequence;
    const withoutTable: EjectorCatalogue = { ...this.catalogue, articles: [] };
    const probe = chooseEjectorOption(this.config, step, value, withoutTable);
    if (probe === this.config) return;
    if (ejectorSteps(probe, withoutTable).currentStep !== 'dimensions') {
      this.apply(probe);
      return;
    }
    const loaded = await this.ensureTable(choicesOf(probe));
    runInAction(() => {
      if (sequence !== this.sequence) return;
      this.apply(loaded ? chooseEjectorOption(this.config, step, value, this.catalogue) : probe);
    });
  }

  private apply(next: EjectorConfiguration): void {
    const before = this.steps.currentStep;
    this.setConfig(next);
    this.lengthText = next.lengthText;
    this.solutions = null;
    this.solutionsStatus = 'idle';
    const after = this.steps.currentStep;
    if (after !== before || after !== 'dimensions') this.focusStep = after;
  }

  /** Sets a dimension (b, a, diameter, l2) with the core's dependent resets; a typed length is checked again. */
  async setDimension(field: EjectorDimensionField, value: string): Promise<void> {
    const next = setEjectorDimension(this.config, field, value, this.catalogue);
    if (next === this.config) return;
    this.setConfig(next.lengthText.trim() !== '' ? setEjectorLength(next, next.lengthText, this.catalogue, this.locale, { quantity: this.quantity }) : next);
    this.solutions = null;
    this.solutionsStatus = 'idle';
    if (this.config.lengthState === 'valid') await this.fetchSolutions();
  }

  /** Takes the typed length; a valid one asks the server for the solutions (spec: valid length triggers them). */
  async setLength(text: string): Promise<void> {
    this.lengthText = text;
    const next = setEjectorLength(this.config, text, this.catalogue, this.locale, { quantity: this.quantity });
    if (next === this.config) return;
    const changed = next.length !== this.config.length || next.lengthState !== this.config.lengthState;
    this.setConfig(next);
    if (!changed) return;
    this.solutions = null;
    this.solutionsStatus = 'idle';
    if (next.lengthState === 'valid') await this.fetchSolutions();
  }

  /** Pieces wanted (a whole number from 1): in stock or not may change the solutions. */
  async setQuantity(quantity: number): Promise<void> {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity === this.quantity) return;
    this.quantity = quantity;
    if (this.config.lengthState !== 'valid') return;
    const chosen = this.config.baseProduct;
    this.setConfig(setEjectorLength(this.config, this.config.lengthText, this.catalogue, this.locale, { quantity }));
    await this.fetchSolutions();
    if (chosen === undefined) return;
    // Keep the chosen base article if it is still one of the solutions.
    const kind = this.solutions?.solutions.find((s) => s.articleId === chosen)?.kind;
    if (kind) this.chooseSolution(kind as EjectorSolutionKind);
  }

  private async fetchSolutions(): Promise<void> {
    const config = this.config;
    const length = config.length;
    if (config.lengthState !== 'valid' || length === undefined || config.diameter === undefined) return;
    const sequence = ++this.solutionsSequence;
    this.solutionsStatus = 'loading';
    const choices = choicesOf(config);
    const { a, b, l2 } = config.cadData;
    const result = await this.api.get('/api/configurators/ejector/solutions', {
      params: {
        query: {
          locale: this.locale,
          type: choices.type,
          material: choices.material,
          ...(choices.headShape ? { headShape: choices.headShape } : {}),
          ...(choices.cr ? { cr: choices.cr } : {}),
          diameter: config.diameter,
          ...(a !== undefined ? { a } : {}),
          ...(b !== undefined ? { b } : {}),
          ...(l2 !== undefined ? { l2 } : {}),
          length,
          ...(this.quantity !== 1 ? { quantity: this.quantity } : {}),
        },
      },
    });
    runInAction(() => {
      if (sequence !== this.solutionsSequence) return;
      if (!result.ok) {
        this.solutionsStatus = 'failed';
        return;
      }
      this.solutions = result.data;
      this.solutionsStatus = 'ready';
      // The server's solutions are the ones offered (same rules, the server's data).
      const ids: Partial<Record<EjectorSolutionKind, string>> = {};
      for (const s of result.data.solutions) ids[s.kind as EjectorSolutionKind] = s.articleId;
      this.config = { ...this.config, standardProduct: ids.standardProduct, cheapestSolution: ids.cheapestSolution, fastestSolution: ids.fastestSolution };
    });
  }

  /**
   * Chooses one of the solutions: the configuration is complete, and the server gives it its code (the
   * custom product id, spec: completion triggers the id request) and prices it as a cart position.
   */
  async chooseSolution(kind: EjectorSolutionKind): Promise<void> {
    const next = chooseEjectorSolution(this.config, kind, this.catalogue, { quantity: this.quantity });
    if (next === this.config) return;
    this.setConfig(next);
    this.focusStep = 'summary';
    await this.complete();
  }

  /** A new configuration: its code and price line no longer apply. */
  private setConfig(next: EjectorConfiguration): void {
    if (next === this.config) return;
    const stored = toStoredEjectorConfiguration(next);
    const same = stored !== null && this.stored !== null && JSON.stringify(stored) === JSON.stringify(this.stored);
    this.config = next;
    if (!same) {
      this.completionSequence++;
      this.code = null;
      this.codeStatus = 'idle';
      this.priceLine = null;
      this.priceStatus = 'idle';
    }
  }

  /** Asks the server for the configuration's code and its price as a cart position. */
  private async complete(): Promise<void> {
    const stored = this.stored;
    if (stored === null) return;
    const sequence = ++this.completionSequence;
    this.codeStatus = 'loading';
    const id = await this.api.post('/api/product/get/custom-product-id', { body: { configType: 'ejector', configuration: { ...stored } }, expectedErrors: ['ecInvalidLength', 'customProductInvalid', 'ecIncompleteConfiguration'] });
    if (sequence !== this.completionSequence) return;
    if (!id.ok) {
      runInAction(() => (this.codeStatus = 'failed'));
      return;
    }
    runInAction(() => {
      this.code = id.data.id;
      this.codeStatus = 'ready';
    });
    await this.priceCompleted(sequence);
  }

  private async priceCompleted(sequence = this.completionSequence): Promise<void> {
    const stored = this.stored;
    const code = this.code;
    if (stored === null || code === null) return;
    runInAction(() => (this.priceStatus = 'loading'));
    const price = await this.api.post('/api/sales/cart/price', {
      body: { locale: this.locale, positions: [{ productId: code, qty: String(this.quantity), customProductType: 'ejector', customConfiguration: { ...stored } }] },
    });
    runInAction(() => {
      if (sequence !== this.completionSequence) return;
      const line = price.ok ? price.data.positions.find((p) => p.productId === code) : undefined;
      this.priceLine = line ?? null;
      this.priceStatus = line ? 'ready' : 'failed';
    });
  }

  /**
   * Puts the completed configuration into the cart as a configured position (its code, type and
   * configuration); the same configuration again adds to that position's quantity (its code is its id).
   */
  addToCart(): boolean {
    const stored = this.stored;
    if (this.cart === null || stored === null || this.code === null) return false;
    const code = this.code;
    const existing = this.cart.cart?.positions.find((p) => p.productId === code && p.customProductType === 'ejector');
    const sum = existing ? Number(existing.qty) + this.quantity : NaN;
    if (existing && Number.isSafeInteger(sum)) this.cart.updateQuantity(code, String(sum), 'ejector');
    else this.cart.add(code, String(this.quantity), { customProductType: 'ejector', customConfiguration: { ...stored } });
    this.added = true;
    if (this.addedTimer) clearTimeout(this.addedTimer);
    this.addedTimer = setTimeout(() => runInAction(() => (this.added = false)), 2000);
    return true;
  }

  /**
   * Loads a saved configuration by its code (docs/rules/validation.md#ejector-code-and-length: 8 characters starting AC, upper-cased): the completed
   * configuration if its products are still available, else ecInvalidEjectorCodeMessage.
   */
  async loadCode(raw: string): Promise<boolean> {
    const checked = validateEjectorCode(raw);
    if (!checked.ok) {
      this.codeError = 'ecInvalidEjectorCodeMessage';
      return false;
    }
    const code = checked.value;
    if (this.code === code && this.completed) {
      this.codeError = null;
      return true;
    }
    const sequence = ++this.sequence;
    this.loadingCode = code;
    this.codeError = null;
    if (this.status !== 'ready') await this.load(this.locale);
    const answer = await this.api.post('/api/product/get/custom-product', { body: { productId: code } });
    const product = answer.ok ? answer.data.customProduct : null;
    const stored = product && product.valid && product.configType === 'ejector' ? product.configuration : null;
    const choices = stored ? replayChoices(stored) : null;
    const loaded = choices !== null && (await this.ensureTable(choices));
    return runInAction(() => {
      if (sequence !== this.sequence) return false;
      this.loadingCode = null;
      const restored = loaded ? validateEjectorConfiguration(stored, this.catalogue, { quantity: this.quantity }) : null;
      if (restored === null || !restored.ok) {
        this.codeError = 'ecInvalidEjectorCodeMessage';
        return false;
      }
      this.setConfig(restored.value.configuration);
      this.lengthText = formatQuantityForLocale(restored.value.configuration.length ?? '', this.locale);
      this.code = code;
      this.codeStatus = 'ready';
      this.solutions = null;
      this.solutionsStatus = 'idle';
      return true;
    }) && (await this.afterCodeLoaded(code));
  }

  private async afterCodeLoaded(code: string): Promise<boolean> {
    const sequence = this.completionSequence;
    await Promise.all([this.fetchSolutions(), this.priceCompleted(sequence)]);
    return this.code === code;
  }

  /** Restart resets everything (docs/rules/states-and-transitions.md#ejector-configurator). */
  restart(): void {
    this.sequence++;
    this.solutionsSequence++;
    this.codeError = null;
    this.setConfig(restartEjector(this.catalogue));
    this.lengthText = '';
    this.solutions = null;
    this.solutionsStatus = 'idle';
    this.focusStep = this.steps.currentStep;
  }

  /** The page moved the focus. */
  focused(): void {
    this.focusStep = null;
  }
}

/** The choice steps of a stored configuration (only its string values; the core checks the rest). */
function replayChoices(stored: Readonly<Record<string, unknown>>): Choices | null {
  const { type, headShape, cr, material } = stored;
  if (typeof type !== 'string' || typeof material !== 'string') return null;
  return {
    type: type as EjectorType,
    material: material as EjectorMaterial,
    ...(typeof headShape === 'string' ? { headShape: headShape as EjectorHeadShape } : {}),
    ...(typeof cr === 'string' ? { cr: cr as EjectorCornerRadius } : {}),
  };
}

const stores = new WeakMap<object, EjectorConfiguratorStore>();

/** The ejector configurator store of a root store (one per app, made on first use; server renders get their own). */
export function ejectorConfiguratorOf(root: { readonly api: ShopApi; readonly cart: EjectorCartPort }): EjectorConfiguratorStore {
  let store = stores.get(root);
  if (store === undefined) {
    store = new EjectorConfiguratorStore(root.api, root.cart);
    stores.set(root, store);
  }
  return store;
}
