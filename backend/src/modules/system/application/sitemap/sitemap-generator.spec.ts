import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { CatalogueSitemapQuery } from '../../../catalogue';
import type { ContentQueries, Webpage } from '../../../content';
import { SitemapStore } from '../../domain/ports/sitemap-store.port';
import { SitemapGenerator } from './sitemap-generator';

class MemoryStore extends SitemapStore {
  files = new Map<string, Buffer>();
  async replace(files: Array<{ name: string; content: Buffer }>): Promise<void> {
    this.files = new Map(files.map((f) => [f.name, f.content]));
  }
  async read(name: string): Promise<Buffer | null> {
    return this.files.get(name) ?? null;
  }
}

/** A database that keeps what the generator records as made. */
function database() {
  const state: { made: string | null } = { made: null };
  const db = {
    query: async (sql: string, params: unknown[] = []) => {
      if (sql.includes('INSERT INTO sitemap_state')) {
        state.made = params[0] as string;
        return [];
      }
      if (sql.includes('FROM sitemap_state')) return state.made === null ? [] : [{ source_version: state.made }];
      throw new Error(`unexpected query ${sql}`);
    },
  };
  return { db: db as unknown as DataSource, state };
}

describe('SitemapGenerator', () => {
  beforeAll(() => Logger.overrideLogger(false));

  const content = {
    webpages: async () => [] as Webpage[],
    generalConfig: async () => ({ baseUrl: 'https://shop.example' }),
  } as unknown as ContentQueries;

  it('records the catalogue version the entries were read at, so a sitemap made from an older read model is made again', async () => {
    // The database is at version 8, the read model still answers version 7 (its reload comes later).
    const { db, state } = database();
    const catalogue = { version: async () => '8', entries: async () => ({ version: '7', waitedMs: 0, categories: [], products: [{ paths: { de: '/alt', en: '/en/old' }, lastmod: null }] }) } as unknown as CatalogueSitemapQuery;
    const generator = new SitemapGenerator(catalogue, content, new MemoryStore(), db);
    const made = await generator.generate();
    expect(made.sourceVersion.startsWith('7:')).toBe(true);
    expect(state.made).toBe(made.sourceVersion);
    expect(await generator.generatedVersion()).not.toBe(await generator.sourceVersion());
  });

  it('counts a sitemap made from the current catalogue as current', async () => {
    const { db } = database();
    const catalogue = { version: async () => '8', entries: async () => ({ version: '8', waitedMs: 0, categories: [], products: [] }) } as unknown as CatalogueSitemapQuery;
    const generator = new SitemapGenerator(catalogue, content, new MemoryStore(), db);
    await generator.generate();
    expect(await generator.generatedVersion()).toBe(await generator.sourceVersion());
  });
});
