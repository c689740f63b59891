import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { UserDto } from './user.dto';
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

export class AdminUserProfileDto {
  user!: UserDto;
  @ApiProperty({ enum: STATUSES }) status!: string;
  /** Locked by the shop owner: cannot log in */
  locked!: boolean;
  @ApiProperty({ enum: ['de', 'en'] }) locale!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) confirmedAt!: string | null;
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
