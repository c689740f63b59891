import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { CartPositionDto, CartPositionsField } from '../../../../../shared/http/cart-position.dto';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';

export class CheckoutOptionsRequest extends LocalizedRequest {
  @CartPositionsField({ required: false })
  positions!: CartPositionDto[];

  @ApiProperty({ example: 'DE', description: 'Destination country, ISO 3166-1 alpha-2' })
  @Matches(/^[A-Z]{2}$/, { message: 'invalidCountryMessage' })
  country!: string;
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
  @ApiProperty({ example: '19' }) vatRate!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['countryNotDeliverable'] }) countryMessageId!: 'countryNotDeliverable' | null;
  @ApiProperty({ example: 'EXW', description: 'The customer incoterm that applies (spec §5), EXW when none' }) incoterm!: string;
  @ApiProperty({ type: [ShippingOptionDto] }) shippingMethods!: ShippingOptionDto[];
  @ApiProperty({ type: [PaymentOptionDto] }) paymentMethods!: PaymentOptionDto[];
}

export class CheckoutOptionsResponse {
  @ApiProperty({ type: CheckoutOptionsData }) data!: CheckoutOptionsData;
}
