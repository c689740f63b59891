import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { errorForLog } from '../../../../shared/logger';

const HOUR = 3_600_000;

/**
 * Hourly clean-up of identity tables: expired sessions, old failed-login rows, used challenges past
 * their expiry, spent confirmation codes, and registrations never confirmed within 30 days. Idempotent,
 * so it may run on every instance of a cluster.
 */
@Injectable()
export class IdentityMaintenance {
  private readonly logger = new Logger('Identity');

  constructor(private readonly db: DataSource) {}

  @Interval(HOUR)
  async run(): Promise<void> {
    try {
      await this.db.query('DELETE FROM session WHERE expires_at < now()');
      await this.db.query(`DELETE FROM login_attempt WHERE created_at < now() - interval '1 day'`);
      await this.db.query('DELETE FROM challenge_used WHERE expires_at < now()');
      await this.db.query(`DELETE FROM confirmation_code WHERE expires_at < now() - interval '7 days'`);
      await this.db.query(`DELETE FROM shop_user WHERE status = 'pending' AND created_at < now() - interval '30 days'`);
    } catch (e) {
      this.logger.warn({ msg: 'identity clean-up failed', ...errorForLog(e) });
    }
  }
}
