import { CART_LIMITS } from '@shop/domain/cart';
import { columnProblems, hasColumn, localeRule, nonNegative, type ColumnProblem, type RowValues } from '../../../shared/data-exchange/exchange-type';

/**
 * The catalogue's rules for a product, in one place: the import of `products` and `productMetaData` rows
 * (`catalogue-exchange-types.ts`) and the admin product editor (`application/commands/*-product`) both call
 * these functions, on rows named by the table's columns. Only the columns present are checked (an import may
 * carry a few); the editor always hands every column it edits. Pure: values in, message ids out.
 */

/** A product's article number: 1 to 64 characters, no blanks at either end, no control characters or URL delimiters. */
export function validateArticleNumber(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > CART_LIMITS.maxProductIdLength) return 'adImportArticleNumber';
  if (value.trim() !== value || /[\u0000-\u001f\u007f/?#\\]/.test(value)) return 'adImportArticleNumber';
  return null;
}

const present = (row: RowValues, column: string) => hasColumn(row, column) && row[column] != null;

/** The rules of one `product` row (money in cents, quantities as decimal strings or numbers). */
export function productRowProblems(row: RowValues): ColumnProblem[] {
  return columnProblems(
    ['id', hasColumn(row, 'id') ? validateArticleNumber(row.id) : null],
    nonNegative(row, 'price_cents'),
    nonNegative(row, 'list_price_cents'),
    nonNegative(row, 'weight_kg'),
    nonNegative(row, 'quantity_in_stock'),
    nonNegative(row, 'procurement_time_days'),
    ['price_unit', present(row, 'price_unit') && Number(row.price_unit) < 1 ? 'adImportPriceUnit' : null],
    // The packaging unit is the order increment where the product type sets none: 0 or less would allow any quantity.
    [
      'packaging_unit',
      present(row, 'packaging_unit') ? (String(row.packaging_unit).startsWith('-') ? 'adImportNegative' : Number(row.packaging_unit) > 0 ? null : 'adProductIncrementZero') : null,
    ],
  );
}

/** A URL part: lower-case letters, digits and hyphens, not starting with a hyphen. */
export const isProductSlug = (slug: unknown) => /^[a-z0-9][a-z0-9-]*$/.test(String(slug ?? ''));

/** The rules of one `product_translation` row (the texts of one locale). */
export function productTextRowProblems(row: RowValues): ColumnProblem[] {
  return columnProblems(
    localeRule(row),
    ['slug', hasColumn(row, 'slug') && !isProductSlug(row.slug) ? 'adImportSlug' : null],
    ['name', hasColumn(row, 'name') && String(row.name ?? '').trim() === '' ? 'adImportValueRequired' : null],
  );
}
