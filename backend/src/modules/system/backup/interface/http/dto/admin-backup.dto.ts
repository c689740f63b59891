import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { BackupInfo } from '../../../application/backup.service';
import type { ManifestFile } from '../../../domain/backup-manifest';

export class BackupDto implements BackupInfo {
  /** @example backup-20261127-051500-123-manual.tar.gz */
  name!: string;
  /** Bytes */
  size!: number;
  createdAt!: string;
  @ApiProperty({ enum: ['manual', 'uninstall', 'upload'] }) reason!: string;
  @ApiProperty({ type: String, enum: ['embedded', 'postgresql'] }) databaseKind!: string | null;
  appVersion!: string | null;
  tables!: number | null;
  rows!: number | null;
  files!: number | null;
  /** false when the manifest could not be read */
  valid!: boolean;
}

export class BackupListDto {
  items!: BackupDto[];
  @ApiProperty({ enum: ['embedded', 'postgresql'] }) databaseKind!: string;
}

export class BackupListResponse {
  data!: BackupListDto;
}

export class BackupResponse {
  data!: BackupDto;
}

export class ManifestTableDto {
  name!: string;
  rows!: number;
  sha256!: string;
}

export class ManifestFileDto implements ManifestFile {
  path!: string;
  size!: number;
  sha256!: string;
}

export class BackupManifestDto {
  formatVersion!: number;
  appVersion!: string;
  createdAt!: string;
  /** When the database snapshot was taken */
  snapshotAt!: string;
  @ApiProperty({ enum: ['manual', 'uninstall'] }) reason!: string;
  @ApiProperty({ enum: ['embedded', 'postgresql'] }) databaseKind!: string;
  migrations!: string[];
  tables!: ManifestTableDto[];
  files!: ManifestFileDto[];
}

export class BackupManifestResponse {
  data!: BackupManifestDto;
}

export class StartedJobDto {
  /** Poll GET /api/admin/jobs/{id} for progress and result */
  id!: number;
  kind!: string;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) state!: string;
}

export class StartedJobResponse {
  data!: StartedJobDto;
}

export class UninstallRequest {
  /**
   * DEINSTALLIEREN or UNINSTALL, typed by the administrator
   * @example UNINSTALL
   */
  @IsString({ message: 'adUninstallConfirmationWrong' })
  @MaxLength(40, { message: 'adUninstallConfirmationWrong' })
  confirmation!: string;
}

export class UninstallDto {
  /** The final backup, kept in DATA_DIR/backups */
  finalBackup!: BackupDto;
  /** Where the shop is installed again */
  installPath!: string;
}

export class UninstallResponse {
  data!: UninstallDto;
}
