/**
 * The rows of a cart file (docs/rules/validation.md#cart-files, docs/rules/calls.md#cart-files) turned into cart positions, as a pure
 * parser over plain row arrays (after Vendure's import-parser: parse and check every row, report what was
 * skipped and why, then hand on the good ones). Entry point `@shop/domain/cart-import`.
 *
 * Two steps, so the caller can ask the catalogue about the article numbers in between:
 * 1. {@link readCartImportTable}: the header, the columns, and each row's own rules (an article number, a
 *    numeric quantity in any locale's notation, a known custom product type, a flat configuration);
 * 2. {@link resolveCartImport}: the catalogue's rules (known product, not only on request, the product's
 *    order quantity rules), then rows of the same product merge by the cart's merge rule.
 */
import {
  addCartLine,
  CART_LIMITS,
  isCustomProductType,
  isFlatConfiguration,
  isSameCartLine,
  toCartQuantity,
  type CartLine,
  type CustomConfiguration,
  type CustomProductType,
} from './cart';
import { addDecimals, decimalToString, parseDecimal } from './decimal';
import { CONFIGURED_PRODUCT_ORDER_QUANTITY, validatePositionQuantity, type OrderQuantityInfo, type OrderQuantityMessageId } from './order-quantity';
import { err, ok, type Result } from './result';

/** The columns a cart file has; quantity and articleId are required, in any order and letter case. */
export const CART_IMPORT_COLUMNS = ['quantity', 'articleId', 'customProductType', 'customConfiguration'] as const;
export type CartImportColumn = (typeof CART_IMPORT_COLUMNS)[number];

export const CART_IMPORT_LIMITS = {
  /** Data rows (below the header) a file may have. */
  maxDataRows: 5000,
} as const;

/** A cell as the spreadsheet reader hands it on (text, number, flag or blank). */
export type CartImportCell = string | number | boolean | null | undefined;

/** The sheet: `table[i]` is row i + 1 of the spreadsheet; a missing row is a blank one. */
export type CartImportTable = ReadonlyArray<ReadonlyArray<CartImportCell> | null | undefined>;

/** Why a whole file is refused. */
export type CartImportFileError = 'cartImportMissingColumnsMsg' | 'cartImportEmptyMsg' | 'cartImportTooManyRowsMsg';

/** Why one row is skipped. */
export type CartImportRowMessageId =
  | OrderQuantityMessageId
  | 'articleIdMissing'
  | 'productIdUnknown'
  | 'productOnlyOnRequest'
  | 'customProductInvalid'
  | 'cartPositionLimitReached';

export interface CartImportSkip {
  /** Spreadsheet row number (the header is usually row 1). */
  readonly row: number;
  readonly column: CartImportColumn;
  /** The row's article number as written (at most 64 characters shown), null when it has none. */
  readonly articleId: string | null;
  readonly messageId: CartImportRowMessageId;
}

/** A row that passed its own rules (step 1). */
export interface CartImportEntry {
  readonly row: number;
  readonly articleId: string;
  /** Normalised dot-decimal ("2.5"); may still break the product's rules (step 2). */
  readonly qty: string;
  readonly customProductType?: CustomProductType;
  readonly customConfiguration?: CustomConfiguration;
}

export interface CartImportRows {
  readonly entries: CartImportEntry[];
  readonly skipped: CartImportSkip[];
  /** Data rows read (blank rows not counted). */
  readonly processed: number;
}

/** What the catalogue says about one article number (step 2). */
export interface CartImportProduct {
  readonly isOnlyOnRequest: boolean;
  readonly orderQuantity: OrderQuantityInfo;
}

export interface CartImportResult {
  readonly positions: CartLine[];
  readonly skipped: CartImportSkip[];
  readonly processed: number;
}

type Columns = Partial<Record<CartImportColumn, number>>;

const SHOWN_ARTICLE_ID = CART_LIMITS.maxProductIdLength;

function cellText(cell: CartImportCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return String(cell).trim();
}

function isBlankRow(row: ReadonlyArray<CartImportCell> | null | undefined): boolean {
  return !row || row.every((cell) => cellText(cell) === '');
}

