import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log';
import { CleanupTasks } from './cleanup-tasks';
import { Jobs } from './jobs';
import { JobStatistics } from './job-statistics';

/**
 * What every module's admin side shares: the audit log (who changed what, before and after) and the jobs
 * runner for long work. Global, so a module's admin controller or job handler injects them without importing
 * the system module (which shows them: GET /api/admin/audit-log, /api/admin/jobs).
 */
@Global()
@Module({ providers: [AuditLog, Jobs, JobStatistics, CleanupTasks], exports: [AuditLog, Jobs, JobStatistics, CleanupTasks] })
export class AdminSupportModule {}
