import type ExcelJS from 'exceljs';
import { exceljs } from '../libraries';
import { checkXlsxZip, type ZipGuardLimits } from './xlsx-zip-guard';

/** A cell as a plain value (text, number, flag or blank). */
export type SheetCell = string | number | boolean | null;

/** What to read: one sheet of an uploaded workbook, within budgets. */
export interface SheetReadRequest {
  readonly file: Uint8Array;
  /** The sheet read: the one with this name (any case), else the first. */
  readonly preferredSheet: string;
  readonly zip: ZipGuardLimits;
  /**
   * Row budget: at most this many non-blank rows are handed on (a blank row has no cell with a value); the
   * caller sees more than it allows and refuses the file without being handed the rest.
   */
  readonly maxRows: number;
}

export type SheetReadFailure = 'notXlsx' | 'bomb' | 'malformed' | 'unreadable';

/** `table[i]` is spreadsheet row i + 1 (blank rows are missing); cells by column, 0 = A. */
export type SheetRead = { readonly ok: true; readonly table: Array<SheetCell[] | undefined> } | { readonly ok: false; readonly reason: SheetReadFailure };

/** A cell of exceljs as a plain value: formulas by their result, rich text and links by their text, errors as blank. */
export function plainCell(value: ExcelJS.CellValue): SheetCell {
  return plainCellValue(value, (date) => date.toISOString());
}

/** {@link plainCell} with dates as the caller wants them (an invalid date is blank). */
export function plainCellValue<D>(value: ExcelJS.CellValue, date: (valid: Date) => D, depth = 0): SheetCell | D {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : date(value);
  if (depth > 2 || typeof value !== 'object') return null;
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text ?? '').join('');
  if ('formula' in value || 'sharedFormula' in value) return plainCellValue((value as { result?: ExcelJS.CellValue }).result as ExcelJS.CellValue, date, depth + 1);
  if ('hyperlink' in value && 'text' in value) return plainCellValue(value.text as ExcelJS.CellValue, date, depth + 1);
  return null;
}

const hasValue = (cell: SheetCell): boolean => cell !== null && (typeof cell !== 'string' || cell.trim() !== '');

/**
 * Reads one sheet of an uploaded .xlsx: looked into first (xlsx-zip-guard: a zip that holds a workbook, intact,
 * small once inflated), then read with exceljs, row by row up to the row budget. CPU-heavy: the shop runs it in
 * a worker thread (sheet-reader.worker.ts), never on the event loop.
 */
export async function readSheet(request: SheetReadRequest): Promise<SheetRead> {
  const verdict = checkXlsxZip(request.file, request.zip);
  if (verdict !== 'ok') return { ok: false, reason: verdict };
  const workbook = new (exceljs().Workbook)();
  try {
    await workbook.xlsx.load(Buffer.from(request.file.buffer, request.file.byteOffset, request.file.byteLength) as never);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const sheet = workbook.worksheets.find((s) => s.name.toLowerCase() === request.preferredSheet.toLowerCase()) ?? workbook.worksheets[0];
  const table: Array<SheetCell[] | undefined> = [];
  let rows = 0;
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rows >= request.maxRows) return;
    const cells: SheetCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = plainCell(cell.value);
    });
    if (!cells.some(hasValue)) return;
    rows += 1;
    table[rowNumber - 1] = cells;
  });
  return { ok: true, table };
}
