import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { PriceInfoDto } from '../../../../../shared/http/price-info.dto';
import { CartPositionDto, CartPositionsField } from '../../../../../shared/http/cart-position.dto';
import { VatTreatmentDto } from '../../../../../shared/http/vat-treatment.dto';

export const MAX_PRICE_IDS = 200;

export class PricesRequest extends LocalizedRequest {
  @ApiProperty({ description: `Article numbers, 1 to ${MAX_PRICE_IDS}`, maxItems: MAX_PRICE_IDS })
  @IsArray({ message: 'invalidProductIds' })
  @ArrayMinSize(1, { message: 'invalidProductIds' })
  @ArrayMaxSize(MAX_PRICE_IDS, { message: 'invalidProductIds' })
  @IsString({ each: true, message: 'invalidProductIds' })
  @MaxLength(64, { each: true, message: 'invalidProductIds' })
  ids!: string[];
}

export class TierDto {
  /**
   * From this quantity on (decimal string)
   * @example 10
   */
  quantityFrom!: string;
  /** Net price in cents per priceUnit */
  price!: number;
  /** @example "11,50 €" */
  formattedPrice!: string;
}

export class BuyerPriceDto {
  productId!: string;
  priceInfo!: PriceInfoDto;
  /** Quantity tiers of this buyer, ascending; empty when the price does not depend on the quantity */
  tiers!: TierDto[];
}

export class PricesData {
  /** Known products only, in no particular order */
  prices!: BuyerPriceDto[];
}

export class PricesResponse {
  data!: PricesData;
}

export class CartPriceRequest extends LocalizedRequest {
  @CartPositionsField({ required: false })
  positions!: CartPositionDto[];

  /** @example WILLKOMMEN10 */
  @IsOptional()
  @IsString({ message: 'couponCodeInvalidMsg' })
  @MinLength(1, { message: 'couponCodeInvalidMsg' })
  @MaxLength(40, { message: 'couponCodeInvalidMsg' })
  couponCode?: string;

  /**
   * Destination country (ISO 3166-1 alpha-2): VAT rate, currency, shipping and payment costs follow it
   * @example AT
   */
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'invalidCountryMessage' })
  country?: string;

  /**
   * Chosen shipping method (with country)
   * @example standard
   */
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'shippingMethodNotOffered' })
  shippingMethodId?: string;

  /**
   * Chosen payment method (with country)
   * @example prepayment
   */
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'paymentMethodNotOffered' })
  paymentMethodId?: string;

  /**
   * The billing address's VAT id (with country): with the destination it decides the VAT treatment (vatTreatment)
   * @example ATU13585627
   */
  @IsOptional()
  @IsString({ message: 'invalidTaxNoMessage' })
  @MaxLength(30, { message: 'invalidTaxNoMessage' })
  vatId?: string;
}

export class RefusedConfiguredProductDto {
  productId!: string;
  customProductType!: string;
  messageIds!: string[];
}

export class RefusedPositionDto {
  productId!: string;
  customProductType!: string | null;
  /** The field the refusal is about */
  @ApiProperty({ enum: ['qty', 'productId'] }) field!: 'qty' | 'productId';
  /** invalidOrderQuantityInteger, …Min, …Max, …Increment, …Number (the position quantity rule: configured products are whole pieces, at least one; articles follow their product; …Max also when the line would exceed 100 billion), or productOnlyOnRequest */
  messageId!: string;
}

export class OfferTermsDto {
  /** The priced amount the figures come from: the shopping cart value (net, after the cart-level discount and the coupon), in the answer currency */
  value!: number;
  /** Training within the value (automation cells), spread over the rent-to-buy months */
  trainingCost!: number;
  /** Leasing from a value of 30,000 € net only */
  @ApiProperty({ type: [String], enum: ['buy', 'rentalPurchaseOffer', 'leasingInquiry'] }) offerTypes!: string[];
  leasingAvailable!: boolean;
  /** @example 6 */
  months!: number;
  /** Rent-to-buy rate per month, net (VAT added on each rate; shipping billed separately): ceil(7.5 % of the value without training + training ÷ 6) */
  monthlyRate!: number;
  /** Rent-to-buy price to buy after the months: ceil((value without training − 6 × 7.5 %) × 1.05) */
  finalPrice!: number;
  formattedValue!: string;
  formattedTrainingCost!: string;
  formattedMonthlyRate!: string;
  formattedFinalPrice!: string;
}

