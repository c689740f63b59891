import { makeAutoObservable, runInAction, toJS } from 'mobx';
import {
  centsToDecimalString,
  hasNoProblems,
  toCents,
  validateAutomationDataSet,
  validateEjectorDataSet,
  validateHoseDataSet,
  type ConfiguratorDataProblems,
  type ConfiguratorDataSetName,
} from '@shop/domain';
import type { ArticleFacts, ConfiguratorDataApi, DataPreview, DataSets } from './configurator-data-api';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';
type Saved<S extends ConfiguratorDataSetName> = { version: string; data: DataSets[S] };

/** The editable lists of each data set and a new row's defaults. */
export const NEW_ROWS = {
  hose: {
    parts: () => ({ productId: '', fitsHoseClasses: null, directional: false, sort: 0 }),
    couplingRules: () => ({ couplingType: '', screwFittingNotNeeded: false, hoseHolder: 'hoseClip' }),
    classRules: () => ({ hoseClass: 'epdm', screwFittingRequired: false, hoseHolderRequired: true }),
  },
  ejector: {
    services: () => ({ kind: 'antiRotation', serviceId: '', nameDe: '', nameEn: '', priceCents: 0, active: true, diameterBorder: null, minLengthSmall: null, minLengthLarge: null, maxLength: '' }),
    cadValues: () => ({ type: 'straight', diameter: '', l2: null, shankDiameter: '', headDiameter: '', headHeight: '' }),
  },
  automation: {
    steps: () => ({ step: 'robotSelection', productId: '', maxQty: null, installationHours: 0, sort: 0 }),
    fence: () => ({ element: 'panel', widthMm: 500, productId: '' }),
    services: () => ({ service: 'installation', country: null, zipArea: null, productId: '' }),
  },
} as const;

export type ListName<S extends ConfiguratorDataSetName> = keyof (typeof NEW_ROWS)[S] & string;

/** A euro amount as typed ("12,50", "12.5") in cents; undefined when it is not one (no float arithmetic). */
export function euroTextToCents(text: string): number | undefined {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return undefined;
  return toCents(t);
}

/** Cents as the form shows them ("12,50" in German, "12.50" in English). */
export function centsToEuroText(cents: number, locale: string): string {
  const text = centsToDecimalString(cents);
  return locale === 'de' ? text.replace('.', ',') : text;
}

/** A server field path as the page keys it: the DTO's paths start with `data.`, the core's do not. */
function pageKey(path: string): string {
  return path.startsWith('data.') ? path.slice(5) : path;
}

/** The hose configuration the preview evaluates: one coupling at both ends, a hose and its length. */
export interface HoseSample {
  coupling: string;
  /** What joins coupling and hose at both ends (a clip, a screw fitting or a socket); may stay empty. */
  connection: string;
  hose: string;
  length: string;
}

/** The configuration key of an end's connection part by its catalogue kind. */
const CONNECTION_KEYS: Readonly<Record<string, string>> = { hoseClip: 'hoseClip', screwFitting: 'screwFitting', socketForHose: 'socketForHose' };

/**
 * The configurator data page (/shop/konfiguratoren, ADR 0048): one tab per configurator, its data set as an
 * editable copy of what was read (with the version it was read at), the core's check before sending, the
 * server's refusals by field, the preview of the proposed data and the save. Nothing is computed here that
 * the server does not check again.
 */
