import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../../../../shared/http/page-query.dto';

export class JobListQuery extends PageQuery {
  /** Only jobs of this kind */
  @IsOptional()
  @IsString({ message: 'jobKindUnknown' })
  @Matches(/^[a-zA-Z0-9.:-]{1,60}$/, { message: 'jobKindUnknown' })
  kind?: string;
}

export class AuditLogQuery extends PageQuery {
  /** Only changes of this entity type ('order', 'priceRule', 'user', ...) */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(60, { message: 'invalidValue' })
  entity?: string;

  /** Only changes of this record (with entity) */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  entityId?: string;
}

export class StartJobRequest {
  /** The job kind's parameters (each kind checks its own) */
  @IsOptional()
  @IsObject({ message: 'invalidValue' })
  params?: Record<string, unknown>;
}

export class JobProgressDto {
  done!: number;
  total!: number | null;
  message!: string | null;
}

export class JobErrorDto {
  /** A message id: jobFailed, jobInterrupted, jobCanceled or the kind’s own */
  code!: string;
  message!: string;
}

export class JobDto {
  id!: number;
  kind!: string;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) state!: string;
  params!: Record<string, unknown>;
  progress!: JobProgressDto;
  /** The kind’s result (counts, a file to download); null until done */
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) result!: unknown;
  error!: JobErrorDto | null;
  adminId!: number | null;
  cancelRequested!: boolean;
  createdAt!: string;
  startedAt!: string | null;
  finishedAt!: string | null;
}

export class JobResponse {
  data!: JobDto;
}

export class JobListDto {
  items!: JobDto[];
  total!: number;
  /** Every job kind this shop can run */
  kinds!: string[];
  /** The last run of each kind */
  latest!: JobDto[];
}

export class JobListResponse {
  data!: JobListDto;
}

export class AuditRecordDto {
  id!: number;
  adminId!: number;
  adminEmail!: string | null;
  /** @example order.status */
  action!: string;
  /** @example order */
  entity!: string;
  entityId!: string | null;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) before!: unknown;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) after!: unknown;
  at!: string;
}

export class AuditLogDto {
  items!: AuditRecordDto[];
  total!: number;
}

export class AuditLogResponse {
  data!: AuditLogDto;
}
