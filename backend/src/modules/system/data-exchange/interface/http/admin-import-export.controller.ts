import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../../../shared/api-error';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { Jobs } from '../../../../../shared/admin/jobs';
import { ErrorResponse } from '../../../../../shared/http/common.dto';
import { MULTIPART_ROUTE } from '../../../../../shared/http/multipart';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../../identity';
import { DataExchangeService } from '../../application/data-exchange.service';
import { FILE_FORMATS, IMPORT_MODES, headerOf } from '../../domain/entity-types';
import { ENTITY_TYPES } from '../../application/exchange-types';
import { IMPORT_FILE_LIMITS } from '../../infrastructure/file-codec';
import { EntityTypesResponse, ExportQuery, ImportJobResponse, StartImportRequest, ImportUploadResponse } from './dto/import-export.dto';

const missing = () => new ApiError('adImportFileMissing', 'Please choose a file.', HttpStatus.BAD_REQUEST);

/**
 * The one file of the form field `file`, with the name as the client sent it (busboy's preservePath): a name
 * with a path in it is refused (adImportBadFileName) rather than silently cut to its last part.
 */
async function readUpload(request: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw missing();
  const tooLarge = (e: unknown) => (e as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { files: 1, fields: 10, fieldSize: 1024, parts: 20, fileSize: IMPORT_FILE_LIMITS.maxFileBytes }, throwFileSizeLimit: true, preservePath: true } as never);
  } catch (e) {
    if (tooLarge(e)) throw new ApiError('adImportFileTooLarge', 'The file is too large.', HttpStatus.PAYLOAD_TOO_LARGE);
    throw missing();
  }
  if (!part || part.fieldname !== 'file' || typeof part.filename !== 'string') {
    part?.file.resume();
    throw missing();
  }
  try {
    const data = await part.toBuffer();
    // A file cut at the size limit is too large, even when toBuffer does not say so (see readSingleFile).
    if (part.file.truncated) throw new ApiError('adImportFileTooLarge', 'The file is too large.', HttpStatus.PAYLOAD_TOO_LARGE);
    return { filename: part.filename, data };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (tooLarge(e)) throw new ApiError('adImportFileTooLarge', 'The file is too large.', HttpStatus.PAYLOAD_TOO_LARGE);
    throw missing();
  }
}

/** Import and export of the spec's entity types (ADR 0027): types, export downloads, uploads, import jobs. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/import-export')
export class AdminImportExportController {
  constructor(
    private readonly exchange: DataExchangeService,
    private readonly jobs: Jobs,
    private readonly audit: AuditLog,
  ) {}

  @Get('types')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The entity types with their columns (as headers in a file), the modes and formats' })
  @ApiOkResponse({ type: EntityTypesResponse })
  async types(): Promise<EntityTypesResponse> {
    const types = [];
    for (const def of ENTITY_TYPES) {
      const columns = await this.exchange.columns(def);
      types.push({
        type: def.type,
        table: def.table,
        key: [...def.key],
        columns: columns.map((c) => ({
          name: headerOf(def, c.name),
          kind: c.kind,
          key: def.key.includes(c.name),
          readOnly: this.exchange.readOnly(def, c.name),
          required: c.notNull && c.defaultSql === null && !this.exchange.readOnly(def, c.name),
        })),
      });
    }
    return { data: { types, modes: [...IMPORT_MODES], formats: [...FILE_FORMATS], maxFileBytes: IMPORT_FILE_LIMITS.maxFileBytes } };
  }

  @Get('export/:type')
  @ApiOperation({ summary: 'Downloads every row of the type as xlsx or JSON (never password hashes or session data)' })
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/json')
  @ApiOkResponse({ description: 'The file (content-disposition: attachment)', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'adImportUnknownType, adImportBadFileType' })
  async export(@Param('type') type: string, @Query() query: ExportQuery, @CurrentAdmin() admin: AuthenticatedSubject, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.exchange.export(type, query.format ?? 'xlsx');
    await this.audit.record({ adminId: admin.id, action: `export.${type}`, entity: type, after: { format: query.format ?? 'xlsx' } });
    await reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  }

  @Post('uploads')
  @HttpCode(200)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiOperation({ summary: 'Keeps a file for an import (form field file; .xlsx or .json), after checking its name and content' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: ImportUploadResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'adImportFileMissing, adImportBadFileName, adImportBadFileType, adImportMalformed, adImportNotXlsx, adImportZipBomb' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'adImportFileTooLarge' })
  async upload(@Req() request: FastifyRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ImportUploadResponse> {
    const upload = await readUpload(request);
    const info = await this.exchange.keepUpload(upload.filename, upload.data);
    await this.audit.record({ adminId: admin.id, action: 'import.upload', entity: 'importUpload', entityId: info.uploadId, after: { fileName: info.fileName, bytes: info.bytes } });
    return { data: info };
  }

  @Post('imports')
  @HttpCode(202)
  @ApiOperation({ summary: 'Starts the import job of an uploaded file (kind import; 409 jobAlreadyRunning while one runs)' })
  @ApiOkResponse({ type: ImportJobResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED, adImportUploadUnknown' })
  async start(@Body() body: StartImportRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ImportJobResponse> {
    await this.exchange.upload(body.uploadId);
    const params = { uploadId: body.uploadId, type: body.type, mode: body.mode, dryRun: body.dryRun ?? false };
    const job = (await this.jobs.start('import', { params, adminId: admin.id }))!;
    await this.audit.record({ adminId: admin.id, action: 'job.start', entity: 'job', entityId: job.id, after: { kind: 'import', params } });
    return { data: { id: job.id, kind: job.kind, state: job.state } };
  }
}
