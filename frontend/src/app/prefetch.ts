import { isLocale, type Locale } from '@shop/i18n';
import type { Webpage } from '../api/contracts';
import type { RootStore } from '../stores/RootStore';
import { showsProductList } from '../stores/category-view';
import { loadCatalogueResolver, loadCategoryPage, loadProductPage } from './catalogue-pages';
import { pageModuleOf, pageTextModulesOf, preloadPage } from './components';
import { decideRoute, type LocationLike } from './route-decision';
import type { RouteDecision } from './route-layer';

/** What a location needs before its first render: the route decision and the page's source modules. */
export interface PrefetchedRoute {
  decision: RouteDecision<Webpage>;
  /** Source modules (under src/, no extension) of the chunks the page renders with, e.g. 'pages/storefront/Home'. */
  modules: string[];
}

/** Page data loaded before the first render, per page component (the calls its effects would make). */
const PAGE_DATA: Record<string, (root: RootStore, page: Webpage, location: LocationLike, locale: Locale) => Promise<unknown>> = {
  Search: async (root, _page, location, locale) => {
    const { searchOf, searchTermOfQuery } = await import('../stores/SearchStore');
    const search = searchOf(root);
    await search.loadPage(searchTermOfQuery(new URLSearchParams(location.search)), locale);
    const page = search.page;
    if (page.status === 'ready') await root.prices.ensure(page.results.products.map((p) => p.id), locale);
  },
  // Page-builder pages: their blocks are the page's params.
  Home: (root, page) => root.content.loadParams(page.id),
  Imprint: (root, page) => root.content.loadParams(page.id),
  Privacy: (root, page) => root.content.loadParams(page.id),
  Terms: (root, page) => root.content.loadParams(page.id),
  // The server knows no stored cart (it is in the browser's storage): nothing to load there, and the page
  // renders the cart view's loading state; a cart known on both sides is priced before the first render.
  Cart: async (root, _page, _location, locale) => (await import('../stores/CartPriceStore')).cartPriceOf(root).load(locale),
  // The configurators' stores come with their pages' chunks (imported here when such a page is shown).
  AutomationConfigurator: async (root, _page, location, locale) =>
    (await import('../stores/AutomationConfiguratorStore')).automationConfiguratorOf(root).prefetch(location.search, locale),
  EjectorConfigurator: async (root, _page, location, locale) =>
    (await import('../stores/EjectorConfiguratorStore')).ejectorConfiguratorOf(root).open(locale, new URLSearchParams(location.search).get('ec')),
  HoseConfigurator: async (root, _page, location, locale) => {
    const store = (await import('../stores/HoseConfiguratorStore')).hoseConfiguratorOf(root);
    await store.load(locale);
    await store.loadCode(new URLSearchParams(location.search).get('hc') ?? '');
  },
};

/**
 * Fills the stores with what the page of a location shows first, by the same store calls its components
 * make: on the server before rendering, in the browser before hydrating (where the calls are answered from
 * the answers the server recorded, so both renders see the same state). Private data (account, admin) is
 * left to the browser: those pages render their frame.
 */
export async function prefetchRoute(root: RootStore, location: LocationLike): Promise<PrefetchedRoute> {
  const decision = decideRoute(root, location);
  const locale: Locale = isLocale(decision.locale) ? decision.locale : 'de';
  // The storefront's texts are not among them: the page carries the texts it shows (i18n/texts.ts).
  const modules: string[] = [];
  if (decision.kind === 'page') {
    const { page } = decision;
    const module = pageModuleOf(page.component);
    if (module) modules.push(module);
    modules.push(...pageTextModulesOf(page.component, locale));
    await Promise.all([PAGE_DATA[page.component]?.(root, page, location, locale), preloadPage(page.component)]);
  } else if (decision.kind === 'catalogue') {
    modules.push('pages/storefront/CatalogueResolver');
    const { catalogueOf } = await import('../stores/CatalogueStore');
    const catalogue = catalogueOf(root);
    await Promise.all([catalogue.resolve(location.pathname, locale), loadCatalogueResolver().catch(() => undefined)]);
    const state = catalogue.resolveState(location.pathname, locale);
    // The language switcher links to the product's or category's own page in the other language, already in the
    // server's HTML (a visitor without script follows it too); the resolver keeps it in step on later navigations.
    const answer = state?.status === 'ready' ? state.data : null;
    root.content.setAlternatePaths(answer?.kind === 'product' ? answer.product.alternates : answer?.kind === 'category' ? answer.category.alternates : null);
    if (state?.status === 'ready' && state.data.kind === 'product') {
      modules.push('pages/catalogue/ProductPage');
      const { product } = state.data;
      const { fitsTo, similar, combinable } = product.related;
      const shown = [product.id, ...[fitsTo, similar, combinable].flatMap((list) => list.items.map((item) => item.id))];
      await Promise.all([loadProductPage().catch(() => undefined), root.prices.ensure(shown, locale)]);
    } else if (state?.status === 'ready' && state.data.kind === 'category') {
      modules.push('pages/catalogue/CategoryPage');
      const { category } = state.data;
      await Promise.all([
        showsProductList(category)
          ? import('../stores/ProductListStore').then(async ({ productListOf }) => {
              const list = productListOf(root);
              await list.sync(category.id, location.search, locale, category.layout);
              await root.prices.ensure((list.page?.items ?? []).map((item) => item.id), locale);
            })
          : undefined,
        loadCategoryPage().catch(() => undefined),
      ]);
    }
  }
  return { decision, modules };
}
