import { ApiProperty } from '@nestjs/swagger';

/**
 * The price info (docs/rules/entities.md#price-info) as every answer that shows a price carries it: the catalogue's shared answers (the
 * catalogue price) and pricing's per-buyer answers (the price this buyer pays).
 */
export class PriceInfoDto {
  @ApiProperty({ description: 'Net price in cents per priceUnit: the catalogue price in catalogue answers, the buyer\'s price in POST /api/sales/prices', example: 1290 }) price!: number;
  @ApiProperty({ description: 'The price is for this many units of quantity', example: 1 }) priceUnit!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'List price in cents per priceUnit' }) listPrice!: number | null;
  @ApiProperty({ example: '12,90 €' }) formattedPrice!: string;
  @ApiProperty({ type: String, nullable: true }) formattedListPrice!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent below the list price, integer' }) discount!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '-15 %' }) formattedDiscount!: string | null;
  @ApiProperty({ example: 'EUR', description: 'ISO 4217 currency code' }) currency!: string;
}
