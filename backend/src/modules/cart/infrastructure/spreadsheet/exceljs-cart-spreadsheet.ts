import { Injectable, Logger } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import type { CartImportTable } from '@shop/domain/cart-import';
import { exceljs } from '../../../../shared/libraries';
import { SheetReader } from '../../../../shared/spreadsheet/sheet-reader';
import { CART_FILE_LIMITS } from '../../domain/cart.errors';
import { CartSpreadsheet, type CartSheet, type CartSpreadsheetBusy, type CartSpreadsheetError } from '../../domain/ports/cart-spreadsheet.port';

/** Below this much content a high compression ratio is harmless (and small sheets of repeated text have one). */
const RATIO_FLOOR_BYTES = 1024 * 1024;

/**
 * Cart files as .xlsx, written with exceljs and read by the shop's sheet reader (the zip guard and exceljs in a
 * worker thread, ADR 0034).
 */
@Injectable()
export class ExcelJsCartSpreadsheet extends CartSpreadsheet {
  private readonly logger = new Logger('CartSpreadsheet');

  constructor(private readonly reader: SheetReader) {
    super();
  }

  async read(file: Uint8Array, preferredSheet: string, owner: string, maxRows: number): Promise<Result<CartImportTable, CartSpreadsheetError | CartSpreadsheetBusy>> {
    const outcome = await this.reader.read(owner, {
      file,
      preferredSheet,
      maxRows,
      zip: {
        maxEntries: CART_FILE_LIMITS.maxZipEntries,
        maxUncompressedBytes: CART_FILE_LIMITS.maxUncompressedBytes,
        maxRatio: CART_FILE_LIMITS.maxCompressionRatio,
        ratioFloorBytes: RATIO_FLOOR_BYTES,
      },
    });
    if (outcome.ok) return ok(outcome.table);
    if (outcome.reason === 'busy') return err({ code: 'cartImportBusyMsg', retryAfterMs: outcome.retryAfterMs });
    if (outcome.reason === 'notXlsx') return err('cartImportNotXlsxMsg');
    this.logger.warn({ msg: 'cart file refused', reason: outcome.reason, bytes: file.length });
    return err('cartImportMalformedMsg');
  }

  async write(sheet: CartSheet): Promise<Uint8Array> {
    const workbook = new (exceljs().Workbook)();
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
