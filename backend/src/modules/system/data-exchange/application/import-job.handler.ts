import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { ApiError } from '../../../../shared/api-error';
import { Jobs, type JobContext, type JobHandler } from '../../../../shared/admin/jobs';
import { IMPORT_MODES, type ImportMode } from '../domain/entity-types';
import { entityType } from './exchange-types';
import { DataExchangeService, type ImportReport } from './data-exchange.service';

/** The import as a job (kind `import`): one at a time across instances, with progress; its result is the report. */
@Injectable()
export class ImportJobHandler implements JobHandler, OnModuleInit {
  readonly kind = 'import';

  constructor(
    private readonly jobs: Jobs,
    private readonly exchange: DataExchangeService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  validate(params: Record<string, unknown>): void {
    const fields: Record<string, string> = {};
    if (typeof params.uploadId !== 'string' || !/^[0-9a-f-]{36}$/.test(params.uploadId)) fields.uploadId = 'adImportUploadUnknown';
    if (!entityType(params.type)) fields.type = 'adImportUnknownType';
    if (!IMPORT_MODES.includes(params.mode as ImportMode)) fields.mode = 'adImportUnknownMode';
    if (params.dryRun !== undefined && typeof params.dryRun !== 'boolean') fields.dryRun = 'invalidValue';
    const extra = Object.keys(params).filter((k) => !['uploadId', 'type', 'mode', 'dryRun'].includes(k));
    for (const k of extra) fields[k] = 'propertyNotAllowed';
    if (Object.keys(fields).length > 0) throw new ApiError('VALIDATION_FAILED', 'The import parameters are not valid.', HttpStatus.BAD_REQUEST, fields);
  }

  async run(context: JobContext): Promise<ImportReport> {
    const p = context.params as { uploadId: string; type: string; mode: ImportMode; dryRun?: boolean };
    const report = await this.exchange.import(
      { uploadId: p.uploadId, type: p.type, mode: p.mode, dryRun: p.dryRun === true },
      { adminId: context.adminId, signal: context.signal, progress: (done, total) => context.progress(done, total) },
    );
    // An applied import's file is done with; a dry run's stays for the real run (old files go after a day).
    if (report.applied && !report.dryRun) await this.exchange.dropUpload(p.uploadId);
    return report;
  }
}