export class ConfiguratorDataStore {
  tab: ConfiguratorDataSetName = 'hose';
  status: Record<ConfiguratorDataSetName, LoadStatus> = { hose: 'idle', ejector: 'idle', automation: 'idle' };
  saved: { [S in ConfiguratorDataSetName]: Saved<S> | null } = { hose: null, ejector: null, automation: null };
  draft: { [S in ConfiguratorDataSetName]: DataSets[S] | null } = { hose: null, ejector: null, automation: null };
  /** Catalogue facts by article number (what the data names, and what the admin typed since). */
  articles = new Map<string, ArticleFacts>();
  /** Field path → message id of the current tab. */
  problems: Record<string, string> = {};
  /** Money fields as typed (path → text) until they are a valid amount again. */
  moneyText: Record<string, string> = {};
  message: { id: string; kind: 'success' | 'error' } | null = null;
  saving = false;
  previewing = false;
  preview: DataPreview | null = null;
  sample: HoseSample = { coupling: '', connection: '', hose: '', length: '2' };
  /** The ejector preview's pin: like this catalogue article, at this length (mm). */
  ejectorSample = { articleId: '', length: '' };
  /** The automation preview's cell: a saved code (RZ…). */
  automationCode = '';
  /** The parts list shows the rows whose article number or name holds this text (all when empty). */
  partFilter = '';

  constructor(
    private readonly api: ConfiguratorDataApi,
    private readonly locale: 'de' | 'en',
    private readonly onLoggedOut: () => void = () => undefined,
  ) {
    makeAutoObservable<ConfiguratorDataStore, 'api' | 'locale' | 'onLoggedOut'>(this, { api: false, locale: false, onLoggedOut: false });
  }

  start(): void {
    if (this.status[this.tab] === 'idle') void this.load(this.tab);
  }

  stop(): void {
    // Nothing polls; answers arriving after the page is left only fill this store.
  }

  get dirty(): boolean {
    const saved = this.saved[this.tab];
    const draft = this.draft[this.tab];
    return saved !== null && draft !== null && JSON.stringify(toJS(draft)) !== JSON.stringify(saved.data);
  }

  showTab(tab: ConfiguratorDataSetName): void {
    this.tab = tab;
    this.problems = {};
    this.message = null;
    this.preview = null;
    if (this.status[tab] === 'idle' || this.status[tab] === 'error') void this.load(tab);
  }

  async load(set: ConfiguratorDataSetName = this.tab): Promise<void> {
    this.status[set] = 'loading';
    const result = await this.api.read(set);
    runInAction(() => {
      if (!result.ok) {
        if (result.status === 401) this.onLoggedOut();
        this.status[set] = 'error';
        return;
      }
      for (const a of result.data.articles) this.articles.set(a.productId, a);
      (this.saved as Record<string, Saved<ConfiguratorDataSetName>>)[set] = { version: result.data.version, data: result.data.data };
      (this.draft as Record<string, unknown>)[set] = structuredClone(result.data.data);
      this.moneyText = {};
      if (set === this.tab) this.problems = {};
      this.status[set] = 'loaded';
      if (set === 'hose' && this.sample.coupling === '') this.sample = { ...this.sample, ...defaultSample(result.data.data as DataSets['hose'], this.articles) };
    });
  }

