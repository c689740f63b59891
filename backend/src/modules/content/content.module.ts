import { Module } from '@nestjs/common';
import { ContentQueries } from './application/queries/content.queries';
import { PageRenderer } from './application/page/page-renderer';
import { WebpageController } from './interface/http/webpage.controller';
import { ContentSeeder } from './infrastructure/seed/content.seeder';

/** Pages, menus, redirects, brand and general configuration; the server-side page head. */
@Module({
  controllers: [WebpageController],
  providers: [ContentQueries, PageRenderer, ContentSeeder],
  exports: [ContentQueries, PageRenderer, ContentSeeder],
})
export class ContentModule {}
