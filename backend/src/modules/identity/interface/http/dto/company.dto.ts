import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { COMPANY_ROLES, MAX_ORDER_LIMIT_CENTS, validateEmail, validatePassword, validatePersonName, validateSalutation, type CompanyPermission, type CompanyRole } from '@shop/domain';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { TextRule, ValueRule } from '../../../../../shared/http/validation-rules';

const limitRule = (value: unknown) => (value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_ORDER_LIMIT_CENTS) ? null : 'companyLimitInvalid');

/** A member's net order limits in cents; null = no limit. */
export class OrderLimitsDto {
  /** Net cents per order; above it the order waits for approval; null = none */
  @IsOptional() @ValueRule(limitRule, 'companyLimitInvalid') perOrderCents?: number | null;
  /** Net cents per Berlin calendar month (the member's orders, waiting ones included); null = none */
  @IsOptional() @ValueRule(limitRule, 'companyLimitInvalid') perMonthCents?: number | null;
}

export class InviteMemberRequest extends LocalizedRequest {
  @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @TextRule(validateSalutation, 'invalidSalutationMessage') salutation!: 'mr' | 'mrs';
  @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) firstname!: string;
  @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) lastname!: string;
  @ApiProperty({ enum: COMPANY_ROLES }) @IsIn(COMPANY_ROLES, { message: 'companyRoleInvalid' }) role!: CompanyRole;
  @IsOptional()
  @IsObject({ message: 'companyLimitInvalid' })
  @ValidateNested()
  @Type(() => OrderLimitsDto)
  limits?: OrderLimitsDto;
}

export class ChangeMemberRequest {
  @IsOptional() @ApiProperty({ enum: COMPANY_ROLES, required: false }) @IsIn(COMPANY_ROLES, { message: 'companyRoleInvalid' }) role?: CompanyRole;
  /** Replaces both limits */
  @IsOptional()
  @IsObject({ message: 'companyLimitInvalid' })
  @ValidateNested()
  @Type(() => OrderLimitsDto)
  limits?: OrderLimitsDto;
  /** false: deactivate (cannot log in, sessions end); true: reactivate */
  @IsOptional() @IsBoolean({ message: 'invalidFlag' }) active?: boolean;
}

export class InvitationQuery {
  /** The ssc of the invitation link */
  @IsString({ message: 'companyInvitationInvalid' }) @MaxLength(200, { message: 'companyInvitationInvalid' }) ssc!: string;
}

export class AcceptInvitationRequest extends LocalizedRequest {
  /** The ssc of the invitation link */
  @IsString({ message: 'companyInvitationInvalid' }) @MaxLength(200, { message: 'companyInvitationInvalid' }) ssc!: string;
  /** 12 to 20 characters: digit, lower case, upper case, special; no spaces */
  @ApiProperty({ format: 'password' }) @TextRule(validatePassword, 'invalidPasswordMessage') password!: string;
  @ApiProperty({ enum: [true] }) @IsBoolean({ message: 'mustConfirmPrivacyPolicyMessage' }) privacyPolicyAccepted!: boolean;
}

export class LimitsViewDto {
  perOrderCents!: number | null;
  perMonthCents!: number | null;
}

export class CompanyInfoDto {
  id!: number;
  name!: string;
  customerNumber!: string | null;
}

export class CompanyMeDto {
  id!: number;
  @ApiProperty({ enum: COMPANY_ROLES }) role!: CompanyRole;
  @ApiProperty({ enum: ['order', 'approve', 'manageMembers', 'readCompanyOrders', 'keepLists'], isArray: true }) permissions!: CompanyPermission[];
  limits!: LimitsViewDto;
}

export class CompanyMemberDto {
  id!: number;
  name!: string;
  /** Only to company admins */
  email!: string | null;
  @ApiProperty({ enum: COMPANY_ROLES }) role!: CompanyRole;
  /** Only to company admins */
  limits!: LimitsViewDto | null;
  @ApiProperty({ enum: ['active', 'invited', 'deactivated'] }) status!: 'active' | 'invited' | 'deactivated';
  /** The login the company started with (its data is the company's) */
  isCompanyAccount!: boolean;
}

export class CompanyDto {
  company!: CompanyInfoDto;
  me!: CompanyMeDto;
  /** Admins: all members; approvers and viewers: active members' names and roles; buyers: none */
  members!: CompanyMemberDto[];
}

export class CompanyResponse {
  data!: CompanyDto;
}

export class InvitationDto {
  email!: string;
  company!: string;
}

export class InvitationResponse {
  data!: InvitationDto;
}

/** The user answer's company part: who the login is in its company. */
export class CompanyAccountDto {
  companyId!: number;
  name!: string;
  @ApiProperty({ enum: COMPANY_ROLES }) role!: CompanyRole;
  @ApiProperty({ enum: ['order', 'approve', 'manageMembers', 'readCompanyOrders', 'keepLists'], isArray: true }) permissions!: CompanyPermission[];
  limits!: LimitsViewDto;
  isCompanyAccount!: boolean;
}
