/**
 * Writes the generated demo catalogue into the database.
 *
 * The database is reached through a plain `run(sql, params)` function (a pg client, a TypeORM
 * DataSource/QueryRunner `query`, or PGlite `query`), over the pg wire protocol to an embedded WASM
 * PostgreSQL, so the seeder favours few, large round trips: every statement is a batched
 *   INSERT INTO t (...) SELECT ... FROM unnest($1::text[], $2::int8[], ...) AS u(...)
 * with one array parameter per column (≤ 25 parameters, far below the 65535 limit) and a bounded
 * number of rows per statement.
 *
 * Rows go in foreign-key order. Attribute value ids are `serial`: the values are inserted first and
 * their ids read back (RETURNING id, attribute_id, code) to link translations and products.
 * No transaction is opened here; the caller wraps the call in one.
 */
import { categoryTree, generateCatalogue } from './catalogue-generator';
import type {
  AttributeRow,
  AttributeTranslationRow,
  AttributeValueRow,
  AttributeValueTranslationRow,
  CategoryRow,
  CategoryTranslationRow,
  CategoryTreeEntry,
  GeneratedCatalogue,
  ProductAttributeValueRow,
  ProductCategoryLinkRow,
  ProductRow,
  ProductTranslationRow,
  ProductTypeRow,
  ProductTypeTranslationRow,
} from './seed-types';

/** Runs one SQL statement with positional parameters ($1, $2, ...). */
export type SqlRunner = (sql: string, params?: unknown[]) => Promise<unknown>;

export interface SeedCatalogueOptions {
  /** Exact number of products. */
  products: number;
  seed?: number;
  /** Called after each batch of products (with all their translations, links and attribute values). */
  onProgress?: (done: number, total: number) => void;
  /** Products per batch (default 2000). Dependent rows of a batch are split into statements of ≤ 4 × this size. */
  batchSize?: number;
}

export interface SeedCatalogueResult {
  products: number;
  attributes: number;
  /** Attribute values. */
  values: number;
  /** The category tree for menus, parents before children; `categories.length` is the category count. */
  categories: CategoryTreeEntry[];
}

const DEFAULT_BATCH_SIZE = 2000;

/** Generates the catalogue and inserts it. Expects empty catalogue tables (see clearCatalogue). */
export async function seedCatalogue(run: SqlRunner, options: SeedCatalogueOptions): Promise<SeedCatalogueResult> {
  const catalogue = generateCatalogue({ products: options.products, seed: options.seed });
  return insertCatalogue(run, catalogue, options);
}

