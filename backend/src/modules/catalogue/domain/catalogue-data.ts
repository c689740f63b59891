/**
 * The catalogue as the read-model source delivers it (pure data, no framework): active products with
 * their texts per locale and attribute value ids, product types, attributes and their values, active
 * categories and the category ↔ product links. The application layer turns this into the in-memory
 * read model (catalogue-snapshot.ts). Missing translations are already filled from the default locale.
 */
import type { Locale, OrderQuantityConfig } from '@shop/domain';

export type { Locale };
export type Localized<T> = { readonly [L in Locale]: T };

export interface InfoBoxData {
  readonly title: string;
  readonly text: string;
}

export interface FeaturedImageData {
  readonly src: string;
  readonly alt?: Partial<Localized<string>>;
}

export interface ProductTypeAdditionalInfo {
  readonly videos?: ReadonlyArray<{ readonly title: Partial<Localized<string>>; readonly src: string }>;
  readonly additionalTexts?: ReadonlyArray<{ readonly title: Partial<Localized<string>>; readonly text: Partial<Localized<string>> }>;
  readonly hyperlinks?: ReadonlyArray<{ readonly label: Partial<Localized<string>>; readonly href: string }>;
  /** Product list page size for categories of this type (default 24). */
  readonly listPageSize?: number;
}

export interface ProductTypeData {
  readonly id: string;
  readonly name: Localized<string>;
  readonly orderQuantity: OrderQuantityConfig;
  readonly listItemAttributes: readonly string[];
  readonly additionalInfo: ProductTypeAdditionalInfo;
  readonly listPriceInfoExcluded: boolean;
}

export type AttributeType = 'multiSelect' | 'range';

export interface AttributeData {
  readonly id: string;
  readonly type: AttributeType;
  readonly measuringUnit: string | null;
  readonly isFilter: boolean;
  readonly sort: number;
  readonly heading: Localized<string>;
}

export interface AttributeValueData {
  readonly id: number;
  readonly attributeId: string;
  readonly code: string;
  readonly numeric: number | null;
  readonly label: Localized<string>;
}

export interface CategoryPageParams {
  readonly featuredImage?: FeaturedImageData;
  readonly infoBoxes?: Partial<Localized<readonly InfoBoxData[]>>;
  readonly layout?: string;
}

export interface CategoryData {
  readonly id: string;
  readonly parentId: string | null;
  readonly canonicalParentCategoryId: string | null;
  readonly sort: number;
  readonly image: string | null;
  readonly synonyms: readonly string[];
  readonly pageParams: CategoryPageParams;
  /** Sort option names offered in this category (empty: all). */
  readonly sorts: readonly string[];
  readonly listPriceInfoExcluded: boolean;
  readonly name: Localized<string>;
  readonly description: Localized<string>;
  readonly slug: Localized<string>;
}

export interface CategoryLinkData {
  readonly categoryId: string;
  readonly productId: string;
  readonly sort: number;
}

export interface ProductFileData {
  readonly href: string;
  readonly name: string;
  readonly filetype: string;
}

export interface AdditionalImageData {
  readonly filename: string;
  readonly label?: Partial<Localized<string>>;
}

export interface RelatedProductIds {
  readonly fitsTo: readonly string[];
  readonly similar: readonly string[];
  readonly combinable: readonly string[];
}

export type CadSource = 'tp' | 'x';

export interface ProductPageParams {
  readonly featuredImage?: FeaturedImageData;
  readonly infoBoxes?: Partial<Localized<readonly InfoBoxData[]>>;
  readonly cadSource?: CadSource;
}

export interface ProductText {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly shortDescription: string;
  readonly metaDescription: string;
  readonly synonyms: readonly string[];
}

export interface ProductData {
  /** Article number. */
  readonly id: string;
  readonly typeId: string;
  readonly canonicalCategoryId: string | null;
  readonly packagingUnit: number;
  /** i18n id: pieces, meters, kilogram, hourShort. */
  readonly unitOfQuantity: string;
  readonly weightKg: number;
  readonly procurementTimeDays: number;
  /** Net price per priceUnit, cents. */
  readonly priceCents: number;
  readonly listPriceCents: number | null;
  readonly priceUnit: number;
  readonly quantityInStock: number;
  readonly pricingGroup: string | null;
  readonly isOnlyOnRequest: boolean;
  readonly image: string | null;
  readonly imageThumbnail: string | null;
  readonly imageSmall: string | null;
  readonly additionalImages: readonly AdditionalImageData[];
  readonly related: RelatedProductIds;
  readonly pageParams: ProductPageParams;
  readonly files: readonly ProductFileData[];
  readonly sort: number;
  readonly text: Localized<ProductText>;
}

/** A webpage offered in the search's third tab ("others"). */
export interface SearchablePage {
  readonly id: number;
  readonly code: string;
  readonly locale: string;
  readonly path: string;
  readonly label: string;
}

export interface CatalogueData {
  /** The catalogue_version the data was read at. */
  readonly version: string;
  readonly productTypes: readonly ProductTypeData[];
  readonly attributes: readonly AttributeData[];
  readonly attributeValues: readonly AttributeValueData[];
  readonly categories: readonly CategoryData[];
  readonly categoryLinks: readonly CategoryLinkData[];
  /** Active products in catalogue order (sort, then id). */
  readonly products: readonly ProductData[];
  /**
   * Attribute value ids per product id. Only read while the read model is built (the snapshot keeps the
   * resolved values per product), so they are not held twice.
   */
  readonly productValueIds: ReadonlyMap<string, readonly number[]>;
  /**
   * Present when the source loads in two steps: until it has completed, the columns only a product page
   * needs are empty in `products` — the long texts (description, short and meta description), related lists,
   * files, additional images and page params. Called once, after the model is served (on the embedded
   * database the SQL runs on the same thread as the build, so it must not overlap it); product pages wait
   * for it (CatalogueSnapshot.details()). Absent: `products` are complete.
   */
  readonly loadDetails?: () => Promise<void>;
}
