import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsCalendarDay, IsRecordId } from '../../../../../shared/http/input-rules';
import { FreeText } from '../../../../../shared/http/validation-rules';
import { COMPANY_ORDER_FILTER_STATUSES } from '../../../application/queries/company-order.queries';

/** The company order history's filters (ADR 0051). */
export class CompanyOrdersQuery {
  /** Only this member's orders (members with readCompanyOrders; others always see only their own) */
  @IsOptional()
  @Type(() => Number)
  @IsRecordId('invalidValue')
  member?: number;

  /** The order's status, or its approval: awaiting, rejected */
  @ApiPropertyOptional({ enum: COMPANY_ORDER_FILTER_STATUSES })
  @IsOptional()
  @IsIn(COMPANY_ORDER_FILTER_STATUSES, { message: 'invalidValue' })
  status?: (typeof COMPANY_ORDER_FILTER_STATUSES)[number];

  /** First day (Europe/Berlin), included */
  @IsOptional() @IsCalendarDay('invalidValue') from?: string;
  /** Last day (Europe/Berlin), included */
  @IsOptional() @IsCalendarDay('invalidValue') to?: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidPage' })
  @Min(1, { message: 'invalidPage' })
  @Max(100000, { message: 'invalidPage' })
  page?: number;
}

export class RejectOrderRequest {
  /** Why the order is rejected (the buyer is told): 1 to 500 characters */
  @FreeText()
  @IsString({ message: 'orderRejectionReasonInvalid' })
  @MinLength(1, { message: 'orderRejectionReasonInvalid' })
  @MaxLength(500, { message: 'orderRejectionReasonInvalid' })
  reason!: string;
}

export class CompanyMemberNameDto {
  userId!: number;
  name!: string;
}

export class CompanyOrderPersonDto {
  /** Null for an order placed without a login (none in a company's history) */
  userId!: number | null;
  name!: string;
}

export class CompanyOrderRowDto {
  orderId!: number;
  orderNumber!: string;
  @ApiProperty({ format: 'date-time' }) orderDate!: string;
  /** inProgress, completed, canceled */
  status!: string;
  /** Null: the order never needed approval; awaiting and rejected orders count nowhere */
  @ApiProperty({ type: String, enum: ['awaiting', 'approved', 'rejected'], nullable: true }) approvalState!: 'awaiting' | 'approved' | 'rejected' | null;
  @ApiProperty({ type: String, enum: ['orderLimit', 'monthlyLimit'], nullable: true }) approvalReason!: 'orderLimit' | 'monthlyLimit' | null;
  rejectionReason!: string | null;
  orderedBy!: CompanyOrderPersonDto;
  approvedBy!: CompanyMemberNameDto | null;
  rejectedBy!: CompanyMemberNameDto | null;
  /** The buyer's own order number ('' when none) */
  customerOrderNumber!: string;
  /** The buyer's cost centre ('' when none) */
  costCentre!: string;
  /** @example EUR */
  currency!: string;
  /** Net in cents: items after discount + shipping + payment fee */
  net!: number;
  /** Gross in cents */
  gross!: number;
}

export class CompanyApprovalsDataDto {
  /** Orders of the caller's company waiting for approval, oldest first; prices and terms as computed at placing */
  orders!: CompanyOrderRowDto[];
}

export class CompanyApprovalsResponse {
  data!: CompanyApprovalsDataDto;
}

export class CompanyOrdersDataDto {
  /** Newest first */
  orders!: CompanyOrderRowDto[];
  page!: number;
  pageSize!: number;
  total!: number;
  /** company: every member's orders (readCompanyOrders); own: the caller's only */
  @ApiProperty({ enum: ['company', 'own'] }) scope!: 'company' | 'own';
  /** The members to filter by */
  members!: CompanyMemberNameDto[];
}

export class CompanyOrdersResponse {
  data!: CompanyOrdersDataDto;
}

export class ApprovalDecidedDto {
  orderId!: number;
  orderNumber!: string;
  @ApiProperty({ enum: ['awaiting', 'approved', 'rejected'] }) approvalState!: 'awaiting' | 'approved' | 'rejected';
}

export class ApprovalDecidedResponse {
  data!: ApprovalDecidedDto;
}
