import { Module } from '@nestjs/common';
import { HomepageSettings } from './application/homepage-settings';
import { ContentQueries } from './application/queries/content.queries';
import { PageRenderer } from './application/page/page-renderer';
import { WebpageController } from './interface/http/webpage.controller';
import { ContentSeeder } from './infrastructure/seed/content.seeder';

/** Pages, menus, redirects, brand and general configuration; the server-side page head. */
@Module({
  controllers: [WebpageController],
  providers: [ContentQueries, HomepageSettings, PageRenderer, ContentSeeder],
  exports: [ContentQueries, HomepageSettings, PageRenderer, ContentSeeder],
})
export class ContentModule {}
