import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of the order read model (checkout/domain/order.ts). Money in integer cents. */
export class OrderLocalizedNameDto {
  de!: string;
  en!: string;
}

export class OrderAddressDto {
  nameLine1!: string;
  nameLine2!: string;
  street!: string;
  postOfficeBox!: string;
  zip!: string;
  city!: string;
  /** @example DE */
  country!: string;
  taxNo!: string;
}

export class OrderBuyerDto {
  id!: number | null;
  email!: string;
  lastname!: string;
  company!: string;
}

export class OrderAdditionalInformationDto {
  /** The buyer's own order number */
  customerOrderId!: string;
  comment!: string;
  /** The buyer's cost centre ('' when none) */
  costCentre!: string;
}

/** Company approval of an order over a member's limit (ADR 0051) */
export class OrderApprovalDto {
  @ApiProperty({ enum: ['awaiting', 'approved', 'rejected'] }) state!: 'awaiting' | 'approved' | 'rejected';
  @ApiProperty({ enum: ['orderLimit', 'monthlyLimit'] }) reason!: 'orderLimit' | 'monthlyLimit';
  /** The approver's reason when rejected */
  rejectionReason!: string | null;
}

export class OrderShippingMethodDto {
  name!: OrderLocalizedNameDto;
  /** Cents */
  price!: number;
  deliveryTimeInfo!: string;
}

export class OrderPaymentMethodDto {
  name!: OrderLocalizedNameDto;
  /** Cents */
  fee!: number;
}

export class OrderPositionProductDto {
  /** Article number */
  id!: string;
  /** Unit price in cents per priceUnit at order time */
  price!: number;
  priceUnit!: number;
  /** Unit of quantity ordered in (pieces, meters, kilogram, …); null for older orders */
  unit!: string | null;
  name!: OrderLocalizedNameDto;
}

export class OrderPositionDto {
  product!: OrderPositionProductDto;
  customProductType!: string | null;
  customConfiguration!: Record<string, unknown> | null;
  /**
   * Exact decimal string
   * @example 2
   */
  qty!: string;
  /**
   * Discount in percent (decimal string)
   * @example 0
   */
  discount!: string;
  /** Position total, net, cents */
  price!: number;
}

export class OrderPriceDto {
  /** Cents */
  itemTotal!: number;
  /** Cents */
  discountAmount!: number;
  /** @example 0 */
  discountPercentage!: string;
  couponCode!: string | null;
  /** Net sum in cents: items after discount + shipping + payment fee */
  subtotal!: number;
  /** Cents */
  vat!: number;
  /** @example 19 */
  vatRate!: string;
  /** Gross sum in cents */
  total!: number;
}

/** How the order was taxed (docs/vat.md); the rate is price.vatRate. */
export class OrderVatDto {
  /** Null for orders placed before the treatment was kept */
  @ApiProperty({ type: String, enum: ['domestic', 'intraCommunitySupply', 'euDestination', 'export', 'registeredAbroad'] })
  kind!: 'domestic' | 'intraCommunitySupply' | 'euDestination' | 'export' | 'registeredAbroad' | null;
  /** The buyer accounts for the VAT (intra-Community supply): note and both VAT ids on the documents */
  reverseCharge!: boolean;
  /** @example "ATU13585627" */
  buyerVatId!: string | null;
  /** @example "DE123456788" */
  sellerVatId!: string | null;
  /** When VIES confirmed the buyer's VAT id */
  @ApiProperty({ format: 'date-time' }) vatIdCheckedAt!: string | null;
  /** VIES's consultation number */
  vatIdCheckReference!: string | null;
}

export class OrderAquisitionIdsDto {
  order!: string | null;
  initial!: string | null;
}

export class OrderDto {
  id!: number;
  @ApiProperty({ format: 'date-time' }) orderDate!: string;
  /**
   * inProgress, completed, canceled
   * @example inProgress
   */
  status!: string;
  /** Canceled orders are listed but excluded from counts and sums */
  canceled!: boolean;
  buyer!: OrderBuyerDto;
  additionalInformation!: OrderAdditionalInformationDto;
  /** Null when the order never needed approval; awaiting and rejected orders are no order yet and count nowhere */
  approval!: OrderApprovalDto | null;
  @ApiProperty({ type: String, enum: ['awaiting', 'approved', 'rejected'], nullable: true }) approvalState!: 'awaiting' | 'approved' | 'rejected' | null;
  shippingAddress!: OrderAddressDto;
  billingAddress!: OrderAddressDto;
  shippingMethod!: OrderShippingMethodDto;
  paymentMethod!: OrderPaymentMethodDto;
  positions!: OrderPositionDto[];
  /** @example EUR */
  currency!: string;
  price!: OrderPriceDto;
  vat!: OrderVatDto;
  aquisitionIds!: OrderAquisitionIdsDto;
  @ApiProperty({ format: 'date' }) desiredDeliveryDate!: string | null;
  /** @example webshop */
  channel!: string;
  originId!: string | null;
}
