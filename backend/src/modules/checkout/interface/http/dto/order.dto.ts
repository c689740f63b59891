import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of the order read model (checkout/domain/order.ts). Money in integer cents. */
export class OrderLocalizedNameDto {
  @ApiProperty() de!: string;
  @ApiProperty() en!: string;
}

export class OrderAddressDto {
  @ApiProperty() nameLine1!: string;
  @ApiProperty() nameLine2!: string;
  @ApiProperty() street!: string;
  @ApiProperty() postOfficeBox!: string;
  @ApiProperty() zip!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ example: 'DE' }) country!: string;
  @ApiProperty() taxNo!: string;
}

export class OrderBuyerDto {
  @ApiProperty({ type: Number, nullable: true }) id!: number | null;
  @ApiProperty() email!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() company!: string;
}

export class OrderAdditionalInformationDto {
  @ApiProperty() customerOrderId!: string;
  @ApiProperty() comment!: string;
}

export class OrderShippingMethodDto {
  @ApiProperty({ type: OrderLocalizedNameDto }) name!: OrderLocalizedNameDto;
  @ApiProperty({ description: 'Cents' }) price!: number;
  @ApiProperty() deliveryTimeInfo!: string;
}

export class OrderPaymentMethodDto {
  @ApiProperty({ type: OrderLocalizedNameDto }) name!: OrderLocalizedNameDto;
  @ApiProperty({ description: 'Cents' }) fee!: number;
}

export class OrderPositionProductDto {
  @ApiProperty({ description: 'Article number' }) id!: string;
  @ApiProperty({ description: 'Unit price in cents per priceUnit at order time' }) price!: number;
  @ApiProperty() priceUnit!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Unit of quantity ordered in (pieces, meters, kilogram, …); null for older orders' }) unit!: string | null;
  @ApiProperty({ type: OrderLocalizedNameDto }) name!: OrderLocalizedNameDto;
}

export class OrderPositionDto {
  @ApiProperty({ type: OrderPositionProductDto }) product!: OrderPositionProductDto;
  @ApiProperty({ type: String, nullable: true }) customProductType!: string | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) customConfiguration!: Record<string, unknown> | null;
  @ApiProperty({ description: 'Exact decimal string', example: '2' }) qty!: string;
  @ApiProperty({ description: 'Discount in percent (decimal string)', example: '0' }) discount!: string;
  @ApiProperty({ description: 'Position total, net, cents' }) price!: number;
}

export class OrderPriceDto {
  @ApiProperty({ description: 'Cents' }) itemTotal!: number;
  @ApiProperty({ description: 'Cents' }) discountAmount!: number;
  @ApiProperty({ example: '0' }) discountPercentage!: string;
  @ApiProperty({ type: String, nullable: true }) couponCode!: string | null;
  @ApiProperty({ description: 'Net sum in cents: items after discount + shipping + payment fee' }) subtotal!: number;
  @ApiProperty({ description: 'Cents' }) vat!: number;
  @ApiProperty({ example: '19' }) vatRate!: string;
  @ApiProperty({ description: 'Gross sum in cents' }) total!: number;
}

/** How the order was taxed (docs/vat.md); the rate is price.vatRate. */
export class OrderVatDto {
  @ApiProperty({ type: String, nullable: true, enum: ['domestic', 'intraCommunitySupply', 'euDestination', 'export', 'registeredAbroad'], description: 'Null for orders placed before the treatment was kept' })
  kind!: 'domestic' | 'intraCommunitySupply' | 'euDestination' | 'export' | 'registeredAbroad' | null;
  @ApiProperty({ description: 'The buyer accounts for the VAT (intra-Community supply): note and both VAT ids on the documents' }) reverseCharge!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'ATU13585627' }) buyerVatId!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'DE123456788' }) sellerVatId!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: "When VIES confirmed the buyer's VAT id" }) vatIdCheckedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "VIES's consultation number" }) vatIdCheckReference!: string | null;
}

export class OrderAquisitionIdsDto {
  @ApiProperty({ type: String, nullable: true }) order!: string | null;
  @ApiProperty({ type: String, nullable: true }) initial!: string | null;
}

export class OrderDto {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time' }) orderDate!: string;
  @ApiProperty({ example: 'inProgress', description: 'inProgress, completed, canceled' }) status!: string;
  @ApiProperty({ description: 'Canceled orders are listed but excluded from counts and sums' }) canceled!: boolean;
  @ApiProperty({ type: OrderBuyerDto }) buyer!: OrderBuyerDto;
  @ApiProperty({ type: OrderAdditionalInformationDto }) additionalInformation!: OrderAdditionalInformationDto;
  @ApiProperty({ type: OrderAddressDto }) shippingAddress!: OrderAddressDto;
  @ApiProperty({ type: OrderAddressDto }) billingAddress!: OrderAddressDto;
  @ApiProperty({ type: OrderShippingMethodDto }) shippingMethod!: OrderShippingMethodDto;
  @ApiProperty({ type: OrderPaymentMethodDto }) paymentMethod!: OrderPaymentMethodDto;
  @ApiProperty({ type: [OrderPositionDto] }) positions!: OrderPositionDto[];
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: OrderPriceDto }) price!: OrderPriceDto;
  @ApiProperty({ type: OrderVatDto }) vat!: OrderVatDto;
  @ApiProperty({ type: OrderAquisitionIdsDto }) aquisitionIds!: OrderAquisitionIdsDto;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) desiredDeliveryDate!: string | null;
  @ApiProperty({ example: 'webshop' }) channel!: string;
  @ApiProperty({ type: String, nullable: true }) originId!: string | null;
}
