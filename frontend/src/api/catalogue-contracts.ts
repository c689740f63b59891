/**
 * Types of the catalogue and search API (docs/api/catalogue-contract.md, ADR 0006).
 * The shapes come from the OpenAPI document (./schema.d.ts, generated from the response classes in
 * backend/src/modules/catalogue/interface/http/dto/); this file gives them their frontend names (the rest
 * of the frontend imports only from here); the parameter unions `SearchTab` and `RelatedKind` are read
 * from the operations.
 */
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type PriceInfo = Schemas['PriceInfoDto'];
export type Availability = Schemas['AvailabilityDto'];
export type AvailabilityStatus = Availability['statusCode'];
export type OrderQuantityInfo = Schemas['OrderQuantityInfoDto'];
export type AttributeValue = Schemas['AttributeValueDto'];
export type ProductListItem = Schemas['ProductListItemDto'];
export type RelatedList = Schemas['RelatedListDto'];
export type Breadcrumb = Schemas['CatalogueBreadcrumbDto'];
export type ProductDetail = Schemas['ProductDetailDto'];
export type FilterOption = Schemas['FilterOptionDto'];
export type Filter = Schemas['FilterDto'];
export type SubCategory = Schemas['SubcategoryDto'];
export type CategoryDetail = Schemas['CategoryDetailDto'];
/** What a path is: a product, a category or nothing; told apart by `kind`. */
export type ResolveResult = Schemas['ResolveResponse']['data'];
export type ListColumn = Schemas['ListColumnDto'];
export type SortOption = Schemas['SortOptionDto'];
export type ProductListPage = Schemas['ProductListPageDto'];

/** The tabs of the search page (the `tab` query value of GET /api/catalogue/search). */
export type SearchTab = NonNullable<NonNullable<operations['Catalogue_searchAll']['parameters']['query']>['tab']>;

export type SearchCategoryHit = Schemas['SearchCategoryHitDto'];
export type SearchOtherHit = Schemas['SearchOtherHitDto'];
export type SearchCounts = Schemas['SearchCountsDto'];
export type SearchResults = Schemas['SearchResultsDto'];
export type RelatedProductsPage = Schemas['RelatedPageDto'];

/** Which related list `GET /api/catalogue/products/{id}/related?kind=` pages through. */
export type RelatedKind = keyof Schemas['RelatedListsDto'];

export type CadFormat = Schemas['CadFormatDto'];
export type CadFormats = Schemas['CadFormatsDto'];
export type ProductsByIds = Schemas['ProductsByIdsDto'];

/** The price a buyer pays for a product, with quantity tiers (POST /api/sales/prices). */
export type BuyerPrice = Schemas['BuyerPriceDto'];
export type QuantityTier = Schemas['TierDto'];
