import type { EntityTypeDefinition } from '../../../../shared/data-exchange/exchange-type';
import { productRowProblems, productTextRowProblems, validateArticleNumber } from '../../domain/product-rules';

export { validateArticleNumber };

/** The catalogue's tables open to import and export (ADR 0027), with the catalogue's rules for their rows. */
export const CATALOGUE_EXCHANGE_TYPES: readonly EntityTypeDefinition[] = [
  {
    // Every product, active or not.
    type: 'products',
    table: 'product',
    key: ['id'],
    readOnly: ['created_at'],
    // The editor's version (ADR 0044): raised by the database on every update, the import's too; not data of the file.
    excluded: ['version'],
    money: ['price_cents', 'list_price_cents'],
    references: { product_type_id: { table: 'product_type', column: 'id' }, canonical_parent_category_id: { table: 'product_category', column: 'id' } },
    // The catalogue's product rules, the ones the admin product editor runs too (domain/product-rules.ts).
    validate: productRowProblems,
  },
  { type: 'productCategories', table: 'product_category', key: ['id'] },
  {
    // The texts of a product per locale: name, descriptions, meta description, slug, synonyms.
    type: 'productMetaData',
    table: 'product_translation',
    key: ['product_id', 'locale'],
    references: { product_id: { table: 'product', column: 'id' } },
    validate: productTextRowProblems,
  },
];
