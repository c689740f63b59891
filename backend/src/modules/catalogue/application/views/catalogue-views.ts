/**
 * The answer shapes of the catalogue API (docs/api/catalogue-contract.md), as plain types. The HTTP
 * layer describes the same shapes as swagger DTO classes.
 */
import type { Locale } from '../../domain/catalogue-data';

export interface PriceInfoView {
  /** Cents per priceUnit: the catalogue price every buyer shares (the buyer's own: POST /api/sales/prices). */
  price: number;
  priceUnit: number;
  listPrice: number | null;
  formattedPrice: string;
  formattedListPrice: string | null;
  discount: number | null;
  formattedDiscount: string | null;
  currency: string;
}

export interface AvailabilityView {
  statusCode: 0 | 1 | 2;
  label: string;
  quantityInStock: number;
  procurementTime: number;
  deliveryTime: { messageId: string; days: number };
}

export interface OrderQuantityView {
  min: number;
  max?: number;
  increment: number;
  default: number;
  showButtons: boolean;
  hasDecimalOrderQuantity: boolean;
}

export interface AttributeValueView {
  attributeId: string;
  heading: string;
  value: string;
  code: string;
  numeric: number | null;
  unit: string | null;
}

export interface ProductListItemView {
  id: string;
  name: string;
  slug: string;
  path: string;
  image: string | null;
  imageThumbnail: string | null;
  productTypeId: string;
  unitOfQuantity: string;
  packagingUnit: number;
  /** Null for an article sold on request only: its price never leaves the server. */
  priceInfo: PriceInfoView | null;
  availability: AvailabilityView;
  orderQuantity: OrderQuantityView;
  isOnlyOnRequest: boolean;
  attributes: AttributeValueView[];
}

export interface BreadcrumbView {
  label: string;
  path: string;
}

export interface RelatedListView {
  items: ProductListItemView[];
  total: number;
}

export interface ProductDetailView extends ProductListItemView {
  description: string;
  shortDescription: string;
  metaDescription: string;
  weight: number;
  additionalImages: { filename: string; label: string }[];
  allAttributes: AttributeValueView[];
  videos: { title: string; url: string }[];
  links: { label: string; href: string }[];
  downloads: { name: string; href: string; filetype: string }[];
  additionalTexts: { title: string; text: string }[];
  infoBoxes: { heading: string; body: string }[];
  related: { fitsTo: RelatedListView; similar: RelatedListView; combinable: RelatedListView };
  cad: { available: boolean; source: 'files' | 'tp' | 'x' | null };
  breadcrumbs: BreadcrumbView[];
  alternates: Record<Locale, string>;
  canonicalParentCategoryId: string | null;
  listPriceInfoExcluded: boolean;
}

export interface FilterOptionView {
  value: string;
  label: string;
  count: number;
}

export interface FilterView {
  id: string;
  heading: string;
  type: 'multiSelect' | 'range';
  values: FilterOptionView[];
  selectedValues: string[];
  measuringUnit: string | null;
  min?: number;
  max?: number;
  selectedMin?: number;
  selectedMax?: number;
  disabled: boolean;
  twoColumns: boolean;
}

export interface SubcategoryView {
  id: string;
  name: string;
  path: string;
  image: string | null;
  productCount: number;
}

export interface CategoryDetailView {
  id: string;
  name: string;
  description: string;
  path: string;
  alternates: Record<Locale, string>;
  breadcrumbs: BreadcrumbView[];
  featuredImage: { src: string; alt: string } | null;
  infoBoxes: { heading: string; body: string }[];
  subcategories: SubcategoryView[];
  listPriceInfoExcluded: boolean;
  productCount: number;
  layout: string | null;
}

export type ResolveView = { kind: 'product'; product: ProductDetailView } | { kind: 'category'; category: CategoryDetailView } | { kind: 'none' };

export interface SortOptionView {
  name: string;
  label: string;
}

export interface ListColumnView {
  attributeId: string;
  heading: string;
  unit: string | null;
}

export interface ProductListPageView {
  items: ProductListItemView[];
  total: number;
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  filters: FilterView[];
  sorts: SortOptionView[];
  sort: string;
  columns: ListColumnView[];
  /** Attribute ids of requested filters removed because they left the list empty (docs/rules/states-and-transitions.md#lists-and-filters). */
  removedFilters: string[];
}

export interface SearchCategoryHitView {
  id: string;
  name: string;
  path: string;
  image: string | null;
}

export interface SearchOtherHitView {
  id: number;
  path: string;
  label: string;
  href: string;
}

export interface SearchCountsView {
  productCategories: number;
  products: number;
  others: number;
}

export interface SearchResultsView {
  termCheck: null | { kind: 'prompt' | 'warning'; messageId: string };
  productCategories: SearchCategoryHitView[];
  products: ProductListItemView[];
  others: SearchOtherHitView[];
  counts: SearchCountsView;
  tooMany: boolean;
  formattedCounts: { productCategories: string; products: string; others: string };
}

export interface RelatedPageView {
  product: { id: string; name: string; path: string };
  items: ProductListItemView[];
  total: number;
}
