import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { ContentModule } from '../content';
import { IdentityModule } from '../identity';
import { ReportIntake } from './application/reports/report-intake';
import { StartupSeeder } from './application/startup.seeder';
import { FrontendFacadeController } from './interface/http/frontend-facade.controller';
import { TrackingController } from './interface/http/tracking.controller';

/** Start-up data, the frontend facade, tracking, error reports and health. */
@Module({
  imports: [ContentModule, CatalogueModule, IdentityModule],
  controllers: [FrontendFacadeController, TrackingController],
  providers: [StartupSeeder, ReportIntake],
  exports: [StartupSeeder],
})
export class SystemModule {}
