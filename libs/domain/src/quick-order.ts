/**
 * Quick order: article numbers and quantities pasted as text (copied from a spreadsheet, an ERP or typed),
 * read line by line and checked against the catalogue before they go into the cart (docs/rules/states-and-transitions.md#cart,
 * docs/rules/validation.md#order-quantity). Pure: the caller looks the article numbers up (POST /api/catalogue/products/by-ids)
 * and hands the found products to {@link checkQuickOrderLines}.
 *
 * How a line is read ({@link parseQuickOrderText}):
 * - One article a line; blank lines are ignored (but counted, so line numbers match the text field).
 * - The separator between article number and quantity is, in this order of precedence:
 *   1. a tab (cells copied from a spreadsheet),
 *   2. a semicolon (CSV as German Excel and most ERPs write it),
 *   3. a comma followed by whitespace ("A-1, 2,5"),
 *   4. whitespace ("A-1 2,5" or "A-1   3"),
 *   5. a single comma when the line has no other separator ("A-1,5", CSV as English Excel writes it).
 *   A line with several commas and no other separator ("A-1,2,5") is ambiguous and reported unreadable:
 *   a comma inside a quantity is the German decimal separator, so a comma only separates columns when one
 *   of the rules above says so.
 * - Cells are trimmed; surrounding double quotes of a CSV cell are removed; empty cells at the end of a line
 *   (a spreadsheet's empty columns) are dropped. More than two cells, or an empty article cell, make the
 *   line unreadable ('quickOrderLineUnreadable'): nothing is guessed and no line is dropped silently.
 * - A line with only an article number orders the product's default quantity.
 * - The quantity is read with the locale's separators: de "1.000,5", en "1,000.5"; a space may group
 *   thousands too. A thousand separator must sit between groups of three digits, so an English "2.5" pasted
 *   into the German shop is reported ('quickOrderQuantityUnreadable') instead of being read as 25. The
 *   value is then normalised by `normalizeQuantityInput` and validated against the product's order
 *   quantity rules by `validateOrderQuantity` (integer, min, max, increment).
 * - The first non-blank line is a header when each of its cells is a known column name (articleId,
 *   article number, Artikelnummer, SKU, …; quantity, qty, Menge, Anzahl, …); it is skipped, and when it
 *   names the quantity first ("Menge;Artikelnummer") the columns of the following lines are read in that
 *   order.
 * - Article numbers are matched exactly (after trimming): the catalogue knows no other match, so case is
 *   kept as written.
 * - At most {@link QUICK_ORDER_MAX_LINES} lines (besides blank lines and the header) are read at once;
 *   a longer text gives the one message 'quickOrderTooManyLines' and no lines.
 */
import { addDecimals, decimalToString, parseDecimal } from './decimal';
import { decimalSeparator, normalizeQuantityInput, validateOrderQuantity, type OrderQuantityInfo, type OrderQuantityMessageId } from './order-quantity';

/** Lines read at once (blank lines and the header not counted). */
export const QUICK_ORDER_MAX_LINES = 500;
/** The catalogue's article numbers are at most this long; longer ones are not looked up (they cannot exist). */
export const QUICK_ORDER_MAX_ARTICLE_ID_LENGTH = 100;

/** Problems of the whole text. */
export type QuickOrderTextMessageId = 'quickOrderEmpty' | 'quickOrderTooManyLines';
/** Problems of one line as read (before the catalogue is asked). */
export type QuickOrderReadMessageId = 'quickOrderLineUnreadable' | 'quickOrderQuantityUnreadable';
/** Problems of one checked line. */
export type QuickOrderLineMessageId = QuickOrderReadMessageId | 'productIdUnknown' | 'productOnlyOnRequest' | OrderQuantityMessageId;

/** One non-blank line of the text as read. */
export interface QuickOrderLine {
  /** 1-based number of the line in the text (blank lines counted). */
  readonly lineNumber: number;
  /** The line as written (without its line break). */
  readonly raw: string;
  /** Trimmed article number; '' when the line is unreadable. */
  readonly articleId: string;
  /** The quantity cell as written (trimmed); '' when the line has none (the product's default quantity). */
  readonly quantityText: string;
  /** The quantity normalised to a dot decimal ("2.5"); '' for none or when it cannot be read. */
  readonly quantity: string;
  /** Why the line cannot be used as it is; null when it was read. */
  readonly messageId: QuickOrderReadMessageId | null;
}

