import type { ColumnProblem, RowValues } from '../../../shared/data-exchange/exchange-type';
import { productRowProblems, productTextRowProblems } from './product-rules';

/**
 * The admin product editor's product: every field the editor shows, named as the admin reads them. The
 * checks are the catalogue's product rules (`product-rules.ts`, the ones the import runs), applied to the rows
 * this product is stored as; a refusal names the editor's field (`price`, `name.en`, …).
 */
export const EDITOR_LOCALES = ['de', 'en'] as const;
export type EditorLocale = (typeof EDITOR_LOCALES)[number];

export interface ProductTextFields {
  name: string;
  shortDescription: string;
  description: string;
  slug: string;
}

export interface ProductImageRef {
  /** The media URL (`/media/…`). */
  filename: string;
  label: { de: string; en: string };
}

export interface ProductFileRef {
  href: string;
  name: string;
  filetype: string;
}

export interface ProductDraft {
  /** Article number. */
  id: string;
  productTypeId: string;
  texts: Record<EditorLocale, ProductTextFields>;
  categoryIds: string[];
  canonicalCategoryId: string | null;
  attributeValueIds: number[];
  /** Net list price per price unit, cents. */
  priceCents: number;
  priceUnit: number;
  /** i18n id of the unit (pieces, meters, …). */
  unitOfQuantity: string;
  /** The order increment where the product type sets none (decimal string). */
  packagingUnit: string;
  quantityInStock: string;
  /** Delivery time when out of stock, working days. */
  procurementTimeDays: number;
  image: string | null;
  imageThumbnail: string | null;
  imageSmall: string | null;
  additionalImages: ProductImageRef[];
  files: ProductFileRef[];
  active: boolean;
  onlyOnRequest: boolean;
}

/** What the stored catalogue says about a draft: the facts the product rules need beyond its own values. */
export interface CatalogueFacts {
  productTypeKnown: boolean;
  unknownCategoryIds: string[];
  unknownAttributeValueIds: number[];
  /** Locales whose slug another product uses. */
  takenSlugs: EditorLocale[];
  /** Another product has this article number. */
  articleNumberTaken: boolean;
}

/** The product row's columns the editor writes, by the product's field. */
export function productRowOf(d: ProductDraft): RowValues {
  return {
    id: d.id,
    product_type_id: d.productTypeId,
    canonical_parent_category_id: d.canonicalCategoryId,
    price_cents: d.priceCents,
    price_unit: d.priceUnit,
    unit_of_quantity: d.unitOfQuantity,
    packaging_unit: d.packagingUnit,
    quantity_in_stock: d.quantityInStock,
    procurement_time_days: d.procurementTimeDays,
    image: d.image,
    image_thumbnail: d.imageThumbnail,
    image_small: d.imageSmall,
    additional_images: d.additionalImages,
    files: d.files,
    active: d.active,
    is_only_on_request: d.onlyOnRequest,
  };
}

export function textRowOf(d: ProductDraft, locale: EditorLocale): RowValues {
  const t = d.texts[locale];
  return { product_id: d.id, locale, name: t.name, short_description: t.shortDescription, description: t.description, slug: t.slug };
}

/** The editor's field of a product column. */
const FIELD_OF_COLUMN: Record<string, string> = {
  id: 'id',
  price_cents: 'price',
  price_unit: 'priceUnit',
  packaging_unit: 'packagingUnit',
  quantity_in_stock: 'quantityInStock',
  procurement_time_days: 'procurementTimeDays',
  weight_kg: 'weightKg',
  list_price_cents: 'listPrice',
};

const TEXT_FIELD_OF_COLUMN: Record<string, keyof ProductTextFields> = { name: 'name', slug: 'slug', short_description: 'shortDescription', description: 'description' };

/**
 * The product rules on the draft, keyed by the editor's field: the same functions the import runs on its rows.
 * Facts the rules need from the catalogue (known type, categories, attribute values, free slugs and article
 * numbers) are checked by the handler against the stored catalogue and added with `refusal`.
 */
export function draftProblems(d: ProductDraft): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (problems: ColumnProblem[], fieldOf: (column: string) => string) => {
    for (const p of problems) fields[fieldOf(p.column)] ??= p.messageId;
  };
  put(productRowProblems(productRowOf(d)), (c) => FIELD_OF_COLUMN[c] ?? c);
  for (const locale of EDITOR_LOCALES) put(productTextRowProblems(textRowOf(d, locale)), (c) => `${TEXT_FIELD_OF_COLUMN[c] ?? c}.${locale}`);
  return fields;
}

/** JSON with the keys of every object sorted (stored JSON comes back with its keys in the database's order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** The editor's fields whose values differ between two states of a product (sorted, as the editor names them). */
export function changedFields(before: ProductDraft, after: ProductDraft): string[] {
  const changed: string[] = [];
  const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
  for (const key of Object.keys(after) as Array<keyof ProductDraft>) {
    if (key === 'texts') {
      for (const locale of EDITOR_LOCALES)
        for (const f of Object.keys(after.texts[locale]) as Array<keyof ProductTextFields>)
          if (before.texts[locale]?.[f] !== after.texts[locale][f]) changed.push(`${f}.${locale}`);
    } else if (key === 'categoryIds' || key === 'attributeValueIds') {
      const sorted = (v: Array<string | number>) => [...v].map(String).sort();
      if (!same(sorted(before[key] ?? []), sorted(after[key]))) changed.push(key);
    } else if (!same(before[key], after[key])) changed.push(key === 'priceCents' ? 'price' : key);
  }
  return changed.sort();
}

/** The refusals the stored catalogue gives a draft (pure: facts in, field message ids out). */
export function factProblems(draft: ProductDraft, facts: CatalogueFacts): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!facts.productTypeKnown) fields.productTypeId = 'adProductUnknownType';
  if (facts.unknownCategoryIds.length > 0) {
    if (draft.canonicalCategoryId !== null && facts.unknownCategoryIds.includes(draft.canonicalCategoryId)) fields.canonicalCategoryId = 'adProductUnknownCategory';
    if (draft.categoryIds.some((c) => facts.unknownCategoryIds.includes(c))) fields.categoryIds = 'adProductUnknownCategory';
  }
  if (facts.unknownAttributeValueIds.length > 0) fields.attributeValueIds = 'adProductUnknownAttribute';
  for (const locale of facts.takenSlugs) fields[`slug.${locale}`] = 'adProductSlugTaken';
  if (facts.articleNumberTaken) fields.id = 'adProductArticleNumberTaken';
  return fields;
}
