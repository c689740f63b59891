import { Body, Controller, Header, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { CustomerGuard, IdentityFacade, sessionToken } from '../../../identity';
import { RequestOfferHandler, type RequestOfferError } from '../../application/commands/request-offer/request-offer.handler';
import { GuestMailLimits } from '../../application/guest-mail-limits';
import { guestMailLimitError } from './guest-mail-limit.error';
import { OfferRequest, OfferResponse } from './dto/offer.dto';

function toHttpError(error: RequestOfferError): ApiError {
  return error.code === 'VALIDATION_FAILED'
    ? new ApiError('VALIDATION_FAILED', 'The offer request is not valid.', HttpStatus.BAD_REQUEST, error.fields)
    : new ApiError(error.code, 'The offer cannot be requested.', HttpStatus.UNPROCESSABLE_ENTITY);
}

/** Offer requests (docs/rules/calls.md#offers-and-orders): customers (offer/new) and guests with their buyer data (offer/guest/new). */
@ApiTags('checkout')
@ApiUnprocessableEntityResponse({ description: 'minOfferValueNotReachedMsg, leasingNotAvailableMsg (under 30,000 € net), productIdUnknown' })
@Controller('api/order/offer')
export class OfferController {
  constructor(
    private readonly handler: RequestOfferHandler,
    private readonly identity: IdentityFacade,
    private readonly guestLimits: GuestMailLimits,
  ) {}

  @Post('new')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'A logged-in customer asks for an offer (buy, rent-to-buy, leasing); priced by the server' })
  @ApiOkResponse({ type: OfferResponse })
  async customerOffer(@Body() body: OfferRequest, @Req() req: FastifyRequest): Promise<OfferResponse> {
    const customer = await this.identity.customerOfSession(sessionToken(req, 'customer'));
    if (!customer) throw new ApiError('notLoggedIn', 'Please log in.', HttpStatus.UNAUTHORIZED);
    return this.request(body, customer);
  }

  @Post('guest/new')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A guest asks for an offer with buyer data (company, customer id, names, e-mail validated)' })
  @ApiOkResponse({ type: OfferResponse })
  @ApiTooManyRequestsResponse({ description: 'guestMailLimitReachedMsg: over the hourly limit of guest orders and offer requests per client address or per e-mail address; with Retry-After' })
  async guestOffer(@Body() body: OfferRequest, @Req() req: FastifyRequest): Promise<OfferResponse> {
    // The confirmation goes to an address nobody verified: counted with the guest orders (ADR 0034).
    const admitted = await this.guestLimits.admit({ clientAddress: String(req.ip ?? 'unknown'), recipient: body.offer.buyer?.email });
    if (!admitted.ok) throw guestMailLimitError(admitted.retryAfterMs);
    try {
      return await this.request(body, null);
    } catch (error) {
      await this.guestLimits.release(admitted.ticket);
      throw error;
    }
  }

  private async request(body: OfferRequest, customer: Awaited<ReturnType<IdentityFacade['customerOfSession']>>): Promise<OfferResponse> {
    const result = await this.handler.execute({
      type: body.offer.type ?? 'buy',
      customer,
      buyer: customer ? null : (body.offer.buyer ?? null),
      positions: body.offer.positions,
      readyForShipmentMsg: body.offer.readyForShipmentMsg ?? '',
      couponCode: body.offer.couponCode,
      locale: body.locale ?? 'de',
    });
    if (!result.ok) throw toHttpError(result.error);
    return { data: result.value };
  }
}
