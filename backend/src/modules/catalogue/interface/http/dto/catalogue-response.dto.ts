/**
 * OpenAPI description of the catalogue answers (docs/api/catalogue-contract.md). The shapes are built by
 * the application layer (application/views/catalogue-views.ts); these classes only describe them.
 */
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { PriceInfoDto } from '../../../../../shared/http/price-info.dto';


export class DeliveryTimeDto {
  @ApiProperty({ enum: ['deliverableImmediately', 'readyForShipmentWithinXDays'] }) messageId!: string;
  @ApiProperty() days!: number;
}

export class AvailabilityDto {
  @ApiProperty({ enum: [0, 1, 2], description: '0 the stock covers the default quantity, 1 partly, 2 no stock' }) statusCode!: 0 | 1 | 2;
  @ApiProperty({ enum: ['deliverableImmediately', 'deliverablePartialStock', 'deliverableNoStock'], description: 'Message id' }) label!: string;
  @ApiProperty() quantityInStock!: number;
  @ApiProperty({ description: 'Procurement time in days' }) procurementTime!: number;
  @ApiProperty({ type: DeliveryTimeDto }) deliveryTime!: DeliveryTimeDto;
}

export class OrderQuantityInfoDto {
  @ApiProperty() min!: number;
  @ApiPropertyOptional() max?: number;
  @ApiProperty() increment!: number;
  @ApiProperty() default!: number;
  @ApiProperty() showButtons!: boolean;
  @ApiProperty() hasDecimalOrderQuantity!: boolean;
}

export class AttributeValueDto {
  @ApiProperty() attributeId!: string;
  @ApiProperty({ description: 'Attribute heading in the locale' }) heading!: string;
  @ApiProperty({ description: 'Value label in the locale' }) value!: string;
  @ApiProperty({ description: 'Value code (filter option value)' }) code!: string;
  @ApiProperty({ type: Number, nullable: true }) numeric!: number | null;
  @ApiProperty({ type: String, nullable: true }) unit!: string | null;
}

export class ProductListItemDto {
  @ApiProperty({ description: 'Article number' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'URL path in the locale (canonical category path + slug)' }) path!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ type: String, nullable: true }) imageThumbnail!: string | null;
  @ApiProperty() productTypeId!: string;
  @ApiProperty({ description: 'i18n id: pieces, meters, kilogram, hourShort' }) unitOfQuantity!: string;
  @ApiProperty() packagingUnit!: number;
  @ApiProperty({ type: PriceInfoDto, nullable: true, description: 'The catalogue price every buyer shares; null for an article sold on request only (its price never leaves the server)' }) priceInfo!: PriceInfoDto | null;
  @ApiProperty({ type: AvailabilityDto }) availability!: AvailabilityDto;
  @ApiProperty({ type: OrderQuantityInfoDto }) orderQuantity!: OrderQuantityInfoDto;
  @ApiProperty({ description: 'Sold on request only: no price, not orderable' }) isOnlyOnRequest!: boolean;
  @ApiProperty({ type: [AttributeValueDto], description: 'The list-item attributes of its product type' }) attributes!: AttributeValueDto[];
}

export class RelatedListDto {
  @ApiProperty({ type: [ProductListItemDto], description: 'Up to 6' }) items!: ProductListItemDto[];
  @ApiProperty() total!: number;
}

export class RelatedListsDto {
  @ApiProperty({ type: RelatedListDto }) fitsTo!: RelatedListDto;
  @ApiProperty({ type: RelatedListDto }) similar!: RelatedListDto;
  @ApiProperty({ type: RelatedListDto }) combinable!: RelatedListDto;
}

export class CadAvailabilityDto {
  @ApiProperty() available!: boolean;
  @ApiProperty({ enum: ['files', 'tp', 'x'], nullable: true, type: String }) source!: 'files' | 'tp' | 'x' | null;
}

export class CatalogueBreadcrumbDto {
  @ApiProperty() label!: string;
  @ApiProperty() path!: string;
}

export class CatalogueLocalePathsDto {
  @ApiProperty() de!: string;
  @ApiProperty() en!: string;
}

export class AdditionalImageDto {
  @ApiProperty() filename!: string;
  @ApiProperty() label!: string;
}

export class VideoDto {
  @ApiProperty() title!: string;
  @ApiProperty() url!: string;
}

export class HyperlinkDto {
  @ApiProperty() label!: string;
  @ApiProperty() href!: string;
}

export class DownloadDto {
  @ApiProperty() name!: string;
  @ApiProperty() href!: string;
  @ApiProperty() filetype!: string;
}

export class AdditionalTextDto {
  @ApiProperty() title!: string;
  @ApiProperty() text!: string;
}

export class InfoBoxDto {
  @ApiProperty() heading!: string;
  @ApiProperty() body!: string;
}

