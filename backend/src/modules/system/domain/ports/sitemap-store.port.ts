/**
 * Where the generated sitemap files are kept and served from. Several app instances must share it (like media:
 * a shared folder, or an object-store adapter), since one instance generates for all (ADR 0018).
 */
export abstract class SitemapStore {
  /** Replaces the whole set of files at once: readers see the old set or the new one. */
  abstract replace(files: Array<{ name: string; content: Buffer }>): Promise<void>;
  abstract read(name: string): Promise<Buffer | null>;
}
