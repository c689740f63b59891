// Cart files for the cart import tests: workbooks made with exceljs, and zips made by hand (broken ones,
// zip bombs) whose every byte the test decides.
import ExcelJS from 'exceljs';
import { zip, type ZipEntry } from '../../../backend/src/shared/testing/zip-writer';

export { zip, type ZipEntry };

export type Cell = string | number | boolean | null;

/** An .xlsx with one sheet holding these rows (row 1 first). */
export async function workbook(rows: Cell[][], sheetName = 'Cart'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The rows of an .xlsx's first sheet as plain values (row 1 first, empty cells null). */
export async function sheetRows(file: Buffer): Promise<{ name: string; rows: Cell[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  const ws = wb.worksheets[0];
  const rows: Cell[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= ws.columnCount; c++) cells.push((row.getCell(c).value as Cell) ?? null);
    rows[n - 1] = cells;
  });
  return { name: ws.name, rows };
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>';

/** A zip with the parts a workbook has, plus `extra` entries (the bombs put their payload there). */
export function workbookShapedZip(extra: ZipEntry[], workbookXml = '<workbook/>'): Buffer {
  return zip([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'xl/workbook.xml', data: workbookXml }, ...extra]);
}
