import {
  cartImportArticleIds,
  parseCartImport,
  parseImportQuantity,
  readCartImportTable,
  resolveCartImport,
  type CartImportProduct,
  type CartImportTable,
} from './cart-import';
import { DOMAIN_MESSAGE_IDS } from './message-ids';
import type { OrderQuantityInfo } from './order-quantity';

const pieces: OrderQuantityInfo = { min: 0, increment: 1, default: 1, showButtons: true, hasDecimalOrderQuantity: false };
const metres: OrderQuantityInfo = { min: 0.5, max: 100, increment: 0.5, default: 1, showButtons: true, hasDecimalOrderQuantity: true };
const packsOfTen: OrderQuantityInfo = { min: 10, increment: 10, default: 10, showButtons: true, hasDecimalOrderQuantity: false };

/** The catalogue of these examples. */
const products = new Map<string, CartImportProduct>([
  ['KU-100', { isOnlyOnRequest: false, orderQuantity: pieces }],
  ['SL-EPDM-006', { isOnlyOnRequest: false, orderQuantity: metres }],
  ['VS-10', { isOnlyOnRequest: false, orderQuantity: packsOfTen }],
  ['SONDER-1', { isOnlyOnRequest: true, orderQuantity: pieces }],
]);

const HEADER = ['quantity', 'articleId', 'customProductType', 'customConfiguration'];

describe('cart import: quantities in any notation', () => {
  it.each([
    [2, '2'],
    [2.5, '2.5'],
    ['2', '2'],
    ['2.5', '2.5'],
    ['2,5', '2.5'],
    [' 3 ', '3'],
    ['1.234,5', '1234.5'],
    ['1,234.5', '1234.5'],
    ['1 234', '1234'],
    ["1'000", '1000'],
    ['1.000.000', '1000000'],
    ['1,000,000', '1000000'],
    ['1,000', '1'],
    ['-2', '-2'],
    ['2.50', '2.5'],
  ])('%p → %p', (cell, expected) => {
    expect(parseImportQuantity(cell)).toBe(expected);
  });

  it('blank is empty; text, flags and non-finite numbers are no number', () => {
    expect(parseImportQuantity('')).toBe('empty');
    expect(parseImportQuantity(null)).toBe('empty');
    expect(parseImportQuantity(undefined)).toBe('empty');
    for (const bad of ['zwei', '2 Stück', '1e5', '2..5', '0x10', true, Number.NaN, Number.POSITIVE_INFINITY]) expect(parseImportQuantity(bad)).toBeNull();
  });
});

