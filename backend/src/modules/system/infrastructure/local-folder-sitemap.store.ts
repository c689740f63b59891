import { Injectable } from '@nestjs/common';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ShopConfig } from '../../../config/app-config';
import { SitemapStore } from '../domain/ports/sitemap-store.port';

const NAME = /^[a-z0-9-]{1,40}\.xml(\.gz)?$/;

/** DATA_DIR/sitemap: new files are written beside the old ones under a temporary name and renamed into place. */
@Injectable()
export class LocalFolderSitemapStore extends SitemapStore {
  private readonly dir: string;

  constructor(config: ShopConfig) {
    super();
    this.dir = join(config.get('dataDir'), 'sitemap');
  }

  async replace(files: Array<{ name: string; content: Buffer }>): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    for (const f of files) if (!NAME.test(f.name)) throw new Error(`invalid sitemap file name ${f.name}`);
    const stamp = `${process.pid}-${Date.now()}`;
    for (const f of files) await writeFile(join(this.dir, `${f.name}.${stamp}.tmp`), f.content);
    // Parts first, the index last: a reader never gets an index naming a part that is not there yet.
    const ordered = [...files].sort((a, b) => Number(a.name.startsWith('sitemap.')) - Number(b.name.startsWith('sitemap.')));
    for (const f of ordered) await rename(join(this.dir, `${f.name}.${stamp}.tmp`), join(this.dir, f.name));
    const keep = new Set(files.map((f) => f.name));
    for (const name of await readdir(this.dir)) if (!keep.has(name) && !name.endsWith('.tmp')) await rm(join(this.dir, name), { force: true });
  }

  async read(name: string): Promise<Buffer | null> {
    if (!NAME.test(name)) return null;
    try {
      return await readFile(join(this.dir, name));
    } catch {
      return null;
    }
  }
}
