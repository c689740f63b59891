import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ConfiguratorDataSetName } from '@shop/domain';
import { ApiError } from '../../../../../shared/api-error';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../../identity';
import { SaveConfiguratorDataHandler, type SaveConfiguratorDataResult } from '../../../application/commands/save-configurator-data/save-configurator-data.handler';
import { ConfiguratorDataQueries, type ConfiguratorDataPreview } from '../../../application/queries/configurator-data.queries';
import type { ConfiguratorDataSets } from '../../../domain/admin/configurator-data-store.port';
import {
  ArticleQuery,
  ArticleResponse,
  AutomationDataResponse,
  ConfiguratorDataPreviewResponse,
  EjectorDataResponse,
  HoseDataResponse,
  PreviewAutomationDataRequest,
  PreviewEjectorDataRequest,
  PreviewHoseDataRequest,
  SaveAutomationDataRequest,
  SaveEjectorDataRequest,
  SaveHoseDataRequest,
  SavedVersionResponse,
  type ConfiguratorDataPreviewDto,
} from './admin-configurator-data.dto';

function answer(result: SaveConfiguratorDataResult): SavedVersionResponse {
  if (result.ok) return { data: { version: result.version } };
  if (result.code === 'cdmDataChanged') throw new ApiError('cdmDataChanged', 'The data was changed meanwhile.', HttpStatus.CONFLICT);
  throw new ApiError('VALIDATION_FAILED', 'The data is not valid.', HttpStatus.BAD_REQUEST, result.fields);
}

function previewDto(p: ConfiguratorDataPreview): ConfiguratorDataPreviewDto {
  const outcome = (o: NonNullable<ConfiguratorDataPreview['hose']>['saved']) => ({ ...o, messageIds: [...o.messageIds] });
  const pin = (o: NonNullable<ConfiguratorDataPreview['ejector']>['saved']) => ({ ...o, messageIds: [...o.messageIds], solutions: o.solutions.map((x) => ({ ...x })) });
  return {
    problems: { ...p.problems },
    hose: p.hose === null ? null : { saved: outcome(p.hose.saved), proposed: outcome(p.hose.proposed) },
    ejector: p.ejector === null ? null : { saved: pin(p.ejector.saved), proposed: pin(p.ejector.proposed) },
    ...(p.automation ? { automation: { saved: { ...p.automation.saved, messageIds: [...p.automation.saved.messageIds] }, proposed: { ...p.automation.proposed, messageIds: [...p.automation.proposed.messageIds] } } } : {}),
  };
}

/**
 * The configurators' own data for the admin (page /shop/konfiguratoren, ADR 0048): each configurator's whole
 * data set read with its version, saved as a whole (checked by the core, 409 when somebody saved since the
 * read, audited, announced to every instance), and previewed on the proposed data without saving.
 */
@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'adminNotLoggedIn' })
@ApiForbiddenResponse({ description: 'adminForbidden (a customer session)' })
@UseGuards(AdminGuard)
@Controller('api/admin/configurator-data')
export class AdminConfiguratorDataController {
  constructor(
    private readonly queries: ConfiguratorDataQueries,
    private readonly save: SaveConfiguratorDataHandler,
  ) {}

