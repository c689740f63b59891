import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { validateEmail, validateLoginEmail, validatePassword, validatePersonName, validateRequiredPassword } from '@shop/domain';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { TextRule } from '../../../../../shared/http/validation-rules';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { PageQuery } from '../../../../../shared/http/page-query.dto';
import { ChallengeSolutionDto } from './common.dto';

export class InstallRequest extends LocalizedRequest {
  @ApiProperty() @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) firstname!: string;
  @ApiProperty() @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) lastname!: string;
  @ApiProperty() @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @ApiProperty({ format: 'password' }) @TextRule(validatePassword, 'invalidPasswordMessage') password!: string;
}

export class AdminLoginRequest extends LocalizedRequest {
  @ApiProperty() @TextRule(validateLoginEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @ApiProperty({ format: 'password' }) @TextRule(validateRequiredPassword, 'invalidPasswordMessage', { maxLength: 200 }) password!: string;
  @ApiPropertyOptional({ default: false, description: 'Persistent admin cookie (7 days); default: browser session, 2 h idle' })
  @IsOptional()
  @IsBoolean({ message: 'invalidPermanentLoginFlag' })
  isPermanentLogin?: boolean;
  @ApiPropertyOptional({ type: ChallengeSolutionDto, description: 'A solved login challenge (GET /api/user/challenge?purpose=login); needed only after a 428 loginChallengeRequired' })
  @IsOptional()
  @IsObject({ message: 'invalidChallengeMessage' })
  @ValidateNested()
  @Type(() => ChallengeSolutionDto)
  challenge?: ChallengeSolutionDto;
}

export class AdminUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() email!: string;
}

export class AdminDataDto {
  @ApiProperty({ type: [String], example: ['administrator'] }) roles!: string[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'The previous login' }) lastLoginAt!: string | null;
  @ApiProperty({ example: 'admin' }) adminSlug!: string;
}

export class AdminLoginDataDto {
  @ApiProperty({ type: AdminUserDto }) user!: AdminUserDto;
  @ApiProperty({ type: AdminDataDto }) adminData!: AdminDataDto;
}

export class AdminLoginResponse {
  @ApiProperty({ type: AdminLoginDataDto }) data!: AdminLoginDataDto;
}

export class InstallDataDto {
  @ApiProperty() installed!: boolean;
  @ApiProperty({ type: AdminUserDto }) user!: AdminUserDto;
}

export class InstallResponse {
  @ApiProperty({ type: InstallDataDto }) data!: InstallDataDto;
}

export class DashboardDto {
  @ApiProperty({ description: 'Active customer accounts' }) users!: number;
  @ApiProperty({ description: 'Orders, canceled excluded' }) orders!: number;
  @ApiProperty({ description: 'Active products' }) products!: number;
}

export class DashboardResponse {
  @ApiProperty({ type: DashboardDto }) data!: DashboardDto;
}

export class SecurityEventsQuery extends PageQuery {
}

export class SecurityEventDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'loginFailed', description: 'loginFailed, loginLocked, loginRateLimited, adminLogin, adminLoginFailed, passwordChanged, passwordReset, passwordResetRequested, emailChangeRequested, emailChanged, registrationConfirmed, adminCreated, shopInstalled' })
  type!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['customer', 'admin'] }) subjectKind!: string | null;
  @ApiProperty({ type: Number, nullable: true }) subjectId!: number | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) clientAddress!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class SecurityEventsDataDto {
  @ApiProperty({ type: [SecurityEventDto], description: 'Newest first' }) events!: SecurityEventDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class SecurityEventsResponse {
  @ApiProperty({ type: SecurityEventsDataDto }) data!: SecurityEventsDataDto;
}

export class AdminLogoutRequest extends LocalizedRequest {}

export class CustomerPricingRequest {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40, description: 'Pricing group whose price rules apply; null or empty: none' })
  @IsOptional()
  @IsString({ message: 'invalidPricingGroup' })
  @MaxLength(40, { message: 'invalidPricingGroup' })
  @Matches(/^[\p{L}\p{N}_-]*$/u, { message: 'invalidPricingGroup' })
  pricingGroup?: string | null;

  @ApiProperty({ description: 'The customer has prices of its own (customer-specific price rules)' })
  @IsBoolean({ message: 'invalidCustomPricing' })
  customPricing!: boolean;
}

export class CustomerPricingData {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) pricingGroup!: string | null;
  @ApiProperty() customPricing!: boolean;
}

export class CustomerPricingResponse {
  @ApiProperty({ type: CustomerPricingData }) data!: CustomerPricingData;
}
