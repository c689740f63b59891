import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HoseConfiguratorQueries } from '../../../application/hose/hose-configurator.queries';
import { HoseEvaluateRequest, HoseEvaluationResponse, HoseLocaleQuery, HosePartsQuery, HosePartsResponse, HoseSetupResponse } from './hose-configurator.dto';

/**
 * The hose configurator's data API: what the page needs per step, never the whole catalogue. The
 * answers hold catalogue prices every buyer shares (configured products take no price rules, ADR 0017),
 * so they may be cached briefly.
 */
@ApiTags('configurators')
@ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field' })
@Controller('api/configurators/hose')
export class HoseConfiguratorController {
  constructor(private readonly queries: HoseConfiguratorQueries) {}

  @Get('setup')
  @Header('cache-control', 'public, max-age=30')
  @ApiOperation({ summary: 'Hose configurator: the rules (coupling types, hose classes) and the nominal sizes that have hoses' })
  @ApiOkResponse({ type: HoseSetupResponse })
  async setup(@Query() _query: HoseLocaleQuery): Promise<HoseSetupResponse> {
    const setup = await this.queries.setup();
    return { data: { rules: { ...setup.rules, couplingRules: [...setup.rules.couplingRules], screwFittingRequiredFor: [...setup.rules.screwFittingRequiredFor], hoseHolderRequiredFor: [...setup.rules.hoseHolderRequiredFor] }, nominalSizes: [...setup.nominalSizes] } };
  }

  @Get('parts')
  @Header('cache-control', 'public, max-age=30')
  @ApiOperation({
    summary: 'Hose configurator: every available part of one nominal size (couplings, fittings, clips, sockets, hoses, insulation)',
    description: 'By nominalSize, or by productId (the size of that article, e.g. of a loaded code). Unknown size or article: nominalSize null and no parts.',
  })
  @ApiOkResponse({ type: HosePartsResponse })
  async parts(@Query() query: HosePartsQuery): Promise<HosePartsResponse> {
    const parts = await this.queries.parts({ nominalSize: query.nominalSize, productId: query.productId }, query.locale ?? 'de');
    return { data: { nominalSize: parts.nominalSize, parts: parts.parts.map((p) => ({ ...p, fitsHoseClasses: p.fitsHoseClasses ? [...p.fitsHoseClasses] : undefined })) } };
  }

  @Post('evaluate')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "Hose configurator: the server's check and price of a configuration",
    description: 'The rules of the pure core run again on the database data: accepted with name, summary, net unit price, assembly cost, stock and working days, or refused with message ids.',
  })
  @ApiOkResponse({ type: HoseEvaluationResponse })
  async evaluate(@Body() body: HoseEvaluateRequest): Promise<HoseEvaluationResponse> {
    const answer = await this.queries.evaluate(body.configuration, body.locale ?? 'de', new Date());
    return { data: answer.accepted ? { ...answer, messageIds: [], summary: [...answer.summary], configuration: { ...answer.configuration } } : { accepted: false, messageIds: [...answer.messageIds] } };
  }
}
