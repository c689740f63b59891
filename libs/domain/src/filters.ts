/**
 * Product list filters (docs/rules/screens-and-routes.md#product-lists-and-filters, docs/rules/states-and-transitions.md#lists-and-filters,
 * docs/rules/validation.md#range-filters, docs/rules/constants.md#lists).
 *
 * Item shape (what the list passes in):
 *
 *   interface FilterableItem {
 *     id: string;
 *     // attributeId → the item's values of that attribute (usually one)
 *     attributes: Record<string, Array<{ code: string; label: string; numeric?: number }>>;
 *   }
 *
 * `code` identifies an option (it goes into the URL), `label` is the
 * localised display text, `numeric` the numeric value if known. Without
 * `numeric`, a label that is a plain number ("12", "2,5", "0.75") or a fraction
 * of the spec's table ("1/2" → 0.5) counts as numeric.
 */
import { collatorFor } from './collation';
import { fractionToDecimal } from './money';

export interface AttributeValue {
  readonly code: string;
  readonly label: string;
  readonly numeric?: number;
}

export interface FilterableItem {
  readonly id: string;
  readonly attributes: Readonly<Record<string, readonly AttributeValue[] | undefined>>;
}

export type FilterType = 'multiSelect' | 'range';

/** Which attributes are offered as filters (from the product category's filter config). */
export interface FilterAttributeDef {
  readonly id: string;
  /** Heading to show (a label or a translation id, passed through). */
  readonly heading: string;
  readonly type: FilterType;
  readonly measuringUnit?: string;
  readonly currency?: string;
}

/** Lists shorter than this get no filters. */
export const FILTER_MIN_ITEMS = 5;
/** A multi-select dropdown with more options than this uses two columns. */
export const FILTER_TWO_COLUMNS_ABOVE = 40;
/** A multi-select dropdown with fewer options than this is disabled. */
export const FILTER_MIN_OPTIONS = 2;

export interface FilterOption {
  readonly value: string;
  readonly label: string;
  /** Number of list items having this value. */
  readonly count: number;
  readonly numeric?: number;
}

export interface MultiSelectFilter {
  readonly id: string;
  readonly heading: string;
  readonly type: 'multiSelect';
  readonly options: readonly FilterOption[];
  readonly selectedValues: readonly string[];
  readonly disabled: boolean;
  readonly columns: 1 | 2;
  readonly measuringUnit?: string;
  readonly currency?: string;
}

export interface RangeFilter {
  readonly id: string;
  readonly heading: string;
  readonly type: 'range';
  readonly min: number;
  readonly max: number;
  readonly selectedMin?: number;
  readonly selectedMax?: number;
  readonly disabled: boolean;
  readonly measuringUnit?: string;
  readonly currency?: string;
}

export type ListFilter = MultiSelectFilter | RangeFilter;

export type SelectedFilterValue =
  | { readonly type: 'multiSelect'; readonly values: readonly string[] }
  | { readonly type: 'range'; readonly min?: number; readonly max?: number };

/** Active filters by attribute id. */
export type FilterSelection = Readonly<Record<string, SelectedFilterValue>>;

const NUMERIC_LABEL = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/** Numeric value of an attribute value, or undefined (see module comment). */
export function attributeNumericValue(value: AttributeValue): number | undefined {
  if (typeof value.numeric === 'number' && Number.isFinite(value.numeric)) return value.numeric;
  const label = value.label.trim();
  if (NUMERIC_LABEL.test(label)) return Number(label.replace(',', '.'));
  const fraction = fractionToDecimal(label);
  return fraction === undefined ? undefined : Number(fraction);
}

function optionsFor(items: readonly FilterableItem[], attributeId: string): FilterOption[] {
  const byCode = new Map<string, { label: string; count: number; numeric?: number }>();
  for (const item of items) {
    const values = item.attributes[attributeId];
    if (values === undefined) continue;
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value.code)) continue;
      seen.add(value.code);
      const entry = byCode.get(value.code);
      if (entry === undefined) {
        byCode.set(value.code, { label: value.label, count: 1, numeric: attributeNumericValue(value) });
      } else {
        entry.count += 1;
      }
    }
  }
  return [...byCode].map(([code, entry]) => ({
    value: code,
    label: entry.label,
    count: entry.count,
    ...(entry.numeric !== undefined ? { numeric: entry.numeric } : {}),
  }));
}

