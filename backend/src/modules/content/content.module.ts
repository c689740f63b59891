import { Module } from '@nestjs/common';
import { HomepageSettings } from './application/homepage-settings';
import { ContentQueries } from './application/queries/content.queries';
import { PageRenderer } from './application/page/page-renderer';
import { MediaController } from './interface/http/media.controller';
import { WebpageController } from './interface/http/webpage.controller';
import { PageSeeder } from './application/page-seeder';
import { StorefrontRenderer } from './application/page/storefront-renderer.port';
import { ReactStorefrontRenderer } from './infrastructure/ssr/react-storefront.renderer';

/** Pages, menus, redirects, brand and general configuration; the server-side page head. */
@Module({
  controllers: [WebpageController, MediaController],
  providers: [ContentQueries, HomepageSettings, PageRenderer, PageSeeder, { provide: StorefrontRenderer, useClass: ReactStorefrontRenderer }],
  exports: [ContentQueries, HomepageSettings, PageRenderer, PageSeeder],
})
export class ContentModule {}
