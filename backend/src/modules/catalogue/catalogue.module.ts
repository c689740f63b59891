import { Module } from '@nestjs/common';
import { CatalogueQueries } from './application/queries/catalogue.queries';
import { MediaController } from './interface/http/media.controller';

/** Products, categories, attributes and filters, search; product media. */
@Module({
  controllers: [MediaController],
  providers: [CatalogueQueries],
  exports: [CatalogueQueries],
})
export class CatalogueModule {}
