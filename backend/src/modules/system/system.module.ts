import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { CheckoutModule } from '../checkout';
import { ConfiguratorsModule } from '../configurators';
import { ContentModule, PageRenderer } from '../content';
import { IdentityModule } from '../identity';
import { PricingModule } from '../pricing';
import { ReportIntake } from './application/reports/report-intake';
import { SitemapGenerator } from './application/sitemap/sitemap-generator';
import { SitemapScheduler } from './application/sitemap/sitemap-scheduler';
import { SitemapStore } from './domain/ports/sitemap-store.port';
import { FileStorageSitemapStore } from './infrastructure/file-storage-sitemap.store';
import { ChangeListener } from './infrastructure/change-listener';
import { SitemapController } from './interface/http/sitemap.controller';
import { StartupSeeder } from './application/startup.seeder';
import { StorefrontFacade } from './application/storefront/storefront.facade';
import { FrontendFacadeController } from './interface/http/frontend-facade.controller';
import { TrackingController } from './interface/http/tracking.controller';
import { AdminJobsController } from './interface/http/admin-jobs.controller';
import { AdminToolsController } from './interface/http/admin-tools.controller';
import { JobScheduler } from './application/schedules/job-scheduler';
import { ScheduleSettings } from './application/schedules/schedule-settings';
import { SystemInfoService } from './application/system-info/system-info.service';
import { CleanupJob, RepopulateCacheJob, UpdateSitemapJob } from './application/tools/tool-jobs';

/** Start-up data, the frontend facade, tracking, error reports and health; the admin tools, schedules and system info (ADR 0028). */
@Module({
  imports: [ContentModule, CatalogueModule, IdentityModule, PricingModule, CheckoutModule, ConfiguratorsModule],
  controllers: [FrontendFacadeController, TrackingController, SitemapController, AdminJobsController, AdminToolsController],
  providers: [
    StartupSeeder,
    StorefrontFacade,
    ReportIntake,
    SitemapGenerator,
    SitemapScheduler,
    ChangeListener,
    { provide: SitemapStore, useClass: FileStorageSitemapStore },
    UpdateSitemapJob,
    RepopulateCacheJob,
    CleanupJob,
    JobScheduler,
    ScheduleSettings,
    SystemInfoService,
  ],
  exports: [StartupSeeder, SitemapGenerator],
})
export class SystemModule {
  constructor(pages: PageRenderer, storefront: StorefrontFacade) {
    // Logged-in customers' product, category and home pages are shared by the prices they see (ADR 0055).
    pages.registerViewers(storefront);
  }
}
