import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Cents } from '@shop/domain';
import { OrderStatistics } from '../../../checkout';
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

/**
 * The dashboard's figures (ADR 0023): orders, their revenue and open offers from checkout's `OrderStatistics`
 * (checkout owns those tables; canceled orders count nowhere), the rest (users, jobs, mails, security events)
 * read with plain SQL and never written. Days are Europe/Berlin days.
 */
@Injectable()
export class DashboardQueries {
  constructor(
    private readonly db: DataSource,
    private readonly orders: OrderStatistics,
  ) {}

  async figures(now = new Date()): Promise<DashboardFigures> {
    const today = shopDay(now);
    const ranges = windows(today);
    const from30 = ranges[2].from;
    const tz = SHOP_TIME_ZONE;
    const currency = await this.orders.mainCurrency();
    // The windows as a VALUES list whose parameters start at $first.
    const values = (first: number) => ranges.map((_, i) => `($${first + i * 3}::text, $${first + i * 3 + 1}::date, $${first + i * 3 + 2}::date)`).join(', ');
    const rangeParams = ranges.flatMap((w) => [w.key, w.from, w.to]);
    const [windowRows, customerRows, perDay, top, openOffers, counts] = await Promise.all([
      this.orders.perWindow(ranges, currency, tz),
      this.db.query(
        `SELECT w.key, count(u.id)::int AS n
           FROM (VALUES ${values(2)}) AS w(key, from_day, to_day)
           LEFT JOIN shop_user u ON u.status = 'active'
                 AND u.created_at >= (w.from_day::timestamp AT TIME ZONE $1)
                 AND u.created_at < ((w.to_day + 1)::timestamp AT TIME ZONE $1)
          GROUP BY w.key`,
        [tz, ...rangeParams],
      ) as Promise<Array<{ key: WindowKey; n: number }>>,
      this.orders.perDay(from30, currency, tz),
      this.orders.topProducts(from30, currency, tz, 5),
      this.orders.openOffers(),
      this.db.query(
        `SELECT (SELECT count(*)::int FROM job WHERE state = 'failed') AS failed_jobs,
                (SELECT count(*)::int FROM mail_queue WHERE failed_at IS NOT NULL) AS failed_mails,
                (SELECT count(*)::int FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL) AS pending_mails,
                (SELECT count(*)::int FROM security_event WHERE type = ANY($1) AND created_at >= ($2::date::timestamp AT TIME ZONE $3)) AS failed_logins`,
        [FAILED_LOGIN_EVENTS, ranges[1].from, tz],
      ) as Promise<Array<{ failed_jobs: number; failed_mails: number; pending_mails: number; failed_logins: number }>>,
    ]);
    const byDay = new Map(perDay.map((r) => [r.day, r]));
    return {
      today,
      currency,
      windows: ranges.map((w) => {
        const row = windowRows.find((r) => r.key === w.key);
        return { ...w, orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0, newCustomers: customerRows.find((r) => r.key === w.key)?.n ?? 0 };
      }),
      openOffers,
      failedJobs: counts[0].failed_jobs,
      mails: { failed: counts[0].failed_mails, pending: counts[0].pending_mails },
      failedLogins: counts[0].failed_logins,
      revenuePerDay: daysBetween(from30, today).map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, revenueCents: byDay.get(day)?.revenueCents ?? 0 })),
      topProducts: top.map((r) => ({
        productId: r.productId,
        name: { de: r.name?.de ?? r.productId, en: r.name?.en ?? r.name?.de ?? r.productId },
        quantity: trimDecimal(r.quantity),
        orders: r.orders,
        revenueCents: r.revenueCents,
      })),
    };
  }
}

/** '12.500' → '12.5', '3.000' → '3' (quantities are decimals; the answer keeps them exact). */
function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
