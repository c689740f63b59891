import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProductDraft } from '../../domain/product-editor';
import { ArticleOrdersPort } from '../../domain/ports/article-orders.port';
import { ProductEditorRepository } from '../../domain/ports/product-editor.repository.port';
import { UNIT_CODES } from '../../domain/unit-codes';

export interface EditableProduct {
  product: ProductDraft;
  version: number;
  /** The article was ordered: its number stays. */
  articleNumberLocked: boolean;
}

type Names = { de: string; en: string };

export interface ProductEditorOptions {
  productTypes: Array<{ id: string; name: Names; decimal: boolean; minimum: string; increment: string | null }>;
  categories: Array<{ id: string; parentId: string | null; name: Names }>;
  attributes: Array<{ id: string; heading: Names; values: Array<{ id: number; code: string; label: Names }> }>;
  /** i18n ids of the units of quantity. */
  units: string[];
}

const names = (de: unknown, en: unknown, fallback: string): Names => ({ de: String(de ?? fallback), en: String(en ?? de ?? fallback) });

/** The admin product editor's reads: one product as the editor shows it, and the choices its fields offer. */
@Injectable()
export class ProductEditorQueries {
  constructor(
    private readonly db: DataSource,
    private readonly products: ProductEditorRepository,
    private readonly orders: ArticleOrdersPort,
  ) {}

  async product(id: string): Promise<EditableProduct | null> {
    const stored = await this.products.find(id);
    if (stored === null) return null;
    return { product: stored.draft, version: stored.version, articleNumberLocked: await this.orders.wasOrdered(id) };
  }

  async options(): Promise<ProductEditorOptions> {
    const types = (await this.db.query(
      `SELECT t.id, t.order_quantity, de.name AS de, en.name AS en FROM product_type t
         LEFT JOIN product_type_translation de ON de.product_type_id = t.id AND de.locale = 'de'
         LEFT JOIN product_type_translation en ON en.product_type_id = t.id AND en.locale = 'en' ORDER BY t.id`,
    )) as Array<Record<string, unknown>>;
    const categories = (await this.db.query(
      `SELECT c.id, c.parent_id, de.name AS de, en.name AS en FROM product_category c
         LEFT JOIN product_category_translation de ON de.category_id = c.id AND de.locale = 'de'
         LEFT JOIN product_category_translation en ON en.category_id = c.id AND en.locale = 'en' ORDER BY coalesce(de.name, c.id), c.id`,
    )) as Array<Record<string, unknown>>;
    const attributes = (await this.db.query(
      `SELECT a.id, de.heading AS de, en.heading AS en FROM attribute a
         LEFT JOIN attribute_translation de ON de.attribute_id = a.id AND de.locale = 'de'
         LEFT JOIN attribute_translation en ON en.attribute_id = a.id AND en.locale = 'en' ORDER BY a.sort, a.id`,
    )) as Array<Record<string, unknown>>;
    const values = (await this.db.query(
      `SELECT v.id, v.attribute_id, v.code, de.label AS de, en.label AS en FROM attribute_value v
         LEFT JOIN attribute_value_translation de ON de.value_id = v.id AND de.locale = 'de'
         LEFT JOIN attribute_value_translation en ON en.value_id = v.id AND en.locale = 'en' ORDER BY v.attribute_id, v.numeric_value NULLS LAST, v.code`,
    )) as Array<Record<string, unknown>>;
    return {
      productTypes: types.map((t) => {
        const oq = (t.order_quantity ?? {}) as { type?: string; min?: unknown; increment?: unknown };
        return {
          id: String(t.id),
          name: names(t.de, t.en, String(t.id)),
          decimal: typeof oq.type === 'string' && oq.type.toLowerCase() === 'decimal',
          minimum: oq.min == null ? '0' : String(oq.min),
          increment: oq.increment == null ? null : String(oq.increment),
        };
      }),
      categories: categories.map((c) => ({ id: String(c.id), parentId: c.parent_id == null ? null : String(c.parent_id), name: names(c.de, c.en, String(c.id)) })),
      attributes: attributes.map((a) => ({
        id: String(a.id),
        heading: names(a.de, a.en, String(a.id)),
        values: values
          .filter((v) => v.attribute_id === a.id)
          .map((v) => ({ id: Number(v.id), code: String(v.code), label: names(v.de, v.en, String(v.code)) })),
      })),
      units: Object.keys(UNIT_CODES),
    };
  }
}
