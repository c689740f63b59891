import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { TrackedRequest } from '../../../../../shared/http/common.dto';

export const LOCALE_VALUES = ['de', 'en'] as const;
export type LocaleValue = (typeof LOCALE_VALUES)[number];

export class LocaleQuery {
  @ApiPropertyOptional({ enum: LOCALE_VALUES, default: 'de' })
  @IsOptional()
  @IsIn(LOCALE_VALUES, { message: 'invalidLocaleMessage' })
  locale?: LocaleValue;
}

export class ResolveQuery {
  /** URL path of the page, e.g. /schlaeuche/elastomerschlaeuche/epdm-schlaeuche (the locale follows from the /en prefix) */
  @IsString({ message: 'invalidPath' })
  @MaxLength(1000, { message: 'invalidPath' })
  @Matches(/^\//, { message: 'invalidPath' })
  path!: string;

  /** Ignored: the path decides the locale */
  @ApiPropertyOptional({ enum: LOCALE_VALUES })
  @IsOptional()
  @IsIn(LOCALE_VALUES, { message: 'invalidLocaleMessage' })
  locale?: LocaleValue;
}

export const LIST_SEARCH_MAX_LENGTH = 200;
export const LIST_SORT_MAX_LENGTH = 50;
export const LIST_PAGE_PATTERN = /^[1-9][0-9]{0,8}$/;
export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 100;
export const LIST_LAYOUT_VALUES = ['table', 'grid'] as const;

/**
 * The fixed part of the category list query. The dynamic filter keys (lf-{attributeId},
 * lf-{attributeId}-min, lf-{attributeId}-max) are split off before this is validated and are checked
 * against the category's filters by the query (unknown → 400 unknownFilter).
 * The list route checks these rules with checkCategoryProductsQuery (same rules and message ids, without
 * the class-validator machinery); a unit test keeps the two in step.
 */
export class CategoryProductsQuery extends LocaleQuery {
  /** Search within the list (same ranking as the catalogue search; under 2 characters it is ignored) */
  @ApiPropertyOptional({ maxLength: LIST_SEARCH_MAX_LENGTH })
  @IsOptional()
  @IsString({ message: 'invalidListSearch' })
  @MaxLength(LIST_SEARCH_MAX_LENGTH, { message: 'invalidListSearch' })
  listSearch?: string;

  /** Sort option name (see sorts); unknown names fall back to relevance */
  @ApiPropertyOptional({ maxLength: LIST_SORT_MAX_LENGTH })
  @IsOptional()
  @IsString({ message: 'invalidListSort' })
  @MaxLength(LIST_SORT_MAX_LENGTH, { message: 'invalidListSort' })
  listSort?: string;

  /**
   * 1-based page number as in the URL; beyond the last page answers no items
   * @example 1
   */
  @ApiPropertyOptional({ pattern: '^[1-9][0-9]{0,8}$' })
  @IsOptional()
  @Matches(LIST_PAGE_PATTERN, { message: 'invalidListPage' })
  listPage?: string;

  /** Items per page (default: the product type configuration, else 24) */
  @ApiPropertyOptional({ minimum: PAGE_SIZE_MIN, maximum: PAGE_SIZE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidPageSize' })
  @Min(PAGE_SIZE_MIN, { message: 'invalidPageSize' })
  @Max(PAGE_SIZE_MAX, { message: 'invalidPageSize' })
  pageSize?: number;

  /** Kept in the URL by the list; ignored by the server */
  @ApiPropertyOptional({ enum: LIST_LAYOUT_VALUES })
  @IsOptional()
  @IsIn(LIST_LAYOUT_VALUES, { message: 'invalidListLayout' })
  listLayout?: (typeof LIST_LAYOUT_VALUES)[number];
}

export const SEARCH_TAB_VALUES = ['categories', 'products', 'miscellaneous'] as const;

export class SearchQuery extends LocaleQuery {
  /** Search term (plain text; the SPA turns the URL underscores into spaces). Empty: prompt; 1 character: warning */
  @IsOptional()
  @IsString({ message: 'invalidSearchTerm' })
  @MaxLength(200, { message: 'invalidSearchTerm' })
  term?: string;

  /** Fill only this tab's list (counts always cover all three) */
  @ApiPropertyOptional({ enum: SEARCH_TAB_VALUES })
  @IsOptional()
  @IsIn(SEARCH_TAB_VALUES, { message: 'invalidSearchTab' })
  tab?: (typeof SEARCH_TAB_VALUES)[number];

  /** Caps each list (header dropdown: 6); default 1000 */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidSearchLimit' })
  @Min(1, { message: 'invalidSearchLimit' })
  @Max(1000, { message: 'invalidSearchLimit' })
  limit?: number;

  /** Skips this many products (paging through the products tab) */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidSearchOffset' })
  @Min(0, { message: 'invalidSearchOffset' })
  @Max(999, { message: 'invalidSearchOffset' })
  offset?: number;
}

export const RELATED_KIND_VALUES = ['fitsTo', 'similar', 'combinable'] as const;

export class RelatedQuery extends LocaleQuery {
  @ApiProperty({ enum: RELATED_KIND_VALUES })
  @IsIn(RELATED_KIND_VALUES, { message: 'invalidRelatedKind' })
  kind!: (typeof RELATED_KIND_VALUES)[number];
}

export class ProductsByIdsRequest extends TrackedRequest {
  /** Article numbers; unknown ones are left out */
  @IsArray({ message: 'invalidProductIds' })
  @ArrayMaxSize(1000, { message: 'invalidProductIds' })
  @IsString({ each: true, message: 'invalidProductIds' })
  @MaxLength(100, { each: true, message: 'invalidProductIds' })
  ids!: string[];

  @ApiPropertyOptional({ enum: LOCALE_VALUES, default: 'de' })
  @IsOptional()
  @IsIn(LOCALE_VALUES, { message: 'invalidLocaleMessage' })
  locale?: LocaleValue;
}
