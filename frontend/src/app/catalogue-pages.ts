import { reportChunkFailure } from './chunk-failure';
import { lazyComponent } from './lazy-component';

/**
 * The code of the catalogue's pages, each loaded on first use (ADR 0061): the resolver that turns a path into a
 * product or category page, and those two pages. None is part of the storefront's entry; a server-rendered
 * catalogue page names all it shows for modulepreload (app/prefetch.ts).
 */
export const CatalogueResolverPage = lazyComponent(() => import('../pages/storefront/CatalogueResolver').then((m) => m.default, reportChunkFailure), 'CatalogueResolver');
export const ProductPage = lazyComponent(() => import('../pages/catalogue/ProductPage').then((m) => m.default, reportChunkFailure), 'ProductPage');
export const CategoryPage = lazyComponent(() => import('../pages/catalogue/CategoryPage').then((m) => m.default, reportChunkFailure), 'CategoryPage');

export const loadCatalogueResolver = CatalogueResolverPage.preload;
export const loadProductPage = ProductPage.preload;
export const loadCategoryPage = CategoryPage.preload;
