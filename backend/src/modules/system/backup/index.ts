/**
 * The backup module's public face: backup, restore and uninstall (ADR 0029). Everything else in this folder
 * is internal (checked by dependency-cruiser, `npm run lint`).
 */
export { BackupModule } from './backup.module';
export { BackupService, type BackupInfo } from './application/backup.service';
