import { HttpStatus, Injectable, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { ApiError } from '../../../../shared/api-error';
import { AuditLog } from '../../../../shared/admin/audit-log';
import { PriceRuleAdmin } from '../../../pricing';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { FileStorage } from '../../../../shared/storage/file-storage.port';
import { headerOf, type EntityTypeDefinition, type FileFormat, type ImportMode, type RowValues } from '../domain/entity-types';
import { entityType } from './exchange-types';
import { kindOf, readCell, writeCell, type ColumnInfo } from '../domain/values';
import { checkUpload, readTable, writeXlsx, IMPORT_FILE_LIMITS, type FileTable } from '../infrastructure/file-codec';
import { returnedRows } from '../../../../shared/persistence/returned-rows';

export interface RejectedRow {
  /** The row number in the file (xlsx: the sheet's row, the header being 1; JSON: the element, from 1); null for the file. */
  row: number | null;
  column: string | null;
  messageId: string;
}

export interface RowDiff {
  row: number | null;
  action: 'insert' | 'update' | 'delete';
  key: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface ImportReport {
  type: string;
  mode: ImportMode;
  format: FileFormat;
  dryRun: boolean;
  fileName: string;
  /** True when the changes were committed; false for a dry run and for a file with rejected rows (nothing changed). */
  applied: boolean;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  rejectedCount: number;
  /** The first MAX_REJECTED rejected rows. */
  rejected: RejectedRow[];
  /** The first MAX_DIFFS changes, with the changed columns before and after. */
  diffs: RowDiff[];
}

export interface UploadInfo {
  uploadId: string;
  fileName: string;
  format: FileFormat;
  bytes: number;
}

const MAX_REJECTED = 500;
const MAX_DIFFS = 20;
const BATCH = 2000;
const UPLOAD_TTL_MS = 24 * 3600 * 1000;
const UPLOAD_ID = /^[0-9a-f-]{36}$/;
/** The storage area of kept uploads. */
const UPLOADS = 'import-uploads';

class Rollback extends Error {}


const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A JSON object of some columns of an alias, in chunks (jsonb_build_object takes at most 100 arguments). */
function jsonOf(alias: string, columns: readonly string[]): string {
  if (columns.length === 0) return `'{}'::jsonb`;
  const chunks: string[] = [];
  for (let i = 0; i < columns.length; i += 40) {
    chunks.push(`jsonb_build_object(${columns.slice(i, i + 40).map((c) => `'${c}', ${alias}.${q(c)}`).join(', ')})`);
  }
  return chunks.join(' || ');
}

/**
 * Import and export of the spec's entity types (ADR 0027). A data-level design: an import is one operation
 * on one table, validated per row with the owning module's rules (its declared entity type, ADR 0037) and the column
 * types the database declares, and applied in one transaction — all rows or none. A dry run is the same
 * work rolled back, so it reports exactly what the import would do, constraint checks included.
 */
@Injectable()
export class DataExchangeService {
  private readonly columnCache = new Map<string, ColumnInfo[]>();

  constructor(
    private readonly db: DataSource,
    private readonly tx: TransactionContext,
    private readonly audit: AuditLog,
    private readonly config: ShopConfig,
    private readonly files: FileStorage,
    @Optional() private readonly priceRules?: PriceRuleAdmin,
  ) {}

  definition(type: unknown): EntityTypeDefinition {
    const def = entityType(type);
    if (!def) throw new ApiError('adImportUnknownType', 'No such entity type.', HttpStatus.BAD_REQUEST);
    return def;
  }

  /** The table's columns the type covers (excluded ones left out), from the database's catalogue. */
  async columns(def: EntityTypeDefinition): Promise<ColumnInfo[]> {
    const cached = this.columnCache.get(def.type);
    if (cached) return cached;
    const rows = (await this.db.query(
      `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_sql
         FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
      [def.table],
    )) as Array<{ name: string; type: string; not_null: boolean; default_sql: string | null }>;
    const columns = rows
      .filter((r) => !def.excluded?.includes(r.name))
      .map((r) => ({ name: r.name, sqlType: r.type, notNull: r.not_null, defaultSql: r.default_sql, kind: kindOf(r.type, def.money?.includes(r.name) ?? false) }));
    this.columnCache.set(def.type, columns);
    return columns;
  }

  /** Read-only on import: the type's own list, and every updated_at (the shop keeps it). */
  readOnly(def: EntityTypeDefinition, column: string): boolean {
    return column === 'updated_at' || (def.readOnly?.includes(column) ?? false);
  }

  private scope(def: EntityTypeDefinition, alias: string): string {
    return def.scope ? `(${def.scope.replace(/\b([a-z_]+)\s+IS\b/g, `${alias}.$1 IS`)})` : 'true';
  }

  // ---------------------------------------------------------------- export

  /** Every row of the type, as a file: columns in table order, money as amounts, never an excluded column. */
  async export(type: string, format: FileFormat): Promise<{ body: Buffer; fileName: string; contentType: string }> {
    const def = this.definition(type);
    const columns = await this.columns(def);
    const select = columns.map((c) => (c.kind === 'integer' || c.kind === 'decimal' || c.kind === 'money' ? `x.${q(c.name)}::text AS ${q(c.name)}` : `x.${q(c.name)}`)).join(', ');
    const order = def.key.map((k) => `x.${q(k)}`).join(', ');
    const stored = (await this.db.query(`SELECT to_jsonb(s) AS r FROM (SELECT ${select} FROM ${q(def.table)} x WHERE ${this.scope(def, 'x')} ORDER BY ${order}) s`)) as Array<{
      r: Record<string, unknown>;
    }>;
    const rows = def.exportRow ? stored.map(({ r }) => ({ r: def.exportRow!(r) })) : stored;
    const header = columns.map((c) => headerOf(def, c.name));
    const stamp = new Date().toISOString().slice(0, 10);
    if (format === 'json') {
      const list = rows.map(({ r }) => Object.fromEntries(columns.map((c) => [headerOf(def, c.name), writeCell(r[c.name], c.kind, 'json')])));
      return { body: Buffer.from(JSON.stringify({ type: def.type, rows: list }, null, 1)), fileName: `${def.type}-${stamp}.json`, contentType: 'application/json; charset=utf-8' };
    }
    const body = await writeXlsx(
      def.type,
      header,
      rows.map(({ r }) => columns.map((c) => writeCell(r[c.name], c.kind, 'xlsx'))),
    );
    return { body, fileName: `${def.type}-${stamp}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  }

  // ---------------------------------------------------------------- uploads

  /**
   * Keeps an uploaded file for an import job (storage area import-uploads, so the instance that runs the
   * import finds it whichever instance took the upload), after checking its name and content: no path in the
   * name, the extension of its format, an intact workbook of bounded inflated size (zip bomb) or well-formed
   * JSON. The stored file's name is a fresh id, never the client's.
   */
  async keepUpload(fileName: string, data: Buffer): Promise<UploadInfo> {
    if (!fileName || fileName.length > 200 || /[/\\\u0000-\u001f]/.test(fileName) || fileName.includes('..') || fileName.startsWith('.')) {
      throw new ApiError('adImportBadFileName', 'The file name is not allowed.', HttpStatus.BAD_REQUEST);
    }
    const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
    if (extension !== 'xlsx' && extension !== 'json') throw new ApiError('adImportBadFileType', 'Only .xlsx and .json files are imported.', HttpStatus.BAD_REQUEST);
    const format: FileFormat = extension;
    const problem = checkUpload(data, format);
    if (problem) throw new ApiError(problem, 'The file cannot be imported.', HttpStatus.BAD_REQUEST);
    await this.removeOldUploads();
    const uploadId = randomUUID();
    await this.files.put(UPLOADS, `${uploadId}.${format}`, data);
    const info: UploadInfo = { uploadId, fileName, format, bytes: data.length };
    await this.files.put(UPLOADS, `${uploadId}.meta.json`, Buffer.from(JSON.stringify(info)), 'application/json');
    return info;
  }

  async upload(uploadId: unknown): Promise<UploadInfo> {
    if (typeof uploadId !== 'string' || !UPLOAD_ID.test(uploadId)) throw new ApiError('adImportUploadUnknown', 'No such upload.', HttpStatus.BAD_REQUEST);
    const meta = await this.files.read(UPLOADS, `${uploadId}.meta.json`);
    if (meta === null) throw new ApiError('adImportUploadUnknown', 'No such upload.', HttpStatus.BAD_REQUEST);
    return JSON.parse(meta.toString('utf8')) as UploadInfo;
  }

  async dropUpload(uploadId: string): Promise<void> {
    if (!UPLOAD_ID.test(uploadId)) return;
    await Promise.all(['xlsx', 'json', 'meta.json'].map((suffix) => this.files.delete(UPLOADS, `${uploadId}.${suffix}`)));
  }

  private async removeOldUploads(): Promise<void> {
    const now = Date.now();
    for (const file of await this.files.list(UPLOADS)) {
      if (now - file.modifiedAt.getTime() > UPLOAD_TTL_MS) await this.files.delete(UPLOADS, file.key);
    }
  }

  // ---------------------------------------------------------------- import

  async import(
    params: { uploadId: string; type: string; mode: ImportMode; dryRun: boolean },
    context: { adminId: number | null; progress: (done: number, total: number) => Promise<void>; signal: AbortSignal },
  ): Promise<ImportReport> {
    const def = this.definition(params.type);
    const upload = await this.upload(params.uploadId);
    const report: ImportReport = {
      type: def.type,
      mode: params.mode,
      format: upload.format,
      dryRun: params.dryRun,
      fileName: upload.fileName,
      applied: false,
      rows: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      rejectedCount: 0,
      rejected: [],
      diffs: [],
    };
    const reject = (row: number | null, column: string | null, messageId: string) => {
      report.rejectedCount += 1;
      if (report.rejected.length < MAX_REJECTED) report.rejected.push({ row, column, messageId });
    };
    let table: FileTable;
    try {
      const data = await this.files.read(UPLOADS, `${upload.uploadId}.${upload.format}`);
      if (data === null) throw new Error('adImportUploadUnknown');
      table = await readTable(data, upload.format);
    } catch (e) {
      const id = e instanceof Error && /^adImport[A-Za-z]+$/.test(e.message) ? e.message : 'adImportMalformed';
      reject(null, null, id);
      return report;
    }
    report.rows = table.rows.length;
    const all = await this.columns(def);
    const byHeader = new Map(all.map((c) => [headerOf(def, c.name), c]));
    const importable = all.filter((c) => !this.readOnly(def, c.name));
    const headerRow = upload.format === 'xlsx' ? 1 : null;
    for (const name of table.header) {
      if (!byHeader.has(name)) reject(headerRow, name, 'adImportUnknownColumn');
    }
    const keyColumns = def.key.map((k) => all.find((c) => c.name === k)!);
    const serialKey = keyColumns.length === 1 && (keyColumns[0].defaultSql ?? '').startsWith('nextval(');
    const inserting = params.mode === 'add' || params.mode === 'replace' || params.mode === 'replaceAll';
    const inHeader = new Set(table.header);
    for (const key of keyColumns) {
      if (!inHeader.has(headerOf(def, key.name)) && !(serialKey && inserting)) reject(headerRow, key.name, 'adImportColumnMissing');
    }
    if (inserting) {
      for (const c of importable) {
        if (c.notNull && c.defaultSql === null && !def.insertValues?.[c.name] && !inHeader.has(headerOf(def, c.name))) reject(headerRow, headerOf(def, c.name), 'adImportColumnMissing');
      }
    }
    if (report.rejectedCount > 0) return report;

    const present = (params.mode === 'delete' ? keyColumns : importable).filter((c) => inHeader.has(headerOf(def, c.name)));
    // Parse and check each row.
    type Parsed = { rowNumber: number; values: RowValues; keyed: boolean; keyText: string };
    const parsed: Parsed[] = [];
    const seen = new Set<string>();
    for (const { rowNumber, values: raw } of table.rows) {
      const values: RowValues = {};
      let bad = false;
      for (const c of present) {
        const cell = readCell(raw[headerOf(def, c.name)], c.kind, upload.format);
        if (!cell.ok) {
          reject(rowNumber, headerOf(def, c.name), cell.messageId);
          bad = true;
          continue;
        }
        const isKey = def.key.includes(c.name);
        if (cell.value === null && c.notNull && c.defaultSql === null && params.mode !== 'delete' && !isKey) {
          reject(rowNumber, headerOf(def, c.name), 'adImportValueRequired');
          bad = true;
          continue;
        }
        values[c.name] = cell.value;
      }
      const keyed = def.key.every((k) => values[k] !== null && values[k] !== undefined);
      if (!keyed && !(serialKey && inserting && (values[def.key[0]] === null || values[def.key[0]] === undefined))) {
        reject(rowNumber, def.key.find((k) => values[k] == null) ?? def.key[0], 'adImportKeyMissing');
        bad = true;
      }
      if (!bad && params.mode !== 'delete' && def.validate) {
        for (const problem of def.validate(values)) {
          reject(rowNumber, headerOf(def, problem.column), problem.messageId);
          bad = true;
        }
      }
      const keyText = keyed ? JSON.stringify(def.key.map((k) => String(values[k]))) : '';
      if (keyed && seen.has(keyText)) {
        reject(rowNumber, def.key[0], 'adImportDuplicateKey');
        bad = true;
      }
      if (keyed) seen.add(keyText);
      if (!bad) parsed.push({ rowNumber, values, keyed, keyText });
    }

    const recordset = (columns: ColumnInfo[]) => `jsonb_to_recordset($1::jsonb) AS t(_row int, ${columns.map((c) => `${q(c.name)} ${c.sqlType}`).join(', ')})`;
    const keyMatch = (a: string, b: string) => def.key.map((k) => `${a}.${q(k)} = ${b}.${q(k)}`).join(' AND ');
    const payload = (rows: Parsed[], columns: ColumnInfo[]) =>
      JSON.stringify(rows.map((r) => Object.fromEntries([['_row', r.rowNumber], ...columns.map((c) => [c.name, r.values[c.name] ?? null])])));
    const keyOf = (values: Record<string, unknown>) => Object.fromEntries(def.key.map((k) => [k, values[k]]));
    const total = parsed.length;
    await context.progress(0, total);
    // On the embedded database the transaction holds its one connection: progress is written around it, not in it.
    const progress = this.config.embedded ? async () => undefined : context.progress;

    try {
      await this.tx.run(async () => {
        const m = this.tx.manager();
        // Which keys exist (and belong to the type's scope).
        const existing = new Set<number>();
        const keyedRows = parsed.filter((r) => r.keyed);
        for (let i = 0; i < keyedRows.length; i += BATCH * 5) {
          const batch = keyedRows.slice(i, i + BATCH * 5);
          const found = (await m.query(
            `SELECT t._row AS row, ${this.scope(def, 'x')} AS in_scope FROM ${recordset(keyColumns)} JOIN ${q(def.table)} x ON ${keyMatch('x', 't')}`,
            [payload(batch, keyColumns)],
          )) as Array<{ row: number; in_scope: boolean }>;
          for (const f of found) {
            if (!f.in_scope) reject(f.row, def.key[0], 'adImportKeyOutOfScope');
            else existing.add(f.row);
          }
        }
        const outOfScope = new Set(report.rejected.filter((r) => r.messageId === 'adImportKeyOutOfScope').map((r) => r.row));
        let good = parsed.filter((r) => !outOfScope.has(r.rowNumber));
        good = good.filter((r) => {
          const exists = existing.has(r.rowNumber);
          if (params.mode === 'add' && exists) return reject(r.rowNumber, def.key[0], 'adImportKeyExists'), false;
          if ((params.mode === 'update' || params.mode === 'delete') && !exists) return reject(r.rowNumber, def.key[0], 'adImportKeyUnknown'), false;
          return true;
        });
        // The type's own turn on each row, with the row stored under its key (the configuration keeps its secrets).
        if (def.importRow && params.mode !== 'delete') {
          const storedRows = new Map<number, RowValues>();
          const known = good.filter((r) => existing.has(r.rowNumber));
          for (let i = 0; i < known.length; i += BATCH * 5) {
            const found = (await m.query(`SELECT t._row AS row, to_jsonb(x) AS o FROM ${recordset(keyColumns)} JOIN ${q(def.table)} x ON ${keyMatch('x', 't')}`, [
              payload(known.slice(i, i + BATCH * 5), keyColumns),
            ])) as Array<{ row: number; o: RowValues }>;
            for (const f of found) storedRows.set(f.row, f.o);
          }
          good = good.map((r) => ({ ...r, values: def.importRow!(r.values, storedRows.get(r.rowNumber) ?? null) }));
        }
        // References to other tables (a product's type, an order's customer).
        if (params.mode !== 'delete') {
          for (const [column, ref] of Object.entries(def.references ?? {})) {
            const c = present.find((p) => p.name === column);
            // A reference names the owner's own table, or another entity type (whose owner declared its table).
            const refTable = 'table' in ref ? ref.table : this.definition(ref.type).table;
            if (!c || refTable === def.table) continue;
            const missing = new Set<number>();
            for (let i = 0; i < good.length; i += BATCH * 5) {
              const rows = (await m.query(
                `SELECT t._row AS row FROM ${recordset([c])} WHERE t.${q(column)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${q(refTable)} r WHERE r.${q(ref.column)} = t.${q(column)})`,
                [payload(good.slice(i, i + BATCH * 5), [c])],
              )) as Array<{ row: number }>;
              for (const r of rows) {
                missing.add(r.row);
                reject(r.row, headerOf(def, column), 'adImportUnknownReference');
              }
            }
            good = good.filter((r) => !missing.has(r.rowNumber));
          }
        }
        const wantDiffs = () => report.diffs.length < MAX_DIFFS;
        // A diff shows what a file may show: the type's export turn applies (no secret of the configuration).
        const shown = (key: Record<string, unknown>, values: Record<string, unknown> | null): Record<string, unknown> | null => {
          if (!values || !def.exportRow) return values;
          const masked = def.exportRow({ ...key, ...values });
          return Object.fromEntries(Object.keys(values).map((k) => [k, masked[k]]));
        };
        const addDiff = (d: RowDiff) => {
          if (report.diffs.length < MAX_DIFFS) report.diffs.push({ ...d, before: shown(d.key, d.before), after: shown(d.key, d.after) });
        };
        const deleteRows = async (sql: string, args: unknown[]) => {
          const rows = returnedRows<{ k: Record<string, unknown>; o: Record<string, unknown> | null }>(await m.query(sql, args));
          report.deleted += rows.length;
          for (const r of rows) {
            const before = r.o ? Object.fromEntries(all.map((c) => [headerOf(def, c.name), writeCell(r.o![c.name], c.kind, 'json')])) : null;
            addDiff({ row: null, action: 'delete', key: r.k, before, after: null });
          }
        };
        const exportColumns = all.map((c) => c.name);

        if (params.mode === 'delete') {
          for (let i = 0; i < good.length; i += BATCH) {
            if (context.signal.aborted) throw new ApiError('jobCanceled', 'Stopped by an administrator.');
            await deleteRows(
              `DELETE FROM ${q(def.table)} x USING ${recordset(keyColumns)} WHERE ${keyMatch('x', 't')} RETURNING ${jsonOf('x', def.key)} AS k, CASE WHEN $2 THEN ${jsonOf('x', exportColumns)} END AS o`,
              [payload(good.slice(i, i + BATCH), keyColumns), wantDiffs()],
            );
            await progress(Math.min(total, i + BATCH), total);
          }
        } else {
          if (params.mode === 'replaceAll') {
            // The file becomes the full set: every row of the type whose key the file does not name goes first.
            const keep = good.filter((r) => r.keyed);
            await deleteRows(
              `DELETE FROM ${q(def.table)} x WHERE ${this.scope(def, 'x')} AND NOT EXISTS (SELECT 1 FROM ${recordset(keyColumns)} WHERE ${keyMatch('x', 't')})
               RETURNING ${jsonOf('x', def.key)} AS k, CASE WHEN $2 THEN ${jsonOf('x', exportColumns)} END AS o`,
              [payload(keep, keyColumns), true],
            );
          }
          const setColumns = (params.mode === 'update' ? present : importable).filter((c) => !def.key.includes(c.name));
          const expr = (c: ColumnInfo) => {
            if (!present.includes(c)) return c.defaultSql ?? 'NULL';
            return c.notNull && c.defaultSql !== null ? `COALESCE(t.${q(c.name)}, ${c.defaultSql})` : `t.${q(c.name)}`;
          };
          const updates = good.filter((r) => existing.has(r.rowNumber));
          const inserts = good.filter((r) => !existing.has(r.rowNumber));
          let done = 0;
          if (setColumns.length > 0) {
            const changedCols = setColumns.map((c) => c.name);
            for (let i = 0; i < updates.length; i += BATCH) {
              if (context.signal.aborted) throw new ApiError('jobCanceled', 'Stopped by an administrator.');
              const batch = updates.slice(i, i + BATCH);
              const rows = returnedRows<{ row: number; o: Record<string, unknown> | null; n: Record<string, unknown> | null }>(await m.query(
                `UPDATE ${q(def.table)} x SET ${setColumns.map((c) => `${q(c.name)} = ${expr(c)}`).join(', ')}
                   FROM ${recordset([...keyColumns.filter((k) => !present.includes(k)), ...present])}, ${q(def.table)} o
                  WHERE ${keyMatch('x', 't')} AND ${keyMatch('o', 't')}
                    AND (${setColumns.map((c) => `x.${q(c.name)}`).join(', ')}, true) IS DISTINCT FROM (${setColumns.map(expr).join(', ')}, true)
                  RETURNING t._row AS row, CASE WHEN $2 THEN ${jsonOf('o', changedCols)} END AS o, CASE WHEN $2 THEN ${jsonOf('x', changedCols)} END AS n`,
                [payload(batch, [...keyColumns.filter((k) => !present.includes(k)), ...present]), wantDiffs()],
              ));
              report.updated += rows.length;
              report.unchanged += batch.length - rows.length;
              for (const r of rows.sort((a, b) => a.row - b.row)) {
                if (!wantDiffs() || !r.o || !r.n) break;
                const before: Record<string, unknown> = {};
                const after: Record<string, unknown> = {};
                for (const c of setColumns) {
                  if (JSON.stringify(r.o[c.name]) !== JSON.stringify(r.n[c.name])) {
                    before[headerOf(def, c.name)] = writeCell(r.o[c.name], c.kind, 'json');
                    after[headerOf(def, c.name)] = writeCell(r.n[c.name], c.kind, 'json');
                  }
                }
                const key = keyOf(batch.find((b) => b.rowNumber === r.row)!.values);
                addDiff({ row: r.row, action: 'update', key, before, after });
              }
              done += batch.length;
              await progress(done, total);
            }
          } else {
            report.unchanged += updates.length;
          }
          const constants = Object.entries(def.insertValues ?? {});
          const insertColumns = present.filter((c) => !(serialKey && def.key.includes(c.name)));
          const idColumn = serialKey && present.includes(keyColumns[0]) ? keyColumns[0] : null;
          for (let i = 0; i < inserts.length; i += BATCH) {
            if (context.signal.aborted) throw new ApiError('jobCanceled', 'Stopped by an administrator.');
            const batch = inserts.slice(i, i + BATCH);
            const names = [...(idColumn ? [idColumn.name] : []), ...insertColumns.map((c) => c.name), ...constants.map(([n]) => n)];
            const values = [...(idColumn ? [`COALESCE(t.${q(idColumn.name)}, ${idColumn.defaultSql})`] : []), ...insertColumns.map(expr), ...constants.map(([, v]) => v)];
            await m.query(`INSERT INTO ${q(def.table)} (${names.map(q).join(', ')}) SELECT ${values.join(', ')} FROM ${recordset(present)} ORDER BY t._row`, [
              payload(batch, present),
            ]);
            report.inserted += batch.length;
            for (const r of batch) {
              if (!wantDiffs()) break;
              addDiff({
                row: r.rowNumber,
                action: 'insert',
                key: keyOf(r.values),
                before: null,
                after: Object.fromEntries(present.map((c) => [headerOf(def, c.name), writeCell(r.values[c.name] ?? null, c.kind, 'json')])),
              });
            }
            done += batch.length;
            await progress(done, total);
          }
          if (serialKey && inserts.length > 0) {
            const k = keyColumns[0].name;
            await m.query(`SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT max(${q(k)}) FROM ${q(def.table)}), 1))`, [def.table, k]);
          }
        }
        if (def.checkWritten === 'priceRules' && params.mode !== 'delete') await this.checkWrittenPriceRules(def, m, good, reject);
        if (report.rejectedCount > 0 || params.dryRun) throw new Rollback();
        if (context.adminId !== null) {
          await this.audit.record({
            adminId: context.adminId,
            action: `import.${def.type}`,
            entity: def.type,
            before: null,
            after: { mode: params.mode, fileName: upload.fileName, inserted: report.inserted, updated: report.updated, deleted: report.deleted },
          });
        }
      });
      report.applied = true;
      await context.progress(total, total);
    } catch (e) {
      if (!(e instanceof Rollback)) {
        if (e instanceof ApiError) throw e;
        const driver = (e as { driverError?: { code?: string; constraint?: string; column?: string } }).driverError ?? (e as { code?: string; constraint?: string; column?: string });
        const code = String(driver?.code ?? '');
        const messageId =
          code === '23505' ? 'adImportDuplicateValue' : code === '23503' ? 'adImportUnknownReference' : code === '23514' ? 'adImportCheckFailed' : code === '23502' ? 'adImportValueRequired' : code.startsWith('22') ? 'adImportBadValue' : null;
        if (!messageId) throw e;
        reject(null, driver?.column ?? driver?.constraint ?? null, messageId);
      }
    }
    if (!report.applied) {
      // Nothing was changed: counts say what the rows would do (a dry run), the rejected rows why nothing was done.
    }
    return report;
  }

  /**
   * The price rules this import wrote, as stored, checked by the pricing module's rule set (the admin API's:
   * percentage range, net price above 0, a known target and customer pricing group, no price 0 or less); a
   * refused rule is named by its file row (when the file gave its id) and column, and the import is rolled back.
   * The rows written are those of this transaction (xmin is its id).
   */
  private async checkWrittenPriceRules(
    def: EntityTypeDefinition,
    m: { query(sql: string, params?: unknown[]): Promise<unknown> },
    rows: ReadonlyArray<{ rowNumber: number; values: RowValues }>,
    reject: (row: number | null, column: string | null, messageId: string) => void,
  ): Promise<void> {
    if (!this.priceRules) return;
    const written = returnedRows<{ id: string }>(
      await m.query(`SELECT x.id::text AS id FROM ${q(def.table)} x WHERE ${this.scope(def, 'x')} AND x.xmin::text::bigint = txid_current() % 4294967296 ORDER BY x.id`),
    );
    const refused = await this.priceRules.checkStored(written.map((r) => Number(r.id)));
    const rowOfId = new Map(rows.filter((r) => r.values.id !== null && r.values.id !== undefined).map((r) => [String(r.values.id), r.rowNumber]));
    for (const [id, fields] of refused) {
      for (const [field, messageId] of Object.entries(fields)) reject(rowOfId.get(String(id)) ?? null, headerOf(def, field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)), messageId);
    }
  }

  static readonly limits = IMPORT_FILE_LIMITS;
}
