import { Controller, Get, Header, HttpStatus, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { WithoutApiCode } from '../../../../../shared/api-code.guard';
import { ErrorResponse } from '../../../../../shared/http/common.dto';
import { FileStorage } from '../../../../../shared/storage/file-storage.port';
import { AdminGuard } from '../../../../identity';
import { FEED_FOLDER } from '../../application/merchant-feed.job';
import { fileError } from '../../application/file-library.service';
import { sendStored } from './admin-files.controller';
import { ExportListResponse, FileKeyQuery } from './dto/admin-files.dto';

const downloadUrl = (key: string) => `/api/admin/exports/download?key=${encodeURIComponent(key)}`;

/** What the jobs wrote for download (merchant feeds, PDF catalogues): list and download, administrators only. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/exports')
export class AdminExportsController {
  constructor(private readonly storage: FileStorage) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Files the jobs wrote (feeds/…, catalogues/…), with their download URL; a feed also with its public URL' })
  @ApiOkResponse({ type: ExportListResponse })
  async list(): Promise<ExportListResponse> {
    const files = await this.storage.list('exports');
    return {
      data: files.map((f) => ({
        key: f.key,
        size: f.size,
        modifiedAt: f.modifiedAt.toISOString(),
        url: downloadUrl(f.key),
        ...(f.key.startsWith(`${FEED_FOLDER}/`) ? { publicUrl: `/${f.key}` } : {}),
      })),
    };
  }

  @Get('download')
  @WithoutApiCode()
  @ApiOperation({ summary: 'Downloads a generated file (feed XML, catalogue PDF); no apiCode needed, so a plain link works' })
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adFilesNotFound' })
  async download(@Query() query: FileKeyQuery, @Res() reply: FastifyReply): Promise<void> {
    await sendStored(this.storage, 'exports', query.key, reply);
  }
}

/**
 * The merchant feeds at a public address (`/feeds/merchant-feed-<locale>-<currency>.xml`), for Google Merchant
 * Center's scheduled fetch: it holds only what the shop's public pages show.
 */
@Controller('feeds')
export class PublicFeedController {
  constructor(private readonly storage: FileStorage) {}

  @Get(':name')
  @WithoutApiCode()
  @ApiExcludeEndpoint()
  async feed(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    if (!/^merchant-feed-[a-z]{2}-[A-Z]{3}\.xml$/.test(name)) throw fileError('adFilesNotFound', HttpStatus.NOT_FOUND);
    const data = await this.storage.read('exports', `${FEED_FOLDER}/${name}`).catch(() => null);
    if (!data) throw fileError('adFilesNotFound', HttpStatus.NOT_FOUND);
    await reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(data);
  }
}