export interface QuickOrderParseResult {
  /** Every non-blank line but the header, in text order; unreadable lines included. */
  readonly lines: QuickOrderLine[];
  /** The recognised header line, if any. */
  readonly header: { readonly lineNumber: number; readonly raw: string } | null;
  /** A problem of the whole text (no lines, too many lines); `lines` is empty then. */
  readonly messageId: QuickOrderTextMessageId | null;
}

/** What the check needs to know of a catalogue product. */
export interface QuickOrderProduct {
  readonly id: string;
  readonly orderQuantity: OrderQuantityInfo;
  readonly isOnlyOnRequest?: boolean;
}

/** One line after the check. */
export interface QuickOrderCheckedLine<P extends QuickOrderProduct = QuickOrderProduct> extends Omit<QuickOrderLine, 'messageId'> {
  /** The product of the article number; null when unknown (or the line unreadable). */
  readonly product: P | null;
  /** The quantity this line orders, normalised (the product's default when none was written); '' when unreadable. */
  readonly orderQuantity: string;
  /** No quantity was written: the product's default quantity is ordered. */
  readonly usesDefaultQuantity: boolean;
  /** Why the line cannot be ordered; null when it can. */
  readonly messageId: QuickOrderLineMessageId | null;
  /** Numbers of the other lines of the same article whose quantities were added to this one's (one cart position). */
  readonly mergedWith: number[];
}

/** One cart position the valid lines make: an article once, with the quantities of all its lines added up. */
export interface QuickOrderPosition<P extends QuickOrderProduct = QuickOrderProduct> {
  readonly product: P;
  /** Normalised total quantity. */
  readonly quantity: string;
  readonly lineNumbers: number[];
}

export interface QuickOrderCheck<P extends QuickOrderProduct = QuickOrderProduct> {
  /** Every line, in text order, with its result. */
  readonly lines: QuickOrderCheckedLine<P>[];
  /** What goes into the cart, in the order the articles first appear. */
  readonly positions: QuickOrderPosition<P>[];
  /** Number of lines that cannot be ordered. */
  readonly errorCount: number;
}

// ---- Reading --------------------------------------------------------------------------------------------

type Column = 'article' | 'quantity';

const ARTICLE_HEADERS = new Set([
  'articleid', 'articlenumber', 'articleno', 'article', 'artno', 'itemid', 'itemnumber', 'itemno', 'item', 'sku',
  'productid', 'productnumber', 'product', 'partnumber', 'partno', 'materialnumber', 'material',
  'artikelnummer', 'artikelnr', 'artikel', 'artnr', 'materialnr', 'teilenummer',
]);
const QUANTITY_HEADERS = new Set(['quantity', 'qty', 'amount', 'pcs', 'pieces', 'menge', 'anzahl', 'stück', 'stueck', 'stk']);

/** A cell with surrounding CSV quotes removed ('"A-1"' → 'A-1', '""' inside → '"'). */
function unquote(cell: string): string {
  const trimmed = cell.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replace(/""/g, '"').trim();
  return trimmed;
}

