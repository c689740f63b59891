/**
 * Types of the catalogue and search API (docs/api/catalogue-contract.md, issue 3).
 * Hand-written from the contract while the backend is being built; once `npm run openapi` has produced
 * src/api/schema.d.ts with these schemas, replace the interfaces here by aliases of
 * `components['schemas'][...]` (the rest of the frontend imports only from this file).
 */
import type { Locale } from '@shop/i18n';

export interface PriceInfo {
  /** Cents per priceUnit. */
  price: number;
  priceUnit: number;
  listPrice: number | null;
  formattedPrice: string;
  formattedListPrice: string | null;
  /** Percent, integer. */
  discount: number | null;
  formattedDiscount: string | null;
  currency: string;
}

export type AvailabilityStatus = 0 | 1 | 2;

export interface Availability {
  statusCode: AvailabilityStatus;
  /** Message id. */
  label: string;
  quantityInStock: number;
  /** Days. */
  procurementTime: number;
  deliveryTime: { messageId: string; days: number };
}

export interface OrderQuantityInfo {
  min: number;
  max?: number;
  increment: number;
  default: number;
  showButtons: boolean;
  hasDecimalOrderQuantity: boolean;
}

export interface AttributeValue {
  attributeId: string;
  heading: string;
  /** Display label. */
  value: string;
  code: string;
  numeric: number | null;
  unit: string | null;
}

export interface ProductListItem {
  id: string;
  name: string;
  slug: string;
  /** URL path in the requested locale. */
  path: string;
  image: string | null;
  imageThumbnail: string | null;
  productTypeId: string;
  /** i18n id of the unit of quantity ('pieces', 'meters', ...). */
  unitOfQuantity: string;
  packagingUnit: number;
  priceInfo: PriceInfo;
  availability: Availability;
  orderQuantity: OrderQuantityInfo;
  isOnlyOnRequest: boolean;
  /** The list-item attributes of its product type. */
  attributes: AttributeValue[];
}

export interface RelatedList {
  /** Up to 6 items. */
  items: ProductListItem[];
  total: number;
}

export interface Breadcrumb {
  label: string;
  path: string;
}

export interface ProductDetail extends ProductListItem {
  description: string;
  shortDescription: string;
  metaDescription: string;
  weight: number;
  additionalImages: { filename: string; label: string }[];
  allAttributes: AttributeValue[];
  videos: { title: string; url: string }[];
  links: { label: string; href: string }[];
  downloads: { name: string; href: string; filetype: string }[];
  /** Texts of the product type (added by the backend beyond the contract). */
  additionalTexts?: { title: string; text: string }[];
  /** Info boxes of the product's page params (added by the backend beyond the contract). */
  infoBoxes?: { heading: string; body: string }[];
  related: { fitsTo: RelatedList; similar: RelatedList; combinable: RelatedList };
  cad: { available: boolean; source: 'files' | 'tp' | 'x' | null };
  breadcrumbs: Breadcrumb[];
  /** Product path per locale. */
  alternates: Partial<Record<Locale, string>>;
  canonicalParentCategoryId: string | null;
  listPriceInfoExcluded: boolean;
}

export interface FilterOption {
  /** Code (goes into the URL). */
  value: string;
  label: string;
  count: number;
}

export interface Filter {
  /** Attribute id. */
  id: string;
  heading: string;
  type: 'multiSelect' | 'range';
  values: FilterOption[];
  selectedValues: string[];
  measuringUnit: string | null;
  min?: number;
  max?: number;
  selectedMin?: number;
  selectedMax?: number;
  disabled: boolean;
  twoColumns: boolean;
}

export interface SubCategory {
  id: string;
  name: string;
  path: string;
  image: string | null;
  productCount: number;
}

export interface CategoryDetail {
  id: string;
  name: string;
  description: string;
  path: string;
  alternates: Partial<Record<Locale, string>>;
  breadcrumbs: Breadcrumb[];
  featuredImage: { src: string; alt: string } | null;
  infoBoxes: { heading: string; body: string }[];
  subcategories: SubCategory[];
  listPriceInfoExcluded: boolean;
  productCount: number;
  /** Default list layout of the category (added by the backend beyond the contract). */
  layout?: string | null;
}

export type ResolveResult =
  | { kind: 'product'; product: ProductDetail }
  | { kind: 'category'; category: CategoryDetail }
  | { kind: 'none' };

export interface ListColumn {
  attributeId: string;
  heading: string;
  unit: string | null;
}

export interface SortOption {
  name: string;
  label: string;
}

export interface ProductListPage {
  items: ProductListItem[];
  total: number;
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  filters: Filter[];
  sorts: SortOption[];
  /** The sort in effect (the server's default 'relevance' when none or an unknown one was asked for). */
  sort: string;
  columns: ListColumn[];
}

export type SearchTab = 'categories' | 'products' | 'miscellaneous';

export interface SearchCategoryHit {
  id: string;
  name: string;
  path: string;
  image: string | null;
}

export interface SearchOtherHit {
  id: string | number;
  path: string;
  label: string;
  href: string;
}

export interface SearchCounts {
  productCategories: number;
  products: number;
  others: number;
}

export interface SearchResults {
  termCheck: null | { kind: 'prompt' | 'warning'; messageId: string };
  productCategories: SearchCategoryHit[];
  products: ProductListItem[];
  others: SearchOtherHit[];
  counts: SearchCounts;
  tooMany: boolean;
  formattedCounts: { productCategories: string; products: string; others: string };
}

export interface RelatedProductsPage {
  product: { id: string; name: string; path: string };
  items: ProductListItem[];
  total: number;
}

export type RelatedKind = 'fitsTo' | 'similar' | 'combinable';

export interface CadFormat {
  cadFormatId: string;
  cadFormatName: string;
  extention: string;
}

export interface CadFormats {
  formats: CadFormat[];
}

export interface ProductsByIds {
  items: ProductListItem[];
}

declare module './contracts' {
  interface PostEndpoints {
    '/catalogue/products/by-ids': { body: { ids: string[]; locale: Locale }; data: ProductsByIds };
  }
}