/** Inserts an already generated catalogue (see seedCatalogue). */
export async function insertCatalogue(
  run: SqlRunner,
  catalogue: GeneratedCatalogue,
  options: Pick<SeedCatalogueOptions, 'onProgress' | 'batchSize'> = {},
): Promise<SeedCatalogueResult> {
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_BATCH_SIZE));
  const rowLimit = batchSize * 4;

  await insertRows(run, PRODUCT_TYPE, catalogue.productTypes, rowLimit);
  await insertRows(run, PRODUCT_TYPE_TRANSLATION, catalogue.productTypeTranslations, rowLimit);
  // Parents precede children in `categories`; one statement checks the self-reference at its end anyway.
  await insertRows(run, PRODUCT_CATEGORY, catalogue.categories, rowLimit);
  await insertRows(run, PRODUCT_CATEGORY_TRANSLATION, catalogue.categoryTranslations, rowLimit);
  await insertRows(run, ATTRIBUTE, catalogue.attributes, rowLimit);
  await insertRows(run, ATTRIBUTE_TRANSLATION, catalogue.attributeTranslations, rowLimit);

  const valueIds = new Map<string, number>();
  for (const result of await insertRows(run, ATTRIBUTE_VALUE, catalogue.attributeValues, rowLimit, 'RETURNING id, attribute_id, code')) {
    for (const row of resultRows(result)) valueIds.set(valueKey(String(row.attribute_id), String(row.code)), Number(row.id));
  }
  if (valueIds.size !== catalogue.attributeValues.length) {
    throw new Error(`Expected ${catalogue.attributeValues.length} attribute value ids back, got ${valueIds.size} (are the catalogue tables empty?)`);
  }
  const valueId = (attributeId: string, code: string): number => {
    const id = valueIds.get(valueKey(attributeId, code));
    if (id === undefined) throw new Error(`Unknown attribute value ${attributeId}/${code}`);
    return id;
  };
  await insertRows(run, attributeValueTranslationTable(valueId), catalogue.attributeValueTranslations, rowLimit);

  // Products in batches, each followed by its translations, category links and attribute values
  // (the per-product arrays are ordered by product, so a batch is a contiguous slice of each).
  const total = catalogue.products.length;
  const productValue = productAttributeValueTable(valueId);
  let translation = 0;
  let link = 0;
  let value = 0;
  for (let start = 0; start < total; start += batchSize) {
    const products = catalogue.products.slice(start, start + batchSize);
    const ids = new Set(products.map((p) => p.id));
    const sliceWhile = <R>(rows: readonly R[], from: number, belongs: (row: R) => boolean): R[] => {
      let to = from;
      while (to < rows.length && belongs(rows[to])) to++;
      return rows.slice(from, to);
    };
    const translations = sliceWhile(catalogue.productTranslations, translation, (r) => ids.has(r.productId));
    const links = sliceWhile(catalogue.productCategoryLinks, link, (r) => ids.has(r.productId));
    const values = sliceWhile(catalogue.productAttributeValues, value, (r) => ids.has(r.productId));
    translation += translations.length;
    link += links.length;
    value += values.length;

    await insertRows(run, PRODUCT, products, rowLimit);
    await insertRows(run, PRODUCT_TRANSLATION, translations, rowLimit);
    await insertRows(run, PRODUCT_CATEGORY_PRODUCT, links, rowLimit);
    await insertRows(run, productValue, values, rowLimit * 2);
    options.onProgress?.(start + products.length, total);
  }
  if (translation !== catalogue.productTranslations.length || link !== catalogue.productCategoryLinks.length || value !== catalogue.productAttributeValues.length) {
    throw new Error('Per-product rows are not ordered by product');
  }

  return {
    products: total,
    attributes: catalogue.attributes.length,
    values: catalogue.attributeValues.length,
    categories: categoryTree(catalogue),
  };
}

/**
 * Empties all catalogue tables and restarts the attribute value ids. Fails (instead of cascading)
 * if some other table references catalogue rows.
 */
export async function clearCatalogue(run: SqlRunner): Promise<void> {
  await run(
    `TRUNCATE product_attribute_value, product_category_product, product_translation, product, attribute_value_translation, attribute_value,
      attribute_translation, attribute, product_category_translation, product_category, product_type_translation, product_type RESTART IDENTITY`,
  );
}

// ---------------------------------------------------------------------------------------------
// Table mappings
// ---------------------------------------------------------------------------------------------

/** Column types as PostgreSQL array element types; 'text[]' columns travel as JSON (see columnExpression). */
type ColumnType = 'text' | 'int4' | 'int8' | 'numeric' | 'bool' | 'jsonb' | 'text[]';

interface Column<R> {
  name: string;
  type: ColumnType;
  get: (row: R) => unknown;
}

interface Table<R> {
  name: string;
  columns: Column<R>[];
}

const col = <R>(name: string, type: ColumnType, get: (row: R) => unknown): Column<R> => ({ name, type, get });

const PRODUCT_TYPE: Table<ProductTypeRow> = {
  name: 'product_type',
  columns: [
    col('id', 'text', (r) => r.id),
    col('order_quantity', 'jsonb', (r) => r.orderQuantity),
    col('list_item_attributes', 'text[]', (r) => r.listItemAttributes),
    col('additional_info', 'jsonb', (r) => r.additionalInfo),
    col('list_price_info_excluded', 'bool', (r) => r.listPriceInfoExcluded),
  ],
};

