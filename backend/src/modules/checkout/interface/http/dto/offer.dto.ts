import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { CartPositionDto, CartPositionsField } from '../../../../../shared/http/cart-position.dto';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { FreeText } from '../../../../../shared/http/validation-rules';

export class OfferBuyerDto {
  @IsString({ message: 'invalidCompanyNameMessage' }) @MaxLength(100, { message: 'invalidCompanyNameMessage' }) company!: string;
  @IsOptional() @IsString({ message: 'invalidCustomerIdMessage' }) @MaxLength(5, { message: 'invalidCustomerIdMessage' }) customerId?: string | null;
  @ApiPropertyOptional({ enum: ['mr', 'mrs'], default: 'mr' }) @IsOptional() @IsString({ message: 'invalidSalutationMessage' }) @MaxLength(3, { message: 'invalidSalutationMessage' }) salutation?: string;
  @IsString({ message: 'invalidNameMessage' }) @MaxLength(100, { message: 'invalidNameMessage' }) firstname!: string;
  @IsString({ message: 'invalidNameMessage' }) @MaxLength(100, { message: 'invalidNameMessage' }) lastname!: string;
  @IsString({ message: 'invalidEmailMessage' }) @MaxLength(254, { message: 'invalidEmailMessage' }) email!: string;
}

/** The price part of the spec's payload: accepted for compatibility and never read (the server prices the offer). */
export class OfferPriceInputDto {
  @IsOptional() @IsInt({ message: 'invalidOfferPrice' }) @Min(0, { message: 'invalidOfferPrice' }) itemTotal?: number;
  @IsOptional() @IsInt({ message: 'invalidOfferPrice' }) @Min(0, { message: 'invalidOfferPrice' }) shoppingCartValue?: number;
  /** Accepted for compatibility and never read: the training within an automation cell is its configurator’s */
  @IsOptional()
  @IsInt({ message: 'invalidOfferPrice' })
  @Min(0, { message: 'invalidOfferPrice' })
  trainingCost?: number;
}

export class OfferInputDto {
  @ApiPropertyOptional({ default: 'buy' })
  @IsOptional()
  @IsIn(['buy', 'rentalPurchaseOffer', 'leasingInquiry'], { message: 'invalidOfferType' })
  type?: 'buy' | 'rentalPurchaseOffer' | 'leasingInquiry';

  /** Required for guests; a customer’s comes from the session */
  @IsOptional()
  @IsObject({ message: 'requiredFieldMessage' })
  @ValidateNested()
  @Type(() => OfferBuyerDto)
  buyer?: OfferBuyerDto;

  @CartPositionsField({ required: true })
  positions!: CartPositionDto[];

  /** The ready-for-shipment text the buyer saw */
  @FreeText() @IsOptional() @IsString({ message: 'invalidComment' }) @MaxLength(500, { message: 'invalidComment' }) readyForShipmentMsg?: string;

  /** The coupon applied in the cart (beyond the spec): the offer is priced with it; an unknown code is ignored */
  @IsOptional()
  @IsString({ message: 'couponCodeInvalidMsg' })
  @MaxLength(50, { message: 'couponCodeInvalidMsg' })
  couponCode?: string;

  @IsOptional() @IsObject({ message: 'invalidOfferPrice' }) @ValidateNested() @Type(() => OfferPriceInputDto) price?: OfferPriceInputDto;
}

export class OfferRequest extends LocalizedRequest {
  @IsDefined({ message: 'invalidOffer' }) @IsObject({ message: 'invalidOffer' }) @ValidateNested() @Type(() => OfferInputDto) offer!: OfferInputDto;
}

export class OfferPriceDto {
  itemTotal!: number;
  /** The offer value: the shopping cart value the server priced for the buyer (net, after discounts) */
  shoppingCartValue!: number;
  /** Training within the value (automation cells), spread over the rent-to-buy months */
  trainingCost!: number;
  /** Rent-to-buy: monthly rate, net; the cart price answer’s offerTerms.monthlyRate for the same positions */
  rate!: number | null;
  /** Rent-to-buy: price to buy after the months */
  purchasePrice!: number | null;
  months!: number | null;
  /** The coupon the offer was priced with */
  couponCode!: string | null;
}

export class OfferResultDto {
  @ApiProperty({ enum: ['success'] }) resultStatus!: 'success';
  offerId!: number;
  /** @example A-000042 */
  offerNumber!: string;
  price!: OfferPriceDto;
}

export class OfferResponse {
  data!: OfferResultDto;
}
