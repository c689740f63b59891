import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { validateEmail, validateLoginEmail, validatePassword, validatePersonName, validateRequiredPassword } from '@shop/domain';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { TextRule } from '../../../../../shared/http/validation-rules';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { PageQuery } from '../../../../../shared/http/page-query.dto';
import { ChallengeSolutionDto } from './common.dto';

export class InstallRequest extends LocalizedRequest {
  @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) firstname!: string;
  @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) lastname!: string;
  @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @ApiProperty({ format: 'password' }) @TextRule(validatePassword, 'invalidPasswordMessage') password!: string;
}

export class AdminLoginRequest extends LocalizedRequest {
  @TextRule(validateLoginEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @ApiProperty({ format: 'password' }) @TextRule(validateRequiredPassword, 'invalidPasswordMessage', { maxLength: 200 }) password!: string;
  /** Persistent admin cookie (7 days); default: browser session, 2 h idle */
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'invalidPermanentLoginFlag' })
  isPermanentLogin?: boolean;
  /** A solved login challenge (GET /api/user/challenge?purpose=login); needed only after a 428 loginChallengeRequired */
  @IsOptional()
  @IsObject({ message: 'invalidChallengeMessage' })
  @ValidateNested()
  @Type(() => ChallengeSolutionDto)
  challenge?: ChallengeSolutionDto;
}

export class AdminUserDto {
  id!: number;
  firstname!: string;
  lastname!: string;
  email!: string;
}

export class AdminDataDto {
  /** @example ["administrator"] */
  roles!: string[];
  /** The previous login */
  @ApiProperty({ format: 'date-time' }) lastLoginAt!: string | null;
  /** @example admin */
  adminSlug!: string;
}

export class AdminLoginDataDto {
  user!: AdminUserDto;
  adminData!: AdminDataDto;
}

export class AdminLoginResponse {
  data!: AdminLoginDataDto;
}

export class InstallDataDto {
  installed!: boolean;
  user!: AdminUserDto;
}

export class InstallResponse {
  data!: InstallDataDto;
}

export class SecurityEventsQuery extends PageQuery {
}

export class SecurityEventDto {
  id!: number;
  /**
   * loginFailed, loginLocked, loginRateLimited, adminLogin, adminLoginFailed, passwordChanged, passwordReset, passwordResetRequested, emailChangeRequested, emailChanged, registrationConfirmed, adminCreated, shopInstalled
   * @example loginFailed
   */
  type!: string;
  @ApiProperty({ type: String, enum: ['customer', 'admin'] }) subjectKind!: string | null;
  subjectId!: number | null;
  email!: string | null;
  clientAddress!: string | null;
  details!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class SecurityEventsDataDto {
  /** Newest first */
  events!: SecurityEventDto[];
  total!: number;
  page!: number;
  pageSize!: number;
}

export class SecurityEventsResponse {
  data!: SecurityEventsDataDto;
}

export class AdminLogoutRequest extends LocalizedRequest {}

export class CustomerPricingRequest {
  /** Pricing group whose price rules apply; null or empty: none */
  @IsOptional()
  @IsString({ message: 'invalidPricingGroup' })
  @MaxLength(40, { message: 'invalidPricingGroup' })
  @Matches(/^[\p{L}\p{N}_-]*$/u, { message: 'invalidPricingGroup' })
  pricingGroup?: string | null;

  /** The customer has prices of its own (customer-specific price rules) */
  @IsBoolean({ message: 'invalidCustomPricing' })
  customPricing!: boolean;
}

export class CustomerPricingData {
  id!: number;
  pricingGroup!: string | null;
  customPricing!: boolean;
}

export class CustomerPricingResponse {
  data!: CustomerPricingData;
}
