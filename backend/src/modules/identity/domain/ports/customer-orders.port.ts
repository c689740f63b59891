/**
 * A customer's orders as identity needs them: the login answer lists them. Orders belong to checkout, which
 * implements this port (init's store asks checkout directly, through the storefront facade); identity passes them
 * through without looking inside (their shape is checkout's `OrderDto` in the API document).
 */
export type AccountOrder = Readonly<Record<string, unknown>>;

export abstract class CustomerOrdersPort {
  /** Newest first; canceled orders included and flagged. */
  abstract ordersOfCustomer(userId: number): Promise<AccountOrder[]>;
}
