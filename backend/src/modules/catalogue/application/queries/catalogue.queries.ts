import { Injectable } from '@nestjs/common';
import { categoryPaths } from '@shop/domain';
import { DataSource } from 'typeorm';

export interface CategoryListItem {
  id: string;
  parentId: string | null;
  sort: number;
  image: string | null;
  name: Record<string, string>;
  slug: Record<string, string>;
  /** Full URL path per locale: the chain of parent slugs, then the category's own slug. */
  path: Record<string, string>;
  productCount: number;
}


/** Catalogue reads for the init payload and menus, straight from SQL. */
@Injectable()
export class CatalogueQueries {
  private categoriesCache?: { at: number; value: Promise<CategoryListItem[]> };

  constructor(private readonly db: DataSource) {}

  invalidate(): void {
    this.categoriesCache = undefined;
  }

  productCategories(): Promise<CategoryListItem[]> {
    if (this.categoriesCache && Date.now() - this.categoriesCache.at < 5000) return this.categoriesCache.value;
    const value = this.loadCategories();
    this.categoriesCache = { at: Date.now(), value };
    value.catch(() => (this.categoriesCache = undefined));
    return value;
  }

  private async loadCategories(): Promise<CategoryListItem[]> {
    // productCount covers the category's whole branch (its own products and its subcategories'), each
    // product once — the same number the category page shows.
    const rows: Array<{ id: string; parent_id: string | null; sort: number; image: string | null; locale: string; name: string; slug: string; product_count: string }> =
      await this.db.query(`
        WITH RECURSIVE tree(root, id) AS (
          SELECT id, id FROM product_category WHERE active
          UNION ALL
          SELECT t.root, c.id FROM product_category c JOIN tree t ON c.parent_id = t.id WHERE c.active
        ),
        counts AS (
          SELECT t.root, count(DISTINCT pcp.product_id) AS n
            FROM tree t
            JOIN product_category_product pcp ON pcp.category_id = t.id
            JOIN product p ON p.id = pcp.product_id AND p.active
           GROUP BY t.root
        )
        SELECT c.id, c.parent_id, c.sort, c.image, t.locale, t.name, t.slug, coalesce(counts.n, 0) AS product_count
          FROM product_category c
          JOIN product_category_translation t ON t.category_id = c.id
          LEFT JOIN counts ON counts.root = c.id
         WHERE c.active
         ORDER BY c.sort, c.id`);
    const byId = new Map<string, CategoryListItem>();
    for (const r of rows) {
      let item = byId.get(r.id);
      if (!item) {
        item = { id: r.id, parentId: r.parent_id, sort: Number(r.sort), image: r.image, name: {}, slug: {}, path: {}, productCount: Number(r.product_count) };
        byId.set(r.id, item);
      }
      item.name[r.locale] = r.name;
      item.slug[r.locale] = r.slug;
    }
    const paths = categoryPaths([...byId.values()]);
    for (const item of byId.values()) item.path = paths.get(item.id) ?? {};
    return [...byId.values()];
  }
}
