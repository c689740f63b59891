import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { DataSource } from 'typeorm';
import { CatalogueSitemapQuery } from '../../../catalogue';
import { ContentQueries, DEFAULT_LOCALE, type Webpage } from '../../../content';
import { sitemapFiles, sitemapIndex, type SitemapPage } from '../../domain/sitemap';
import { SitemapStore } from '../../domain/ports/sitemap-store.port';

const gzip = promisify(gzipCallback);

/** What a generation made (the admin tools page shows it). */
export interface SitemapResult {
  urls: number;
  files: number;
  products: number;
  categories: number;
  pages: number;
  /** The generation's own time: reading the catalogue's rows, writing, compressing and storing the files. */
  durationMs: number;
  /** Time spent waiting for the catalogue read model first (at start-up, while it loads); not in durationMs. */
  waitedMs: number;
  sourceVersion: string;
  generatedAt: string;
}

/** Pages a search engine should list: indexable, open to everyone, not an admin page. */
export function isIndexablePage(page: Webpage): boolean {
  return !/noindex/i.test(page.robots) && page.accessCondition === null && !page.prefix && !page.component.startsWith('Admin');
}

function versionOf(catalogueVersion: string, pages: Webpage[]): string {
  const pageKey = createHash('sha256')
    .update(JSON.stringify(pages.filter(isIndexablePage).map((p) => [p.code, p.locale, p.path])))
    .digest('hex')
    .slice(0, 16);
  return `${catalogueVersion}:${pageKey}`;
}

/**
 * Writes the sitemap (ADR 0018): a sitemap index and files of at most 50,000 URLs with every product,
 * category and indexable page in both languages, hreflang alternates and lastmod; each file also gzipped.
 * A plain application service: the scheduler calls it after catalogue changes, the admin tools can call it.
 */
@Injectable()
export class SitemapGenerator {
  private readonly logger = new Logger('Sitemap');

  constructor(
    private readonly catalogue: CatalogueSitemapQuery,
    private readonly content: ContentQueries,
    private readonly store: SitemapStore,
    private readonly db: DataSource,
  ) {}

  /** The version of everything the sitemap is made from: the catalogue version and the indexable pages. */
  async sourceVersion(): Promise<string> {
    const [version, pages] = await Promise.all([this.catalogue.version(), this.content.webpages()]);
    return versionOf(version, pages);
  }

  async generate(): Promise<SitemapResult> {
    const started = Date.now();
    const [entries, webpages, config] = await Promise.all([this.catalogue.entries(), this.content.webpages(), this.content.generalConfig()]);
    // What this sitemap was made from: the catalogue version the entries were read at (the read model's, which
    // may still be the one before the latest change), never the database's version read beside it; else a
    // stale sitemap would be recorded as current and not made again.
    const sourceVersion = versionOf(entries.version, webpages);
    const base = config.baseUrl.replace(/\/+$/, '');
    const now = new Date();
    const absolute = (paths: Record<string, string>): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const [locale, path] of Object.entries(paths)) out[locale] = base + path;
      return out;
    };
    const pageGroups = new Map<string, Record<string, string>>();
    for (const page of webpages.filter(isIndexablePage)) (pageGroups.set(page.code, pageGroups.get(page.code) ?? {}).get(page.code)!)[page.locale] = page.path;
    function* pages(): Generator<SitemapPage> {
      for (const paths of pageGroups.values()) yield { urls: absolute(paths), lastmod: null };
      for (const c of entries.categories) yield { urls: absolute(c.paths), lastmod: c.lastmod };
      for (const p of entries.products) yield { urls: absolute(p.paths), lastmod: p.lastmod };
    }
    const files: Array<{ name: string; content: Buffer }> = [];
    const index: Array<{ loc: string; lastmod: Date }> = [];
    let urls = 0;
    for (const file of sitemapFiles(pages(), DEFAULT_LOCALE)) {
      const name = `sitemap-${index.length + 1}.xml`;
      const content = Buffer.from(file.xml, 'utf8');
      files.push({ name, content }, { name: `${name}.gz`, content: await gzip(content, { level: 6 }) });
      index.push({ loc: `${base}/${name}`, lastmod: now });
      urls += file.urls;
    }
    const indexXml = Buffer.from(sitemapIndex(index), 'utf8');
    files.push({ name: 'sitemap.xml', content: indexXml }, { name: 'sitemap.xml.gz', content: await gzip(indexXml) });
    await this.store.replace(files);
    const result: SitemapResult = {
      urls,
      files: index.length,
      products: entries.products.length,
      categories: entries.categories.length,
      pages: pageGroups.size,
      durationMs: Date.now() - started - entries.waitedMs,
      waitedMs: entries.waitedMs,
      sourceVersion,
      generatedAt: now.toISOString(),
    };
    await this.db.query(
      `INSERT INTO sitemap_state (id, source_version, generated_at, urls, files, duration_ms) VALUES (1, $1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET source_version = EXCLUDED.source_version, generated_at = EXCLUDED.generated_at, urls = EXCLUDED.urls, files = EXCLUDED.files, duration_ms = EXCLUDED.duration_ms`,
      [sourceVersion, now, urls, index.length, result.durationMs],
    );
    this.logger.log(`sitemap: ${urls} URLs in ${index.length} files (${result.products} products, ${result.categories} categories, ${result.pages} pages) in ${result.durationMs} ms (after ${result.waitedMs} ms waiting for the catalogue)`);
    return result;
  }

  /** The version the current sitemap was made from, or null when none was made yet. */
  async generatedVersion(): Promise<string | null> {
    const rows: Array<{ source_version: string }> = await this.db.query('SELECT source_version FROM sitemap_state WHERE id = 1');
    return rows[0]?.source_version ?? null;
  }
}
