import { Body, Controller, Get, Header, Param, Put, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../identity';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { JobScheduler } from '../../application/schedules/job-scheduler';
import { ScheduleSettings } from '../../application/schedules/schedule-settings';
import { SystemInfoService } from '../../application/system-info/system-info.service';
import { ScheduleListResponse, ScheduleResponse, SystemInfoResponse, UpdateScheduleRequest } from './dto/admin-tools.dto';
import type { JobDto } from './dto/admin-jobs.dto';

/** The tools page's scheduled tasks and the system info page (ADR 0028). The tools themselves are jobs (AdminJobsController). */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin')
export class AdminToolsController {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly settings: ScheduleSettings,
    private readonly systemInfo: SystemInfoService,
  ) {}

  @Get('schedules')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The scheduled tasks: started or stopped, interval, last run and its job, next run' })
  @ApiOkResponse({ type: ScheduleListResponse })
  async schedules(): Promise<ScheduleListResponse> {
    return { data: (await this.scheduler.list()).map((s) => ({ ...s, lastJob: s.lastJob as JobDto | null })) };
  }

  @Put('schedules/:kind')
  @ApiOperation({ summary: 'Starts or stops a scheduled task, or changes its interval (audited)' })
  @ApiOkResponse({ type: ScheduleResponse })
  async updateSchedule(@Param('kind') kind: string, @Body() body: UpdateScheduleRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ScheduleResponse> {
    const schedule = await this.settings.update(kind, { enabled: body.enabled, intervalSeconds: body.intervalSeconds }, admin.id);
    return { data: { ...schedule, lastJob: schedule.lastJob as JobDto | null } };
  }

  @Get('system-info')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Versions, database kind and size, disk use, job states, mail outbox, configuration (secrets masked)' })
  @ApiOkResponse({ type: SystemInfoResponse })
  async info(): Promise<SystemInfoResponse> {
    return { data: (await this.systemInfo.info()) as SystemInfoResponse['data'] };
  }
}
