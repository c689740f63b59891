import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { mediaUrlPattern } from '../../../../shared/media/media-url-pattern';

/**
 * Small read-only answers about the catalogue for other contexts (the catalogue owns its tables): how many
 * products there are, product and category names in a locale, which products and categories use a media file.
 */
@Injectable()
export class CatalogueFigures {
  constructor(private readonly db: DataSource) {}

  /** How many products the catalogue holds (only the active ones when asked). */
  async productCount(options: { activeOnly: boolean }): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM product${options.activeOnly ? ' WHERE active' : ''}`)) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** Product names in the locale, else in German (the default language); unknown ids are left out. */
  productNames(ids: string[], locale: string): Promise<Map<string, string>> {
    return this.names('SELECT product_id AS id, name FROM product_translation WHERE product_id = ANY($1) AND locale IN ($2, \'de\') ORDER BY (locale = $2) ASC', ids, locale);
  }

  /** Category names in the locale, else in German; unknown ids are left out. */
  categoryNames(ids: string[], locale: string): Promise<Map<string, string>> {
    return this.names('SELECT category_id AS id, name FROM product_category_translation WHERE category_id = ANY($1) AND locale IN ($2, \'de\') ORDER BY (locale = $2) ASC', ids, locale);
  }

  /**
   * The products and categories naming the media file `/media/<key>` (every id, sorted): product image, thumbnail,
   * small image, additional images, page params (featured image) and files; category image and page params.
   */
  async mediaUsers(key: string): Promise<{ products: string[]; categories: string[] }> {
    const needle = mediaUrlPattern(key);
    const [products, categories] = (await Promise.all([
      this.db.query(
        `SELECT id FROM product WHERE image LIKE $1 OR image_thumbnail LIKE $1 OR image_small LIKE $1 OR additional_images::text LIKE $1
           OR page_params::text LIKE $1 OR files::text LIKE $1 ORDER BY id`,
        [needle],
      ),
      this.db.query(`SELECT id FROM product_category WHERE image LIKE $1 OR page_params::text LIKE $1 ORDER BY id`, [needle]),
    ])) as Array<Array<{ id: string }>>;
    return { products: products.map((r) => r.id), categories: categories.map((r) => r.id) };
  }

  private async names(sql: string, ids: string[], locale: string): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.db.query(sql, [ids, locale])) as Array<{ id: string; name: string }>;
    // Ordered so the asked locale comes last and wins.
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
