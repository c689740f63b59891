import { Module } from '@nestjs/common';
import { AutomationConfiguratorModule } from './infrastructure/automation/automation-configurator.module';

/**
 * The configurators context. Its domain/, application/, infrastructure/ and interface/ folders fill as the
 * issues that build it land; the module is wired now so the app's shape is final.
 */
@Module({
  imports: [AutomationConfiguratorModule],
})
export class ConfiguratorsModule {}
