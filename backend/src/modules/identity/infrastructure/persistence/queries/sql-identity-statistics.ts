import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityStatistics, type DayWindow } from '../../../domain/ports/identity-statistics.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';

/** The security events that are a login refused: wrong password, locked, throttled (customers and admins). */
const FAILED_LOGIN_EVENTS = ['loginFailed', 'loginLocked', 'loginRateLimited', 'adminLoginFailed'];

@Injectable()
export class SqlIdentityStatistics extends IdentityStatistics {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserRepository,
  ) {
    super();
  }

  activeCustomers(): Promise<number> {
    return this.users.countCustomers();
  }

  async newCustomers<K extends string>(windows: ReadonlyArray<DayWindow<K>>, timeZone: string): Promise<Array<{ key: K; count: number }>> {
    if (windows.length === 0) return [];
    const values = windows.map((_, i) => `($${2 + i * 3}::text, $${3 + i * 3}::date, $${4 + i * 3}::date)`).join(', ');
    const rows = (await this.db.query(
      `SELECT w.key, count(u.id)::int AS n
         FROM (VALUES ${values}) AS w(key, from_day, to_day)
         LEFT JOIN shop_user u ON u.status = 'active'
               AND u.created_at >= (w.from_day::timestamp AT TIME ZONE $1)
               AND u.created_at < ((w.to_day + 1)::timestamp AT TIME ZONE $1)
        GROUP BY w.key`,
      [timeZone, ...windows.flatMap((w) => [w.key, w.from, w.to])],
    )) as Array<{ key: K; n: number }>;
    return rows.map((r) => ({ key: r.key, count: r.n }));
  }

  async failedLoginsSince(day: string, timeZone: string): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM security_event WHERE type = ANY($1) AND created_at >= ($2::date::timestamp AT TIME ZONE $3)`, [
      FAILED_LOGIN_EVENTS,
      day,
      timeZone,
    ])) as Array<{ n: number }>;
    return row?.n ?? 0;
  }
}
