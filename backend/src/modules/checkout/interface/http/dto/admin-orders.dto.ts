import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_ORDER_STATUSES } from '@shop/domain';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { OrderDto, OrderLocalizedNameDto } from './order.dto';
import { IsCalendarDay, IsRecordId } from '../../../../../shared/http/input-rules';
import { PageQuery } from '../../../../../shared/http/page-query.dto';

const METHOD_ID = /^[a-z0-9-]{1,40}$/;

export class AdminOrdersQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Search: order number, customer e-mail, company, last name (contains), customer id or customer number (digits); at least 2 characters' })
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  @ApiPropertyOptional({ enum: ADMIN_ORDER_STATUSES })
  @IsOptional()
  @IsIn(ADMIN_ORDER_STATUSES, { message: 'adOrderStatusInvalid' })
  status?: string;

  @ApiPropertyOptional({ description: 'Order date from (inclusive), YYYY-MM-DD, Europe/Berlin', example: '2026-01-31' })
  @IsOptional()
  @IsCalendarDay('adOrderDateInvalid')
  from?: string;

  @ApiPropertyOptional({ description: 'Order date to (inclusive), YYYY-MM-DD, Europe/Berlin' })
  @IsOptional()
  @IsCalendarDay('adOrderDateInvalid')
  to?: string;

  @ApiPropertyOptional({ description: 'Shipping method id (filter-options)' })
  @IsOptional()
  @Matches(METHOD_ID, { message: 'invalidValue' })
  shippingMethod?: string;

  @ApiPropertyOptional({ description: 'Payment method id (filter-options)' })
  @IsOptional()
  @Matches(METHOD_ID, { message: 'invalidValue' })
  paymentMethod?: string;

  @ApiPropertyOptional({ description: "Only this customer's orders (the user profile's orders tab)" })
  @IsOptional()
  @Type(() => Number)
  @IsRecordId('invalidValue')
  userId?: number;

  @ApiPropertyOptional({ enum: ['date', 'total', 'number'], default: 'date' })
  @IsOptional()
  @IsIn(['date', 'total', 'number'], { message: 'invalidValue' })
  sort?: 'date' | 'total' | 'number';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'invalidValue' })
  dir?: 'asc' | 'desc';
}

export class AdminOffersQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['buy', 'rentalPurchaseOffer', 'leasingInquiry'] })
  @IsOptional()
  @IsIn(['buy', 'rentalPurchaseOffer', 'leasingInquiry'], { message: 'invalidValue' })
  type?: string;

  @ApiPropertyOptional({ enum: ['open', 'sent', 'accepted', 'declined'] })
  @IsOptional()
  @IsIn(['open', 'sent', 'accepted', 'declined'], { message: 'invalidValue' })
  status?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsRecordId('invalidValue')
  userId?: number;
}

export class AdminOrderStatisticsQuery {
  @ApiProperty({ description: 'The customer' })
  @Type(() => Number)
  @IsRecordId('invalidValue')
  userId!: number;
}

export class AdminOrderQuery {
  @ApiPropertyOptional({ enum: ['de', 'en'], default: 'de', description: 'Language of the configured positions\' names and summaries' })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class ChangeOrderStatusRequest {
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES })
  @IsIn(ADMIN_ORDER_STATUSES, { message: 'adOrderStatusInvalid' })
  status!: string;

  @ApiPropertyOptional({ enum: ADMIN_ORDER_STATUSES, description: 'Change only if the order still has this status (else 409 adOrderStatusConflict)' })
  @IsOptional()
  @IsIn(ADMIN_ORDER_STATUSES, { message: 'adOrderStatusInvalid' })
  expectedStatus?: string;
}

export class AdminOrderBuyerDto {
  @ApiProperty({ type: Number, nullable: true }) id!: number | null;
  @ApiProperty() email!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() company!: string;
}

export class AdminOrderListItemDto {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time' }) orderDate!: string;
  @ApiProperty({ example: 'inProgress' }) status!: string;
  @ApiProperty({ type: AdminOrderBuyerDto }) buyer!: AdminOrderBuyerDto;
  @ApiProperty({ type: OrderLocalizedNameDto }) shippingMethod!: OrderLocalizedNameDto;
  @ApiProperty({ type: OrderLocalizedNameDto }) paymentMethod!: OrderLocalizedNameDto;
  @ApiProperty() positionCount!: number;
  @ApiProperty({ description: 'Net sum, cents' }) subtotal!: number;
  @ApiProperty({ description: 'Gross total, cents' }) total!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ enum: ['de', 'en'] }) locale!: string;
}

