import { Controller, Get, HttpStatus, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { EjectorRejection } from '@shop/domain';
import { ApiError } from '../../../../../shared/api-error';
import { ErrorResponse } from '../../../../../shared/http/common.dto';
import { EjectorConfigurator } from '../../../application/ejector/ejector-configurator.service';
import {
  EjectorChoicesQuery,
  EjectorDimensionTableResponse,
  EjectorOptionsQuery,
  EjectorOptionsResponse,
  EjectorSolutionsQuery,
  EjectorSolutionsResponse,
} from './ejector-configurator.dto';

/** A refused configuration: 422 with the core's message id, the step or field at fault in `fields`. */
function refused(rejection: EjectorRejection): ApiError {
  const field = rejection.field ?? 'configuration';
  return new ApiError(rejection.messageId, rejection.messageId, HttpStatus.UNPROCESSABLE_ENTITY, { [field]: rejection.messageId });
}

function choicesOf(q: EjectorChoicesQuery): Record<string, string> {
  const out: Record<string, string> = { type: q.type, material: q.material };
  if (q.headShape !== undefined) out.headShape = q.headShape;
  if (q.cr !== undefined) out.cr = q.cr;
  return out;
}

/**
 * The ejector configurator's data API (docs/api/configurators-contract.md, "Ejector"): what the page needs
 * per step — the options of the choice steps, the dimension table of a set of choices, and a length's
 * check with its solutions — never the whole catalogue. Public, like the catalogue: net list prices.
 */
@ApiTags('configurators')
@ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED: a parameter with a message id per field (propertyNotAllowed for unknown ones)' })
@Controller('api/configurators/ejector')
export class EjectorConfiguratorController {
  constructor(private readonly ejector: EjectorConfigurator) {}

  @Get('options')
  @ApiOperation({
    summary: 'Options of the choice steps (type, head shape or corner radius, material), their labels and the machining services',
    description: 'The option table: every combination of type, head shape, corner radius and material an active ejector article has. A step with one option is chosen automatically (the pure core decides).',
  })
  @ApiOkResponse({ type: EjectorOptionsResponse })
  async options(@Query() query: EjectorOptionsQuery): Promise<EjectorOptionsResponse> {
    return { data: await this.ejector.options(query.locale ?? 'de') };
  }

  @Get('dimensions')
  @ApiOperation({
    summary: 'Dimension table of a set of choices: the articles they admit (diameter, length, a, b, l2, price, stock, days) and the CAD values of their diameters',
  })
  @ApiOkResponse({ type: EjectorDimensionTableResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'customProductInvalid (a choice not offered) or ecIncompleteConfiguration (a step missing); fields names the step' })
  async dimensions(@Query() query: EjectorChoicesQuery): Promise<EjectorDimensionTableResponse> {
    const result = await this.ejector.dimensionTable(choicesOf(query), query.locale ?? 'de');
    if (!result.ok) throw refused(result.error);
    return { data: result.value };
  }

  @Get('solutions')
  @ApiOperation({
    summary: 'Checks a length for choices and dimensions and answers the solutions (standard product, cheapest, fastest) with price and days',
    description:
      'A length that cannot be made answers lengthState invalid with ecInvalidLength and the hint ecLengthMinMaxMessage (valid lengths like "5mm, 10-20mm"). ' +
      'Prices are net per pin (base article + shortening + anti-rotation); processing days = procurement when not in stock + 2 for shortening or anti-rotation, 3 for both.',
  })
  @ApiOkResponse({ type: EjectorSolutionsResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'customProductInvalid or ecIncompleteConfiguration; fields names the step or dimension' })
  async solutions(@Query() query: EjectorSolutionsQuery): Promise<EjectorSolutionsResponse> {
    const input: Record<string, string> = { ...choicesOf(query), diameter: query.diameter, length: query.length };
    for (const key of ['a', 'b', 'l2'] as const) if (query[key] !== undefined) input[key] = query[key];
    const result = await this.ejector.solutions(input, { quantity: query.quantity, locale: query.locale ?? 'de' });
    if (!result.ok) throw refused(result.error);
    return { data: result.value };
  }
}
