import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsCalendarDay, IsRecordId } from '../../../../../shared/http/input-rules';

const DECIMAL = /^-?\d{1,9}(?:\.\d{1,3})?$/;
const CODE = /^[\p{L}\p{N}_.-]{1,64}$/u;

/** A price rule as the admin writes it (docs/rules/entities.md#price-rules); money in cents, quantities and percentages as decimal strings. */
export class PriceRuleInput {
  /** Only customers of this pricing group */
  @IsOptional()
  @Matches(CODE, { message: 'invalidPricingGroup' })
  customerPricingGroup?: string | null;

  /** A customer's own price (the user's id) */
  @IsOptional()
  @IsRecordId('customerIdUnknown')
  customerId?: number | null;

  /**
   * First day (Europe/Berlin), inclusive
   * @example "2026-01-01"
   */
  @IsOptional()
  @IsCalendarDay('invalidDate')
  dateFrom?: string | null;

  /**
   * Last day (Europe/Berlin), inclusive
   * @example "2026-12-31"
   */
  @IsOptional()
  @IsCalendarDay('invalidDate')
  dateTo?: string | null;

  /** Article number (must exist) */
  @IsOptional()
  @IsString({ message: 'productIdUnknown' })
  @MaxLength(64, { message: 'productIdUnknown' })
  productId?: string | null;

  @IsOptional()
  @Matches(CODE, { message: 'invalidProductType' })
  productTypeI18nId?: string | null;

  @IsOptional()
  @Matches(CODE, { message: 'invalidPricingGroup' })
  productPricingGroup?: string | null;

  /** @example "10" */
  @IsOptional()
  @Matches(DECIMAL, { message: 'priceRuleNotNegative' })
  quantityFrom?: string | null;

  /** Cents; makes a cart-level rule */
  @IsOptional()
  @IsInt({ message: 'priceRuleNotNegative' })
  @Min(0, { message: 'priceRuleNotNegative' })
  @Max(100_000_000_000, { message: 'priceRuleNotNegative' })
  shoppingCartValueFrom?: number | null;

  /** Cents per priceUnit */
  @IsOptional()
  @IsInt({ message: 'priceRuleNetPriceOrPercentage' })
  @Min(-1000000000, { message: 'priceRuleNetPriceOrPercentage' })
  @Max(1_000_000_000, { message: 'priceRuleNetPriceOrPercentage' })
  netPrice?: number | null;

  @IsOptional()
  @IsInt({ message: 'priceRulePriceUnitPositive' })
  @Min(1, { message: 'priceRulePriceUnitPositive' })
  @Max(1_000_000, { message: 'priceRulePriceUnitPositive' })
  priceUnit?: number | null;

  /** @example "-10" */
  @IsOptional()
  @Matches(DECIMAL, { message: 'priceRuleNetPriceOrPercentage' })
  percentage?: string | null;

  /** @example 0 */
  @IsInt({ message: 'invalidPriority' })
  @Min(-1000, { message: 'invalidPriority' })
  @Max(1000, { message: 'invalidPriority' })
  priority!: number;
}

export class PriceRuleDto {
  id!: number;
  customerPricingGroup!: string | null;
  customerId!: number | null;
  dateFrom!: string | null;
  dateTo!: string | null;
  productId!: string | null;
  productTypeI18nId!: string | null;
  productPricingGroup!: string | null;
  quantityFrom!: string | null;
  shoppingCartValueFrom!: number | null;
  netPrice!: number | null;
  priceUnit!: number | null;
  percentage!: string | null;
  priority!: number;
}

export class PriceRuleResponse {
  data!: PriceRuleDto;
}

export class PriceRulesResponse {
  data!: PriceRuleDto[];
}

export class CustomerRefDto {
  id!: number;
  email!: string;
  company!: string;
  name!: string;
  pricingGroup!: string | null;
  /** Only active customers log in and buy */
  active!: boolean;
}

export class AdminPriceRuleDto extends PriceRuleDto {
  /** For everyone, a customer pricing group, or one customer */
  @ApiProperty({ enum: ['default', 'group', 'customer'] }) scope!: 'default' | 'group' | 'customer';
  /** In force today (Europe/Berlin), over, or starting later */
  state!: 'active' | 'expired' | 'future';
  /** A customer's own price: the customer */
  customer!: CustomerRefDto | null;
}

export class AdminPriceRuleResponse {
  data!: AdminPriceRuleDto;
}

export class AdminPriceRulesResponse {
  data!: AdminPriceRuleDto[];
}

export class PriceRuleListQuery {
  @IsOptional()
  @IsIn(['default', 'group', 'customer'], { message: 'invalidValue' })
  scope?: 'default' | 'group' | 'customer';

  @IsOptional()
  @IsIn(['active', 'expired', 'future'], { message: 'invalidValue' })
  state?: 'active' | 'expired' | 'future';

  /** Part of the article number, product type, a pricing group, the customer's e-mail or company */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

  /** Only this customer's own rules (the customer's prices on the user profile) */
  @IsOptional()
  @Type(() => Number)
  @IsRecordId('invalidValue')
  customerId?: number;
}

export class PriceRuleOptionsDto {
  /** Pricing groups customers are in or rules name */
  customerPricingGroups!: string[];
  productTypes!: string[];
  productPricingGroups!: string[];
}

