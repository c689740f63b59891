import type { Cart, CartLine } from '@shop/domain/cart';
import type { CustomerCartEntity, StoredCartPosition } from '../entities/customer-cart.entity';

/** A position with only the cart's four fields, absent ones left out (what is stored and what is answered). */
export function toCartLine(p: CartLine | StoredCartPosition): CartLine {
  return {
    productId: p.productId,
    qty: p.qty,
    ...(p.customProductType ? { customProductType: p.customProductType } : {}),
    ...(p.customConfiguration !== undefined && p.customConfiguration !== null ? { customConfiguration: p.customConfiguration } : {}),
  };
}

export function toDomain(e: CustomerCartEntity): Cart {
  return { id: e.cartId, positions: e.positions.map(toCartLine), dateUpdated: e.dateUpdated.toISOString() };
}

export function toPersistence(userId: number, cart: Cart): CustomerCartEntity {
  return {
    userId,
    cartId: cart.id,
    positions: cart.positions.map(toCartLine) as StoredCartPosition[],
    dateUpdated: new Date(cart.dateUpdated),
  };
}
