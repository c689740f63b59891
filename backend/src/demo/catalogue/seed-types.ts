/**
 * Plain row shapes produced by the demo catalogue generator. Each interface mirrors one table of the
 * fixed schema (migration 1700000000000-initial-schema) with camelCase property names; JSON columns
 * hold plain objects. Money is integer cents (JS integers, bigint columns); quantities are plain numbers
 * already rounded to the column's scale.
 */

export type Locale = 'de' | 'en';
export const LOCALES: readonly Locale[] = ['de', 'en'];

/** A text in both shop languages. */
export interface I18n {
  de: string;
  en: string;
}

/** i18nIds of the units of quantity (structured-data unit codes: C62, MTR, KGM, HUR). */
export type UnitOfQuantity = 'pieces' | 'meters' | 'kilogram' | 'hourShort';

/** product_type.order_quantity */
export interface OrderQuantity {
  default: number;
  min: number;
  max?: number;
  /** When absent the product's packaging unit is the increment (docs/rules/validation.md#order-quantity). */
  increment?: number;
  type: 'Integer' | 'Decimal';
  showButtons: boolean;
}

export interface InfoBox {
  title: string;
  text: string;
}

export interface LocalisedInfoBoxes {
  de: InfoBox[];
  en: InfoBox[];
}

/** product_type.additional_info */
export interface ProductTypeAdditionalInfo {
  videos: { title: I18n; src: string }[];
  additionalTexts: { title: I18n; text: I18n }[];
  hyperlinks: { label: I18n; href: string }[];
}

export interface ProductTypeRow {
  id: string;
  orderQuantity: OrderQuantity;
  listItemAttributes: string[];
  additionalInfo: ProductTypeAdditionalInfo;
  listPriceInfoExcluded: boolean;
}

export interface ProductTypeTranslationRow {
  productTypeId: string;
  locale: Locale;
  name: string;
}

/** product_category.page_params */
export interface CategoryPageParams {
  featuredImage?: { src: string; alt: I18n };
  infoBoxes?: LocalisedInfoBoxes;
  layout?: 'table' | 'grid';
}

export interface CategoryRow {
  id: string;
  parentId: string | null;
  canonicalParentCategoryId: string | null;
  sort: number;
  image: string | null;
  synonyms: string[];
  pageParams: CategoryPageParams;
  sorts: unknown[];
  listPriceInfoExcluded: boolean;
  active: boolean;
}

export interface CategoryTranslationRow {
  categoryId: string;
  locale: Locale;
  name: string;
  description: string;
  slug: string;
}

export type AttributeType = 'multiSelect' | 'range';

export interface AttributeRow {
  id: string;
  type: AttributeType;
  measuringUnit: string | null;
  isFilter: boolean;
  sort: number;
}

export interface AttributeTranslationRow {
  attributeId: string;
  locale: Locale;
  heading: string;
}

/**
 * attribute_value. The id column is `serial`, so rows are identified by their natural key
 * (attributeId, code) — UNIQUE in the schema — until the seeder has read the ids back.
 */
export interface AttributeValueRow {
  attributeId: string;
  code: string;
  numericValue: number | null;
}

/** attribute_value_translation, keyed by the value's natural key. */
export interface AttributeValueTranslationRow {
  attributeId: string;
  code: string;
  locale: Locale;
  label: string;
}

export interface AdditionalImage {
  filename: string;
  label: I18n;
}

/** product.related_products: article numbers of other generated products. */
export interface RelatedProducts {
  fitsTo: string[];
  similar: string[];
  combinable: string[];
}

/** product.page_params */
export interface ProductPageParams {
  featuredImage?: { src: string; alt: I18n };
  infoBoxes?: LocalisedInfoBoxes;
  cadSource?: 'tp' | 'x';
}

export interface ProductFile {
  href: string;
  name: string;
  filetype: 'pdf';
}

export interface ProductRow {
  /** Article number. */
  id: string;
  productTypeId: string;
  canonicalParentCategoryId: string;
  packagingUnit: number;
  unitOfQuantity: UnitOfQuantity;
  weightKg: number;
  procurementTimeDays: number;
  /** Net price per `priceUnit` units, in cents. */
  priceCents: number;
  listPriceCents: number | null;
  priceUnit: number;
  quantityInStock: number;
  pricingGroup: string | null;
  isOnlyOnRequest: boolean;
  image: string | null;
  imageThumbnail: string | null;
  imageSmall: string | null;
  additionalImages: AdditionalImage[];
  relatedProducts: RelatedProducts;
  pageParams: ProductPageParams;
  files: ProductFile[];
  active: boolean;
  sort: number;
}

export interface ProductTranslationRow {
  productId: string;
  locale: Locale;
  name: string;
  description: string;
  shortDescription: string;
  metaDescription: string;
  slug: string;
  /** Comma-separated search synonyms. */
  synonyms: string;
}

export interface ProductCategoryLinkRow {
  categoryId: string;
  productId: string;
  sort: number;
}

/** product_attribute_value, the value referenced by its natural key (attributeId, code). */
export interface ProductAttributeValueRow {
  productId: string;
  attributeId: string;
  code: string;
}

/**
 * The whole generated catalogue. Per-product arrays (productTranslations, productCategoryLinks,
 * productAttributeValues) are ordered by product, in the order of `products`.
 */
export interface GeneratedCatalogue {
  seed: number;
  productTypes: ProductTypeRow[];
  productTypeTranslations: ProductTypeTranslationRow[];
  /** Parents always precede their children. */
  categories: CategoryRow[];
  categoryTranslations: CategoryTranslationRow[];
  attributes: AttributeRow[];
  attributeTranslations: AttributeTranslationRow[];
  attributeValues: AttributeValueRow[];
  attributeValueTranslations: AttributeValueTranslationRow[];
  products: ProductRow[];
  productTranslations: ProductTranslationRow[];
  productCategoryLinks: ProductCategoryLinkRow[];
  productAttributeValues: ProductAttributeValueRow[];
}

/** What menus need of a category (returned by the seeder). */
export interface CategoryTreeEntry {
  id: string;
  parentId: string | null;
  sort: number;
  name: I18n;
  slug: I18n;
}