  @Get('article')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "An article's catalogue facts (name, type, nominal size, price) by article number; null when unknown" })
  @ApiOkResponse({ type: ArticleResponse })
  async article(@Query() query: ArticleQuery): Promise<ArticleResponse> {
    const a = await this.queries.article(query.productId.trim());
    return { data: a === null ? null : { ...a, name: { ...a.name } } };
  }

  @Get('hose')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The hose configurator's data: parts, coupling and hose class rules, assembly costs, with its version" })
  @ApiOkResponse({ type: HoseDataResponse })
  async hose(): Promise<HoseDataResponse> {
    return { data: (await this.queries.read('hose')) as unknown as HoseDataResponse['data'] };
  }

  @Put('hose')
  @ApiOperation({ summary: "Replaces the hose configurator's data (checked by the core, atomic, audited, announced)" })
  @ApiOkResponse({ type: SavedVersionResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field path (parts.3.productId: cdmCouplingRuleMissing …)' })
  @ApiConflictResponse({ description: 'cdmDataChanged: saved by somebody else since the read' })
  async saveHose(@Body() body: SaveHoseDataRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<SavedVersionResponse> {
    return this.saveSet('hose', admin, body.version, body.data as unknown as ConfiguratorDataSets['hose']);
  }

  @Post('hose/preview')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The core on the proposed hose data: its problems and a configuration's answer on the saved and the proposed data; saves nothing" })
  @ApiOkResponse({ type: ConfiguratorDataPreviewResponse })
  async previewHose(@Body() body: PreviewHoseDataRequest): Promise<ConfiguratorDataPreviewResponse> {
    const p = await this.queries.preview('hose', body.data, { hoseConfiguration: body.configuration, locale: body.locale ?? 'de' });
    return { data: previewDto(p) };
  }

  @Get('ejector')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The ejector configurator's data: machining services with their length limits and the CAD value table, with its version" })
  @ApiOkResponse({ type: EjectorDataResponse })
  async ejector(): Promise<EjectorDataResponse> {
    return { data: (await this.queries.read('ejector')) as unknown as EjectorDataResponse['data'] };
  }

  @Put('ejector')
  @ApiOperation({ summary: "Replaces the ejector configurator's data (checked, atomic, audited, announced)" })
  @ApiOkResponse({ type: SavedVersionResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field path' })
  @ApiConflictResponse({ description: 'cdmDataChanged' })
  async saveEjector(@Body() body: SaveEjectorDataRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<SavedVersionResponse> {
    return this.saveSet('ejector', admin, body.version, body.data as unknown as ConfiguratorDataSets['ejector']);
  }

  @Post('ejector/preview')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The core's check of proposed ejector data and, with a sample article and length, the pin's length check and solutions on the saved and the proposed data; saves nothing" })
  @ApiOkResponse({ type: ConfiguratorDataPreviewResponse })
  async previewEjector(@Body() body: PreviewEjectorDataRequest): Promise<ConfiguratorDataPreviewResponse> {
    const sample = body.articleId && body.length ? { articleId: body.articleId.trim(), length: body.length } : undefined;
    return { data: previewDto(await this.queries.preview('ejector', body.data, { ejector: sample, locale: body.locale ?? 'de' })) };
  }

  @Get('automation')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The automation configurator's data: step articles, fence articles, service articles, settings, with its version" })
  @ApiOkResponse({ type: AutomationDataResponse })
  async automation(): Promise<AutomationDataResponse> {
    return { data: (await this.queries.read('automation')) as unknown as AutomationDataResponse['data'] };
  }

  @Put('automation')
  @ApiOperation({ summary: "Replaces the automation configurator's data (checked, atomic, audited, announced)" })
  @ApiOkResponse({ type: SavedVersionResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field path' })
  @ApiConflictResponse({ description: 'cdmDataChanged' })
  async saveAutomation(@Body() body: SaveAutomationDataRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<SavedVersionResponse> {
    return this.saveSet('automation', admin, body.version, body.data as unknown as ConfiguratorDataSets['automation']);
  }

  @Post('automation/preview')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The core's check of proposed automation data and, with a saved cell's code, its quote on the saved and the proposed data; saves nothing" })
  @ApiOkResponse({ type: ConfiguratorDataPreviewResponse })
  async previewAutomation(@Body() body: PreviewAutomationDataRequest): Promise<ConfiguratorDataPreviewResponse> {
    return { data: previewDto(await this.queries.preview('automation', body.data, { automationCode: body.code, locale: body.locale ?? 'de' })) };
  }

  private async saveSet<S extends ConfiguratorDataSetName>(set: S, admin: AuthenticatedSubject, version: string, data: ConfiguratorDataSets[S]): Promise<SavedVersionResponse> {
    return answer(await this.save.execute({ adminId: admin.id, set, version, data }));
  }
}
