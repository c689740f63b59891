import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Where a media file is still used: products, categories, webpages and menus that name its URL. */
export interface MediaUsage {
  products: string[];
  categories: string[];
  pages: string[];
  menus: string[];
  total: number;
}

const SAMPLE = 5;

/**
 * A read-only look into the catalogue's and content's tables for the text `/media/<key>` (ADR 0026: neither
 * module has a "who references this URL" query, and this one only reads). Product columns: image, thumbnail,
 * small image, additional images, page params (featured image), files; categories: image and page params;
 * webpages: image and params (page-builder blocks); menus: items.
 */
@Injectable()
export class MediaUsageQuery {
  constructor(private readonly db: DataSource) {}

  async usage(key: string): Promise<MediaUsage> {
    const needle = `%/media/${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [products, categories, pages, menus] = (await Promise.all([
      this.db.query(
        `SELECT id FROM product WHERE image LIKE $1 OR image_thumbnail LIKE $1 OR image_small LIKE $1 OR additional_images::text LIKE $1
           OR page_params::text LIKE $1 OR files::text LIKE $1 ORDER BY id`,
        [needle],
      ),
      this.db.query(`SELECT id FROM product_category WHERE image LIKE $1 OR page_params::text LIKE $1 ORDER BY id`, [needle]),
      this.db.query(`SELECT path AS id FROM webpage WHERE image LIKE $1 OR params::text LIKE $1 ORDER BY path`, [needle]),
      this.db.query(`SELECT code || ' (' || locale || ')' AS id FROM menu WHERE items::text LIKE $1 ORDER BY code, locale`, [needle]),
    ])) as Array<Array<{ id: string }>>;
    return {
      products: products.slice(0, SAMPLE).map((r) => r.id),
      categories: categories.slice(0, SAMPLE).map((r) => r.id),
      pages: pages.slice(0, SAMPLE).map((r) => r.id),
      menus: menus.slice(0, SAMPLE).map((r) => r.id),
      total: products.length + categories.length + pages.length + menus.length,
    };
  }
}