export class ProductDetailDto extends ProductListItemDto {
  @ApiProperty() description!: string;
  @ApiProperty() shortDescription!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ description: 'kg' }) weight!: number;
  @ApiProperty({ type: [AdditionalImageDto] }) additionalImages!: AdditionalImageDto[];
  @ApiProperty({ type: [AttributeValueDto] }) allAttributes!: AttributeValueDto[];
  @ApiProperty({ type: [VideoDto] }) videos!: VideoDto[];
  @ApiProperty({ type: [HyperlinkDto] }) links!: HyperlinkDto[];
  @ApiProperty({ type: [DownloadDto] }) downloads!: DownloadDto[];
  @ApiProperty({ type: [AdditionalTextDto], description: 'Additional texts of the product type (e.g. cutting, tolerances)' }) additionalTexts!: AdditionalTextDto[];
  @ApiProperty({ type: [InfoBoxDto] }) infoBoxes!: InfoBoxDto[];
  @ApiProperty({ type: RelatedListsDto }) related!: RelatedListsDto;
  @ApiProperty({ type: CadAvailabilityDto }) cad!: CadAvailabilityDto;
  @ApiProperty({ type: [CatalogueBreadcrumbDto], description: 'Canonical category chain, then the product' }) breadcrumbs!: CatalogueBreadcrumbDto[];
  @ApiProperty({ type: CatalogueLocalePathsDto, description: 'Product path per locale' }) alternates!: CatalogueLocalePathsDto;
  @ApiProperty({ type: String, nullable: true }) canonicalParentCategoryId!: string | null;
  @ApiProperty() listPriceInfoExcluded!: boolean;
}

export class FeaturedImageDto {
  @ApiProperty() src!: string;
  @ApiProperty() alt!: string;
}

export class SubcategoryDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() path!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ description: 'Products of the subcategory and its subtree' }) productCount!: number;
}

export class CategoryDetailDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() path!: string;
  @ApiProperty({ type: CatalogueLocalePathsDto }) alternates!: CatalogueLocalePathsDto;
  @ApiProperty({ type: [CatalogueBreadcrumbDto] }) breadcrumbs!: CatalogueBreadcrumbDto[];
  @ApiProperty({ type: FeaturedImageDto, nullable: true }) featuredImage!: FeaturedImageDto | null;
  @ApiProperty({ type: [InfoBoxDto] }) infoBoxes!: InfoBoxDto[];
  @ApiProperty({ type: [SubcategoryDto] }) subcategories!: SubcategoryDto[];
  @ApiProperty() listPriceInfoExcluded!: boolean;
  @ApiProperty({ description: 'Products of the category and its subtree (the list total without filters)' }) productCount!: number;
  @ApiProperty({ type: String, nullable: true, enum: ['table', 'grid'], description: 'Default list layout' }) layout!: string | null;
}

export class ResolvedProductDto {
  @ApiProperty({ enum: ['product'] }) kind!: 'product';
  @ApiProperty({ type: ProductDetailDto }) product!: ProductDetailDto;
}

