/**
 * Product list state in the URL query and pagination (docs/rules/screens-and-routes.md#product-lists-and-filters, docs/rules/states-and-transitions.md#lists-and-filters, docs/rules/constants.md#lists).
 *
 * Query parameters (exact names):
 * - listSearch            search box text (omitted when empty)
 * - listSort              sort option name (omitted when none)
 * - listPage              1-based page number (omitted on the first page; state uses a 0-based pageIndex)
 * - listLayout            'table' or 'grid' (omitted when none)
 * - lf-{attributeId}      multi-select values, ONE parameter with the codes
 *                         comma-joined (',' and '%' inside a code are
 *                         percent-encoded as %2C / %25); when parsing,
 *                         repeated parameters are accepted too
 * - lf-{attributeId}-min  lower bound of a range filter
 * - lf-{attributeId}-max  upper bound of a range filter
 * A key ending in -min / -max is always read as a range bound. Every other
 * query parameter is kept unchanged.
 */
import type { FilterSelection, SelectedFilterValue } from './filters';

export type ListLayout = 'table' | 'grid';

export interface ListState {
  readonly search: string;
  readonly sort?: string;
  /** 0-based page index. */
  readonly pageIndex: number;
  readonly layout?: ListLayout;
  readonly filters: FilterSelection;
}

export const LIST_QUERY_KEYS = Object.freeze({
  search: 'listSearch',
  sort: 'listSort',
  page: 'listPage',
  layout: 'listLayout',
  filterPrefix: 'lf-',
});

/** Number of numbered page links. */
export const PAGINATION_WINDOW = 5;

/** A plain query record (e.g. from a router); values may repeat. */
export type QueryRecord = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Anything with URLSearchParams' forEach works too. */
export interface QueryParamsLike {
  forEach(callback: (value: string, key: string) => void): void;
}

export type QueryInput = QueryRecord | QueryParamsLike;

export const EMPTY_LIST_STATE: ListState = Object.freeze({ search: '', pageIndex: 0, filters: Object.freeze({}) });

function isParamsLike(query: QueryInput): query is QueryParamsLike {
  return typeof (query as { forEach?: unknown }).forEach === 'function';
}

/** Query input as ordered [key, value] pairs. */
function entriesOf(query: QueryInput): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (isParamsLike(query)) {
    query.forEach((value, key) => entries.push([key, value]));
    return entries;
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'string') entries.push([key, value]);
    else for (const v of value) entries.push([key, v]);
  }
  return entries;
}

function encodeCode(code: string): string {
  return code.replace(/%/g, '%25').replace(/,/g, '%2C');
}

function decodeCode(code: string): string {
  return code.replace(/%2C/gi, ',').replace(/%25/g, '%');
}

function isListKey(key: string): boolean {
  return (
    key === LIST_QUERY_KEYS.search ||
    key === LIST_QUERY_KEYS.sort ||
    key === LIST_QUERY_KEYS.page ||
    key === LIST_QUERY_KEYS.layout ||
    key.startsWith(LIST_QUERY_KEYS.filterPrefix)
  );
}

function parseBound(value: string): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads the list state from a query (unknown or invalid values fall back to defaults). */
export function parseListState(query: QueryInput): ListState {
  let search = '';
  let sort: string | undefined;
  let pageIndex = 0;
  let layout: ListLayout | undefined;
  const multi = new Map<string, string[]>();
  const ranges = new Map<string, { min?: number; max?: number }>();

  for (const [key, value] of entriesOf(query)) {
    if (key === LIST_QUERY_KEYS.search) search = value;
    else if (key === LIST_QUERY_KEYS.sort) sort = value === '' ? undefined : value;
    else if (key === LIST_QUERY_KEYS.page) {
      const page = /^\d+$/.test(value) ? Number(value) : 0;
      pageIndex = Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0;
    } else if (key === LIST_QUERY_KEYS.layout) layout = value === 'table' || value === 'grid' ? value : undefined;
    else if (key.startsWith(LIST_QUERY_KEYS.filterPrefix)) {
      const name = key.slice(LIST_QUERY_KEYS.filterPrefix.length);
      const bound = name.endsWith('-min') ? 'min' : name.endsWith('-max') ? 'max' : null;
      if (bound !== null) {
        const id = name.slice(0, -4);
        const n = parseBound(value);
        if (id === '' || n === undefined) continue;
        ranges.set(id, { ...ranges.get(id), [bound]: n });
      } else if (name !== '') {
        const codes = multi.get(name) ?? [];
        for (const code of value.split(',')) {
          const decoded = decodeCode(code);
          if (decoded !== '' && !codes.includes(decoded)) codes.push(decoded);
        }
        multi.set(name, codes);
      }
    }
  }

  const filters: Record<string, SelectedFilterValue> = {};
  for (const [id, values] of multi) if (values.length > 0) filters[id] = { type: 'multiSelect', values };
  for (const [id, range] of ranges) filters[id] = { type: 'range', ...range };
  return {
    search,
    ...(sort !== undefined ? { sort } : {}),
    pageIndex,
    ...(layout !== undefined ? { layout } : {}),
    filters,
  };
}

