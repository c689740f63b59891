import { CatalogueSitemapQuery } from './application/queries/sitemap-entries.query';
import { CatalogueFigures } from './application/queries/catalogue-figures.query';
import { Module, type OnModuleInit } from '@nestjs/common';
import { ShopConfig } from '../../config/app-config';
import { ContentModule, PageRenderer } from '../content';
import { CataloguePageHeadResolver } from './application/page-head/catalogue-page-head.resolver';
import { CatalogueQueries } from './application/queries/catalogue.queries';
import { CatalogueSearchQuery } from './application/queries/catalogue-search.query';
import { CategoryListQuery } from './application/queries/category-list.query';
import { ProductQueries } from './application/queries/product.queries';
import { CatalogueReadModel, CatalogueReadModelOptions } from './application/read-model/catalogue-read-model';
import { ProductViews } from './application/views/product-views';
import { CadProviderPort } from './domain/ports/cad-provider.port';
import { CatalogueSourcePort } from './domain/ports/catalogue-source.port';
import { CadProviderChain } from './infrastructure/cad/cad-provider-chain';
import { DefaultCadProvider } from './infrastructure/cad/default-cad.provider';
import { ThirdPartyCadProvider } from './infrastructure/cad/third-party-cad.provider';
import { SqlCatalogueSource } from './infrastructure/persistence/sql-catalogue.source';
import { CatalogueController } from './interface/http/catalogue.controller';
import { AdminProductsController } from './interface/http/admin-products.controller';
import { AdminProductQueries } from './application/admin/admin-product.queries';
import { IdentityModule } from '../identity';
import { AdminProductEditorController } from './interface/http/admin-product-editor.controller';
import { ProductEditorQueries } from './application/admin/product-editor.queries';
import { SaveProductHandler } from './application/commands/save-product/save-product.handler';
import { CreateProductHandler } from './application/commands/create-product/create-product.handler';
import { DuplicateProductHandler } from './application/commands/duplicate-product/duplicate-product.handler';
import { CatalogueChanges } from './application/catalogue-changes';
import { CATALOGUE_BOUND_PORTS, CataloguePortBindings } from './application/port-bindings';
import { ProductEditorRepository } from './domain/ports/product-editor.repository.port';
import { SqlProductEditorRepository } from './infrastructure/persistence/sql-product-editor.repository';

/**
 * The CAD provider: the shop's own CAD files and demo STEP models; with CAD_SERVICE_URL set, the
 * third-party CAD service is asked first for products with a CAD source.
 */
function cadProvider(config: ShopConfig): CadProviderPort {
  const thirdParty = new ThirdPartyCadProvider(config.get('cadServiceUrl') ?? undefined);
  const own = new DefaultCadProvider();
  return thirdParty.enabled ? new CadProviderChain([thirdParty, own]) : own;
}

/** Products, categories, attributes and filters, search; product media; the page head of catalogue paths. */
@Module({
  // Identity for the admin guard of the product management list (identity does not import the catalogue).
  imports: [ContentModule, IdentityModule],
  controllers: [CatalogueController, AdminProductsController, AdminProductEditorController],
  providers: [
    AdminProductQueries,
    CatalogueSitemapQuery,
    CatalogueFigures,
    CatalogueQueries,
    { provide: CatalogueSourcePort, useClass: SqlCatalogueSource },
    { provide: CadProviderPort, useFactory: cadProvider, inject: [ShopConfig] },
    {
      provide: CatalogueReadModelOptions,
      useFactory: (config: ShopConfig) => new CatalogueReadModelOptions(config.get('catalogueRefreshSeconds')),
      inject: [ShopConfig],
    },
    CatalogueReadModel,
    ProductViews,
    CategoryListQuery,
    CatalogueSearchQuery,
    ProductQueries,
    CataloguePageHeadResolver,
    // The admin product editor (ADR 0044); checkout binds whether an article was ordered.
    ...CATALOGUE_BOUND_PORTS,
    { provide: ProductEditorRepository, useClass: SqlProductEditorRepository },
    ProductEditorQueries,
    SaveProductHandler,
    CreateProductHandler,
    DuplicateProductHandler,
    CatalogueChanges,
  ],
  exports: [CatalogueQueries, CatalogueReadModel, ProductQueries, CatalogueSitemapQuery, CatalogueFigures, CataloguePortBindings],
})
export class CatalogueModule implements OnModuleInit {
  constructor(
    private readonly pages: PageRenderer,
    private readonly pageHeads: CataloguePageHeadResolver,
    private readonly readModel: CatalogueReadModel,
  ) {}

  onModuleInit(): void {
    this.pages.registerResolver(this.pageHeads);
    // Guests' pages show the catalogue: kept while its version is the one they were rendered from.
    this.pages.registerSource(() => this.readModel.currentVersion() ?? '');
  }
}
