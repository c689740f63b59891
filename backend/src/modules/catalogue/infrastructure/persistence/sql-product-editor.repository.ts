import { Injectable } from '@nestjs/common';
import { toSlug } from '@shop/domain';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { EDITOR_LOCALES, type EditorLocale, type ProductDraft, type ProductTextFields } from '../../domain/product-editor';
import { ProductEditorRepository, type CatalogueFacts, type StoredProduct } from '../../domain/ports/product-editor.repository.port';

type Row = Record<string, unknown>;

const emptyTexts = (): ProductTextFields => ({ name: '', shortDescription: '', description: '', slug: '' });
const decimal = (v: unknown) => {
  const s = String(v ?? '0');
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
};

/** The product editor's SQL on the catalogue's own tables (product, product_translation, their relations, product_revision). */
@Injectable()
export class SqlProductEditorRepository extends ProductEditorRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  private q<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.tx.manager().query(sql, params) as Promise<T[]>;
  }

  async find(id: string, forUpdate = false): Promise<StoredProduct | null> {
    const [p] = await this.q(
      `SELECT id, product_type_id, canonical_parent_category_id, price_cents::text AS price_cents, price_unit, unit_of_quantity,
              packaging_unit::text AS packaging_unit, quantity_in_stock::text AS quantity_in_stock, procurement_time_days,
              image, image_thumbnail, image_small, additional_images, files, active, is_only_on_request, version
         FROM product WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    );
    if (!p) return null;
    const texts = await this.q(`SELECT locale, name, short_description, description, slug FROM product_translation WHERE product_id = $1`, [id]);
    const categories = await this.q<{ category_id: string }>(`SELECT category_id FROM product_category_product WHERE product_id = $1 ORDER BY sort, category_id`, [id]);
    const values = await this.q<{ value_id: number }>(`SELECT value_id FROM product_attribute_value WHERE product_id = $1 ORDER BY value_id`, [id]);
    const textOf = (locale: EditorLocale): ProductTextFields => {
      const t = texts.find((r) => r.locale === locale);
      return t ? { name: String(t.name), shortDescription: String(t.short_description), description: String(t.description), slug: String(t.slug) } : emptyTexts();
    };
    return {
      version: Number(p.version),
      draft: {
        id: String(p.id),
        productTypeId: String(p.product_type_id),
        texts: { de: textOf('de'), en: textOf('en') },
        categoryIds: categories.map((c) => String(c.category_id)),
        canonicalCategoryId: p.canonical_parent_category_id == null ? null : String(p.canonical_parent_category_id),
        attributeValueIds: values.map((v) => Number(v.value_id)),
        priceCents: Number(p.price_cents),
        priceUnit: Number(p.price_unit),
        unitOfQuantity: String(p.unit_of_quantity),
        packagingUnit: decimal(p.packaging_unit),
        quantityInStock: decimal(p.quantity_in_stock),
        procurementTimeDays: Number(p.procurement_time_days),
        image: (p.image as string | null) ?? null,
        imageThumbnail: (p.image_thumbnail as string | null) ?? null,
        imageSmall: (p.image_small as string | null) ?? null,
        additionalImages: Array.isArray(p.additional_images) ? (p.additional_images as ProductDraft['additionalImages']) : [],
        files: Array.isArray(p.files) ? (p.files as ProductDraft['files']) : [],
        active: p.active === true,
        onlyOnRequest: p.is_only_on_request === true,
      },
    };
  }

  async revision(id: string, version: number): Promise<ProductDraft | null> {
    const [row] = await this.q<{ state: ProductDraft }>(`SELECT state FROM product_revision WHERE product_id = $1 AND version = $2`, [id, version]);
    return row ? row.state : null;
  }

  async facts(d: ProductDraft, ownId: string | null): Promise<CatalogueFacts> {
    const [type] = await this.q(`SELECT 1 FROM product_type WHERE id = $1`, [d.productTypeId]);
    const categoryIds = [...new Set([...d.categoryIds, ...(d.canonicalCategoryId ? [d.canonicalCategoryId] : [])])];
    const knownCategories = await this.q<{ id: string }>(`SELECT id FROM product_category WHERE id = ANY($1)`, [categoryIds]);
    const knownValues = await this.q<{ id: number }>(`SELECT id FROM attribute_value WHERE id = ANY($1::int[])`, [d.attributeValueIds]);
    const taken: EditorLocale[] = [];
    for (const locale of EDITOR_LOCALES) {
      const [row] = await this.q(`SELECT 1 FROM product_translation WHERE locale = $1 AND slug = $2 AND product_id <> $3 LIMIT 1`, [locale, d.texts[locale].slug, ownId ?? '']);
      if (row) taken.push(locale);
    }
    const [sameId] = d.id === ownId ? [] : await this.q(`SELECT 1 FROM product WHERE id = $1`, [d.id]);
    return {
      productTypeKnown: type !== undefined,
      unknownCategoryIds: categoryIds.filter((c) => !knownCategories.some((k) => k.id === c)),
      unknownAttributeValueIds: d.attributeValueIds.filter((v) => !knownValues.some((k) => Number(k.id) === v)),
      takenSlugs: taken,
      articleNumberTaken: sameId !== undefined,
    };
  }

  async insert(d: ProductDraft): Promise<number> {
    await this.q(`INSERT INTO product (id, product_type_id, price_cents) VALUES ($1, $2, $3)`, [d.id, d.productTypeId, d.priceCents]);
    return this.write(d.id, d);
  }

  async update(storedId: string, d: ProductDraft): Promise<number> {
    if (d.id !== storedId) await this.rename(storedId, d.id);
    return this.write(d.id, d);
  }

  /** A new article number for a product never ordered: the row moves with its relations (no foreign key cascades updates). */
  private async rename(from: string, to: string): Promise<void> {
    await this.q(
      `INSERT INTO product SELECT (jsonb_populate_record(NULL::product, to_jsonb(p) || jsonb_build_object('id', $2::text))).* FROM product p WHERE p.id = $1`,
      [from, to],
    );
    await this.q(`UPDATE product_translation SET product_id = $2 WHERE product_id = $1`, [from, to]);
    await this.q(`UPDATE product_category_product SET product_id = $2 WHERE product_id = $1`, [from, to]);
    await this.q(`UPDATE product_attribute_value SET product_id = $2 WHERE product_id = $1`, [from, to]);
    await this.q(`DELETE FROM product WHERE id = $1`, [from]);
  }

  private async write(id: string, d: ProductDraft): Promise<number> {
    await this.q(
      `UPDATE product SET product_type_id = $2, canonical_parent_category_id = $3, price_cents = $4, price_unit = $5, unit_of_quantity = $6,
              packaging_unit = $7::numeric, quantity_in_stock = $8::numeric, procurement_time_days = $9, image = $10, image_thumbnail = $11,
              image_small = $12, additional_images = $13::jsonb, files = $14::jsonb, active = $15, is_only_on_request = $16, updated_at = now()
        WHERE id = $1`,
      [
        id,
        d.productTypeId,
        d.canonicalCategoryId,
        d.priceCents,
        d.priceUnit,
        d.unitOfQuantity,
        d.packagingUnit,
        d.quantityInStock,
        d.procurementTimeDays,
        d.image,
        d.imageThumbnail,
        d.imageSmall,
        JSON.stringify(d.additionalImages),
        JSON.stringify(d.files),
        d.active,
        d.onlyOnRequest,
      ],
    );
    for (const locale of EDITOR_LOCALES) {
      const t = d.texts[locale];
      await this.q(
        `INSERT INTO product_translation (product_id, locale, name, short_description, description, slug) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (product_id, locale) DO UPDATE SET name = EXCLUDED.name, short_description = EXCLUDED.short_description,
           description = EXCLUDED.description, slug = EXCLUDED.slug`,
        [id, locale, t.name, t.shortDescription, t.description, t.slug],
      );
    }
    await this.q(`DELETE FROM product_category_product WHERE product_id = $1 AND NOT (category_id = ANY($2))`, [id, d.categoryIds]);
    for (const [i, categoryId] of d.categoryIds.entries())
      await this.q(`INSERT INTO product_category_product (category_id, product_id, sort) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [categoryId, id, i]);
    await this.q(`DELETE FROM product_attribute_value WHERE product_id = $1 AND NOT (value_id = ANY($2::int[]))`, [id, d.attributeValueIds]);
    for (const valueId of d.attributeValueIds)
      await this.q(`INSERT INTO product_attribute_value (product_id, value_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, valueId]);
    // The version the row trigger raised (an UPDATE's RETURNING comes back in the driver's own shape).
    const [row] = await this.q<{ version: number }>(`SELECT version FROM product WHERE id = $1`, [id]);
    return Number(row.version);
  }

  async duplicate(sourceId: string, newId: string): Promise<number> {
    await this.q(
      `INSERT INTO product SELECT (jsonb_populate_record(NULL::product, to_jsonb(p) || jsonb_build_object('id', $2::text, 'version', 1, 'active', false, 'created_at', now(), 'updated_at', now()))).*
         FROM product p WHERE p.id = $1`,
      [sourceId, newId],
    );
    const suffix = toSlug(newId) || 'copy';
    await this.q(
      `INSERT INTO product_translation (product_id, locale, name, description, short_description, meta_description, slug, synonyms)
       SELECT $2, locale, name, description, short_description, meta_description, slug || '-' || $3, synonyms FROM product_translation WHERE product_id = $1`,
      [sourceId, newId, suffix],
    );
    await this.q(`INSERT INTO product_category_product (category_id, product_id, sort) SELECT category_id, $2, sort FROM product_category_product WHERE product_id = $1`, [sourceId, newId]);
    await this.q(`INSERT INTO product_attribute_value (product_id, value_id) SELECT $2, value_id FROM product_attribute_value WHERE product_id = $1`, [sourceId, newId]);
    return 1;
  }

  async saveRevision(id: string, version: number, draft: ProductDraft): Promise<void> {
    await this.q(`INSERT INTO product_revision (product_id, version, state) VALUES ($1, $2, $3::jsonb) ON CONFLICT (product_id, version) DO UPDATE SET state = EXCLUDED.state`, [
      id,
      version,
      JSON.stringify(draft),
    ]);
  }

  async lockWrites(): Promise<void> {
    await this.q(`SELECT pg_advisory_xact_lock(hashtext('catalogue:product-editor'))`);
  }
}
