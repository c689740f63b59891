import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../../../shared/api-error';
import { Jobs } from '../../../../shared/admin/jobs';
import { BackupService, type BackupInfo } from './backup.service';

/** What the admin types to confirm the uninstall (either language). */
export const UNINSTALL_CONFIRMATIONS = ['DEINSTALLIEREN', 'UNINSTALL'] as const;

/**
 * Uninstall (ADR 0029): after the typed confirmation, a final backup (a `backup` job, kept in DATA_DIR/backups
 * and listed for download after the next install), then every row and file of the shop is removed; the
 * schema stays and the shop answers as not installed (no administrator, no homepage), like a first start.
 */
@Injectable()
export class UninstallShop {
  private readonly logger = new Logger('Uninstall');
  constructor(private readonly db: DataSource, private readonly jobs: Jobs, private readonly backups: BackupService) {}

  async execute(confirmation: string, adminId: number): Promise<{ finalBackup: BackupInfo }> {
    if (!(UNINSTALL_CONFIRMATIONS as readonly string[]).includes(confirmation.trim())) {
      throw new ApiError('adUninstallConfirmationWrong', 'Type DEINSTALLIEREN or UNINSTALL to confirm.', HttpStatus.BAD_REQUEST, { confirmation: 'adUninstallConfirmationWrong' });
    }
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM job WHERE state IN ('queued', 'running') AND lease_until > now()`)) as Array<{ n: number }>;
    if (n > 0) throw new ApiError('adUninstallJobsRunning', 'A task is still running. Wait until it has finished.', HttpStatus.CONFLICT);
    const started = await this.jobs.start('backup', { params: { reason: 'uninstall' }, adminId });
    const done = await this.jobs.settle(started!.id);
    if (!done || done.state !== 'done') throw new ApiError('adUninstallBackupFailed', 'The final backup failed; nothing was removed.', HttpStatus.INTERNAL_SERVER_ERROR);
    const finalBackup = done.result as BackupInfo;
    this.logger.warn({ msg: 'uninstall confirmed: removing every row and file of the shop', adminId, finalBackup: finalBackup.name });
    await this.backups.wipe();
    return { finalBackup };
  }
}