/**
 * Writes the list state into a query: the existing parameters are kept
 * (minus previous list parameters), list parameters are appended. Default
 * values are omitted. Returns a record suitable for URLSearchParams.
 */
export function serializeListState(state: ListState, existingQuery: QueryInput = {}): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of entriesOf(existingQuery)) {
    if (isListKey(key)) continue;
    const previous = result[key];
    if (previous === undefined) result[key] = value;
    else result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  if (state.search !== '') result[LIST_QUERY_KEYS.search] = state.search;
  if (state.sort !== undefined && state.sort !== '') result[LIST_QUERY_KEYS.sort] = state.sort;
  if (state.pageIndex > 0) result[LIST_QUERY_KEYS.page] = String(state.pageIndex + 1);
  if (state.layout !== undefined) result[LIST_QUERY_KEYS.layout] = state.layout;
  for (const [id, selected] of Object.entries(state.filters)) {
    const key = LIST_QUERY_KEYS.filterPrefix + id;
    if (selected.type === 'multiSelect') {
      if (selected.values.length > 0) result[key] = selected.values.map(encodeCode).join(',');
    } else {
      if (selected.min !== undefined) result[`${key}-min`] = String(selected.min);
      if (selected.max !== undefined) result[`${key}-max`] = String(selected.max);
    }
  }
  return result;
}

/**
 * Builds a query string ("a=1&listPage=2", no leading "?") from a serialised
 * record, percent-encoding keys and values like encodeURIComponent.
 */
export function toQueryString(query: Readonly<Record<string, string | readonly string[]>>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = typeof value === 'string' ? [value] : value;
    for (const v of values) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(v)}`);
  }
  return pairs.join('&');
}

/** What decides whether the page index survives a list update. */
export interface PageContext {
  readonly itemCount: number;
  readonly sort?: string;
  readonly pageIndex: number;
}

/** Page index resets to 0 when the item count or the sort changes; else the next index is kept. */
export function nextPageIndex(prev: PageContext, next: PageContext): number {
  if (prev.itemCount !== next.itemCount || (prev.sort ?? '') !== (next.sort ?? '')) return 0;
  return next.pageIndex;
}

/** When the product set changes, filters and search reset (and the page index). Sort and layout stay. */
export function resetListStateForNewProductSet(state: ListState): ListState {
  return { ...state, search: '', pageIndex: 0, filters: {} };
}

/** Number of pages for an item count (at least 1 page size; 0 items → 0 pages). */
export function pageCount(itemCount: number, pageSize: number): number {
  if (itemCount <= 0 || pageSize <= 0) return 0;
  return Math.ceil(itemCount / pageSize);
}

/**
 * 0-based page indices of the numbered pagination links: a window of `size`
 * (default 5) pages, centred on the current page where possible.
 * paginationWindow(0, 10) → [0,1,2,3,4]; (5, 10) → [3,4,5,6,7]; (9, 10) → [5,6,7,8,9].
 */
export function paginationWindow(pageIndex: number, totalPages: number, size: number = PAGINATION_WINDOW): number[] {
  if (totalPages <= 0 || size <= 0) return [];
  const width = Math.min(size, totalPages);
  const current = Math.min(Math.max(0, Math.floor(pageIndex)), totalPages - 1);
  const start = Math.min(Math.max(0, current - Math.floor((width - 1) / 2)), totalPages - width);
  return Array.from({ length: width }, (_, k) => start + k);
}
