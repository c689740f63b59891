import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isLocale } from '@shop/domain';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { ValueRule } from '../validation/rules';

const localeRule = (value: unknown) => (isLocale(value) ? null : 'invalidLocaleMessage');

/** Posts may carry visitor-statistics fields (spec section 7: iid and aqus when statistics are on). */
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

/** A solved challenge from GET /api/user/challenge plus the nonce found (docs/decisions/0005). */
export class ChallengeSolutionDto {
  @ApiProperty() @IsString({ message: 'invalidChallengeMessage' }) @MaxLength(64, { message: 'invalidChallengeMessage' }) id!: string;
  @ApiProperty() @IsString({ message: 'invalidChallengeMessage' }) @MaxLength(64, { message: 'invalidChallengeMessage' }) salt!: string;
  @ApiProperty() @IsInt({ message: 'invalidChallengeMessage' }) difficulty!: number;
  @ApiProperty({ description: 'Epoch milliseconds' }) @IsInt({ message: 'invalidChallengeMessage' }) expiresAt!: number;
  @ApiProperty() @IsString({ message: 'invalidChallengeMessage' }) @MaxLength(128, { message: 'invalidChallengeMessage' }) signature!: string;
  @ApiProperty({ description: 'Found by the client: SHA-256(salt + nonce) starts with `difficulty` zero bits' })
  @IsString({ message: 'invalidChallengeMessage' })
  @MaxLength(64, { message: 'invalidChallengeMessage' })
  nonce!: string;
}

export class ChallengeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: '32 hex characters' }) salt!: string;
  @ApiProperty({ description: 'Leading zero bits SHA-256(salt + nonce) must have', example: 16 }) difficulty!: number;
  @ApiProperty({ description: 'Epoch milliseconds; 10 minutes after issue' }) expiresAt!: number;
  @ApiProperty({ description: 'HMAC-SHA256 (base64url) of id.salt.difficulty.expiresAt' }) signature!: string;
}

export class ChallengeResponse {
  @ApiProperty({ type: ChallengeDto }) data!: ChallengeDto;
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
