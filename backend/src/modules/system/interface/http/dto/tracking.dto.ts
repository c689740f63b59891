import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrackedRequest } from '../../../../../shared/http/common.dto';
import { FreeText } from '../../../../../shared/http/validation-rules';

export const TRACKING_TYPES = ['pavi', 'ctin', 'sear', 'prvi', 'pcvi', 'ckse'] as const;

export class TrackingRequest {
  @ApiProperty({ enum: TRACKING_TYPES, description: 'pavi page view, ctin cart interaction, sear search, prvi product view, pcvi category view, ckse cookie consent' })
  @IsIn(TRACKING_TYPES, { message: 'invalidTrackingType' })
  param1!: (typeof TRACKING_TYPES)[number];

  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'invalidTrackingParam' }) @MaxLength(500, { message: 'invalidTrackingParam' }) param2?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'invalidTrackingParam' }) @MaxLength(500, { message: 'invalidTrackingParam' }) param3?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'invalidTrackingParam' }) @MaxLength(500, { message: 'invalidTrackingParam' }) param4?: string;
  @ApiPropertyOptional({ description: 'Visitor id (when visitor statistics are enabled)' }) @IsOptional() @IsString() @MaxLength(64) iid?: string;
  @ApiPropertyOptional({ description: 'Acquisition ids' }) @IsOptional() @IsString() @MaxLength(500) aqus?: string;
}

export class FrontendErrorRequest extends TrackedRequest {
  @ApiProperty({ maxLength: 1000 }) @FreeText() @IsString({ message: 'invalidErrorReport' }) @MaxLength(1000, { message: 'invalidErrorReport' }) errMsg!: string;
  @ApiPropertyOptional({ maxLength: 4000 }) @FreeText() @IsOptional() @IsString({ message: 'invalidErrorReport' }) @MaxLength(4000, { message: 'invalidErrorReport' }) errInfo?: string;
}

export class AcceptedData {
  @ApiProperty() accepted!: boolean;
}
export class AcceptedResponse {
  @ApiProperty({ type: AcceptedData }) data!: AcceptedData;
}

export class HealthData {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: string;
  @ApiProperty({ enum: ['ok', 'unreachable'] }) database!: string;
  @ApiProperty({ enum: ['embedded', 'postgresql'] }) databaseKind!: string;
}
export class HealthResponse {
  @ApiProperty({ type: HealthData }) data!: HealthData;
}
