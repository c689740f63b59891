import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isLocale } from '@shop/domain';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ValueRule } from './validation-rules';

/** Request and answer shapes every module's HTTP layer shares (the API's conventions, docs/decisions/0003). */

const localeRule = (value: unknown) => (isLocale(value) ? null : 'invalidLocaleMessage');

/** Posts may carry visitor-statistics fields (docs/rules/calls.md#tracking-and-error-reports: iid and aqus when statistics are on). */
export class TrackedRequest {
  @ApiPropertyOptional({ description: 'Visitor id (visitor statistics)' })
  @IsOptional()
  @IsString({ message: 'invalidTrackingParam' })
  @MaxLength(64, { message: 'invalidTrackingParam' })
  iid?: string;

  @ApiPropertyOptional({ description: 'Acquisition ids (visitor statistics)' })
  @IsOptional()
  @IsString({ message: 'invalidTrackingParam' })
  @MaxLength(500, { message: 'invalidTrackingParam' })
  aqus?: string;
}

export class LocalizedRequest extends TrackedRequest {
  @ApiPropertyOptional({ enum: ['de', 'en'], description: "Defaults to 'de'" })
  @IsOptional()
  @ValueRule(localeRule, 'invalidLocaleMessage')
  locale?: 'de' | 'en';
}

export class BooleanResponse {
  @ApiProperty() data!: boolean;
}

export class ResultStatusDto {
  @ApiProperty({ enum: ['success', 'error'] }) resultStatus!: 'success' | 'error';
  @ApiPropertyOptional({ description: 'Message id when resultStatus is error' }) errmsg?: string;
}

export class ResultStatusResponse {
  @ApiProperty({ type: ResultStatusDto }) data!: ResultStatusDto;
}

export class ErrorDto {
  @ApiProperty() code!: string;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Field → message id' }) fields?: Record<string, string>;
}

export class ErrorResponse {
  @ApiProperty({ type: ErrorDto }) error!: ErrorDto;
}
