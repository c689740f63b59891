import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../identity';
import { AcceptOfferHandler, type AcceptOfferError } from '../../application/commands/accept-offer/accept-offer.handler';
import { AdjustOfferHandler } from '../../application/commands/adjust-offer/adjust-offer.handler';
import { ChangeOfferStatusHandler } from '../../application/commands/change-offer-status/change-offer-status.handler';
import { SendOfferHandler } from '../../application/commands/send-offer/send-offer.handler';
import { OfferQueries } from '../../application/queries/offer.queries';
import { AdjustOfferRequest, AdminOfferQuery, AdminOfferResponse, OfferActionResponse, OfferVersionRequest } from './dto/admin-offers.dto';

const offerNotFound = () => new ApiError('offerNotFound', 'No such offer.', HttpStatus.NOT_FOUND);
const OFFER_ID = new RecordIdPipe(offerNotFound);

/** A refused offer action as the HTTP answer: 404, 409 for the status machine and versions, 400 for values, 422 for terms. */
function toHttpError(error: AcceptOfferError): ApiError {
  switch (error.code) {
    case 'offerNotFound':
      return offerNotFound();
    case 'offerStatusFinal':
    case 'offerActionNotAllowed':
      return new ApiError(error.code, `The offer is ${error.status}.`, HttpStatus.CONFLICT);
    case 'offerVersionConflict':
      return new ApiError(error.code, `The offer was changed meanwhile (version ${error.version}).`, HttpStatus.CONFLICT);
    case 'VALIDATION_FAILED':
      return new ApiError('VALIDATION_FAILED', 'The change is not valid.', HttpStatus.BAD_REQUEST, error.fields);
    default:
      return new ApiError(error.code, 'The offer cannot be changed so.', HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

/**
 * One offer in the admin (docs/decisions/0046-offers-to-orders.md): the detail, adjusting quantities and unit
 * prices, sending it with its PDF, marking it declined or expired, and accepting it into an order. The list
 * stays `GET /api/admin/offers` (admin orders). Every change goes through the offer status machine of
 * @shop/domain and is written to the audit log.
 */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid (or an expired) admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@ApiNotFoundResponse({ type: ErrorResponse, description: 'offerNotFound' })
@UseGuards(AdminGuard)
@Controller('api/admin/offers')
export class AdminOffersController {
  constructor(
    private readonly queries: OfferQueries,
    private readonly adjustHandler: AdjustOfferHandler,
    private readonly sendHandler: SendOfferHandler,
    private readonly statusHandler: ChangeOfferStatusHandler,
    private readonly acceptHandler: AcceptOfferHandler,
  ) {}

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One offer: buyer, positions with prices, figures, status, version, what may be done with it' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminOfferResponse })
  async detail(@Param('id', OFFER_ID) id: number, @Query() query: AdminOfferQuery): Promise<AdminOfferResponse> {
    const detail = await this.queries.adminDetail(id, query.locale ?? 'de');
    if (!detail) throw offerNotFound();
    return { data: detail };
  }

  @Put(':id/positions')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Adjusts positions' quantities and unit prices; lines and offer terms computed again by the server (a sent offer becomes open)" })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: OfferActionResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with a message id per position field (invalidOrderQuantityInteger, invalidOrderQuantityMin, offerPriceInvalid, offerPositionUnknown, …)' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'offerStatusFinal, offerActionNotAllowed, offerVersionConflict' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'leasingNotAvailableMsg' })
  async adjust(@Param('id', OFFER_ID) id: number, @Body() body: AdjustOfferRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<OfferActionResponse> {
    const result = await this.adjustHandler.execute({ offerId: id, expectedVersion: body.expectedVersion, changes: body.positions, adminId: admin.id });
    if (!result.ok) throw toHttpError(result.error);
    return { data: result.value };
  }

  @Post(':id/send')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Sends the offer to the buyer as a PDF attached to a mail; status sent' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: OfferActionResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'offerStatusFinal, offerVersionConflict' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'offerNoDeliveryTerms — the shop offers no shipping or payment method for the offer' })
  async send(@Param('id', OFFER_ID) id: number, @Body() body: OfferVersionRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<OfferActionResponse> {
    const result = await this.sendHandler.execute({ offerId: id, expectedVersion: body.expectedVersion, adminId: admin.id });
    if (!result.ok) throw toHttpError(result.error);
    return { data: result.value };
  }

  @Post(':id/accept')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The buyer accepted: the sent offer becomes an order with the offered prices, exactly once; status accepted' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: OfferActionResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'offerStatusFinal (accepted already, declined, expired), offerActionNotAllowed (never sent), offerVersionConflict' })
  async accept(@Param('id', OFFER_ID) id: number, @Body() body: OfferVersionRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<OfferActionResponse> {
    const result = await this.acceptHandler.execute({ offerId: id, expectedVersion: body.expectedVersion, adminId: admin.id });
    if (!result.ok) throw toHttpError(result.error);
    return { data: { ...result.value, version: body.expectedVersion } };
  }

  @Post(':id/decline')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The buyer declined the offer; status declined (final)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: OfferActionResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'offerStatusFinal' })
  async decline(@Param('id', OFFER_ID) id: number, @CurrentAdmin() admin: AuthenticatedSubject): Promise<OfferActionResponse> {
    const result = await this.statusHandler.execute({ offerId: id, action: 'decline', adminId: admin.id });
    if (!result.ok) throw toHttpError(result.error);
    return { data: result.value };
  }

  @Post(':id/expire')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The offer ran out without an answer; status expired (final)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: OfferActionResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'offerStatusFinal' })
  async expire(@Param('id', OFFER_ID) id: number, @CurrentAdmin() admin: AuthenticatedSubject): Promise<OfferActionResponse> {
    const result = await this.statusHandler.execute({ offerId: id, action: 'expire', adminId: admin.id });
    if (!result.ok) throw toHttpError(result.error);
    return { data: result.value };
  }
}
