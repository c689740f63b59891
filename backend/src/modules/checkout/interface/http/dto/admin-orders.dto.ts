import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_ORDER_STATUSES, OFFER_STATUSES } from '@shop/domain';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { OrderDto, OrderLocalizedNameDto } from './order.dto';
import { IsCalendarDay, IsRecordId } from '../../../../../shared/http/input-rules';
import { PageQuery } from '../../../../../shared/http/page-query.dto';

const METHOD_ID = /^[a-z0-9-]{1,40}$/;

export class AdminOrdersQuery extends PageQuery {
  /** Search: order number, customer e-mail, company, last name (contains), customer id or customer number (digits); at least 2 characters */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  @ApiPropertyOptional({ enum: ADMIN_ORDER_STATUSES })
  @IsOptional()
  @IsIn(ADMIN_ORDER_STATUSES, { message: 'adOrderStatusInvalid' })
  status?: string;

  /**
   * Order date from (inclusive), YYYY-MM-DD, Europe/Berlin
   * @example 2026-01-31
   */
  @IsOptional()
  @IsCalendarDay('adOrderDateInvalid')
  from?: string;

  /** Order date to (inclusive), YYYY-MM-DD, Europe/Berlin */
  @IsOptional()
  @IsCalendarDay('adOrderDateInvalid')
  to?: string;

  /** Shipping method id (filter-options) */
  @IsOptional()
  @Matches(METHOD_ID, { message: 'invalidValue' })
  shippingMethod?: string;

  /** Payment method id (filter-options) */
  @IsOptional()
  @Matches(METHOD_ID, { message: 'invalidValue' })
  paymentMethod?: string;

  /** Only this customer's orders (the user profile's orders tab) */
  @IsOptional()
  @Type(() => Number)
  @IsRecordId('invalidValue')
  userId?: number;

  @ApiPropertyOptional({ default: 'date' })
  @IsOptional()
  @IsIn(['date', 'total', 'number'], { message: 'invalidValue' })
  sort?: 'date' | 'total' | 'number';

  @ApiPropertyOptional({ default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'invalidValue' })
  dir?: 'asc' | 'desc';
}

export class AdminOffersQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['buy', 'rentalPurchaseOffer', 'leasingInquiry'] })
  @IsOptional()
  @IsIn(['buy', 'rentalPurchaseOffer', 'leasingInquiry'], { message: 'invalidValue' })
  type?: string;

  @ApiPropertyOptional({ enum: OFFER_STATUSES })
  @IsOptional()
  @IsIn(OFFER_STATUSES, { message: 'invalidValue' })
  status?: string;

  @IsOptional()
  @Type(() => Number)
  @IsRecordId('invalidValue')
  userId?: number;
}

export class AdminOrderStatisticsQuery {
  /** The customer */
  @Type(() => Number)
  @IsRecordId('invalidValue')
  userId!: number;
}

export class AdminOrderQuery {
  /** Language of the configured positions' names and summaries */
  @ApiPropertyOptional({ default: 'de' })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class ChangeOrderStatusRequest {
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES })
  @IsIn(ADMIN_ORDER_STATUSES, { message: 'adOrderStatusInvalid' })
  status!: string;

  /** Change only if the order still has this status (else 409 adOrderStatusConflict) */
  @ApiPropertyOptional({ enum: ADMIN_ORDER_STATUSES })
  @IsOptional()
  @IsIn(ADMIN_ORDER_STATUSES, { message: 'adOrderStatusInvalid' })
  expectedStatus?: string;
}

export class AdminOrderBuyerDto {
  id!: number | null;
  email!: string;
  lastname!: string;
  company!: string;
}

