import type { OrderQuantityInfo } from './order-quantity';
import {
  QUICK_ORDER_MAX_LINES,
  checkQuickOrderLines,
  parseQuickOrderText,
  quickOrderLookupIds,
  readQuickOrderQuantity,
  splitQuickOrderLine,
  type QuickOrderProduct,
} from './quick-order';

const pieces = (overrides: Partial<OrderQuantityInfo> = {}): OrderQuantityInfo => ({
  min: 0,
  increment: 1,
  default: 1,
  showButtons: true,
  hasDecimalOrderQuantity: false,
  ...overrides,
});

const metres = (overrides: Partial<OrderQuantityInfo> = {}): OrderQuantityInfo =>
  pieces({ hasDecimalOrderQuantity: true, min: 0.5, increment: 0.1, default: 0.5, ...overrides });

function product(id: string, orderQuantity: OrderQuantityInfo = pieces(), isOnlyOnRequest = false): QuickOrderProduct {
  return { id, orderQuantity, isOnlyOnRequest };
}

function catalogue(...products: QuickOrderProduct[]): Map<string, QuickOrderProduct> {
  return new Map(products.map((p) => [p.id, p]));
}

/** [article, quantity] of every line, or the message id of an unreadable one. */
function read(text: string, locale = 'de') {
  return parseQuickOrderText(text, locale).lines.map((l) => (l.messageId ? l.messageId : [l.articleId, l.quantity]));
}

describe('splitQuickOrderLine', () => {
  it('splits on a tab first, then a semicolon, then a comma with a space, then whitespace, then a single comma', () => {
    expect(splitQuickOrderLine('A 1\t2,5')).toEqual(['A 1', '2,5']);
    expect(splitQuickOrderLine('A-1; 2,5')).toEqual(['A-1', '2,5']);
    expect(splitQuickOrderLine('A-1, 2,5')).toEqual(['A-1', '2,5']);
    expect(splitQuickOrderLine('  A-1   2,5  ')).toEqual(['A-1', '2,5']);
    expect(splitQuickOrderLine('A-1,5')).toEqual(['A-1', '5']);
  });

  it('refuses several commas without another separator (the quantity could be 2.5 or 25)', () => {
    expect(splitQuickOrderLine('A-1,2,5')).toBeNull();
  });

  it('removes CSV quotes and the empty cells of trailing spreadsheet columns', () => {
    expect(splitQuickOrderLine('"A-1";"3"')).toEqual(['A-1', '3']);
    expect(splitQuickOrderLine('A-1\t3\t\t')).toEqual(['A-1', '3']);
    expect(splitQuickOrderLine('A-1;;')).toEqual(['A-1']);
  });
});

describe('readQuickOrderQuantity', () => {
  it('reads the locale decimal separator', () => {
    expect(readQuickOrderQuantity('2,5', 'de')).toBe('2.5');
    expect(readQuickOrderQuantity('2.5', 'en')).toBe('2.5');
    expect(readQuickOrderQuantity('3,', 'de')).toBe('3.0');
  });

  it('removes thousand separators that group three digits, also spaces', () => {
    expect(readQuickOrderQuantity('1.000', 'de')).toBe('1000');
    expect(readQuickOrderQuantity('1.234,5', 'de')).toBe('1234.5');
    expect(readQuickOrderQuantity('1,234.5', 'en')).toBe('1234.5');
    expect(readQuickOrderQuantity('12 000', 'de')).toBe('12000');
  });

  it('does not read the other locale\'s decimal as a thousand separator', () => {
    expect(readQuickOrderQuantity('2.5', 'de')).toBeNull();
    expect(readQuickOrderQuantity('2,5', 'en')).toBeNull();
    expect(readQuickOrderQuantity('1 0', 'de')).toBeNull();
  });

  it('refuses what is no number', () => {
    expect(readQuickOrderQuantity('5x', 'de')).toBeNull();
    expect(readQuickOrderQuantity('-', 'de')).toBeNull();
    expect(readQuickOrderQuantity('', 'de')).toBeNull();
  });
});

