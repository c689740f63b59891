import { Injectable, Logger } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import type { CartImportCell, CartImportTable } from '@shop/domain/cart-import';
import ExcelJS from 'exceljs';
import { errorForLog } from '../../../../shared/logger';
import { CART_FILE_LIMITS } from '../../domain/cart.errors';
import { CartSpreadsheet, type CartSheet, type CartSpreadsheetError } from '../../domain/ports/cart-spreadsheet.port';
import { checkXlsxZip } from '../../../../shared/spreadsheet/xlsx-zip-guard';

/** Below this much content a high compression ratio is harmless (and small sheets of repeated text have one). */
const RATIO_FLOOR_BYTES = 1024 * 1024;

/** A cell of exceljs as a plain value: formulas by their result, rich text and links by their text, errors as blank. */
function plainCell(value: ExcelJS.CellValue, depth = 0): CartImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (depth > 2 || typeof value !== 'object') return null;
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text ?? '').join('');
  if ('formula' in value || 'sharedFormula' in value) return plainCell((value as { result?: ExcelJS.CellValue }).result as ExcelJS.CellValue, depth + 1);
  if ('hyperlink' in value && 'text' in value) return plainCell(value.text as ExcelJS.CellValue, depth + 1);
  return null;
}

/** Cart files as .xlsx, written and read with exceljs; what is read is looked into first (xlsx-zip-guard). */
@Injectable()
export class ExcelJsCartSpreadsheet extends CartSpreadsheet {
  private readonly logger = new Logger('CartSpreadsheet');

  async read(file: Uint8Array, preferredSheet: string): Promise<Result<CartImportTable, CartSpreadsheetError>> {
    const verdict = checkXlsxZip(file, {
      maxEntries: CART_FILE_LIMITS.maxZipEntries,
      maxUncompressedBytes: CART_FILE_LIMITS.maxUncompressedBytes,
      maxRatio: CART_FILE_LIMITS.maxCompressionRatio,
      ratioFloorBytes: RATIO_FLOOR_BYTES,
    });
    if (verdict === 'notXlsx') return err('cartImportNotXlsxMsg');
    if (verdict !== 'ok') {
      this.logger.warn({ msg: 'cart file refused', reason: verdict, bytes: file.length });
      return err('cartImportMalformedMsg');
    }
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(Buffer.from(file.buffer, file.byteOffset, file.byteLength) as never);
    } catch (e) {
      this.logger.warn({ msg: 'cart file unreadable', ...errorForLog(e), bytes: file.length });
      return err('cartImportMalformedMsg');
    }
    const sheet = workbook.worksheets.find((s) => s.name.toLowerCase() === preferredSheet.toLowerCase()) ?? workbook.worksheets[0];
    const table: Array<CartImportCell[] | undefined> = [];
    sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: CartImportCell[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = plainCell(cell.value);
      });
      table[rowNumber - 1] = cells;
    });
    return ok(table);
  }

  async write(sheet: CartSheet): Promise<Uint8Array> {
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Shop';
    workbook.created = new Date();
    if (sheet.title) workbook.title = sheet.title;
    const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.header.map((name) => ({
      header: name,
      key: name,
      width: Math.max(12, name.length + 2),
      ...(sheet.textColumns?.includes(name) ? { style: { numFmt: '@' } } : {}),
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow([...row].map((cell) => (cell === undefined ? null : cell)));
    for (const column of ws.columns) {
      let widest = column.width ?? 12;
      column.eachCell?.({ includeEmpty: false }, (cell) => {
        widest = Math.max(widest, Math.min(60, String(cell.value ?? '').length + 2));
      });
      column.width = widest;
    }
    return (await workbook.xlsx.writeBuffer()) as unknown as Buffer;
  }
}