export class AdminOrderListItemDto {
  id!: number;
  @ApiProperty({ format: 'date-time' }) orderDate!: string;
  /** @example inProgress */
  status!: string;
  buyer!: AdminOrderBuyerDto;
  shippingMethod!: OrderLocalizedNameDto;
  paymentMethod!: OrderLocalizedNameDto;
  positionCount!: number;
  /** Net sum, cents */
  subtotal!: number;
  /** VAT, cents (total = subtotal + vat) */
  vat!: number;
  /** Gross total, cents */
  total!: number;
  currency!: string;
  @ApiProperty({ enum: ['de', 'en'] }) locale!: string;
  /** Company approval: awaiting and rejected orders are no order yet (listed marked, counted nowhere); null when none was needed */
  @ApiProperty({ type: String, enum: ['awaiting', 'approved', 'rejected'], nullable: true }) approvalState!: 'awaiting' | 'approved' | 'rejected' | null;
}

export class AdminOrdersDataDto {
  items!: AdminOrderListItemDto[];
  total!: number;
  page!: number;
  pageSize!: number;
}

export class AdminOrdersResponse {
  data!: AdminOrdersDataDto;
}

export class MethodOptionDto {
  id!: string;
  name!: OrderLocalizedNameDto;
}

export class AdminOrderFilterOptionsDto {
  @ApiProperty({ type: [String], enum: ADMIN_ORDER_STATUSES }) statuses!: string[];
  shippingMethods!: MethodOptionDto[];
  paymentMethods!: MethodOptionDto[];
}

export class AdminOrderFilterOptionsResponse {
  data!: AdminOrderFilterOptionsDto;
}

export class OrderStatusChangeDto {
  from!: string;
  to!: string;
  adminId!: number | null;
  adminName!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class ConfigurationSummaryDto {
  name!: string;
  summary!: string[];
}

export class AdminOrderPositionExtraDto {
  /** A configured product: its name and configuration as the cart shows them */
  configuration!: ConfigurationSummaryDto | null;
}

export class AdminOrderDetailDto {
  order!: OrderDto;
  /** The order's language (its mails) */
  @ApiProperty({ enum: ['de', 'en'] }) locale!: string;
  incoterm!: string;
  customerNumber!: string | null;
  /** Per position of order.positions, same order */
  positions!: AdminOrderPositionExtraDto[];
  /** Status changes, oldest first */
  history!: OrderStatusChangeDto[];
}

export class AdminOrderResponse {
  data!: AdminOrderDetailDto;
}

export class ChangeOrderStatusDataDto {
  id!: number;
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES }) status!: string;
  previous!: string;
  /** The buyer was sent a mail (completed, canceled) */
  mailed!: boolean;
}

export class ChangeOrderStatusResponse {
  data!: ChangeOrderStatusDataDto;
}

export class OrderStatisticsDto {
  /** Orders, canceled excluded */
  count!: number;
  /** Net revenue (subtotals), canceled excluded, cents */
  revenueNet!: number;
  /** Gross revenue, canceled excluded, cents */
  revenueGross!: number;
  /** Average net order value, cents */
  averageNet!: number;
  @ApiProperty({ format: 'date-time' }) lastOrderAt!: string | null;
  /** Canceled orders (not in the figures above) */
  canceled!: number;
}

export class OrderStatisticsResponse {
  data!: OrderStatisticsDto;
}

export class AdminOfferBuyerDto {
  id!: number | null;
  email!: string;
  company!: string;
  firstname!: string;
  lastname!: string;
  customerId!: string | null;
}

export class AdminOfferListItemDto {
  id!: number;
  /** @example A-000123 */
  number!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: ['buy', 'rentalPurchaseOffer', 'leasingInquiry'] }) type!: string;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  buyer!: AdminOfferBuyerDto;
  positionCount!: number;
  /** Net value of goods, cents */
  value!: number;
  /** Monthly rate (rent-to-buy), cents, as stored with the offer */
  rate!: number | null;
  /** Price to buy after the months (rent-to-buy), cents, as stored with the offer */
  purchasePrice!: number | null;
  months!: number | null;
  currency!: string;
  locale!: string;
}

export class AdminOffersDataDto {
  items!: AdminOfferListItemDto[];
  total!: number;
  page!: number;
  pageSize!: number;
}

export class AdminOffersResponse {
  data!: AdminOffersDataDto;
}
