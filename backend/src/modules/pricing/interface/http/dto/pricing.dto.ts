import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { PriceInfoDto } from '../../../../../shared/http/price-info.dto';
import { CartPositionDto, CartPositionsField } from '../../../../../shared/http/cart-position.dto';
import { VatTreatmentDto } from '../../../../../shared/http/vat-treatment.dto';

export const MAX_PRICE_IDS = 200;

export class PricesRequest extends LocalizedRequest {
  @ApiProperty({ type: [String], description: `Article numbers, 1 to ${MAX_PRICE_IDS}`, maxItems: MAX_PRICE_IDS })
  @IsArray({ message: 'invalidProductIds' })
  @ArrayMinSize(1, { message: 'invalidProductIds' })
  @ArrayMaxSize(MAX_PRICE_IDS, { message: 'invalidProductIds' })
  @IsString({ each: true, message: 'invalidProductIds' })
  @MaxLength(64, { each: true, message: 'invalidProductIds' })
  ids!: string[];
}

export class TierDto {
  @ApiProperty({ example: '10', description: 'From this quantity on (decimal string)' }) quantityFrom!: string;
  @ApiProperty({ description: 'Net price in cents per priceUnit' }) price!: number;
  @ApiProperty({ example: '11,50 €' }) formattedPrice!: string;
}

export class BuyerPriceDto {
  @ApiProperty() productId!: string;
  @ApiProperty({ type: PriceInfoDto }) priceInfo!: PriceInfoDto;
  @ApiProperty({ type: [TierDto], description: 'Quantity tiers of this buyer, ascending; empty when the price does not depend on the quantity' }) tiers!: TierDto[];
}

export class PricesData {
  @ApiProperty({ type: [BuyerPriceDto], description: 'Known products only, in no particular order' }) prices!: BuyerPriceDto[];
}

export class PricesResponse {
  @ApiProperty({ type: PricesData }) data!: PricesData;
}

export class CartPriceRequest extends LocalizedRequest {
  @CartPositionsField({ required: false })
  positions!: CartPositionDto[];

  @ApiPropertyOptional({ example: 'WILLKOMMEN10', maxLength: 40 })
  @IsOptional()
  @IsString({ message: 'couponCodeInvalidMsg' })
  @MinLength(1, { message: 'couponCodeInvalidMsg' })
  @MaxLength(40, { message: 'couponCodeInvalidMsg' })
  couponCode?: string;

  @ApiPropertyOptional({ example: 'AT', description: 'Destination country (ISO 3166-1 alpha-2): VAT rate, currency, shipping and payment costs follow it' })
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'invalidCountryMessage' })
  country?: string;

  @ApiPropertyOptional({ example: 'standard', description: 'Chosen shipping method (with country)' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'shippingMethodNotOffered' })
  shippingMethodId?: string;

  @ApiPropertyOptional({ example: 'prepayment', description: 'Chosen payment method (with country)' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'paymentMethodNotOffered' })
  paymentMethodId?: string;

  @ApiPropertyOptional({ example: 'ATU13585627', maxLength: 30, description: "The billing address's VAT id (with country): with the destination it decides the VAT treatment (vatTreatment)" })
  @IsOptional()
  @IsString({ message: 'invalidTaxNoMessage' })
  @MaxLength(30, { message: 'invalidTaxNoMessage' })
  vatId?: string;
}

export class RefusedConfiguredProductDto {
  @ApiProperty() productId!: string;
  @ApiProperty() customProductType!: string;
  @ApiProperty({ type: [String] }) messageIds!: string[];
}

export class RefusedPositionDto {
  @ApiProperty() productId!: string;
  @ApiProperty({ type: String, nullable: true }) customProductType!: string | null;
  @ApiProperty({ enum: ['qty', 'productId'], description: 'The field the refusal is about' }) field!: 'qty' | 'productId';
  @ApiProperty({
    description:
      'invalidOrderQuantityInteger, …Min, …Max, …Increment, …Number (the position quantity rule: configured products are whole pieces, at least one; articles follow their product; …Max also when the line would exceed 100 billion), or productOnlyOnRequest',
  })
  messageId!: string;
}

export class OfferTermsDto {
  @ApiProperty({ description: 'The priced amount the figures come from: the shopping cart value (net, after the cart-level discount and the coupon), in the answer currency' }) value!: number;
  @ApiProperty({ description: 'Training within the value (automation cells), spread over the rent-to-buy months' }) trainingCost!: number;
  @ApiProperty({ type: [String], enum: ['buy', 'rentalPurchaseOffer', 'leasingInquiry'], description: 'Leasing from a value of 30,000 € net only' }) offerTypes!: string[];
  @ApiProperty() leasingAvailable!: boolean;
  @ApiProperty({ example: 6 }) months!: number;
  @ApiProperty({ description: 'Rent-to-buy rate per month, net (VAT added on each rate; shipping billed separately): ceil(7.5 % of the value without training + training ÷ 6)' }) monthlyRate!: number;
  @ApiProperty({ description: 'Rent-to-buy price to buy after the months: ceil((value without training − 6 × 7.5 %) × 1.05)' }) finalPrice!: number;
  @ApiProperty() formattedValue!: string;
  @ApiProperty() formattedTrainingCost!: string;
  @ApiProperty() formattedMonthlyRate!: string;
  @ApiProperty() formattedFinalPrice!: string;
}