export class AdminOrdersDataDto {
  @ApiProperty({ type: [AdminOrderListItemDto] }) items!: AdminOrderListItemDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class AdminOrdersResponse {
  @ApiProperty({ type: AdminOrdersDataDto }) data!: AdminOrdersDataDto;
}

export class MethodOptionDto {
  @ApiProperty() id!: string;
  @ApiProperty({ type: OrderLocalizedNameDto }) name!: OrderLocalizedNameDto;
}

export class AdminOrderFilterOptionsDto {
  @ApiProperty({ type: [String], enum: ADMIN_ORDER_STATUSES }) statuses!: string[];
  @ApiProperty({ type: [MethodOptionDto] }) shippingMethods!: MethodOptionDto[];
  @ApiProperty({ type: [MethodOptionDto] }) paymentMethods!: MethodOptionDto[];
}

export class AdminOrderFilterOptionsResponse {
  @ApiProperty({ type: AdminOrderFilterOptionsDto }) data!: AdminOrderFilterOptionsDto;
}

export class OrderStatusChangeDto {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ type: Number, nullable: true }) adminId!: number | null;
  @ApiProperty() adminName!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class ConfigurationSummaryDto {
  @ApiProperty() name!: string;
  @ApiProperty({ type: [String] }) summary!: string[];
}

export class AdminOrderPositionExtraDto {
  @ApiProperty({ type: ConfigurationSummaryDto, nullable: true, description: 'A configured product: its name and configuration as the cart shows them' })
  configuration!: ConfigurationSummaryDto | null;
}

export class AdminOrderDetailDto {
  @ApiProperty({ type: OrderDto }) order!: OrderDto;
  @ApiProperty({ enum: ['de', 'en'], description: "The order's language (its mails)" }) locale!: string;
  @ApiProperty() incoterm!: string;
  @ApiProperty({ type: String, nullable: true }) customerNumber!: string | null;
  @ApiProperty({ type: [AdminOrderPositionExtraDto], description: 'Per position of order.positions, same order' }) positions!: AdminOrderPositionExtraDto[];
  @ApiProperty({ type: [OrderStatusChangeDto], description: 'Status changes, oldest first' }) history!: OrderStatusChangeDto[];
}

export class AdminOrderResponse {
  @ApiProperty({ type: AdminOrderDetailDto }) data!: AdminOrderDetailDto;
}

export class ChangeOrderStatusDataDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES }) status!: string;
  @ApiProperty() previous!: string;
  @ApiProperty({ description: 'The buyer was sent a mail (completed, canceled)' }) mailed!: boolean;
}

export class ChangeOrderStatusResponse {
  @ApiProperty({ type: ChangeOrderStatusDataDto }) data!: ChangeOrderStatusDataDto;
}

export class OrderStatisticsDto {
  @ApiProperty({ description: 'Orders, canceled excluded' }) count!: number;
  @ApiProperty({ description: 'Net revenue (subtotals), canceled excluded, cents' }) revenueNet!: number;
  @ApiProperty({ description: 'Gross revenue, canceled excluded, cents' }) revenueGross!: number;
  @ApiProperty({ description: 'Average net order value, cents' }) averageNet!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastOrderAt!: string | null;
  @ApiProperty({ description: 'Canceled orders (not in the figures above)' }) canceled!: number;
}

export class OrderStatisticsResponse {
  @ApiProperty({ type: OrderStatisticsDto }) data!: OrderStatisticsDto;
}

export class AdminOfferBuyerDto {
  @ApiProperty({ type: Number, nullable: true }) id!: number | null;
  @ApiProperty() email!: string;
  @ApiProperty() company!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty({ type: String, nullable: true }) customerId!: string | null;
}

export class AdminOfferListItemDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'A-000123' }) number!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: ['buy', 'rentalPurchaseOffer', 'leasingInquiry'] }) type!: string;
  @ApiProperty({ enum: ['open', 'sent', 'accepted', 'declined'] }) status!: string;
  @ApiProperty({ type: AdminOfferBuyerDto }) buyer!: AdminOfferBuyerDto;
  @ApiProperty() positionCount!: number;
  @ApiProperty({ description: 'Net value of goods, cents' }) value!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Monthly rate (rent-to-buy), cents, as stored with the offer' }) rate!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Price to buy after the months (rent-to-buy), cents, as stored with the offer' }) purchasePrice!: number | null;
  @ApiProperty({ type: Number, nullable: true }) months!: number | null;
  @ApiProperty() currency!: string;
  @ApiProperty() locale!: string;
}

export class AdminOffersDataDto {
  @ApiProperty({ type: [AdminOfferListItemDto] }) items!: AdminOfferListItemDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class AdminOffersResponse {
  @ApiProperty({ type: AdminOffersDataDto }) data!: AdminOffersDataDto;
}
