import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative as relativePath } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, Optional } from '@nestjs/common';
import { ShopConfig } from '../../../../config/app-config';
import { FileStorage, STORAGE_AREAS, type StoredObject } from '../../../../shared/storage/file-storage.port';
import { BACKUP_NAME, type ManifestFile } from '../domain/backup-manifest';

const ARCHIVES = 'backups';

/**
 * Where backups live and which files are the shop's (the seam of ADR 0029).
 * - The archives are in the file storage's area `backups` (DATA_DIR/backups with the folder adapter, the
 *   bucket with S3), so every instance of a cluster lists, downloads and restores the same backups. Archives
 *   are made and unpacked in DATA_DIR/backups (a working folder then, nothing in it outlives the job).
 * - The shop's files: with the folder adapter every entry of DATA_DIR except the embedded database's own
 *   folder and lock (pgdata, postmaster.lock), the backups themselves and hidden working folders; with S3
 *   the objects of every backed-up area of the bucket (media, backend-files, exports), under the same
 *   paths (`media/...`), so a backup restores on either adapter.
 */
@Injectable()
export class BackupFolder {
  readonly dataDir: string;
  /** The working folder (and, with the folder adapter, where the archives are). */
  readonly dir: string;
  static readonly NOT_SHOP_FILES = new Set(['pgdata', 'postmaster.lock', 'backups']);

  constructor(
    config: ShopConfig,
    @Optional() private readonly storage?: FileStorage,
  ) {
    this.dataDir = config.get('dataDir');
    this.dir = join(this.dataDir, 'backups');
  }

  /** Whether the shop's files are in an object store rather than DATA_DIR. */
  private get remote(): FileStorage | null {
    return this.storage && this.storage.kind !== 'local' ? this.storage : null;
  }

