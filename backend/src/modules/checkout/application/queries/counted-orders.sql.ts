import { UNCOUNTED_ORDER_STATUSES } from '@shop/domain';

/**
 * The SQL condition "this order counts" (canceled orders count nowhere), built from the one rule in
 * `@shop/domain` orders.ts. Every figure of checkout's SQL that counts or sums orders uses it; other modules
 * ask `OrderStatistics`. `alias`: the table alias of `shop_order` in the statement ('' for none).
 */
export function countedOrderSql(alias = ''): string {
  const column = alias ? `${alias}.status` : 'status';
  const statuses = UNCOUNTED_ORDER_STATUSES.map((s) => `'${s.replace(/'/g, "''")}'`);
  return statuses.length === 1 ? `${column} <> ${statuses[0]}` : `${column} NOT IN (${statuses.join(', ')})`;
}

/** The opposite: the orders left out of the figures (shown apart, e.g. a customer's canceled orders). */
export function uncountedOrderSql(alias = ''): string {
  return `NOT (${countedOrderSql(alias)})`;
}
