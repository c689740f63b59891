import { Module } from '@nestjs/common';
import { HomepageSettings } from './application/homepage-settings';
import { ShopSettings } from './application/shop-settings';
import { ContentQueries } from './application/queries/content.queries';
import { PageRenderer } from './application/page/page-renderer';
import { MediaController } from './interface/http/media.controller';
import { WebpageController } from './interface/http/webpage.controller';
import { PageSeeder } from './application/page-seeder';
import { StorefrontRenderer } from './application/page/storefront-renderer.port';
import { ReactStorefrontRenderer } from './infrastructure/ssr/react-storefront.renderer';

/**
 * Pages, menus, redirects, brand and general configuration, the settings store other contexts keep their
 * settings in; the server-side page head. The contact form is ContactFormModule (it needs identity).
 */
@Module({
  controllers: [WebpageController, MediaController],
  providers: [
    ContentQueries,
    HomepageSettings,
    ShopSettings,
    PageRenderer,
    PageSeeder,
    { provide: StorefrontRenderer, useClass: ReactStorefrontRenderer },
  ],
  exports: [ContentQueries, HomepageSettings, ShopSettings, PageRenderer, PageSeeder],
})
export class ContentModule {}
