import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue';
import { ConfiguratorsModule } from '../configurators';
import { ContentModule } from '../content';
import { IdentityModule } from '../identity';
import { CartQuantities } from './application/cart-quantities/cart-quantities';
import { ChangeCartHandler } from './application/commands/change-cart/change-cart.handler';
import { MergeCartHandler } from './application/commands/merge-cart/merge-cart.handler';
import { ReplaceCartHandler } from './application/commands/replace-cart/replace-cart.handler';
import { RequisitionListsService } from './application/requisition-lists/requisition-lists.service';
import { CustomerCartQuery } from './application/queries/customer-cart/customer-cart.query';
import { ExportCartFileQuery } from './application/queries/export-cart-file/export-cart-file.query';
import { ImportCartFileQuery } from './application/queries/import-cart-file/import-cart-file.query';
import { CartCatalogue } from './domain/ports/cart-catalogue.port';
import { CartSettings } from './domain/ports/cart-settings.port';
import { CartSpreadsheet } from './domain/ports/cart-spreadsheet.port';
import { CustomerCartRepository } from './domain/ports/customer-cart.repository.port';
import { RequisitionListRepository } from './domain/ports/requisition-list.repository.port';
import { CatalogueCartAdapter } from './infrastructure/catalogue/catalogue-cart.adapter';
import { ContentCartSettings } from './infrastructure/content/cart-settings.adapter';
import { CartCleanup } from './infrastructure/maintenance/cart-cleanup';
import { CustomerCartEntity } from './infrastructure/persistence/entities/customer-cart.entity';
import { SqlRequisitionLists } from './infrastructure/persistence/queries/sql-requisition-lists';
import { TypeOrmCustomerCartRepository } from './infrastructure/persistence/repositories/typeorm-customer-cart.repository';
import { ExcelJsCartSpreadsheet } from './infrastructure/spreadsheet/exceljs-cart-spreadsheet';
import { CartFileController } from './interface/http/cart-file.controller';
import { CartFileGuard } from './interface/http/cart-file.guard';
import { CustomerCartController } from './interface/http/customer-cart.controller';
import { RequisitionListsController } from './interface/http/requisition-lists.controller';

/**
 * The cart context. The visitor's cart lives in the browser (docs/rules/states-and-transitions.md#cart); this module keeps the server cart of
 * logged-in customers (so it follows them to another device, docs/decisions/0012) and reads and writes cart
 * files (docs/rules/calls.md#cart-files) and the company members' requisition lists (docs/requisition-lists.md). Product facts come from the catalogue's facade, settings from content's.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CustomerCartEntity]), IdentityModule, CatalogueModule, ContentModule, ConfiguratorsModule],
  controllers: [CustomerCartController, CartFileController, RequisitionListsController],
  providers: [
    { provide: CustomerCartRepository, useClass: TypeOrmCustomerCartRepository },
    { provide: CartSettings, useClass: ContentCartSettings },
    { provide: CartCatalogue, useClass: CatalogueCartAdapter },
    { provide: CartSpreadsheet, useClass: ExcelJsCartSpreadsheet },
    { provide: RequisitionListRepository, useClass: SqlRequisitionLists },
    RequisitionListsService,
    CustomerCartQuery,
    CartQuantities,
    ReplaceCartHandler,
    ChangeCartHandler,
    MergeCartHandler,
    ImportCartFileQuery,
    ExportCartFileQuery,
    CartFileGuard,
    CartCleanup,
  ],
})
export class CartModule {}
