import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { toCents } from '@shop/domain';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../identity';
import { ProductEditorQueries } from '../../application/admin/product-editor.queries';
import { CreateProductHandler } from '../../application/commands/create-product/create-product.handler';
import { DuplicateProductHandler } from '../../application/commands/duplicate-product/duplicate-product.handler';
import type { ProductWriteError, ProductWriteResult } from '../../application/commands/save-product/product-write';
import { SaveProductHandler } from '../../application/commands/save-product/save-product.handler';
import type { ProductDraft } from '../../domain/product-editor';
import {
  EditableProductResponse,
  ProductDuplicateInput,
  ProductEditorInput,
  ProductEditorOptionsResponse,
  ProductSaveInput,
  ProductWrittenResponse,
} from './dto/admin-product-editor.dto';

const VALIDATION = 'VALIDATION_FAILED with a message id per field (adImportNegative, adImportPriceUnit, adProductIncrementZero, adProductUnknownCategory, adProductSlugTaken, adProductArticleNumberTaken, adProductArticleNumberLocked, …)';

function toHttpError(error: ProductWriteError): ApiError {
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return new ApiError('VALIDATION_FAILED', 'The input is not valid.', HttpStatus.BAD_REQUEST, error.fields);
    case 'adProductVersionConflict':
      return new ApiError('adProductVersionConflict', 'The product was changed since it was loaded.', HttpStatus.CONFLICT, error.fields);
    default:
      return new ApiError('adProductUnknown', 'No such product.', HttpStatus.NOT_FOUND);
  }
}

function answer(result: ProductWriteResult): ProductWrittenResponse {
  if (!result.ok) throw toHttpError(result.error);
  return { data: result.value };
}

/** The DTO's fields as the product (the price from major units to cents, exactly). */
function draftOf(body: ProductEditorInput): ProductDraft {
  return {
    id: body.id,
    productTypeId: body.productTypeId,
    texts: { de: { ...body.texts.de }, en: { ...body.texts.en } },
    categoryIds: [...new Set(body.categoryIds)],
    canonicalCategoryId: body.canonicalCategoryId ?? null,
    attributeValueIds: [...new Set(body.attributeValueIds)],
    priceCents: toCents(body.price),
    priceUnit: body.priceUnit,
    unitOfQuantity: body.unitOfQuantity,
    packagingUnit: body.packagingUnit,
    quantityInStock: body.quantityInStock,
    procurementTimeDays: body.procurementTimeDays,
    image: body.image ?? null,
    imageThumbnail: body.imageThumbnail ?? body.image ?? null,
    imageSmall: body.imageSmall ?? body.image ?? null,
    additionalImages: body.additionalImages.map((i) => ({ filename: i.filename, label: { de: i.label.de, en: i.label.en } })),
    files: body.files.map((f) => ({ href: f.href, name: f.name, filetype: f.filetype })),
    active: body.active,
    onlyOnRequest: body.onlyOnRequest,
  };
}

/**
 * The admin product editor (docs/decisions/0044-admin-product-editor.md): one product for editing, save with
 * the version it was loaded at, create, duplicate. Every write runs the catalogue's product rules (the import's),
 * is audited and is announced to every instance.
 */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/product-editor')
export class AdminProductEditorController {
  constructor(
    private readonly queries: ProductEditorQueries,
    private readonly save: SaveProductHandler,
    private readonly create: CreateProductHandler,
    private readonly duplicate: DuplicateProductHandler,
  ) {}

  @Get('options')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The choices of the product editor: product types with their quantity rule, categories, attributes with their values, units' })
  @ApiOkResponse({ type: ProductEditorOptionsResponse })
  async options(): Promise<ProductEditorOptionsResponse> {
    return { data: await this.queries.options() };
  }

  @Get('products/:id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One product, active or not, as the editor shows it, with its version and whether its article number is locked (ordered)' })
  @ApiOkResponse({ type: EditableProductResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adProductUnknown' })
  async product(@Param('id') id: string): Promise<EditableProductResponse> {
    const found = id.length <= 200 ? await this.queries.product(id) : null;
    if (found === null) throw toHttpError({ code: 'adProductUnknown' });
    return { data: found };
  }

  @Post('products')
  @HttpCode(201)
  @ApiOperation({ summary: 'Creates a product (the product rules of the import, a free article number and slugs)' })
  @ApiOkResponse({ type: ProductWrittenResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: VALIDATION })
  async createProduct(@Body() body: ProductEditorInput, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ProductWrittenResponse> {
    return answer(await this.create.execute({ adminId: admin.id, draft: draftOf(body) }));
  }

  @Put('products/:id')
  @ApiOperation({ summary: 'Saves every field of a product against the version it was loaded at; the article number changes only while the article was never ordered' })
  @ApiOkResponse({ type: ProductWrittenResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: VALIDATION })
  @ApiConflictResponse({ type: ErrorResponse, description: 'adProductVersionConflict — fields: each field changed since the version sent (adProductChangedSince)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adProductUnknown' })
  async saveProduct(@Param('id') id: string, @Body() body: ProductSaveInput, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ProductWrittenResponse> {
    if (id.length > 200) throw toHttpError({ code: 'adProductUnknown' });
    return answer(await this.save.execute({ adminId: admin.id, storedId: id, version: body.version, draft: draftOf(body) }));
  }

  @Post('products/:id/duplicate')
  @HttpCode(201)
  @ApiOperation({ summary: 'Copies a product with its texts, categories and attribute values to a new article number (inactive, slugs suffixed)' })
  @ApiOkResponse({ type: ProductWrittenResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED (id: adImportArticleNumber, adProductArticleNumberTaken)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'adProductUnknown' })
  async duplicateProduct(@Param('id') id: string, @Body() body: ProductDuplicateInput, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ProductWrittenResponse> {
    if (id.length > 200) throw toHttpError({ code: 'adProductUnknown' });
    return answer(await this.duplicate.execute({ adminId: admin.id, sourceId: id, newId: body.id }));
  }
}
