/**
 * Drafts of the demo catalogue: the structural description of one article (no random figures yet),
 * plus the attribute-value and formatting helpers the product families share.
 */
import { ENUM_VALUE_LABELS } from './catalogue-reference-data';
import type { I18n, LocalisedInfoBoxes, Locale, ProductFile, UnitOfQuantity } from './seed-types';

// ---------------------------------------------------------------------------------------------
// Attribute values
// ---------------------------------------------------------------------------------------------

/** One attribute value as used by a product; shared (cached) between products. */
export interface AttrValue {
  attributeId: string;
  code: string;
  numericValue: number | null;
  label: I18n;
}

const valueCache = new Map<string, AttrValue>();

export function cached(attributeId: string, code: string, make: () => AttrValue): AttrValue {
  const key = `${attributeId}\u0000${code}`;
  let value = valueCache.get(key);
  if (!value) {
    value = make();
    valueCache.set(key, value);
  }
  return value;
}

/** Formats a number for a locale: German uses a decimal comma. No thousands separators. */
export function fmt(n: number, locale: Locale): string {
  const text = String(n);
  return locale === 'de' ? text.replace('.', ',') : text;
}
export const nd = (n: number): string => fmt(n, 'de');
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** An enumerated value; its label comes from ENUM_VALUE_LABELS. */
export function ev(attributeId: string, code: string): AttrValue {
  return cached(attributeId, code, () => {
    const label = ENUM_VALUE_LABELS[attributeId]?.[code];
    if (!label) throw new Error(`No label for attribute value ${attributeId}/${code}`);
    return { attributeId, code, numericValue: null, label };
  });
}

/** A numeric value: code is the plain number, the label the locale-formatted number (the unit is on the attribute). */
export function nv(attributeId: string, n: number, label?: I18n): AttrValue {
  return cached(attributeId, String(n), () => ({
    attributeId,
    code: String(n),
    numericValue: n,
    label: label ?? { de: nd(n), en: String(n) },
  }));
}

export const dnValue = (dn: number): AttrValue => nv('nominalSize', dn, { de: `DN ${dn}`, en: `DN ${dn}` });

/** Whitworth pipe threads by nominal size; numericValue is the size in inches (for sorting). */
export const THREAD_BY_DN: Readonly<Record<number, string>> = {
  6: 'G 1/4',
  8: 'G 1/4',
  10: 'G 3/8',
  13: 'G 1/2',
  16: 'G 1/2',
  20: 'G 3/4',
  25: 'G 1',
  32: 'G 1 1/4',
  40: 'G 1 1/2',
  50: 'G 2',
};
const THREAD_INCHES: Readonly<Record<string, number>> = {
  'G 1/4': 0.25,
  'G 3/8': 0.375,
  'G 1/2': 0.5,
  'G 3/4': 0.75,
  'G 1': 1,
  'G 1 1/4': 1.25,
  'G 1 1/2': 1.5,
  'G 2': 2,
};
export const threadValue = (thread: string): AttrValue =>
  cached('thread', thread, () => ({ attributeId: 'thread', code: thread, numericValue: THREAD_INCHES[thread], label: { de: thread, en: thread } }));

/** Temperature range value; numericValue is the upper limit so ranges sort by heat resistance. */
export const tempValue = (min: number, max: number): AttrValue =>
  cached('temperatureRange', `${min}/${signed(max)}`, () => ({
    attributeId: 'temperatureRange',
    code: `${min}/${signed(max)}`,
    numericValue: max,
    label: { de: `${min} bis ${signed(max)}`, en: `${min} to ${signed(max)}` },
  }));

// ---------------------------------------------------------------------------------------------
// Drafts
// ---------------------------------------------------------------------------------------------

/** Scales the random stock figures of a product. */
export type StockProfile = 'metre' | 'smallPart' | 'part' | 'ejector' | 'machine' | 'service' | 'bulk';

/**
 * Group keys for related products. `member` are the groups this product belongs to; the three lists
 * name groups to draw related article numbers from (interleaved, first groups first).
 */
export interface RelationSpec {
  member: readonly string[];
  fitsTo: readonly string[];
  similar: readonly string[];
  combinable: readonly string[];
  /** Article numbers put first into `similar` (e.g. the base article of a pack). */
  similarIds?: readonly string[];
}

export interface Draft {
  id: string;
  typeId: string;
  categoryId: string;
  extraCategoryIds: readonly string[];
  imageKey: string;
  name: I18n;
  /** 2 or 3 sentences per locale. */
  description: { de: string[]; en: string[] };
  shortDescription: I18n;
  synonyms: { de: readonly string[]; en: readonly string[] };
  attrs: AttrValue[];
  unit: UnitOfQuantity;
  packagingUnit: number;
  priceUnit: number;
  /** Indicative net price per price unit in cents; the generator spreads it deterministically by ±6 %. */
  basePriceCents: number;
  weightKg: number;
  pricingGroup: string | null;
  stock: StockProfile;
  onRequest?: boolean;
  cadSource?: 'x' | 'tp';
  drawing?: { key: string; label: I18n };
  files: ProductFile[];
  infoBoxes?: LocalisedInfoBoxes;
  rel: RelationSpec;
  /** May be sold in packaging units (pack variants). */
  packable?: boolean;
}

const fileCache = new Map<string, ProductFile>();
/** A datasheet reference (shared object: rows are plain data and must not be mutated). */
export function datasheet(name: string): ProductFile {
  let file = fileCache.get(name);
  if (!file) fileCache.set(name, (file = { href: `/media/files/${name}.pdf`, name: `${name}.pdf`, filetype: 'pdf' }));
  return file;
}
export const DRAWING_LABEL: I18n = { de: 'Maßzeichnung', en: 'Dimensional drawing' };
export const dn3 = (dn: number): string => String(dn).padStart(3, '0');
export const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
export const roundHalf = (x: number): number => Math.round(x * 2) / 2;
export const roundTo = (x: number, step: number): number => Math.round(x / step) * step;

