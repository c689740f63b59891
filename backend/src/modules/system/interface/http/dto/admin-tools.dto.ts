import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { JobDto } from './admin-jobs.dto';

export class ScheduleDto {
  @ApiProperty({ description: 'The job kind the schedule starts' }) kind!: string;
  @ApiProperty({ description: 'Started (true) or stopped (false)' }) enabled!: boolean;
  @ApiProperty({ minimum: 60 }) intervalSeconds!: number;
  @ApiProperty({ description: 'Whether a module registered the job kind (else the schedule is skipped and reported)' }) registered!: boolean;
  @ApiProperty({ type: String, nullable: true }) lastRunAt!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['started', 'busy', 'skippedUnregistered'] }) lastOutcome!: string | null;
  @ApiProperty({ type: JobDto, nullable: true }) lastJob!: JobDto | null;
  @ApiProperty({ type: String, nullable: true }) nextRunAt!: string | null;
}

export class ScheduleListResponse {
  @ApiProperty({ type: [ScheduleDto] }) data!: ScheduleDto[];
}

export class ScheduleResponse {
  @ApiProperty({ type: ScheduleDto }) data!: ScheduleDto;
}

export class UpdateScheduleRequest {
  @ApiPropertyOptional({ description: 'Start (true) or stop (false) the schedule' })
  @IsOptional()
  @IsBoolean({ message: 'invalidValue' })
  enabled?: boolean;

  @ApiPropertyOptional({ minimum: 60, maximum: 2678400, description: 'Seconds between two runs (slots are aligned to the epoch: 3600 runs on the hour, 86400 at midnight UTC)' })
  @IsOptional()
  @IsInt({ message: 'adSchedIntervalInvalid' })
  @Min(60, { message: 'adSchedIntervalInvalid' })
  @Max(2678400, { message: 'adSchedIntervalInvalid' })
  intervalSeconds?: number;
}

export class SystemVersionsDto {
  @ApiProperty() app!: string;
  @ApiProperty() node!: string;
  @ApiProperty() database!: string;
}

export class SystemDatabaseDto {
  @ApiProperty({ enum: ['embedded', 'postgresql'] }) kind!: 'embedded' | 'postgresql';
  @ApiProperty({ type: Number, nullable: true }) sizeBytes!: number | null;
}

export class SystemDiskDto {
  @ApiProperty() dataDir!: string;
  @ApiProperty() usedBytes!: number;
  @ApiProperty() files!: number;
  @ApiProperty({ description: 'false when the walk stopped early (very many files)' }) complete!: boolean;
  @ApiProperty({ type: Number, nullable: true }) freeBytes!: number | null;
  @ApiProperty({ type: Number, nullable: true }) totalBytes!: number | null;
}

export class JobCountsDto {
  @ApiProperty() queued!: number;
  @ApiProperty() running!: number;
  @ApiProperty() done!: number;
  @ApiProperty() failed!: number;
}

export class SystemJobsDto {
  @ApiProperty({ type: JobCountsDto }) counts!: JobCountsDto;
  @ApiProperty({ type: [JobDto] }) running!: JobDto[];
  @ApiProperty({ type: [String] }) kinds!: string[];
}

export class MailOutboxDto {
  @ApiProperty() pending!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() sent!: number;
}

export class SystemInfoDto {
  @ApiProperty({ type: SystemVersionsDto }) versions!: SystemVersionsDto;
  @ApiProperty({ type: SystemDatabaseDto }) database!: SystemDatabaseDto;
  @ApiProperty({ type: SystemDiskDto }) disk!: SystemDiskDto;
  @ApiProperty({ type: SystemJobsDto }) jobs!: SystemJobsDto;
  @ApiProperty({ type: MailOutboxDto }) mailOutbox!: MailOutboxDto;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The configuration; secrets masked' }) config!: Record<string, unknown>;
  @ApiProperty() generatedAt!: string;
}

export class SystemInfoResponse {
  @ApiProperty({ type: SystemInfoDto }) data!: SystemInfoDto;
}