  /** Sets one field of the current draft by its path ('parts.3.sort', 'costs.baseCents'); its message goes. */
  setField(path: string, value: unknown): void {
    const draft = this.draft[this.tab];
    if (draft === null) return;
    const keys = path.split('.');
    let node: Record<string, unknown> = draft as unknown as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys[keys.length - 1]!] = value;
    this.clearProblem(path);
  }

  /** A money field as typed: kept as text, the draft holds its cents (NaN while it is no amount, which the check refuses). */
  setMoney(path: string, text: string): void {
    this.moneyText[path] = text;
    this.setField(path, euroTextToCents(text) ?? Number.NaN);
  }

  moneyOf(path: string, cents: number): string {
    return this.moneyText[path] ?? (Number.isFinite(cents) ? centsToEuroText(cents, this.locale) : '');
  }

  addRow(list: string): void {
    const draft = this.draft[this.tab] as unknown as Record<string, unknown[]> | null;
    const make = (NEW_ROWS[this.tab] as Record<string, () => unknown>)[list];
    if (draft === null || make === undefined) return;
    draft[list]!.push(make());
  }

  removeRow(list: string, index: number): void {
    const draft = this.draft[this.tab] as unknown as Record<string, unknown[]> | null;
    if (draft === null) return;
    draft[list]!.splice(index, 1);
    // Paths after the row moved: their messages no longer fit.
    this.problems = {};
    this.moneyText = {};
  }

  /** Undoes every unsaved change of the tab. */
  reset(): void {
    const saved = this.saved[this.tab];
    if (saved === null) return;
    (this.draft as Record<string, unknown>)[this.tab] = structuredClone(toJS(saved.data));
    this.problems = {};
    this.moneyText = {};
    this.message = null;
    this.preview = null;
  }

  setPartFilter(text: string): void {
    this.partFilter = text;
  }

  /** Indexes of the hose parts the list shows (rows added since the read always show: they are being typed). */
  get shownParts(): number[] {
    const parts = (this.draft.hose?.parts ?? []) as DataSets['hose']['parts'];
    const read = this.saved.hose?.data.parts.length ?? 0;
    const term = this.partFilter.trim().toLowerCase();
    return parts
      .map((p, i) => ({ p, i }))
      .filter(({ p, i }) => {
        if (term === '' || i >= read || p.productId.trim() === '') return true;
        const facts = this.articles.get(p.productId);
        return [p.productId, facts?.name.de ?? '', facts?.name.en ?? ''].some((text) => text.toLowerCase().includes(term));
      })
      .map(({ i }) => i);
  }

  setAutomationCode(code: string): void {
    this.automationCode = code;
  }

  setEjectorSample(patch: Partial<{ articleId: string; length: string }>): void {
    this.ejectorSample = { ...this.ejectorSample, ...patch };
  }

  setSample(patch: Partial<HoseSample>): void {
    this.sample = { ...this.sample, ...patch };
  }

  /** Looks an article number up in the catalogue (the page shows its name and kind beside it). */
  async lookUp(productId: string): Promise<void> {
    const id = productId.trim();
    if (id === '' || this.articles.has(id)) return;
    const result = await this.api.article(id);
    if (result.ok && result.data !== null) {
      const facts = result.data;
      runInAction(() => this.articles.set(id, facts));
    }
  }

  /** The core's check of the draft in the browser (the server runs it again). */
  check(): ConfiguratorDataProblems {
    const draft = toJS(this.draft[this.tab]);
    if (draft === null) return {};
    const lookup = (id: string) => this.articles.get(id);
    if (this.tab === 'hose') return validateHoseDataSet(draft as DataSets['hose'], lookup);
    if (this.tab === 'ejector') return validateEjectorDataSet(draft as DataSets['ejector']);
    return validateAutomationDataSet(draft as DataSets['automation'], lookup);
  }

  /** Runs the configurator on the unsaved data (hose: the sample configuration before and after). */
  async runPreview(): Promise<void> {
    const draft = toJS(this.draft[this.tab]);
    if (draft === null) return;
    await this.lookUpAll();
    await Promise.all([this.sample.coupling, this.sample.connection, this.sample.hose].map((id) => this.lookUp(id)));
    this.previewing = true;
    const pin = this.ejectorSample;
    const sample =
      this.tab === 'hose'
        ? { configuration: this.sampleConfiguration(), locale: this.locale }
        : this.tab === 'ejector' && pin.articleId.trim() !== '' && pin.length.trim() !== ''
          ? { articleId: pin.articleId.trim(), length: pin.length.trim(), locale: this.locale }
          : this.tab === 'automation' && this.automationCode.trim() !== ''
            ? { code: this.automationCode.trim(), locale: this.locale }
            : undefined;
    const result = await this.api.preview(this.tab, draft as never, sample);
    runInAction(() => {
      this.previewing = false;
      if (result.ok) {
        this.preview = result.data;
        this.problems = Object.fromEntries(Object.entries(result.data.problems).map(([k, v]) => [pageKey(k), v]));
        this.message = Object.keys(result.data.problems).length === 0 ? null : { id: 'cdmCheckFields', kind: 'error' };
      } else {
        if (result.status === 401) this.onLoggedOut();
        this.problems = Object.fromEntries(Object.entries(result.error.fields ?? {}).map(([k, v]) => [pageKey(k), v]));
        this.message = { id: 'cdmCheckFields', kind: 'error' };
      }
    });
  }

  /** Checks and saves the tab's data set; true when saved. */
  async save(): Promise<boolean> {
    const set = this.tab;
    const saved = this.saved[set];
    const draft = toJS(this.draft[set]);
    if (saved === null || draft === null || this.saving) return false;
    await this.lookUpAll();
    const problems = this.check();
    if (!hasNoProblems(problems)) {
      runInAction(() => {
        this.problems = problems;
        this.message = { id: 'cdmCheckFields', kind: 'error' };
      });
      return false;
    }
    this.saving = true;
    const result = await this.api.save(set, saved.version, draft as never);
    let ok = false;
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        ok = true;
        (this.saved as Record<string, Saved<ConfiguratorDataSetName>>)[set] = { version: result.data.version, data: structuredClone(draft) as never };
        this.problems = {};
        this.moneyText = {};
        this.message = { id: 'cdmSaved', kind: 'success' };
      } else if (result.status === 401) {
        this.onLoggedOut();
      } else if (result.error.code === 'cdmDataChanged') {
        this.message = { id: 'cdmDataChanged', kind: 'error' };
      } else {
        this.problems = Object.fromEntries(Object.entries(result.error.fields ?? {}).map(([k, v]) => [pageKey(k), v]));
        this.message = { id: result.error.code === 'VALIDATION_FAILED' ? 'cdmCheckFields' : 'errorHasOccurred', kind: 'error' };
      }
    });
    return ok;
  }

  /** The flat hose configuration of the sample: the coupling (and its connection) at both ends, the hose and its length. */
  sampleConfiguration(): Record<string, string> {
    const s = this.sample;
    const configuration: Record<string, string> = { 'endA.coupling': s.coupling.trim(), 'hose.hose': s.hose.trim(), 'hose.length': s.length.trim().replace(',', '.'), 'endB.coupling': s.coupling.trim() };
    const key = CONNECTION_KEYS[this.articles.get(s.connection.trim())?.typeId ?? ''];
    if (key !== undefined) {
      configuration[`endA.${key}`] = s.connection.trim();
      configuration[`endB.${key}`] = s.connection.trim();
    }
    return configuration;
  }

  private clearProblem(path: string): void {
    if (path in this.problems) {
      const next = { ...this.problems } as Record<string, string>;
      delete next[path];
      this.problems = next;
    }
  }

  private async lookUpAll(): Promise<void> {
    const draft = this.draft[this.tab] as unknown as Record<string, unknown> | null;
    if (draft === null) return;
    const ids = new Set<string>();
    for (const value of Object.values(draft)) {
      if (Array.isArray(value)) for (const row of value) if (row && typeof (row as { productId?: unknown }).productId === 'string') ids.add((row as { productId: string }).productId.trim());
    }
    await Promise.all([...ids].filter((id) => id !== '' && !this.articles.has(id)).map((id) => this.lookUp(id)));
  }
}

/** A first sample for the hose preview: an elastomer hose with a coupling and a clip of its nominal size (a hose nozzle preferred). */
function defaultSample(data: DataSets['hose'], articles: ReadonlyMap<string, ArticleFacts>): Partial<HoseSample> {
  const facts = data.parts.map((p) => articles.get(p.productId)).filter((a): a is ArticleFacts => a !== undefined);
  for (const hose of facts.filter((a) => a.typeId === 'hose' && (a.hoseClass === 'epdm' || a.hoseClass === 'nbr' || a.hoseClass === 'pvc'))) {
    const sized = facts.filter((a) => a.nominalSize === hose.nominalSize);
    const coupling = sized.find((a) => a.typeId === 'coupling' && a.couplingType === 'hoseNozzle') ?? sized.find((a) => a.typeId === 'coupling');
    const clip = sized.find((a) => a.typeId === 'hoseClip');
    if (coupling !== undefined && clip !== undefined) return { hose: hose.productId, coupling: coupling.productId, connection: clip.productId };
  }
  return {};
}
