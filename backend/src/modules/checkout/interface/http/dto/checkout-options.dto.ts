import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CartPositionDto, CartPositionsField } from '../../../../../shared/http/cart-position.dto';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { VatTreatmentDto } from '../../../../../shared/http/vat-treatment.dto';

export class CheckoutOptionsRequest extends LocalizedRequest {
  @CartPositionsField({ required: false })
  positions!: CartPositionDto[];

  @ApiProperty({ example: 'DE', description: 'Destination country, ISO 3166-1 alpha-2' })
  @Matches(/^[A-Z]{2}$/, { message: 'invalidCountryMessage' })
  country!: string;

  @ApiPropertyOptional({ example: 'ATU13585627', maxLength: 30, description: "The billing address's VAT id: vatRate and vatTreatment follow it" })
  @IsOptional()
  @IsString({ message: 'invalidTaxNoMessage' })
  @MaxLength(30, { message: 'invalidTaxNoMessage' })
  vatId?: string;
}

export class DeliveryTimeInfoDto {
  @ApiProperty({ enum: ['deliverableImmediately', 'readyForShipmentWithinXDays'] }) messageId!: 'deliverableImmediately' | 'readyForShipmentWithinXDays';
  @ApiProperty({ description: 'Working days until delivery' }) days!: number;
  @ApiProperty({ example: '2026-06-17', description: 'Earliest delivery day (Europe/Berlin)' }) earliest!: string;
  @ApiProperty({ example: '2026-06-17', description: 'Latest delivery day (Europe/Berlin)' }) latest!: string;
}

export class ShippingOptionDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Cents' }) price!: number;
  @ApiProperty() formattedPrice!: string;
  @ApiProperty({ type: DeliveryTimeInfoDto, nullable: true }) deliveryTimeInfo!: DeliveryTimeInfoDto | null;
  @ApiProperty({ type: String, nullable: true }) msg!: string | null;
}

export class PaymentOptionDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Cents' }) fee!: number;
  @ApiProperty() formattedFee!: string;
}

export class CheckoutOptionsData {
  @ApiProperty() country!: string;
  @ApiProperty({ example: '19', description: 'The rate the sale is taxed at (as the cart price with this country and vatId)' }) vatRate!: string;
  @ApiProperty({ type: VatTreatmentDto, nullable: true, description: 'How the sale is taxed; null when the country is not delivered to' }) vatTreatment!: VatTreatmentDto | null;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['countryNotDeliverable'] }) countryMessageId!: 'countryNotDeliverable' | null;
  @ApiProperty({ example: 'EXW', description: 'The customer incoterm that applies (docs/rules/validation.md#country-restrictions-and-incoterms), EXW when none' }) incoterm!: string;
  @ApiProperty({ type: [ShippingOptionDto] }) shippingMethods!: ShippingOptionDto[];
  @ApiProperty({ type: [PaymentOptionDto] }) paymentMethods!: PaymentOptionDto[];
}

export class CheckoutOptionsResponse {
  @ApiProperty({ type: CheckoutOptionsData }) data!: CheckoutOptionsData;
}
