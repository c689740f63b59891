import { Injectable } from '@nestjs/common';
import {
  applyFilters,
  attributeNumericValue,
  checkSearchTerm,
  deriveFilters,
  err,
  ok,
  LOCALES,
  pageCount,
  parseListState,
  pruneEmptyFilters,
  pruneSelection,
  searchIndex,
  setRangeSelection,
  type FilterAttributeDef,
  type FilterSelection,
  type FilterableItem,
  type ListFilter,
  type QueryRecord,
  type Result,
  type SearchIndex,
} from '@shop/domain';
import type { AttributeData, Locale } from '../../domain/catalogue-data';
import { CatalogueReadModel } from '../read-model/catalogue-read-model';
import { productSearchIndex, type CatalogueSnapshot, type CategoryRec, type ProductRec } from '../read-model/catalogue-snapshot';
import type { FilterView, ListColumnView, ProductListPageView, SortOptionView } from '../views/catalogue-views';
import { ProductViews } from '../views/product-views';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Filtered and sorted result lists kept per category (most recently used first out). */
const RESULT_CACHE_SIZE = 64;
/** Views of selected multi-select filters kept per category (emptied when full). */
const SELECTED_VIEW_CACHE_SIZE = 256;

/** The sort options of a product list, by option name (listSort). 'relevance' is the category order, or the search score with listSearch. */
export const SORT_OPTIONS: ReadonlyArray<{ name: string; label: Record<Locale, string> }> = [
  { name: 'relevance', label: { de: 'Relevanz', en: 'Relevance' } },
  { name: 'nameAsc', label: { de: 'Name (A–Z)', en: 'Name (A–Z)' } },
  { name: 'nameDesc', label: { de: 'Name (Z–A)', en: 'Name (Z–A)' } },
  { name: 'priceAsc', label: { de: 'Preis aufsteigend', en: 'Price (low to high)' } },
  { name: 'priceDesc', label: { de: 'Preis absteigend', en: 'Price (high to low)' } },
  { name: 'articleNumber', label: { de: 'Artikelnummer', en: 'Article number' } },
];
const DEFAULT_SORT = 'relevance';

export type CategoryListError =
  | { code: 'categoryIdUnknown'; message: string }
  | { code: 'unknownFilter'; message: string; fields: Record<string, string> }
  | { code: 'VALIDATION_FAILED'; message: string; fields: Record<string, string> };

export interface CategoryListAnswer {
  /**
   * Names the page exactly (catalogue version, category, locale, sort, search, filters, page and page
   * size): the HTTP layer may keep its encoded answer under it.
   */
  answerKey: string;
  /** The page's view, built when asked (an answer kept under answerKey needs none). */
  page: () => ProductListPageView;
}

/** Matching positions: the first `length` entries of `list`; `shared` when list is a scratch list (copy to keep). */
interface Positions {
  readonly list: Int32Array;
  readonly length: number;
  readonly shared: boolean;
}

export interface CategoryListRequest {
  categoryId: string;
  locale: Locale;
  /** The list query as sent: listSearch, listSort, listPage (validated by the HTTP layer), lf-… */
  query: QueryRecord;
  pageSize?: number;
}

type PositionedItem = FilterableItem & { readonly pos: number };

interface ListResult {
  /**
   * Item positions (into the category's product list) in answer order: the first `total` entries. A kept
   * result owns them; a one-off result may point into the category's shared scratch lists, valid only
   * until the next list call on the category (run() reads its page before it returns).
   */
  readonly positions: Int32Array;
  readonly total: number;
  readonly filters: FilterView[];
  /** Filters of the request removed because together they left the list empty (docs/rules/states-and-transitions.md#lists-and-filters), by attribute id. */
  readonly removedFilters: string[];
}

/** A finite decimal number as a range bound (lf-{id}-min / -max). */
const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * What a category's list needs, computed on first use per catalogue snapshot: the filterable items, the
 * derived filters per locale, value postings (to narrow a multi-select selection before @shop/domain's
 * applyFilters runs), sort orders and a small cache of filtered result lists.
 */
