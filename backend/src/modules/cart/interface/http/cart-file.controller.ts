import { Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { MULTIPART_ROUTE } from '../../../../shared/http/multipart';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from '../../../identity';
import { ExportCartFileQuery } from '../../application/queries/export-cart-file/export-cart-file.query';
import { ImportCartFileQuery } from '../../application/queries/import-cart-file/import-cart-file.query';
import { CART_FILE_NAME, CART_IMPORT_RATE } from '../../domain/cart.errors';
import { readUploadedCartFile, XLSX } from './cart-file-upload';
import { CartFileGuard } from './cart-file.guard';
import { fromPositionDto } from './cart-http.mapper';
import { CART_IMPORT_BODY, CartExportQuery, CartImportResponse } from './dto/cart-file.dto';
import type { CartPositionDto } from './dto/cart.dto';

/**
 * Cart export and import as an Excel file (docs/rules/calls.md#cart-files; docs/api/cart.md), for logged-in customers while the
 * general config's sales.cartExportImport is on. Both calls are stateless: export writes the positions it
 * is given, import answers positions for the browser to merge — neither reads or changes the server cart.
 */
@ApiTags('cart')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'cartExportImportDisabled (general config sales.cartExportImport is off)' })
@Controller('api/sales/cart/products')
@UseGuards(CustomerGuard, CartFileGuard)
export class CartFileController {
  constructor(private readonly importer: ImportCartFileQuery, private readonly exporter: ExportCartFileQuery) {}

  @Post('import')
  @HttpCode(200)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiOperation({
    summary: 'Reads a cart file (.xlsx) into cart positions; changes nothing',
    description:
      'Columns quantity and articleId (required, any order and case), customProductType, customConfiguration (JSON); others are ignored. ' +
      'Bad rows are skipped and reported with their row number and message id; 200 also when nothing was imported.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(CART_IMPORT_BODY)
  @ApiOkResponse({ type: CartImportResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'mustEnterValidFilename, cartImportNotXlsxMsg, cartImportMalformedMsg, cartImportMissingColumnsMsg, cartImportEmptyMsg, cartImportTooManyRowsMsg',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'cartImportTooLargeMsg (over 2 MB)' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponse,
    description:
      `cartImportRateLimitedMsg (over ${CART_IMPORT_RATE.perCustomer.limit} imports per customer or ${CART_IMPORT_RATE.perAddress.limit} per client address within an hour), ` +
      'cartImportBusyMsg (every workbook reader taken, or this customer’s previous import still being read); both with Retry-After',
  })
  async import(@Req() request: FastifyRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<CartImportResponse> {
    const { positions, skipped, processed } = await readUploadedCartFile(this.importer, request, customer.id);
    return { data: { positions: positions as CartPositionDto[], imported: positions.length, skipped, processed } };
  }

  @Get('export')
  @ApiOperation({ summary: 'The cart positions as an Excel file, saved as Cart.xlsx' })
  @ApiProduces(XLSX)
  @ApiOkResponse({ description: 'The workbook (content-disposition: attachment; filename="Cart.xlsx")', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED (positions: invalidCart, positions.N.qty: invalidOrderQuantityNumber, …)' })
  async export(@Query() query: CartExportQuery, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.exporter.execute(query.positions.map(fromPositionDto), query.cartId, query.locale ?? 'de');
    await reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${CART_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  }
}
