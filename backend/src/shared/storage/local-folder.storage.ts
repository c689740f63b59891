import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, FileStorage, isSafeStorageKey, type StorageArea, type StoredObject } from './file-storage.port';

/** Files in DATA_DIR/<area>/<key>. A write goes to a temporary file first and is renamed into place. */
export class LocalFolderStorage extends FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(dataDir: string) {
    super();
    this.root = resolve(dataDir);
  }

  /** The folder of an area (the backup may copy it as a whole). */
  folder(area: StorageArea): string {
    return join(this.root, area);
  }

  private file(area: StorageArea, key: string): string {
    assertSafeKey(area, key);
    const base = this.folder(area);
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error('invalid storage key');
    return full;
  }

  async put(area: StorageArea, key: string, content: Buffer): Promise<void> {
    const target = this.file(area, key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, content, { mode: 0o644 });
    await rename(temporary, target);
  }

  override async putFile(area: StorageArea, key: string, path: string): Promise<void> {
    const target = this.file(area, key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await copyFile(path, temporary);
    await rename(temporary, target);
  }

  async get(area: StorageArea, key: string): Promise<Readable | null> {
    const info = await this.stat(area, key);
    return info ? createReadStream(this.file(area, key)) : null;
  }

  async read(area: StorageArea, key: string): Promise<Buffer | null> {
    if (!isSafeStorageKey(key)) return null;
    try {
      return await readFile(this.file(area, key));
    } catch {
      return null;
    }
  }

  async delete(area: StorageArea, key: string): Promise<void> {
    await rm(this.file(area, key), { force: true });
  }

  async stat(area: StorageArea, key: string): Promise<StoredObject | null> {
    if (!isSafeStorageKey(key)) return null;
    try {
      const s = await stat(this.file(area, key));
      return s.isFile() ? { key, size: s.size, modifiedAt: s.mtime } : null;
    } catch {
      return null;
    }
  }

  async list(area: StorageArea, prefix = ''): Promise<StoredObject[]> {
    const base = this.folder(area);
    const out: StoredObject[] = [];
    const walk = async (dir: string, rel: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        const key = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) await walk(join(dir, e.name), key);
        else if (e.isFile() && !e.name.endsWith('.tmp') && isSafeStorageKey(key) && key.startsWith(prefix)) {
          const s = await stat(join(dir, e.name));
          out.push({ key, size: s.size, modifiedAt: s.mtime });
        }
      }
    };
    await walk(base, '');
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}
