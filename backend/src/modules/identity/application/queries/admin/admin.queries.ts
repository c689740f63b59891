import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminUserRepository } from '../../../domain/ports/admin-user.repository.port';
import { CustomerOrdersPort } from '../../../domain/ports/customer-orders.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { ShopInstallation } from '../../../domain/ports/shop-installation.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import type { SecurityEvent } from '../../../domain/security-event';

export interface DashboardSummary {
  users: number;
  orders: number;
  products: number;
}

/** Reads of the admin area owned by identity: the dashboard summary, the security monitor, install state. */
@Injectable()
export class AdminQueries {
  constructor(
    private readonly users: UserRepository,
    private readonly admins: AdminUserRepository,
    private readonly orders: CustomerOrdersPort,
    private readonly events: SecurityEventLog,
    private readonly installation: ShopInstallation,
    private readonly db: DataSource,
  ) {}

  /** Active customers, orders that count (canceled excluded), active products. */
  async dashboard(): Promise<DashboardSummary> {
    const [users, orders, [{ n: products }]] = await Promise.all([
      this.users.countCustomers(),
      this.orders.countOrders(),
      // A plain count of the catalogue table: the catalogue context exports no count yet.
      this.db.query('SELECT count(*)::int AS n FROM product WHERE active') as Promise<Array<{ n: number }>>,
    ]);
    return { users, orders, products };
  }

  /** Newest first; page is 1-based. */
  async securityEvents(page: number, pageSize: number): Promise<{ events: SecurityEvent[]; total: number; page: number; pageSize: number }> {
    const { events, total } = await this.events.page((page - 1) * pageSize, pageSize);
    return { events, total, page, pageSize };
  }

  /** "Installed": an administrator exists and the general config has a homepage for every locale. */
  async installed(): Promise<boolean> {
    return (await this.admins.count()) > 0 && (await this.installation.hasHomepageForEveryLocale());
  }
}
