import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REQUISITION_LIST_LIMITS } from '@shop/domain';
import { CART_LIMITS, toCartQuantity } from '@shop/domain/cart';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { TrackedRequest } from '../../../../../shared/http/common.dto';
import { IsRecordId } from '../../../../../shared/http/input-rules';
import { ValueRule } from '../../../../../shared/http/validation-rules';
import { CartImportSkipDto } from './cart-file.dto';
import { CartDto, CartFieldMessage, CartPositionDto } from './cart.dto';

const LOCALES = ['de', 'en'] as const;
const VERSION = 'requisitionListVersionInvalid';
const NAME = 'requisitionListNameEmpty';
const quantityRule = (value: unknown) => (typeof value === 'string' && toCartQuantity(value) !== null ? null : CartFieldMessage.qty);

/** The version a change was made on (from the list as last read). */
class Versioned {
  /** The list's version as last read; another one answers 409 requisitionListChanged */
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: VERSION })
  @Min(1, { message: VERSION })
  @Max(2_147_483_647, { message: VERSION })
  version!: number;
}

export class RequisitionListLocaleQuery {
  /** Language of the line names */
  @ApiPropertyOptional({ enum: LOCALES, default: 'de' })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: (typeof LOCALES)[number];
}

export class RequisitionListVersionQuery extends RequisitionListLocaleQuery {
  /** The list's version as last read */
  @ApiProperty({ minimum: 1 })
  @Type(() => Number)
  @IsInt({ message: VERSION })
  @Min(1, { message: VERSION })
  @Max(2_147_483_647, { message: VERSION })
  version!: number;
}

export class CreateRequisitionListRequest extends TrackedRequest {
  /** 1 to 80 characters, unique among the owner's lists (case ignored) */
  @ApiProperty({ maxLength: REQUISITION_LIST_LIMITS.maxNameLength })
  @IsString({ message: NAME })
  @MaxLength(400, { message: 'requisitionListNameTooLong' })
  name!: string;

  /** Shared with the company (default: private) */
  @IsOptional()
  @IsBoolean({ message: 'requisitionListSharedInvalid' })
  shared?: boolean;
}

export class ChangeRequisitionListRequest extends Versioned {
  @ApiPropertyOptional({ maxLength: REQUISITION_LIST_LIMITS.maxNameLength })
  @IsOptional()
  @IsString({ message: NAME })
  @MaxLength(400, { message: 'requisitionListNameTooLong' })
  name?: string;

  @IsOptional()
  @IsBoolean({ message: 'requisitionListSharedInvalid' })
  shared?: boolean;
}

/** Exactly one source: lines (a product page), fromCart (the member's server cart) or fromOrderId (an own order). */
export class AddRequisitionListLinesRequest extends TrackedRequest {
  /** Lines in the cart position's shape */
  @ApiPropertyOptional({ type: [CartPositionDto], maxItems: CART_LIMITS.maxPositions })
  @IsOptional()
  @IsArray({ message: 'requisitionListLinesInvalid' })
  @ArrayMinSize(1, { message: 'requisitionListLinesInvalid' })
  @ArrayMaxSize(CART_LIMITS.maxPositions, { message: 'requisitionListLinesInvalid' })
  @IsObject({ each: true, message: 'requisitionListLinesInvalid' })
  @ValidateNested({ each: true, message: 'requisitionListLinesInvalid' })
  @Type(() => CartPositionDto)
  lines?: CartPositionDto[];

  /** Every position of the member's server cart */
  @IsOptional()
  @IsIn([true], { message: 'requisitionListLinesInvalid' })
  fromCart?: boolean;

  /** Every position of this order of the member's */
  @IsOptional()
  @IsRecordId('requisitionListLinesInvalid')
  fromOrderId?: number;

  /** The version as last read (optional: adding does not undo another change) */
  @IsOptional()
  @IsInt({ message: VERSION })
  @Min(1, { message: VERSION })
  @Max(2_147_483_647, { message: VERSION })
  version?: number;
}

export class ChangeRequisitionListLineRequest extends Versioned {
  /**
   * Positive dot-decimal number with at most 2 decimals, by the product's order quantity rule
   * @example 2
   */
  @ValueRule(quantityRule, CartFieldMessage.qty)
  qty!: string;
}

export class RequisitionListToCartRequest extends TrackedRequest {
  /** The chosen lines (default: every line) */
  @IsOptional()
  @IsArray({ message: 'requisitionListLinesInvalid' })
  @ArrayMinSize(1, { message: 'requisitionListLinesInvalid' })
  @ArrayMaxSize(REQUISITION_LIST_LIMITS.maxLines, { message: 'requisitionListLinesInvalid' })
  @IsRecordId('requisitionListLinesInvalid', { each: true })
  lineIds?: number[];
}

export class RequisitionListDto {
  id!: number;
  name!: string;
  shared!: boolean;
  /** Raised by every change; send it back with a change */
  version!: number;
  /** The asking member's own list */
  own!: boolean;
  ownerName!: string;
  lineCount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  /** The asking member may rename, share, delete it and change its lines */
  mayChange!: boolean;
  /** The asking member may put it into the own cart */
  mayOrder!: boolean;
}

export class RequisitionListLineDto extends CartPositionDto {
  id!: number;
  /** The product's name in the locale asked for; null when it is no longer for sale */
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
}

export class RequisitionListDetailDto extends RequisitionListDto {
  lines!: RequisitionListLineDto[];
}

export class RequisitionListsDataDto {
  lists!: RequisitionListDto[];
  /** The member may create lists (keepLists); a viewer only reads the company's shared lists */
  mayKeepLists!: boolean;
}

export class RequisitionListsResponse {
  data!: RequisitionListsDataDto;
}

export class RequisitionListResponse {
  data!: RequisitionListDetailDto;
}

export class SkippedLineDto {
  /** Index among the lines sent (or the cart's or order's positions) */
  index!: number;
  productId!: string;
  /** productIdUnknown, productOnlyOnRequest, customProductInvalid, requisitionListFull, or an order quantity id */
  messageId!: string;
}

export class AddLinesDataDto {
  list!: RequisitionListDetailDto;
  skipped!: SkippedLineDto[];
  /** Import only: the file's rows the cart import skipped (row number, column, message id) */
  @ApiPropertyOptional({ type: [CartImportSkipDto] })
  skippedRows?: CartImportSkipDto[];
}

export class AddLinesResponse {
  data!: AddLinesDataDto;
}

export class ToCartDataDto {
  /** The customer's server cart after the lines went in (the browser takes it as its cart) */
  cart!: CartDto;
  /** Lines put into the cart */
  added!: number;
}

export class ToCartResponse {
  data!: ToCartDataDto;
}
