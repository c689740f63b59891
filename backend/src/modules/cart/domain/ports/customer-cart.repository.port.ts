import type { Cart } from '@shop/domain/cart';

/** The server cart of each logged-in customer: at most one per customer. */
export abstract class CustomerCartRepository {
  abstract find(userId: number): Promise<Cart | null>;
  /**
   * Creates or replaces the customer's cart and answers it as stored: dated the cart's date, or one millisecond
   * after the cart it replaces where that is not earlier — a saved cart's date is never a date the customer's cart
   * had before, so a change sent against a date (`replaceIf`) never lands on another save of the same millisecond.
   */
  abstract save(userId: number, cart: Cart): Promise<Cart>;
  abstract delete(userId: number): Promise<void>;
  /**
   * Writes the customer's cart (null: deletes it) only if the stored one is still the one dated `expected` (null:
   * none is stored), in one statement; false when it is not (another save came first: nothing is written).
   */
  abstract replaceIf(userId: number, expected: string | null, cart: Cart | null): Promise<boolean>;
}
