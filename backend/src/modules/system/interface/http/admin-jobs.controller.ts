import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard, CurrentAdmin, IdentityFacade, type AuthenticatedSubject } from '../../../identity';
import { ApiError } from '../../../../shared/api-error';
import { AuditLog } from '../../../../shared/admin/audit-log';
import { Jobs } from '../../../../shared/admin/jobs';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AuditLogQuery, AuditLogResponse, JobListQuery, JobListResponse, JobResponse, StartJobRequest } from './dto/admin-jobs.dto';

const jobUnknown = () => new ApiError('jobIdUnknown', 'No such job.', HttpStatus.NOT_FOUND);

/** Jobs (long work with progress and a result) and the audit log, for the admin area. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin')
export class AdminJobsController {
  constructor(
    private readonly jobs: Jobs,
    private readonly audit: AuditLog,
    private readonly identity: IdentityFacade,
  ) {}

  @Get('jobs')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Jobs, newest first (optionally of one kind), the kinds there are and the last run of each' })
  @ApiOkResponse({ type: JobListResponse })
  async list(@Query() query: JobListQuery): Promise<JobListResponse> {
    const page = await this.jobs.list({ kind: query.kind, page: query.page ?? 1, pageSize: query.pageSize ?? 50 });
    return { data: { ...page, kinds: this.jobs.kinds(), latest: await this.jobs.latestPerKind() } };
  }

  @Get('jobs/:id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One job: state, progress, result or error (the page polls it while it runs)' })
  @ApiOkResponse({ type: JobResponse })
  async get(@Param('id', new RecordIdPipe(jobUnknown)) id: number): Promise<JobResponse> {
    const job = await this.jobs.get(id);
    if (!job) throw jobUnknown();
    return { data: job };
  }

  @Post('jobs/start/:kind')
  @HttpCode(202)
  @ApiOperation({ summary: 'Starts a job of that kind; 409 jobAlreadyRunning while one runs (on any instance)' })
  @ApiOkResponse({ type: JobResponse })
  async start(@Param('kind') kind: string, @Body() body: StartJobRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<JobResponse> {
    const job = await this.jobs.start(kind, { params: body.params ?? {}, adminId: admin.id });
    await this.audit.record({ adminId: admin.id, action: 'job.start', entity: 'job', entityId: job!.id, after: { kind, params: body.params ?? {} } });
    return { data: job! };
  }

  @Post('jobs/:id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Asks a running job to stop (it stops between two steps; what it did so far stays consistent)' })
  @ApiOkResponse({ type: JobResponse })
  async cancel(@Param('id', new RecordIdPipe(jobUnknown)) id: number, @CurrentAdmin() admin: AuthenticatedSubject): Promise<JobResponse> {
    const job = await this.jobs.cancel(id);
    await this.audit.record({ adminId: admin.id, action: 'job.cancel', entity: 'job', entityId: id });
    return { data: job };
  }

  @Get('audit-log')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Every change made in the admin area, newest first: who, when, what, before and after' })
  @ApiOkResponse({ type: AuditLogResponse })
  async auditLog(@Query() query: AuditLogQuery): Promise<AuditLogResponse> {
    return { data: await this.audit.list({ page: query.page ?? 1, pageSize: query.pageSize ?? 50, entity: query.entity, entityId: query.entityId }, (ids) => this.identity.adminEmails(ids)) };
  }
}
