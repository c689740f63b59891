import { Controller, Get, HttpCode, HttpStatus, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
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
import { validateFilename } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { MULTIPART_ROUTE, readSingleFile } from '../../../../shared/http/multipart';
import { retryAfterSeconds } from '../../../../shared/rate-limit/rate-limit';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from '../../../identity';
import { ExportCartFileQuery } from '../../application/queries/export-cart-file/export-cart-file.query';
import { ImportCartFileQuery } from '../../application/queries/import-cart-file/import-cart-file.query';
import { CART_FILE_LIMITS, CART_FILE_NAME, CART_IMPORT_RATE, CartErrorCode, type CartFileError, type CartImportRefusal } from '../../domain/cart.errors';
import { CartFileGuard } from './cart-file.guard';
import { fromPositionDto } from './cart-http.mapper';
import { CART_IMPORT_BODY, CartExportQuery, CartImportResponse } from './dto/cart-file.dto';
import type { CartPositionDto } from './dto/cart.dto';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MESSAGES: Record<CartFileError, string> = {
  mustEnterValidFilename: 'Please send one .xlsx file in the form field "file".',
  cartImportTooLargeMsg: 'The file is larger than 2 MB.',
  cartImportNotXlsxMsg: 'The file is not an .xlsx workbook.',
  cartImportMalformedMsg: 'The file is damaged, too large once unpacked, or cannot be read.',
  cartImportMissingColumnsMsg: 'The sheet has no header row with the columns quantity and articleId.',
  cartImportEmptyMsg: 'The sheet has no data rows.',
  cartImportTooManyRowsMsg: 'The sheet has more than 5,000 data rows.',
};

const REFUSALS: Record<CartImportRefusal['code'], string> = {
  cartImportBusyMsg: 'Many files are being read right now. Please try again shortly (Retry-After).',
  cartImportRateLimitedMsg: `At most ${CART_IMPORT_RATE.perCustomer.limit} imports per customer and ${CART_IMPORT_RATE.perAddress.limit} per client address within an hour.`,
};

function fileError(error: CartFileError | CartImportRefusal): ApiError {
  if (typeof error === 'object') return new ApiError(error.code, REFUSALS[error.code], HttpStatus.TOO_MANY_REQUESTS, undefined, retryAfterSeconds(error.retryAfterMs));
  return new ApiError(error, MESSAGES[error], error === CartErrorCode.tooLarge ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST);
}

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
    const requester = { customerId: customer.id, clientAddress: String(request.ip ?? 'unknown') };
    const admitted = await this.importer.admit(requester);
    if (!admitted.ok) throw fileError(admitted.error);
    const upload = await readSingleFile(request, 'file', CART_FILE_LIMITS.maxFileBytes);
    if (!upload.ok) throw fileError(upload.error === 'tooLarge' ? CartErrorCode.tooLarge : CartErrorCode.fileMissing);
    if (validateFilename(upload.filename, '.xlsx') !== null) throw fileError(CartErrorCode.fileMissing);
    const result = await this.importer.execute(upload.data, requester, admitted.value);
    if (!result.ok) throw fileError(result.error);
    const { positions, skipped, processed } = result.value;
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
