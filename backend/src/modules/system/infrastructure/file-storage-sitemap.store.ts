import { Injectable } from '@nestjs/common';
import { FileStorage } from '../../../shared/storage/file-storage.port';
import { SitemapStore } from '../domain/ports/sitemap-store.port';

const NAME = /^[a-z0-9-]{1,40}\.xml(\.gz)?$/;
const AREA = 'sitemap';

/**
 * The sitemap files in the shop's file storage, area `sitemap` (DATA_DIR/sitemap with the folder adapter, the
 * bucket with S3), so every instance of a cluster serves the files one of them made. Each file is written
 * whole (FileStorage.put); the parts go first and the index last, so a reader never gets an index naming a
 * part that is not there yet; files of an older set that the new one no longer has are removed after.
 */
@Injectable()
export class FileStorageSitemapStore extends SitemapStore {
  constructor(private readonly files: FileStorage) {
    super();
  }

  async replace(files: Array<{ name: string; content: Buffer }>): Promise<void> {
    for (const f of files) if (!NAME.test(f.name)) throw new Error(`invalid sitemap file name ${f.name}`);
    const ordered = [...files].sort((a, b) => Number(a.name.startsWith('sitemap.')) - Number(b.name.startsWith('sitemap.')));
    for (const f of ordered) await this.files.put(AREA, f.name, f.content, f.name.endsWith('.gz') ? 'application/gzip' : 'application/xml');
    const keep = new Set(files.map((f) => f.name));
    for (const old of await this.files.list(AREA)) if (!keep.has(old.key)) await this.files.delete(AREA, old.key);
  }

  async read(name: string): Promise<Buffer | null> {
    if (!NAME.test(name)) return null;
    return this.files.read(AREA, name);
  }
}
