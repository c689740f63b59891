import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../../../../shared/http/page-query.dto';

export class JobListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Only jobs of this kind' })
  @IsOptional()
  @IsString({ message: 'jobKindUnknown' })
  @Matches(/^[a-zA-Z0-9.:-]{1,60}$/, { message: 'jobKindUnknown' })
  kind?: string;
}

export class AuditLogQuery extends PageQuery {
  @ApiPropertyOptional({ description: "Only changes of this entity type ('order', 'priceRule', 'user', ...)" })
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(60, { message: 'invalidValue' })
  entity?: string;

  @ApiPropertyOptional({ description: 'Only changes of this record (with entity)' })
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  entityId?: string;
}

export class StartJobRequest {
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: "The job kind's parameters (each kind checks its own)" })
  @IsOptional()
  @IsObject({ message: 'invalidValue' })
  params?: Record<string, unknown>;
}

export class JobProgressDto {
  @ApiProperty() done!: number;
  @ApiProperty({ type: Number, nullable: true }) total!: number | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
}

export class JobErrorDto {
  @ApiProperty({ description: 'A message id: jobFailed, jobInterrupted, jobCanceled or the kind’s own' }) code!: string;
  @ApiProperty() message!: string;
}

export class JobDto {
  @ApiProperty() id!: number;
  @ApiProperty() kind!: string;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) state!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) params!: Record<string, unknown>;
  @ApiProperty({ type: JobProgressDto }) progress!: JobProgressDto;
  @ApiProperty({ description: 'The kind’s result (counts, a file to download); null until done', nullable: true, type: 'object', additionalProperties: true }) result!: unknown;
  @ApiProperty({ type: JobErrorDto, nullable: true }) error!: JobErrorDto | null;
  @ApiProperty({ type: Number, nullable: true }) adminId!: number | null;
  @ApiProperty() cancelRequested!: boolean;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) finishedAt!: string | null;
}

export class JobResponse {
  @ApiProperty({ type: JobDto }) data!: JobDto;
}

export class JobListDto {
  @ApiProperty({ type: [JobDto] }) items!: JobDto[];
  @ApiProperty() total!: number;
  @ApiProperty({ type: [String], description: 'Every job kind this shop can run' }) kinds!: string[];
  @ApiProperty({ type: [JobDto], description: 'The last run of each kind' }) latest!: JobDto[];
}

export class JobListResponse {
  @ApiProperty({ type: JobListDto }) data!: JobListDto;
}

export class AuditRecordDto {
  @ApiProperty() id!: number;
  @ApiProperty() adminId!: number;
  @ApiProperty({ type: String, nullable: true }) adminEmail!: string | null;
  @ApiProperty({ example: 'order.status' }) action!: string;
  @ApiProperty({ example: 'order' }) entity!: string;
  @ApiProperty({ type: String, nullable: true }) entityId!: string | null;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) before!: unknown;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) after!: unknown;
  @ApiProperty() at!: string;
}

export class AuditLogDto {
  @ApiProperty({ type: [AuditRecordDto] }) items!: AuditRecordDto[];
  @ApiProperty() total!: number;
}

export class AuditLogResponse {
  @ApiProperty({ type: AuditLogDto }) data!: AuditLogDto;
}
