import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityFacade, sessionToken } from '../../../identity';
import { PricingService } from '../../application/pricing.service';
import { CartPriceRequest, CartPriceResponse, PricesRequest, PricesResponse } from './dto/pricing.dto';

/**
 * The buyer's prices. Who is buying comes from the customer session cookie (a visitor without one pays
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

  @Post('cart/price')
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary: 'The cart priced for the caller (cart price info: docs/rules/entities.md#cart-price-info)',
    description:
      'Positions by their price rules, the cart-level rule, the coupon, VAT on the subtotal. An unknown or expired coupon is answered with couponMessageId couponCodeInvalidMsg and the cart priced without it; unknown articles are listed in unknownProductIds and left out of the totals; a position whose quantity breaks its rule (configured products: whole pieces, at least one) or whose article is sold on request only is listed in refusedPositions and left out. offerTerms: the rent-to-buy and leasing figures of the cart value, the same an offer of these positions stores.',
  })
  @ApiOkResponse({ type: CartPriceResponse })
  async cartPrice(@Body() body: CartPriceRequest, @Req() req: FastifyRequest): Promise<CartPriceResponse> {
    const buyer = await this.identity.buyerOfSession(sessionToken(req, 'customer'));
    const delivery = body.country ? { country: body.country, shippingMethodId: body.shippingMethodId ?? null, paymentMethodId: body.paymentMethodId ?? null, vatId: body.vatId ?? null } : null;
    return { data: await this.pricing.priceCart(buyer, { positions: body.positions, couponCode: body.couponCode, locale: body.locale ?? 'de', delivery }) };
  }
}
