/**
 * OpenAPI description of the catalogue answers (docs/api/catalogue-contract.md). The shapes are built by
 * the application layer (application/views/catalogue-views.ts); these classes only describe them.
 */
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { PriceInfoDto } from '../../../../../shared/http/price-info.dto';
import type { AttributeValueView, AvailabilityView, BreadcrumbView, CategoryDetailView, FilterOptionView, FilterView, ListColumnView, OrderQuantityView, ProductDetailView, ProductListItemView, ProductListPageView, RelatedListView, RelatedPageView, SearchCategoryHitView, SearchCountsView, SearchOtherHitView, SearchResultsView, SortOptionView, SubcategoryView } from '../../../application/views/catalogue-views';
import type { CadAvailability, CadFormat } from '../../../domain/ports/cad-provider.port';


export class DeliveryTimeDto {
  @ApiProperty({ enum: ['deliverableImmediately', 'readyForShipmentWithinXDays'] }) messageId!: string;
  days!: number;
}

export class AvailabilityDto implements AvailabilityView {
  /** 0 the stock covers the default quantity, 1 partly, 2 no stock */
  @ApiProperty({ enum: [0, 1, 2] }) statusCode!: 0 | 1 | 2;
  /** Message id */
  @ApiProperty({ enum: ['deliverableImmediately', 'deliverablePartialStock', 'deliverableNoStock'] }) label!: string;
  quantityInStock!: number;
  /** Procurement time in days */
  procurementTime!: number;
  deliveryTime!: DeliveryTimeDto;
}

export class OrderQuantityInfoDto implements OrderQuantityView {
  min!: number;
  max?: number;
  increment!: number;
  default!: number;
  showButtons!: boolean;
  hasDecimalOrderQuantity!: boolean;
}

export class AttributeValueDto implements AttributeValueView {
  attributeId!: string;
  /** Attribute heading in the locale */
  heading!: string;
  /** Value label in the locale */
  value!: string;
  /** Value code (filter option value) */
  code!: string;
  numeric!: number | null;
  unit!: string | null;
}

export class ProductListItemDto implements ProductListItemView {
  /** Article number */
  id!: string;
  name!: string;
  slug!: string;
  /** URL path in the locale (canonical category path + slug) */
  path!: string;
  image!: string | null;
  imageThumbnail!: string | null;
  productTypeId!: string;
  /** i18n id: pieces, meters, kilogram, hourShort */
  unitOfQuantity!: string;
  packagingUnit!: number;
  /** The catalogue price every buyer shares; null for an article sold on request only (its price never leaves the server) */
  priceInfo!: PriceInfoDto | null;
  availability!: AvailabilityDto;
  orderQuantity!: OrderQuantityInfoDto;
  /** Sold on request only: no price, not orderable */
  isOnlyOnRequest!: boolean;
  /** The list-item attributes of its product type */
  attributes!: AttributeValueDto[];
}

export class RelatedListDto implements RelatedListView {
  /** Up to 6 */
  items!: ProductListItemDto[];
  total!: number;
}

export class RelatedListsDto {
  fitsTo!: RelatedListDto;
  similar!: RelatedListDto;
  combinable!: RelatedListDto;
}

export class CadAvailabilityDto implements CadAvailability {
  available!: boolean;
  source!: 'files' | 'tp' | 'x' | null;
}

export class CatalogueBreadcrumbDto implements BreadcrumbView {
  label!: string;
  path!: string;
}

export class CatalogueLocalePathsDto {
  de!: string;
  en!: string;
}

export class AdditionalImageDto {
  filename!: string;
  label!: string;
}

export class VideoDto {
  title!: string;
  url!: string;
}

export class HyperlinkDto {
  label!: string;
  href!: string;
}

export class DownloadDto {
  name!: string;
  href!: string;
  filetype!: string;
}

export class AdditionalTextDto {
  title!: string;
  text!: string;
}

export class InfoBoxDto {
  heading!: string;
  body!: string;
}

