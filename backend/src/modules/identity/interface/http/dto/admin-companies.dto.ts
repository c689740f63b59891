import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { COMPANY_ROLES, type CompanyRole } from '@shop/domain';
import { IsRecordId } from '../../../../../shared/http/input-rules';
import { PageQuery } from '../../../../../shared/http/page-query.dto';
import { LimitsViewDto, OrderLimitsDto } from './company.dto';
import { AddressDto } from './user.dto';

const STATUSES = ['active', 'invited', 'deactivated'] as const;

export class AdminCompaniesQuery extends PageQuery {
  /** Search (at least 2 characters, or digits): company name, customer number or any member's e-mail, contained */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;
}

export class AdminCompanyListItemDto {
  /** The company account's id (the login whose data the company's is) */
  id!: number;
  name!: string;
  customerNumber!: string | null;
  /** The company account's login e-mail */
  email!: string;
  pricingGroup!: string | null;
  /** Logins of the company, any status */
  members!: number;
}

export class AdminCompaniesDataDto {
  items!: AdminCompanyListItemDto[];
  total!: number;
  page!: number;
  pageSize!: number;
}

export class AdminCompaniesResponse {
  data!: AdminCompaniesDataDto;
}

export class AdminCompanyMemberDto {
  id!: number;
  name!: string;
  email!: string;
  @ApiProperty({ enum: COMPANY_ROLES }) role!: CompanyRole;
  limits!: LimitsViewDto;
  @ApiProperty({ enum: STATUSES }) status!: (typeof STATUSES)[number];
  /** The login the company started with (its data is the company's) */
  isCompanyAccount!: boolean;
}

export class AdminCompanyIncotermDto {
  label!: string;
  /** Order value in cents from which it applies */
  threshold!: number | null;
}

export class AdminCompanyDto {
  id!: number;
  name!: string;
  customerNumber!: string | null;
  email!: string;
  pricingGroup!: string | null;
  /** Own customer prices exist (price rules keyed to this id; the admin price rules page lists them) */
  customPricing!: boolean;
  incoterms!: AdminCompanyIncotermDto[];
  /** The shared address book */
  addresses!: AddressDto[];
  members!: AdminCompanyMemberDto[];
}

export class AdminCompanyResponse {
  data!: AdminCompanyDto;
}

export class AdminCompanyMemberRequest {
  @IsOptional() @ApiProperty({ enum: COMPANY_ROLES, required: false }) @IsIn(COMPANY_ROLES, { message: 'companyRoleInvalid' }) role?: CompanyRole;
  /** Replaces both limits (net cents, null = no limit) */
  @IsOptional()
  @IsObject({ message: 'companyLimitInvalid' })
  @ValidateNested()
  @Type(() => OrderLimitsDto)
  limits?: OrderLimitsDto;
  /** false: deactivate (cannot log in, sessions end); true: reactivate */
  @IsOptional() @IsBoolean({ message: 'invalidFlag' }) active?: boolean;
}

export class AdminCompanyMergeRequest {
  /** The customer account (login id) to move into this company */
  @IsRecordId('companyMergeAccountUnknown') accountId!: number;
  /** Its role in the company; default buyer */
  @ApiPropertyOptional({ enum: COMPANY_ROLES })
  @IsOptional()
  @IsIn(COMPANY_ROLES, { message: 'companyRoleInvalid' })
  role?: CompanyRole;
  /** The company the account was seen in (the candidate look-up's answer); a merge of an account that moved since is refused (companyMergeChanged) */
  @IsOptional() @IsRecordId('companyMergeChanged') expectedCompanyId?: number;
}

export class AdminCompanyMergeCandidateQuery {
  /** A login id or e-mail address */
  @IsString({ message: 'companyMergeAccountUnknown' }) @MaxLength(254, { message: 'companyMergeAccountUnknown' }) account!: string;
}

export class AdminCompanyMergeCandidateDto {
  accountId!: number;
  name!: string;
  email!: string;
  @ApiProperty({ enum: STATUSES }) status!: (typeof STATUSES)[number];
  /** The company it belongs to now */
  companyId!: number;
  companyName!: string;
  customerNumber!: string | null;
  @ApiProperty({ enum: COMPANY_ROLES }) role!: CompanyRole;
  /** Logins of that company, the account included */
  companyMembers!: number;
  /** The account holds that company's data */
  isCompanyAccount!: boolean;
}

export class AdminCompanyMergeCandidateResponse {
  data!: AdminCompanyMergeCandidateDto;
}

export class AdminCompanyMergeResultDto {
  accountId!: number;
  companyId!: number;
  fromCompanyId!: number;
  @ApiProperty({ enum: COMPANY_ROLES }) role!: string;
  /** Addresses moved into the company's address book */
  movedAddresses!: number;
  /** The account had own customer prices or a pricing group; they no longer apply to it (its own price rules stay, unused) */
  hadOwnPricing!: boolean;
}

export class AdminCompanyMergeDataDto {
  merge!: AdminCompanyMergeResultDto;
  company!: AdminCompanyDto;
}

export class AdminCompanyMergeResponse {
  data!: AdminCompanyMergeDataDto;
}

export class AdminCompanyAuditStateDto {
  role!: string;
  limits!: LimitsViewDto | null;
  active!: boolean | null;
}

export class AdminCompanyAuditByDto {
  /** member: a company admin; shop: the shop's administrator */
  @ApiProperty({ enum: ['member', 'shop'] }) kind!: 'member' | 'shop';
  id!: number;
  email!: string | null;
}

export class AdminCompanyAuditEntryDto {
  id!: number;
  @ApiProperty({ enum: ['companyMemberChanged', 'companyMemberInvited'] }) type!: 'companyMemberChanged' | 'companyMemberInvited';
  @ApiProperty({ format: 'date-time' }) at!: string;
  memberId!: number | null;
  memberEmail!: string | null;
  by!: AdminCompanyAuditByDto | null;
  /** A merge into this company: the company the login came from */
  mergedFrom!: number | null;
  before!: AdminCompanyAuditStateDto | null;
  after!: AdminCompanyAuditStateDto | null;
}

export class AdminCompanyAuditDataDto {
  items!: AdminCompanyAuditEntryDto[];
  total!: number;
}

export class AdminCompanyAuditResponse {
  data!: AdminCompanyAuditDataDto;
}

export class AdminCompanyAuditQuery extends PageQuery {}