export class CartPositionPriceDto {
  productId!: string;
  customProductType!: string | null;
  /** Configured products: the article name in the request locale; null for catalogue articles */
  name!: string | null;
  /** Configured products: the configuration spelled out, one line per part or choice */
  summary!: string[] | null;
  /** @example 2 */
  qty!: string;
  /** Net unit price in cents per priceUnit */
  price!: number;
  priceUnit!: number;
  listPrice!: number | null;
  /** Whole percent below the list price */
  discount!: number | null;
  /** price × qty ÷ priceUnit, cents */
  lineTotal!: number;
  formattedPrice!: string;
  formattedListPrice!: string | null;
  formattedDiscount!: string | null;
  formattedLineTotal!: string;
}

/** The cart price info (docs/rules/entities.md#cart-price-info; amounts in cents) with the formatted versions and each position's prices. */
export class CartPriceInfoDto {
  positions!: CartPositionPriceDto[];
  /** Article numbers the catalogue does not know (not in the totals) */
  unknownProductIds!: string[];
  /** Positions that could not be priced (not in the totals): refusedConfiguredProducts and refusedPositions */
  unpricedProductIds!: string[];
  /** Why each configured position was refused: the message ids of its configurator */
  refusedConfiguredProducts!: RefusedConfiguredProductDto[];
  /** Positions refused for their quantity or because the article is sold on request only (its price is never answered) */
  refusedPositions!: RefusedPositionDto[];
  itemTotal!: number;
  /** Item total after discounts; minimum order and offer values are checked against it */
  shoppingCartValue!: number;
  discountAmount!: number;
  /**
   * discountAmount as percent of itemTotal
   * @example 10
   */
  discountPercentage!: string;
  couponCode!: string | null;
  /** Set when the coupon code cannot be used (the cart is priced without it) */
  @ApiProperty({ type: String, enum: ['couponCodeInvalidMsg'] })
  couponMessageId!: 'couponCodeInvalidMsg' | null;
  /** Set when the destination or a chosen method cannot be used (their costs are then 0) */
  @ApiProperty({ type: String, enum: ['countryNotDeliverable', 'shippingMethodNotOffered', 'paymentMethodNotOffered'] })
  deliveryMessageId!: 'countryNotDeliverable' | 'shippingMethodNotOffered' | 'paymentMethodNotOffered' | null;
  shippingCosts!: number;
  paymentCosts!: number;
  /** Item total after discount + shipping + payment fee (net) */
  subtotal!: number;
  vat!: number;
  /** @example 19 */
  vatRate!: string;
  /** How the sale is taxed when a country is given (destination and vatId); null without one (the home rate) */
  vatTreatment!: VatTreatmentDto | null;
  /** subtotal + vat (gross) */
  total!: number;
  /** In the answer currency (kept and checked in the shop currency) */
  minOrderValue!: number | null;
  /** In the answer currency (kept and checked in the shop currency) */
  minOfferValue!: number | null;
  minOrderValueIsReached!: boolean;
  minOfferValueIsReached!: boolean;
  /** @example EUR */
  currency!: string;
  formattedItemTotal!: string;
  formattedShoppingCartValue!: string;
  formattedDiscountAmount!: string;
  formattedDiscountPercentage!: string;
  formattedShippingCosts!: string;
  formattedPaymentCosts!: string;
  formattedSubtotal!: string;
  formattedVat!: string;
  formattedVatRate!: string;
  formattedTotal!: string;
  formattedMinOrderValue!: string | null;
  formattedMinOfferValue!: string | null;
  /** What this cart may be offered as, with the rent-to-buy figures an offer of these positions stores and mails */
  offerTerms!: OfferTermsDto;
}

export class CartPriceResponse {
  data!: CartPriceInfoDto;
}