export class CategoryListIndex {
  readonly items: readonly ProductRec[];
  /** Filter kind by attribute id (the base filters'), per locale: the check of the dynamic lf- keys. */
  private readonly kindsByLocale = new Map<Locale, Map<string, ListFilter['type']>>();
  /** The answer view of each base filter (shared by every answer, so its JSON is written once). */
  private readonly baseViews = new WeakMap<ListFilter, FilterView>();
  /** Views of selected multi-select filters by locale, attribute and codes. */
  private readonly selectedViews = new Map<string, FilterView>();
  readonly filterAttributes: AttributeData[];
  readonly pageSize: number;
  readonly sorts: string[];
  readonly results = new Map<string, ListResult>();
  private readonly seen = new Set<string>();
  private readonly filterItemsByLocale = new Map<Locale, PositionedItem[]>();
  private readonly baseFiltersByLocale = new Map<Locale, ListFilter[]>();
  private readonly orders = new Map<string, { order: Int32Array; rank: Int32Array }>();
  private readonly searchIndexes = new Map<Locale, SearchIndex<ProductRec>>();
  private postings: Map<string, Map<string, Int32Array>> | null = null;
  private readonly numericValues = new Map<string, { values: Float64Array; positions: Int32Array }>();
  private readonly singleNumerics = new Map<string, Float64Array | null>();
  private identity: Int32Array | null = null;
  private scratchMarks: Uint8Array | null = null;
  private scratchPositions: [Int32Array, Int32Array] | null = null;
  private readonly columnAttributes: AttributeData[];

  constructor(
    private readonly snapshot: CatalogueSnapshot,
    readonly category: CategoryRec,
  ) {
    this.items = category.products;
    const present = new Set<string>();
    const typeCounts = new Map<string, { count: number; type: ProductRec['type'] }>();
    for (const p of this.items) {
      for (const v of p.values) present.add(v.attribute.id);
      const t = typeCounts.get(p.type.id);
      if (t) t.count++;
      else typeCounts.set(p.type.id, { count: 1, type: p.type });
    }
    this.filterAttributes = [...snapshot.attributes.values()].filter((a) => a.isFilter && present.has(a.id)).sort((a, b) => a.sort - b.sort);
    const types = [...typeCounts.values()].sort((a, b) => b.count - a.count).map((t) => t.type);
    this.pageSize = types[0]?.additionalInfo.listPageSize ?? DEFAULT_PAGE_SIZE;
    const columnIds: string[] = [];
    for (const t of types) for (const id of t.listItemAttributes) if (present.has(id) && !columnIds.includes(id)) columnIds.push(id);
    this.columnAttributes = columnIds.map((id) => snapshot.attributes.get(id)).filter((a): a is AttributeData => a !== undefined);
    const configured = category.data.sorts.filter((name) => SORT_OPTIONS.some((o) => o.name === name));
    this.sorts = configured.length > 0 ? configured : SORT_OPTIONS.map((o) => o.name);
  }

  private readonly columnsByLocale = new Map<Locale, ListColumnView[]>();
  private readonly sortsByLocale = new Map<Locale, SortOptionView[]>();

  /** The table columns (same array for every answer, so its JSON can be cached). */
  columns(locale: Locale): ListColumnView[] {
    let columns = this.columnsByLocale.get(locale);
    if (!columns) {
      columns = this.columnAttributes.map((a) => ({ attributeId: a.id, heading: a.heading[locale], unit: a.measuringUnit }));
      this.columnsByLocale.set(locale, columns);
    }
    return columns;
  }

  sortOptions(locale: Locale): SortOptionView[] {
    let sorts = this.sortsByLocale.get(locale);
    if (!sorts) {
      sorts = this.sorts.map((name) => ({ name, label: SORT_OPTIONS.find((o) => o.name === name)!.label[locale] }));
      this.sortsByLocale.set(locale, sorts);
    }
    return sorts;
  }

  filterDefs(locale: Locale): FilterAttributeDef[] {
    return this.filterAttributes.map((a) => ({ id: a.id, heading: a.heading[locale], type: a.type, ...(a.measuringUnit !== null ? { measuringUnit: a.measuringUnit } : {}) }));
  }

  filterItems(locale: Locale): PositionedItem[] {
    let list = this.filterItemsByLocale.get(locale);
    if (!list) {
      const attrs = this.snapshot.filterAttributesOf(locale);
      list = this.items.map((p, pos) => ({ id: p.id, attributes: attrs[p.index], pos }));
      this.filterItemsByLocale.set(locale, list);
    }
    return list;
  }

