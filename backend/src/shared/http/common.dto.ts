import { isLocale } from '@shop/domain';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ValueRule } from './validation-rules';

/** Request and answer shapes every module's HTTP layer shares (the API's conventions, docs/decisions/0003). */

const localeRule = (value: unknown) => (isLocale(value) ? null : 'invalidLocaleMessage');

/** Posts may carry visitor-statistics fields (docs/rules/calls.md#tracking-and-error-reports: iid and aqus when statistics are on). */
export class TrackedRequest {
  /** Visitor id (visitor statistics) */
  @IsOptional()
  @IsString({ message: 'invalidTrackingParam' })
  @MaxLength(64, { message: 'invalidTrackingParam' })
  iid?: string;

  /** Acquisition ids (visitor statistics) */
  @IsOptional()
  @IsString({ message: 'invalidTrackingParam' })
  @MaxLength(500, { message: 'invalidTrackingParam' })
  aqus?: string;
}

export class LocalizedRequest extends TrackedRequest {
  /** Defaults to 'de' */
  @IsOptional()
  @ValueRule(localeRule, 'invalidLocaleMessage')
  locale?: 'de' | 'en';
}

export class BooleanResponse {
  data!: boolean;
}

export class ResultStatusDto {
  resultStatus!: 'success' | 'error';
  /** Message id when resultStatus is error */
  errmsg?: string;
}

export class ResultStatusResponse {
  data!: ResultStatusDto;
}

export class ErrorDto {
  code!: string;
  message!: string;
  /** Field → message id */
  fields?: Record<string, string>;
}

export class ErrorResponse {
  error!: ErrorDto;
}
