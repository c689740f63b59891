import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { EjectorConfiguratorDefinition } from './application/ejector/ejector-configurator.definition';
import { EjectorConfigurator } from './application/ejector/ejector-configurator.service';
import { EjectorArticleSource, EjectorDataRepository } from './domain/ejector/ejector-data.port';
import { CatalogueEjectorArticleSource } from './infrastructure/ejector/catalogue-ejector-article.source';
import { SqlEjectorDataRepository } from './infrastructure/ejector/sql-ejector-data.repository';
import { EjectorConfiguratorController } from './interface/http/ejector/ejector-configurator.controller';

/**
 * The configurators context. Its domain/, application/, infrastructure/ and interface/ folders fill as the
 * issues that build it land; the module is wired now so the app's shape is final.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [EjectorConfiguratorController],
  providers: [
    EjectorConfigurator,
    EjectorConfiguratorDefinition,
    { provide: EjectorArticleSource, useClass: CatalogueEjectorArticleSource },
    { provide: EjectorDataRepository, useClass: SqlEjectorDataRepository },
  ],
})
export class ConfiguratorsModule {}
