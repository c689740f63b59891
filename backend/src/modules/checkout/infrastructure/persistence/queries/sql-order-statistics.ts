import { Injectable } from '@nestjs/common';
import { assertCents, type Cents } from '@shop/domain';
import { DataSource } from 'typeorm';
import { OrderStatistics, type DayWindow, type OrderFigures, type TopProduct } from '../../../application/statistics/order-statistics';
import { countedOrderSql } from '../../../application/queries/counted-orders.sql';

/** A bigint sum from PostgreSQL (text) as cents, checked to be a safe integer. */
function cents(value: unknown): Cents {
  const n = Number(value ?? 0);
  assertCents(n, 'revenue');
  return n;
}

/** Order figures with plain SQL over checkout's tables (read-only). */
@Injectable()
export class SqlOrderStatistics extends OrderStatistics {
  constructor(private readonly db: DataSource) {
    super();
  }

  async countOrders(): Promise<number> {
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM shop_order WHERE ${countedOrderSql()}`)) as Array<{ n: number }>;
    return n;
  }

  async mainCurrency(): Promise<string> {
    const rows = (await this.db.query(`SELECT currency FROM shop_order GROUP BY currency ORDER BY count(*) DESC, currency LIMIT 1`)) as Array<{ currency: string }>;
    return rows[0]?.currency ?? 'EUR';
  }

  async perWindow(windows: readonly DayWindow[], currency: string, timeZone: string): Promise<Array<OrderFigures & { key: string }>> {
    if (windows.length === 0) return [];
    const values = windows.map((_, i) => `($${3 + i * 3}::text, $${4 + i * 3}::date, $${5 + i * 3}::date)`).join(', ');
    const rows = (await this.db.query(
      `SELECT w.key, count(o.id)::int AS orders, coalesce(sum(o.subtotal_cents) FILTER (WHERE o.currency = $2), 0)::text AS revenue
         FROM (VALUES ${values}) AS w(key, from_day, to_day)
         LEFT JOIN shop_order o ON ${countedOrderSql('o')}
               AND o.order_date >= (w.from_day::timestamp AT TIME ZONE $1)
               AND o.order_date < ((w.to_day + 1)::timestamp AT TIME ZONE $1)
        GROUP BY w.key`,
      [timeZone, currency, ...windows.flatMap((w) => [w.key, w.from, w.to])],
    )) as Array<{ key: string; orders: number; revenue: string }>;
    return rows.map((r) => ({ key: r.key, orders: r.orders, revenueCents: cents(r.revenue) }));
  }

  async perDay(fromDay: string, currency: string, timeZone: string): Promise<Array<OrderFigures & { day: string }>> {
    const rows = (await this.db.query(
      `SELECT to_char((o.order_date AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS day, count(*)::int AS orders,
              coalesce(sum(o.subtotal_cents) FILTER (WHERE o.currency = $2), 0)::text AS revenue
         FROM shop_order o
        WHERE ${countedOrderSql('o')} AND o.order_date >= ($3::date::timestamp AT TIME ZONE $1)
        GROUP BY 1`,
      [timeZone, currency, fromDay],
    )) as Array<{ day: string; orders: number; revenue: string }>;
    return rows.map((r) => ({ day: r.day, orders: r.orders, revenueCents: cents(r.revenue) }));
  }

  async topProducts(fromDay: string, currency: string, timeZone: string, limit: number): Promise<TopProduct[]> {
    const rows = (await this.db.query(
      `SELECT p.product_id, (array_agg(p.product_name ORDER BY o.order_date DESC))[1] AS name, sum(p.qty)::text AS quantity,
              count(DISTINCT o.id)::int AS orders, sum(p.price_cents)::text AS revenue
         FROM order_position p JOIN shop_order o ON o.id = p.order_id
        WHERE ${countedOrderSql('o')} AND o.currency = $2 AND o.order_date >= ($3::date::timestamp AT TIME ZONE $1)
        GROUP BY p.product_id
        ORDER BY sum(p.price_cents) DESC, p.product_id
        LIMIT $4`,
      [timeZone, currency, fromDay, limit],
    )) as Array<{ product_id: string; name: { de?: string; en?: string } | null; quantity: string; orders: number; revenue: string }>;
    return rows.map((r) => ({ productId: r.product_id, name: r.name, quantity: r.quantity, orders: r.orders, revenueCents: cents(r.revenue) }));
  }

  async countsPerDay(fromDay: string, toDay: string, timeZone: string): Promise<Array<{ day: string; orders: number }>> {
    return (await this.db.query(
      `SELECT to_char((order_date AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS day, count(*)::int AS orders FROM shop_order
        WHERE ${countedOrderSql()} AND order_date >= ($2::date::timestamp AT TIME ZONE $1) AND order_date < (($3::date + 1)::timestamp AT TIME ZONE $1)
        GROUP BY 1`,
      [timeZone, fromDay, toDay],
    )) as Array<{ day: string; orders: number }>;
  }

  async openOffers(): Promise<number> {
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM offer WHERE status = 'open'`)) as Array<{ n: number }>;
    return n;
  }
}