describe('parseQuickOrderText', () => {
  it('reads spreadsheet cells, CSV and typed lines (worked example, de)', () => {
    const text = ['VS-016-MS\t10', 'SS-020-9-12;2,5', 'FS-008-VA 1.000', 'ZB-PTFE-12', '', 'FI-010-10-VA, 3'].join('\n');
    expect(read(text)).toEqual([
      ['VS-016-MS', '10'],
      ['SS-020-9-12', '2.5'],
      ['FS-008-VA', '1000'],
      ['ZB-PTFE-12', ''],
      ['FI-010-10-VA', '3'],
    ]);
  });

  it('reads the English separators (worked example, en)', () => {
    expect(read('A-1\t1,000\nB-2;2.5\nC-3,4', 'en')).toEqual([
      ['A-1', '1000'],
      ['B-2', '2.5'],
      ['C-3', '4'],
    ]);
  });

  it('keeps line numbers and raw text; blank lines are skipped but counted', () => {
    const { lines } = parseQuickOrderText('\r\nA-1;2\r\n   \r\nB-2\t3', 'de');
    expect(lines.map((l) => [l.lineNumber, l.raw])).toEqual([
      [2, 'A-1;2'],
      [4, 'B-2\t3'],
    ]);
  });

  it('marks lines it cannot read instead of dropping them', () => {
    const { lines } = parseQuickOrderText('A-1;3;extra\n;5\nA-1,2,5\nB-2;2.5\nC-3;viele', 'de');
    expect(lines.map((l) => [l.lineNumber, l.messageId])).toEqual([
      [1, 'quickOrderLineUnreadable'],
      [2, 'quickOrderLineUnreadable'],
      [3, 'quickOrderLineUnreadable'],
      [4, 'quickOrderQuantityUnreadable'],
      [5, 'quickOrderQuantityUnreadable'],
    ]);
    expect(lines[3]).toMatchObject({ articleId: 'B-2', quantityText: '2.5', quantity: '' });
  });

  it('recognises and skips a header line in English or German', () => {
    for (const header of ['articleId;quantity', 'Artikelnummer;Menge', 'Art.-Nr.\tAnzahl', 'Article number, Qty', 'SKU']) {
      const result = parseQuickOrderText(`${header}\nA-1;2`, 'de');
      expect(result.header).toEqual({ lineNumber: 1, raw: header });
      expect(result.lines.map((l) => [l.articleId, l.quantity])).toEqual([['A-1', '2']]);
    }
  });

  it('reads the columns in the order a header names them', () => {
    const result = parseQuickOrderText('quantity;articleId\n2;A-1\nB-2', 'de');
    expect(result.lines.map((l) => [l.articleId, l.quantity])).toEqual([
      ['A-1', '2'],
      ['B-2', ''],
    ]);
  });

  it('takes only the first non-blank line as a header', () => {
    const result = parseQuickOrderText('A-1;2\nArtikelnummer;Menge', 'de');
    expect(result.header).toBeNull();
    expect(result.lines).toHaveLength(2);
  });

  it('keeps article numbers as written (exact match, no case change)', () => {
    expect(read('  vs-016-ms ;1')).toEqual([['vs-016-ms', '1']]);
  });

  it('reports an empty text and more than 500 lines with one message each', () => {
    expect(parseQuickOrderText(' \n\n', 'de')).toEqual({ lines: [], header: null, messageId: 'quickOrderEmpty' });
    expect(parseQuickOrderText('Artikelnummer;Menge\n', 'de').messageId).toBe('quickOrderEmpty');
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `A-${i};1`);
    expect(parseQuickOrderText(['articleId;quantity', ...lines, ''].join('\n'), 'de').lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parseQuickOrderText([...lines, 'A-X;1'].join('\n'), 'de')).toMatchObject({ lines: [], messageId: 'quickOrderTooManyLines' });
  });
});

describe('quickOrderLookupIds', () => {
  it('asks for each readable article once, leaving out numbers too long to exist', () => {
    const { lines } = parseQuickOrderText(`A-1;1\nB-2;x\nA-1;2\n;3\n${'X'.repeat(101)};1`, 'de');
    expect(quickOrderLookupIds(lines)).toEqual(['A-1', 'B-2']);
  });
});

