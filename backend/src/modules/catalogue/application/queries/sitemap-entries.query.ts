import { Injectable } from '@nestjs/common';
import { LOCALES } from '@shop/domain';
import { DataSource } from 'typeorm';
import { CatalogueReadModel } from '../read-model/catalogue-read-model';

/** One page of the catalogue as a sitemap lists it: its path in every locale and when it last changed. */
export interface SitemapEntry {
  paths: Record<string, string>;
  lastmod: Date | null;
}

export interface CatalogueSitemapEntries {
  /** The catalogue version the entries were read at. */
  version: string;
  /** How long the read model took to be there (only at start-up, while the catalogue is still loading). */
  waitedMs: number;
  categories: SitemapEntry[];
  products: SitemapEntry[];
}

/**
 * Every active category and product with its paths per locale (from the in-memory read model, the same paths
 * the shop answers, brought to the database's catalogue version first) and its last change (updated_at, kept
 * by a trigger), for the sitemap. `version` says which catalogue version the entries are of.
 */
@Injectable()
export class CatalogueSitemapQuery {
  constructor(private readonly readModel: CatalogueReadModel, private readonly db: DataSource) {}

  /** The catalogue version, bumped by every change of a catalogue table ('0' before the first): the sitemap's source version. */
  async version(): Promise<string> {
    const [row] = (await this.db.query('SELECT version::text AS version FROM catalogue_version WHERE id = 1')) as Array<{ version: string }>;
    return row?.version ?? '0';
  }

  async entries(): Promise<CatalogueSitemapEntries> {
    const asked = Date.now();
    let snapshot = await this.readModel.snapshot();
    // The sitemap is made when the catalogue changed: a read model still on the version before the change
    // (its background check comes later) loads the current one first.
    const [row] = (await this.db.query('SELECT version FROM catalogue_version WHERE id = 1')) as Array<{ version: string | number }>;
    if (row !== undefined && String(row.version) !== snapshot.version) {
      await this.readModel.reload();
      snapshot = await this.readModel.snapshot();
    }
    const waitedMs = Date.now() - asked;
    const [products, categories] = await Promise.all([
      this.db.query(`SELECT id, updated_at FROM product`) as Promise<Array<{ id: string; updated_at: Date }>>,
      this.db.query(`SELECT id, updated_at FROM product_category`) as Promise<Array<{ id: string; updated_at: Date }>>,
    ]);
    const productChanged = new Map(products.map((r) => [r.id, new Date(r.updated_at)]));
    const categoryChanged = new Map(categories.map((r) => [r.id, new Date(r.updated_at)]));
    const localized = (path: (locale: (typeof LOCALES)[number]) => string): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const locale of LOCALES) out[locale] = path(locale);
      return out;
    };
    return {
      version: snapshot.version,
      waitedMs,
      categories: snapshot.categories.map((c) => ({ paths: localized((l) => c.path[l]), lastmod: categoryChanged.get(c.id) ?? null })),
      products: snapshot.products.map((p) => ({ paths: localized((l) => snapshot.productPath(p, l)), lastmod: productChanged.get(p.id) ?? null })),
    };
  }
}
