import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from '../../../identity';
import { OrderConfirmationDocument } from '../../application/order-confirmation-document';
import { OrderQueries } from '../../application/queries/order.queries';
import { OrderDocumentQuery, OrderRequest, OrderResponse, OrdersRequest, OrdersResponse } from './dto/account-orders.dto';

const orderNotFound = () => new ApiError('orderNotFound', 'orderNotFound', HttpStatus.NOT_FOUND);


/** The account area's orders: only ever the logged-in customer's own. */
@ApiTags('user')
@ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with a message id per field (propertyNotAllowed for unknown fields)' })
@Controller('api/user')
export class AccountOrdersController {
  constructor(private readonly queries: OrderQueries, private readonly confirmations: OrderConfirmationDocument) {}

  @Post('orders')
  @HttpCode(200)
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'The own orders, newest first (canceled included, flagged)' })
  @ApiOkResponse({ type: OrdersResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  async orders(@Body() _body: OrdersRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<OrdersResponse> {
    return { data: { orders: await this.queries.ordersOfCustomer(customer.id) } };
  }

  @Post('order')
  @HttpCode(200)
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'One of the own orders by id (oid)' })
  @ApiOkResponse({ type: OrderResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound — also for an order of someone else' })
  async order(@Body() body: OrderRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<OrderResponse> {
    const order = await this.queries.orderOfCustomer(customer.id, body.oid);
    if (!order) throw orderNotFound();
    return { data: { order } };
  }

  @Get('order/:id/confirmation.pdf')
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'The order confirmation of one of the own orders as a PDF download' })
  @ApiParam({ name: 'id', description: 'Order id (the oid of the order page)', type: Number })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The PDF (content-disposition: attachment; filename="Auftragsbestaetigung-<id>.pdf", en: "Order-confirmation-<id>.pdf"; cache-control: private, no-store)',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound — also for an order of someone else and for an id that is no order id' })
  async confirmation(@Param('id', new RecordIdPipe(orderNotFound)) id: number, @Query() query: OrderDocumentQuery, @CurrentCustomer() customer: AuthenticatedSubject, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.confirmations.ofCustomer(customer.id, id, query.locale ?? 'de');
    if (!file) throw orderNotFound();
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  }
}