export class CartPositionPriceDto {
  @ApiProperty() productId!: string;
  @ApiProperty({ type: String, nullable: true }) customProductType!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Configured products: the article name in the request locale; null for catalogue articles' }) name!: string | null;
  @ApiProperty({ type: [String], nullable: true, description: 'Configured products: the configuration spelled out, one line per part or choice' }) summary!: string[] | null;
  @ApiProperty({ example: '2' }) qty!: string;
  @ApiProperty({ description: 'Net unit price in cents per priceUnit' }) price!: number;
  @ApiProperty() priceUnit!: number;
  @ApiProperty({ type: Number, nullable: true }) listPrice!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Whole percent below the list price' }) discount!: number | null;
  @ApiProperty({ description: 'price × qty ÷ priceUnit, cents' }) lineTotal!: number;
  @ApiProperty() formattedPrice!: string;
  @ApiProperty({ type: String, nullable: true }) formattedListPrice!: string | null;
  @ApiProperty({ type: String, nullable: true }) formattedDiscount!: string | null;
  @ApiProperty() formattedLineTotal!: string;
}

/** The cart price info (docs/rules/entities.md#cart-price-info; amounts in cents) with the formatted versions and each position's prices. */
export class CartPriceInfoDto {
  @ApiProperty({ type: [CartPositionPriceDto] }) positions!: CartPositionPriceDto[];
  @ApiProperty({ type: [String], description: 'Article numbers the catalogue does not know (not in the totals)' }) unknownProductIds!: string[];
  @ApiProperty({ type: [String], description: 'Positions that could not be priced (not in the totals): refusedConfiguredProducts and refusedPositions' }) unpricedProductIds!: string[];
  @ApiProperty({ type: [RefusedConfiguredProductDto], description: 'Why each configured position was refused: the message ids of its configurator' }) refusedConfiguredProducts!: RefusedConfiguredProductDto[];
  @ApiProperty({ type: [RefusedPositionDto], description: 'Positions refused for their quantity or because the article is sold on request only (its price is never answered)' }) refusedPositions!: RefusedPositionDto[];
  @ApiProperty() itemTotal!: number;
  @ApiProperty({ description: 'Item total after discounts; minimum order and offer values are checked against it' }) shoppingCartValue!: number;
  @ApiProperty() discountAmount!: number;
  @ApiProperty({ example: '10', description: 'discountAmount as percent of itemTotal' }) discountPercentage!: string;
  @ApiProperty({ type: String, nullable: true }) couponCode!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['couponCodeInvalidMsg'], description: 'Set when the coupon code cannot be used (the cart is priced without it)' })
  couponMessageId!: 'couponCodeInvalidMsg' | null;
  @ApiProperty({ type: String, nullable: true, enum: ['countryNotDeliverable', 'shippingMethodNotOffered', 'paymentMethodNotOffered'], description: 'Set when the destination or a chosen method cannot be used (their costs are then 0)' })
  deliveryMessageId!: 'countryNotDeliverable' | 'shippingMethodNotOffered' | 'paymentMethodNotOffered' | null;
  @ApiProperty() shippingCosts!: number;
  @ApiProperty() paymentCosts!: number;
  @ApiProperty({ description: 'Item total after discount + shipping + payment fee (net)' }) subtotal!: number;
  @ApiProperty() vat!: number;
  @ApiProperty({ example: '19' }) vatRate!: string;
  @ApiProperty({ type: VatTreatmentDto, nullable: true, description: 'How the sale is taxed when a country is given (destination and vatId); null without one (the home rate)' })
  vatTreatment!: VatTreatmentDto | null;
  @ApiProperty({ description: 'subtotal + vat (gross)' }) total!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'In the answer currency (kept and checked in the shop currency)' }) minOrderValue!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'In the answer currency (kept and checked in the shop currency)' }) minOfferValue!: number | null;
  @ApiProperty() minOrderValueIsReached!: boolean;
  @ApiProperty() minOfferValueIsReached!: boolean;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty() formattedItemTotal!: string;
  @ApiProperty() formattedShoppingCartValue!: string;
  @ApiProperty() formattedDiscountAmount!: string;
  @ApiProperty() formattedDiscountPercentage!: string;
  @ApiProperty() formattedShippingCosts!: string;
  @ApiProperty() formattedPaymentCosts!: string;
  @ApiProperty() formattedSubtotal!: string;
  @ApiProperty() formattedVat!: string;
  @ApiProperty() formattedVatRate!: string;
  @ApiProperty() formattedTotal!: string;
  @ApiProperty({ type: String, nullable: true }) formattedMinOrderValue!: string | null;
  @ApiProperty({ type: String, nullable: true }) formattedMinOfferValue!: string | null;
  @ApiProperty({ type: OfferTermsDto, description: 'What this cart may be offered as, with the rent-to-buy figures an offer of these positions stores and mails' }) offerTerms!: OfferTermsDto;
}

export class CartPriceResponse {
  @ApiProperty({ type: CartPriceInfoDto }) data!: CartPriceInfoDto;
}
