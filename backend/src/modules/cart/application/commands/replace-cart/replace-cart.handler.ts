import { Injectable } from '@nestjs/common';
import type { Cart } from '@shop/domain/cart';
import { CustomerCartRepository } from '../../../domain/ports/customer-cart.repository.port';
import { ReplaceCartCommand } from './replace-cart.command';

/**
 * Saves the cart as the customer's server cart, dated now (the server's clock, not the browser's; after the cart
 * it replaces, see `CustomerCartRepository.save`); a cart without positions is no cart: the stored one is deleted
 * and the answer is null.
 */
@Injectable()
export class ReplaceCartHandler {
  constructor(private readonly carts: CustomerCartRepository) {}

  async execute(command: ReplaceCartCommand): Promise<Cart | null> {
    if (command.cart.positions.length === 0) {
      await this.carts.delete(command.userId);
      return null;
    }
    const cart: Cart = { id: command.cart.id, positions: [...command.cart.positions], dateUpdated: command.now.toISOString() };
    return this.carts.save(command.userId, cart);
  }
}
