import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../../../shared/http/page-query.dto';
import type { AdminProductListItem } from '../../../application/admin/admin-product.queries';

const SORTS = ['id', 'name', 'price', 'stock', 'created'] as const;

export class AdminProductsQuery extends PageQuery {
  /** Part of the article number or of the German or English name (at least 2 characters) */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  /** true: only active products, false: only inactive ones; both when absent */
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'invalidValue' })
  active?: boolean;

  /** Default: article number */
  @ApiPropertyOptional({ enum: SORTS })
  @IsOptional()
  @IsIn(SORTS, { message: 'invalidValue' })
  sort?: (typeof SORTS)[number];

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'invalidValue' })
  dir?: 'asc' | 'desc';

  /** Language of the name the list is sorted by */
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidValue' })
  locale?: 'de' | 'en';
}

export class AdminProductNameDto {
  de!: string;
  en!: string;
}

export class AdminProductListItemDto implements AdminProductListItem {
  /** Article number */
  id!: string;
  name!: AdminProductNameDto;
  productTypeId!: string;
  /** The product type's name in the request's language (its id when it has none) */
  productTypeName!: string;
  /** Net list price in minor units per price unit */
  price!: number;
  priceUnit!: number;
  /** Decimal string */
  quantityInStock!: string;
  onlyOnRequest!: boolean;
  active!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminProductListDto {
  items!: AdminProductListItemDto[];
  total!: number;
  page!: number;
  pageSize!: number;
}

export class AdminProductListResponse {
  data!: AdminProductListDto;
}
