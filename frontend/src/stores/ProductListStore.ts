import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  EMPTY_LIST_STATE,
  LIST_QUERY_KEYS,
  SEARCH_DEBOUNCE_MS,
  clearFilter,
  nextPageIndex,
  parseListState,
  resetListStateForNewProductSet,
  serializeListState,
  setRangeSelection,
  toQueryString,
  toggleFilterValue,
  type FilterSelection,
  type ListLayout,
  type ListState,
} from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { Operation, ShopApi } from '../api/client';
import type { ApiError } from '../api/contracts';
import type { Filter, ProductListPage } from '../api/catalogue-contracts';
import type { RootStore } from './RootStore';

/** Changes the URL query (no leading '?'); `replace` for changes that should not add a history entry. */
export type QueryNavigator = (query: string, options: { replace: boolean }) => void;

export const DEFAULT_LIST_LAYOUT: ListLayout = 'table';

/** Query of GET /api/catalogue/categories/{id}/products: the declared keys plus the dynamic filter keys. */
type ListQuery = NonNullable<Operation<'/api/catalogue/categories/{id}/products', 'get'>['parameters']['query']> & {
  [filter: `${typeof LIST_QUERY_KEYS.filterPrefix}${string}`]: string;
};
type ListSort = NonNullable<ListQuery['listSort']>;

