import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { JobDto } from './admin-jobs.dto';

export class ScheduleDto {
  /** The job kind the schedule starts */
  kind!: string;
  /** Started (true) or stopped (false) */
  enabled!: boolean;
  @ApiProperty({ minimum: 60 }) intervalSeconds!: number;
  /** Whether a module registered the job kind (else the schedule is skipped and reported) */
  registered!: boolean;
  lastRunAt!: string | null;
  @ApiProperty({ type: String, enum: ['started', 'busy', 'skippedUnregistered'] }) lastOutcome!: string | null;
  lastJob!: JobDto | null;
  nextRunAt!: string | null;
}

export class ScheduleListResponse {
  data!: ScheduleDto[];
}

export class ScheduleResponse {
  data!: ScheduleDto;
}

export class UpdateScheduleRequest {
  /** Start (true) or stop (false) the schedule */
  @IsOptional()
  @IsBoolean({ message: 'invalidValue' })
  enabled?: boolean;

  /** Seconds between two runs (slots are aligned to the epoch: 3600 runs on the hour, 86400 at midnight UTC) */
  @IsOptional()
  @IsInt({ message: 'adSchedIntervalInvalid' })
  @Min(60, { message: 'adSchedIntervalInvalid' })
  @Max(2678400, { message: 'adSchedIntervalInvalid' })
  intervalSeconds?: number;
}

export class SystemVersionsDto {
  app!: string;
  node!: string;
  database!: string;
}

export class SystemDatabaseDto {
  kind!: 'embedded' | 'postgresql';
  sizeBytes!: number | null;
}

export class SystemDiskDto {
  dataDir!: string;
  usedBytes!: number;
  files!: number;
  /** false when the walk stopped early (very many files) */
  complete!: boolean;
  freeBytes!: number | null;
  totalBytes!: number | null;
}

export class JobCountsDto {
  queued!: number;
  running!: number;
  done!: number;
  failed!: number;
}

export class SystemJobsDto {
  counts!: JobCountsDto;
  running!: JobDto[];
  kinds!: string[];
}

export class MailOutboxDto {
  pending!: number;
  failed!: number;
  sent!: number;
}

export class SystemInfoDto {
  versions!: SystemVersionsDto;
  database!: SystemDatabaseDto;
  disk!: SystemDiskDto;
  jobs!: SystemJobsDto;
  mailOutbox!: MailOutboxDto;
  /** The configuration; secrets masked */
  config!: Record<string, unknown>;
  generatedAt!: string;
}

export class SystemInfoResponse {
  data!: SystemInfoDto;
}
