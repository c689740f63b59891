import { Injectable } from '@nestjs/common';
import { adminSearchTerm } from '@shop/domain';
import { DataSource } from 'typeorm';

export type AdminProductSort = 'id' | 'name' | 'price' | 'stock' | 'created';

export interface AdminProductListQuery {
  q?: string;
  /** Only active (true) or only inactive (false) products; both when absent. */
  active?: boolean;
  sort?: AdminProductSort;
  dir?: 'asc' | 'desc';
  locale: 'de' | 'en';
  page: number;
  pageSize: number;
}

export interface AdminProductListItem {
  id: string;
  name: { de: string; en: string };
  productTypeId: string;
  /** The product type's name in the list's language (its id when it has none). */
  productTypeName: string;
  /** Net list price in minor units per price unit. */
  price: number;
  priceUnit: number;
  quantityInStock: string;
  onlyOnRequest: boolean;
  active: boolean;
  createdAt: string;
}

const SORT_COLUMNS: Record<AdminProductSort, string> = { id: 'p.id', name: 'name_sort', price: 'p.price_cents', stock: 'p.quantity_in_stock', created: 'p.created_at' };

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin's product management list (spec: "user, order and product management lists with search and sort"):
 * every product, active or not, straight from the catalogue tables (the storefront's read model holds only what
 * buyers see). Search: part of the article number or of the German or English name.
 */
@Injectable()
export class AdminProductQueries {
  constructor(private readonly db: DataSource) {}

  async list(query: AdminProductListQuery): Promise<{ items: AdminProductListItem[]; total: number; page: number; pageSize: number }> {
    const params: unknown[] = [query.locale];
    const where: string[] = [];
    const term = adminSearchTerm(query.q);
    if (term) {
      params.push(`%${likeEscape(term)}%`);
      where.push(`(lower(p.id) LIKE $${params.length} OR lower(coalesce(de.name, '')) LIKE $${params.length} OR lower(coalesce(en.name, '')) LIKE $${params.length})`);
    }
    if (query.active !== undefined) {
      params.push(query.active);
      where.push(`p.active = $${params.length}`);
    }
    const dir = query.dir === 'desc' ? 'DESC' : 'ASC';
    const order = `${SORT_COLUMNS[query.sort ?? 'id']} ${dir}, p.id ${dir}`;
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT p.id, p.product_type_id, p.price_cents, p.price_unit, p.quantity_in_stock, p.is_only_on_request, p.active, p.created_at,
              coalesce(de.name, '') AS name_de, coalesce(en.name, de.name, '') AS name_en, coalesce(tt.name, p.product_type_id) AS type_name,
              lower(CASE WHEN $1::text = 'en' THEN coalesce(en.name, de.name, '') ELSE coalesce(de.name, '') END) AS name_sort,
              count(*) OVER () AS total
         FROM product p
         LEFT JOIN product_translation de ON de.product_id = p.id AND de.locale = 'de'
         LEFT JOIN product_translation en ON en.product_id = p.id AND en.locale = 'en'
         LEFT JOIN product_type_translation tt ON tt.product_type_id = p.product_type_id AND tt.locale = $1::text
         ${filter}
        ORDER BY ${order}
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    const total = rows.length > 0 ? Number(rows[0].total) : query.page > 1 ? await this.count(filter, params) : 0;
    return {
      total,
      page: query.page,
      pageSize: query.pageSize,
      items: rows.map((r) => ({
        id: String(r.id),
        name: { de: String(r.name_de), en: String(r.name_en) },
        productTypeId: String(r.product_type_id),
        productTypeName: String(r.type_name),
        price: Number(r.price_cents),
        priceUnit: Number(r.price_unit),
        quantityInStock: String(r.quantity_in_stock),
        onlyOnRequest: r.is_only_on_request === true,
        active: r.active === true,
        createdAt: new Date(String(r.created_at)).toISOString(),
      })),
    };
  }

  /** The total of a page past the end (the window count has no row to ride on). */
  private async count(filter: string, params: unknown[]): Promise<number> {
    const [row]: Array<{ total: number }> = await this.db.query(
      // $1 (the locale) is named so that both queries share their parameters.
      `SELECT count(*)::int AS total, $1::text AS locale FROM product p
         LEFT JOIN product_translation de ON de.product_id = p.id AND de.locale = 'de'
         LEFT JOIN product_translation en ON en.product_id = p.id AND en.locale = 'en'
         ${filter}`,
      params,
    );
    return Number(row?.total ?? 0);
  }
}
