import { Module } from '@nestjs/common';
import { CheckoutModule } from '../../checkout';
import { IdentityModule } from '../../identity';
import { DashboardQueries } from './application/dashboard.queries';
import { StatisticsQueries } from './application/statistics.queries';
import { StatisticsRefresher } from './application/statistics-refresher';
import { AdminReportsController } from './interface/http/admin-reports.controller';

/**
 * Reports for the admin area (ADR 0023): the dashboard's figures and the visitor statistics. A read model:
 * orders and offers come from checkout's `OrderStatistics` (checkout owns those tables); the other figures
 * are read with plain SQL; it writes only its own tables (statistics_day, statistics_period), through the job
 * refreshStatistics.
 */
@Module({
  imports: [IdentityModule, CheckoutModule],
  controllers: [AdminReportsController],
  providers: [DashboardQueries, StatisticsQueries, StatisticsRefresher],
  exports: [StatisticsRefresher],
})
export class ReportingModule {}
