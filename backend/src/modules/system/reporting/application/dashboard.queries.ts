import { Injectable } from '@nestjs/common';
import type { Cents } from '@shop/domain';
import { OrderStatistics } from '../../../checkout';
import { IdentityStatistics } from '../../../identity';
import { JobStatistics } from '../../../../shared/admin/job-statistics';
import { mailOutboxCounts } from '../../../../shared/mail/mail-retry.job';
import { DataSource } from 'typeorm';
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

/**
 * The dashboard's figures (ADR 0023), each asked of the owner of its tables (ADR 0037): orders, their revenue
 * and open offers from checkout's `OrderStatistics` (canceled orders count nowhere), new customers and failed
 * logins from identity's `IdentityStatistics`, jobs and mails from the shared jobs runner and mail queue.
 * Days are Europe/Berlin days.
 */
@Injectable()
export class DashboardQueries {
  constructor(
    private readonly db: DataSource,
    private readonly orders: OrderStatistics,
    private readonly identity: IdentityStatistics,
    private readonly jobs: JobStatistics,
  ) {}

  async figures(now = new Date()): Promise<DashboardFigures> {
    const today = shopDay(now);
    const ranges = windows(today);
    const from30 = ranges[2].from;
    const tz = SHOP_TIME_ZONE;
    const currency = await this.orders.mainCurrency();
    const [windowRows, customerRows, perDay, top, openOffers, [jobCounts, mails, failedLogins]] = await Promise.all([
      this.orders.perWindow(ranges, currency, tz),
      this.identity.newCustomers(ranges, tz),
      this.orders.perDay(from30, currency, tz),
      this.orders.topProducts(from30, currency, tz, 5),
      this.orders.openOffers(),
      Promise.all([this.jobs.countsByState(), mailOutboxCounts(this.db), this.identity.failedLoginsSince(ranges[1].from, tz)]),
    ]);
    const byDay = new Map(perDay.map((r) => [r.day, r]));
    return {
      today,
      currency,
      windows: ranges.map((w) => {
        const row = windowRows.find((r) => r.key === w.key);
        return { ...w, orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0, newCustomers: customerRows.find((r) => r.key === w.key)?.count ?? 0 };
      }),
      openOffers,
      failedJobs: jobCounts.failed,
      mails: { failed: mails.failed, pending: mails.pending },
      failedLogins,
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