  /** The filters of the whole product set without a selection (@shop/domain deriveFilters). */
  baseFilters(locale: Locale): ListFilter[] {
    let filters = this.baseFiltersByLocale.get(locale);
    if (!filters) {
      filters = deriveFilters(this.filterItems(locale), this.filterDefs(locale), locale);
      this.baseFiltersByLocale.set(locale, filters);
    }
    return filters;
  }

  filterKinds(locale: Locale): Map<string, ListFilter['type']> {
    let kinds = this.kindsByLocale.get(locale);
    if (!kinds) {
      kinds = new Map(this.baseFilters(locale).map((f) => [f.id, f.type]));
      this.kindsByLocale.set(locale, kinds);
    }
    return kinds;
  }

  /**
   * The answer views of filtersFor(): an unselected filter's view is the same object every time, a
   * multi-select filter's view is kept per selected codes (few combinations, reused a lot); range
   * selections vary freely and their views are small, so they are made per answer.
   */
  filterViewsFor(locale: Locale, selection: FilterSelection): FilterView[] {
    return this.baseFilters(locale).map((f) => {
      const selected = selection[f.id];
      if (!selected) {
        let view = this.baseViews.get(f);
        if (view === undefined) this.baseViews.set(f, (view = filterView(f)));
        return view;
      }
      if (f.type !== 'multiSelect' || selected.type !== 'multiSelect') return filterView(this.filterFor(locale, f, selected));
      const key = `${locale}\u0001${f.id}\u0001${selected.values.join('\u0002')}`;
      let view = this.selectedViews.get(key);
      if (view === undefined) {
        if (this.selectedViews.size >= SELECTED_VIEW_CACHE_SIZE) this.selectedViews.clear();
        this.selectedViews.set(key, (view = filterView(this.filterFor(locale, f, selected))));
      }
      return view;
    });
  }

  /**
   * The filters answered for a selection. Options and ranges do not depend on the selection (they are
   * derived from the unfiltered set so counts stay stable); a selected filter is the base filter with its
   * selection, or — when a selected code is not among the base options (deriveFilters keeps a selected
   * option it would otherwise drop) — derived again by @shop/domain with that selection.
   */
  filtersFor(locale: Locale, selection: FilterSelection): ListFilter[] {
    return this.baseFilters(locale).map((f) => {
      const selected = selection[f.id];
      return selected ? this.filterFor(locale, f, selected) : f;
    });
  }

  private filterFor(locale: Locale, f: ListFilter, selected: FilterSelection[string]): ListFilter {
    if (f.type === 'range' && selected.type === 'range') return { ...f, ...(selected.min !== undefined ? { selectedMin: selected.min } : {}), ...(selected.max !== undefined ? { selectedMax: selected.max } : {}) };
    if (f.type === 'multiSelect' && selected.type === 'multiSelect') {
      if (selected.values.every((code) => f.options.some((o) => o.value === code))) return { ...f, selectedValues: selected.values };
      const def = this.filterDefs(locale).find((d) => d.id === f.id)!;
      return deriveFilters(this.filterItems(locale), [def], locale, { [f.id]: selected })[0] ?? f;
    }
    return f;
  }

  /** Positions of the items having one of the codes of an attribute (ascending), from precomputed postings. */
  candidates(attributeId: string, codes: readonly string[]): Int32Array {
    if (this.postings === null) {
      const byAttr = new Map<string, Map<string, number[]>>();
      this.items.forEach((p, pos) => {
        for (const v of p.values) {
          let byCode = byAttr.get(v.attribute.id);
          if (!byCode) byAttr.set(v.attribute.id, (byCode = new Map()));
          const list = byCode.get(v.code);
          if (list === undefined) byCode.set(v.code, [pos]);
          else if (list[list.length - 1] !== pos) list.push(pos);
        }
      });
      this.postings = new Map([...byAttr].map(([id, byCode]) => [id, new Map([...byCode].map(([code, list]) => [code, Int32Array.from(list)]))]));
    }
    const byCode = this.postings.get(attributeId);
    const lists = codes.map((code) => byCode?.get(code)).filter((l): l is Int32Array => l !== undefined);
    if (lists.length === 1) return lists[0];
    const merged = new Set<number>();
    for (const l of lists) for (const pos of l) merged.add(pos);
    return Int32Array.from(merged).sort();
  }

