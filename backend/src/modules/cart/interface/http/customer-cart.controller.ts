import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from '../../../identity';
import { CartQuantities } from '../../application/cart-quantities/cart-quantities';
import { MergeCartCommand } from '../../application/commands/merge-cart/merge-cart.command';
import { MergeCartHandler } from '../../application/commands/merge-cart/merge-cart.handler';
import { ReplaceCartCommand } from '../../application/commands/replace-cart/replace-cart.command';
import { ReplaceCartHandler } from '../../application/commands/replace-cart/replace-cart.handler';
import { CustomerCartQuery } from '../../application/queries/customer-cart/customer-cart.query';
import type { CartLine } from '@shop/domain/cart';
import { cartResponse, fromCartDto } from './cart-http.mapper';
import { CartResponse, MergeCartRequest, ReplaceCartRequest } from './dto/cart.dto';

/**
 * The server cart of the logged-in customer (docs/api/cart.md): the browser keeps its cart in local storage
 * as for guests, and also saves it here, so the cart follows the customer to another device.
 */
@ApiTags('cart')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
@Controller('api/sales/cart')
@UseGuards(CustomerGuard)
export class CustomerCartController {
  constructor(
    private readonly query: CustomerCartQuery,
    private readonly replace: ReplaceCartHandler,
    private readonly merge: MergeCartHandler,
    private readonly quantities: CartQuantities,
  ) {}

  /** Every position's quantity by its rule (configured products: whole pieces), or 400 with a message id per position. */
  private async checkQuantities(cart: { positions: readonly CartLine[] } | null): Promise<void> {
    const fields = cart ? await this.quantities.problems(cart.positions) : {};
    if (Object.keys(fields).length > 0) throw new ApiError('VALIDATION_FAILED', 'A quantity breaks its rule.', HttpStatus.BAD_REQUEST, fields);
  }

  @Get()
  @ApiOperation({ summary: "The customer's server cart (null when there is none or it expired)" })
  @ApiOkResponse({ type: CartResponse })
  async get(@CurrentCustomer() customer: AuthenticatedSubject): Promise<CartResponse> {
    return cartResponse(await this.query.execute(customer.id));
  }

  @Put()
  @ApiOperation({ summary: "Replaces the customer's server cart (a cart without positions deletes it); answers the saved cart" })
  @ApiOkResponse({ type: CartResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'VALIDATION_FAILED with a message id per field (invalidCart, invalidCartProductId, invalidOrderQuantityNumber, customProductInvalid, propertyNotAllowed; a quantity that breaks its rule — configured products in whole pieces, articles by their product — at cart.positions.<i>.qty: invalidOrderQuantityInteger, …Min, …Max, …Increment)',
  })
  async put(@Body() body: ReplaceCartRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<CartResponse> {
    // The quantities as sent (an exponent or a sign is no quantity, even where it would normalise to one).
    await this.checkQuantities(body.cart);
    return cartResponse(await this.replace.execute(new ReplaceCartCommand(customer.id, fromCartDto(body.cart))));
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOperation({
    summary: "At login: merges the browser's cart into the server cart and answers the merged cart",
    description: 'mergeCartOnLogin: the local quantity wins for a position in both carts; local positions first, then account-only ones; the account cart keeps its id.',
  })
  @ApiOkResponse({ type: CartResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED, as for PUT' })
  async mergeAtLogin(@Body() body: MergeCartRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<CartResponse> {
    await this.checkQuantities(body.cart ?? null);
    return cartResponse(await this.merge.execute(new MergeCartCommand(customer.id, body.cart ? fromCartDto(body.cart) : null)));
  }
}
