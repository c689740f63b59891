import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { UserDto } from './user.dto';
import { PageQuery } from '../../../../../shared/http/page-query.dto';

const SORTS = ['relevance', 'id', 'email', 'lastname', 'company', 'createdAt'] as const;
const STATUSES = ['pending', 'active', 'disabled'] as const;

export class AdminUsersQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Search (at least 2 characters): id, customer number, e-mail, first name, last name, company. Scores (docs/rules/constants.md#admin-search): exact id/e-mail 50, exact name 15, partial 5, summed over the fields' })
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  @ApiPropertyOptional({ enum: STATUSES, description: 'disabled: locked accounts' })
  @IsOptional()
  @IsIn(STATUSES, { message: 'invalidValue' })
  status?: (typeof STATUSES)[number];

  @ApiPropertyOptional({ enum: SORTS, description: 'Default: relevance with a search (score, then id), else newest first' })
  @IsOptional()
  @IsIn(SORTS, { message: 'invalidValue' })
  sort?: (typeof SORTS)[number];

  @ApiPropertyOptional({ enum: ['asc', 'desc'] })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'invalidValue' })
  dir?: 'asc' | 'desc';

}

export class AdminUserListItemDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() company!: string;
  @ApiProperty({ type: String, nullable: true }) customerId!: string | null;
  @ApiProperty({ enum: ['mr', 'mrs'] }) salutation!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty({ enum: STATUSES }) status!: string;
  @ApiProperty({ type: String, nullable: true }) pricingGroup!: string | null;
  @ApiProperty() customPricing!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Search score (0 without a search)' }) score!: number;
}

export class AdminUsersDataDto {
  @ApiProperty({ type: [AdminUserListItemDto] }) items!: AdminUserListItemDto[];
  @ApiProperty({ description: 'Matching records (a search keeps at most 1000)' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class AdminUsersResponse {
  @ApiProperty({ type: AdminUsersDataDto }) data!: AdminUsersDataDto;
}

export class AdminUserProfileDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
  @ApiProperty({ enum: STATUSES }) status!: string;
  @ApiProperty({ description: 'Locked by the shop owner: cannot log in' }) locked!: boolean;
  @ApiProperty({ enum: ['de', 'en'] }) locale!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) confirmedAt!: string | null;
}

export class AdminUserProfileResponse {
  @ApiProperty({ type: AdminUserProfileDto }) data!: AdminUserProfileDto;
}

export class AdminUserLockDataDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: STATUSES }) status!: string;
  @ApiProperty() locked!: boolean;
}

export class AdminUserLockResponse {
  @ApiProperty({ type: AdminUserLockDataDto }) data!: AdminUserLockDataDto;
}

export class AdminPasswordResetDataDto {
  @ApiProperty() sent!: boolean;
}

export class AdminPasswordResetResponse {
  @ApiProperty({ type: AdminPasswordResetDataDto }) data!: AdminPasswordResetDataDto;
}
