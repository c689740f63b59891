import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiError } from '../../../../shared/api-error';
import { AuditLog } from '../../../../shared/admin/audit-log';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { JobScheduler, type ScheduleRow, type ScheduleView } from './job-scheduler';

/**
 * Starting, stopping and re-timing a schedule from the tools page ("cron job start / stop / active"). The
 * change and its audit entry commit together. A started schedule, or one with a new interval, is armed
 * again: it runs at its next slot boundary, not at once for the slots it missed.
 */
@Injectable()
export class ScheduleSettings {
  constructor(
    private readonly tx: TransactionContext,
    private readonly audit: AuditLog,
    private readonly scheduler: JobScheduler,
  ) {}

  async update(kind: string, change: { enabled?: boolean; intervalSeconds?: number }, adminId: number): Promise<ScheduleView> {
    await this.tx.run(async () => {
      const m = this.tx.manager();
      const rows = (await m.query(`SELECT * FROM job_schedule WHERE kind = $1 FOR UPDATE`, [kind])) as ScheduleRow[];
      const row = rows[0];
      if (!row) throw new ApiError('adSchedUnknown', `No schedule for ${kind}.`, HttpStatus.NOT_FOUND);
      const before = { enabled: row.enabled, intervalSeconds: row.interval_seconds };
      const after = { enabled: change.enabled ?? row.enabled, intervalSeconds: change.intervalSeconds ?? row.interval_seconds };
      const rearm = (after.enabled && !before.enabled) || after.intervalSeconds !== before.intervalSeconds;
      await m.query(
        `UPDATE job_schedule SET enabled = $2, interval_seconds = $3, last_slot = CASE WHEN $4 THEN NULL ELSE last_slot END, updated_at = now() WHERE kind = $1`,
        [kind, after.enabled, after.intervalSeconds, rearm],
      );
      await this.audit.record({ adminId, action: 'schedule.update', entity: 'jobSchedule', entityId: kind, before, after });
    });
    return this.scheduler.get(kind);
  }
}