const PRODUCT_TYPE_TRANSLATION: Table<ProductTypeTranslationRow> = {
  name: 'product_type_translation',
  columns: [col('product_type_id', 'text', (r) => r.productTypeId), col('locale', 'text', (r) => r.locale), col('name', 'text', (r) => r.name)],
};

const PRODUCT_CATEGORY: Table<CategoryRow> = {
  name: 'product_category',
  columns: [
    col('id', 'text', (r) => r.id),
    col('parent_id', 'text', (r) => r.parentId),
    col('canonical_parent_category_id', 'text', (r) => r.canonicalParentCategoryId),
    col('sort', 'int4', (r) => r.sort),
    col('image', 'text', (r) => r.image),
    col('synonyms', 'text[]', (r) => r.synonyms),
    col('page_params', 'jsonb', (r) => r.pageParams),
    col('sorts', 'jsonb', (r) => r.sorts),
    col('list_price_info_excluded', 'bool', (r) => r.listPriceInfoExcluded),
    col('active', 'bool', (r) => r.active),
  ],
};

const PRODUCT_CATEGORY_TRANSLATION: Table<CategoryTranslationRow> = {
  name: 'product_category_translation',
  columns: [
    col('category_id', 'text', (r) => r.categoryId),
    col('locale', 'text', (r) => r.locale),
    col('name', 'text', (r) => r.name),
    col('description', 'text', (r) => r.description),
    col('slug', 'text', (r) => r.slug),
  ],
};

const ATTRIBUTE: Table<AttributeRow> = {
  name: 'attribute',
  columns: [
    col('id', 'text', (r) => r.id),
    col('type', 'text', (r) => r.type),
    col('measuring_unit', 'text', (r) => r.measuringUnit),
    col('is_filter', 'bool', (r) => r.isFilter),
    col('sort', 'int4', (r) => r.sort),
  ],
};

const ATTRIBUTE_TRANSLATION: Table<AttributeTranslationRow> = {
  name: 'attribute_translation',
  columns: [col('attribute_id', 'text', (r) => r.attributeId), col('locale', 'text', (r) => r.locale), col('heading', 'text', (r) => r.heading)],
};

const ATTRIBUTE_VALUE: Table<AttributeValueRow> = {
  name: 'attribute_value',
  columns: [col('attribute_id', 'text', (r) => r.attributeId), col('code', 'text', (r) => r.code), col('numeric_value', 'numeric', (r) => r.numericValue)],
};

const attributeValueTranslationTable = (valueId: (attributeId: string, code: string) => number): Table<AttributeValueTranslationRow> => ({
  name: 'attribute_value_translation',
  columns: [col('value_id', 'int4', (r) => valueId(r.attributeId, r.code)), col('locale', 'text', (r) => r.locale), col('label', 'text', (r) => r.label)],
});

const PRODUCT: Table<ProductRow> = {
  name: 'product',
  columns: [
    col('id', 'text', (r) => r.id),
    col('product_type_id', 'text', (r) => r.productTypeId),
    col('canonical_parent_category_id', 'text', (r) => r.canonicalParentCategoryId),
    col('packaging_unit', 'numeric', (r) => r.packagingUnit),
    col('unit_of_quantity', 'text', (r) => r.unitOfQuantity),
    col('weight_kg', 'numeric', (r) => r.weightKg),
    col('procurement_time_days', 'int4', (r) => r.procurementTimeDays),
    col('price_cents', 'int8', (r) => r.priceCents),
    col('list_price_cents', 'int8', (r) => r.listPriceCents),
    col('price_unit', 'int4', (r) => r.priceUnit),
    col('quantity_in_stock', 'numeric', (r) => r.quantityInStock),
    col('pricing_group', 'text', (r) => r.pricingGroup),
    col('is_only_on_request', 'bool', (r) => r.isOnlyOnRequest),
    col('image', 'text', (r) => r.image),
    col('image_thumbnail', 'text', (r) => r.imageThumbnail),
    col('image_small', 'text', (r) => r.imageSmall),
    col('additional_images', 'jsonb', (r) => r.additionalImages),
    col('related_products', 'jsonb', (r) => r.relatedProducts),
    col('page_params', 'jsonb', (r) => r.pageParams),
    col('files', 'jsonb', (r) => r.files),
    col('active', 'bool', (r) => r.active),
    col('sort', 'int4', (r) => r.sort),
  ],
};

