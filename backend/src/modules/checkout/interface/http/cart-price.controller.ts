import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityFacade, sessionToken } from '../../../identity';
import { CartPriceRequest } from '../../../pricing';
import { CheckoutCartPriceResponse } from './dto/checkout-cart-price.dto';
import { CheckoutCartPrice } from '../../application/cart-price/checkout-cart-price';

/**
 * The cart priced for the caller. Served by checkout because a request may name a destination and methods,
 * whose costs, VAT and currency are checkout's; the goods' prices are pricing's (ADR 0036). The route, its
 * shapes and its operation id are pricing's as before. Who is buying comes from the customer session cookie.
 */
@ApiTags('pricing')
@ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field' })
@Controller('api/sales')
export class CartPriceController {
  constructor(
    private readonly pricing: CheckoutCartPrice,
    private readonly identity: IdentityFacade,
  ) {}

  @Post('cart/price')
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    operationId: 'Pricing_cartPrice',
    summary: 'The cart priced for the caller (cart price info: docs/rules/entities.md#cart-price-info)',
    description:
      'Positions by their price rules, the cart-level rule, the coupon, VAT on the subtotal. An unknown or expired coupon is answered with couponMessageId couponCodeInvalidMsg and the cart priced without it; unknown articles are listed in unknownProductIds and left out of the totals; a position whose quantity breaks its rule (configured products: whole pieces, at least one) or whose article is sold on request only is listed in refusedPositions and left out. offerTerms: the rent-to-buy and leasing figures of the cart value, the same an offer of these positions stores. approvalNeeded: for a logged-in company member, whether an order of this cart would wait for approval (orderLimit, monthlyLimit) — the same rule placing applies; null for guests.',
  })
  @ApiOkResponse({ type: CheckoutCartPriceResponse })
  async cartPrice(@Body() body: CartPriceRequest, @Req() req: FastifyRequest): Promise<CheckoutCartPriceResponse> {
    const buyer = await this.identity.buyerOfSession(sessionToken(req, 'customer'));
    const delivery = body.country ? { country: body.country, shippingMethodId: body.shippingMethodId ?? null, paymentMethodId: body.paymentMethodId ?? null, vatId: body.vatId ?? null } : null;
    const price = await this.pricing.priceCart(buyer, { positions: body.positions, couponCode: body.couponCode, locale: body.locale ?? 'de', delivery });
    // A company member over his limits is told before checkout that the order will wait for approval (ADR 0051).
    return { data: { ...price, approvalNeeded: await this.pricing.approvalNeeded(buyer, price) } };
  }
}
