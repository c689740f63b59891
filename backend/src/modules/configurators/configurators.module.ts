import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { IdentityModule } from '../identity';
import { SaveConfiguratorDataHandler } from './application/commands/save-configurator-data/save-configurator-data.handler';
import { ConfiguratorDataQueries } from './application/queries/configurator-data.queries';
import { ConfiguratorArticles } from './domain/admin/configurator-articles.port';
import { ConfiguratorDataStore } from './domain/admin/configurator-data-store.port';
import { CatalogueConfiguratorArticles } from './infrastructure/admin/catalogue-configurator-articles';
import { SqlConfiguratorDataStore } from './infrastructure/admin/sql-configurator-data.store';
import { AdminConfiguratorDataController } from './interface/http/admin/admin-configurator-data.controller';
import { ConfiguratorDataChanges } from './application/configurator-data-changes';
import { ConfiguratorRegistry } from './application/configurator-registry';
import { CustomProducts } from './application/custom-products.service';
import { HoseConfiguratorDefinition } from './application/hose/hose-configurator.definition';
import type { ConfiguratorDefinition } from './domain/configurator-definition';
import { CustomProductRepository } from './domain/ports/custom-product.repository.port';
import { HOSE_CONFIGURATOR_CONTROLLERS, HOSE_CONFIGURATOR_PROVIDERS } from './hose.bindings';
import { SqlCustomProductRepository } from './infrastructure/persistence/sql-custom-product.repository';
import { CustomProductController } from './interface/http/custom-product.controller';
import { AutomationConfiguratorDefinition } from './application/automation/automation-configurator.definition';
import { AutomationConfiguratorModule } from './infrastructure/automation/automation-configurator.module';
import { EjectorConfiguratorDefinition } from './application/ejector/ejector-configurator.definition';
import { EJECTOR_PROVIDERS } from './infrastructure/ejector/ejector.providers';
import { EjectorConfiguratorController } from './interface/http/ejector/ejector-configurator.controller';

/**
 * The configurator definitions the shop sells (one per customProductType). A configurator is added by
 * listing its definition class here and in `providers` (ADR 0017, docs/api/configurators-contract.md).
 */
const CONFIGURATOR_DEFINITIONS: Array<abstract new (...args: never[]) => ConfiguratorDefinition> = [
  AutomationConfiguratorDefinition, // provided by AutomationConfiguratorModule (its data, data API and definition)
  EjectorConfiguratorDefinition,
  HoseConfiguratorDefinition,
];

/**
 * The configurators context: hose assembly, ejector pin and automation cell. Each configurator's
 * definition evaluates configurations with its pure core (libs/domain/src/configurators) on data from the
 * database; `CustomProducts` (the facade) gives configurations their ids and lets pricing, checkout and
 * the cart sell them.
 */
@Module({
  imports: [CatalogueModule, AutomationConfiguratorModule, IdentityModule],
  controllers: [CustomProductController, EjectorConfiguratorController, ...HOSE_CONFIGURATOR_CONTROLLERS, AdminConfiguratorDataController],
  providers: [
    CustomProducts,
    ConfiguratorDataChanges,
    ...EJECTOR_PROVIDERS,
    { provide: CustomProductRepository, useClass: SqlCustomProductRepository },
    {
      provide: ConfiguratorRegistry,
      useFactory: (...definitions: ConfiguratorDefinition[]) => new ConfiguratorRegistry(definitions),
      inject: CONFIGURATOR_DEFINITIONS,
    },
    ...HOSE_CONFIGURATOR_PROVIDERS,
    // The admin's data screens (ADR 0048).
    ConfiguratorDataQueries,
    SaveConfiguratorDataHandler,
    { provide: ConfiguratorDataStore, useClass: SqlConfiguratorDataStore },
    { provide: ConfiguratorArticles, useClass: CatalogueConfiguratorArticles },
  ],
  exports: [CustomProducts, ConfiguratorDataChanges],
})
export class ConfiguratorsModule {}
