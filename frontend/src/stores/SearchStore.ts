import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import { DROPDOWN_LIMITS, MAX_RESULTS, SEARCH_DEBOUNCE_MS, checkSearchTerm, searchTermFromUrl, type SearchTermCheck } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { ApiError } from '../api/contracts';
import type { SearchResults, SearchTab } from '../api/catalogue-contracts';
import type { Remote } from './CatalogueStore';
import type { RootStore } from './RootStore';
import type { TrackingStore } from './TrackingStore';

/** One entry of the header dropdown (categories, products, other pages, then the show-all link). */
export interface DropdownEntry {
  key: string;
  group: 'productCategories' | 'products' | 'others' | 'all';
  label: string;
  /** Second line (article number, page path). */
  detail?: string;
  path: string;
  image?: string | null;
  external?: boolean;
}

export type SearchPageState =
  | { status: 'idle' }
  | { status: 'tooShort'; check: SearchTermCheck }
  | { status: 'loading'; term: string }
  | { status: 'ready'; term: string; results: SearchResults }
  | { status: 'error'; term: string; error: ApiError };

/** Entries per page of the search page's lists. */
export const SEARCH_PAGE_SIZE = 25;

function hasResults(results: SearchResults): boolean {
  return results.counts.productCategories + results.counts.products + results.counts.others > 0;
}

/**
 * Search (docs/rules/screens-and-routes.md#search, docs/rules/constants.md#search): the header dropdown (debounce 350 ms, up to 4 categories, 6 products, 4 other
 * pages, then a show-all link) and the search page. Terms under 2 characters do not search
 * (checkSearchTerm: prompt when empty, warning for one character). Each search sends 'sear' with the
 * term and whether anything was found.
 */
export class SearchStore {
  // ---- Header dropdown -----------------------------------------------------------------------------------
  term = '';
  open = false;
  /** Index of the highlighted entry (aria-activedescendant), -1 for none. */
  activeIndex = -1;
  dropdownLocale: Locale = 'de';
  dropdownStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  dropdownResults: SearchResults | null = null;
  /** Which page paths may be offered (pages not built yet are left out of the 'other pages' results). */
  private offers: (path: string) => boolean = () => true;
  /** The term the results belong to. */
  resultsTerm = '';

  // ---- Search page -------------------------------------------------------------------------------------------
  page: SearchPageState = { status: 'idle' };
  /** Further pages of the search page's tabs (see loadTabPage). */
  tabPages = new Map<string, Remote<SearchResults>>();

  private timer: ReturnType<typeof setTimeout> | null = null;
  private dropdownSeq = 0;
  private pageSeq = 0;
  private lastTracked = '';

  constructor(
    private readonly api: ShopApi,
    private readonly tracking: TrackingStore,
  ) {
    makeAutoObservable<SearchStore, 'api' | 'tracking' | 'offers' | 'timer' | 'dropdownSeq' | 'pageSeq' | 'lastTracked'>(
      this,
      { api: false, tracking: false, offers: false, timer: false, dropdownSeq: false, pageSeq: false, lastTracked: false, dropdownResults: observableRef, page: observableRef, tabPages: observableShallow },
      { autoBind: true },
    );
  }

  get termCheck(): SearchTermCheck | null {
    return checkSearchTerm(this.term);
  }

  /** Entries in display order: categories, products, other pages, show-all (only with results). */
  get entries(): DropdownEntry[] {
    const results = this.dropdownResults;
    if (!results || this.termCheck !== null) return [];
    const list: DropdownEntry[] = [];
    for (const c of results.productCategories.slice(0, DROPDOWN_LIMITS.categories)) {
      list.push({ key: `c:${c.id}`, group: 'productCategories', label: c.name, path: c.path, image: c.image });
    }
    for (const p of results.products.slice(0, DROPDOWN_LIMITS.products)) {
      list.push({ key: `p:${p.id}`, group: 'products', label: p.name, detail: p.id, path: p.path, image: p.imageThumbnail ?? p.image });
    }
    for (const o of results.others.slice(0, DROPDOWN_LIMITS.others)) {
      const external = /^https?:\/\//.test(o.href) && !o.href.startsWith(globalThis.location?.origin ?? '\u0000');
      list.push({ key: `o:${o.id}`, group: 'others', label: o.label, path: o.path || o.href, external });
    }
    return list;
  }

  get hasDropdownResults(): boolean {
    return this.dropdownResults !== null && hasResults(this.dropdownResults);
  }

  /** What the popup shows: nothing, the too-short hint, loading, results, or no results. */
  get dropdownView(): 'hidden' | 'tooShort' | 'loading' | 'results' | 'empty' | 'error' {
    if (!this.open) return 'hidden';
    const check = this.termCheck;
    if (check !== null) return check.kind === 'warning' ? 'tooShort' : 'hidden';
    if (this.dropdownStatus === 'error') return 'error';
    if (this.dropdownResults === null || this.resultsTerm !== this.term.trim()) return 'loading';
    return this.hasDropdownResults ? 'results' : 'empty';
  }

  setTerm(term: string, locale: Locale): void {
    this.term = term;
    this.dropdownLocale = locale;
    this.open = true;
    this.activeIndex = -1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (checkSearchTerm(term) !== null) {
      this.dropdownSeq++;
      this.dropdownStatus = 'idle';
      return;
    }
    this.timer = setTimeout(this.runDropdownSearch, SEARCH_DEBOUNCE_MS);
  }

