import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { AddressFieldsDto } from '../../../../../shared/http/address-fields.dto';
import { CartPositionDto, CartPositionsField } from '../../../../../shared/http/cart-position.dto';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { FreeText } from '../../../../../shared/http/validation-rules';

/** The guest's buyer data (a customer's comes from the session). Content rules: the shared validation. */
export class PlaceOrderBuyerDto {
  @ApiProperty() @IsString({ message: 'invalidCompanyNameMessage' }) @MaxLength(100, { message: 'invalidCompanyNameMessage' }) company!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString({ message: 'invalidCustomerIdMessage' }) @MaxLength(5, { message: 'invalidCustomerIdMessage' }) customerId?: string | null;
  @ApiProperty({ enum: ['mr', 'mrs'] }) @IsString({ message: 'invalidSalutationMessage' }) @MaxLength(3, { message: 'invalidSalutationMessage' }) salutation!: 'mr' | 'mrs';
  @ApiProperty() @IsString({ message: 'invalidNameMessage' }) @MaxLength(100, { message: 'invalidNameMessage' }) firstname!: string;
  @ApiProperty() @IsString({ message: 'invalidNameMessage' }) @MaxLength(100, { message: 'invalidNameMessage' }) lastname!: string;
  @ApiProperty() @IsString({ message: 'invalidEmailMessage' }) @MaxLength(254, { message: 'invalidEmailMessage' }) email!: string;
}

export class AdditionalInformationDto {
  @ApiPropertyOptional({ description: "The buyer's own order number" }) @IsOptional() @IsString({ message: 'invalidCustomerOrderId' }) @MaxLength(50, { message: 'invalidCustomerOrderId' }) customerOrderId?: string;
  @ApiPropertyOptional() @FreeText() @IsOptional() @IsString({ message: 'invalidComment' }) @MaxLength(1000, { message: 'invalidComment' }) comment?: string;
}

export class PlaceOrderRequest extends LocalizedRequest {
  @CartPositionsField({ required: true })
  positions!: CartPositionDto[];

  @ApiProperty({ type: AddressFieldsDto }) @IsDefined({ message: 'requiredFieldMessage' }) @IsObject({ message: 'requiredFieldMessage' }) @ValidateNested() @Type(() => AddressFieldsDto) shippingAddress!: AddressFieldsDto;
  @ApiProperty({ type: AddressFieldsDto }) @IsDefined({ message: 'requiredFieldMessage' }) @IsObject({ message: 'requiredFieldMessage' }) @ValidateNested() @Type(() => AddressFieldsDto) billingAddress!: AddressFieldsDto;
  @ApiProperty({ example: 'standard' }) @Matches(/^[a-z0-9-]{1,40}$/, { message: 'shippingMethodNotOffered' }) shippingMethodId!: string;
  @ApiProperty({ example: 'prepayment' }) @Matches(/^[a-z0-9-]{1,40}$/, { message: 'paymentMethodNotOffered' }) paymentMethodId!: string;
  @ApiPropertyOptional({ maxLength: 40 }) @IsOptional() @IsString({ message: 'couponCodeInvalidMsg' }) @MaxLength(40, { message: 'couponCodeInvalidMsg' }) couponCode?: string;
  @ApiPropertyOptional({ type: PlaceOrderBuyerDto, description: 'Guests only; a customer’s comes from the session' })
  @IsOptional()
  @IsObject({ message: 'requiredFieldMessage' })
  @ValidateNested()
  @Type(() => PlaceOrderBuyerDto)
  buyer?: PlaceOrderBuyerDto;
  @ApiPropertyOptional({ type: AdditionalInformationDto }) @IsOptional() @IsObject({ message: 'invalidComment' }) @ValidateNested() @Type(() => AdditionalInformationDto) additionalInformation?: AdditionalInformationDto;
  @ApiPropertyOptional({ example: '2026-12-01', description: 'Desired delivery date (Europe/Berlin), not in the past' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'invalidDesiredDeliveryDate' })
  desiredDeliveryDate?: string;
  @ApiProperty({ description: 'Must be true' }) @IsBoolean({ message: 'mustAcceptTermsMessage' }) termsAccepted!: boolean;
  @ApiProperty({ description: 'Must be true' }) @IsBoolean({ message: 'mustConfirmPrivacyPolicyMessage' }) privacyPolicyAccepted!: boolean;
}

export class PlacedOrderPriceDto {
  @ApiProperty() itemTotal!: number;
  @ApiProperty() discountAmount!: number;
  @ApiProperty() subtotal!: number;
  @ApiProperty() vat!: number;
  @ApiProperty() vatRate!: string;
  @ApiProperty() total!: number;
  @ApiProperty() currency!: string;
  @ApiProperty() formattedTotal!: string;
}

export class BankAccountDto {
  @ApiProperty() holder!: string;
  @ApiProperty() iban!: string;
  @ApiProperty() bic!: string;
  @ApiProperty() bank!: string;
}

/** How the buyer pays (the payment method's provider): the fields of its kind are set. */
export class PaymentInstructionDto {
  @ApiProperty({ enum: ['invoice', 'bankTransfer', 'onDelivery', 'redirect'] }) kind!: 'invoice' | 'bankTransfer' | 'onDelivery' | 'redirect';
  @ApiPropertyOptional({ description: 'invoice: payable within this many days' }) dueDays?: number;
  @ApiPropertyOptional({ description: 'bankTransfer: the reference to state (the order number)' }) reference?: string;
  @ApiPropertyOptional({ description: 'bankTransfer: the amount in cents' }) amount?: number;
  @ApiPropertyOptional({ description: 'bankTransfer: the currency' }) currency?: string;
  @ApiPropertyOptional({ type: BankAccountDto, description: 'bankTransfer: the account to pay to' }) account?: BankAccountDto;
  @ApiPropertyOptional({ description: "redirect: the payment service's page" }) url?: string;
}

export class PlacedOrderDto {
  @ApiProperty() orderId!: number;
  @ApiProperty() orderNumber!: string;
  @ApiProperty({ type: PlacedOrderPriceDto }) price!: PlacedOrderPriceDto;
  @ApiProperty({ type: PaymentInstructionDto, nullable: true, description: "How to pay; null while the payment provider's start failed (the order stands, payment pending)" })
  payment!: PaymentInstructionDto | null;
}

export class PlaceOrderResponse {
  @ApiProperty({ type: PlacedOrderDto }) data!: PlacedOrderDto;
}
