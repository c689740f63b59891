import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { CatalogueSearchQuery } from '../../application/queries/catalogue-search.query';
import { CategoryListQuery, type CategoryListError } from '../../application/queries/category-list.query';
import { ProductQueries, type ProductQueryError } from '../../application/queries/product.queries';
import type { Locale } from '../../domain/catalogue-data';
import { LocaleQuery, ProductsByIdsRequest, RelatedQuery, ResolveQuery, SearchQuery } from './dto/catalogue-request.dto';
import {
  CadFormatsResponse,
  CatalogueErrorResponse,
  ProductDetailResponse,
  ProductListPageResponse,
  ProductsByIdsResponse,
  RelatedPageResponse,
  ResolveResponse,
  SearchResponse,
} from './dto/catalogue-response.dto';
import { checkCategoryProductsQuery } from './category-products-query.validator';
import { ListAnswers, searchResultsJson } from './json-answer';

const JSON_CONTENT = 'application/json; charset=utf-8';

const FILTER_KEY = /^lf-/;

function toHttpError(error: CategoryListError | ProductQueryError): ApiError {
  switch (error.code) {
    case 'categoryIdUnknown':
    case 'productIdUnknown':
    case 'noCadDataAvailable':
      return new ApiError(error.code, error.message, HttpStatus.NOT_FOUND);
    case 'unknownFilter':
    case 'VALIDATION_FAILED':
      return new ApiError(error.code, error.message, HttpStatus.BAD_REQUEST, error.fields);
  }
}

const localeOf = (q: { locale?: Locale }): Locale => q.locale ?? 'de';

/** The catalogue and search API (docs/api/catalogue-contract.md), answered from the in-memory read model. */
@ApiTags('catalogue')
@ApiExtraModels(CatalogueErrorResponse)
@ApiBadRequestResponse({ type: CatalogueErrorResponse, description: 'VALIDATION_FAILED with a message id per field (propertyNotAllowed for unknown parameters)' })
@Controller('api/catalogue')
export class CatalogueController {
  private readonly listAnswers = new ListAnswers();

  constructor(
    private readonly lists: CategoryListQuery,
    private readonly search: CatalogueSearchQuery,
    private readonly products: ProductQueries,
  ) {}

  @Get('resolve')
  @ApiOperation({ summary: 'A URL path → product, category or none (then the SPA goes home)' })
  @ApiOkResponse({ type: ResolveResponse })
  async resolve(@Query() query: ResolveQuery): Promise<ResolveResponse> {
    return { data: await this.products.resolve(query.path) };
  }

