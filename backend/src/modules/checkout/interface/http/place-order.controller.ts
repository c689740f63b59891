import { Body, Controller, Header, Headers, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { IdentityFacade, sessionToken } from '../../../identity';
import { PlaceOrderHandler, type PlaceOrderError } from '../../application/commands/place-order/place-order.handler';
import { GuestMailLimits } from '../../application/guest-mail-limits';
import { guestMailLimitError } from './guest-mail-limit.error';
import { PlaceOrderRequest, PlaceOrderResponse } from './dto/place-order.dto';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

function toHttpError(error: PlaceOrderError): ApiError {
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return new ApiError('VALIDATION_FAILED', 'The order is not valid.', HttpStatus.BAD_REQUEST, error.fields);
    case 'idempotencyKeyReused':
      return new ApiError(error.code, 'This Idempotency-Key belongs to another order request.', HttpStatus.CONFLICT);
    default:
      return new ApiError(error.code, 'The order cannot be placed.', HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

/** Placing an order (checkout issue). Exactly once per Idempotency-Key, priced again by the server. */
@ApiTags('checkout')
@ApiHeader({ name: 'Idempotency-Key', required: true, description: '8 to 100 characters A–Z, a–z, 0–9, _ and -; the same key never makes a second order' })
@Controller('api/order')
export class PlaceOrderController {
  constructor(
    private readonly handler: PlaceOrderHandler,
    private readonly identity: IdentityFacade,
    private readonly guestLimits: GuestMailLimits,
  ) {}

  @Post('new')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Places an order: guests send buyer data, customers are taken from the session; every price is computed again on the server',
    description:
      'A repeated submit with the same key and request answers the same order; the same key with another request or buyer answers 409 idempotencyKeyReused. ' +
      'A company member over his order limits: the order is stored awaiting approval (answer approval.state awaiting), no confirmation mail until approved. ' +
      'Refusals (422): companyRoleCannotOrder (the member\'s role may not order), minOrderValueNotReachedMsg, countryNotDeliverable, shippingMethodNotOffered, paymentMethodNotOffered, couponCodeInvalidMsg, productIdUnknown. ' +
      'Field errors (400 VALIDATION_FAILED): addresses, buyer, mustAcceptTermsMessage, mustConfirmPrivacyPolicyMessage, quantities by the product rules.',
  })
  @ApiOkResponse({ type: PlaceOrderResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, idempotencyKeyMissing' })
  @ApiConflictResponse({ description: 'idempotencyKeyReused' })
  @ApiUnprocessableEntityResponse({ description: 'the order cannot be placed: a message id' })
  @ApiTooManyRequestsResponse({ description: 'guestMailLimitReachedMsg: a guest over the hourly limit of orders and offer requests per client address or per e-mail address (GUEST_MAILS_PER_ADDRESS, GUEST_MAILS_PER_RECIPIENT); with Retry-After' })
  async place(@Body() body: PlaceOrderRequest, @Headers('idempotency-key') key: string | undefined, @Req() req: FastifyRequest): Promise<PlaceOrderResponse> {
    if (!key || !KEY.test(key)) throw new ApiError('idempotencyKeyMissing', 'An Idempotency-Key header (8 to 100 characters) is required.', HttpStatus.BAD_REQUEST);
    const customer = await this.identity.customerOfSession(sessionToken(req, 'customer'));
    // A guest's order mails an address nobody verified: counted per address and recipient before anything is placed.
    const admitted = customer ? null : await this.guestLimits.admit({ clientAddress: String(req.ip ?? 'unknown'), recipient: body.buyer?.email, requestId: key });
    if (admitted && !admitted.ok) throw guestMailLimitError(admitted.retryAfterMs);
    const result = await this.handler.execute({
      idempotencyKey: key,
      customer,
      buyer: customer ? null : (body.buyer ?? null),
      positions: body.positions,
      shippingAddress: body.shippingAddress,
      billingAddress: body.billingAddress,
      shippingMethodId: body.shippingMethodId,
      paymentMethodId: body.paymentMethodId,
      couponCode: body.couponCode ?? null,
      additionalInformation: body.additionalInformation,
      desiredDeliveryDate: body.desiredDeliveryDate ?? null,
      termsAccepted: body.termsAccepted,
      privacyPolicyAccepted: body.privacyPolicyAccepted,
      locale: body.locale ?? 'de',
      aquisitionIds: body.aqus ? { order: body.aqus, initial: null } : undefined,
    });
    if (!result.ok) {
      if (admitted?.ok) await this.guestLimits.release(admitted.ticket);
      throw toHttpError(result.error);
    }
    return { data: result.value };
  }
}
