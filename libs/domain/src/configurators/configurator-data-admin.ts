/**
 * The configurators' own data as the admin edits it (one data set per configurator), and the checks a
 * proposed data set must pass before it is saved (docs/decisions/0048-configurator-data-admin.md). Every
 * check returns message ids per field path (`parts.3.productId`), never throws; the server runs them on
 * every save and preview, the admin page runs them as the admin types.
 */
import { compareDecimals, parseDecimal, type Decimal } from '../decimal';
import { HOSE_CLASS_IDS, HOSE_PART_KINDS, type HoseClass, type HoseHolderKind, type HosePartKind } from './hose-data';
import { EJECTOR_TYPES, type EjectorType } from './ejector-data';
import { AUTOMATION_PRODUCT_STEPS, HATCH_WIDTHS_MM, type AutomationProductStepId } from './automation';
import { FENCE_PANEL_WIDTHS_MM } from './automation-tables';

/** The three data sets, by configurator. */
export const CONFIGURATOR_DATA_SETS = ['hose', 'ejector', 'automation'] as const;
export type ConfiguratorDataSetName = (typeof CONFIGURATOR_DATA_SETS)[number];

/** Message ids of the checks (translated in libs/i18n/src/areas/admin-configurators.*.ts). */
export const CONFIGURATOR_DATA_MESSAGE_IDS = [
  'cdmProductUnknown',
  'cdmProductWrongKind',
  'cdmDuplicate',
  'cdmCouplingRuleMissing',
  'cdmHoseHolderMissing',
  'cdmAmountInvalid',
  'cdmDaysInvalid',
  'cdmNumberInvalid',
  'cdmRangeInvalid',
  'cdmTextInvalid',
  'cdmServiceIdInvalid',
  'cdmWidthInvalid',
  'cdmZipAreaInvalid',
  'cdmSettingInvalid',
  'cdmQuantityInvalid',
  'cdmDataChanged',
] as const;
export type ConfiguratorDataMessageId = (typeof CONFIGURATOR_DATA_MESSAGE_IDS)[number];

/** Field path → message id; empty: the data set may be saved. */
export type ConfiguratorDataProblems = Record<string, ConfiguratorDataMessageId>;

// ---- hose ---------------------------------------------------------------------------------------------------

export interface HoseDataPart {
  readonly productId: string;
  /** The hose classes the part can be assembled with; null: every class. */
  readonly fitsHoseClasses: readonly HoseClass[] | null;
  readonly directional: boolean;
  /** Preference: lower first. */
  readonly sort: number;
}

export interface HoseDataCouplingRule {
  readonly couplingType: string;
  readonly screwFittingNotNeeded: boolean;
  readonly hoseHolder: HoseHolderKind | null;
}

export interface HoseDataClassRule {
  readonly hoseClass: HoseClass;
  readonly screwFittingRequired: boolean;
  readonly hoseHolderRequired: boolean;
}

export interface HoseDataCosts {
  readonly baseCents: number;
  readonly perEndElastomerCents: number;
  readonly perEndStainlessCents: number;
  readonly perEndInsulationCents: number;
  readonly assemblyDays: number;
}

export interface HoseDataSet {
  readonly parts: readonly HoseDataPart[];
  readonly couplingRules: readonly HoseDataCouplingRule[];
  readonly classRules: readonly HoseDataClassRule[];
  readonly costs: HoseDataCosts;
}

/** What the catalogue says of an article a data set names (undefined: no such article). */
export interface ConfiguratorArticleFacts {
  /** The catalogue's product type id (for hose parts one of HOSE_PART_KINDS). */
  readonly typeId: string;
  /** Couplings: their coupling type. */
  readonly couplingType?: string;
}

export type ArticleLookup = (productId: string) => ConfiguratorArticleFacts | undefined;

const MAX_CENTS = 100_000_000; // 1,000,000.00 per piece or per end

function isCents(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CENTS;
}

function duplicates<T>(rows: readonly T[], key: (row: T) => string, path: (i: number) => string, problems: ConfiguratorDataProblems): void {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const k = key(row);
    if (seen.has(k)) problems[path(i)] = 'cdmDuplicate';
    seen.add(k);
  });
}

/**
 * A proposed hose data set: every part a known article of a hose part kind, once; every coupling's coupling
 * type has a rule (else the core would silently fall back to its default); a rule whose hose holder is a
 * socket needs a socket among the parts; a hose class ruled once; costs whole cents, not negative; assembly
 * days 0–365.
 */