/** Column indexes by header name (case-insensitive; the first of two equal headers counts). */
function columnsOf(header: ReadonlyArray<CartImportCell>): Columns {
  const columns: Columns = {};
  header.forEach((cell, index) => {
    const name = CART_IMPORT_COLUMNS.find((c) => c.toLowerCase() === cellText(cell).toLowerCase());
    if (name !== undefined && columns[name] === undefined) columns[name] = index;
  });
  return columns;
}

/**
 * A quantity cell in any locale's notation, as a dot-decimal string: numbers as they are; text with a
 * comma or a dot as decimal separator ("2,5", "2.5"), or with thousands grouped by dots, commas, spaces or
 * apostrophes ("1.234,5", "1,234.5", "1 234"). A single separator is always the decimal one ("1,000" is 1).
 * Null when it is no number; 'empty' for a blank cell.
 */
export function parseImportQuantity(cell: CartImportCell): string | 'empty' | null {
  if (typeof cell === 'number') {
    const value = Number.isFinite(cell) ? parseDecimal(cell) : null;
    return value === null ? null : decimalToString(value);
  }
  const text = cellText(cell).replace(/[\s\u00a0\u202f']/g, '');
  if (text === '') return 'empty';
  let plain: string | null = null;
  if (/^[+-]?\d+(?:[.,]\d+)?$/.test(text)) plain = text.replace(',', '.');
  else if (/^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(text)) plain = text.replace(/\./g, '').replace(',', '.');
  else if (/^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text)) plain = text.replace(/,/g, '');
  const value = plain === null ? null : parseDecimal(plain);
  return value === null ? null : decimalToString(value);
}

function shownArticleId(articleId: string): string | null {
  if (articleId === '') return null;
  return articleId.length > SHOWN_ARTICLE_ID ? `${articleId.slice(0, SHOWN_ARTICLE_ID)}…` : articleId;
}

/** One data row's own rules: an entry, or why it is skipped. */
function readRow(row: ReadonlyArray<CartImportCell>, rowNumber: number, columns: Columns): CartImportEntry | CartImportSkip {
  const cell = (column: CartImportColumn): CartImportCell => (columns[column] === undefined ? undefined : row[columns[column]!]);
  const articleId = cellText(cell('articleId'));
  const skip = (column: CartImportColumn, messageId: CartImportRowMessageId): CartImportSkip => ({ row: rowNumber, column, articleId: shownArticleId(articleId), messageId });
  if (articleId === '') return skip('articleId', 'articleIdMissing');
  if (articleId.length > CART_LIMITS.maxProductIdLength) return skip('articleId', 'productIdUnknown');
  const qty = parseImportQuantity(cell('quantity'));
  if (qty === 'empty') return skip('quantity', 'invalidOrderQuantityEmpty');
  if (qty === null) return skip('quantity', 'invalidOrderQuantityNumber');
  const typeText = cellText(cell('customProductType'));
  const configurationText = cellText(cell('customConfiguration'));
  if (typeText !== '' && !isCustomProductType(typeText)) return skip('customProductType', 'customProductInvalid');
  if (configurationText === '') return { row: rowNumber, articleId, qty, ...(typeText !== '' ? { customProductType: typeText as CustomProductType } : {}) };
  // A configuration belongs to a configured product, and is a flat JSON object.
  if (typeText === '') return skip('customConfiguration', 'customProductInvalid');
  let configuration: unknown;
  try {
    configuration = JSON.parse(configurationText);
  } catch {
    return skip('customConfiguration', 'customProductInvalid');
  }
  if (!isFlatConfiguration(configuration)) return skip('customConfiguration', 'customProductInvalid');
  return { row: rowNumber, articleId, qty, customProductType: typeText as CustomProductType, customConfiguration: configuration };
}

/**
 * Step 1: finds the header (the first non-blank row; it needs the columns quantity and articleId) and reads
 * every non-blank row below it. Refuses the whole file when the columns are missing, when there is no data
 * row or when there are more than {@link CART_IMPORT_LIMITS.maxDataRows}.
 */
export function readCartImportTable(table: CartImportTable): Result<CartImportRows, CartImportFileError> {
  const headerIndex = table.findIndex((row) => !isBlankRow(row));
  if (headerIndex < 0) return err('cartImportMissingColumnsMsg');
  const columns = columnsOf(table[headerIndex]!);
  if (columns.quantity === undefined || columns.articleId === undefined) return err('cartImportMissingColumnsMsg');
  const entries: CartImportEntry[] = [];
  const skipped: CartImportSkip[] = [];
  let processed = 0;
  for (let i = headerIndex + 1; i < table.length; i++) {
    const row = table[i];
    if (isBlankRow(row)) continue;
    processed += 1;
    if (processed > CART_IMPORT_LIMITS.maxDataRows) return err('cartImportTooManyRowsMsg');
    const read = readRow(row!, i + 1, columns);
    if ('messageId' in read) skipped.push(read);
    else entries.push(read);
  }
  if (processed === 0) return err('cartImportEmptyMsg');
  return ok({ entries, skipped, processed });
}

/**
 * Whether a configured product can be ordered: the server's configurators answer it (its configuration
 * checked again, every part available). Without an answer, none is.
 */
export type CustomProductCheck = (entry: CartImportEntry) => boolean;

/**
 * Step 2: the catalogue's rules for each read row, in row order — unknown products, products only on
 * request, the position's order quantity rule (configured products: whole pieces, at least one) — and rows of the same
 * product merged by the cart's merge rule ({@link addCartLine}; the merged quantity must keep the rules
 * too). At most {@link CART_LIMITS.maxPositions} positions; rows beyond are skipped.
 */
export function resolveCartImport(rows: CartImportRows, products: ReadonlyMap<string, CartImportProduct>, isCustomProductAvailable: CustomProductCheck = () => false): CartImportResult {
  let positions: CartLine[] = [];
  const skipped = [...rows.skipped];
  for (const entry of rows.entries) {
    const skip = (column: CartImportColumn, messageId: CartImportRowMessageId) => skipped.push({ row: entry.row, column, articleId: entry.articleId, messageId });
    const custom = entry.customProductType !== undefined;
    const product = custom ? CUSTOM_PRODUCT_RULES : products.get(entry.articleId);
    if (custom && !isCustomProductAvailable(entry)) {
      skip('articleId', 'customProductInvalid');
      continue;
    }
    if (!product) {
      skip('articleId', 'productIdUnknown');
      continue;
    }
    if (!custom && product.isOnlyOnRequest) {
      skip('articleId', 'productOnlyOnRequest');
      continue;
    }
    const line: CartLine = {
      productId: entry.articleId,
      qty: entry.qty,
      ...(custom ? { customProductType: entry.customProductType } : {}),
      ...(entry.customConfiguration !== undefined ? { customConfiguration: entry.customConfiguration } : {}),
    };
    const existing = positions.find((p) => isSameCartLine(p, line));
    const total = existing ? decimalToString(addDecimals(parseDecimal(existing.qty)!, parseDecimal(entry.qty)!)) : entry.qty;
    const rules = (qty: string) => validatePositionQuantity(qty, line, product.orderQuantity);
    const rule = rules(entry.qty) ?? (existing ? rules(total) : null);
    if (rule !== null) {
      skip('quantity', rule);
      continue;
    }
    if (toCartQuantity(total) === null) {
      skip('quantity', 'invalidOrderQuantityMax');
      continue;
    }
    if (!existing && positions.length >= CART_LIMITS.maxPositions) {
      skip('articleId', 'cartPositionLimitReached');
      continue;
    }
    positions = addCartLine(positions, line)!.positions;
  }
  skipped.sort((a, b) => a.row - b.row);
  return { positions, skipped, processed: rows.processed };
}

/** A configured product in an import: orderable, in whole pieces (its quantity rule is CONFIGURED_PRODUCT_ORDER_QUANTITY). */
const CUSTOM_PRODUCT_RULES: CartImportProduct = {
  isOnlyOnRequest: false,
  orderQuantity: CONFIGURED_PRODUCT_ORDER_QUANTITY,
};

/** The catalogue article numbers step 2 needs looked up, each once, in row order (configured products are the configurators' to check). */
export function cartImportArticleIds(rows: CartImportRows): string[] {
  return [...new Set(rows.entries.filter((e) => e.customProductType === undefined).map((e) => e.articleId))];
}

/** Both steps at once, for callers that have the products at hand (tests, the browser). */
export function parseCartImport(
  table: CartImportTable,
  products: ReadonlyMap<string, CartImportProduct>,
  isCustomProductAvailable?: CustomProductCheck,
): Result<CartImportResult, CartImportFileError> {
  const rows = readCartImportTable(table);
  return rows.ok ? ok(resolveCartImport(rows.value, products, isCustomProductAvailable)) : rows;
}