  @Get('categories/:id/products')
  @ApiOperation({
    summary: 'Product list of a category (and its subcategories): filters, sort, list search, paging',
    description:
      'Filter keys are dynamic: lf-{attributeId}=code1,code2 (multi-select; a comma inside a code is %2C), lf-{attributeId}-min and lf-{attributeId}-max (range). ' +
      'Only the filters the category answers in `filters` are accepted (else 400 unknownFilter with the key in fields). Selecting a range\'s full span removes it.',
  })
  @ApiParam({ name: 'id', description: 'Category id' })
  @ApiQuery({ name: 'locale', required: false, enum: ['de', 'en'] })
  @ApiQuery({ name: 'listSearch', required: false, type: String })
  @ApiQuery({ name: 'listSort', required: false, enum: ['relevance', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc', 'articleNumber'] })
  @ApiQuery({ name: 'listPage', required: false, type: String, description: '1-based; 0, negative or non-numeric → 400 VALIDATION_FAILED' })
  @ApiQuery({ name: 'pageSize', required: false, type: Number, description: '1 to 100; default from the product type configuration, else 24' })
  @ApiQuery({ name: 'listLayout', required: false, enum: ['table', 'grid'] })
  @ApiOkResponse({ type: ProductListPageResponse })
  @ApiNotFoundResponse({ type: CatalogueErrorResponse, description: 'categoryIdUnknown' })
  @Header('content-type', JSON_CONTENT)
  async categoryProducts(
    @Param('id') id: string,
    @Query() raw: Record<string, string | string[] | undefined>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    // Null prototype: a key such as __proto__ stays a key (and is refused as one).
    const fixed: Record<string, unknown> = Object.create(null);
    const listQuery: Record<string, string | string[]> = Object.create(null);
    for (const [key, value] of Object.entries(raw ?? {})) {
      if (value === undefined) continue;
      if (FILTER_KEY.test(key)) listQuery[key] = value;
      else fixed[key] = value;
    }
    // The rules of CategoryProductsQuery, checked without the class-validator machinery (the global pipe has
    // already refused control characters anywhere in the query).
    const checked = checkCategoryProductsQuery(fixed);
    if (!checked.ok) throw new ApiError('VALIDATION_FAILED', 'The request is not valid.', HttpStatus.BAD_REQUEST, checked.fields);
    const query = checked.value;
    if (query.listSearch !== undefined) listQuery.listSearch = query.listSearch;
    if (query.listSort !== undefined) listQuery.listSort = query.listSort;
    if (query.listPage !== undefined) listQuery.listPage = query.listPage;
    const result = await this.lists.run({ categoryId: id, locale: localeOf(query), query: listQuery, pageSize: query.pageSize });
    if (!result.ok) throw toHttpError(result.error);
    const { page, answerKey } = result.value;
    // A kept answer is sent as is: the page's items are only looked up when its JSON is written.
    return this.listAnswers.answer(answerKey, page, reply.raw);
  }

  @Get('search')
  @ApiOperation({ summary: 'Search: product categories, products, other pages (the three tabs)' })
  @ApiOkResponse({ type: SearchResponse })
  @Header('content-type', JSON_CONTENT)
  async searchAll(@Query() query: SearchQuery): Promise<string> {
    return searchResultsJson(await this.search.run({ term: query.term ?? '', locale: localeOf(query), tab: query.tab, limit: query.limit, offset: query.offset }));
  }

  @Post('products/by-ids')
  @HttpCode(200)
  @ApiOperation({ summary: 'List items of up to 1000 article numbers, in the order asked; unknown ids are left out (the cart)' })
  @ApiOkResponse({ type: ProductsByIdsResponse })
  async byIds(@Body() body: ProductsByIdsRequest): Promise<ProductsByIdsResponse> {
    return { data: { items: await this.products.byIds(body.ids, localeOf(body)) } };
  }

  @Get('products/:id')
  @ApiOperation({ summary: 'Product detail with related lists (up to 6 each), breadcrumbs, alternates and CAD availability' })
  @ApiParam({ name: 'id', description: 'Article number' })
  @ApiOkResponse({ type: ProductDetailResponse })
  @ApiNotFoundResponse({ type: CatalogueErrorResponse, description: 'productIdUnknown' })
  async product(@Param('id') id: string, @Query() query: LocaleQuery): Promise<ProductDetailResponse> {
    const result = await this.products.detail(id, localeOf(query));
    if (!result.ok) throw toHttpError(result.error);
    return { data: result.value };
  }

  @Get('products/:id/related')
  @ApiOperation({ summary: 'A full related list: fits-to (up to 10000), similar or combinable' })
  @ApiParam({ name: 'id', description: 'Article number' })
  @ApiOkResponse({ type: RelatedPageResponse })
  @ApiNotFoundResponse({ type: CatalogueErrorResponse, description: 'productIdUnknown' })
  async related(@Param('id') id: string, @Query() query: RelatedQuery): Promise<RelatedPageResponse> {
    const result = await this.products.related(id, query.kind, localeOf(query));
    if (!result.ok) throw toHttpError(result.error);
    return { data: result.value };
  }

  @Get('products/:id/cad')
  @ApiOperation({ summary: 'CAD formats of a product (empty: noCadDataAvailable)' })
  @ApiParam({ name: 'id', description: 'Article number' })
  @ApiOkResponse({ type: CadFormatsResponse })
  @ApiNotFoundResponse({ type: CatalogueErrorResponse, description: 'productIdUnknown' })
  async cadFormats(@Param('id') id: string, @Query() query: LocaleQuery): Promise<CadFormatsResponse> {
    const result = await this.products.cadFormats(id, localeOf(query));
    if (!result.ok) throw toHttpError(result.error);
    return { data: { formats: result.value } };
  }

  @Get('products/:id/cad/:formatId')
  @ApiOperation({ summary: 'The CAD file of one format, as an attachment (or a redirect to the stored file)' })
  @ApiParam({ name: 'id', description: 'Article number' })
  @ApiParam({ name: 'formatId', description: 'cadFormatId from the formats' })
  @ApiProduces('model/step', 'application/octet-stream')
  @ApiOkResponse({ description: 'The file (content-disposition: attachment)', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: CatalogueErrorResponse, description: 'productIdUnknown, noCadDataAvailable' })
  async cadFile(@Param('id') id: string, @Param('formatId') formatId: string, @Query() query: LocaleQuery, @Res() reply: FastifyReply): Promise<void> {
    const result = await this.products.cadFile(id, formatId, localeOf(query));
    if (!result.ok) throw toHttpError(result.error);
    const file = result.value;
    if (file.location) {
      await reply.redirect(file.location, 302);
      return;
    }
    const safeName = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
    await reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${safeName}"`)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
  }
}