  /**
   * Positions of the items having a numeric value of an attribute within [min, max] (unsorted, may
   * repeat a position), from the items' values sorted once per attribute. Numeric values are read with
   * @shop/domain's attributeNumericValue, as applyFilters reads them.
   */
  rangeCandidates(attributeId: string, min: number | undefined, max: number | undefined, locale: Locale): Int32Array {
    const key = `${attributeId}\u0000${locale}`;
    let sorted = this.numericValues.get(key);
    if (!sorted) {
      const pairs: Array<[number, number]> = [];
      this.items.forEach((p, pos) => {
        for (const v of p.values) {
          if (v.attribute.id !== attributeId) continue;
          const n = attributeNumericValue(v.filterValues[locale][0]);
          if (n !== undefined) pairs.push([n, pos]);
        }
      });
      pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      sorted = { values: Float64Array.from(pairs, (x) => x[0]), positions: Int32Array.from(pairs, (x) => x[1]) };
      this.numericValues.set(key, sorted);
    }
    const { values, positions } = sorted;
    const from = min === undefined ? 0 : lowerBound(values, min);
    const to = max === undefined ? values.length : upperBound(values, max);
    return positions.subarray(from, Math.max(from, to));
  }

  /**
   * Each item's numeric value of an attribute (NaN: none), when no item has more than one; else null
   * (then ranges go through rangeCandidates).
   */
  singleNumeric(attributeId: string, locale: Locale): Float64Array | null {
    const key = `${attributeId}\u0000${locale}`;
    if (!this.singleNumerics.has(key)) {
      const values = new Float64Array(this.items.length).fill(NaN);
      let single = true;
      this.items.forEach((p, pos) => {
        for (const v of p.values) {
          if (v.attribute.id !== attributeId) continue;
          const n = attributeNumericValue(v.filterValues[locale][0]);
          if (n === undefined) continue;
          if (!Number.isNaN(values[pos])) single = false;
          values[pos] = n;
        }
      });
      this.singleNumerics.set(key, single ? values : null);
    }
    return this.singleNumerics.get(key) ?? null;
  }

  /** Category positions in a sort order, and each position's rank in it. */
  order(sort: string, locale: Locale): { order: Int32Array; rank: Int32Array } {
    const key = sort.startsWith('name') ? `${sort}:${locale}` : sort;
    let entry = this.orders.get(key);
    if (!entry) {
      const n = this.items.length;
      const order = new Int32Array(n);
      for (let i = 0; i < n; i++) order[i] = i;
      if (sort !== DEFAULT_SORT) {
        const keys = this.snapshot.sortKey(sort.startsWith('name') ? 'name' : sort.startsWith('price') ? 'price' : 'id', locale);
        const k = new Float64Array(n);
        for (let i = 0; i < n; i++) k[i] = keys[this.items[i].index];
        order.sort((a, b) => k[a] - k[b] || a - b);
        if (sort.endsWith('Desc')) order.reverse();
      }
      const rank = new Int32Array(n);
      for (let r = 0; r < n; r++) rank[order[r]] = r;
      entry = { order, rank };
      this.orders.set(key, entry);
    }
    return entry;
  }

  /**
   * A zeroed mark per item, shared by the calls on this category (they run synchronously, one at a time);
   * the caller must leave it zeroed. Reusing it keeps large per-request buffers — which V8 counts as
   * external memory and answers with full collections of the catalogue heap — out of the hot path.
   */
  marks(): Uint8Array {
    if (this.scratchMarks === null) this.scratchMarks = new Uint8Array(this.items.length);
    return this.scratchMarks;
  }

  /** Two position lists of the list's size, shared like marks(). */
  scratchLists(): [Int32Array, Int32Array] {
    if (this.scratchPositions === null) this.scratchPositions = [new Int32Array(this.items.length), new Int32Array(this.items.length)];
    return this.scratchPositions;
  }

  identityOrder(): Int32Array {
    if (this.identity === null) this.identity = this.order(DEFAULT_SORT, 'de').order;
    return this.identity;
  }

  searchIndex(locale: Locale): SearchIndex<ProductRec> {
    let index = this.searchIndexes.get(locale);
    if (!index) {
      index = productSearchIndex(this.items, locale);
      this.searchIndexes.set(locale, index);
    }
    return index;
  }