/** The cells of a line by the separator rules above; null when the separator is ambiguous. */
export function splitQuickOrderLine(line: string): string[] | null {
  const text = line.trim();
  let cells: string[];
  if (text.includes('\t')) cells = text.split('\t');
  else if (text.includes(';')) cells = text.split(';');
  else if (/,\s/.test(text)) cells = text.split(/,\s+/);
  else if (/\s/.test(text)) cells = text.split(/\s+/);
  else {
    const commas = text.split(',').length - 1;
    if (commas > 1) return null;
    cells = text.split(',');
  }
  cells = cells.map(unquote);
  while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

/** Lower-case letters only ("Art.-Nr." → "artnr", "Article ID" → "articleid"). */
function headerWord(cell: string): string {
  return cell.toLowerCase().replace(/[^a-zäöüß]/g, '');
}

/** The column order a header line names, or null when the line is no header. */
function headerColumns(cells: readonly string[]): Column[] | null {
  if (cells.length === 0 || cells.length > 2) return null;
  const columns = cells.map((cell): Column | null => {
    const word = headerWord(cell);
    if (ARTICLE_HEADERS.has(word)) return 'article';
    if (QUANTITY_HEADERS.has(word)) return 'quantity';
    return null;
  });
  if (columns.some((c) => c === null) || !columns.includes('article')) return null;
  if (new Set(columns).size !== columns.length) return null;
  return columns as Column[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads a quantity cell with the locale's separators: a normalised dot decimal ("1234.5"), or null when
 * it is no number in that locale (letters, a misplaced thousand separator such as "2.5" in de).
 */
export function readQuickOrderQuantity(text: string, locale: string): string | null {
  const decimal = decimalSeparator(locale);
  const thousands = decimal === ',' ? '.' : ',';
  const compact = text.trim().replace(/[\s\u00a0\u202f]+/g, ' ');
  const group = `[${escapeRegExp(thousands)} ]`;
  const pattern = new RegExp(`^-?(?:\\d+|\\d{1,3}(?:${group}\\d{3})+)?(?:${escapeRegExp(decimal)}\\d*)?$`);
  if (!/\d/.test(compact) || !pattern.test(compact)) return null;
  return normalizeQuantityInput(compact, locale, { final: true });
}

function readLine(lineNumber: number, raw: string, columns: readonly Column[], locale: string): QuickOrderLine {
  const unreadable = (): QuickOrderLine => ({ lineNumber, raw, articleId: '', quantityText: '', quantity: '', messageId: 'quickOrderLineUnreadable' });
  const cells = splitQuickOrderLine(raw);
  if (cells === null || cells.length > 2) return unreadable();
  const cell = (column: Column) => {
    const index = columns.indexOf(column);
    return index >= 0 && index < cells.length ? cells[index] : '';
  };
  // A line with one cell is an article number, whatever order the header named.
  const articleId = cells.length === 1 ? cells[0] : cell('article');
  const quantityText = cells.length === 1 ? '' : cell('quantity');
  if (articleId === '') return unreadable();
  if (quantityText === '') return { lineNumber, raw, articleId, quantityText, quantity: '', messageId: null };
  const quantity = readQuickOrderQuantity(quantityText, locale);
  if (quantity === null) return { lineNumber, raw, articleId, quantityText, quantity: '', messageId: 'quickOrderQuantityUnreadable' };
  return { lineNumber, raw, articleId, quantityText, quantity, messageId: null };
}

/**
 * Reads pasted quick-order text (rules in the module comment). Examples (locale de):
 * - "A-1\t3"            → A-1, quantity "3"
 * - "A-1;2,5"           → A-1, quantity "2.5"
 * - "A-1 1.000"         → A-1, quantity "1000"
 * - "A-1"               → A-1, the product's default quantity
 * - "A-1;2.5"           → quickOrderQuantityUnreadable (an English decimal in the German shop)
 * - "A-1;3;extra"       → quickOrderLineUnreadable (three cells)
 * - "Artikelnummer;Menge" as the first line → header, skipped
 */
export function parseQuickOrderText(text: string, locale: string): QuickOrderParseResult {
  const rows = text.split(/\r\n|\r|\n/);
  let header: QuickOrderParseResult['header'] = null;
  let columns: Column[] = ['article', 'quantity'];
  const data: Array<{ lineNumber: number; raw: string }> = [];
  for (const [index, raw] of rows.entries()) {
    if (raw.trim() === '') continue;
    const lineNumber = index + 1;
    if (data.length === 0 && header === null) {
      const cells = splitQuickOrderLine(raw);
      const named = cells && headerColumns(cells);
      if (named) {
        header = { lineNumber, raw };
        if (named.length === 2) columns = named;
        continue;
      }
    }
    data.push({ lineNumber, raw });
  }
  if (data.length === 0) return { lines: [], header, messageId: 'quickOrderEmpty' };
  if (data.length > QUICK_ORDER_MAX_LINES) return { lines: [], header, messageId: 'quickOrderTooManyLines' };
  return { lines: data.map(({ lineNumber, raw }) => readLine(lineNumber, raw, columns, locale)), header, messageId: null };
}

/**
 * The article numbers to look up for these lines: each once, in the order they first appear; unreadable
 * lines and numbers too long to exist in the catalogue are left out (those lines come out unknown).
 */
export function quickOrderLookupIds(lines: readonly QuickOrderLine[]): string[] {
  const ids = new Set<string>();
  for (const line of lines) {
    if (line.messageId === 'quickOrderLineUnreadable' || line.articleId === '') continue;
    if (line.articleId.length > QUICK_ORDER_MAX_ARTICLE_ID_LENGTH) continue;
    ids.add(line.articleId);
  }
  return [...ids];
}

// ---- Checking -------------------------------------------------------------------------------------------

function canonical(quantity: string): string {
  const value = parseDecimal(quantity);
  return value === null ? quantity : decimalToString(value);
}

function checkLine<P extends QuickOrderProduct>(line: QuickOrderLine, product: P | null): QuickOrderCheckedLine<P> {
  const usesDefaultQuantity = line.quantityText === '';
  const base = { ...line, product, orderQuantity: '', usesDefaultQuantity, mergedWith: [] as number[] };
  if (line.messageId === 'quickOrderLineUnreadable') return { ...base, product: null };
  if (product === null) return { ...base, messageId: 'productIdUnknown' };
  if (product.isOnlyOnRequest) return { ...base, messageId: 'productOnlyOnRequest' };
  if (line.messageId !== null) return base;
  const quantity = usesDefaultQuantity ? String(product.orderQuantity.default) : line.quantity;
  const problem = validateOrderQuantity(quantity, product.orderQuantity);
  return { ...base, orderQuantity: problem === null ? canonical(quantity) : quantity, messageId: problem };
}

/**
 * Checks read lines against the catalogue's answer (`products` by article number; a missing one is
 * unknown). Per line, in this order: unreadable as read → that message; unknown article → 'productIdUnknown';
 * a product only on request → 'productOnlyOnRequest'; unreadable quantity → 'quickOrderQuantityUnreadable';
 * then the quantity (the product's default when none was written) by `validateOrderQuantity`.
 *
 * Valid lines of the same article become one cart position: their quantities add up (as the cart merges
 * them anyway), each of those lines names the others in `mergedWith`, and the total is validated again (a
 * total above the product's max puts that message on each of the lines and adds none of them).
 */
export function checkQuickOrderLines<P extends QuickOrderProduct>(
  lines: readonly QuickOrderLine[],
  products: ReadonlyMap<string, P>,
): QuickOrderCheck<P> {
  const checked = lines.map((line) => checkLine(line, products.get(line.articleId) ?? null));
  const groups = new Map<string, number[]>();
  checked.forEach((line, index) => {
    if (line.messageId !== null || line.product === null) return;
    const group = groups.get(line.product.id);
    if (group) group.push(index);
    else groups.set(line.product.id, [index]);
  });
  const positions: QuickOrderPosition<P>[] = [];
  for (const indexes of groups.values()) {
    const first = checked[indexes[0]];
    const product = first.product as P;
    let quantity = first.orderQuantity;
    if (indexes.length > 1) {
      const lineNumbers = indexes.map((i) => checked[i].lineNumber);
      const total = indexes.reduce((sum, i) => addDecimals(sum, parseDecimal(checked[i].orderQuantity)!), parseDecimal(0)!);
      quantity = decimalToString(total);
      const problem = validateOrderQuantity(quantity, product.orderQuantity);
      for (const i of indexes) {
        checked[i] = { ...checked[i], messageId: problem, mergedWith: lineNumbers.filter((n) => n !== checked[i].lineNumber) };
      }
      if (problem !== null) continue;
    }
    positions.push({ product, quantity, lineNumbers: indexes.map((i) => checked[i].lineNumber) });
  }
  return { lines: checked, positions, errorCount: checked.filter((line) => line.messageId !== null).length };
}