describe('cart import: the file as a whole (step 1)', () => {
  it('needs a header with quantity and articleId, in any order and letter case, below blank rows too', () => {
    const table: CartImportTable = [null, ['', ''], ['Name', 'ARTICLEID', 'Quantity'], ['Kupplung', 'KU-100', 3]];
    const rows = readCartImportTable(table);
    expect(rows).toEqual({ ok: true, value: { entries: [{ row: 4, articleId: 'KU-100', qty: '3' }], skipped: [], processed: 1 } });
  });

  it('refuses a sheet without those columns, an empty one, one without data rows and one with too many', () => {
    expect(readCartImportTable([])).toEqual({ ok: false, error: 'cartImportMissingColumnsMsg' });
    expect(readCartImportTable([['menge', 'artikel'], [1, 'KU-100']])).toEqual({ ok: false, error: 'cartImportMissingColumnsMsg' });
    expect(readCartImportTable([['quantity'], [1]])).toEqual({ ok: false, error: 'cartImportMissingColumnsMsg' });
    expect(readCartImportTable([HEADER, [], [null, '  ']])).toEqual({ ok: false, error: 'cartImportEmptyMsg' });
    const many = [HEADER, ...Array.from({ length: 5001 }, () => [1, 'KU-100'])];
    expect(readCartImportTable(many)).toEqual({ ok: false, error: 'cartImportTooManyRowsMsg' });
    expect(readCartImportTable(many.slice(0, 5001)).ok).toBe(true);
  });

  it('skips each bad row with its row number, column and message id; blank rows are not counted', () => {
    const table: CartImportTable = [
      HEADER,
      [1, ''],
      ['', 'KU-100'],
      ['viele', 'KU-100'],
      null,
      [1, 'KU-100', 'robot'],
      [1, 'KU-100', 'hose', '{"endA":{"id":1}}'],
      [1, 'KU-100', 'hose', 'kein JSON'],
      [1, 'KU-100', '', '{"endA":"K-1"}'],
      [1, 'X'.repeat(100)],
      [1, 'KU-100', 'hose', '{"endA":"K-1","length":2}'],
    ];
    const rows = readCartImportTable(table);
    if (!rows.ok) throw new Error(rows.error);
    expect(rows.value.processed).toBe(9);
    expect(rows.value.skipped).toEqual([
      { row: 2, column: 'articleId', articleId: null, messageId: 'articleIdMissing' },
      { row: 3, column: 'quantity', articleId: 'KU-100', messageId: 'invalidOrderQuantityEmpty' },
      { row: 4, column: 'quantity', articleId: 'KU-100', messageId: 'invalidOrderQuantityNumber' },
      { row: 6, column: 'customProductType', articleId: 'KU-100', messageId: 'customProductInvalid' },
      { row: 7, column: 'customConfiguration', articleId: 'KU-100', messageId: 'customProductInvalid' },
      { row: 8, column: 'customConfiguration', articleId: 'KU-100', messageId: 'customProductInvalid' },
      { row: 9, column: 'customConfiguration', articleId: 'KU-100', messageId: 'customProductInvalid' },
      { row: 10, column: 'articleId', articleId: `${'X'.repeat(64)}…`, messageId: 'productIdUnknown' },
    ]);
    expect(rows.value.entries).toEqual([{ row: 11, articleId: 'KU-100', qty: '1', customProductType: 'hose', customConfiguration: { endA: 'K-1', length: 2 } }]);
  });

  it('reads article numbers written as numbers as text', () => {
    const rows = readCartImportTable([['articleId', 'quantity'], [4711, '2']]);
    expect(rows.ok && rows.value.entries).toEqual([{ row: 2, articleId: '4711', qty: '2' }]);
    expect(rows.ok && cartImportArticleIds(rows.value)).toEqual(['4711']);
  });
});

