/**
 * Order rules both sides share. Canceled orders are listed (flagged) but left out of every count and sum
 * (the account's order count, the admin's customer figures, the dashboard, the statistics); so are orders
 * that wait for a company approver or that an approver rejected (ADR 0051: approval is a state beside the
 * status, an order is only an order once approved). This is the one home of that rule: the frontend filters
 * with `countedOrders`, the checkout module's SQL is built from `UNCOUNTED_ORDER_STATUSES` and
 * `UNCOUNTED_APPROVAL_STATES` (`countedOrderSql`), and other modules ask checkout's `OrderStatistics`.
 */
export const UNCOUNTED_ORDER_STATUSES: readonly string[] = Object.freeze(['canceled']);

/** An order's approval (company accounts): null when it never needed one. */
export const ORDER_APPROVAL_STATES = ['awaiting', 'approved', 'rejected'] as const;
export type OrderApprovalState = (typeof ORDER_APPROVAL_STATES)[number];

/** Approval states of orders that are no order (yet): waiting for an approver, or rejected by one. */
export const UNCOUNTED_APPROVAL_STATES: readonly OrderApprovalState[] = Object.freeze(['awaiting', 'rejected'] as const);

export function isOrderApprovalState(value: unknown): value is OrderApprovalState {
  return typeof value === 'string' && (ORDER_APPROVAL_STATES as readonly string[]).includes(value);
}

export function isCanceledOrder(order: { status: string }): boolean {
  return order.status === 'canceled';
}

/** An order that waits for approval or was rejected: listed (marked), never counted, no status change. */
export function isUnapprovedOrder(order: { approvalState?: string | null }): boolean {
  return order.approvalState != null && (UNCOUNTED_APPROVAL_STATES as readonly string[]).includes(order.approvalState);
}

/** Whether an order counts in counts and sums: every order but the canceled, the awaiting and the rejected ones. */
export function isCountedOrder(order: { status: string; approvalState?: string | null }): boolean {
  return !UNCOUNTED_ORDER_STATUSES.includes(order.status) && !isUnapprovedOrder(order);
}

/** Orders that count: every order but the canceled, the awaiting and the rejected ones. */
export function countedOrders<T extends { status: string; approvalState?: string | null }>(orders: readonly T[]): T[] {
  return orders.filter(isCountedOrder);
}

/** The statuses an admin sets: in progress, completed, canceled (docs/rules/states-and-transitions.md#order-status). */
export const ADMIN_ORDER_STATUSES = ['inProgress', 'completed', 'canceled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/**
 * The order's status machine: an order is in progress until an admin completes or cancels it; completed and
 * canceled are final (the buyer has had the mail saying so: reopening a canceled order, or canceling a
 * completed one, would contradict it). Every status change (admin API and admin UI) goes through here.
 */
const ORDER_STATUS_TRANSITIONS: Readonly<Record<AdminOrderStatus, readonly AdminOrderStatus[]>> = {
  inProgress: ['completed', 'canceled'],
  completed: [],
  canceled: [],
};

export function isAdminOrderStatus(value: string): value is AdminOrderStatus {
  return (ADMIN_ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order in `from` may be moved to (none from a final status or an unknown one). */
export function nextOrderStatuses(from: string): readonly AdminOrderStatus[] {
  return isAdminOrderStatus(from) ? ORDER_STATUS_TRANSITIONS[from] : [];
}

/** True when `from` is final: no further change. */
export function isFinalOrderStatus(from: string): boolean {
  return isAdminOrderStatus(from) && ORDER_STATUS_TRANSITIONS[from].length === 0;
}

/** Whether an admin may move an order from one status to another (see ORDER_STATUS_TRANSITIONS). */
export function canChangeOrderStatus(from: string, to: string): to is AdminOrderStatus {
  return nextOrderStatuses(from).some((s) => s === to);
}

/**
 * Why a status change is refused, as a message id: adOrderStatusInvalid (no such status),
 * adOrderStatusFinal (the order is completed or canceled), adOrderStatusUnchanged (it has that status
 * already); null when the change is allowed.
 */
export function orderStatusRefusal(from: string, to: string): 'adOrderStatusInvalid' | 'adOrderStatusFinal' | 'adOrderStatusUnchanged' | null {
  if (!isAdminOrderStatus(to)) return 'adOrderStatusInvalid';
  if (canChangeOrderStatus(from, to)) return null;
  if (isFinalOrderStatus(from)) return 'adOrderStatusFinal';
  return from === to ? 'adOrderStatusUnchanged' : 'adOrderStatusInvalid';
}

/** The buyer is told by mail when an order becomes completed or canceled (docs/rules/states-and-transitions.md#order-status, ADR 0024). */
export function orderStatusNeedsMail(to: string): to is 'completed' | 'canceled' {
  return to === 'completed' || to === 'canceled';
}
