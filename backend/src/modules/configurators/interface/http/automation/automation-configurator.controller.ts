import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { HatchWidth } from '@shop/domain';
import { configurationRefused } from '../configuration-refusal';
import { AutomationConfiguratorService } from '../../../application/automation/automation-configurator.service';
import {
  AutomationFencePlanResponse,
  AutomationFenceQuery,
  AutomationLocaleQuery,
  AutomationQuoteRequest,
  AutomationQuoteResponse,
  AutomationServicesQuery,
  AutomationServicesResponse,
  AutomationStepParams,
  AutomationStepProductsResponse,
} from './automation-configurator.dto';

const refusedAutomation = (messageIds: readonly string[]) => configurationRefused(messageIds, 'acInvalidConfiguration');

/**
 * The automation configurator's data API (ADR 0022, docs/api/configurators-contract.md): what the page
 * needs per step — the products of a step, the fence of given lengths, the services of a location — and the
 * quote of the whole cell. The answers hold catalogue prices every buyer shares; the binding price of a
 * configured cell is the cart's (POST /api/sales/cart/price with the custom position).
 */
@ApiTags('configurators')
@ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field' })
@Controller('api/configurators/automation')
export class AutomationConfiguratorController {
  constructor(private readonly automation: AutomationConfiguratorService) {}

  @Get('steps/:step')
  @Header('cache-control', 'no-cache')
  @ApiOperation({
    summary: 'The products a product step offers (robotSelection, robotProgramming, inspectionSystems, conveyors)',
    description: 'Sold articles only, with the price per unit, availability, the largest quantity and the installation hours per unit.',
  })
  @ApiOkResponse({ type: AutomationStepProductsResponse })
  async stepProducts(@Param() params: AutomationStepParams, @Query() query: AutomationLocaleQuery): Promise<AutomationStepProductsResponse> {
    return { data: await this.automation.stepProducts(params.step, query.locale ?? 'de') };
  }

  @Get('fence-plan')
  @Header('cache-control', 'no-cache')
  @ApiOperation({
    summary: 'The safety fence of given side lengths: sides, panels, posts, door, hatch and their articles',
    description:
      'A side between two rows of the fence length table (930 … 10715 mm) is built as the next longer row. Refused with 422 and the rule’s message id: acFenceLengthOutOfRange, acInvalidHatchWidth, acFenceDoorNoPanel, acFenceElementUnavailable.',
  })
  @ApiOkResponse({ type: AutomationFencePlanResponse })
  @ApiUnprocessableEntityResponse({ description: 'code = first message id, fields = every message id' })
  async fencePlan(@Query() query: AutomationFenceQuery): Promise<AutomationFencePlanResponse> {
    const inputs = { lengthA: query.lengthA, lengthB: query.lengthB, door: query.door, hatch: query.hatch, hatchWidth: query.hatchWidth as HatchWidth };
    const result = await this.automation.fencePlan(inputs, query.locale ?? 'de');
    if (!result.ok) throw refusedAutomation(result.error);
    return { data: result.value };
  }

  @Get('services')
  @Header('cache-control', 'no-cache')
  @ApiOperation({
    summary: 'The services of a location: offered or not, service days, instruction, articles and prices',
    description: 'Service days ch 10, at 14, de by the zip area 0 … 9: 12, 16, 14, 10, 10, 8, 6, 4, 7, 6. Outside DE, AT, CH no services are offered (instruction acInstructionServiceRobotics4).',
  })
  @ApiOkResponse({ type: AutomationServicesResponse })
  @ApiUnprocessableEntityResponse({ description: 'acInvalidZipArea: a German location needs its zip area, other countries have none' })
  async services(@Query() query: AutomationServicesQuery): Promise<AutomationServicesResponse> {
    const zipArea = query.zipArea ?? null;
    if ((query.country === 'de') !== (zipArea !== null)) throw refusedAutomation(['acInvalidZipArea']);
    return { data: await this.automation.services({ country: query.country, zipArea }, query.locale ?? 'de') };
  }

  @Post('quote')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The whole cell priced by the server: positions, net price, training, service days, offers, rent-to-buy',
    description: 'The same rules the custom-product-id call applies. A configuration the rules refuse answers 422 with its message ids (acRobotRequired, productIdUnknown, acInstructionServiceRobotics4, …).',
  })
  @ApiOkResponse({ type: AutomationQuoteResponse })
  @ApiUnprocessableEntityResponse({ description: 'code = first message id, fields = every message id' })
  async quote(@Body() body: AutomationQuoteRequest): Promise<AutomationQuoteResponse> {
    const result = await this.automation.quote(body.configuration, body.locale ?? 'de');
    if (!result.ok) throw refusedAutomation(result.error);
    return { data: result.value };
  }
}
