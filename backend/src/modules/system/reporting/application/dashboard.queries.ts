import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { assertCents, type Cents } from '@shop/domain';
import { daysBetween, shopDay, SHOP_TIME_ZONE, windows, type WindowKey } from '../domain/periods';

export interface DashboardWindow {
  key: WindowKey;
  from: string;
  to: string;
  /** Orders placed in the window, canceled ones left out. */
  orders: number;
  /** Their net value (subtotal: goods after discount, shipping and payment, without VAT), in cents. */
  revenueCents: Cents;
  /** Customer accounts registered (and confirmed) in the window. */
  newCustomers: number;
}

export interface DashboardFigures {
  today: string;
  currency: string;
  windows: DashboardWindow[];
  openOffers: number;
  failedJobs: number;
  mails: { failed: number; pending: number };
  /** Failed, locked and throttled logins (customers and admins) in the last 7 days: the security monitor's. */
  failedLogins: number;
  /** The last 30 days, oldest first, every day present (0 when nothing came in). */
  revenuePerDay: Array<{ day: string; orders: number; revenueCents: Cents }>;
  /** The products with the most net revenue in the last 30 days (canceled orders left out). */
  topProducts: Array<{ productId: string; name: { de: string; en: string }; quantity: string; orders: number; revenueCents: Cents }>;
}

const FAILED_LOGIN_EVENTS = ['loginFailed', 'loginLocked', 'loginRateLimited', 'adminLoginFailed'];

/** A bigint sum from PostgreSQL (text) as cents, checked to be a safe integer. */
function cents(value: unknown): Cents {
  const n = Number(value ?? 0);
  assertCents(n, 'revenue');
  return n;
}

/**
 * The dashboard's figures (ADR 0023): a read model over the tables of several contexts (orders, users,
 * offers, jobs, mails), read with plain SQL and never written. Days are Europe/Berlin days; canceled orders
 * count nowhere (spec: counts and sums leave them out).
 */
@Injectable()
export class DashboardQueries {
  constructor(private readonly db: DataSource) {}

  async figures(now = new Date()): Promise<DashboardFigures> {
    const today = shopDay(now);
    const ranges = windows(today);
    const from30 = ranges[2].from;
    const tz = SHOP_TIME_ZONE;
    const currency = await this.currency();
    // The windows as a VALUES list whose parameters start at $first.
    const values = (first: number) => ranges.map((_, i) => `($${first + i * 3}::text, $${first + i * 3 + 1}::date, $${first + i * 3 + 2}::date)`).join(', ');
    const rangeParams = ranges.flatMap((w) => [w.key, w.from, w.to]);
    const [windowRows, customerRows, perDay, top, counts] = await Promise.all([
      this.db.query(
        `SELECT w.key, count(o.id)::int AS orders, coalesce(sum(o.subtotal_cents) FILTER (WHERE o.currency = $2), 0)::text AS revenue
           FROM (VALUES ${values(3)}) AS w(key, from_day, to_day)
           LEFT JOIN shop_order o ON o.status <> 'canceled'
                 AND o.order_date >= (w.from_day::timestamp AT TIME ZONE $1)
                 AND o.order_date < ((w.to_day + 1)::timestamp AT TIME ZONE $1)
          GROUP BY w.key`,
        [tz, currency, ...rangeParams],
      ) as Promise<Array<{ key: WindowKey; orders: number; revenue: string }>>,
      this.db.query(
        `SELECT w.key, count(u.id)::int AS n
           FROM (VALUES ${values(2)}) AS w(key, from_day, to_day)
           LEFT JOIN shop_user u ON u.status = 'active'
                 AND u.created_at >= (w.from_day::timestamp AT TIME ZONE $1)
                 AND u.created_at < ((w.to_day + 1)::timestamp AT TIME ZONE $1)
          GROUP BY w.key`,
        [tz, ...rangeParams],
      ) as Promise<Array<{ key: WindowKey; n: number }>>,
      this.db.query(
        `SELECT to_char((o.order_date AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS day, count(*)::int AS orders,
                coalesce(sum(o.subtotal_cents) FILTER (WHERE o.currency = $2), 0)::text AS revenue
           FROM shop_order o
          WHERE o.status <> 'canceled' AND o.order_date >= ($3::date::timestamp AT TIME ZONE $1)
          GROUP BY 1`,
        [tz, currency, from30],
      ) as Promise<Array<{ day: string; orders: number; revenue: string }>>,
      this.db.query(
        `SELECT p.product_id, (array_agg(p.product_name ORDER BY o.order_date DESC))[1] AS name, sum(p.qty)::text AS quantity,
                count(DISTINCT o.id)::int AS orders, sum(p.price_cents)::text AS revenue
           FROM order_position p JOIN shop_order o ON o.id = p.order_id
          WHERE o.status <> 'canceled' AND o.currency = $2 AND o.order_date >= ($3::date::timestamp AT TIME ZONE $1)
          GROUP BY p.product_id
          ORDER BY sum(p.price_cents) DESC, p.product_id
          LIMIT 5`,
        [tz, currency, from30],
      ) as Promise<Array<{ product_id: string; name: { de?: string; en?: string } | null; quantity: string; orders: number; revenue: string }>>,
      this.db.query(
        `SELECT (SELECT count(*)::int FROM offer WHERE status = 'open') AS open_offers,
                (SELECT count(*)::int FROM job WHERE state = 'failed') AS failed_jobs,
                (SELECT count(*)::int FROM mail_queue WHERE failed_at IS NOT NULL) AS failed_mails,
                (SELECT count(*)::int FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL) AS pending_mails,
                (SELECT count(*)::int FROM security_event WHERE type = ANY($1) AND created_at >= ($2::date::timestamp AT TIME ZONE $3)) AS failed_logins`,
        [FAILED_LOGIN_EVENTS, ranges[1].from, tz],
      ) as Promise<Array<{ open_offers: number; failed_jobs: number; failed_mails: number; pending_mails: number; failed_logins: number }>>,
    ]);
    const byDay = new Map(perDay.map((r) => [r.day, r]));
    return {
      today,
      currency,
      windows: ranges.map((w) => {
        const row = windowRows.find((r) => r.key === w.key);
        return { ...w, orders: row?.orders ?? 0, revenueCents: cents(row?.revenue), newCustomers: customerRows.find((r) => r.key === w.key)?.n ?? 0 };
      }),
      openOffers: counts[0].open_offers,
      failedJobs: counts[0].failed_jobs,
      mails: { failed: counts[0].failed_mails, pending: counts[0].pending_mails },
      failedLogins: counts[0].failed_logins,
      revenuePerDay: daysBetween(from30, today).map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, revenueCents: cents(byDay.get(day)?.revenue) })),
      topProducts: top.map((r) => ({
        productId: r.product_id,
        name: { de: r.name?.de ?? r.product_id, en: r.name?.en ?? r.name?.de ?? r.product_id },
        quantity: trimDecimal(r.quantity),
        orders: r.orders,
        revenueCents: cents(r.revenue),
      })),
    };
  }

  /** The currency most orders are in (the shop's); sums are of that currency only. */
  private async currency(): Promise<string> {
    const rows = (await this.db.query(`SELECT currency FROM shop_order GROUP BY currency ORDER BY count(*) DESC, currency LIMIT 1`)) as Array<{ currency: string }>;
    return rows[0]?.currency ?? 'EUR';
  }
}

/** '12.500' → '12.5', '3.000' → '3' (quantities are decimals; the answer keeps them exact). */
function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