const PRODUCT_TRANSLATION: Table<ProductTranslationRow> = {
  name: 'product_translation',
  columns: [
    col('product_id', 'text', (r) => r.productId),
    col('locale', 'text', (r) => r.locale),
    col('name', 'text', (r) => r.name),
    col('description', 'text', (r) => r.description),
    col('short_description', 'text', (r) => r.shortDescription),
    col('meta_description', 'text', (r) => r.metaDescription),
    col('slug', 'text', (r) => r.slug),
    col('synonyms', 'text', (r) => r.synonyms),
  ],
};

const PRODUCT_CATEGORY_PRODUCT: Table<ProductCategoryLinkRow> = {
  name: 'product_category_product',
  columns: [col('category_id', 'text', (r) => r.categoryId), col('product_id', 'text', (r) => r.productId), col('sort', 'int4', (r) => r.sort)],
};

const productAttributeValueTable = (valueId: (attributeId: string, code: string) => number): Table<ProductAttributeValueRow> => ({
  name: 'product_attribute_value',
  columns: [col('product_id', 'text', (r) => r.productId), col('value_id', 'int4', (r) => valueId(r.attributeId, r.code))],
});

// ---------------------------------------------------------------------------------------------
// Batched INSERT ... SELECT FROM unnest(...)
// ---------------------------------------------------------------------------------------------

/** The SQL of one batched insert (exported for tests). */
export function unnestInsertSql(table: string, columns: readonly { name: string; type: ColumnType }[], returning = ''): string {
  const params = columns.map((c, i) => `$${i + 1}::${c.type === 'text[]' ? 'jsonb' : c.type}[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i + 1}`).join(', ');
  const exprs = columns.map((c, i) => columnExpression(c.type, `u.c${i + 1}`)).join(', ');
  return `INSERT INTO ${table} (${columns.map((c) => c.name).join(', ')}) SELECT ${exprs} FROM unnest(${params}) AS u(${aliases})${returning ? ` ${returning}` : ''}`;
}

/**
 * unnest() flattens multi-dimensional arrays, so a text[] column cannot travel as text[][]: it is
 * sent as a JSON array and unpacked per row, keeping the element order.
 */
function columnExpression(type: ColumnType, ref: string): string {
  return type === 'text[]' ? `ARRAY(SELECT e FROM jsonb_array_elements_text(${ref}) WITH ORDINALITY AS t(e, o) ORDER BY o)` : ref;
}

async function insertRows<R>(run: SqlRunner, table: Table<R>, rows: readonly R[], maxRows: number, returning = ''): Promise<unknown[]> {
  const results: unknown[] = [];
  if (rows.length === 0) return results;
  const sql = unnestInsertSql(table.name, table.columns, returning);
  for (let start = 0; start < rows.length; start += maxRows) {
    const chunk = rows.slice(start, start + maxRows);
    const params = table.columns.map((c) => {
      const json = c.type === 'jsonb' || c.type === 'text[]';
      return chunk.map((row) => {
        const v = c.get(row);
        return json ? JSON.stringify(v) : (v ?? null);
      });
    });
    results.push(await run(sql, params));
  }
  return results;
}

const valueKey = (attributeId: string, code: string): string => `${attributeId}\u0000${code}`;

/** Rows of a query result: pg / PGlite return `{ rows }`, TypeORM's `query` the rows array itself. */
function resultRows(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  if (result && typeof result === 'object' && Array.isArray((result as { rows?: unknown }).rows)) return (result as { rows: Record<string, unknown>[] }).rows;
  throw new Error('The SQL runner returned no rows for an INSERT ... RETURNING');
}
