/**
 * A customer's orders as identity needs them: the login answer and the init store list them, the admin
 * dashboard counts them. Orders belong to checkout, which implements this port; identity passes them
 * through without looking inside (their shape is checkout's `OrderDto` in the API document).
 */
export type AccountOrder = Readonly<Record<string, unknown>>;

export abstract class CustomerOrdersPort {
  /** Newest first; canceled orders included and flagged. */
  abstract ordersOfCustomer(userId: number): Promise<AccountOrder[]>;
  /** Orders that count: canceled ones excluded (spec: canceled orders are left out of counts and sums). */
  abstract countOrders(): Promise<number>;
}