export function validateHoseDataSet(data: HoseDataSet, article: ArticleLookup): ConfiguratorDataProblems {
  const problems: ConfiguratorDataProblems = {};
  const kinds: ReadonlySet<string> = new Set(HOSE_PART_KINDS);
  const ruled = new Set(data.couplingRules.map((r) => r.couplingType));
  const partKinds = new Set<HosePartKind>();
  data.parts.forEach((part, i) => {
    const facts = article(part.productId);
    if (facts === undefined) problems[`parts.${i}.productId`] = 'cdmProductUnknown';
    else if (!kinds.has(facts.typeId)) problems[`parts.${i}.productId`] = 'cdmProductWrongKind';
    else {
      partKinds.add(facts.typeId as HosePartKind);
      if (facts.typeId === 'coupling' && !ruled.has(facts.couplingType ?? '')) problems[`parts.${i}.productId`] = 'cdmCouplingRuleMissing';
    }
    if (part.fitsHoseClasses !== null && part.fitsHoseClasses.some((c) => !(HOSE_CLASS_IDS as readonly string[]).includes(c))) {
      problems[`parts.${i}.fitsHoseClasses`] = 'cdmTextInvalid';
    }
    if (!Number.isInteger(part.sort) || Math.abs(part.sort) > 1_000_000) problems[`parts.${i}.sort`] = 'cdmNumberInvalid';
  });
  duplicates(data.parts, (p) => p.productId, (i) => `parts.${i}.productId`, problems);
  data.couplingRules.forEach((rule, i) => {
    if (rule.couplingType.trim() === '' || rule.couplingType.length > 40) problems[`couplingRules.${i}.couplingType`] = 'cdmTextInvalid';
    if (rule.hoseHolder === 'socketForHose' && !partKinds.has('socketForHose')) problems[`couplingRules.${i}.hoseHolder`] = 'cdmHoseHolderMissing';
  });
  duplicates(data.couplingRules, (r) => r.couplingType, (i) => `couplingRules.${i}.couplingType`, problems);
  duplicates(data.classRules, (r) => r.hoseClass, (i) => `classRules.${i}.hoseClass`, problems);
  const c = data.costs;
  for (const key of ['baseCents', 'perEndElastomerCents', 'perEndStainlessCents', 'perEndInsulationCents'] as const) {
    if (!isCents(c[key])) problems[`costs.${key}`] = 'cdmAmountInvalid';
  }
  if (!Number.isInteger(c.assemblyDays) || c.assemblyDays < 0 || c.assemblyDays > 365) problems['costs.assemblyDays'] = 'cdmDaysInvalid';
  return problems;
}

// ---- ejector ------------------------------------------------------------------------------------------------

export interface EjectorDataService {
  readonly kind: 'shortening' | 'antiRotation';
  readonly serviceId: string;
  readonly nameDe: string;
  readonly nameEn: string;
  readonly priceCents: number;
  readonly active: boolean;
  /** Shortening: mm, decimal strings. */
  readonly diameterBorder: string | null;
  readonly minLengthSmall: string | null;
  readonly minLengthLarge: string | null;
  /** Anti-rotation: mm. */
  readonly maxLength: string | null;
}

export interface EjectorDataCadValue {
  readonly type: EjectorType;
  readonly diameter: string;
  readonly l2: string | null;
  readonly shankDiameter: string;
  readonly headDiameter: string;
  readonly headHeight: string;
}

export interface EjectorDataSet {
  readonly services: readonly EjectorDataService[];
  readonly cadValues: readonly EjectorDataCadValue[];
}

/** A positive millimetre figure with at most 2 decimals, below 1,000,000 (the columns' numeric(8,2)). */
function positiveMm(value: string | null): Decimal | null {
  if (value === null) return null;
  const d = parseDecimal(value.trim());
  if (d === null || d.scale > 2 || d.units <= 0n) return null;
  if (compareDecimals(d, { units: 1_000_000n, scale: 0 }) >= 0) return null;
  return d;
}

/**
 * A proposed ejector data set: each service kind once, an id of letters, digits, `.`, `_`, `-`, names 1–200
 * characters, price whole cents; shortening needs its border and both minimum lengths (the small minimum not
 * above the large one), anti-rotation its maximum length, which must lie above the shortening's small minimum
 * (else no length could be machined: the ranges would not overlap); CAD rows once per type and diameter, all
 * figures positive.
 */
