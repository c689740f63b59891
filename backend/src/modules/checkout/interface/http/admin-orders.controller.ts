import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ADMIN_ORDER_STATUSES } from '@shop/domain';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../identity';
import { AdminOrderQueries } from '../../application/admin/admin-order.queries';
import { ChangeOrderStatusHandler } from '../../application/commands/change-order-status/change-order-status.handler';
import { OrderConfirmationDocument } from '../../application/order-confirmation-document';
import {
  AdminOffersQuery,
  AdminOffersResponse,
  AdminOrderFilterOptionsResponse,
  AdminOrderQuery,
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminOrderStatisticsQuery,
  ChangeOrderStatusRequest,
  ChangeOrderStatusResponse,
  OrderStatisticsResponse,
} from './dto/admin-orders.dto';

const orderNotFound = () => new ApiError('orderNotFound', 'No such order.', HttpStatus.NOT_FOUND);

/** A path id that cannot be an order id is an unknown order. */
const ORDER_ID = new RecordIdPipe(orderNotFound);

/** The admin's orders and offers (ADR 0024): list, detail, confirmation PDF, status changes. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid (or an expired) admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin')
export class AdminOrdersController {
  constructor(
    private readonly queries: AdminOrderQueries,
    private readonly changeStatus: ChangeOrderStatusHandler,
    private readonly confirmations: OrderConfirmationDocument,
  ) {}

  @Get('orders')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Orders: search (order number, e-mail, company, customer id), filters (status, date range, shipping and payment method, customer), sort and paging' })
  @ApiOkResponse({ type: AdminOrdersResponse })
  async list(@Query() query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
    return { data: await this.queries.list({ ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 25 }) };
  }

  @Get('orders/filter-options')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'What the order list filters by: statuses, shipping and payment methods' })
  @ApiOkResponse({ type: AdminOrderFilterOptionsResponse })
  async filterOptions(): Promise<AdminOrderFilterOptionsResponse> {
    return { data: { statuses: [...ADMIN_ORDER_STATUSES], ...(await this.queries.filterOptions()) } };
  }

  @Get('orders/statistics')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A customer's order figures (count, revenue, average, last order), canceled orders excluded" })
  @ApiOkResponse({ type: OrderStatisticsResponse })
  async statistics(@Query() query: AdminOrderStatisticsQuery): Promise<OrderStatisticsResponse> {
    return { data: await this.queries.statistics(query.userId) };
  }

  @Get('orders/:id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One order: positions (configured ones spelled out), addresses, price breakdown, status history' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminOrderResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound' })
  async detail(@Param('id', ORDER_ID) id: number, @Query() query: AdminOrderQuery): Promise<AdminOrderResponse> {
    const detail = await this.queries.detail(id, query.locale ?? 'de');
    if (!detail) throw orderNotFound();
    return { data: detail };
  }

  @Get('orders/:id/confirmation.pdf')
  @ApiOperation({ summary: 'The order confirmation as a PDF download (the document the buyer got)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF (attachment; cache-control: private, no-store)', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound' })
  async confirmation(@Param('id', ORDER_ID) id: number, @Query() query: AdminOrderQuery, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.confirmations.ofOrder(id, query.locale ?? 'de');
    if (!file) throw orderNotFound();
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  }

  @Post('orders/:id/status')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Sets an order's status (in progress, completed, canceled): history, audit log and, for completed and canceled, the buyer's mail — one transaction" })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ChangeOrderStatusResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description:
      'adOrderStatusFinal — the order is completed or canceled, which are final (only in progress → completed or canceled is allowed); adOrderStatusUnchanged — it has that status already; adOrderStatusConflict — it no longer has the expected status; adOrderNotApproved — the order awaits company approval or was rejected (ADR 0051)',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'adOrderStatusInvalid — no such status' })
  async setStatus(@Param('id', ORDER_ID) id: number, @Body() body: ChangeOrderStatusRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ChangeOrderStatusResponse> {
    const result = await this.changeStatus.execute({ orderId: id, status: body.status, ...(body.expectedStatus ? { expectedStatus: body.expectedStatus } : {}), adminId: admin.id });
    if (result.ok) return { data: result.value };
    switch (result.error.code) {
      case 'orderNotFound':
        throw orderNotFound();
      case 'adOrderStatusConflict':
        throw new ApiError('adOrderStatusConflict', `The order's status is ${result.error.current}.`, HttpStatus.CONFLICT);
      case 'adOrderStatusFinal':
        throw new ApiError('adOrderStatusFinal', `The order is ${result.error.current}, which is final.`, HttpStatus.CONFLICT);
      case 'adOrderStatusUnchanged':
        throw new ApiError('adOrderStatusUnchanged', `The order's status is ${result.error.current} already.`, HttpStatus.CONFLICT);
      case 'adOrderNotApproved':
        throw new ApiError('adOrderNotApproved', 'The order awaits approval by the buyer’s company or was rejected: it is no order yet.', HttpStatus.CONFLICT);
      default:
        throw new ApiError('adOrderStatusInvalid', 'Unknown status.', HttpStatus.BAD_REQUEST);
    }
  }

  @Get('offers')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Offers (buy, rent-to-buy, leasing) with their status, newest first' })
  @ApiOkResponse({ type: AdminOffersResponse })
  async offers(@Query() query: AdminOffersQuery): Promise<AdminOffersResponse> {
    return { data: await this.queries.offers({ ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 25 }) };
  }
}
