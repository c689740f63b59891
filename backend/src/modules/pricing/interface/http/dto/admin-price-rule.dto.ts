import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsCalendarDay, IsRecordId } from '../../../../../shared/http/input-rules';

const DECIMAL = /^-?\d{1,9}(?:\.\d{1,3})?$/;
const CODE = /^[\p{L}\p{N}_.-]{1,64}$/u;

/** A price rule as the admin writes it (spec §3 "Price rule"); money in cents, quantities and percentages as decimal strings. */
export class PriceRuleInput {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only customers of this pricing group' })
  @IsOptional()
  @Matches(CODE, { message: 'invalidPricingGroup' })
  customerPricingGroup?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "A customer's own price (the user's id)" })
  @IsOptional()
  @IsRecordId('customerIdUnknown')
  customerId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-01-01', description: 'First day (Europe/Berlin), inclusive' })
  @IsOptional()
  @IsCalendarDay('invalidDate')
  dateFrom?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31', description: 'Last day (Europe/Berlin), inclusive' })
  @IsOptional()
  @IsCalendarDay('invalidDate')
  dateTo?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Article number (must exist)' })
  @IsOptional()
  @IsString({ message: 'productIdUnknown' })
  @MaxLength(64, { message: 'productIdUnknown' })
  productId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Matches(CODE, { message: 'invalidProductType' })
  productTypeI18nId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Matches(CODE, { message: 'invalidPricingGroup' })
  productPricingGroup?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '10' })
  @IsOptional()
  @Matches(DECIMAL, { message: 'priceRuleNotNegative' })
  quantityFrom?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Cents; makes a cart-level rule' })
  @IsOptional()
  @IsInt({ message: 'priceRuleNotNegative' })
  @Min(0, { message: 'priceRuleNotNegative' })
  @Max(100_000_000_000, { message: 'priceRuleNotNegative' })
  shoppingCartValueFrom?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Cents per priceUnit' })
  @IsOptional()
  @IsInt({ message: 'priceRuleNetPriceOrPercentage' })
  @Min(-1000000000, { message: 'priceRuleNetPriceOrPercentage' })
  @Max(1_000_000_000, { message: 'priceRuleNetPriceOrPercentage' })
  netPrice?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt({ message: 'priceRulePriceUnitPositive' })
  @Min(1, { message: 'priceRulePriceUnitPositive' })
  @Max(1_000_000, { message: 'priceRulePriceUnitPositive' })
  priceUnit?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '-10' })
  @IsOptional()
  @Matches(DECIMAL, { message: 'priceRuleNetPriceOrPercentage' })
  percentage?: string | null;

  @ApiProperty({ example: 0 })
  @IsInt({ message: 'invalidPriority' })
  @Min(-1000, { message: 'invalidPriority' })
  @Max(1000, { message: 'invalidPriority' })
  priority!: number;
}

export class PriceRuleDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) customerPricingGroup!: string | null;
  @ApiProperty({ type: Number, nullable: true }) customerId!: number | null;
  @ApiProperty({ type: String, nullable: true }) dateFrom!: string | null;
  @ApiProperty({ type: String, nullable: true }) dateTo!: string | null;
  @ApiProperty({ type: String, nullable: true }) productId!: string | null;
  @ApiProperty({ type: String, nullable: true }) productTypeI18nId!: string | null;
  @ApiProperty({ type: String, nullable: true }) productPricingGroup!: string | null;
  @ApiProperty({ type: String, nullable: true }) quantityFrom!: string | null;
  @ApiProperty({ type: Number, nullable: true }) shoppingCartValueFrom!: number | null;
  @ApiProperty({ type: Number, nullable: true }) netPrice!: number | null;
  @ApiProperty({ type: Number, nullable: true }) priceUnit!: number | null;
  @ApiProperty({ type: String, nullable: true }) percentage!: string | null;
  @ApiProperty() priority!: number;
}

export class PriceRuleResponse {
  @ApiProperty({ type: PriceRuleDto }) data!: PriceRuleDto;
}

export class PriceRulesResponse {
  @ApiProperty({ type: [PriceRuleDto] }) data!: PriceRuleDto[];
}

