import type { Provider } from '@nestjs/common';
import { EjectorConfiguratorDefinition } from '../../application/ejector/ejector-configurator.definition';
import { EjectorConfigurator } from '../../application/ejector/ejector-configurator.service';
import { EjectorArticleSource, EjectorDataRepository } from '../../domain/ejector/ejector-data.port';
import { CatalogueEjectorArticleSource } from './catalogue-ejector-article.source';
import { SqlEjectorDataRepository } from './sql-ejector-data.repository';

/** The ejector configurator's providers: its service, its definition and the adapters of its ports. */
export const EJECTOR_PROVIDERS: Provider[] = [
  EjectorConfigurator,
  EjectorConfiguratorDefinition,
  { provide: EjectorArticleSource, useClass: CatalogueEjectorArticleSource },
  { provide: EjectorDataRepository, useClass: SqlEjectorDataRepository },
];