/** Numeric order if every option is numeric, else alphabetical by locale. */
export function sortFilterOptions(options: readonly FilterOption[], locale: string): FilterOption[] {
  const collator = collatorFor(locale);
  const allNumeric = options.every((option) => option.numeric !== undefined);
  return [...options].sort((a, b) =>
    allNumeric ? a.numeric! - b.numeric! || collator.compare(a.label, b.label) : collator.compare(a.label, b.label),
  );
}

function multiSelectFilter(
  items: readonly FilterableItem[],
  def: FilterAttributeDef,
  locale: string,
  selected: readonly string[],
): MultiSelectFilter {
  const options = sortFilterOptions(
    optionsFor(items, def.id).filter((option) => option.count !== items.length || selected.includes(option.value)),
    locale,
  );
  return {
    id: def.id,
    heading: def.heading,
    type: 'multiSelect',
    options,
    selectedValues: selected,
    disabled: options.length < FILTER_MIN_OPTIONS,
    columns: options.length > FILTER_TWO_COLUMNS_ABOVE ? 2 : 1,
    ...(def.measuringUnit !== undefined ? { measuringUnit: def.measuringUnit } : {}),
    ...(def.currency !== undefined ? { currency: def.currency } : {}),
  };
}

function rangeFilter(
  items: readonly FilterableItem[],
  def: FilterAttributeDef,
  selected: SelectedFilterValue | undefined,
): RangeFilter | null {
  let min = Infinity;
  let max = -Infinity;
  for (const item of items) {
    for (const value of item.attributes[def.id] ?? []) {
      const numeric = attributeNumericValue(value);
      if (numeric === undefined) continue;
      if (numeric < min) min = numeric;
      if (numeric > max) max = numeric;
    }
  }
  if (min === Infinity) return null;
  const range = selected?.type === 'range' ? selected : undefined;
  return {
    id: def.id,
    heading: def.heading,
    type: 'range',
    min,
    max,
    ...(range?.min !== undefined ? { selectedMin: range.min } : {}),
    ...(range?.max !== undefined ? { selectedMax: range.max } : {}),
    disabled: min === max,
    ...(def.measuringUnit !== undefined ? { measuringUnit: def.measuringUnit } : {}),
    ...(def.currency !== undefined ? { currency: def.currency } : {}),
  };
}

/**
 * Derives the filter dropdowns of a list. Pass the product set of the list
 * (before filters are applied) so counts stay stable while selecting.
 * - no filters for lists with fewer than FILTER_MIN_ITEMS (5) items;
 * - multi-select: an option whose count equals the number of items is dropped
 *   (unless it is selected, so it can still be deselected); options sorted
 *   numerically when all are numeric, else alphabetically (Intl.Collator);
 *   fewer than 2 options → disabled; more than 40 → two columns;
 * - range: {min, max} over the numeric values; omitted when no value is
 *   numeric, disabled when min equals max.
 */
export function deriveFilters(
  items: readonly FilterableItem[],
  attributeDefs: readonly FilterAttributeDef[],
  locale: string,
  selection: FilterSelection = {},
): ListFilter[] {
  if (items.length < FILTER_MIN_ITEMS) return [];
  const filters: ListFilter[] = [];
  for (const def of attributeDefs) {
    const selected = selection[def.id];
    if (def.type === 'range') {
      const filter = rangeFilter(items, def, selected);
      if (filter !== null) filters.push(filter);
    } else {
      filters.push(multiSelectFilter(items, def, locale, selected?.type === 'multiSelect' ? selected.values : []));
    }
  }
  return filters;
}

