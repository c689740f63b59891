import type { PriceInfo } from '@shop/domain';

/**
 * The price info (docs/rules/entities.md#price-info) as every answer that shows a price carries it: the catalogue's shared answers (the
 * catalogue price) and pricing's per-buyer answers (the price this buyer pays).
 */
export class PriceInfoDto implements PriceInfo {
  /**
   * Net price in cents per priceUnit: the catalogue price in catalogue answers, the buyer's price in POST /api/sales/prices
   * @example 1290
   */
  price!: number;
  /**
   * The price is for this many units of quantity
   * @example 1
   */
  priceUnit!: number;
  /** List price in cents per priceUnit */
  listPrice!: number | null;
  /** @example "12,90 €" */
  formattedPrice!: string;
  formattedListPrice!: string | null;
  /** Percent below the list price, integer */
  discount!: number | null;
  /** @example "-15 %" */
  formattedDiscount!: string | null;
  /**
   * ISO 4217 currency code
   * @example EUR
   */
  currency!: string;
}
