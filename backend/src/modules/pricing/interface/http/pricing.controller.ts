import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityFacade, sessionToken } from '../../../identity';
import { PricingService } from '../../application/pricing.service';
import { PricesRequest, PricesResponse } from './dto/pricing.dto';

/**
 * The buyer's prices (the cart price, which may name a destination, is served by checkout's CartPriceController
 * with these DTOs). Who is buying comes from the customer session cookie (a visitor without one pays
 * the prices for everyone), never from the request; answers are private to the caller and never cached
 * by a shared cache.
 */
@ApiTags('pricing')
@ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field' })
@Controller('api/sales')
export class PricingController {
  constructor(
    private readonly pricing: PricingService,
    private readonly identity: IdentityFacade,
  ) {}

  @Post('prices')
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary: 'The prices the caller pays for up to 200 products, with quantity tiers',
    description: 'Laid over the catalogue answers, which carry the catalogue price every buyer shares. Unknown article numbers and articles sold on request only (their price never leaves the server) are left out.',
  })
  @ApiOkResponse({ type: PricesResponse })
  async prices(@Body() body: PricesRequest, @Req() req: FastifyRequest): Promise<PricesResponse> {
    const buyer = await this.identity.buyerOfSession(sessionToken(req, 'customer'));
    return { data: { prices: await this.pricing.prices(buyer, body.ids, body.locale ?? 'de') } };
  }
}
