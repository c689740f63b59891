import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { ApiError } from '../../../../shared/api-error';
import { AuditLog } from '../../../../shared/admin/audit-log';
import { Jobs, type JobContext, type JobHandler } from '../../../../shared/admin/jobs';
import { BACKUP_NAME } from '../domain/backup-manifest';
import { BackupService, type Progress } from './backup.service';

function progressOf(context: JobContext): Progress {
  // Never awaited: on the embedded database a snapshot or restore transaction holds the database, and the
  // progress row is written by another connection (it lands when the transaction ends).
  return (done, total, message) => void context.progress(done, total, message).catch(() => undefined);
}

function onlyKeys(params: Record<string, unknown>, keys: string[]): void {
  const extra = Object.keys(params).filter((k) => !keys.includes(k));
  if (extra.length) throw new ApiError('VALIDATION_FAILED', 'Unknown parameters.', HttpStatus.BAD_REQUEST, Object.fromEntries(extra.map((k) => [k, 'propertyNotAllowed'])));
}

/** Job kind `backup`: the database snapshot and the shop's files as one archive in DATA_DIR/backups. */
@Injectable()
export class BackupJob implements JobHandler, OnModuleInit {
  readonly kind = 'backup';
  constructor(private readonly jobs: Jobs, private readonly backups: BackupService, private readonly audit: AuditLog) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  validate(params: Record<string, unknown>): void {
    onlyKeys(params, ['reason']);
    if (params.reason !== undefined && params.reason !== 'manual' && params.reason !== 'uninstall') {
      throw new ApiError('VALIDATION_FAILED', 'Unknown reason.', HttpStatus.BAD_REQUEST, { reason: 'invalidValue' });
    }
  }

  async run(context: JobContext): Promise<unknown> {
    const reason = context.params.reason === 'uninstall' ? 'uninstall' : 'manual';
    const info = await this.backups.createBackup(reason, progressOf(context), context.signal);
    if (context.adminId !== null) await this.audit.record({ adminId: context.adminId, action: 'backup.create', entity: 'backup', entityId: info.name, after: info });
    return info;
  }
}

/** Job kind `restore`: a backup of DATA_DIR/backups replaces every row and file (params: { name }). */
@Injectable()
export class RestoreJob implements JobHandler, OnModuleInit {
  readonly kind = 'restore';
  constructor(private readonly jobs: Jobs, private readonly backups: BackupService) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  validate(params: Record<string, unknown>): void {
    onlyKeys(params, ['name']);
    if (typeof params.name !== 'string' || !BACKUP_NAME.test(params.name)) throw new ApiError('adBackupUnknown', 'No such backup.', HttpStatus.NOT_FOUND);
  }

  run(context: JobContext): Promise<unknown> {
    return this.backups.restore(context.params.name as string, context.jobId, context.adminId, progressOf(context));
  }
}