  cached(key: string): ListResult | undefined {
    const hit = this.results.get(key);
    if (hit !== undefined) {
      this.results.delete(key);
      this.results.set(key, hit);
    }
    return hit;
  }

  /**
   * Whether a result not in the cache is to be kept: from its second request on. One-off filter
   * combinations are not retained (nor copied out of the scratch lists), so they do not grow the old
   * generation of the (large) catalogue heap towards a full collection.
   */
  keepsNext(key: string): boolean {
    if (this.seen.delete(key)) return true;
    if (this.seen.size >= RESULT_CACHE_SIZE * 4) this.seen.delete(this.seen.values().next().value as string);
    this.seen.add(key);
    return false;
  }

  remember(key: string, result: ListResult): void {
    if (this.results.size >= RESULT_CACHE_SIZE) this.results.delete(this.results.keys().next().value as string);
    this.results.set(key, result);
  }
}

/**
 * The product list of a category (GET /api/catalogue/categories/:id/products): server-side filters,
 * sort, list search and paging over the in-memory read model. Filter derivation, the filter rules,
 * list-state parsing and the search ranking are @shop/domain's; this query only indexes and caches.
 */
@Injectable()
export class CategoryListQuery {
  constructor(
    private readonly readModel: CatalogueReadModel,
    private readonly views: ProductViews,
  ) {
    // After a (re)load: the sort keys and every category's filters in both locales, one category at a
    // time (the largest takes ~0.3 s at 100,000 products). List search indexes stay lazy (memory).
    readModel.addWarmer(async (s, yieldNow) => {
      for (const locale of LOCALES) {
        s.sortKey('name', locale);
        await yieldNow();
      }
      s.sortKey('id', 'de');
      s.sortKey('price', 'de');
      for (const c of s.categories) {
        for (const locale of LOCALES) {
          categoryListIndex(s, c).baseFilters(locale);
          await yieldNow();
        }
      }
    });
  }

  /**
   * The page, and a key naming it exactly (catalogue version, category, locale, sort, search, filters,
   * page and page size) under which the HTTP layer may keep its encoded answer.
   */
  async run(request: CategoryListRequest): Promise<Result<CategoryListAnswer, CategoryListError>> {
    const s = await this.readModel.snapshot();
    const category = s.categoryById.get(request.categoryId);
    if (!category) return err({ code: 'categoryIdUnknown', message: 'No such product category.' });
    const index = categoryListIndex(s, category);
    const { locale } = request;
    const base = index.baseFilters(locale);

    // Dynamic filter keys: only the filters this category offers, numbers for range bounds.
    const unknown: Record<string, string> = {};
    const invalid: Record<string, string> = {};
    const kinds = index.filterKinds(locale);
    for (const [key, raw] of Object.entries(request.query)) {
      if (!key.startsWith('lf-')) continue;
      const name = key.slice(3);
      const bound = /-(min|max)$/.test(name);
      const id = bound ? name.slice(0, -4) : name;
      if (kinds.get(id) !== (bound ? 'range' : 'multiSelect')) {
        unknown[key] = 'unknownFilter';
        continue;
      }
      const values = typeof raw === 'string' ? [raw] : (raw ?? []);
      if (bound && !values.every((v) => NUMBER.test(v.trim()))) invalid[key] = 'invalidFilterValue';
      if (!bound && values.some((v) => v.length > 1000)) invalid[key] = 'invalidFilterValue';
    }
    if (Object.keys(unknown).length > 0) return err({ code: 'unknownFilter', message: 'The list has no such filter.', fields: unknown });
    if (Object.keys(invalid).length > 0) return err({ code: 'VALIDATION_FAILED', message: 'The request is not valid.', fields: invalid });

    const state = parseListState(request.query);
    const sort = state.sort !== undefined && index.sorts.includes(state.sort) ? state.sort : DEFAULT_SORT;
    // Selecting the full range of a range filter removes it (docs/rules/validation.md#range-filters).
    let selection: FilterSelection = state.filters;
    for (const [id, selected] of Object.entries(state.filters)) {
      const filter = base.find((f) => f.id === id);
      if (selected.type === 'range' && filter?.type === 'range') selection = setRangeSelection(selection, filter, selected.min, selected.max);
    }
    const search = checkSearchTerm(state.search) === null ? state.search.trim() : '';

    const key = `${locale}\u0001${sort}\u0001${search}\u0001${selectionKey(selection)}`;
    let result = index.cached(key);
    if (result === undefined) {
      const keep = index.keepsNext(key);
      let applied = selection;
      let positions = this.positions(index, locale, sort, search, selection);
      // Filters that leave the list empty are removed (docs/rules/states-and-transitions.md#lists-and-filters); the answer is the pruned selection's.
      if (positions.length === 0 && Object.keys(selection).length > 0) {
        applied = this.prunedSelection(index, locale, search, selection);
        if (applied !== selection) positions = this.positions(index, locale, sort, search, applied);
      }
      const removedFilters = Object.keys(selection).filter((id) => !(id in applied));
      const list = keep && positions.shared ? positions.list.slice(0, positions.length) : positions.list;
      result = { positions: list, total: positions.length, filters: index.filterViewsFor(locale, applied), removedFilters };
      if (keep) index.remember(key, result);
    }

    const pageSize = request.pageSize ?? index.pageSize;
    const { total } = result;
    const start = state.pageIndex * pageSize;
    // Read now: a one-off result's positions may be a scratch list the next call overwrites.
    const products: ProductRec[] = [];
    for (let k = start; k < Math.min(total, start + pageSize); k++) products.push(index.items[result.positions[k]]);
    const { filters, removedFilters } = result;
    return ok({
      answerKey: `${s.version}\u0001${category.id}\u0001${key}\u0001${state.pageIndex}\u0001${pageSize}`,
      page: () => ({
        items: this.views.listItems(s, products, locale),
        total,
        pageIndex: state.pageIndex,
        pageSize,
        pageCount: pageCount(total, pageSize),
        filters,
        sorts: index.sortOptions(locale),
        sort,
        columns: index.columns(locale),
        removedFilters,
      }),
    });
  }

