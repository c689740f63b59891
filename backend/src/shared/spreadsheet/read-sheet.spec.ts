import ExcelJS from 'exceljs';
import { readSheet } from './read-sheet';

// The reading a worker thread does: the zip guard first, then one sheet within the row budget.

const ZIP = { maxEntries: 1000, maxUncompressedBytes: 20 * 1024 * 1024, maxRatio: 100, ratioFloorBytes: 1024 * 1024 };

async function workbook(sheets: Record<string, Array<Array<string | number | null>>>): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('readSheet', () => {
  it('reads the named sheet (any case) as plain cells, blank rows left out', async () => {
    const file = await workbook({ Other: [['x']], CART: [['quantity', 'articleId'], [null, '  '], [2, 'KU-1'], [{ formula: '1+1', result: 2 } as never, 'KU-2']] });
    const read = await readSheet({ file, preferredSheet: 'Cart', zip: ZIP, maxRows: 100 });
    expect(read).toEqual({ ok: true, table: [['quantity', 'articleId'], undefined, [2, 'KU-1'], [2, 'KU-2']] });
  });

  it('hands on no more than the row budget of non-blank rows', async () => {
    const rows = [['quantity', 'articleId'], ...Array.from({ length: 50 }, (_, i) => [i + 1, `KU-${i}`])];
    const read = await readSheet({ file: await workbook({ Cart: rows }), preferredSheet: 'Cart', zip: ZIP, maxRows: 12 });
    expect(read.ok && read.table.filter(Boolean)).toHaveLength(12);
  });

  it('refuses what is no workbook, and a zip over the inflated budget, before exceljs reads it', async () => {
    expect(await readSheet({ file: new TextEncoder().encode('quantity;articleId\n1;KU-1'), preferredSheet: 'Cart', zip: ZIP, maxRows: 10 })).toEqual({ ok: false, reason: 'notXlsx' });
    const file = await workbook({ Cart: [['quantity', 'articleId'], ...Array.from({ length: 200 }, () => [1, 'x'.repeat(200)])] });
    expect(await readSheet({ file, preferredSheet: 'Cart', zip: { ...ZIP, maxUncompressedBytes: 2000 }, maxRows: 10 })).toEqual({ ok: false, reason: 'bomb' });
  });
});
