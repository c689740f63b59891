/**
 * The catalogue module's public face: what other modules may use. Everything else in this folder is
 * internal (checked by dependency-cruiser, `npm run lint`).
 */
export { CatalogueModule } from './catalogue.module';
export { CatalogueQueries } from './application/queries/catalogue.queries';
export { CatalogueReadModel } from './application/read-model/catalogue-read-model';
export { ProductQueries, type PricingFacts, type PricingVocabulary, type ShipmentFacts } from './application/queries/product.queries';
export { CatalogueSitemapQuery, type CatalogueSitemapEntries, type SitemapEntry } from './application/queries/sitemap-entries.query';
export { CATALOGUE_EXCHANGE_TYPES } from './infrastructure/data-exchange/catalogue-exchange-types';
export { validateArticleNumber } from './infrastructure/data-exchange/catalogue-exchange-types';
export { CatalogueFigures } from './application/queries/catalogue-figures.query';
export { CataloguePortBindings } from './application/port-bindings';
export { ArticleOrdersPort } from './domain/ports/article-orders.port';