  /**
   * The selection without the filters that leave the list empty (@shop/domain pruneEmptyFilters), over the
   * category's items — those matching the list search when there is one. When the search alone finds
   * nothing, the filters are not the cause and stay.
   */
  private prunedSelection(index: CategoryListIndex, locale: Locale, search: string, selection: FilterSelection): FilterSelection {
    // Large lists: the same rule (@shop/domain pruneSelection), each trial selection evaluated on the index.
    if (search === '' && index.items.length > DOMAIN_FILTER_LIMIT) return pruneSelection(selection, (s) => anyFilterMatch(index, locale, s));
    const all = index.filterItems(locale);
    if (search === '') return pruneEmptyFilters(all, selection);
    const hits = searchIndex(index.searchIndex(locale), search).hits;
    if (hits.length === 0) return selection;
    return pruneEmptyFilters(
      hits.map((h) => all[h.index]),
      selection,
    );
  }

  private positions(index: CategoryListIndex, locale: Locale, sort: string, search: string, selection: FilterSelection): Positions {
    const active = Object.keys(selection).length > 0;
    // 1. Filters.
    const matched = active ? matchingPositions(index, locale, selection) : null;

    // 2. List search: the catalogue's ranking over the category's products.
    if (search !== '') {
      const hits = searchIndex(index.searchIndex(locale), search).hits;
      let positions = Int32Array.from(hits, (h) => h.index);
      if (matched !== null) {
        const keep = index.marks();
        for (let i = 0; i < matched.length; i++) keep[matched.list[i]] = 1;
        positions = positions.filter((pos) => keep[pos] === 1);
        for (let i = 0; i < matched.length; i++) keep[matched.list[i]] = 0;
      }
      if (sort !== DEFAULT_SORT) {
        const { rank } = index.order(sort, locale);
        positions.sort((a, b) => rank[a] - rank[b]);
      }
      return owned(positions); // by score for relevance
    }

    // 3. Sort.
    if (sort === DEFAULT_SORT) return matched ?? owned(index.identityOrder());
    const { order, rank } = index.order(sort, locale);
    if (matched === null) return owned(order);
    const { list, length } = matched;
    if (length * 16 < order.length) return owned(list.slice(0, length).sort((a, b) => rank[a] - rank[b]));
    // Many matches: walk the sort order, keeping the marked ones, into the scratch list matched is not in.
    const keep = index.marks();
    for (let i = 0; i < length; i++) keep[list[i]] = 1;
    const [scratchA, scratchB] = index.scratchLists();
    const out = list === scratchA ? scratchB : scratchA;
    let k = 0;
    for (let r = 0; r < order.length && k < length; r++) {
      const pos = order[r];
      if (keep[pos] === 1) {
        out[k++] = pos;
        keep[pos] = 0;
      }
    }
    return { list: out, length: k, shared: true };
  }
}

