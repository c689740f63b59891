/**
 * The backup archive's manifest (manifest.json, the archive's first entry), ADR 0029. Pure: what a backup
 * contains and the checks a restore makes before it changes anything.
 */
export const BACKUP_FORMAT = 'shop-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface ManifestTable {
  name: string;
  /** The columns the rows carry (generated columns excluded). */
  columns: string[];
  rows: number;
  /** sha256 (hex) of the table's NDJSON file. */
  sha256: string;
  file: string;
}

export interface ManifestFile {
  /** Path under DATA_DIR, with '/' separators. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  /** When the database snapshot was taken (clock of the database server). */
  snapshotAt: string;
  reason: 'manual' | 'uninstall';
  database: { kind: 'embedded' | 'postgresql'; serverVersion: string };
  migrations: string[];
  tables: ManifestTable[];
  sequences: Array<{ name: string; lastValue: string | null }>;
  files: ManifestFile[];
}

/** Why an archive is refused (the message id the page translates). */
export type ManifestProblem = 'adRestoreNotABackup' | 'adRestoreFormatUnknown' | 'adRestoreNewerSchema';

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** Checks a parsed manifest's shape and that its schema is not newer than this shop's (every migration known). */
export function checkManifest(value: unknown, knownMigrations: readonly string[]): { ok: true; manifest: BackupManifest } | { ok: false; problem: ManifestProblem } {
  const m = value as Partial<BackupManifest> | null;
  if (!m || typeof m !== 'object' || m.format !== BACKUP_FORMAT) return { ok: false, problem: 'adRestoreNotABackup' };
  if (m.formatVersion !== BACKUP_FORMAT_VERSION) return { ok: false, problem: 'adRestoreFormatUnknown' };
  const tablesOk =
    Array.isArray(m.tables) &&
    m.tables.every(
      (t) =>
        t && NAME.test(t.name) && Array.isArray(t.columns) && t.columns.every((c) => typeof c === 'string' && NAME.test(c)) && Number.isInteger(t.rows) && t.rows >= 0 && HEX64.test(t.sha256) && t.file === `db/${t.name}.ndjson`,
    );
  const filesOk = Array.isArray(m.files) && m.files.every((f) => f && typeof f.path === 'string' && safeRelativePath(f.path) && Number.isInteger(f.size) && HEX64.test(f.sha256));
  const seqOk = Array.isArray(m.sequences) && m.sequences.every((s) => s && NAME.test(s.name) && (s.lastValue === null || /^-?\d+$/.test(String(s.lastValue))));
  if (!tablesOk || !filesOk || !seqOk || !Array.isArray(m.migrations) || !m.database || typeof m.snapshotAt !== 'string') return { ok: false, problem: 'adRestoreNotABackup' };
  const known = new Set(knownMigrations);
  if (m.migrations.some((name) => !known.has(name))) return { ok: false, problem: 'adRestoreNewerSchema' };
  return { ok: true, manifest: m as BackupManifest };
}

/** A relative path with '/' separators and no '.', '..' or empty segment, no absolute path, no backslash or NUL. */
export function safeRelativePath(path: string): boolean {
  if (path.length === 0 || path.length > 400 || path.startsWith('/') || /[\\\0]/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Tables in foreign-key order (a referenced table before the tables referencing it); cycles broken by name. */
export function foreignKeyOrder(tables: readonly string[], edges: ReadonlyArray<{ child: string; parent: string }>): string[] {
  const names = [...tables].sort();
  const parents = new Map<string, Set<string>>(names.map((n) => [n, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.find((n) => !done.has(n) && [...parents.get(n)!].every((p) => done.has(p))) ?? names.find((n) => !done.has(n))!;
    ordered.push(ready);
    done.add(ready);
  }
  return ordered;
}

/** The archive's file name for a backup made at `at` (UTC). */
export function backupFileName(at: Date, reason: BackupManifest['reason'] | 'upload'): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getUTCFullYear()}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}-${p(at.getUTCHours())}${p(at.getUTCMinutes())}${p(at.getUTCSeconds())}`;
  return `backup-${stamp}-${String(at.getUTCMilliseconds()).padStart(3, '0')}-${reason}.tar.gz`;
}

export const BACKUP_NAME = /^backup-\d{8}-\d{6}-\d{3}-(manual|uninstall|upload)\.tar\.gz$/;