  async ensure(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  // ---------------------------------------------------------------- archives

  /** Every backup archive, by name. */
  async archives(): Promise<StoredObject[]> {
    await this.ensure();
    if (this.remote) return (await this.remote.list(ARCHIVES)).filter((o) => BACKUP_NAME.test(o.key));
    const out: StoredObject[] = [];
    for (const name of (await readdir(this.dir)).filter((n) => BACKUP_NAME.test(n))) {
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (info?.isFile()) out.push({ key: name, size: info.size, modifiedAt: info.mtime });
    }
    return out;
  }

  async archive(name: string): Promise<StoredObject | null> {
    if (!BACKUP_NAME.test(name)) return null;
    if (this.remote) return this.remote.stat(ARCHIVES, name);
    const info = await stat(join(this.dir, name)).catch(() => null);
    return info?.isFile() ? { key: name, size: info.size, modifiedAt: info.mtime } : null;
  }

  /** The archive as a stream (download, reading its manifest), or null. */
  async openArchive(name: string): Promise<Readable | null> {
    if (!BACKUP_NAME.test(name)) return null;
    if (this.remote) return this.remote.get(ARCHIVES, name);
    return (await this.archive(name)) ? createReadStream(join(this.dir, name)) : null;
  }

  /**
   * The archive as a local file for `work` (a restore reads it twice): the archive itself with the folder
   * adapter, a copy in the working folder with S3 (removed after).
   */
  async withLocalArchive<T>(name: string, work: (path: string) => Promise<T>): Promise<T> {
    if (!this.remote) return work(join(this.dir, name));
    await this.ensure();
    const copy = join(this.dir, `.fetch-${randomUUID()}`);
    try {
      const source = await this.remote.get(ARCHIVES, name);
      if (!source) throw new Error('backup archive vanished');
      await pipeline(source, createWriteStream(copy, { mode: 0o600 }));
      return await work(copy);
    } finally {
      await rm(copy, { force: true });
    }
  }

  /** Keeps a finished archive (a local file in the working folder) as backup `name`; the file is consumed. */
  async storeArchive(file: string, name: string): Promise<number> {
    if (!this.remote) {
      await rename(file, join(this.dir, name));
      return (await stat(join(this.dir, name))).size;
    }
    try {
      await this.remote.putFile(ARCHIVES, name, file, 'application/gzip');
      return (await stat(file)).size;
    } finally {
      await rm(file, { force: true });
    }
  }

  async deleteArchive(name: string): Promise<void> {
    if (this.remote) await this.remote.delete(ARCHIVES, name);
    else await rm(join(this.dir, name), { force: true });
  }

  // ---------------------------------------------------------------- the shop's files

  /** The top-level entries of DATA_DIR that belong to the shop's files. */
  async shopEntries(): Promise<string[]> {
    const entries = await readdir(this.dataDir).catch(() => [] as string[]);
    return entries.filter((e) => !BackupFolder.NOT_SHOP_FILES.has(e) && !e.startsWith('.')).sort();
  }

  /**
   * Copies the shop's files into `target` (a hard link where the file system allows it: instant and frozen
   * against files written anew; otherwise a copy) and answers them with size and checksum.
   */
  async snapshotFiles(target: string, onFile?: (count: number) => void): Promise<ManifestFile[]> {
    if (this.remote) return this.downloadFiles(this.remote, target, onFile);
    const files: ManifestFile[] = [];
    const made = new Set<string>();
    const walk = async (relative: string): Promise<void> => {
      const source = join(this.dataDir, relative);
      const info = await lstat(source).catch(() => null);
      if (!info) return;
      if (info.isDirectory()) {
        for (const child of (await readdir(source)).sort()) await walk(`${relative}/${child}`);
        return;
      }
      if (!info.isFile()) return;
      const copy = join(target, relative);
      if (!made.has(dirname(copy))) {
        await mkdir(dirname(copy), { recursive: true });
        made.add(dirname(copy));
      }
      try {
        await link(source, copy);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return; // deleted meanwhile
        await copyFile(source, copy).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        });
      }
      const data = info.size <= 8 * 1024 * 1024 ? await readFile(copy).catch(() => null) : null;
      if (data) files.push({ path: relative, size: data.length, sha256: createHash('sha256').update(data).digest('hex') });
      else {
        const size = (await stat(copy).catch(() => null))?.size;
        if (size === undefined) return;
        files.push({ path: relative, size, sha256: await sha256Of(copy) });
      }
      onFile?.(files.length);
    };
    for (const entry of await this.shopEntries()) await walk(entry);
    return files;
  }

  /**
   * Puts the restored files in place of the current ones: the current top-level entries move aside, the
   * restored ones move in (renames on one file system), then the old ones are removed. A failed move puts
   * the old ones back.
   */
  async replaceShopFiles(restored: string | null, aside: string): Promise<void> {
    if (this.remote) return this.uploadFiles(this.remote, restored);
    await mkdir(aside, { recursive: true });
    const moved: string[] = [];
    const placed: string[] = [];
    try {
      for (const entry of await this.shopEntries()) {
        await rename(join(this.dataDir, entry), join(aside, entry));
        moved.push(entry);
      }
      if (restored) {
        for (const entry of (await readdir(restored).catch(() => [] as string[])).sort()) {
          await this.moveIn(join(restored, entry), entry, aside);
          placed.push(entry);
        }
      }
    } catch (e) {
      for (const entry of placed) await rm(join(this.dataDir, entry), { recursive: true, force: true }).catch(() => undefined);
      for (const entry of moved) await rename(join(aside, entry), join(this.dataDir, entry)).catch(() => undefined);
      throw e;
    }
    await rm(aside, { recursive: true, force: true }).catch(() => undefined);
  }

  /** Every object of the backed-up areas into `target/<area>/<key>`, with size and checksum. */
  private async downloadFiles(storage: FileStorage, target: string, onFile?: (count: number) => void): Promise<ManifestFile[]> {
    const files: ManifestFile[] = [];
    for (const [area, objects] of Object.entries(await storage.listAll())) {
      for (const object of objects) {
        const source = await storage.get(area as (typeof STORAGE_AREAS)[number], object.key);
        if (!source) continue; // deleted meanwhile
        const path = `${area}/${object.key}`;
        const copy = join(target, path);
        await mkdir(dirname(copy), { recursive: true });
        await pipeline(source, createWriteStream(copy, { mode: 0o600 }));
        files.push({ path, size: (await stat(copy)).size, sha256: await sha256Of(copy) });
        onFile?.(files.length);
      }
    }
    return files;
  }

  /**
   * The restored files (`restored/<area>/<key>`) replace the objects of the backed-up areas: each is put, then
   * every object the backup does not have is removed. Paths outside those areas (a folder-adapter backup's
   * outbox or sitemap) are not the bucket's and stay out.
   */
  private async uploadFiles(storage: FileStorage, restored: string | null): Promise<void> {
    const keep = new Set<string>();
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.isFile()) {
          const [area, ...rest] = relativePath(restored!, full).split(/[\\/]/);
          if (!(STORAGE_AREAS as readonly string[]).includes(area) || rest.length === 0) continue;
          await storage.putFile(area as (typeof STORAGE_AREAS)[number], rest.join('/'), full);
          keep.add(`${area}/${rest.join('/')}`);
        }
      }
    };
    if (restored) await walk(restored);
    for (const [area, objects] of Object.entries(await storage.listAll())) {
      for (const object of objects) if (!keep.has(`${area}/${object.key}`)) await storage.delete(area as (typeof STORAGE_AREAS)[number], object.key);
    }
  }

  /**
   * Moves one restored top-level entry into DATA_DIR. The shop keeps running during a restore: between the old
   * entry moving aside and the restored one moving in, it may write the entry anew (a mail into the outbox, the
   * sitemap after the catalogue reload). Such a newcomer belongs to the state being replaced: it moves aside
   * too, and the restored entry takes its place.
   */
  private async moveIn(from: string, entry: string, aside: string): Promise<void> {
    const target = join(this.dataDir, entry);
    for (let attempt = 0; ; attempt++) {
      try {
        await rename(from, target);
        return;
      } catch (e) {
        if (!TARGET_TAKEN.has((e as NodeJS.ErrnoException).code ?? '') || attempt >= 3) throw e;
        await rename(target, join(aside, `${entry}.during-restore-${attempt}`));
      }
    }
  }
}

/** Errors of a rename whose target exists with content (a folder) or of the other kind (file vs. folder). */
const TARGET_TAKEN = new Set(['ENOTEMPTY', 'EEXIST', 'EISDIR', 'ENOTDIR']);
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  const info = await stat(path);
  // Small files in one read (few turns of the event loop, which the embedded database shares).
  if (info.size <= 8 * 1024 * 1024) return hash.update(await readFile(path)).digest('hex');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
