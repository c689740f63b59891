import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { FILE_FORMATS, IMPORT_MODES } from '../../../domain/entity-types';
import { ENTITY_TYPES } from '../../../application/exchange-types';

const TYPES = ENTITY_TYPES.map((t) => t.type);

export class ExportQuery {
  @ApiPropertyOptional({ enum: FILE_FORMATS, default: 'xlsx' })
  @IsOptional()
  @IsIn(FILE_FORMATS, { message: 'adImportBadFileType' })
  format?: 'xlsx' | 'json';
}

export class StartImportRequest {
  /** The id answered by the upload */
  @IsString({ message: 'adImportUploadUnknown' })
  @Matches(/^[0-9a-f-]{36}$/, { message: 'adImportUploadUnknown' })
  uploadId!: string;

  @ApiProperty({ enum: TYPES })
  @IsIn(TYPES, { message: 'adImportUnknownType' })
  type!: string;

  @ApiProperty({ enum: IMPORT_MODES })
  @IsIn(IMPORT_MODES, { message: 'adImportUnknownMode' })
  mode!: 'add' | 'replace' | 'replaceAll' | 'update' | 'delete';

  /** Report what would change, change nothing */
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'invalidValue' })
  dryRun?: boolean;
}

export class ImportUploadDto {
  uploadId!: string;
  fileName!: string;
  @ApiProperty({ enum: FILE_FORMATS }) format!: string;
  bytes!: number;
}

export class ImportUploadResponse {
  data!: ImportUploadDto;
}

export class EntityColumnDto {
  /** The header in a file */
  name!: string;
  @ApiProperty({ enum: ['text', 'integer', 'decimal', 'money', 'boolean', 'json', 'textList', 'timestamp', 'date'] }) kind!: string;
  /** Part of the key */
  key!: boolean;
  /** Exported, ignored on import */
  readOnly!: boolean;
  /** Needed for new rows */
  required!: boolean;
}

export class EntityTypeDto {
  @ApiProperty({ enum: TYPES }) type!: string;
  table!: string;
  key!: string[];
  columns!: EntityColumnDto[];
}

export class EntityTypesDto {
  types!: EntityTypeDto[];
  @ApiProperty({ type: [String], enum: IMPORT_MODES }) modes!: string[];
  @ApiProperty({ type: [String], enum: FILE_FORMATS }) formats!: string[];
  /** Largest file accepted, in bytes */
  maxFileBytes!: number;
}

export class EntityTypesResponse {
  data!: EntityTypesDto;
}

export class ImportJobDto {
  /** Poll GET /api/admin/jobs/{id} for progress and the report (result) */
  id!: number;
  kind!: string;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) state!: string;
}

export class ImportJobResponse {
  data!: ImportJobDto;
}
