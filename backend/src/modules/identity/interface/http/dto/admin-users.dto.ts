import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COMPANY_ROLES, validateCustomerId, validateEmail, validatePhone } from '@shop/domain';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested, IsIn } from 'class-validator';
import { TextRule } from '../../../../../shared/http/validation-rules';
import { UserDetailsFields } from './account.dto';
import { AddressInputDto, UserDto } from './user.dto';
import { PageQuery } from '../../../../../shared/http/page-query.dto';

const SORTS = ['relevance', 'id', 'email', 'lastname', 'company', 'createdAt'] as const;
const STATUSES = ['pending', 'active', 'disabled'] as const;

export class AdminUsersQuery extends PageQuery {
  /** Search (at least 2 characters): id, customer number, e-mail, first name, last name, company. Scores (docs/rules/constants.md#admin-search): exact id/e-mail 50, exact name 15, partial 5, summed over the fields */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  /** disabled: locked accounts */
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES, { message: 'invalidValue' })
  status?: (typeof STATUSES)[number];

  /** Default: relevance with a search (score, then id), else newest first */
  @ApiPropertyOptional({ enum: SORTS })
  @IsOptional()
  @IsIn(SORTS, { message: 'invalidValue' })
  sort?: (typeof SORTS)[number];

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'invalidValue' })
  dir?: 'asc' | 'desc';

}

export class AdminUserListItemDto {
  id!: number;
  email!: string;
  company!: string;
  customerId!: string | null;
  @ApiProperty({ enum: ['mr', 'mrs'] }) salutation!: string;
  firstname!: string;
  lastname!: string;
  @ApiProperty({ enum: STATUSES }) status!: string;
  pricingGroup!: string | null;
  customPricing!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  /** Search score (0 without a search) */
  score!: number;
}

export class AdminUsersDataDto {
  items!: AdminUserListItemDto[];
  /** Matching records (a search keeps at most 1000) */
  total!: number;
  page!: number;
  pageSize!: number;
}

export class AdminUsersResponse {
  data!: AdminUsersDataDto;
}

/** A customer incoterm: three letters, from an order value in cents on (docs/rules/validation.md#country-restrictions-and-incoterms). */
export class IncotermDto {
  /** @example DAP */
  @IsString({ message: 'adCeIncotermLabelInvalid' }) @MaxLength(3, { message: 'adCeIncotermLabelInvalid' }) label!: string;
  /** Order value in cents from which it applies */
  @IsInt({ message: 'adCeIncotermThresholdInvalid' }) @Min(0, { message: 'adCeIncotermThresholdInvalid' }) @Max(100000000000, { message: 'adCeIncotermThresholdInvalid' }) threshold!: number;
}

/**
 * The shop owner's edit of a customer's master data: the account form's fields and rules (UserDetailsFields), plus
 * e-mail, phone, customer number and incoterms. The pricing group has its own call (PUT …/pricing).
 */
export class AdminCustomerDetailsRequest extends UserDetailsFields {
  /** The login e-mail; a new one must be free, the previous address gets a notice */
  @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  /** Empty or null removes it */
  @IsOptional() @TextRule((v) => validatePhone(v, { optional: true }), 'invalidPhoneMessage', { maxLength: 40 }) phone?: string | null;
  /** Five digits, another customer's refused; empty or null removes it */
  @IsOptional() @TextRule(validateCustomerId, 'invalidCustomerIdMessage', { maxLength: 5 }) customerId?: string | null;
  /** Replaces the customer's incoterms (at most 10); absent keeps them */
  @IsOptional()
  @IsArray({ message: 'adCeIncotermsTooMany' })
  @ArrayMaxSize(10, { message: 'adCeIncotermsTooMany' })
  @IsObject({ each: true, message: 'adCeIncotermsTooMany' })
  @ValidateNested({ each: true })
  @Type(() => IncotermDto)
  incoterms?: IncotermDto[];
  /** AdminUserProfile.version of the form's data; another write since answers 409 adCustomerChanged */
  @IsString({ message: 'adCustomerChanged' }) @Matches(/^\d{0,16}$/, { message: 'adCustomerChanged' }) version!: string;
}

export class AdminCustomerAddressRequest {
  @IsObject({ message: 'requiredFieldMessage' })
  @ValidateNested()
  @Type(() => AddressInputDto)
  address!: AddressInputDto;
  /** AdminUserProfile.version of the form's data */
  @IsString({ message: 'adCustomerChanged' }) @Matches(/^\d{0,16}$/, { message: 'adCustomerChanged' }) version!: string;
}

export class AdminCustomerVersionQuery {
  /** AdminUserProfile.version of the page's data */
  @IsString({ message: 'adCustomerChanged' }) @Matches(/^\d{0,16}$/, { message: 'adCustomerChanged' }) version!: string;
}

export class AdminUserProfileDto {
  user!: UserDto;
  /** The customer's incoterms, lowest threshold first */
  incoterms!: IncotermDto[];
  /** Concurrency token: send it back with a change; it moves with every write */
  version!: string;
  @ApiProperty({ enum: STATUSES }) status!: string;
  /** Locked by the shop owner: cannot log in */
  locked!: boolean;
  @ApiProperty({ enum: ['de', 'en'] }) locale!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) confirmedAt!: string | null;
  /** The company the login belongs to (docs/company-admin.md) */
  company?: AdminUserCompanyDto;
}

export class AdminUserCompanyDto {
  /** The company account's id (the admin company page's cid) */
  id!: number;
  name!: string;
  @ApiProperty({ enum: COMPANY_ROLES }) role!: string;
  /** This login holds the company's data */
  isCompanyAccount!: boolean;
}

export class AdminUserProfileResponse {
  data!: AdminUserProfileDto;
}

export class AdminUserLockDataDto {
  id!: number;
  @ApiProperty({ enum: STATUSES }) status!: string;
  locked!: boolean;
}

export class AdminUserLockResponse {
  data!: AdminUserLockDataDto;
}

export class AdminPasswordResetDataDto {
  sent!: boolean;
}

export class AdminPasswordResetResponse {
  data!: AdminPasswordResetDataDto;
}