function matches(item: FilterableItem, attributeId: string, selected: SelectedFilterValue): boolean {
  const values = item.attributes[attributeId] ?? [];
  if (selected.type === 'multiSelect') {
    if (selected.values.length === 0) return true;
    return values.some((value) => selected.values.includes(value.code));
  }
  if (selected.min === undefined && selected.max === undefined) return true;
  return values.some((value) => {
    const numeric = attributeNumericValue(value);
    return (
      numeric !== undefined &&
      (selected.min === undefined || numeric >= selected.min) &&
      (selected.max === undefined || numeric <= selected.max)
    );
  });
}

/**
 * Items matching every active filter: within one multi-select attribute any
 * selected value matches (OR); a range matches when one of the item's numeric
 * values lies within [min, max]; different attributes combine with AND.
 */
export function applyFilters<I extends FilterableItem>(items: readonly I[], selection: FilterSelection): I[] {
  const active = Object.entries(selection);
  if (active.length === 0) return [...items];
  return items.filter((item) => active.every(([attributeId, selected]) => matches(item, attributeId, selected)));
}

function withEntry(selection: FilterSelection, attributeId: string, value: SelectedFilterValue | null): FilterSelection {
  const next: Record<string, SelectedFilterValue> = { ...selection };
  if (value === null) delete next[attributeId];
  else next[attributeId] = value;
  return next;
}

/** Selects or deselects one multi-select value; an empty selection removes the filter. */
export function toggleFilterValue(selection: FilterSelection, attributeId: string, code: string): FilterSelection {
  const current = selection[attributeId];
  const values = current?.type === 'multiSelect' ? current.values : [];
  const nextValues = values.includes(code) ? values.filter((v) => v !== code) : [...values, code];
  return withEntry(selection, attributeId, nextValues.length === 0 ? null : { type: 'multiSelect', values: nextValues });
}

/**
 * Sets a range selection. Selecting the full range of the filter (or no
 * bounds) removes the filter (docs/rules/validation.md#range-filters).
 */
export function setRangeSelection(
  selection: FilterSelection,
  filter: Pick<RangeFilter, 'id' | 'min' | 'max'>,
  min: number | undefined,
  max: number | undefined,
): FilterSelection {
  const lower = min === undefined || min <= filter.min ? undefined : min;
  const upper = max === undefined || max >= filter.max ? undefined : max;
  if (lower === undefined && upper === undefined) return withEntry(selection, filter.id, null);
  return withEntry(selection, filter.id, {
    type: 'range',
    ...(lower !== undefined ? { min: lower } : {}),
    ...(upper !== undefined ? { max: upper } : {}),
  });
}

/** Removes one attribute's filter. */
export function clearFilter(selection: FilterSelection, attributeId: string): FilterSelection {
  return withEntry(selection, attributeId, null);
}

/**
 * docs/rules/states-and-transitions.md#lists-and-filters: when the filtered list is empty, every filter that on its
 * own would yield no results is removed. If the remaining filters still yield
 * nothing together (each matches on its own, the combination does not), the
 * last filters in the selection's key order (for a selection read by
 * parseListState: the URL order, multi-select filters first) are removed until
 * the list is not empty.
 * Otherwise the selection is returned unchanged. The filters removed are the
 * keys of the input selection missing from the result.
 */
export function pruneEmptyFilters(items: readonly FilterableItem[], selection: FilterSelection): FilterSelection {
  return pruneSelection(selection, (candidate) => {
    const active = Object.entries(candidate);
    return items.some((item) => active.every(([attributeId, selected]) => matches(item, attributeId, selected)));
  });
}

/**
 * The rule of pruneEmptyFilters for a caller that evaluates the filters itself (e.g. on an index of a
 * large list): `hasMatches(s)` must answer whether applyFilters(items, s) would be non-empty.
 */
export function pruneSelection(selection: FilterSelection, hasMatches: (selection: FilterSelection) => boolean): FilterSelection {
  if (hasMatches(selection)) return selection;
  let next = selection;
  for (const [attributeId, selected] of Object.entries(selection)) {
    if (!hasMatches({ [attributeId]: selected })) next = withEntry(next, attributeId, null);
  }
  const remaining = Object.keys(next);
  while (remaining.length > 1 && !hasMatches(next)) next = withEntry(next, remaining.pop()!, null);
  return next;
}
