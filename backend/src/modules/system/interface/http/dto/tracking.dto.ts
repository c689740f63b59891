import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrackedRequest } from '../../../../../shared/http/common.dto';
import { FreeText } from '../../../../../shared/http/validation-rules';

export const TRACKING_TYPES = ['pavi', 'ctin', 'sear', 'prvi', 'pcvi', 'ckse'] as const;

export class TrackingRequest {
  /** pavi page view, ctin cart interaction, sear search, prvi product view, pcvi category view, ckse cookie consent */
  @ApiProperty({ enum: TRACKING_TYPES })
  @IsIn(TRACKING_TYPES, { message: 'invalidTrackingType' })
  param1!: (typeof TRACKING_TYPES)[number];

  @IsOptional() @IsString({ message: 'invalidTrackingParam' }) @MaxLength(500, { message: 'invalidTrackingParam' }) param2?: string;
  @IsOptional() @IsString({ message: 'invalidTrackingParam' }) @MaxLength(500, { message: 'invalidTrackingParam' }) param3?: string;
  @IsOptional() @IsString({ message: 'invalidTrackingParam' }) @MaxLength(500, { message: 'invalidTrackingParam' }) param4?: string;
  /** Visitor id (when visitor statistics are enabled) */
  @IsOptional() @IsString() @MaxLength(64) iid?: string;
  /** Acquisition ids */
  @IsOptional() @IsString() @MaxLength(500) aqus?: string;
}

export class FrontendErrorRequest extends TrackedRequest {
  @FreeText() @IsString({ message: 'invalidErrorReport' }) @MaxLength(1000, { message: 'invalidErrorReport' }) errMsg!: string;
  @FreeText() @IsOptional() @IsString({ message: 'invalidErrorReport' }) @MaxLength(4000, { message: 'invalidErrorReport' }) errInfo?: string;
}

export class AcceptedData {
  accepted!: boolean;
}
export class AcceptedResponse {
  data!: AcceptedData;
}

export class HealthData {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: string;
  @ApiProperty({ enum: ['ok', 'unreachable'] }) database!: string;
  @ApiProperty({ enum: ['embedded', 'postgresql'] }) databaseKind!: string;
}
export class HealthResponse {
  data!: HealthData;
}
