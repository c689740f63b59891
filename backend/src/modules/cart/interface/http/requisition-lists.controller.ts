import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { MULTIPART_ROUTE } from '../../../../shared/http/multipart';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from '../../../identity';
import { ExportCartFileQuery } from '../../application/queries/export-cart-file/export-cart-file.query';
import { ImportCartFileQuery } from '../../application/queries/import-cart-file/import-cart-file.query';
import { RequisitionListsService, type LineSource, type RequisitionListDetail } from '../../application/requisition-lists/requisition-lists.service';
import { REQUISITION_LIST_FILE_NAME, RequisitionListError, RequisitionListErrorCode, type RequisitionListErrorCode as Code } from '../../domain/requisition-list.errors';
import { CartFileGuard } from './cart-file.guard';
import { readUploadedCartFile, XLSX } from './cart-file-upload';
import { fromPositionDto } from './cart-http.mapper';
import { CART_IMPORT_BODY } from './dto/cart-file.dto';
import type { CartPositionDto } from './dto/cart.dto';
import {
  AddLinesResponse,
  AddRequisitionListLinesRequest,
  ChangeRequisitionListLineRequest,
  ChangeRequisitionListRequest,
  CreateRequisitionListRequest,
  RequisitionListDetailDto,
  RequisitionListLineDto,
  RequisitionListLocaleQuery,
  RequisitionListResponse,
  RequisitionListsResponse,
  RequisitionListToCartRequest,
  RequisitionListVersionQuery,
  ToCartResponse,
} from './dto/requisition-list.dto';

const ANSWERS: Record<Code, [HttpStatus, string]> = {
  requisitionListNotFound: [HttpStatus.NOT_FOUND, 'No such requisition list.'],
  requisitionListNotAllowed: [HttpStatus.FORBIDDEN, 'Your role in the company does not allow this with this list.'],
  requisitionListChanged: [HttpStatus.CONFLICT, 'The list was changed in the meantime; read it again.'],
  requisitionListLimitReached: [HttpStatus.UNPROCESSABLE_ENTITY, 'You keep as many lists as allowed.'],
  VALIDATION_FAILED: [HttpStatus.BAD_REQUEST, 'A field breaks its rule.'],
  requisitionListLinesRefused: [HttpStatus.UNPROCESSABLE_ENTITY, 'Lines break a rule of the cart; nothing was put into the cart.'],
  requisitionListEmpty: [HttpStatus.UNPROCESSABLE_ENTITY, 'No lines to put into the cart.'],
  requisitionListOrderNotFound: [HttpStatus.NOT_FOUND, 'No such order of yours.'],
};

const notFound = () => new ApiError(RequisitionListErrorCode.notFound, ANSWERS.requisitionListNotFound[1], HttpStatus.NOT_FOUND);
const ListId = () => Param('id', new RecordIdPipe(notFound));
const LineId = () => Param('lineId', new RecordIdPipe(notFound));

/** Runs a use case; a refusal of the lists becomes its HTTP answer. */
async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof RequisitionListError)) throw e;
    const [status, message] = ANSWERS[e.code];
    throw new ApiError(e.code, message, status, e.fields);
  }
}

/** A list as answered (the lines' custom product types are the configurators' own). */
const detailDto = (d: RequisitionListDetail): RequisitionListDetailDto => ({ ...d, lines: d.lines as RequisitionListLineDto[] });

function sourceOf(body: AddRequisitionListLinesRequest): LineSource {
  const given = [body.lines !== undefined, body.fromCart !== undefined, body.fromOrderId !== undefined].filter(Boolean).length;
  if (given !== 1) throw new ApiError('VALIDATION_FAILED', 'Send exactly one of lines, fromCart, fromOrderId.', HttpStatus.BAD_REQUEST, { lines: 'requisitionListLinesInvalid' });
  if (body.lines) return { lines: body.lines.map(fromPositionDto) };
  if (body.fromCart) return { fromCart: true };
  return { fromOrderId: body.fromOrderId! };
}