describe('cart import: the catalogue rules and merging (step 2)', () => {
  it('worked example: a mixed file', () => {
    const table: CartImportTable = [
      HEADER,
      [2, 'KU-100'], //                     row 2: good
      ['2,5', 'SL-EPDM-006'], //            row 3: good (decimal quantity type, German notation)
      [1, 'GIBT-ES-NICHT'], //              row 4: unknown
      [1, 'SONDER-1'], //                   row 5: only on request
      [1.5, 'KU-100'], //                   row 6: pieces are whole numbers
      [5, 'VS-10'], //                      row 7: below the minimum of 10
      [15, 'VS-10'], //                     row 8: not a multiple of 10
      [20, 'VS-10'], //                     row 9: good
      ['3', 'KU-100'], //                   row 10: merges into row 2 → 5
      [1, 'KU-100', 'hose', '{"endA":"K-1"}'], // row 11: configured product, a position of its own
      [1, 'NICHT-DA', 'hose', '{"endA":"K-1"}'], // row 12: configured product that is not available
      [0, 'KU-100'], //                     row 13: not above 0
      [0.5, 'SL-EPDM-006', 'ejector'], //   row 14: a configured product in half a piece: configured products are whole pieces
      [2, 'SL-EPDM-006', 'ejector'], //     row 15: good (two configured pins)
    ];
    // The configurators accept the configured KU-100 and SL-EPDM-006 rows, not NICHT-DA.
    const configuratorsAccept = (entry: { articleId: string }) => entry.articleId !== 'NICHT-DA';
    const result = parseCartImport(table, products, configuratorsAccept);
    expect(result).toEqual({
      ok: true,
      value: {
        positions: [
          { productId: 'KU-100', qty: '5' },
          { productId: 'SL-EPDM-006', qty: '2.5' },
          { productId: 'VS-10', qty: '20' },
          { productId: 'KU-100', qty: '1', customProductType: 'hose', customConfiguration: { endA: 'K-1' } },
          { productId: 'SL-EPDM-006', qty: '2', customProductType: 'ejector' },
        ],
        skipped: [
          { row: 4, column: 'articleId', articleId: 'GIBT-ES-NICHT', messageId: 'productIdUnknown' },
          { row: 5, column: 'articleId', articleId: 'SONDER-1', messageId: 'productOnlyOnRequest' },
          { row: 6, column: 'quantity', articleId: 'KU-100', messageId: 'invalidOrderQuantityInteger' },
          { row: 7, column: 'quantity', articleId: 'VS-10', messageId: 'invalidOrderQuantityMin' },
          { row: 8, column: 'quantity', articleId: 'VS-10', messageId: 'invalidOrderQuantityIncrement' },
          { row: 12, column: 'articleId', articleId: 'NICHT-DA', messageId: 'customProductInvalid' },
          { row: 13, column: 'quantity', articleId: 'KU-100', messageId: 'invalidOrderQuantityMin' },
          { row: 14, column: 'quantity', articleId: 'SL-EPDM-006', messageId: 'invalidOrderQuantityInteger' },
        ],
        processed: 14,
      },
    });
  });

  it('a row whose merged quantity would break the product rules is skipped, the earlier one kept', () => {
    const result = parseCartImport([HEADER, [60, 'SL-EPDM-006'], [50, 'SL-EPDM-006'], [40, 'SL-EPDM-006']], products);
    expect(result.ok && result.value.positions).toEqual([{ productId: 'SL-EPDM-006', qty: '100' }]);
    expect(result.ok && result.value.skipped).toEqual([{ row: 3, column: 'quantity', articleId: 'SL-EPDM-006', messageId: 'invalidOrderQuantityMax' }]);
  });

  it('never makes more than 500 positions, nor a quantity of a billion', () => {
    const many = new Map<string, CartImportProduct>(Array.from({ length: 501 }, (_, i) => [`P-${i}`, { isOnlyOnRequest: false, orderQuantity: pieces }]));
    const result = parseCartImport([HEADER, ...Array.from({ length: 501 }, (_, i) => [1, `P-${i}`]), [1, 'P-0']], many);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.positions).toHaveLength(500);
    expect(result.value.positions[0]).toEqual({ productId: 'P-0', qty: '2' });
    expect(result.value.skipped).toEqual([{ row: 502, column: 'articleId', articleId: 'P-500', messageId: 'cartPositionLimitReached' }]);
    const huge = parseCartImport([HEADER, [999_999_999, 'KU-100'], [1, 'KU-100']], products);
    expect(huge.ok && huge.value.skipped).toEqual([{ row: 3, column: 'quantity', articleId: 'KU-100', messageId: 'invalidOrderQuantityMax' }]);
  });

  it('imports nothing from a file of bad rows, and says why for each', () => {
    const rows = readCartImportTable([HEADER, [1, 'GIBT-ES-NICHT'], ['x', 'KU-100']]);
    if (!rows.ok) throw new Error(rows.error);
    const result = resolveCartImport(rows.value, products);
    expect(result.positions).toEqual([]);
    expect(result.skipped.map((s) => [s.row, s.messageId])).toEqual([
      [2, 'productIdUnknown'],
      [3, 'invalidOrderQuantityNumber'],
    ]);
  });

  it('only answers catalogued message ids', () => {
    const ids = new Set<string>(DOMAIN_MESSAGE_IDS);
    const table: CartImportTable = [HEADER, [1, ''], ['', 'A'], ['x', 'A'], [1, 'A', 'x'], [1, 'NOPE'], [1, 'SONDER-1'], [1, 'NOPE', 'hose'], [1.5, 'KU-100'], [5, 'VS-10'], [15, 'VS-10'], [200, 'SL-EPDM-006']];
    const result = parseCartImport(table, products);
    if (!result.ok) throw new Error(result.error);
    for (const s of result.value.skipped) expect(ids.has(s.messageId)).toBe(true);
    for (const e of ['cartImportMissingColumnsMsg', 'cartImportEmptyMsg', 'cartImportTooManyRowsMsg']) expect(ids.has(e)).toBe(true);
  });
});