describe('checkQuickOrderLines', () => {
  const check = (text: string, products: Map<string, QuickOrderProduct>, locale = 'de') =>
    checkQuickOrderLines(parseQuickOrderText(text, locale).lines, products);

  it('orders known products with their quantity, or their default when none is written', () => {
    const result = check('A-1;3\nM-1\nM-2;2,5', catalogue(product('A-1'), product('M-1', metres({ default: 1.5 })), product('M-2', metres())));
    expect(result.lines.map((l) => [l.articleId, l.orderQuantity, l.usesDefaultQuantity, l.messageId])).toEqual([
      ['A-1', '3', false, null],
      ['M-1', '1.5', true, null],
      ['M-2', '2.5', false, null],
    ]);
    expect(result.positions.map((p) => [p.product.id, p.quantity, p.lineNumbers])).toEqual([
      ['A-1', '3', [1]],
      ['M-1', '1.5', [2]],
      ['M-2', '2.5', [3]],
    ]);
    expect(result.errorCount).toBe(0);
  });

  it('reports unknown articles, on-request products and invalid quantities per line', () => {
    const products = catalogue(product('A-1', pieces({ min: 10, increment: 5, max: 100 })), product('R-1', pieces(), true));
    const result = check('X-9;1\nR-1;1\nA-1;5\nA-1;7\nA-1;200\nA-1;2,5\nA-1;1.5\n|||', products);
    expect(result.lines.map((l) => [l.lineNumber, l.messageId])).toEqual([
      [1, 'productIdUnknown'],
      [2, 'productOnlyOnRequest'],
      [3, 'invalidOrderQuantityMin'],
      [4, 'invalidOrderQuantityMin'],
      [5, 'invalidOrderQuantityMax'],
      [6, 'invalidOrderQuantityInteger'],
      [7, 'quickOrderQuantityUnreadable'],
      [8, 'productIdUnknown'],
    ]);
    expect(result.positions).toEqual([]);
    expect(result.errorCount).toBe(8);
  });

  it('reports an unreadable line as such, without a product', () => {
    const result = check('A-1;1;1', catalogue(product('A-1')));
    expect(result.lines[0]).toMatchObject({ messageId: 'quickOrderLineUnreadable', product: null, orderQuantity: '' });
  });

  it('merges lines of the same article into one position and says so on each line', () => {
    const result = check('A-1;2\nB-2;1\nA-1\nA-1;x\nA-1;3', catalogue(product('A-1', pieces({ default: 4 })), product('B-2')));
    expect(result.positions.map((p) => [p.product.id, p.quantity, p.lineNumbers])).toEqual([
      ['A-1', '9', [1, 3, 5]],
      ['B-2', '1', [2]],
    ]);
    expect(result.lines.map((l) => [l.lineNumber, l.mergedWith, l.messageId])).toEqual([
      [1, [3, 5], null],
      [2, [], null],
      [3, [1, 5], null],
      [4, [], 'quickOrderQuantityUnreadable'],
      [5, [1, 3], null],
    ]);
  });

  it('adds decimal quantities exactly when merging', () => {
    const result = check('M-1;0,7\nM-1;0,8', catalogue(product('M-1', metres({ min: 0, increment: 0.1 }))));
    expect(result.positions[0].quantity).toBe('1.5');
  });

  it('validates the merged total: above max, none of the lines is added', () => {
    const result = check('A-1;60\nA-1;60', catalogue(product('A-1', pieces({ max: 100 }))));
    expect(result.positions).toEqual([]);
    expect(result.lines.map((l) => [l.messageId, l.mergedWith])).toEqual([
      ['invalidOrderQuantityMax', [2]],
      ['invalidOrderQuantityMax', [1]],
    ]);
  });

  it('matches article numbers exactly', () => {
    const result = check('a-1;1', catalogue(product('A-1')));
    expect(result.lines[0].messageId).toBe('productIdUnknown');
  });
});
