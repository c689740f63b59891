import { Injectable } from '@nestjs/common';
import { isCartExpired, type Cart } from '@shop/domain/cart';
import { CartSettings } from '../../../domain/ports/cart-settings.port';
import { CustomerCartRepository } from '../../../domain/ports/customer-cart.repository.port';

/** The customer's server cart; a cart older than sales.cartTTL days counts as none (as in the browser). */
@Injectable()
export class CustomerCartQuery {
  constructor(private readonly carts: CustomerCartRepository, private readonly settings: CartSettings) {}

  async execute(userId: number, now: Date = new Date()): Promise<Cart | null> {
    const cart = await this.carts.find(userId);
    if (!cart) return null;
    return isCartExpired(cart.dateUpdated, await this.settings.cartTtlDays(), now.getTime()) ? null : cart;
  }
}
