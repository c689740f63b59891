import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WithoutApiCode } from '../../../../../shared/api-code.guard';
import { ErrorResponse } from '../../../../../shared/http/common.dto';
import { MULTIPART_ROUTE, readSingleFile } from '../../../../../shared/http/multipart';
import { FileStorage } from '../../../../../shared/storage/file-storage.port';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../../identity';
import { fileError, FileLibrary } from '../../application/file-library.service';
import { AREA_RULES, detectFileType, type UploadArea } from '../../domain/file-content';
import { FileDeleteRequest, FileDeleteResponse, FileKeyQuery, FileListQuery, FileListResponse, FileUsageResponse, UPLOAD_BODY, UploadResponse } from './dto/admin-files.dto';

/** The shared handlers of both libraries (media, backend files): list, upload, usage, delete. */
abstract class FileLibraryController {
  protected abstract readonly area: UploadArea;
  constructor(protected readonly library: FileLibrary) {}

  protected async listFiles(query: FileListQuery): Promise<FileListResponse> {
    return { data: await this.library.list(this.area, { q: query.q, page: query.page ?? 1, pageSize: query.pageSize ?? 50 }) };
  }

  protected async uploadFile(request: FastifyRequest, admin: AuthenticatedSubject): Promise<UploadResponse> {
    const upload = await readSingleFile(request, 'file', AREA_RULES[this.area].maxBytes, { preservePath: true });
    if (!upload.ok) throw upload.error === 'tooLarge' ? fileError('adFilesTooLarge', HttpStatus.PAYLOAD_TOO_LARGE) : fileError('adFilesMissing');
    return { data: await this.library.upload(this.area, upload.filename, upload.data, admin.id) };
  }

  protected async usageOf(query: FileKeyQuery): Promise<FileUsageResponse> {
    return { data: await this.library.usage(this.area, query.key) };
  }

  protected async deleteFile(query: FileDeleteRequest, admin: AuthenticatedSubject): Promise<FileDeleteResponse> {
    return { data: await this.library.delete(this.area, query.key, query.confirm === true, admin.id) };
  }
}

const UPLOAD_ERRORS =
  'adFilesNameInvalid (a path, slash, backslash, control character or ".." in the name), adFilesMissing';
const TYPE_ERRORS = 'adFilesTypeRefused (content of a type this area does not take), adFilesContentMismatch (content is not what the name says), adFilesImageUnreadable';

/** The media library (AdminMedia): public files under /media/, uploads with image variants (ADR 0026). */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/media')
export class AdminMediaController extends FileLibraryController {
  protected readonly area = 'media' as const;
  constructor(library: FileLibrary) {
    super(library);
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Media files, newest first, with their variants; q searches the name' })
  @ApiOkResponse({ type: FileListResponse })
  list(@Query() query: FileListQuery): Promise<FileListResponse> {
    return this.listFiles(query);
  }

  @Post('upload')
  @HttpCode(200)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiOperation({ summary: 'Uploads one media file (images, PDF, video; at most 20 MB); an image gets a thumbnail and a small variant' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiOkResponse({ type: UploadResponse })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'adFilesTooLarge' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponse, description: TYPE_ERRORS })
  @ApiBadRequestResponse({ type: ErrorResponse, description: UPLOAD_ERRORS })
  upload(@Req() request: FastifyRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<UploadResponse> {
    return this.uploadFile(request, admin);
  }

  @Get('usage')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Which products, categories, pages and menus still use a media file' })
  @ApiOkResponse({ type: FileUsageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adFilesNotFound' })
  usage(@Query() query: FileKeyQuery): Promise<FileUsageResponse> {
    return this.usageOf(query);
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a media file and its variants; 409 adFilesInUse while it is used, unless confirm is true' })
  @ApiOkResponse({ type: FileDeleteResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'adFilesInUse (fields.usedBy: how many records use it)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adFilesNotFound' })
  remove(@Body() query: FileDeleteRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<FileDeleteResponse> {
    return this.deleteFile(query, admin);
  }
}

/** Backend files (AdminBackendFiles): files only administrators reach, downloaded through the API. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/backend-files')
export class AdminBackendFilesController extends FileLibraryController {
  protected readonly area = 'backend-files' as const;
  constructor(
    library: FileLibrary,
    private readonly storage: FileStorage,
  ) {
    super(library);
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Backend files, newest first, with their variants; q searches the name' })
  @ApiOkResponse({ type: FileListResponse })
  list(@Query() query: FileListQuery): Promise<FileListResponse> {
    return this.listFiles(query);
  }

  @Post('upload')
  @HttpCode(200)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiOperation({ summary: 'Uploads one backend file (images, PDF, office files, text; at most 20 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiOkResponse({ type: UploadResponse })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'adFilesTooLarge' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponse, description: TYPE_ERRORS })
  @ApiBadRequestResponse({ type: ErrorResponse, description: UPLOAD_ERRORS })
  upload(@Req() request: FastifyRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<UploadResponse> {
    return this.uploadFile(request, admin);
  }

  @Get('download')
  @WithoutApiCode()
  @ApiOperation({ summary: 'A backend file (or one of its variants) for an administrator; no apiCode needed, so links and <img> work' })
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adFilesNotFound' })
  async download(@Query() query: FileKeyQuery, @Res() reply: FastifyReply): Promise<void> {
    await sendStored(this.storage, 'backend-files', query.key, reply);
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a backend file and its variants' })
  @ApiOkResponse({ type: FileDeleteResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adFilesNotFound' })
  remove(@Body() query: FileDeleteRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<FileDeleteResponse> {
    return this.deleteFile(query, admin);
  }
}

const EXTENSION_TYPES: Record<string, string> = { xml: 'application/xml; charset=utf-8', pdf: 'application/pdf', webp: 'image/webp', csv: 'text/csv; charset=utf-8', txt: 'text/plain; charset=utf-8' };

/** Sends a stored file as a download (attachment, no-store); its type from its content, never run in the page. */
export async function sendStored(storage: FileStorage, area: 'backend-files' | 'exports', key: string, reply: FastifyReply, options: { inline?: boolean } = {}): Promise<void> {
  const data = await storage.read(area, key).catch(() => null);
  if (!data) throw fileError('adFilesNotFound', HttpStatus.NOT_FOUND);
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  const detected = detectFileType(data);
  const type = detected && detected.kind !== 'text' && detected.kind !== 'svg' ? detected.mime : (EXTENSION_TYPES[ext] ?? 'application/octet-stream');
  const name = key.split('/').pop()!;
  await reply
    .header('content-type', type)
    .header('content-disposition', `${options.inline || detected?.raster ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(data);
}
