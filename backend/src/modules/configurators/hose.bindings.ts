import type { Provider, Type } from '@nestjs/common';
import { HoseConfiguratorData } from './domain/hose/hose-configurator-data.port';
import { SqlHoseConfiguratorData } from './infrastructure/hose/sql-hose-configurator.data';
import { HoseConfiguratorController } from './interface/http/hose/hose-configurator.controller';
import { HoseCatalogueService } from './application/hose/hose-catalogue.service';
import { HoseConfiguratorDefinition } from './application/hose/hose-configurator.definition';
import { HoseConfiguratorQueries } from './application/hose/hose-configurator.queries';


/** What the configurators module binds for the hose configurator (one spread line there). */
export const HOSE_CONFIGURATOR_PROVIDERS: Provider[] = [
  HoseCatalogueService,
  HoseConfiguratorQueries,
  HoseConfiguratorDefinition,
  { provide: HoseConfiguratorData, useClass: SqlHoseConfiguratorData },
];
export const HOSE_CONFIGURATOR_CONTROLLERS: Type[] = [HoseConfiguratorController];
