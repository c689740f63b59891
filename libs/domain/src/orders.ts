/**
 * Order rules both sides share. Spec: canceled orders are listed (flagged) but left out of counts and sums.
 */
export function isCanceledOrder(order: { status: string }): boolean {
  return order.status === 'canceled';
}

/** Orders that count: every order but the canceled ones. */
export function countedOrders<T extends { status: string }>(orders: readonly T[]): T[] {
  return orders.filter((o) => !isCanceledOrder(o));
}