export class PriceRuleOptionsResponse {
  data!: PriceRuleOptionsDto;
}

export class CustomerSearchQuery {
  /** Customer id, part of the e-mail, company, name, or the customer number */
  @IsString({ message: 'invalidValue' })
  @MaxLength(254, { message: 'invalidValue' })
  term!: string;
}

export class CustomerSearchResponse {
  data!: CustomerRefDto[];
}

/** The rule being edited in a preview: the fields of a price rule and, when editing, the id of the stored rule it replaces. */
export class PreviewRuleInput extends PriceRuleInput {
  /** The stored rule this draft replaces; none for a new rule */
  @IsOptional()
  @IsRecordId('priceRuleIdUnknown')
  id?: number | null;
}

export class PricePreviewRequest {
  /** Of the formatted amounts; defaults to 'de' */
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';

  /** The buyer by id (or customerEmail; neither: a guest) */
  @IsOptional()
  @IsRecordId('customerIdUnknown')
  customerId?: number | null;

  /** The buyer by e-mail */
  @IsOptional()
  @IsString({ message: 'customerIdUnknown' })
  @MaxLength(254, { message: 'customerIdUnknown' })
  customerEmail?: string | null;

  /** @example SL-EPDM-006 */
  @IsString({ message: 'productIdUnknown' })
  @Matches(/^\S{1,64}$/, { message: 'productIdUnknown' })
  productId!: string;

  /**
   * Decimal string above 0
   * @example 10
   */
  @IsString({ message: 'invalidOrderQuantityNumber' })
  @Matches(/^\d{1,9}(?:\.\d{1,3})?$/, { message: 'invalidOrderQuantityNumber' })
  quantity!: string;

  /** The unsaved rule being edited: the preview prices as if it were saved */
  @IsOptional()
  @IsObject({ message: 'invalidValue' })
  @ValidateNested()
  @Type(() => PreviewRuleInput)
  rule?: PreviewRuleInput | null;
}

export class PricePreviewDto {
  /** null: a guest */
  customer!: CustomerRefDto | null;
  productId!: string;
  quantity!: string;
  /** Catalogue net price per price unit, cents (no rules) */
  catalogPrice!: number;
  formattedCatalogPrice!: string;
  /** Reference price struck through in the shop, cents */
  listPrice!: number | null;
  formattedListPrice!: string | null;
  /** Net price per price unit the buyer pays, cents */
  price!: number;
  formattedPrice!: string;
  priceUnit!: number;
  /** Whole percent below the reference price */
  discount!: number | null;
  formattedDiscount!: string | null;
  /** price × quantity ÷ price unit, cents */
  lineTotal!: number;
  formattedLineTotal!: string;
  /** Cart-level rule discount on a cart of just this position, cents */
  cartDiscount!: number;
  formattedCartDiscount!: string;
  shoppingCartValue!: number;
  formattedShoppingCartValue!: string;
  /** @example EUR */
  currency!: string;
  /** The rule that priced the position; null: the catalogue price */
  appliedRule!: PriceRuleDto | null;
  /** The applied rule is the unsaved one of the request */
  appliedRuleIsDraft!: boolean;
  cartRule!: PriceRuleDto | null;
  cartRuleIsDraft!: boolean;
}

export class PricePreviewResponse {
  data!: PricePreviewDto;
}

/** A coupon's fields but its code (docs/rules/entities.md#coupons); money in cents. */
export class CouponFieldsInput {
  @IsIn(['percentage', 'fixed'], { message: 'adCouponDiscountTypeInvalid' })
  discountType!: 'percentage' | 'fixed';

  /** Fixed coupons: cents off */
  @IsOptional()
  @IsInt({ message: 'adCouponDiscountPositive' })
  @Min(1, { message: 'adCouponDiscountPositive' })
  @Max(1_000_000_000, { message: 'adCouponDiscountPositive' })
  discount?: number | null;

  /**
   * Percentage coupons: above 0, at most 100
   * @example "10"
   */
  @IsOptional()
  @Matches(DECIMAL, { message: 'adCouponPercentageRange' })
  percentage?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'invalidValue' })
  active?: boolean;

  /** @example "2026-01-01" */
  @IsOptional()
  @IsCalendarDay('invalidDate')
  dateFrom?: string | null;

  /** @example "2026-12-31" */
  @IsOptional()
  @IsCalendarDay('invalidDate')
  dateTo?: string | null;
}

export class CouponInput extends CouponFieldsInput {
  /**
   * 3 to 40 letters, digits, - or _ (stored upper case)
   * @example SOMMER15
   */
  @IsString({ message: 'adCouponCodeInvalid' })
  @MaxLength(40, { message: 'adCouponCodeInvalid' })
  couponCode!: string;
}

export class CouponDto {
  couponCode!: string;
  @ApiProperty({ enum: ['percentage', 'fixed'] }) discountType!: 'percentage' | 'fixed';
  discount!: number | null;
  percentage!: string | null;
  active!: boolean;
  dateFrom!: string | null;
  dateTo!: string | null;
}

export class CouponResponse {
  data!: CouponDto;
}

export class CouponsResponse {
  data!: CouponDto[];
}
