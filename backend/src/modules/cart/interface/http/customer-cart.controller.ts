import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from '../../../identity';
import { CartQuantities } from '../../application/cart-quantities/cart-quantities';
import { ChangeCartHandler } from '../../application/commands/change-cart/change-cart.handler';
import { MergeCartCommand } from '../../application/commands/merge-cart/merge-cart.command';
import { MergeCartHandler } from '../../application/commands/merge-cart/merge-cart.handler';
import { ReplaceCartCommand } from '../../application/commands/replace-cart/replace-cart.command';
import { ReplaceCartHandler } from '../../application/commands/replace-cart/replace-cart.handler';
import { CustomerCartQuery } from '../../application/queries/customer-cart/customer-cart.query';
import type { CartChange, CartLine } from '@shop/domain/cart';
import { cartResponse, fromCartDto, fromPositionDto } from './cart-http.mapper';
import { CartChangedResponse, CartResponse, ChangeCartRequest, MergeCartRequest, ReplaceCartRequest, type CartPositionDto } from './dto/cart.dto';

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
    private readonly change: ChangeCartHandler,
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

  @Patch()
  @ApiOperation({
    summary: "Saves what changed in the customer's server cart (ADR 0057): the positions set or removed since the cart saved at `since`",
    description:
      'A position is named by product, custom product type and configuration; a new one is appended. Answers when the server saved the cart and how many positions it has (not the cart). 409 cartChanged when the server cart is not the one saved at `since` — another device saved it, or it expired: the browser then saves its whole cart (PUT).',
  })
  @ApiOkResponse({ type: CartChangedResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED, as for PUT (a quantity that breaks its rule at changes.<i>.qty; invalidCart at changes past 500 positions)' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'cartChanged' })
  async patch(@Body() body: ChangeCartRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<CartChangedResponse> {
    const changes: CartChange[] = body.changes.map((c) =>
      c.remove === true
        ? { productId: c.productId, customProductType: c.customProductType ?? null, ...(c.customConfiguration ? { customConfiguration: { ...c.customConfiguration } } : {}), remove: true as const }
        : fromPositionDto(c as CartPositionDto),
    );
    // Only the changed positions' quantities are checked (the others were when they were saved), named by the change.
    const sets = changes.flatMap((c, index) => (c.remove === true ? [] : [{ line: c as CartLine, index }]));
    const fields = await this.quantities.problems(
      sets.map((s) => s.line),
      (i) => `changes.${sets[i].index}.qty`,
    );
    if (Object.keys(fields).length > 0) throw new ApiError('VALIDATION_FAILED', 'A quantity breaks its rule.', HttpStatus.BAD_REQUEST, fields);
    const result = await this.change.execute({ userId: customer.id, since: body.since, cartId: body.cartId, changes });
    if (!result.ok) {
      if (result.error.code === 'cartTooLarge') throw new ApiError('VALIDATION_FAILED', 'A cart holds at most 500 positions.', HttpStatus.BAD_REQUEST, { changes: 'invalidCart' });
      throw new ApiError('cartChanged', 'The saved cart is not the one these changes were made to.', HttpStatus.CONFLICT);
    }
    return { data: result.value };
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
