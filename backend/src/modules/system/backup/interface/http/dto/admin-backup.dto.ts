import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class BackupDto {
  @ApiProperty({ example: 'backup-20261127-051500-123-manual.tar.gz' }) name!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ enum: ['manual', 'uninstall', 'upload'] }) reason!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['embedded', 'postgresql'] }) databaseKind!: string | null;
  @ApiProperty({ type: String, nullable: true }) appVersion!: string | null;
  @ApiProperty({ type: Number, nullable: true }) tables!: number | null;
  @ApiProperty({ type: Number, nullable: true }) rows!: number | null;
  @ApiProperty({ type: Number, nullable: true }) files!: number | null;
  @ApiProperty({ description: 'false when the manifest could not be read' }) valid!: boolean;
}

export class BackupListDto {
  @ApiProperty({ type: [BackupDto] }) items!: BackupDto[];
  @ApiProperty({ enum: ['embedded', 'postgresql'] }) databaseKind!: string;
}

export class BackupListResponse {
  @ApiProperty({ type: BackupListDto }) data!: BackupListDto;
}

export class BackupResponse {
  @ApiProperty({ type: BackupDto }) data!: BackupDto;
}

export class ManifestTableDto {
  @ApiProperty() name!: string;
  @ApiProperty() rows!: number;
  @ApiProperty() sha256!: string;
}

export class ManifestFileDto {
  @ApiProperty() path!: string;
  @ApiProperty() size!: number;
  @ApiProperty() sha256!: string;
}

export class BackupManifestDto {
  @ApiProperty() formatVersion!: number;
  @ApiProperty() appVersion!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ description: 'When the database snapshot was taken' }) snapshotAt!: string;
  @ApiProperty({ enum: ['manual', 'uninstall'] }) reason!: string;
  @ApiProperty({ enum: ['embedded', 'postgresql'] }) databaseKind!: string;
  @ApiProperty({ type: [String] }) migrations!: string[];
  @ApiProperty({ type: [ManifestTableDto] }) tables!: ManifestTableDto[];
  @ApiProperty({ type: [ManifestFileDto] }) files!: ManifestFileDto[];
}

export class BackupManifestResponse {
  @ApiProperty({ type: BackupManifestDto }) data!: BackupManifestDto;
}

export class StartedJobDto {
  @ApiProperty({ description: 'Poll GET /api/admin/jobs/{id} for progress and result' }) id!: number;
  @ApiProperty() kind!: string;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) state!: string;
}

export class StartedJobResponse {
  @ApiProperty({ type: StartedJobDto }) data!: StartedJobDto;
}

export class UninstallRequest {
  @ApiProperty({ description: 'DEINSTALLIEREN or UNINSTALL, typed by the administrator', example: 'UNINSTALL' })
  @IsString({ message: 'adUninstallConfirmationWrong' })
  @MaxLength(40, { message: 'adUninstallConfirmationWrong' })
  confirmation!: string;
}

export class UninstallDto {
  @ApiProperty({ type: BackupDto, description: 'The final backup, kept in DATA_DIR/backups' }) finalBackup!: BackupDto;
  @ApiProperty({ description: 'Where the shop is installed again' }) installPath!: string;
}

export class UninstallResponse {
  @ApiProperty({ type: UninstallDto }) data!: UninstallDto;
}
