import { ApiProperty } from '@nestjs/swagger';
import { OFFER_ACTIONS, OFFER_STATUSES, OFFER_TYPES } from '@shop/domain';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { AdminOfferBuyerDto } from './admin-orders.dto';

export class AdminOfferQuery {
  /** Language of the article names */
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class OfferVersionRequest {
  /** The version the admin saw (detail's version) */
  @IsInt({ message: 'offerVersionInvalid' })
  @Min(1, { message: 'offerVersionInvalid' })
  @Max(2_000_000_000, { message: 'offerVersionInvalid' })
  expectedVersion!: number;
}

export class OfferPositionChangeDto {
  /** The position's index in the offer */
  @IsInt({ message: 'offerPositionUnknown' })
  @Min(0, { message: 'offerPositionUnknown' })
  @Max(499, { message: 'offerPositionUnknown' })
  index!: number;

  /**
   * New quantity, a decimal with a dot (at most 2 decimals)
   * @example 2
   */
  @IsOptional()
  @IsString({ message: 'invalidOrderQuantityNumber' })
  @Matches(/^\d{1,12}(\.\d{1,2})?$/, { message: 'invalidOrderQuantityNumber' })
  qty?: string;

  /** New unit price per price unit, net cents, whole and not negative */
  @IsOptional()
  @IsInt({ message: 'offerPriceInvalid' })
  @Min(0, { message: 'offerPriceInvalid' })
  @Max(10_000_000_000_000, { message: 'offerPriceInvalid' })
  price?: number;
}

export class AdjustOfferRequest extends OfferVersionRequest {
  @IsArray({ message: 'offerPositionUnknown' })
  @ArrayMinSize(1, { message: 'offerPositionUnknown' })
  @ArrayMaxSize(500, { message: 'offerPositionUnknown' })
  @IsObject({ each: true, message: 'offerPositionUnknown' })
  @ValidateNested({ each: true })
  @Type(() => OfferPositionChangeDto)
  positions!: OfferPositionChangeDto[];
}

export class AdminOfferPositionDto {
  index!: number;
  productId!: string;
  name!: string;
  customProductType!: string | null;
  summary!: string[];
  qty!: string;
  /** Net cents per price unit */
  price!: number;
  priceUnit!: number;
  lineTotal!: number;
  wholePieces!: boolean;
}

export class AdminOfferPriceDto {
  itemTotal!: number;
  shoppingCartValue!: number;
  trainingCost!: number;
  rate!: number | null;
  purchasePrice!: number | null;
  months!: number | null;
  couponCode!: string | null;
}

export class AdminOfferDetailBuyerDto extends AdminOfferBuyerDto {
  salutation!: string;
}

export class AdminOfferDetailDto {
  id!: number;
  /** @example A-000123 */
  number!: string;
  @ApiProperty({ enum: OFFER_TYPES }) type!: string;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  version!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) sentAt!: string | null;
  /** Last day valid, YYYY-MM-DD */
  validUntil!: string | null;
  buyer!: AdminOfferDetailBuyerDto;
  positions!: AdminOfferPositionDto[];
  price!: AdminOfferPriceDto;
  currency!: string;
  @ApiProperty({ enum: ['de', 'en'] }) locale!: string;
  readyForShipmentMsg!: string;
  /** The order the accepted offer became */
  orderId!: number | null;
  @ApiProperty({ type: [String], enum: OFFER_ACTIONS }) actions!: string[];
}

export class AdminOfferResponse {
  data!: AdminOfferDetailDto;
}

export class OfferActionDataDto {
  id!: number;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  version!: number;
  /** Sending: the last day the offer is valid */
  validUntil?: string;
  /** Accepting: the order it became */
  orderId?: number;
  orderNumber?: string;
}

export class OfferActionResponse {
  data!: OfferActionDataDto;
}

export class CustomerOffersRequest extends LocalizedRequest {}

export class CustomerOfferDto {
  id!: number;
  number!: string;
  @ApiProperty({ enum: OFFER_TYPES }) type!: string;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  validUntil!: string | null;
  positionCount!: number;
  /** Net value of goods, cents */
  value!: number;
  rate!: number | null;
  months!: number | null;
  currency!: string;
  orderId!: number | null;
}

export class CustomerOffersDataDto {
  offers!: CustomerOfferDto[];
}

export class CustomerOffersResponse {
  data!: CustomerOffersDataDto;
}