const owned = (list: Int32Array): Positions => ({ list, length: list.length, shared: false });

/**
 * Lists up to this size are filtered by @shop/domain's applyFilters itself; larger ones through the
 * category's value index (see filterPositions). applyFilters costs ~0.3 µs per item and filter (1,400
 * items with two filters: ~0.4 ms of a request); the index answers in microseconds from ~100 items on.
 */
export const DOMAIN_FILTER_LIMIT = 100;

/**
 * Positions (ascending) of the items matching a selection — the rule of @shop/domain's applyFilters:
 * any selected value of one multi-select attribute (OR), a numeric value within [min, max] for a range,
 * all filters together (AND). Up to `limit` items (DOMAIN_FILTER_LIMIT) applyFilters runs as is. For
 * larger lists (100,000 products put 97,000 in one category, where applyFilters costs ~0.3 µs per item
 * and filter) the same rule is evaluated on the category's index, most selective filter first: the value
 * postings of the selected codes, the items whose numeric value (attributeNumericValue, as applyFilters
 * reads it) lies in the range. A unit test checks this against applyFilters for random selections
 * (category-list.query.spec.ts).
 */
export function filterPositions(index: CategoryListIndex, locale: Locale, selection: FilterSelection, limit = DOMAIN_FILTER_LIMIT): Int32Array {
  const { list, length, shared } = matchingPositions(index, locale, selection, limit);
  return shared ? list.slice(0, length) : list;
}

/** filterPositions without the copy: a result in a scratch list is valid until the next call on the category. */
function matchingPositions(index: CategoryListIndex, locale: Locale, selection: FilterSelection, limit = DOMAIN_FILTER_LIMIT): Positions {
  if (index.items.length <= limit) return owned(Int32Array.from(applyFilters(index.filterItems(locale), selection), (item) => item.pos));
  const { list, length, scratch } = narrowOnIndex(index, locale, selection);
  if (list === null) return owned(index.identityOrder());
  // A value posting (one multi-select filter) is immutable and answered as is.
  return { list, length, shared: scratch };
}

/** Whether any item of a (large) list matches a selection, evaluated on the index like filterPositions. */
export function anyFilterMatch(index: CategoryListIndex, locale: Locale, selection: FilterSelection): boolean {
  const { list, length } = narrowOnIndex(index, locale, selection, true);
  return list === null ? index.items.length > 0 : length > 0;
}

/**
 * The matching positions (ascending): the first `length` entries of `list` — a shared scratch list (to be
 * copied before the next call) or a whole value posting —, or list null when no filter is active (all items).
 */
