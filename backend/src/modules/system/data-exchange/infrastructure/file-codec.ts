import type ExcelJS from 'exceljs';
import { exceljs } from '../../../../shared/libraries';
import { PassThrough } from 'node:stream';
import type { FileFormat } from '../domain/entity-types';
import { checkXlsxZip, type ZipVerdict } from '../../../../shared/spreadsheet/xlsx-zip-guard';
import { plainCellValue } from '../../../../shared/spreadsheet/read-sheet';

/** Limits of an uploaded import file (ADR 0027). */
export const IMPORT_FILE_LIMITS = {
  maxFileBytes: 64 * 1024 * 1024,
  maxUncompressedBytes: 768 * 1024 * 1024,
  maxRatio: 120,
  ratioFloorBytes: 1024 * 1024,
  maxZipEntries: 2000,
  maxRows: 200_000,
} as const;

/** A file read into rows: the header (column names as written) and each data row with its row number. */
export interface FileTable {
  header: string[];
  rows: Array<{ rowNumber: number; values: Record<string, unknown> }>;
}

export type FileProblem = 'adImportMalformed' | 'adImportZipBomb' | 'adImportNotXlsx' | 'adImportTooManyRows' | 'adImportEmptyFile';

/** Looks at an upload by its content before it is kept: an intact workbook of bounded size, or well-formed JSON. */
export function checkUpload(data: Buffer, format: FileFormat): FileProblem | null {
  if (format === 'json') {
    try {
      const parsed = JSON.parse(data.toString('utf8')) as unknown;
      return Array.isArray(parsed) || (parsed !== null && typeof parsed === 'object' && Array.isArray((parsed as { rows?: unknown }).rows)) ? null : 'adImportMalformed';
    } catch {
      return 'adImportMalformed';
    }
  }
  const verdict: ZipVerdict = checkXlsxZip(data, {
    maxEntries: IMPORT_FILE_LIMITS.maxZipEntries,
    maxUncompressedBytes: IMPORT_FILE_LIMITS.maxUncompressedBytes,
    maxRatio: IMPORT_FILE_LIMITS.maxRatio,
    ratioFloorBytes: IMPORT_FILE_LIMITS.ratioFloorBytes,
  });
  return verdict === 'ok' ? null : verdict === 'bomb' ? 'adImportZipBomb' : verdict === 'notXlsx' ? 'adImportNotXlsx' : 'adImportMalformed';
}

/** A cell as a plain value; dates stay dates (the import's columns read them). */
function plainCell(value: ExcelJS.CellValue): unknown {
  return plainCellValue(value, (date) => date);
}

/** Reads a kept upload (already checked by checkUpload) into rows; throws FileProblem codes as Error messages. */
export async function readTable(data: Buffer, format: FileFormat): Promise<FileTable> {
  if (format === 'json') {
    const parsed = JSON.parse(data.toString('utf8')) as unknown;
    const list = (Array.isArray(parsed) ? parsed : (parsed as { rows: unknown[] }).rows) as unknown[];
    if (list.length > IMPORT_FILE_LIMITS.maxRows) throw new Error('adImportTooManyRows');
    const header: string[] = [];
    const seen = new Set<string>();
    const rows = list.map((item, i) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new Error('adImportMalformed');
      for (const name of Object.keys(item)) {
        if (seen.has(name)) continue;
        seen.add(name);
        header.push(name);
      }
      return { rowNumber: i + 1, values: item as Record<string, unknown> };
    });
    return { header, rows };
  }
  // The whole workbook is loaded (exceljs' streaming reader decodes each chunk on its own and breaks a
  // character whose bytes straddle two chunks; ADR 0027). The file was checked for its inflated size first.
  const workbook = new (exceljs().Workbook)();
  try {
    await workbook.xlsx.load(data as never);
  } catch {
    throw new Error('adImportMalformed');
  }
  const sheet = workbook.worksheets[0];
  let header: string[] | null = null;
  const rows: FileTable['rows'] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = (row.values as ExcelJS.CellValue[]) ?? [];
    if (header === null) {
      header = [];
      for (let c = 1; c < cells.length; c++) header[c - 1] = String(plainCell(cells[c]) ?? '').trim();
      return;
    }
    const values: Record<string, unknown> = {};
    let any = false;
    for (let c = 1; c < cells.length; c++) {
      const name = header[c - 1];
      if (!name) continue;
      const v = plainCell(cells[c]);
      if (v !== null && v !== '') any = true;
      values[name] = v;
    }
    if (!any) return;
    if (rows.length >= IMPORT_FILE_LIMITS.maxRows) throw new Error('adImportTooManyRows');
    rows.push({ rowNumber, values });
  });
  header = header as string[] | null;
  if (header === null) throw new Error('adImportEmptyFile');
  return { header: header.filter((h) => h !== ''), rows };
}

/** Writes rows (already converted by writeCell) as a one-sheet workbook, with the streaming writer. */
export async function writeXlsx(sheetName: string, header: string[], rows: Iterable<unknown[]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new (exceljs().stream.xlsx.WorkbookWriter)({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((name) => ({ header: name, key: name, width: Math.min(40, Math.max(12, name.length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