export class ResolvedCategoryDto {
  @ApiProperty({ enum: ['category'] }) kind!: 'category';
  @ApiProperty({ type: CategoryDetailDto }) category!: CategoryDetailDto;
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

export class FilterOptionDto {
  @ApiProperty({ description: 'Value code (goes into lf-{attributeId})' }) value!: string;
  @ApiProperty() label!: string;
  @ApiProperty() count!: number;
}

export class FilterDto {
  @ApiProperty({ description: 'Attribute id' }) id!: string;
  @ApiProperty() heading!: string;
  @ApiProperty({ enum: ['multiSelect', 'range'] }) type!: 'multiSelect' | 'range';
  @ApiProperty({ type: [FilterOptionDto], description: 'Options of a multi-select filter (empty for ranges)' }) values!: FilterOptionDto[];
  @ApiProperty({ type: [String] }) selectedValues!: string[];
  @ApiProperty({ type: String, nullable: true }) measuringUnit!: string | null;
  @ApiPropertyOptional({ description: 'Range: smallest value' }) min?: number;
  @ApiPropertyOptional({ description: 'Range: largest value' }) max?: number;
  @ApiPropertyOptional() selectedMin?: number;
  @ApiPropertyOptional() selectedMax?: number;
  @ApiProperty({ description: 'Fewer than 2 options, or min equals max' }) disabled!: boolean;
  @ApiProperty({ description: 'More than 40 options' }) twoColumns!: boolean;
}

export class SortOptionDto {
  @ApiProperty({ enum: ['relevance', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc', 'articleNumber'] }) name!: string;
  @ApiProperty({ description: 'Label in the locale' }) label!: string;
}

export class ListColumnDto {
  @ApiProperty() attributeId!: string;
  @ApiProperty() heading!: string;
  @ApiProperty({ type: String, nullable: true }) unit!: string | null;
}

export class ProductListPageDto {
  @ApiProperty({ type: [ProductListItemDto] }) items!: ProductListItemDto[];
  @ApiProperty({ description: 'Items after filters and list search' }) total!: number;
  @ApiProperty({ description: '0-based (listPage - 1)' }) pageIndex!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() pageCount!: number;
  @ApiProperty({ type: [FilterDto] }) filters!: FilterDto[];
  @ApiProperty({ type: [SortOptionDto] }) sorts!: SortOptionDto[];
  @ApiProperty({ description: 'The sort applied (listSort, or relevance)' }) sort!: string;
  @ApiProperty({ type: [ListColumnDto], description: 'Attribute columns of the table layout' }) columns!: ListColumnDto[];
  @ApiProperty({
    type: [String],
    description:
      'Attribute ids of requested filters that were removed because the list was empty with them (docs/rules/states-and-transitions.md#lists-and-filters): filters yielding nothing on their own, ' +
      'then the last-selected ones until items remain. Items, total and filters are those of the remaining selection. Empty when nothing was removed.',
  })
  removedFilters!: string[];
}

export class ProductListPageResponse {
  @ApiProperty({ type: ProductListPageDto }) data!: ProductListPageDto;
}

export class SearchTermCheckDto {
  @ApiProperty({ enum: ['prompt', 'warning'] }) kind!: 'prompt' | 'warning';
  @ApiProperty({ enum: ['searchTermTooShort'] }) messageId!: string;
}

export class SearchCategoryHitDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() path!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
}

export class SearchOtherHitDto {
  @ApiProperty({ description: 'Webpage id' }) id!: number;
  @ApiProperty() path!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ description: 'Absolute URL' }) href!: string;
}

export class SearchCountsDto {
  @ApiProperty() productCategories!: number;
  @ApiProperty({ description: 'All hits within the weight tolerance, also above 1000' }) products!: number;
  @ApiProperty() others!: number;
}

export class SearchFormattedCountsDto {
  @ApiProperty() productCategories!: string;
  @ApiProperty({ example: '1000+' }) products!: string;
  @ApiProperty() others!: string;
}

export class SearchResultsDto {
  @ApiProperty({ type: SearchTermCheckDto, nullable: true, description: 'Set when the term is too short (no search ran)' }) termCheck!: SearchTermCheckDto | null;
  @ApiProperty({ type: [SearchCategoryHitDto] }) productCategories!: SearchCategoryHitDto[];
  @ApiProperty({ type: [ProductListItemDto] }) products!: ProductListItemDto[];
  @ApiProperty({ type: [SearchOtherHitDto] }) others!: SearchOtherHitDto[];
  @ApiProperty({ type: SearchCountsDto }) counts!: SearchCountsDto;
  @ApiProperty({ description: 'More than 1000 products (searchTooManyResults)' }) tooMany!: boolean;
  @ApiProperty({ type: SearchFormattedCountsDto }) formattedCounts!: SearchFormattedCountsDto;
}

export class SearchResponse {
  @ApiProperty({ type: SearchResultsDto }) data!: SearchResultsDto;
}

export class ProductDetailResponse {
  @ApiProperty({ type: ProductDetailDto }) data!: ProductDetailDto;
}

export class RelatedProductDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() path!: string;
}

export class RelatedPageDto {
  @ApiProperty({ type: RelatedProductDto }) product!: RelatedProductDto;
  @ApiProperty({ type: [ProductListItemDto] }) items!: ProductListItemDto[];
  @ApiProperty() total!: number;
}

export class RelatedPageResponse {
  @ApiProperty({ type: RelatedPageDto }) data!: RelatedPageDto;
}

export class ProductsByIdsDto {
  @ApiProperty({ type: [ProductListItemDto] }) items!: ProductListItemDto[];
}

export class ProductsByIdsResponse {
  @ApiProperty({ type: ProductsByIdsDto }) data!: ProductsByIdsDto;
}

export class CadFormatDto {
  @ApiProperty() cadFormatId!: string;
  @ApiProperty() cadFormatName!: string;
  @ApiProperty({ description: 'File extension (spelled as in the spec)' }) extention!: string;
}

export class CadFormatsDto {
  @ApiProperty({ type: [CadFormatDto], description: 'Empty: show noCadDataAvailable' }) formats!: CadFormatDto[];
}

export class CadFormatsResponse {
  @ApiProperty({ type: CadFormatsDto }) data!: CadFormatsDto;
}

export class CatalogueErrorDto {
  @ApiProperty({ description: 'Stable code / message id', example: 'productIdUnknown' }) code!: string;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Message id per field or query key' }) fields?: Record<string, string>;
}

export class CatalogueErrorResponse {
  @ApiProperty({ type: CatalogueErrorDto }) error!: CatalogueErrorDto;
}
