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

/** The statuses an admin sets (spec §4: in progress, completed, canceled). */
export const ADMIN_ORDER_STATUSES = ['inProgress', 'completed', 'canceled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/**
 * Whether an admin may move an order from one status to another: any of the three statuses to another one
 * (a canceled order may be reopened, a completed one canceled); never to the status it already has.
 */
export function canChangeOrderStatus(from: string, to: string): to is AdminOrderStatus {
  return (ADMIN_ORDER_STATUSES as readonly string[]).includes(to) && from !== to;
}

/** The buyer is told by mail when an order becomes completed or canceled (issue 14). */
export function orderStatusNeedsMail(to: string): to is 'completed' | 'canceled' {
  return to === 'completed' || to === 'canceled';
}
