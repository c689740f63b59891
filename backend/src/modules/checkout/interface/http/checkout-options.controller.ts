import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityFacade, sessionToken } from '../../../identity';
import { CheckoutOptionsQuery } from '../../application/checkout-options/checkout-options.query';
import { CheckoutOptionsRequest, CheckoutOptionsResponse } from './dto/checkout-options.dto';

/** The checkout's choices for a destination (the buyer from the session cookie: incoterms, invoice for customers). */
@ApiTags('checkout')
@ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field' })
@Controller('api/checkout')
export class CheckoutOptionsController {
  constructor(
    private readonly query: CheckoutOptionsQuery,
    private readonly identity: IdentityFacade,
  ) {}

  @Post('options')
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary: 'Shipping and payment methods offered for a cart and a destination, with prices, fees and delivery times',
    description: 'An excluded or unknown destination answers countryMessageId countryNotDeliverable and no methods.',
  })
  @ApiOkResponse({ type: CheckoutOptionsResponse })
  async options(@Body() body: CheckoutOptionsRequest, @Req() req: FastifyRequest): Promise<CheckoutOptionsResponse> {
    const buyer = await this.identity.buyerOfSession(sessionToken(req, 'customer'));
    return { data: await this.query.run(buyer, body.positions, body.country, body.locale ?? 'de', body.vatId ?? null) };
  }
}