export class ProductDetailDto extends ProductListItemDto implements ProductDetailView {
  description!: string;
  shortDescription!: string;
  metaDescription!: string;
  /** kg */
  weight!: number;
  additionalImages!: AdditionalImageDto[];
  allAttributes!: AttributeValueDto[];
  videos!: VideoDto[];
  links!: HyperlinkDto[];
  downloads!: DownloadDto[];
  /** Additional texts of the product type (e.g. cutting, tolerances) */
  additionalTexts!: AdditionalTextDto[];
  infoBoxes!: InfoBoxDto[];
  related!: RelatedListsDto;
  cad!: CadAvailabilityDto;
  /** Canonical category chain, then the product */
  breadcrumbs!: CatalogueBreadcrumbDto[];
  /** Product path per locale */
  alternates!: CatalogueLocalePathsDto;
  canonicalParentCategoryId!: string | null;
  listPriceInfoExcluded!: boolean;
}

export class FeaturedImageDto {
  src!: string;
  alt!: string;
}

export class SubcategoryDto implements SubcategoryView {
  id!: string;
  name!: string;
  path!: string;
  image!: string | null;
  /** Products of the subcategory and its subtree */
  productCount!: number;
}

export class CategoryDetailDto implements CategoryDetailView {
  id!: string;
  name!: string;
  description!: string;
  path!: string;
  alternates!: CatalogueLocalePathsDto;
  breadcrumbs!: CatalogueBreadcrumbDto[];
  featuredImage!: FeaturedImageDto | null;
  infoBoxes!: InfoBoxDto[];
  subcategories!: SubcategoryDto[];
  listPriceInfoExcluded!: boolean;
  /** Products of the category and its subtree (the list total without filters) */
  productCount!: number;
  /** Default list layout */
  @ApiProperty({ type: String, enum: ['table', 'grid'] }) layout!: string | null;
}

export class ResolvedProductDto {
  @ApiProperty({ enum: ['product'] }) kind!: 'product';
  product!: ProductDetailDto;
}

export class ResolvedCategoryDto {
  @ApiProperty({ enum: ['category'] }) kind!: 'category';
  category!: CategoryDetailDto;
}

export class ResolvedNothingDto {
  @ApiProperty({ enum: ['none'] }) kind!: 'none';
}

/** What a path is: a product (with its detail), a category (with its detail) or nothing; told apart by `kind`. */
export type ResolveDto = ResolvedProductDto | ResolvedCategoryDto | ResolvedNothingDto;

@ApiExtraModels(ResolvedProductDto, ResolvedCategoryDto, ResolvedNothingDto)
export class ResolveResponse {
  @ApiProperty({
    oneOf: [
      { $ref: getSchemaPath(ResolvedProductDto) },
      { $ref: getSchemaPath(ResolvedCategoryDto) },
      { $ref: getSchemaPath(ResolvedNothingDto) },
    ],
    discriminator: {
      propertyName: 'kind',
      mapping: { product: getSchemaPath(ResolvedProductDto), category: getSchemaPath(ResolvedCategoryDto), none: getSchemaPath(ResolvedNothingDto) },
    },
  })
  data!: ResolveDto;
}

export class FilterOptionDto implements FilterOptionView {
  /** Value code (goes into lf-{attributeId}) */
  value!: string;
  label!: string;
  count!: number;
}

export class FilterDto implements FilterView {
  /** Attribute id */
  id!: string;
  heading!: string;
  @ApiProperty({ enum: ['multiSelect', 'range'] }) type!: 'multiSelect' | 'range';
  /** Options of a multi-select filter (empty for ranges) */
  values!: FilterOptionDto[];
  selectedValues!: string[];
  measuringUnit!: string | null;
  /** Range: smallest value */
  min?: number;
  /** Range: largest value */
  max?: number;
  selectedMin?: number;
  selectedMax?: number;
  /** Fewer than 2 options, or min equals max */
  disabled!: boolean;
  /** More than 40 options */
  twoColumns!: boolean;
}

