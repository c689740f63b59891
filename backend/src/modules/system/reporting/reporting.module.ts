import { Module } from '@nestjs/common';
import { CatalogueModule } from '../../catalogue';
import { CheckoutModule } from '../../checkout';
import { IdentityModule } from '../../identity';
import { DashboardQueries } from './application/dashboard.queries';
import { StatisticsQueries } from './application/statistics.queries';
import { StatisticsRefresher } from './application/statistics-refresher';
import { AdminReportsController } from './interface/http/admin-reports.controller';
import { AdminController } from './interface/http/admin-summary.controller';

/**
 * Reports for the admin area (ADR 0023): the dashboard's figures and the visitor statistics. A read model that
 * asks each figure of the owner of its tables (ADR 0037): checkout's `OrderStatistics`, identity's
 * `IdentityStatistics`, the catalogue's `CatalogueFigures`, the shared jobs and mail queue; it reads and writes
 * only its own tables (statistics_day, statistics_period), the latter through the job refreshStatistics.
 */
@Module({
  imports: [IdentityModule, CheckoutModule, CatalogueModule],
  controllers: [AdminReportsController, AdminController],
  providers: [DashboardQueries, StatisticsQueries, StatisticsRefresher],
  exports: [StatisticsRefresher],
})
export class ReportingModule {}
