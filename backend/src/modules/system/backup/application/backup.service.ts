import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { mkdir, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { MIGRATIONS } from '../../../../database/migrations';
import { ApiError } from '../../../../shared/api-error';
import { AuditLog } from '../../../../shared/admin/audit-log';
import { errorForLog } from '../../../../shared/logger';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { CatalogueReadModel } from '../../../catalogue';
import { ContentQueries, PageSeeder } from '../../../content';
import { PriceRuleBook } from '../../../pricing';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupFileName,
  checkManifest,
  foreignKeyOrder,
  type BackupManifest,
  type ManifestTable,
} from '../domain/backup-manifest';
import { BackupFolder } from '../infrastructure/backup-folder';
import { readTarGz, TarGzWriter, type EntrySink } from '../infrastructure/tar-archive';

export interface BackupInfo {
  name: string;
  size: number;
  createdAt: string;
  reason: string;
  databaseKind: string | null;
  appVersion: string | null;
  tables: number | null;
  rows: number | null;
  files: number | null;
  /** null when the archive's manifest could not be read (no backup of this shop, or damaged). */
  valid: boolean;
}

export interface Progress {
  (done: number, total: number | null, message: string): void;
}

/** Tables a backup never carries: TypeORM's migration list (the schema's version, written by the migrations). */
const NOT_DATA = new Set(['migrations', 'typeorm_metadata']);
const FETCH_ROWS = 2000;
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;
const FRESH_SCHEMA = 'shop_uninstall_fresh';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Writes text with back-pressure and a running sha256. */
class HashedFile {
  private readonly out;
  private readonly hash = createHash('sha256');
  constructor(path: string) {
    this.out = createWriteStream(path, { mode: 0o600 });
  }
  async write(text: string): Promise<void> {
    this.hash.update(text);
    if (!this.out.write(text)) await once(this.out, 'drain');
  }
  async close(): Promise<string> {
    this.out.end();
    await once(this.out, 'close');
    return this.hash.digest('hex');
  }
}

/**
 * Backup, restore and uninstall (ADR 0029). A backup is one tar.gz: manifest.json first, then one NDJSON
 * file per table (row_to_json of every row, read inside ONE repeatable-read, read-only transaction: a
 * consistent snapshot while orders keep coming in), then the shop's files. Logical, so it restores on the
 * embedded database and on PostgreSQL alike. A restore checks the whole archive first, then replaces every
 * row in one transaction (a failure changes nothing), then swaps the files in.
 */
@Injectable()
export class BackupService {
  private readonly logger = new Logger('Backup');

  constructor(
    private readonly db: DataSource,
    private readonly tx: TransactionContext,
    private readonly config: ShopConfig,
    private readonly audit: AuditLog,
    private readonly folder: BackupFolder,
    private readonly pages: PageSeeder,
    private readonly moduleRef: ModuleRef,
  ) {}

  get databaseKind(): 'embedded' | 'postgresql' {
    return this.config.get('databaseUrl') ? 'postgresql' : 'embedded';
  }

  // ---------------------------------------------------------------- list, find, delete, upload

  async list(): Promise<BackupInfo[]> {
    const archives = (await this.folder.archives()).sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
    const out: BackupInfo[] = [];
    for (const info of archives) {
      const name = info.key;
      const manifest = await this.manifestIn(name);
      out.push({
        name,
        size: info.size,
        createdAt: manifest?.createdAt ?? info.modifiedAt.toISOString(),
        reason: /-(manual|uninstall|upload)\.tar\.gz$/.exec(name)![1],
        databaseKind: manifest?.database.kind ?? null,
        appVersion: manifest?.appVersion ?? null,
        tables: manifest ? manifest.tables.length : null,
        rows: manifest ? manifest.tables.reduce((n, t) => n + t.rows, 0) : null,
        files: manifest ? manifest.files.length : null,
        valid: manifest !== null,
      });
    }
    return out;
  }

  /** The backup's size; 404 adBackupUnknown for a name that is no backup here (never a path outside). */
  async find(name: string): Promise<{ name: string; size: number }> {
    const info = await this.folder.archive(name);
    if (!info) throw new ApiError('adBackupUnknown', 'No such backup.', HttpStatus.NOT_FOUND);
    return { name, size: info.size };
  }

