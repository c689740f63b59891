import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CleanupTasks, type CleanupTask } from '../../../../shared/admin/cleanup-tasks';

/**
 * Clean-up of identity tables: expired sessions, old failed-login rows, used challenges past their expiry,
 * spent confirmation codes, and registrations never confirmed within 30 days. Idempotent. It runs as part of
 * the `cleanup` job (ADR 0028): hourly by its schedule (once per cluster), or from the admin tools page.
 */
@Injectable()
export class IdentityMaintenance implements CleanupTask, OnModuleInit {
  readonly name = 'identity';

  constructor(
    private readonly db: DataSource,
    private readonly tasks: CleanupTasks,
  ) {}

  onModuleInit(): void {
    this.tasks.register(this);
  }

  async run(): Promise<Record<string, number>> {
    const count = async (sql: string): Promise<number> => {
      const rows = (await this.db.query(`WITH d AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM d`)) as Array<{ n: number }>;
      return rows[0]?.n ?? 0;
    };
    return {
      sessions: await count('DELETE FROM session WHERE expires_at < now()'),
      loginAttempts: await count(`DELETE FROM login_attempt WHERE created_at < now() - interval '1 day'`),
      challenges: await count('DELETE FROM challenge_used WHERE expires_at < now()'),
      confirmationCodes: await count(`DELETE FROM confirmation_code WHERE expires_at < now() - interval '7 days'`),
      unconfirmedRegistrations: await count(`DELETE FROM shop_user WHERE status = 'pending' AND created_at < now() - interval '30 days'`),
    };
  }
}
