import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CartPositionDto, CartPositionsField } from '../../../../../shared/http/cart-position.dto';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { VatTreatmentDto } from '../../../../../shared/http/vat-treatment.dto';

export class CheckoutOptionsRequest extends LocalizedRequest {
  @CartPositionsField({ required: false })
  positions!: CartPositionDto[];

  /**
   * Destination country, ISO 3166-1 alpha-2
   * @example DE
   */
  @Matches(/^[A-Z]{2}$/, { message: 'invalidCountryMessage' })
  country!: string;

  /**
   * The billing address's VAT id: vatRate and vatTreatment follow it
   * @example ATU13585627
   */
  @IsOptional()
  @IsString({ message: 'invalidTaxNoMessage' })
  @MaxLength(30, { message: 'invalidTaxNoMessage' })
  vatId?: string;
}

export class DeliveryTimeInfoDto {
  messageId!: 'deliverableImmediately' | 'readyForShipmentWithinXDays';
  /** Working days until delivery */
  days!: number;
  /**
   * Earliest delivery day (Europe/Berlin)
   * @example 2026-06-17
   */
  earliest!: string;
  /**
   * Latest delivery day (Europe/Berlin)
   * @example 2026-06-17
   */
  latest!: string;
}

export class ShippingOptionDto {
  id!: string;
  name!: string;
  /** Cents */
  price!: number;
  formattedPrice!: string;
  deliveryTimeInfo!: DeliveryTimeInfoDto | null;
  msg!: string | null;
}

export class PaymentOptionDto {
  id!: string;
  name!: string;
  /** Cents */
  fee!: number;
  formattedFee!: string;
}

export class CheckoutOptionsData {
  country!: string;
  /**
   * The rate the sale is taxed at (as the cart price with this country and vatId)
   * @example 19
   */
  vatRate!: string;
  /** How the sale is taxed; null when the country is not delivered to */
  vatTreatment!: VatTreatmentDto | null;
  /** @example EUR */
  currency!: string;
  @ApiProperty({ type: String, enum: ['countryNotDeliverable'] }) countryMessageId!: 'countryNotDeliverable' | null;
  /**
   * The customer incoterm that applies (docs/rules/validation.md#country-restrictions-and-incoterms), EXW when none
   * @example EXW
   */
  incoterm!: string;
  shippingMethods!: ShippingOptionDto[];
  paymentMethods!: PaymentOptionDto[];
}

export class CheckoutOptionsResponse {
  data!: CheckoutOptionsData;
}
