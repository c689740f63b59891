import { Module } from '@nestjs/common';
import { CatalogueModule } from '../../../catalogue';
import { AutomationCatalogueLoader } from '../../application/automation/automation-catalogue';
import { AutomationConfiguratorDefinition } from '../../application/automation/automation-configurator.definition';
import { AutomationConfiguratorService } from '../../application/automation/automation-configurator.service';
import { AutomationSetupRepository } from '../../domain/automation/automation-setup.repository.port';
import { AutomationConfiguratorController } from '../../interface/http/automation/automation-configurator.controller';
import { SqlAutomationSetupRepository } from './sql-automation-setup.repository';

/**
 * The robot automation cell configurator (ADR 0022): its data (SQL), the service that runs the core on it,
 * the data API and the definition the configurators module sells cells by (exported for its registry).
 */
@Module({
  imports: [CatalogueModule],
  controllers: [AutomationConfiguratorController],
  providers: [
    { provide: AutomationSetupRepository, useClass: SqlAutomationSetupRepository },
    AutomationCatalogueLoader,
    AutomationConfiguratorService,
    AutomationConfiguratorDefinition,
  ],
  exports: [AutomationConfiguratorDefinition, AutomationCatalogueLoader],
})
export class AutomationConfiguratorModule {}