  /** The archive as a stream for its download (404 adBackupUnknown). */
  async open(name: string): Promise<{ stream: Readable; size: number }> {
    const { size } = await this.find(name);
    const stream = await this.folder.openArchive(name);
    if (!stream) throw new ApiError('adBackupUnknown', 'No such backup.', HttpStatus.NOT_FOUND);
    return { stream, size };
  }

  async manifestOf(name: string): Promise<BackupManifest> {
    await this.find(name);
    const manifest = await this.manifestIn(name);
    if (!manifest) throw new ApiError('adRestoreNotABackup', 'This file is no backup of this shop.', HttpStatus.UNPROCESSABLE_ENTITY);
    return manifest;
  }

  private async manifestIn(name: string): Promise<BackupManifest | null> {
    const stream = await this.folder.openArchive(name).catch(() => null);
    return stream ? this.readManifest(stream).catch(() => null) : null;
  }

  async remove(name: string, adminId: number): Promise<void> {
    const { size } = await this.find(name);
    await this.audit.record({ adminId, action: 'backup.delete', entity: 'backup', entityId: name, before: { name, size } });
    await this.folder.deleteArchive(name);
  }

  /**
   * Takes an uploaded archive (already written to `tempPath`): only a readable backup manifest of a known
   * format and schema is kept (the full check of every checksum runs at restore).
   */
  async adoptUpload(tempPath: string, adminId: number): Promise<BackupInfo> {
    try {
      const manifest = await this.readManifest(tempPath).catch(() => null);
      const checked = checkManifest(manifest, this.migrationNames());
      if (!checked.ok) throw new ApiError(checked.problem, 'This file is no backup of this shop.', HttpStatus.UNPROCESSABLE_ENTITY);
      const name = backupFileName(new Date(), 'upload');
      const size = await this.folder.storeArchive(tempPath, name);
      await this.audit.record({ adminId, action: 'backup.upload', entity: 'backup', entityId: name, after: { name, size, createdAt: checked.manifest.createdAt, databaseKind: checked.manifest.database.kind } });
      return (await this.list()).find((b) => b.name === name)!;
    } finally {
      await rm(tempPath, { force: true });
    }
  }

  async uploadTempPath(): Promise<string> {
    await this.folder.ensure();
    return join(this.folder.dir, `.upload-${randomUUID()}`);
  }

  /** The manifest, read from the archive's first entry only (cheap: the rest is never decompressed). */
  private async readManifest(path: string | Readable): Promise<BackupManifest | null> {
    let text: Buffer | null = null;
    let first = true;
    await readTarGz(path, async (entry) => {
      if (!first) return 'stop';
      first = false;
      if (entry.name !== 'manifest.json' || entry.type !== 'file' || entry.size > MANIFEST_MAX_BYTES) return 'stop';
      const parts: Buffer[] = [];
      return {
        write: (chunk: Buffer) => void parts.push(Buffer.from(chunk)),
        end: () => {
          text = Buffer.concat(parts);
        },
      };
    }).catch((e: unknown) => {
      if (text === null) throw e;
    });
    if (text === null) return null;
    const parsed = JSON.parse((text as Buffer).toString('utf8')) as BackupManifest;
    return parsed?.format === BACKUP_FORMAT ? parsed : null;
  }

  private migrationNames(): string[] {
    return MIGRATIONS.map((M) => new (M as new () => { name?: string })().name ?? (M as { name: string }).name);
  }

  // ---------------------------------------------------------------- backup

