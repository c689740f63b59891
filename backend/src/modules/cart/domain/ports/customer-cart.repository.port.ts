import type { Cart } from '@shop/domain/cart';

/** The server cart of each logged-in customer: at most one per customer. */
export abstract class CustomerCartRepository {
  abstract find(userId: number): Promise<Cart | null>;
  /** Creates or replaces the customer's cart. */
  abstract save(userId: number, cart: Cart): Promise<void>;
  abstract delete(userId: number): Promise<void>;
}
