import { Injectable } from '@nestjs/common';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { ShopConfig } from '../../config/app-config';
import { MediaStoragePort, safeMediaPath } from './media-storage.port';

/** Media in a local folder, DATA_DIR/media. Writes go to a temporary file first, so a reader never sees half a file. */
@Injectable()
export class LocalFolderMediaStorage extends MediaStoragePort {
  private readonly root: string;

  constructor(config: ShopConfig) {
    super();
    this.root = resolve(config.get('dataDir'), 'media');
  }

  private file(path: string): string {
    const safe = safeMediaPath(path);
    if (!safe) throw new Error('invalid media path');
    const full = resolve(join(this.root, safe));
    if (!full.startsWith(this.root + sep)) throw new Error('invalid media path');
    return full;
  }

  async exists(path: string): Promise<boolean> {
    try {
      return (await stat(this.file(path))).isFile();
    } catch {
      return false;
    }
  }

  async read(path: string): Promise<Buffer | null> {
    if (!safeMediaPath(path)) return null;
    try {
      return await readFile(this.file(path));
    } catch {
      return null;
    }
  }

  async write(path: string, content: Buffer): Promise<void> {
    const target = this.file(path);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, content, { mode: 0o644 });
    await rename(temporary, target);
  }
}
