import { UNCOUNTED_APPROVAL_STATES, UNCOUNTED_ORDER_STATUSES } from '@shop/domain';

/**
 * The SQL condition "this order counts" (canceled orders count nowhere, nor do orders awaiting a company
 * approver or rejected by one: ADR 0051), built from the one rule in
 * `@shop/domain` orders.ts. Every figure of checkout's SQL that counts or sums orders uses it; other modules
 * ask `OrderStatistics`. `alias`: the table alias of `shop_order` in the statement ('' for none).
 */
export function countedOrderSql(alias = ''): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${notIn(column('status'), UNCOUNTED_ORDER_STATUSES)} AND (${column('approval_state')} IS NULL OR ${notIn(column('approval_state'), UNCOUNTED_APPROVAL_STATES)}))`;
}

function notIn(column: string, values: readonly string[]): string {
  const quoted = values.map((s) => `'${s.replace(/'/g, "''")}'`);
  return quoted.length === 1 ? `${column} <> ${quoted[0]}` : `${column} NOT IN (${quoted.join(', ')})`;
}

/** The opposite: the orders left out of the figures (shown apart, e.g. a customer's canceled orders). */
export function uncountedOrderSql(alias = ''): string {
  return `NOT (${countedOrderSql(alias)})`;
}