  async createBackup(reason: BackupManifest['reason'], progress: Progress, signal?: AbortSignal): Promise<BackupInfo> {
    await this.folder.ensure();
    const staging = join(this.folder.dir, `.staging-${randomUUID()}`);
    await mkdir(join(staging, 'db'), { recursive: true });
    const name = backupFileName(new Date(), reason);
    const part = join(this.folder.dir, `.${name}.part`);
    try {
      const snapshot = await this.snapshotDatabase(join(staging, 'db'), progress);
      signal?.throwIfAborted();
      progress(snapshot.tables.length, null, 'files');
      const files = await this.folder.snapshotFiles(join(staging, 'files'), (n) => progress(snapshot.tables.length, null, `files ${n}`));
      signal?.throwIfAborted();
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        appVersion: appVersion(),
        createdAt: new Date().toISOString(),
        snapshotAt: snapshot.snapshotAt,
        reason,
        database: { kind: this.databaseKind, serverVersion: snapshot.serverVersion },
        migrations: snapshot.migrations,
        tables: snapshot.tables,
        sequences: snapshot.sequences,
        files,
      };
      const total = manifest.tables.length + files.length;
      const writer = new TarGzWriter(part);
      try {
        await writer.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 1)));
        let done = 0;
        for (const table of manifest.tables) {
          const source = join(staging, table.file);
          await writer.addFile(table.file, source, (await stat(source)).size, new Date());
          progress(++done, total, `archive ${table.name}`);
        }
        for (const file of files) {
          await writer.addFile(`files/${file.path}`, join(staging, 'files', file.path), file.size, new Date());
          progress(++done, total, `archive ${file.path}`);
          signal?.throwIfAborted();
        }
        await writer.finish();
      } catch (e) {
        await writer.abort();
        throw e;
      }
      const size = await this.folder.storeArchive(part, name);
      this.logger.log({ msg: 'backup written', name, size, tables: manifest.tables.length, files: files.length });
      return {
        name,
        size,
        createdAt: manifest.createdAt,
        reason,
        databaseKind: manifest.database.kind,
        appVersion: manifest.appVersion,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
        files: files.length,
        valid: true,
      };
    } finally {
      await rm(staging, { recursive: true, force: true });
      await rm(part, { force: true });
    }
  }

  /**
   * Every table, read in one REPEATABLE READ, READ ONLY transaction (one snapshot for all of them), written
   * as NDJSON. On the embedded database that transaction holds the database for its length (PGlite runs one
   * transaction at a time), so it only reads and writes local files: progress is reported without waiting.
   */
  private async snapshotDatabase(dir: string, progress: Progress) {
    const qr = this.db.createQueryRunner();
    await qr.connect();
    try {
      await qr.query('BEGIN');
      await qr.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const [{ at, version }] = (await qr.query(`SELECT statement_timestamp() AS at, current_setting('server_version') AS version`)) as Array<{ at: Date; version: string }>;
      const schema = await this.readSchema(qr);
      const migrations = ((await qr.query('SELECT name FROM migrations ORDER BY id')) as Array<{ name: string }>).map((r) => r.name);
      const sequences = ((await qr.query(`SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`)) as Array<{
        name: string;
        lastValue: string | null;
      }>).map((s) => ({ name: s.name, lastValue: s.lastValue }));
      const tables: ManifestTable[] = [];
      for (const [i, name] of schema.order.entries()) {
        progress(i, schema.order.length, `table ${name}`);
        const file = `db/${name}.ndjson`;
        const out = new HashedFile(join(dir, `${name}.ndjson`));
        let rows = 0;
        let sha256 = '';
        try {
          await qr.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${quote(name)} t`);
          for (;;) {
            const batch = (await qr.query(`FETCH ${FETCH_ROWS} FROM backup_rows`)) as Array<{ j: string }>;
            if (batch.length === 0) break;
            rows += batch.length;
            await out.write(batch.map((r) => r.j).join('\n') + '\n');
          }
          await qr.query('CLOSE backup_rows');
        } finally {
          sha256 = await out.close();
        }
        tables.push({ name, columns: schema.columns.get(name) ?? [], rows, sha256, file });
      }
      progress(schema.order.length, schema.order.length, 'database');
      await qr.query('COMMIT');
      return { snapshotAt: new Date(at).toISOString(), serverVersion: version, migrations, sequences, tables };
    } catch (e) {
      await qr.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      await qr.release();
    }
  }

  /** The schema's tables (without the migration list) in foreign-key order, and their writable columns. */
  private async readSchema(q: { query: (sql: string, params?: unknown[]) => Promise<unknown> }, schemaName?: string) {
    const schemaSql = schemaName ? '$1' : 'current_schema()';
    const params = schemaName ? [schemaName] : [];
    const tables = ((await q.query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ${schemaSql} AND c.relkind IN ('r', 'p') AND NOT c.relispartition`,
      params,
    )) as Array<{ name: string }>)
      .map((r) => r.name)
      .filter((n) => !NOT_DATA.has(n));
    const edges = (await q.query(
      `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
         JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
         JOIN pg_namespace n ON n.oid = ch.relnamespace
        WHERE k.contype = 'f' AND n.nspname = ${schemaSql}`,
      params,
    )) as Array<{ child: string; parent: string }>;
    const columnRows = (await q.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = ${schemaSql} AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
      params,
    )) as Array<{ table_name: string; column_name: string }>;
    const columns = new Map<string, string[]>();
    for (const r of columnRows) columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);
    return { order: foreignKeyOrder(tables, edges), columns };
  }

  // ---------------------------------------------------------------- restore

  /**
   * Restores a backup into the current schema: checks the whole archive (manifest, every checksum and row
   * count) before anything changes, then in ONE transaction empties every table (the running restore's job
   * row and the migration list stay), inserts every row, resets every sequence and records the restore in
   * the audit log; then puts the files back. A failure before the commit changes nothing.
   */
  async restore(name: string, jobId: number, adminId: number | null, progress: Progress): Promise<{ tables: number; rows: number; files: number; skippedTables: string[] }> {
    await this.find(name);
    await this.folder.ensure();
    const staging = join(this.folder.dir, `.restore-${randomUUID()}`);
    try {
      progress(0, null, 'check');
      const manifest = await this.folder.withLocalArchive(name, (path) => this.extract(path, staging));
      const result = await this.restoreRows(manifest, staging, jobId, adminId, name, progress);
      progress(manifest.tables.length, manifest.tables.length, 'files');
      await this.folder.replaceShopFiles(join(staging, 'files'), join(this.folder.dir, `.aside-${randomUUID()}`));
      await this.invalidateCaches();
      this.logger.log({ msg: 'backup restored', name, tables: result.tables, rows: result.rows, files: manifest.files.length });
      return { ...result, files: manifest.files.length };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Unpacks the archive into `staging` and checks it whole: manifest, names, sizes, checksums, row counts. */
  private async extract(path: string, staging: string): Promise<BackupManifest> {
    const refuse = (code: string, message: string) => new ApiError(code, message, HttpStatus.UNPROCESSABLE_ENTITY);
    let manifest: BackupManifest | null = null;
    let manifestText: Buffer[] | null = null;
    const expected = new Map<string, { size: number | null; sha256: string; rows: number | null }>();
    const seen = new Map<string, { sha256: string; lines: number; size: number }>();
    let entryIndex = 0;
    const archiveSize = (await stat(path)).size;
    // Never unpack more than the manifest declares for the files plus a generous bound for the tables.
    let budget = 0;
    try {
      await readTarGz(path, async (entry): Promise<EntrySink | null | 'stop'> => {
        entryIndex += 1;
        if (entryIndex === 1) {
          if (entry.name !== 'manifest.json' || entry.type !== 'file' || entry.size > MANIFEST_MAX_BYTES) throw refuse('adRestoreNotABackup', 'This file is no backup of this shop.');
          manifestText = [];
          return {
            write: (chunk) => void manifestText!.push(Buffer.from(chunk)),
            end: () => {
              let parsed: unknown;
              try {
                parsed = JSON.parse(Buffer.concat(manifestText!).toString('utf8'));
              } catch {
                throw refuse('adRestoreNotABackup', 'This file is no backup of this shop.');
              }
              const checked = checkManifest(parsed, this.migrationNames());
              if (!checked.ok) throw refuse(checked.problem, checked.problem === 'adRestoreNewerSchema' ? 'The backup is of a newer version of the shop.' : 'This file is no backup of this shop.');
              manifest = checked.manifest;
              for (const t of manifest.tables) expected.set(t.file, { size: null, sha256: t.sha256, rows: t.rows });
              for (const f of manifest.files) expected.set(`files/${f.path}`, { size: f.size, sha256: f.sha256, rows: null });
              budget = manifest.files.reduce((n, f) => n + f.size, 0) + Math.max(archiveSize * 50, 256 * 1024 * 1024);
            },
          };
        }
        if (entry.type === 'directory') return null;
        const want = expected.get(entry.name);
        if (entry.type !== 'file' || !want || seen.has(entry.name)) throw refuse('adRestoreCorrupt', 'The backup is damaged or incomplete.');
        if (want.size !== null && want.size !== entry.size) throw refuse('adRestoreCorrupt', 'The backup is damaged or incomplete.');
        budget -= entry.size;
        if (budget < 0) throw refuse('adRestoreCorrupt', 'The backup is damaged or incomplete.');
        const target = join(staging, entry.name);
        await mkdir(dirname(target), { recursive: true });
        const out = createWriteStream(target, { mode: 0o600 });
        const hash = createHash('sha256');
        let lines = 0;
        return {
          write: async (chunk) => {
            hash.update(chunk);
            for (const byte of chunk) if (byte === 10) lines += 1;
            if (!out.write(chunk)) await once(out, 'drain');
          },
          end: async () => {
            out.end();
            await once(out, 'close');
            seen.set(entry.name, { sha256: hash.digest('hex'), lines, size: entry.size });
          },
        };
      });
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw refuse(manifest ? 'adRestoreCorrupt' : 'adRestoreNotABackup', manifest ? 'The backup is damaged or incomplete.' : 'This file is no backup of this shop.');
    }
    if (!manifest) throw refuse('adRestoreNotABackup', 'This file is no backup of this shop.');
    for (const [file, want] of expected) {
      const got = seen.get(file);
      if (!got || got.sha256 !== want.sha256 || (want.rows !== null && got.lines !== want.rows)) throw refuse('adRestoreCorrupt', 'The backup is damaged or incomplete.');
    }
    return manifest;
  }

  private async restoreRows(manifest: BackupManifest, staging: string, jobId: number, adminId: number | null, name: string, progress: Progress) {
    return this.tx.run(async () => {
      const m = this.tx.manager();
      const current = await this.readSchema(m);
      const present = new Set(current.order);
      const hasCatalogueVersion = present.has('catalogue_version');
      const before = hasCatalogueVersion ? ((await m.query('SELECT max(version)::text AS v FROM catalogue_version')) as Array<{ v: string | null }>)[0].v : null;
      const toEmpty = current.order.filter((t) => t !== 'job');
      if (toEmpty.length) await m.query(`TRUNCATE ${toEmpty.map(quote).join(', ')}`);
      if (present.has('job')) await m.query('DELETE FROM job WHERE id <> $1', [jobId]);
      await m.query('CREATE TEMP TABLE IF NOT EXISTS restore_rows (doc json) ON COMMIT DROP');
      const skippedTables: string[] = [];
      let rows = 0;
      for (const [i, table] of manifest.tables.entries()) {
        void progress(i, manifest.tables.length, `table ${table.name}`);
        if (!present.has(table.name)) {
          if (table.rows > 0) skippedTables.push(table.name);
          continue;
        }
        const writable = new Set(current.columns.get(table.name) ?? []);
        const columns = table.columns.filter((c) => writable.has(c));
        await this.stageRows(m, join(staging, table.file));
        let reinsert = 0;
        if (table.name === 'job') {
          // A job the backup caught running runs nowhere here (the backup's own job among them): it ended.
          await m.query(
            `UPDATE restore_rows SET doc = (doc::jsonb || '{"state": "failed", "error_code": "jobInterrupted", "error_message": "Interrupted by a restore.", "lease_until": null}'::jsonb)::json
              WHERE doc->>'state' IN ('queued', 'running')`,
          );
          // The running restore keeps its row; a backed-up job with the same id gets a new one.
          const taken = (await m.query(`SELECT doc FROM restore_rows WHERE (doc->>'id')::bigint = $1`, [jobId])) as unknown[];
          reinsert = taken.length;
          if (reinsert) {
            await m.query(`CREATE TEMP TABLE IF NOT EXISTS restore_job_taken (doc json) ON COMMIT DROP`);
            await m.query(`INSERT INTO restore_job_taken SELECT doc FROM restore_rows WHERE (doc->>'id')::bigint = $1`, [jobId]);
            await m.query(`DELETE FROM restore_rows WHERE (doc->>'id')::bigint = $1`, [jobId]);
          }
        }
        const list = columns.map(quote).join(', ');
        const picked = columns.map((c) => `p.${quote(c)}`).join(', ');
        if (columns.length) {
          await m.query(`INSERT INTO ${quote(table.name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${picked} FROM restore_rows r, json_populate_record(null::${quote(table.name)}, r.doc) p`);
          if (reinsert) {
            // A new id above every restored one (the sequence is set above them all afterwards).
            const withoutId = columns.filter((c) => c !== 'id');
            await m.query(
              `INSERT INTO job (id, ${withoutId.map(quote).join(', ')})
               SELECT (SELECT max(id) FROM job) + row_number() OVER (), ${withoutId.map((c) => `p.${quote(c)}`).join(', ')} FROM restore_job_taken r, json_populate_record(null::job, r.doc) p`,
            );
          }
        }
        await m.query('TRUNCATE restore_rows');
        const [{ n }] = (await m.query(`SELECT count(*)::int AS n FROM ${quote(table.name)}`)) as Array<{ n: number }>;
        const want = table.rows + (table.name === 'job' ? 1 : 0);
        if (n !== want) throw new ApiError('adRestoreCountMismatch', `The restored table ${table.name} holds ${n} rows, the backup ${table.rows}.`, HttpStatus.UNPROCESSABLE_ENTITY);
        rows += table.rows;
      }
      await this.resetSequences(m, new Map(manifest.sequences.map((s) => [s.name, s.lastValue])));
      if (hasCatalogueVersion) {
        // A version the read models have never seen, so every instance reloads the restored catalogue.
        await m.query(`UPDATE catalogue_version SET version = GREATEST(version, $1::bigint) + 1, changed_at = now()`, [before ?? '0']);
      }
      if (adminId !== null) {
        await this.audit.record({ adminId, action: 'backup.restore', entity: 'backup', entityId: name, after: { name, snapshotAt: manifest.snapshotAt, databaseKind: manifest.database.kind, tables: manifest.tables.length, rows } });
      }
      return { tables: manifest.tables.length - skippedTables.length, rows, skippedTables };
    });
  }

  /** Loads a table's NDJSON into the temporary table restore_rows, in batches of a few MB. */
  private async stageRows(m: EntityManager, file: string): Promise<void> {
    const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
    let batch: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await m.query('INSERT INTO restore_rows (doc) SELECT json_array_elements($1::json)', [`[${batch.join(',')}]`]);
      batch = [];
      bytes = 0;
    };
    for await (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      bytes += line.length;
      if (bytes >= INSERT_BATCH_BYTES) await flush();
    }
    await flush();
  }

  /** Every sequence of the schema: at least the backed-up value and at least the largest value of its column. */
  private async resetSequences(m: EntityManager, backedUp: Map<string, string | null>): Promise<void> {
    const owned = (await m.query(
      `SELECT s.relname AS seq, t.relname AS tbl, a.attname AS col FROM pg_depend d
         JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
         JOIN pg_class t ON t.oid = d.refobjid
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
         JOIN pg_namespace n ON n.oid = s.relnamespace
        WHERE d.deptype IN ('a', 'i') AND n.nspname = current_schema()`,
    )) as Array<{ seq: string; tbl: string; col: string }>;
    const sequences = (await m.query(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema()`)) as Array<{ name: string }>;
    for (const { name } of sequences) {
      let value = BigInt(backedUp.get(name) ?? 0);
      for (const o of owned.filter((x) => x.seq === name)) {
        const [{ max }] = (await m.query(`SELECT max(${quote(o.col)})::text AS max FROM ${quote(o.tbl)}`)) as Array<{ max: string | null }>;
        if (max !== null && BigInt(max) > value) value = BigInt(max);
      }
      if (value > 0n) await m.query('SELECT setval($1::regclass, $2::bigint, true)', [quote(name), value.toString()]);
      else await m.query(`ALTER SEQUENCE ${quote(name)} RESTART`);
    }
  }

  // ---------------------------------------------------------------- uninstall

  /**
   * Removes the shop's data: every row of every table is replaced by what a freshly migrated database holds
   * (the migrations run once more into a scratch schema inside the same transaction, so rows that
   * migrations seed come back; the scratch schema is dropped before the commit), the structural pages are
   * seeded as at a first start, sequences start again; then the shop's files are removed. The schema and
   * the backups stay. Afterwards no administrator exists: the shop answers as not installed.
   */
  async wipe(): Promise<void> {
    await this.tx.run(async () => {
      const m = this.tx.manager();
      const runner = m.queryRunner as QueryRunner;
      const [{ schema }] = (await m.query('SELECT current_schema() AS schema')) as Array<{ schema: string }>;
      const versionBefore = ((await m.query(`SELECT to_regclass('catalogue_version') IS NOT NULL AS present`)) as Array<{ present: boolean }>)[0].present
        ? ((await m.query('SELECT max(version)::text AS v FROM catalogue_version')) as Array<{ v: string | null }>)[0].v
        : null;
      await m.query(`DROP SCHEMA IF EXISTS ${FRESH_SCHEMA} CASCADE`);
      await m.query(`CREATE SCHEMA ${FRESH_SCHEMA}`);
      await m.query(`SELECT set_config('search_path', $1, true)`, [`${FRESH_SCHEMA}, ${quote(schema)}`]);
      for (const Migration of MIGRATIONS) await new (Migration as new () => { up(q: QueryRunner): Promise<void> })().up(runner);
      await m.query(`SELECT set_config('search_path', $1, true)`, [quote(schema)]);
      const current = await this.readSchema(m);
      const fresh = await this.readSchema(m, FRESH_SCHEMA);
      const freshTables = new Set(fresh.order);
      if (current.order.length) await m.query(`TRUNCATE ${current.order.map(quote).join(', ')}`);
      for (const table of current.order) {
        if (!freshTables.has(table)) continue;
        const columns = (current.columns.get(table) ?? []).filter((c) => (fresh.columns.get(table) ?? []).includes(c));
        if (!columns.length) continue;
        const list = columns.map(quote).join(', ');
        await m.query(`INSERT INTO ${quote(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${FRESH_SCHEMA}.${quote(table)}`);
      }
      const freshSequences = (await m.query(`SELECT sequencename AS name, last_value::text AS v FROM pg_sequences WHERE schemaname = $1`, [FRESH_SCHEMA])) as Array<{ name: string; v: string | null }>;
      await this.resetSequences(m, new Map(freshSequences.map((s) => [s.name, s.v])));
      await m.query(`DROP SCHEMA ${FRESH_SCHEMA} CASCADE`);
      if (versionBefore !== null) await m.query(`UPDATE catalogue_version SET version = GREATEST(version, $1::bigint) + 1, changed_at = now()`, [versionBefore]);
      await this.pages.seedPages(m, this.config.get('adminSlug'));
    });
    await this.folder.replaceShopFiles(null, join(this.folder.dir, `.aside-${randomUUID()}`));
    await this.invalidateCaches();
    this.logger.log({ msg: 'shop uninstalled: every row and file removed, the schema and the backups kept' });
  }

  /**
   * Every cache of this instance forgets what it read; the catalogue is loaded again before the job ends, so the
   * instance that restored serves the restored catalogue when the admin sees "done" (the others follow the
   * announcement of the new catalogue version).
   */
  private async invalidateCaches(): Promise<void> {
    for (const type of [ContentQueries, CatalogueReadModel, PriceRuleBook] as const) {
      try {
        (this.moduleRef.get(type as never, { strict: false }) as { invalidate(): void }).invalidate();
      } catch {
        /* not in this app (tests): its own lifetime expires within CATALOGUE_REFRESH_SECONDS */
      }
    }
    try {
      await (this.moduleRef.get(CatalogueReadModel, { strict: false }) as CatalogueReadModel).reload();
    } catch (e) {
      this.logger.warn({ msg: 'catalogue reload after the restore failed; the next request loads it', ...errorForLog(e) });
    }
  }
}
