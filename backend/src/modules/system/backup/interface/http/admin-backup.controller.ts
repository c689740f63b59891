import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { ShopConfig } from '../../../../../config/app-config';
import { ApiError } from '../../../../../shared/api-error';
import { WithoutApiCode } from '../../../../../shared/api-code.guard';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { Jobs } from '../../../../../shared/admin/jobs';
import { ErrorResponse } from '../../../../../shared/http/common.dto';
import { MULTIPART_ROUTE } from '../../../../../shared/http/multipart';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../../identity';
import { BackupService } from '../../application/backup.service';
import { UninstallShop } from '../../application/uninstall-shop';
import {
  BackupListResponse,
  BackupManifestResponse,
  BackupResponse,
  StartedJobResponse,
  UninstallRequest,
  UninstallResponse,
} from './dto/admin-backup.dto';

/** The largest backup an administrator may upload (bytes). */
const UPLOAD_MAX_BYTES = 4 * 1024 * 1024 * 1024;

/** Backups (list, create, download, upload, restore, delete) and the uninstall, ADR 0029. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin')
export class AdminBackupController {
  constructor(
    private readonly backups: BackupService,
    private readonly jobs: Jobs,
    private readonly audit: AuditLog,
    private readonly uninstallShop: UninstallShop,
    private readonly config: ShopConfig,
  ) {}

  @Get('backups')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The backups in DATA_DIR/backups, newest first, and the database kind of this shop' })
  @ApiOkResponse({ type: BackupListResponse })
  async list(): Promise<BackupListResponse> {
    return { data: { items: await this.backups.list(), databaseKind: this.backups.databaseKind } };
  }

  @Post('backups')
  @HttpCode(202)
  @ApiOperation({ summary: 'Starts a backup (job kind backup): database snapshot and files as one archive' })
  @ApiOkResponse({ type: StartedJobResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'jobAlreadyRunning' })
  async create(@CurrentAdmin() admin: AuthenticatedSubject): Promise<StartedJobResponse> {
    const job = (await this.jobs.start('backup', { params: { reason: 'manual' }, adminId: admin.id }))!;
    return { data: { id: job.id, kind: job.kind, state: job.state } };
  }

  @Post('backups/upload')
  @HttpCode(200)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiOperation({ summary: 'Uploads a backup archive (e.g. made on the other database kind); refused unless it is a backup of this shop' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: BackupResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'adRestoreNotABackup, adRestoreFormatUnknown, adRestoreNewerSchema' })
  async upload(@Req() request: FastifyRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<BackupResponse> {
    if (!request.isMultipart()) throw new ApiError('adBackupUploadMissing', 'Choose a backup file.', HttpStatus.BAD_REQUEST);
    const temp = await this.backups.uploadTempPath();
    const part = await request
      .file({ limits: { files: 1, fields: 0, parts: 2, fileSize: UPLOAD_MAX_BYTES }, throwFileSizeLimit: true })
      .catch(() => undefined);
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw new ApiError('adBackupUploadMissing', 'Choose a backup file.', HttpStatus.BAD_REQUEST);
    }
    // A body that broke off (no closing boundary) may have been parsed to its end by now: its part's stream is then
    // destroyed (without an error), and a pipe from it would wait forever. Nothing is awaited between here and the pipe.
    if (part.file.destroyed && !part.file.readableEnded) throw new ApiError('adBackupUploadMissing', 'The upload broke off.', HttpStatus.BAD_REQUEST);
    try {
      await pipeline(part.file, createWriteStream(temp, { mode: 0o600 }));
      // Cut at the size limit: too large, whether or not the stream said so (see readSingleFile).
      if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    } catch (e) {
      await rm(temp, { force: true });
      const tooLarge = (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
      throw new ApiError(tooLarge ? 'adBackupUploadTooLarge' : 'adBackupUploadMissing', tooLarge ? 'The file is too large.' : 'The upload broke off.', tooLarge ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST);
    }
    return { data: await this.backups.adoptUpload(temp, admin.id) };
  }

  @Get('backups/:name')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A backup's manifest: when, which database kind and migrations, every table with its row count and checksum, every file" })
  @ApiOkResponse({ type: BackupManifestResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adBackupUnknown' })
  async manifest(@Param('name') name: string): Promise<BackupManifestResponse> {
    const m = await this.backups.manifestOf(name);
    return {
      data: {
        formatVersion: m.formatVersion,
        appVersion: m.appVersion,
        createdAt: m.createdAt,
        snapshotAt: m.snapshotAt,
        reason: m.reason,
        databaseKind: m.database.kind,
        migrations: m.migrations,
        tables: m.tables.map((t) => ({ name: t.name, rows: t.rows, sha256: t.sha256 })),
        files: m.files,
      },
    };
  }

  @Get('backups/:name/download')
  @WithoutApiCode()
  @ApiOperation({ summary: 'Downloads the archive (tar.gz) as an attachment; a plain link (no apiCode header), the admin session decides' })
  @ApiProduces('application/gzip')
  @ApiOkResponse({ description: 'The archive', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adBackupUnknown' })
  async download(@Param('name') name: string, @CurrentAdmin() admin: AuthenticatedSubject, @Res() reply: FastifyReply): Promise<void> {
    const { stream, size } = await this.backups.open(name);
    await this.audit.record({ adminId: admin.id, action: 'backup.download', entity: 'backup', entityId: name, after: { name, size } });
    await reply
      .header('content-type', 'application/gzip')
      .header('content-length', String(size))
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  }

  @Post('backups/:name/restore')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Starts a restore (job kind restore): every row and file of the shop is replaced by the backup’s',
    description: 'The sessions are those of the backup afterwards: the current admin session ends unless the backup holds it (the page sends the admin to the login).',
  })
  @ApiOkResponse({ type: StartedJobResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adBackupUnknown' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'jobAlreadyRunning' })
  async restore(@Param('name') name: string, @CurrentAdmin() admin: AuthenticatedSubject): Promise<StartedJobResponse> {
    await this.backups.find(name);
    const job = (await this.jobs.start('restore', { params: { name }, adminId: admin.id }))!;
    return { data: { id: job.id, kind: job.kind, state: job.state } };
  }

  @Post('backups/:name/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a backup (the page asks for a confirmation first)' })
  @ApiOkResponse({ type: BackupListResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adBackupUnknown' })
  async remove(@Param('name') name: string, @CurrentAdmin() admin: AuthenticatedSubject): Promise<BackupListResponse> {
    await this.backups.remove(name, admin.id);
    return this.list();
  }

  @Post('system/uninstall')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Uninstall: a final backup, then every row and file of the shop is removed (the schema and the backups stay)',
    description: 'confirmation must be DEINSTALLIEREN or UNINSTALL. Afterwards the shop is not installed: no administrator, no session.',
  })
  @ApiOkResponse({ type: UninstallResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'adUninstallJobsRunning, jobAlreadyRunning' })
  async uninstall(@Body() body: UninstallRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<UninstallResponse> {
    const { finalBackup } = await this.uninstallShop.execute(body.confirmation, admin.id);
    return { data: { finalBackup, installPath: `/${this.config.get('adminSlug')}/setup/install` } };
  }
}