function narrowOnIndex(index: CategoryListIndex, locale: Locale, selection: FilterSelection, existence = false): { list: Int32Array | null; length: number; scratch: boolean } {
  const steps = Object.entries(selection)
    .filter(([, s]) => (s.type === 'multiSelect' ? s.values.length > 0 : s.min !== undefined || s.max !== undefined))
    .map(([id, selected]) => {
      const candidates = selected.type === 'multiSelect' ? index.candidates(id, selected.values) : index.rangeCandidates(id, selected.min, selected.max, locale);
      return { id, selected, candidates };
    })
    .sort((a, b) => a.candidates.length - b.candidates.length);
  if (steps.length === 0) return { list: null, length: index.items.length, scratch: false };
  // A filter nothing matches empties the list; for existence alone (the pruning, docs/rules/states-and-transitions.md#lists-and-filters) one filter's candidates tell.
  if (steps[0].candidates.length === 0 || (existence && steps.length === 1)) return { list: steps[0].candidates, length: steps[0].candidates.length, scratch: false };

  const marks = index.marks();
  const n = index.items.length;
  // Positions are narrowed in two shared scratch lists (no per-step allocation); only a kept result is copied.
  const [scratchA, scratchB] = index.scratchLists();
  // The start: the most selective filter, except that a range's candidates must first be put in position
  // order (a pass over the whole list, or a sort), while a value posting already is — so the smallest
  // posting starts unless the range is the cheaper start even with that pass.
  const rangeStartCost = (k: number): number => Math.min(k + n, k * Math.log2(k + 2));
  const startAt = steps.reduce(
    (best, step, i) => {
      const cost = step.selected.type === 'multiSelect' ? step.candidates.length : rangeStartCost(step.candidates.length);
      return cost < best.cost ? { i, cost } : best;
    },
    { i: 0, cost: Infinity },
  ).i;
  const [first] = steps.splice(startAt, 1);
  steps.unshift(first);
  let current: Int32Array;
  let length: number;
  if (first.selected.type === 'multiSelect') {
    // Value postings are ascending and hold each position once.
    current = first.candidates;
    length = current.length;
  } else {
    // Range candidates are ordered by value and may repeat a position: into position order, once each.
    const candidates = first.candidates;
    const k = candidates.length;
    length = 0;
    if (k <= n && k * Math.log2(k + 2) < k + n) {
      scratchA.set(candidates);
      scratchA.subarray(0, k).sort();
      for (let i = 0; i < k; i++) if (length === 0 || scratchA[length - 1] !== scratchA[i]) scratchA[length++] = scratchA[i];
    } else {
      for (let i = 0; i < k; i++) marks[candidates[i]] = 1;
      for (let pos = 0; pos < n; pos++) {
        if (marks[pos] === 1) {
          scratchA[length++] = pos;
          marks[pos] = 0;
        }
      }
    }
    current = scratchA;
  }
  for (let k = 1; k < steps.length && length > 0; k++) {
    const { id, selected, candidates } = steps[k];
    const out = current === scratchA ? scratchB : scratchA;
    let kept = 0;
    const numeric = selected.type === 'range' ? index.singleNumeric(id, locale) : null;
    if (selected.type === 'range' && numeric !== null) {
      // At most one numeric value per item: compare directly.
      const min = selected.min ?? -Infinity;
      const max = selected.max ?? Infinity;
      for (let i = 0; i < length; i++) {
        const pos = current[i];
        const value = numeric[pos];
        if (value >= min && value <= max) out[kept++] = pos;
      }
    } else {
      for (let i = 0; i < candidates.length; i++) marks[candidates[i]] = 1;
      for (let i = 0; i < length; i++) {
        const pos = current[i];
        if (marks[pos] === 1) out[kept++] = pos;
      }
      for (let i = 0; i < candidates.length; i++) marks[candidates[i]] = 0;
    }
    current = out;
    length = kept;
  }
  return { list: current, length, scratch: current === scratchA || current === scratchB };
}

/** First index with values[i] >= x (values ascending). */
function lowerBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index with values[i] > x (values ascending). */
function upperBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function categoryListIndex(s: CatalogueSnapshot, category: CategoryRec): CategoryListIndex {
  let index = s.categoryCaches.get(category.id) as CategoryListIndex | undefined;
  if (!index) {
    index = new CategoryListIndex(s, category);
    s.categoryCaches.set(category.id, index);
  }
  return index;
}

/** A stable key of a selection (attribute order and value order do not matter). */
function selectionKey(selection: FilterSelection): string {
  return Object.keys(selection)
    .sort()
    .map((id) => {
      const s = selection[id];
      return s.type === 'multiSelect' ? `${id}=${[...s.values].sort().join('\u0002')}` : `${id}:${s.min ?? ''}..${s.max ?? ''}`;
    })
    .join('\u0003');
}

function filterView(f: ListFilter): FilterView {
  if (f.type === 'multiSelect') {
    return {
      id: f.id,
      heading: f.heading,
      type: 'multiSelect',
      values: f.options.map((o) => ({ value: o.value, label: o.label, count: o.count })),
      selectedValues: [...f.selectedValues],
      measuringUnit: f.measuringUnit ?? null,
      disabled: f.disabled,
      twoColumns: f.columns === 2,
    };
  }
  return {
    id: f.id,
    heading: f.heading,
    type: 'range',
    values: [],
    selectedValues: [],
    measuringUnit: f.measuringUnit ?? null,
    min: f.min,
    max: f.max,
    ...(f.selectedMin !== undefined ? { selectedMin: f.selectedMin } : {}),
    ...(f.selectedMax !== undefined ? { selectedMax: f.selectedMax } : {}),
    disabled: f.disabled,
    twoColumns: false,
  };
}