export class SortOptionDto implements SortOptionView {
  @ApiProperty({ enum: ['relevance', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc', 'articleNumber'] }) name!: string;
  /** Label in the locale */
  label!: string;
}

export class ListColumnDto implements ListColumnView {
  attributeId!: string;
  heading!: string;
  unit!: string | null;
}

export class ProductListPageDto implements ProductListPageView {
  items!: ProductListItemDto[];
  /** Items after filters and list search */
  total!: number;
  /** 0-based (listPage - 1) */
  pageIndex!: number;
  pageSize!: number;
  pageCount!: number;
  filters!: FilterDto[];
  sorts!: SortOptionDto[];
  /** The sort applied (listSort, or relevance) */
  sort!: string;
  /** Attribute columns of the table layout */
  columns!: ListColumnDto[];
  @ApiProperty({
    description:
      'Attribute ids of requested filters that were removed because the list was empty with them (docs/rules/states-and-transitions.md#lists-and-filters): filters yielding nothing on their own, ' +
      'then the last-selected ones until items remain. Items, total and filters are those of the remaining selection. Empty when nothing was removed.',
  })
  removedFilters!: string[];
}

export class ProductListPageResponse {
  data!: ProductListPageDto;
}

export class SearchTermCheckDto {
  @ApiProperty({ enum: ['prompt', 'warning'] }) kind!: 'prompt' | 'warning';
  @ApiProperty({ enum: ['searchTermTooShort'] }) messageId!: string;
}

export class SearchCategoryHitDto implements SearchCategoryHitView {
  id!: string;
  name!: string;
  path!: string;
  image!: string | null;
}

export class SearchOtherHitDto implements SearchOtherHitView {
  /** Webpage id */
  id!: number;
  path!: string;
  label!: string;
  /** Absolute URL */
  href!: string;
}

export class SearchCountsDto implements SearchCountsView {
  productCategories!: number;
  /** All hits within the weight tolerance, also above 1000 */
  products!: number;
  others!: number;
}

export class SearchFormattedCountsDto {
  productCategories!: string;
  /** @example 1000+ */
  products!: string;
  others!: string;
}

export class SearchResultsDto implements SearchResultsView {
  /** Set when the term is too short (no search ran) */
  termCheck!: SearchTermCheckDto | null;
  productCategories!: SearchCategoryHitDto[];
  products!: ProductListItemDto[];
  others!: SearchOtherHitDto[];
  counts!: SearchCountsDto;
  /** More than 1000 products (searchTooManyResults) */
  tooMany!: boolean;
  formattedCounts!: SearchFormattedCountsDto;
}

export class SearchResponse {
  data!: SearchResultsDto;
}

export class ProductDetailResponse {
  data!: ProductDetailDto;
}

export class RelatedProductDto {
  id!: string;
  name!: string;
  path!: string;
}

export class RelatedPageDto implements RelatedPageView {
  product!: RelatedProductDto;
  items!: ProductListItemDto[];
  total!: number;
}

export class RelatedPageResponse {
  data!: RelatedPageDto;
}

export class ProductsByIdsDto {
  items!: ProductListItemDto[];
}

export class ProductsByIdsResponse {
  data!: ProductsByIdsDto;
}

export class CadFormatDto implements CadFormat {
  cadFormatId!: string;
  cadFormatName!: string;
  /** File extension (spelled as in the spec) */
  extention!: string;
}

export class CadFormatsDto {
  /** Empty: show noCadDataAvailable */
  formats!: CadFormatDto[];
}

export class CadFormatsResponse {
  data!: CadFormatsDto;
}

export class CatalogueErrorDto {
  /**
   * Stable code / message id
   * @example productIdUnknown
   */
  code!: string;
  message!: string;
  /** Message id per field or query key */
  fields?: Record<string, string>;
}

export class CatalogueErrorResponse {
  error!: CatalogueErrorDto;
}
