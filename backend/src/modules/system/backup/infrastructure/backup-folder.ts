import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { ShopConfig } from '../../../../config/app-config';
import type { ManifestFile } from '../domain/backup-manifest';

/**
 * Where backups live and which files of DATA_DIR are the shop's (the local seam of ADR 0029): the archives
 * in DATA_DIR/backups; the shop's files are every entry of DATA_DIR except the embedded database's own
 * folder and lock (pgdata, postmaster.lock), the backups themselves and hidden working folders.
 */
@Injectable()
export class BackupFolder {
  readonly dataDir: string;
  readonly dir: string;
  static readonly NOT_SHOP_FILES = new Set(['pgdata', 'postmaster.lock', 'backups']);

  constructor(config: ShopConfig) {
    this.dataDir = config.get('dataDir');
    this.dir = join(this.dataDir, 'backups');
  }

  async ensure(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

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
