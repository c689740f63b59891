import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../identity';
import { AdminOrderQueries } from '../../application/admin/admin-order.queries';
import { AddOrderNoteHandler } from '../../application/commands/add-order-note/add-order-note.handler';
import { ResendOrderConfirmationHandler } from '../../application/commands/resend-order-confirmation/resend-order-confirmation.handler';
import { AddOrderNoteRequest, OrderNotesResponse, ResendConfirmationResponse } from './dto/admin-order-actions.dto';

const orderNotFound = () => new ApiError('orderNotFound', 'No such order.', HttpStatus.NOT_FOUND);
const ORDER_ID = new RecordIdPipe(orderNotFound);

/** The admin's actions on one order beside its status (docs/decisions/0047-contact-inbox-and-order-admin.md): internal notes, resending the confirmation. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid (or an expired) admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/orders')
export class AdminOrderActionsController {
  constructor(
    private readonly queries: AdminOrderQueries,
    private readonly addNote: AddOrderNoteHandler,
    private readonly resend: ResendOrderConfirmationHandler,
  ) {}

  @Get(':id/notes')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The order's internal notes (author, time), oldest first" })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: OrderNotesResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound' })
  async notes(@Param('id', ORDER_ID) id: number): Promise<OrderNotesResponse> {
    const notes = await this.queries.notes(id);
    if (!notes) throw orderNotFound();
    return { data: notes };
  }

  @Post(':id/notes')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Adds an internal note (never shown to the buyer); audited; answers every note' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: OrderNotesResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED, text: adOrderNoteInvalid' })
  async add(@Param('id', ORDER_ID) id: number, @Body() body: AddOrderNoteRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<OrderNotesResponse> {
    const result = await this.addNote.execute({ orderId: id, text: body.text, adminId: admin.id });
    if (!result.ok) {
      if (result.error.code === 'orderNotFound') throw orderNotFound();
      throw new ApiError('VALIDATION_FAILED', 'The note is not valid.', HttpStatus.BAD_REQUEST, { text: 'adOrderNoteInvalid' });
    }
    return { data: (await this.queries.notes(id)) ?? [] };
  }

  @Post(':id/resend-confirmation')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Sends the order confirmation (with its PDF) to the buyer again, in the order’s language; audited' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ResendConfirmationResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound' })
  async resendConfirmation(@Param('id', ORDER_ID) id: number, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ResendConfirmationResponse> {
    const result = await this.resend.execute({ orderId: id, adminId: admin.id });
    if (!result.ok) throw orderNotFound();
    return { data: result.value };
  }
}
