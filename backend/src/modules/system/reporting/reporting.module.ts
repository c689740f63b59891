import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity';
import { DashboardQueries } from './application/dashboard.queries';
import { StatisticsQueries } from './application/statistics.queries';
import { StatisticsRefresher } from './application/statistics-refresher';
import { AdminReportsController } from './interface/http/admin-reports.controller';

/**
 * Reports for the admin area (ADR 0023): the dashboard's figures and the visitor statistics. A read model:
 * it reads the tables of other contexts (orders, users, offers, jobs, mails, tracking items) with plain SQL
 * and writes only its own (statistics_day, statistics_period), through the job refreshStatistics.
 */
@Module({
  imports: [IdentityModule],
  controllers: [AdminReportsController],
  providers: [DashboardQueries, StatisticsQueries, StatisticsRefresher],
  exports: [StatisticsRefresher],
})
export class ReportingModule {}
