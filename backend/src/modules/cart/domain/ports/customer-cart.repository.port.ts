import type { Cart } from '@shop/domain/cart';

/** The server cart of each logged-in customer: at most one per customer. */
export abstract class CustomerCartRepository {
  abstract find(userId: number): Promise<Cart | null>;
  /** Creates or replaces the customer's cart. */
  abstract save(userId: number, cart: Cart): Promise<void>;
  abstract delete(userId: number): Promise<void>;
  /**
   * Writes the customer's cart (null: deletes it) only if the stored one is still the one dated `expected` (null:
   * none is stored), in one statement; false when it is not (another save came first: nothing is written).
   */
  abstract replaceIf(userId: number, expected: string | null, cart: Cart | null): Promise<boolean>;
}
