/**
 * The content module's public face: what other modules may use. Everything else in this folder is
 * internal (checked by dependency-cruiser, `npm run lint`).
 */
export { ContentModule } from './content.module';
export { ContentQueries } from './application/queries/content.queries';
export { HomepageSettings } from './application/homepage-settings';
export { ShopSettings } from './application/shop-settings';
export { PageSeeder } from './application/page-seeder';
export { PageRenderer, PathHeadResolver, type PageHeadData } from './application/page/page-renderer';
export { PageViewers, type PageViewer } from './application/page/page-viewers.port';
export type { GeneralConfig, StoredGeneralConfig, BrandConfig, Webpage, MenuItem, Menus, Redirect } from './domain/content.types';
export { DEFAULT_LOCALE, LANGUAGES } from './domain/content.types';
export { ContactChallengePort } from './domain/ports/contact-challenge.port';
export { CONTENT_EXCHANGE_TYPES } from './infrastructure/data-exchange/content-exchange-types';
