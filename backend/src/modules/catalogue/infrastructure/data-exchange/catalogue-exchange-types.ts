import { CART_LIMITS } from '@shop/domain/cart';
import { columnProblems, hasColumn, localeRule, nonNegative, type EntityTypeDefinition } from '../../../../shared/data-exchange/exchange-type';

/** A product's article number: 1 to 64 characters, no blanks at either end, no control characters or URL delimiters. */
export function validateArticleNumber(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > CART_LIMITS.maxProductIdLength) return 'adImportArticleNumber';
  if (value.trim() !== value || /[\u0000-\u001f\u007f/?#\\]/.test(value)) return 'adImportArticleNumber';
  return null;
}

/** The catalogue's tables open to import and export (ADR 0027), with the catalogue's rules for their rows. */
export const CATALOGUE_EXCHANGE_TYPES: readonly EntityTypeDefinition[] = [
  {
    // Every product, active or not.
    type: 'products',
    table: 'product',
    key: ['id'],
    readOnly: ['created_at'],
    money: ['price_cents', 'list_price_cents'],
    references: { product_type_id: { table: 'product_type', column: 'id' }, canonical_parent_category_id: { table: 'product_category', column: 'id' } },
    validate: (row) =>
      columnProblems(
        ['id', hasColumn(row, 'id') ? validateArticleNumber(row.id) : null],
        nonNegative(row, 'price_cents'),
        nonNegative(row, 'list_price_cents'),
        nonNegative(row, 'packaging_unit'),
        nonNegative(row, 'weight_kg'),
        ['price_unit', hasColumn(row, 'price_unit') && row.price_unit != null && Number(row.price_unit) < 1 ? 'adImportPriceUnit' : null],
      ),
  },
  { type: 'productCategories', table: 'product_category', key: ['id'] },
  {
    // The texts of a product per locale: name, descriptions, meta description, slug, synonyms.
    type: 'productMetaData',
    table: 'product_translation',
    key: ['product_id', 'locale'],
    references: { product_id: { table: 'product', column: 'id' } },
    validate: (row) => columnProblems(localeRule(row), ['slug', hasColumn(row, 'slug') && !/^[a-z0-9][a-z0-9-]*$/.test(String(row.slug ?? '')) ? 'adImportSlug' : null]),
  },
];
