import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { AddressFieldsDto } from '../../../../../shared/http/address-fields.dto';
import { CartPositionDto, CartPositionsField } from '../../../../../shared/http/cart-position.dto';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { FreeText } from '../../../../../shared/http/validation-rules';

/** The guest's buyer data (a customer's comes from the session). Content rules: the shared validation. */
export class PlaceOrderBuyerDto {
  @IsString({ message: 'invalidCompanyNameMessage' }) @MaxLength(100, { message: 'invalidCompanyNameMessage' }) company!: string;
  @IsOptional() @IsString({ message: 'invalidCustomerIdMessage' }) @MaxLength(5, { message: 'invalidCustomerIdMessage' }) customerId?: string | null;
  @IsString({ message: 'invalidSalutationMessage' }) @MaxLength(3, { message: 'invalidSalutationMessage' }) salutation!: 'mr' | 'mrs';
  @IsString({ message: 'invalidNameMessage' }) @MaxLength(100, { message: 'invalidNameMessage' }) firstname!: string;
  @IsString({ message: 'invalidNameMessage' }) @MaxLength(100, { message: 'invalidNameMessage' }) lastname!: string;
  @IsString({ message: 'invalidEmailMessage' }) @MaxLength(254, { message: 'invalidEmailMessage' }) email!: string;
}

export class AdditionalInformationDto {
  /** The buyer's own order number */
  @IsOptional() @IsString({ message: 'invalidCustomerOrderId' }) @MaxLength(50, { message: 'invalidCustomerOrderId' }) customerOrderId?: string;
  @FreeText() @IsOptional() @IsString({ message: 'invalidComment' }) @MaxLength(1000, { message: 'invalidComment' }) comment?: string;
  /** The buyer's cost centre (at most 35 characters); on the order pages, the confirmation mail and its PDF */
  @IsOptional() @IsString({ message: 'invalidCostCentre' }) @MaxLength(35, { message: 'invalidCostCentre' }) costCentre?: string;
}

export class PlaceOrderRequest extends LocalizedRequest {
  @CartPositionsField({ required: true })
  positions!: CartPositionDto[];

  @IsDefined({ message: 'requiredFieldMessage' }) @IsObject({ message: 'requiredFieldMessage' }) @ValidateNested() @Type(() => AddressFieldsDto) shippingAddress!: AddressFieldsDto;
  @IsDefined({ message: 'requiredFieldMessage' }) @IsObject({ message: 'requiredFieldMessage' }) @ValidateNested() @Type(() => AddressFieldsDto) billingAddress!: AddressFieldsDto;
  /** @example standard */
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'shippingMethodNotOffered' }) shippingMethodId!: string;
  /** @example prepayment */
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'paymentMethodNotOffered' }) paymentMethodId!: string;
  @IsOptional() @IsString({ message: 'couponCodeInvalidMsg' }) @MaxLength(40, { message: 'couponCodeInvalidMsg' }) couponCode?: string;
  /** Guests only; a customer’s comes from the session */
  @IsOptional()
  @IsObject({ message: 'requiredFieldMessage' })
  @ValidateNested()
  @Type(() => PlaceOrderBuyerDto)
  buyer?: PlaceOrderBuyerDto;
  @IsOptional() @IsObject({ message: 'invalidComment' }) @ValidateNested() @Type(() => AdditionalInformationDto) additionalInformation?: AdditionalInformationDto;
  /**
   * Desired delivery date (Europe/Berlin), not in the past
   * @example 2026-12-01
   */
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'invalidDesiredDeliveryDate' })
  desiredDeliveryDate?: string;
  /** Must be true */
  @IsBoolean({ message: 'mustAcceptTermsMessage' }) termsAccepted!: boolean;
  /** Must be true */
  @IsBoolean({ message: 'mustConfirmPrivacyPolicyMessage' }) privacyPolicyAccepted!: boolean;
}

export class PlacedOrderPriceDto {
  itemTotal!: number;
  discountAmount!: number;
  subtotal!: number;
  vat!: number;
  vatRate!: string;
  total!: number;
  currency!: string;
  formattedTotal!: string;
}

export class BankAccountDto {
  holder!: string;
  iban!: string;
  bic!: string;
  bank!: string;
}

/** How the buyer pays (the payment method's provider): the fields of its kind are set. */
export class PaymentInstructionDto {
  kind!: 'invoice' | 'bankTransfer' | 'onDelivery' | 'redirect';
  /** invoice: payable within this many days */
  dueDays?: number;
  /** bankTransfer: the reference to state (the order number) */
  reference?: string;
  /** bankTransfer: the amount in cents */
  amount?: number;
  /** bankTransfer: the currency */
  currency?: string;
  /** bankTransfer: the account to pay to */
  account?: BankAccountDto;
  /** redirect: the payment service's page */
  url?: string;
}

/** An order over the member's limits waits for approval (ADR 0051). */
export class PlacedOrderApprovalDto {
  @ApiProperty({ enum: ['awaiting'] }) state!: 'awaiting';
  @ApiProperty({ enum: ['orderLimit', 'monthlyLimit'] }) reason!: 'orderLimit' | 'monthlyLimit';
}

export class PlacedOrderDto {
  orderId!: number;
  orderNumber!: string;
  price!: PlacedOrderPriceDto;
  /** How to pay; null while the payment provider's start failed (the order stands, payment pending) */
  payment!: PaymentInstructionDto | null;
  /** Set when the order waits for approval by the buyer's company: no confirmation until an approver approves it */
  approval!: PlacedOrderApprovalDto | null;
}

export class PlaceOrderResponse {
  data!: PlacedOrderDto;
}