export function validateEjectorDataSet(data: EjectorDataSet): ConfiguratorDataProblems {
  const problems: ConfiguratorDataProblems = {};
  duplicates(data.services, (s) => s.kind, (i) => `services.${i}.kind`, problems);
  duplicates(data.services, (s) => s.serviceId, (i) => `services.${i}.serviceId`, problems);
  let shortSmall: Decimal | null = null;
  data.services.forEach((s, i) => {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(s.serviceId)) problems[`services.${i}.serviceId`] = 'cdmServiceIdInvalid';
    if (s.nameDe.trim() === '' || s.nameDe.length > 200) problems[`services.${i}.nameDe`] = 'cdmTextInvalid';
    if (s.nameEn.trim() === '' || s.nameEn.length > 200) problems[`services.${i}.nameEn`] = 'cdmTextInvalid';
    if (!isCents(s.priceCents)) problems[`services.${i}.priceCents`] = 'cdmAmountInvalid';
    if (s.kind === 'shortening') {
      const border = positiveMm(s.diameterBorder);
      const small = positiveMm(s.minLengthSmall);
      const large = positiveMm(s.minLengthLarge);
      if (border === null) problems[`services.${i}.diameterBorder`] = 'cdmNumberInvalid';
      if (small === null) problems[`services.${i}.minLengthSmall`] = 'cdmNumberInvalid';
      if (large === null) problems[`services.${i}.minLengthLarge`] = 'cdmNumberInvalid';
      if (small !== null && large !== null && compareDecimals(small, large) > 0) problems[`services.${i}.minLengthLarge`] = 'cdmRangeInvalid';
      shortSmall = small;
    } else if (positiveMm(s.maxLength) === null) problems[`services.${i}.maxLength`] = 'cdmNumberInvalid';
  });
  const anti = data.services.findIndex((s) => s.kind === 'antiRotation');
  const max = anti >= 0 ? positiveMm(data.services[anti]!.maxLength) : null;
  if (shortSmall !== null && max !== null && compareDecimals(max, shortSmall) <= 0) problems[`services.${anti}.maxLength`] = 'cdmRangeInvalid';
  data.cadValues.forEach((v, i) => {
    if (!(EJECTOR_TYPES as readonly string[]).includes(v.type)) problems[`cadValues.${i}.type`] = 'cdmTextInvalid';
    for (const key of ['diameter', 'shankDiameter', 'headDiameter', 'headHeight'] as const) {
      if (positiveMm(v[key]) === null) problems[`cadValues.${i}.${key}`] = 'cdmNumberInvalid';
    }
    if (v.l2 !== null && positiveMm(v.l2) === null) problems[`cadValues.${i}.l2`] = 'cdmNumberInvalid';
    if (v.l2 === null && (v.type === 'offset' || v.type === 'flat')) problems[`cadValues.${i}.l2`] = 'cdmNumberInvalid';
  });
  duplicates(
    data.cadValues,
    (v) => `${v.type}|${positiveMm(v.diameter) === null ? v.diameter : String(Number(v.diameter))}`,
    (i) => `cadValues.${i}.diameter`,
    problems,
  );
  return problems;
}

// ---- automation ---------------------------------------------------------------------------------------------

export type AutomationFenceElement = 'panel' | 'post' | 'door' | 'hatch';
export type AutomationServiceKind = 'installation' | 'training' | 'approval' | 'travel';
export type AutomationTravelCountry = 'de' | 'at' | 'ch';

export interface AutomationDataStepArticle {
  readonly step: AutomationProductStepId;
  readonly productId: string;
  readonly maxQty: number | null;
  readonly installationHours: number;
  readonly sort: number;
}

export interface AutomationDataFenceArticle {
  readonly element: AutomationFenceElement;
  /** Panels and hatches: their width in mm; post and door: null. */
  readonly widthMm: number | null;
  readonly productId: string;
}

export interface AutomationDataServiceArticle {
  readonly service: AutomationServiceKind;
  /** Travel: the country; the other services: null. */
  readonly country: AutomationTravelCountry | null;
  /** Travel in Germany: the zip area 0–9; otherwise null. */
  readonly zipArea: number | null;
  readonly productId: string;
}

export interface AutomationDataSettings {
  readonly installationBaseHours: number;
  readonly installationHoursPerFenceElement: number;
  /** Training days the quote counts. */
  readonly trainingDays: number;
}

