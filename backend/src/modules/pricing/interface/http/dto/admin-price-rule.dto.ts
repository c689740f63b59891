import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
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
  @IsInt({ message: 'customerIdUnknown' })
  @Min(1, { message: 'customerIdUnknown' })
  customerId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-01-01', description: 'First day (Europe/Berlin), inclusive' })
  @IsOptional()
  @Matches(DATE, { message: 'invalidDate' })
  dateFrom?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31', description: 'Last day (Europe/Berlin), inclusive' })
  @IsOptional()
  @Matches(DATE, { message: 'invalidDate' })
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
  shoppingCartValueFrom?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Cents per priceUnit' })
  @IsOptional()
  @IsInt({ message: 'priceRuleNetPriceOrPercentage' })
  @Min(-1_000_000_000, { message: 'priceRuleNetPriceOrPercentage' })
  @Max(1_000_000_000, { message: 'priceRuleNetPriceOrPercentage' })
  netPrice?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt({ message: 'priceRulePriceUnitPositive' })
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