  /** Shows the term of the search page in the header field (without searching again). */
  setTermQuietly(term: string): void {
    this.term = term;
  }

  openDropdown(): void {
    this.open = true;
  }

  closeDropdown(): void {
    this.open = false;
    this.activeIndex = -1;
  }

  /** Arrow keys: moves the highlight, wrapping around (-1 = the input itself). */
  moveActive(step: 1 | -1): void {
    const count = this.entries.length + (this.hasDropdownResults ? 1 : 0);
    if (!this.open) this.open = true;
    if (count === 0) {
      this.activeIndex = -1;
      return;
    }
    const next = this.activeIndex + step;
    this.activeIndex = next >= count ? -1 : next < -1 ? count - 1 : next;
  }

  setPageFilter(offers: (path: string) => boolean): void {
    this.offers = offers;
  }

  /** The results without pages that are not built yet (a link to them would be a dead end). */
  private offered(results: SearchResults): SearchResults {
    const others = results.others.filter((o) => this.offers(o.path));
    return others.length === results.others.length ? results : { ...results, others, counts: { ...results.counts, others: results.counts.others - (results.others.length - others.length) } };
  }

  setActive(index: number): void {
    this.activeIndex = index;
  }

  async runDropdownSearch(): Promise<void> {
    this.timer = null;
    const term = this.term.trim();
    const locale = this.dropdownLocale;
    if (checkSearchTerm(term) !== null) return;
    const seq = ++this.dropdownSeq;
    this.dropdownStatus = 'loading';
    const result = await this.api.get('/api/catalogue/search', {
      params: { query: { term, locale, limit: Math.max(DROPDOWN_LIMITS.categories, DROPDOWN_LIMITS.products, DROPDOWN_LIMITS.others) } },
    });
    if (seq !== this.dropdownSeq) return;
    runInAction(() => {
      if (result.ok) {
        this.dropdownResults = this.offered(result.data);
        this.resultsTerm = term;
        this.dropdownStatus = 'ready';
        this.trackSearch(term, hasResults(result.data));
      } else {
        this.dropdownStatus = 'error';
      }
    });
  }

  /**
   * The search page: searches from 2 characters; shorter terms only get the check. The first answer has
   * the counts of all three tabs and the first SEARCH_PAGE_SIZE entries of each list.
   */
  async loadPage(term: string, locale: Locale): Promise<void> {
    const trimmed = term.trim();
    const check = checkSearchTerm(trimmed);
    const seq = ++this.pageSeq;
    if (check !== null) {
      this.page = { status: 'tooShort', check };
      return;
    }
    const key = `${locale}|${trimmed}`;
    const current = this.page;
    if ((current.status === 'ready' || current.status === 'loading') && current.term === key) return;
    this.page = { status: 'loading', term: key };
    this.tabPages.clear();
    const result = await this.api.get('/api/catalogue/search', { params: { query: { term: trimmed, locale, limit: SEARCH_PAGE_SIZE } } });
    if (seq !== this.pageSeq) return;
    runInAction(() => {
      if (result.ok) {
        this.page = { status: 'ready', term: key, results: this.offered(result.data) };
        this.trackSearch(trimmed, hasResults(result.data));
      } else {
        this.page = { status: 'error', term: key, error: result.error };
      }
    });
  }

  /** Further entries of one tab: a products page (offset), or all categories / other pages. */
  tabPage(term: string, locale: Locale, tab: SearchTab, pageIndex: number): Remote<SearchResults> | undefined {
    return this.tabPages.get(`${locale}|${term.trim()}|${tab}|${pageIndex}`);
  }

  async loadTabPage(term: string, locale: Locale, tab: SearchTab, pageIndex: number): Promise<void> {
    const trimmed = term.trim();
    const key = `${locale}|${trimmed}|${tab}|${pageIndex}`;
    const current = this.tabPages.get(key);
    if (current && current.status !== 'error') return;
    this.tabPages.set(key, { status: 'loading' });
    const query =
      tab === 'products'
        ? { term: trimmed, locale, tab, limit: SEARCH_PAGE_SIZE, offset: pageIndex * SEARCH_PAGE_SIZE }
        : { term: trimmed, locale, tab, limit: MAX_RESULTS };
    const result = await this.api.get('/api/catalogue/search', { params: { query } });
    runInAction(() => {
      this.tabPages.set(key, result.ok ? { status: 'ready', data: result.data } : { status: 'error', error: result.error });
    });
  }

  retryPage(term: string, locale: Locale): void {
    this.page = { status: 'idle' };
    void this.loadPage(term, locale);
  }

  /** 'sear': param2 the term, param4 whether anything was found. Each term once in a row. */
  private trackSearch(term: string, found: boolean): void {
    const key = `${term.toLowerCase()}|${found}`;
    if (key === this.lastTracked) return;
    this.lastTracked = key;
    this.tracking.track('sear', term, '', found ? 'true' : 'false');
  }
}

/** The search page's term from its query (searchterm, else search; an underscore stands for a space). */
export function searchTermOfQuery(params: URLSearchParams): string {
  return searchTermFromUrl(params.get('searchterm') ?? params.get('search')).trim();
}

/**
 * The search's store, made on first use (the header field's code loads after the page has hydrated, ADR 0061):
 * it offers only pages that are built (ContentStore.offers).
 */
export function searchOf(root: RootStore): SearchStore {
  return root.feature('search', () => {
    const store = new SearchStore(root.api, root.tracking);
    store.setPageFilter((path) => root.content.offers(path));
    return store;
  });
}
