import { Module } from '@nestjs/common';
import { ContentModule } from '../../content';
import { IdentityModule } from '../../identity';
import { PricingModule } from '../../pricing';
import { BackupJob, RestoreJob } from './application/backup-jobs';
import { BackupService } from './application/backup.service';
import { UninstallShop } from './application/uninstall-shop';
import { BackupFolder } from './infrastructure/backup-folder';
import { AdminBackupController } from './interface/http/admin-backup.controller';

/** Backup, restore and uninstall (ADR 0029). */
@Module({
  imports: [ContentModule, IdentityModule, PricingModule],
  controllers: [AdminBackupController],
  providers: [BackupFolder, BackupService, BackupJob, RestoreJob, UninstallShop],
  exports: [BackupService],
})
export class BackupModule {}
