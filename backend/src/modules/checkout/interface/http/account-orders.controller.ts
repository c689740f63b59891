import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from '../../../identity';
import { OrderQueries } from '../../application/queries/order.queries';
import { OrderRequest, OrderResponse, OrdersRequest, OrdersResponse } from './dto/account-orders.dto';

/** The account area's orders: only ever the logged-in customer's own. */
@ApiTags('user')
@ApiHeader({ name: 'apiCode', required: true })
@ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with a message id per field (propertyNotAllowed for unknown fields)' })
@Controller('api/user')
export class AccountOrdersController {
  constructor(private readonly queries: OrderQueries) {}

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
    if (!order) throw new ApiError('orderNotFound', 'orderNotFound', HttpStatus.NOT_FOUND);
    return { data: { order } };
  }
}