export class CustomerRefDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() company!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) pricingGroup!: string | null;
  @ApiProperty({ description: 'Only active customers log in and buy' }) active!: boolean;
}

export class AdminPriceRuleDto extends PriceRuleDto {
  @ApiProperty({ enum: ['default', 'group', 'customer'], description: 'For everyone, a customer pricing group, or one customer' }) scope!: 'default' | 'group' | 'customer';
  @ApiProperty({ enum: ['active', 'expired', 'future'], description: 'In force today (Europe/Berlin), over, or starting later' }) state!: 'active' | 'expired' | 'future';
  @ApiProperty({ type: CustomerRefDto, nullable: true, description: "A customer's own price: the customer" }) customer!: CustomerRefDto | null;
}

export class AdminPriceRuleResponse {
  @ApiProperty({ type: AdminPriceRuleDto }) data!: AdminPriceRuleDto;
}

export class AdminPriceRulesResponse {
  @ApiProperty({ type: [AdminPriceRuleDto] }) data!: AdminPriceRuleDto[];
}

export class PriceRuleListQuery {
  @ApiPropertyOptional({ enum: ['default', 'group', 'customer'] })
  @IsOptional()
  @IsIn(['default', 'group', 'customer'], { message: 'invalidValue' })
  scope?: 'default' | 'group' | 'customer';

  @ApiPropertyOptional({ enum: ['active', 'expired', 'future'] })
  @IsOptional()
  @IsIn(['active', 'expired', 'future'], { message: 'invalidValue' })
  state?: 'active' | 'expired' | 'future';

  @ApiPropertyOptional({ description: "Part of the article number, product type, a pricing group, the customer's e-mail or company" })
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  @ApiPropertyOptional({ description: "Only this customer's own rules (the customer's prices on the user profile)" })
  @IsOptional()
  @Type(() => Number)
  @IsRecordId('invalidValue')
  customerId?: number;
}

export class PriceRuleOptionsDto {
  @ApiProperty({ type: [String], description: 'Pricing groups customers are in or rules name' }) customerPricingGroups!: string[];
  @ApiProperty({ type: [String] }) productTypes!: string[];
  @ApiProperty({ type: [String] }) productPricingGroups!: string[];
}

export class PriceRuleOptionsResponse {
  @ApiProperty({ type: PriceRuleOptionsDto }) data!: PriceRuleOptionsDto;
}

export class CustomerSearchQuery {
  @ApiProperty({ description: 'Customer id, part of the e-mail, company, name, or the customer number' })
  @IsString({ message: 'invalidValue' })
  @MaxLength(254, { message: 'invalidValue' })
  term!: string;
}

export class CustomerSearchResponse {
  @ApiProperty({ type: [CustomerRefDto] }) data!: CustomerRefDto[];
}

/** The rule being edited in a preview: the fields of a price rule and, when editing, the id of the stored rule it replaces. */
export class PreviewRuleInput extends PriceRuleInput {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The stored rule this draft replaces; none for a new rule' })
  @IsOptional()
  @IsRecordId('priceRuleIdUnknown')
  id?: number | null;
}

export class PricePreviewRequest {
  @ApiPropertyOptional({ enum: ['de', 'en'], description: "Of the formatted amounts; defaults to 'de'" })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The buyer by id (or customerEmail; neither: a guest)' })
  @IsOptional()
  @IsRecordId('customerIdUnknown')
  customerId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The buyer by e-mail' })
  @IsOptional()
  @IsString({ message: 'customerIdUnknown' })
  @MaxLength(254, { message: 'customerIdUnknown' })
  customerEmail?: string | null;

  @ApiProperty({ example: 'SL-EPDM-006' })
  @IsString({ message: 'productIdUnknown' })
  @Matches(/^\S{1,64}$/, { message: 'productIdUnknown' })
  productId!: string;

  @ApiProperty({ example: '10', description: 'Decimal string above 0' })
  @IsString({ message: 'invalidOrderQuantityNumber' })
  @Matches(/^\d{1,9}(?:\.\d{1,3})?$/, { message: 'invalidOrderQuantityNumber' })
  quantity!: string;