/**
 * Requisition lists of the logged-in company member (docs/requisition-lists.md): named lists of articles and
 * configured products, private or shared within the company. The member's role is read on every call; a list the
 * member may not see answers 404 (never 403, never data); a change names the version it was made on (409).
 */
@ApiTags('requisition lists')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
@ApiNotFoundResponse({ type: ErrorResponse, description: 'requisitionListNotFound (no list of this number that the member sees)' })
@Controller('api/requisition-lists')
@UseGuards(CustomerGuard)
export class RequisitionListsController {
  constructor(
    private readonly lists: RequisitionListsService,
    private readonly importer: ImportCartFileQuery,
    private readonly exporter: ExportCartFileQuery,
  ) {}

  @Get()
  @ApiOperation({ summary: "The member's own lists and the company's shared lists, last changed first" })
  @ApiOkResponse({ type: RequisitionListsResponse })
  async all(@CurrentCustomer() customer: AuthenticatedSubject): Promise<RequisitionListsResponse> {
    return { data: await answer(() => this.lists.all(customer.id)) };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Creates a list of the member (keepLists)' })
  @ApiOkResponse({ type: RequisitionListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED (name: requisitionListNameEmpty, …TooLong, …Invalid, …Taken)' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'requisitionListNotAllowed (a viewer keeps no lists)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'requisitionListLimitReached' })
  async create(@Body() body: CreateRequisitionListRequest, @Query() query: RequisitionListLocaleQuery, @CurrentCustomer() customer: AuthenticatedSubject): Promise<RequisitionListResponse> {
    return { data: detailDto(await answer(() => this.lists.create(customer.id, { name: body.name, shared: body.shared ?? false }, query.locale ?? 'de'))) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One list with its lines' })
  @ApiOkResponse({ type: RequisitionListResponse })
  async one(@ListId() id: number, @Query() query: RequisitionListLocaleQuery, @CurrentCustomer() customer: AuthenticatedSubject): Promise<RequisitionListResponse> {
    return { data: detailDto(await answer(() => this.lists.one(customer.id, id, query.locale ?? 'de'))) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Renames, shares or unshares a list (its owner, or a company admin for a shared list)' })
  @ApiOkResponse({ type: RequisitionListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED (name: requisitionListName…)' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'requisitionListNotAllowed' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'requisitionListChanged' })
  async change(@ListId() id: number, @Body() body: ChangeRequisitionListRequest, @Query() query: RequisitionListLocaleQuery, @CurrentCustomer() customer: AuthenticatedSubject): Promise<RequisitionListResponse> {
    return { data: detailDto(await answer(() => this.lists.change(customer.id, id, body, query.locale ?? 'de'))) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a list (its owner, or a company admin for a shared list)' })
  @ApiOkResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'requisitionListNotAllowed' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'requisitionListChanged' })
  async remove(@ListId() id: number, @Query() query: RequisitionListVersionQuery, @CurrentCustomer() customer: AuthenticatedSubject): Promise<{ data: boolean }> {
    await answer(() => this.lists.remove(customer.id, id, query.version));
    return { data: true };
  }

  @Post(':id/lines')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Adds lines: sent ones, every position of the server cart (fromCart) or of an own order (fromOrderId)',
    description: 'Lines of the same article (or configured product) merge and their quantities add up; lines that break a cart rule are skipped and named.',
  })
  @ApiOkResponse({ type: AddLinesResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'requisitionListNotAllowed' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'requisitionListChanged (only when a version is sent)' })
  async addLines(@ListId() id: number, @Body() body: AddRequisitionListLinesRequest, @Query() query: RequisitionListLocaleQuery, @CurrentCustomer() customer: AuthenticatedSubject): Promise<AddLinesResponse> {
    const source = sourceOf(body);
    const { list, skipped } = await answer(() => this.lists.addLines(customer.id, id, source, body.version, query.locale ?? 'de'));
    return { data: { list: detailDto(list), skipped } };
  }

  @Put(':id/lines/:lineId')
  @ApiOperation({ summary: "Sets a line's quantity (by its product's order quantity rule)" })
  @ApiOkResponse({ type: RequisitionListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED (qty: invalidOrderQuantity…)' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'requisitionListNotAllowed' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'requisitionListChanged' })
  async changeLine(@ListId() id: number, @LineId() lineId: number, @Body() body: ChangeRequisitionListLineRequest, @Query() query: RequisitionListLocaleQuery, @CurrentCustomer() customer: AuthenticatedSubject): Promise<RequisitionListResponse> {
    return { data: detailDto(await answer(() => this.lists.changeLine(customer.id, id, lineId, body, query.locale ?? 'de'))) };
  }

  @Delete(':id/lines/:lineId')
  @ApiOperation({ summary: 'Removes a line' })
  @ApiOkResponse({ type: RequisitionListResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'requisitionListNotAllowed' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'requisitionListChanged' })
  async removeLine(@ListId() id: number, @LineId() lineId: number, @Query() query: RequisitionListVersionQuery, @CurrentCustomer() customer: AuthenticatedSubject): Promise<RequisitionListResponse> {
    return { data: detailDto(await answer(() => this.lists.removeLine(customer.id, id, lineId, query.version, query.locale ?? 'de'))) };
  }

  @Post(':id/to-cart')
  @HttpCode(200)
  @ApiOperation({
    summary: "Puts the list, or the chosen lines, into the member's server cart",
    description: 'By the cart rules (merge, order quantity of the merged position, 500 positions): all chosen lines or none; refused lines are named in fields (lines.<lineId>: message id).',
  })
  @ApiOkResponse({ type: ToCartResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'requisitionListNotAllowed (a viewer)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'requisitionListLinesRefused, requisitionListEmpty' })
  async toCart(@ListId() id: number, @Body() body: RequisitionListToCartRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<ToCartResponse> {
    const { cart, added } = await answer(() => this.lists.toCart(customer.id, id, body.lineIds));
    return { data: { cart: { id: cart.id, positions: [...cart.positions] as CartPositionDto[], dateUpdated: cart.dateUpdated }, added } };
  }

  @Get(':id/export')
  @UseGuards(CartFileGuard)
  @ApiOperation({ summary: 'The list as a cart file (.xlsx, the columns of the cart file)' })
  @ApiProduces(XLSX)
  @ApiOkResponse({ description: 'The workbook (content-disposition: attachment; filename="RequisitionList.xlsx")', schema: { type: 'string', format: 'binary' } })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'cartExportImportDisabled' })
  async export(@ListId() id: number, @Query() query: RequisitionListLocaleQuery, @CurrentCustomer() customer: AuthenticatedSubject, @Res() reply: FastifyReply): Promise<void> {
    const { lines } = await answer(() => this.lists.linesForFile(customer.id, id));
    const file = await this.exporter.execute(lines, undefined, query.locale ?? 'de');
    await reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${REQUISITION_LIST_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  }

  @Post(':id/import')
  @HttpCode(200)
  @UseGuards(CartFileGuard)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiOperation({
    summary: 'Adds the lines of a cart file (.xlsx) to the list',
    description: 'The cart import reads the file (same columns, limits and row checks); its positions are added as lines. Rows the import skips are answered in skippedRows, lines the list refuses in skipped.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(CART_IMPORT_BODY)
  @ApiOkResponse({ type: AddLinesResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'the cart import’s file errors' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'requisitionListNotAllowed, cartExportImportDisabled' })
  async import(@ListId() id: number, @Query() query: RequisitionListLocaleQuery, @Req() request: FastifyRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<AddLinesResponse> {
    await answer(() => this.lists.assertChangeable(customer.id, id));
    const file = await readUploadedCartFile(this.importer, request, customer.id);
    const { list, skipped } = await answer(() => this.lists.addLines(customer.id, id, { lines: file.positions }, undefined, query.locale ?? 'de'));
    return { data: { list: detailDto(list), skipped, skippedRows: file.skipped } };
  }
}