/** The sort names the API knows; checked against the document both ways. */
const LIST_SORTS = ['relevance', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc', 'articleNumber'] as const satisfies readonly ListSort[];
const listSortsComplete: [Exclude<ListSort, (typeof LIST_SORTS)[number]>] extends [never] ? true : false = true;
void listSortsComplete;

function isListSort(name: string): name is ListSort {
  return (LIST_SORTS as readonly string[]).includes(name);
}

function isFilterKey(key: string): key is `${typeof LIST_QUERY_KEYS.filterPrefix}${string}` {
  return key.startsWith(LIST_QUERY_KEYS.filterPrefix);
}

/**
 * The API query of a serialised list state. A sort name the API does not know (an old or edited link) is
 * left out: the answer then comes in the default sort and `afterLoad` drops the name from the URL.
 */
function toListQuery(request: Record<string, string | string[]>, locale: Locale): ListQuery {
  const query: ListQuery = { locale };
  for (const [key, raw] of Object.entries(request)) {
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (key === LIST_QUERY_KEYS.search) query.listSearch = value;
    else if (key === LIST_QUERY_KEYS.page) query.listPage = value;
    else if (key === LIST_QUERY_KEYS.sort) {
      if (isListSort(value)) query.listSort = value;
    } else if (isFilterKey(key)) query[key] = value;
  }
  return query;
}

function hasListKeys(params: URLSearchParams): boolean {
  for (const key of params.keys()) {
    if (
      key === LIST_QUERY_KEYS.search ||
      key === LIST_QUERY_KEYS.sort ||
      key === LIST_QUERY_KEYS.page ||
      key === LIST_QUERY_KEYS.layout ||
      key.startsWith(LIST_QUERY_KEYS.filterPrefix)
    ) {
      return true;
    }
  }
  return false;
}

/** Number of active filters (a range counts once). */
export function activeFilterCount(filters: FilterSelection): number {
  return Object.keys(filters).length;
}

/**
 * The server-driven product list of a category (GET /catalogue/categories/:id/products). The list state
 * lives in the URL query exactly as the spec names it (listSearch, listSort, listPage, listLayout,
 * lf-{attributeId}, lf-{attributeId}-min/-max) through parseListState / serializeListState; other query
 * parameters are kept, so a reload restores the list. User actions compute the next state and write it
 * into the URL (through the navigator the page attaches); the URL change comes back through `sync`, which
 * loads the page of products.
 * - the page index goes back to 0 when the sort changes and with every filter or search change (the item
 *   count changes);
 * - when the product set (category) changes, filters, search and page reset; sort and layout stay.
 */
export class ProductListStore {
  categoryId: string | null = null;
  locale: Locale = 'de';
  /** The current URL query (no '?'). */
  query = '';
  state: ListState = EMPTY_LIST_STATE;
  page: ProductListPage | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: ApiError | null = null;
  /** Text of the list search box; goes into listSearch after the debounce. */
  searchInput = '';
  /**
   * Headings of the filters the server removed because they left the list empty (docs/rules/states-and-transitions.md#lists-and-filters); shown as a
   * notice until the next list action or product set.
   */
  removedFilterHeadings: string[] = [];
  /** The category's configured layout, used while the URL has none. */
  defaultLayout: ListLayout = DEFAULT_LIST_LAYOUT;
  private navigator: QueryNavigator | null = null;
  private loadedKey = '';
  private requestSeq = 0;
  private searchTimer: ReturnType<typeof setTimeout> | null = null;
  private recovering = false;

  constructor(private readonly api: ShopApi) {
    makeAutoObservable<ProductListStore, 'api' | 'navigator' | 'loadedKey' | 'requestSeq' | 'searchTimer' | 'recovering'>(
      this,
      { api: false, navigator: false, loadedKey: false, requestSeq: false, searchTimer: false, recovering: false, state: observableRef, page: observableRef, error: observableRef },
      { autoBind: true },
    );
  }

  attach(navigator: QueryNavigator | null): void {
    this.navigator = navigator;
    if (navigator === null) this.cancelSearchDebounce();
  }

  get layout(): ListLayout {
    return this.state.layout ?? this.defaultLayout;
  }

  get filters(): Filter[] {
    return this.page?.filters ?? [];
  }

  get hasActiveFilters(): boolean {
    return activeFilterCount(this.state.filters) > 0 || this.state.search !== '';
  }

  /** Sort option in effect: the one in the URL, else the server's default. */
  get sort(): string {
    return this.state.sort ?? this.page?.sort ?? '';
  }

  /**
   * The location changed (or the page opened): read the list state from the query and load the products
   * when anything that decides them changed. Resolves when that load is done (server rendering waits for it).
   */
  sync(categoryId: string, search: string, locale: Locale, defaultLayout?: string | null): Promise<void> {
    this.defaultLayout = defaultLayout === 'grid' || defaultLayout === 'table' ? defaultLayout : DEFAULT_LIST_LAYOUT;
    const query = search.startsWith('?') ? search.slice(1) : search;
    const params = new URLSearchParams(query);
    const categoryChanged = this.categoryId !== null && this.categoryId !== categoryId;
    if (categoryChanged) {
      this.page = null;
      this.removedFilterHeadings = [];
      this.recovering = false;
      // A new product set: filters, search and page reset; sort and layout stay (unless the URL has list state).
      if (!hasListKeys(params) && this.navigator) {
        const carried = resetListStateForNewProductSet(this.state);
        const carriedQuery = toQueryString(serializeListState(carried, params));
        this.categoryId = categoryId;
        this.state = carried;
        if (carriedQuery !== query) {
          this.navigator(carriedQuery, { replace: true });
          return Promise.resolve();
        }
      }
    }
    // The same list as shown (the page after hydrating, an optimistic change coming back through the URL): the
    // state object stays, so no observer of it renders again for nothing.
    const unchanged = this.categoryId === categoryId && this.query === query;
    this.categoryId = categoryId;
    this.locale = locale;
    this.query = query;
    const state = unchanged ? this.state : parseListState(params);
    this.state = state;
    // The box follows the URL (back/forward, reset), but a pending or merely untrimmed input is left alone.
    if (this.searchTimer === null && this.searchInput.trim() !== state.search) this.searchInput = state.search;
    return this.load();
  }

  /** Loads the products for the current state unless that exact request was already made. */
  async load(force = false): Promise<void> {
    const categoryId = this.categoryId;
    if (categoryId === null) return;
    const request = this.request(this.state);
    const key = this.requestKey(categoryId, request);
    if (!force && key === this.loadedKey && this.status !== 'error') return;
    this.loadedKey = key;
    const seq = ++this.requestSeq;
    this.status = 'loading';
    const result = await this.api.get('/api/catalogue/categories/{id}/products', {
      params: { path: { id: categoryId }, query: toListQuery(request, this.locale) },
    });
    if (seq !== this.requestSeq) return;
    runInAction(() => {
      if (result.ok) {
        this.page = result.data;
        this.status = 'ready';
        this.error = null;
        this.recovering = false;
        this.afterLoad(result.data);
      } else {
        this.status = 'error';
        this.error = result.error;
        this.loadedKey = '';
        this.recover(result.error);
      }
    });
  }

  retry(): void {
    void this.load(true);
  }

  /** Query (no '?') of the current list on another page, for pagination links. */
  pageQuery(pageIndex: number): string {
    return toQueryString(serializeListState({ ...this.state, pageIndex: Math.max(0, pageIndex) }, new URLSearchParams(this.query)));
  }

  // ---- User actions -------------------------------------------------------------------------------------

  toggleFilterValue(attributeId: string, code: string): void {
    this.apply({ ...this.state, filters: toggleFilterValue(this.state.filters, attributeId, code), pageIndex: 0 });
  }

  /** Range filter: selecting the full range removes the filter (docs/rules/validation.md#range-filters). */
  setRange(filter: Filter, min: number | undefined, max: number | undefined): void {
    if (filter.min === undefined || filter.max === undefined) return;
    const filters = setRangeSelection(this.state.filters, { id: filter.id, min: filter.min, max: filter.max }, min, max);
    this.apply({ ...this.state, filters, pageIndex: 0 });
  }

  clearFilter(attributeId: string): void {
    this.apply({ ...this.state, filters: clearFilter(this.state.filters, attributeId), pageIndex: 0 });
  }

  clearSearch(): void {
    this.cancelSearchDebounce();
    this.searchInput = '';
    this.apply({ ...this.state, search: '', pageIndex: 0 });
  }

  /** Removes every filter and the search text. */
  resetFilters(): void {
    this.cancelSearchDebounce();
    this.searchInput = '';
    this.apply({ ...this.state, search: '', filters: {}, pageIndex: 0 });
  }

  /** Sort change: the page index goes back to 0 (nextPageIndex). */
  setSort(name: string): void {
    const itemCount = this.page?.total ?? 0;
    const sort = name === '' ? undefined : name;
    const pageIndex = nextPageIndex(
      { itemCount, sort: this.sort, pageIndex: this.state.pageIndex },
      { itemCount, sort: name, pageIndex: this.state.pageIndex },
    );
    const next: ListState = { ...this.state, pageIndex };
    if (sort === undefined) delete (next as { sort?: string }).sort;
    else (next as { sort?: string }).sort = sort;
    this.apply(next);
  }

  setPage(pageIndex: number): void {
    this.apply({ ...this.state, pageIndex: Math.max(0, pageIndex) });
  }

  setLayout(layout: ListLayout): void {
    this.apply({ ...this.state, layout }, true);
  }

  /** The search box: the list search follows after the debounce (350 ms). */
  setSearchInput(text: string): void {
    this.searchInput = text;
    this.cancelSearchDebounce();
    this.searchTimer = setTimeout(this.commitSearch, SEARCH_DEBOUNCE_MS);
  }

  /** Enter in the search box: no waiting. */
  commitSearch(): void {
    this.cancelSearchDebounce();
    const search = this.searchInput.trim();
    if (search === this.state.search) return;
    this.apply({ ...this.state, search, pageIndex: 0 }, true);
  }

  // ---- Internals --------------------------------------------------------------------------------------------

  /** The list query of a state (the layout only matters to the browser: switching it needs no new request). */
  private request(state: ListState): Record<string, string | string[]> {
    const { layout: _layout, ...withoutLayout } = state;
    return serializeListState(withoutLayout);
  }

  private requestKey(categoryId: string, request: Record<string, string | string[]>): string {
    return `${categoryId}|${this.locale}|${toQueryString(request)}`;
  }

  private cancelSearchDebounce(): void {
    if (this.searchTimer !== null) clearTimeout(this.searchTimer);
    this.searchTimer = null;
  }

  /** Writes a state into the URL (other query parameters kept). */
  private apply(state: ListState, replace = false): void {
    const query = toQueryString(serializeListState(state, new URLSearchParams(this.query)));
    if (query === this.query) return;
    this.removedFilterHeadings = [];
    // Optimistic: the controls show the new state at once; the URL change comes back through sync().
    this.query = query;
    this.state = state;
    if (this.navigator) this.navigator(query, { replace });
    else void this.load();
  }

  /**
   * The server removed filters that left the list empty, answered a page beyond the last one or without the
   * requested sort: bring the URL in line with what is shown.
   */
  private afterLoad(page: ProductListPage): void {
    let next: ListState | null = null;
    const removed = page.removedFilters.filter((id) => id in this.state.filters);
    if (removed.length > 0) {
      let filters = this.state.filters;
      for (const id of removed) filters = clearFilter(filters, id);
      next = { ...this.state, filters };
    }
    const current = next ?? this.state;
    if (current.pageIndex > 0 && page.pageCount > 0 && current.pageIndex >= page.pageCount) {
      next = { ...current, pageIndex: page.pageCount - 1 };
    }
    if (this.state.sort !== undefined && page.sorts.length > 0 && !page.sorts.some((s) => s.name === this.state.sort)) {
      const { sort: _dropped, ...rest } = next ?? this.state;
      next = { ...rest, pageIndex: 0 };
    }
    if (!next) return;
    // Only filters removed: the answer already is the one of the new URL, which then needs no request.
    if (removed.length > 0 && this.categoryId !== null && next.pageIndex === this.state.pageIndex && next.sort === this.state.sort) {
      this.loadedKey = this.requestKey(this.categoryId, this.request(next));
    }
    this.apply(next, true);
    if (removed.length > 0) this.removedFilterHeadings = removed.map((id) => page.filters.find((f) => f.id === id)?.heading ?? id);
  }

  /** Unknown filters (e.g. an old link) or bad numbers: drop the offending state once, keep the rest. */
  private recover(error: ApiError): void {
    if (this.recovering) return;
    if (error.code === 'unknownFilter') {
      this.recovering = true;
      this.apply({ ...this.state, filters: {}, pageIndex: 0 }, true);
    } else if (error.code === 'VALIDATION_FAILED') {
      this.recovering = true;
      this.apply({ ...EMPTY_LIST_STATE, ...(this.state.layout ? { layout: this.state.layout } : {}) }, true);
    }
  }
}

/** The category list's store of a root, created on first use by the page that shows it (not part of the storefront's entry). */
export function productListOf(root: RootStore): ProductListStore {
  return root.feature('productList', () => new ProductListStore(root.api));
}
