import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard } from '../../../../identity';
import { ErrorResponse } from '../../../../../shared/http/common.dto';
import { DashboardQueries } from '../../application/dashboard.queries';
import { StatisticsQueries } from '../../application/statistics.queries';
import { DashboardFiguresResponse, StatisticsQuery, StatisticsResponse } from './dto/reports.dto';

/** The dashboard's figures and the visitor statistics (ADR 0023); reads only. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/reports')
export class AdminReportsController {
  constructor(
    private readonly dashboard: DashboardQueries,
    private readonly statistics: StatisticsQueries,
  ) {}

  @Get('dashboard')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Orders and net revenue today, last 7 and 30 days (Europe/Berlin days, canceled left out), new customers, open offers, failed jobs, failed and pending mails, revenue per day, top products',
  })
  @ApiOkResponse({ type: DashboardFiguresResponse })
  async figures(): Promise<DashboardFiguresResponse> {
    return { data: await this.dashboard.figures() };
  }

  @Get('statistics')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Visitor statistics as the job refreshStatistics computed them: top searches without results, most viewed products and categories, cart-to-order conversion, the last 12 periods' })
  @ApiOkResponse({ type: StatisticsResponse })
  async view(@Query() query: StatisticsQuery): Promise<StatisticsResponse> {
    return { data: await this.statistics.view(query.days ?? 30, query.locale ?? 'de') };
  }
}
