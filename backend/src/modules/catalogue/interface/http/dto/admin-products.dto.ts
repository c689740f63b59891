import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../../../shared/http/page-query.dto';

const SORTS = ['id', 'name', 'price', 'stock', 'created'] as const;

export class AdminProductsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Part of the article number or of the German or English name (at least 2 characters)' })
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only active products, false: only inactive ones; both when absent' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'invalidValue' })
  active?: boolean;

  @ApiPropertyOptional({ enum: SORTS, description: 'Default: article number' })
  @IsOptional()
  @IsIn(SORTS, { message: 'invalidValue' })
  sort?: (typeof SORTS)[number];

  @ApiPropertyOptional({ enum: ['asc', 'desc'] })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'invalidValue' })
  dir?: 'asc' | 'desc';

  @ApiPropertyOptional({ enum: ['de', 'en'], description: 'Language of the name the list is sorted by' })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidValue' })
  locale?: 'de' | 'en';
}

export class AdminProductNameDto {
  @ApiProperty() de!: string;
  @ApiProperty() en!: string;
}

export class AdminProductListItemDto {
  @ApiProperty({ description: 'Article number' }) id!: string;
  @ApiProperty({ type: AdminProductNameDto }) name!: AdminProductNameDto;
  @ApiProperty() productTypeId!: string;
  @ApiProperty({ description: 'Net list price in minor units per price unit' }) price!: number;
  @ApiProperty() priceUnit!: number;
  @ApiProperty({ description: 'Decimal string' }) quantityInStock!: string;
  @ApiProperty() onlyOnRequest!: boolean;
  @ApiProperty() active!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminProductListDto {
  @ApiProperty({ type: [AdminProductListItemDto] }) items!: AdminProductListItemDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class AdminProductListResponse {
  @ApiProperty({ type: AdminProductListDto }) data!: AdminProductListDto;
}
