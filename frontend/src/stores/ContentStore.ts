import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { MenuItem, Menus, ProductCategory, Redirect, Webpage, WebpageParams } from '../api/contracts';

export type ParamsState =
  | { status: 'loading' }
  | { status: 'loaded'; params: WebpageParams }
  | { status: 'error' };

/** Web pages, menus, product categories and redirects from the init call, plus per-page params. */
export class ContentStore {
  webpages: Webpage[] = [];
  menus: Menus = {};
  productCategories: ProductCategory[] = [];
  redirects: Redirect[] = [];
  /** Web page params (content sections, blocks) by page id. */
  params = new Map<number, ParamsState>();
  /** Product or category path per locale of the catalogue page on screen (the language switcher prefers them); null on other pages. */
  alternatePaths: Partial<Record<Locale, string>> | null = null;
  /**
   * Whether the app has a page component of that name. Pages whose component is not built yet are never
   * offered: `pathFor` answers null for them and menus leave them out (a link to a page that does not work
   * is a dead end). Set once at start-up from the component registry.
   */
  private isBuilt: (component: string) => boolean = () => true;

  constructor(private readonly api: ShopApi) {
    makeAutoObservable<ContentStore, 'api' | 'isBuilt'>(
      this,
      { api: false, isBuilt: false, params: observableShallow, alternatePaths: observableRef, webpages: observableRef, menus: observableRef, productCategories: observableRef, redirects: observableRef },
      { autoBind: true },
    );
  }

  setAlternatePaths(paths: Partial<Record<Locale, string>> | null): void {
    this.alternatePaths = paths;
  }

  setComponentFilter(isBuilt: (component: string) => boolean): void {
    this.isBuilt = isBuilt;
  }

  hydrate(data: { webpages?: Webpage[]; menus?: Menus; productCategories?: ProductCategory[]; redirects?: Redirect[] }): void {
    this.webpages = data.webpages ?? [];
    this.menus = data.menus ?? {};
    this.productCategories = data.productCategories ?? [];
    this.redirects = data.redirects ?? [];
  }

  /** code → locale → page. */
  get pagesByCode(): Map<string, Map<string, Webpage>> {
    const index = new Map<string, Map<string, Webpage>>();
    for (const page of this.webpages) {
      let byLocale = index.get(page.code);
      if (!byLocale) index.set(page.code, (byLocale = new Map()));
      byLocale.set(page.locale, page);
    }
    return index;
  }

  page(code: string, locale: string): Webpage | null {
    return this.pagesByCode.get(code)?.get(locale) ?? null;
  }

  /** Path of the page with this code in this locale, or null. */
  pathFor(code: string, locale: string): string | null {
    const page = this.page(code, locale);
    return page && this.isBuilt(page.component) ? page.path : null;
  }

  /** False for the path of a web page whose component is not built; true for anything else (catalogue paths too). */
  offers(path: string): boolean {
    const page = this.webpages.find((p) => p.path === path);
    return !page || this.isBuilt(page.component);
  }

  /** The page in every language (same code), the given page included. */
  translationsOf(page: Webpage): Webpage[] {
    return [...(this.pagesByCode.get(page.code)?.values() ?? [])];
  }

  /** A menu without the items that lead to pages not built yet (a parent without a working link or child goes too). */
  menu(code: string, locale: string): MenuItem[] {
    const prune = (items: MenuItem[]): MenuItem[] =>
      items.flatMap((item) => {
        const subitems = item.subitems ? prune(item.subitems) : undefined;
        const linkWorks = this.offers(item.link);
        if (!linkWorks && !subitems?.length) return [];
        const link = linkWorks ? item.link : subitems![0].link;
        return [{ ...item, link, ...(item.subitems ? { subitems } : {}) }];
      });
    return prune(this.menus[code]?.[locale] ?? []);
  }

  get categoriesSorted(): ProductCategory[] {
    return [...this.productCategories].sort((a, b) => a.sort - b.sort || a.name.de.localeCompare(b.name.de));
  }

  get topLevelCategories(): ProductCategory[] {
    const ids = new Set(this.productCategories.map((c) => c.id));
    return this.categoriesSorted.filter((c) => !c.parentId || !ids.has(c.parentId));
  }

  childrenOf(id: string): ProductCategory[] {
    return this.categoriesSorted.filter((c) => c.parentId === id);
  }

  paramsOf(id: number): ParamsState | undefined {
    return this.params.get(id);
  }

  /** Loads a page's params once (POST /webpage/params); later calls reuse the result. */
  async loadParams(id: number, force = false): Promise<void> {
    const current = this.params.get(id);
    if (!force && current && current.status !== 'error') return;
    this.params.set(id, { status: 'loading' });
    const result = await this.api.post('/api/webpage/params', { body: { id } });
    runInAction(() => {
      if (result.ok && result.data?.success) this.params.set(id, { status: 'loaded', params: result.data.params ?? {} });
      else this.params.set(id, { status: 'error' });
    });
  }
}