export interface AutomationDataSet {
  readonly steps: readonly AutomationDataStepArticle[];
  readonly fence: readonly AutomationDataFenceArticle[];
  readonly services: readonly AutomationDataServiceArticle[];
  readonly settings: AutomationDataSettings;
}

/**
 * A proposed automation data set: every article known to the catalogue; a product step's article once per
 * step, its largest quantity 1–999,999 or none, hours 0–10,000; fence panels only in the fence length table's
 * widths, hatches only in the hatch widths, post and door without a width, each element and width once;
 * travel per country (Germany per zip area 0–9), the other services without a country, each once; the settings
 * whole numbers 0–10,000 (training days at least 1: a quote with training must last a day).
 */
export function validateAutomationDataSet(data: AutomationDataSet, article: ArticleLookup): ConfiguratorDataProblems {
  const problems: ConfiguratorDataProblems = {};
  const known = (id: string, path: string) => {
    if (article(id) === undefined) problems[path] = 'cdmProductUnknown';
  };
  data.steps.forEach((s, i) => {
    if (!(AUTOMATION_PRODUCT_STEPS as readonly string[]).includes(s.step)) problems[`steps.${i}.step`] = 'cdmTextInvalid';
    known(s.productId, `steps.${i}.productId`);
    if (s.maxQty !== null && (!Number.isInteger(s.maxQty) || s.maxQty < 1 || s.maxQty > 999_999)) problems[`steps.${i}.maxQty`] = 'cdmQuantityInvalid';
    if (!Number.isInteger(s.installationHours) || s.installationHours < 0 || s.installationHours > 10_000) problems[`steps.${i}.installationHours`] = 'cdmSettingInvalid';
    if (!Number.isInteger(s.sort) || Math.abs(s.sort) > 1_000_000) problems[`steps.${i}.sort`] = 'cdmNumberInvalid';
  });
  duplicates(data.steps, (s) => `${s.step}|${s.productId}`, (i) => `steps.${i}.productId`, problems);
  data.fence.forEach((f, i) => {
    known(f.productId, `fence.${i}.productId`);
    const widths: readonly number[] | null = f.element === 'panel' ? FENCE_PANEL_WIDTHS_MM : f.element === 'hatch' ? HATCH_WIDTHS_MM : null;
    if (widths === null ? f.widthMm !== null : f.widthMm === null || !widths.includes(f.widthMm)) problems[`fence.${i}.widthMm`] = 'cdmWidthInvalid';
  });
  duplicates(data.fence, (f) => `${f.element}|${f.widthMm ?? ''}`, (i) => `fence.${i}.element`, problems);
  data.services.forEach((s, i) => {
    known(s.productId, `services.${i}.productId`);
    if ((s.service === 'travel') !== (s.country !== null)) problems[`services.${i}.country`] = 'cdmTextInvalid';
    const zipOk = s.country === 'de' ? s.zipArea !== null && Number.isInteger(s.zipArea) && s.zipArea >= 0 && s.zipArea <= 9 : s.zipArea === null;
    if (!zipOk) problems[`services.${i}.zipArea`] = 'cdmZipAreaInvalid';
  });
  duplicates(data.services, (s) => `${s.service}|${s.country ?? ''}|${s.zipArea ?? ''}`, (i) => `services.${i}.service`, problems);
  const st = data.settings;
  for (const key of ['installationBaseHours', 'installationHoursPerFenceElement', 'trainingDays'] as const) {
    const v = st[key];
    if (!Number.isInteger(v) || v < 0 || v > 10_000) problems[`settings.${key}`] = 'cdmSettingInvalid';
  }
  if (problems['settings.trainingDays'] === undefined && st.trainingDays < 1) problems['settings.trainingDays'] = 'cdmDaysInvalid';
  return problems;
}

/** True when a check found nothing. */
export function hasNoProblems(problems: ConfiguratorDataProblems): boolean {
  return Object.keys(problems).length === 0;
}

/** Keys in a stable order, so equal data gives equal text whatever order its properties were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The version of a data set: a 53-bit hash (cyrb53) of its canonical text, as 14 hex digits. A save names the
 * version it was edited from; when the stored data no longer has it, somebody saved in between (cdmDataChanged).
 * It needs no column: the data is its own version.
 */
export function configuratorDataVersion(data: unknown): string {
  const text = canonical(data);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