  @ApiPropertyOptional({ type: PreviewRuleInput, nullable: true, description: 'The unsaved rule being edited: the preview prices as if it were saved' })
  @IsOptional()
  @IsObject({ message: 'invalidValue' })
  @ValidateNested()
  @Type(() => PreviewRuleInput)
  rule?: PreviewRuleInput | null;
}

export class PricePreviewDto {
  @ApiProperty({ type: CustomerRefDto, nullable: true, description: 'null: a guest' }) customer!: CustomerRefDto | null;
  @ApiProperty() productId!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty({ description: 'Catalogue net price per price unit, cents (no rules)' }) catalogPrice!: number;
  @ApiProperty() formattedCatalogPrice!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Reference price struck through in the shop, cents' }) listPrice!: number | null;
  @ApiProperty({ type: String, nullable: true }) formattedListPrice!: string | null;
  @ApiProperty({ description: 'Net price per price unit the buyer pays, cents' }) price!: number;
  @ApiProperty() formattedPrice!: string;
  @ApiProperty() priceUnit!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Whole percent below the reference price' }) discount!: number | null;
  @ApiProperty({ type: String, nullable: true }) formattedDiscount!: string | null;
  @ApiProperty({ description: 'price × quantity ÷ price unit, cents' }) lineTotal!: number;
  @ApiProperty() formattedLineTotal!: string;
  @ApiProperty({ description: 'Cart-level rule discount on a cart of just this position, cents' }) cartDiscount!: number;
  @ApiProperty() formattedCartDiscount!: string;
  @ApiProperty() shoppingCartValue!: number;
  @ApiProperty() formattedShoppingCartValue!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: PriceRuleDto, nullable: true, description: 'The rule that priced the position; null: the catalogue price' }) appliedRule!: PriceRuleDto | null;
  @ApiProperty({ description: 'The applied rule is the unsaved one of the request' }) appliedRuleIsDraft!: boolean;
  @ApiProperty({ type: PriceRuleDto, nullable: true }) cartRule!: PriceRuleDto | null;
  @ApiProperty() cartRuleIsDraft!: boolean;
}

export class PricePreviewResponse {
  @ApiProperty({ type: PricePreviewDto }) data!: PricePreviewDto;
}

/** A coupon's fields but its code (spec §3 "Coupon"); money in cents. */
export class CouponFieldsInput {
  @ApiProperty({ enum: ['percentage', 'fixed'] })
  @IsIn(['percentage', 'fixed'], { message: 'adCouponDiscountTypeInvalid' })
  discountType!: 'percentage' | 'fixed';

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Fixed coupons: cents off' })
  @IsOptional()
  @IsInt({ message: 'adCouponDiscountPositive' })
  @Min(1, { message: 'adCouponDiscountPositive' })
  @Max(1_000_000_000, { message: 'adCouponDiscountPositive' })
  discount?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '10', description: 'Percentage coupons: above 0, at most 100' })
  @IsOptional()
  @Matches(DECIMAL, { message: 'adCouponPercentageRange' })
  percentage?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'invalidValue' })
  active?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-01-01' })
  @IsOptional()
  @IsCalendarDay('invalidDate')
  dateFrom?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31' })
  @IsOptional()
  @IsCalendarDay('invalidDate')
  dateTo?: string | null;
}

export class CouponInput extends CouponFieldsInput {
  @ApiProperty({ example: 'SOMMER15', description: '3 to 40 letters, digits, - or _ (stored upper case)' })
  @IsString({ message: 'adCouponCodeInvalid' })
  @MaxLength(40, { message: 'adCouponCodeInvalid' })
  couponCode!: string;
}

export class CouponDto {
  @ApiProperty() couponCode!: string;
  @ApiProperty({ enum: ['percentage', 'fixed'] }) discountType!: 'percentage' | 'fixed';
  @ApiProperty({ type: Number, nullable: true }) discount!: number | null;
  @ApiProperty({ type: String, nullable: true }) percentage!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, nullable: true }) dateFrom!: string | null;
  @ApiProperty({ type: String, nullable: true }) dateTo!: string | null;
}

export class CouponResponse {
  @ApiProperty({ type: CouponDto }) data!: CouponDto;
}

export class CouponsResponse {
  @ApiProperty({ type: [CouponDto] }) data!: CouponDto[];
}
