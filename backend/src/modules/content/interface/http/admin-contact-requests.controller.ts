import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { ContactRequestStatus } from '@shop/domain';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../identity';
import { ChangeContactRequestStatusHandler } from '../../application/commands/change-contact-request-status/change-contact-request-status.handler';
import { ReplyToContactRequestHandler } from '../../application/commands/reply-to-contact-request/reply-to-contact-request.handler';
import { ContactRequestQueries } from '../../application/queries/contact-requests.queries';
import { ContactRequestsWorkbook } from '../../infrastructure/spreadsheet/contact-requests-workbook';
import {
  AdminContactExportQuery,
  AdminContactRequestsQuery,
  ChangeContactRequestStatusRequest,
  ContactReplyResponse,
  ContactRequestDetailResponse,
  ContactRequestListResponse,
  ContactRequestStatusResponse,
  ReplyToContactRequestRequest,
} from './dto/admin-contact-requests.dto';

const notFound = () => new ApiError('contactRequestNotFound', 'No such contact request.', HttpStatus.NOT_FOUND);
const REQUEST_ID = new RecordIdPipe(notFound);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function refusal(code: string): ApiError {
  switch (code) {
    case 'contactRequestNotFound':
      return notFound();
    case 'adContactReplyInvalid':
      return new ApiError('VALIDATION_FAILED', 'The reply is not valid.', HttpStatus.BAD_REQUEST, { text: 'adContactReplyInvalid' });
    default:
      return new ApiError('VALIDATION_FAILED', 'Unknown status.', HttpStatus.BAD_REQUEST, { status: 'adContactStatusInvalid' });
  }
}

/** The contact requests inbox (docs/decisions/0047-contact-inbox-and-order-admin.md): list, detail, status, reply by e-mail, export. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid (or an expired) admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/contact-requests')
export class AdminContactRequestsController {
  constructor(
    private readonly queries: ContactRequestQueries,
    private readonly changeStatus: ChangeContactRequestStatusHandler,
    private readonly reply: ReplyToContactRequestHandler,
    private readonly workbook: ContactRequestsWorkbook,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Contact requests: search (name, e-mail, company, text), status filter, newest first, paged' })
  @ApiOkResponse({ type: ContactRequestListResponse })
  async list(@Query() query: AdminContactRequestsQuery): Promise<ContactRequestListResponse> {
    return { data: await this.queries.list({ ...(query.q ? { q: query.q } : {}), ...(query.status ? { status: query.status as ContactRequestStatus } : {}), page: query.page ?? 1, pageSize: query.pageSize ?? 25 }) };
  }

  @Get('export.xlsx')
  @ApiOperation({ summary: 'The requests the search and filter find, as an .xlsx workbook' })
  @ApiProduces(XLSX)
  @ApiOkResponse({ description: 'The workbook (attachment; cache-control: private, no-store)', schema: { type: 'string', format: 'binary' } })
  async export(@Query() query: AdminContactExportQuery, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.workbook.write({ ...(query.q ? { q: query.q } : {}), ...(query.status ? { status: query.status as ContactRequestStatus } : {}) }, query.locale ?? 'de');
    await reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One contact request with its replies' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ContactRequestDetailResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'contactRequestNotFound' })
  async detail(@Param('id', REQUEST_ID) id: number): Promise<ContactRequestDetailResponse> {
    const detail = await this.queries.detail(id);
    if (!detail) throw notFound();
    return { data: detail };
  }

  @Post(':id/status')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Sets a request's status (new, in progress, done); audited" })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ContactRequestStatusResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'contactRequestNotFound' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED, status: adContactStatusInvalid' })
  async setStatus(@Param('id', REQUEST_ID) id: number, @Body() body: ChangeContactRequestStatusRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ContactRequestStatusResponse> {
    const result = await this.changeStatus.execute({ id, status: body.status, adminId: admin.id });
    if (!result.ok) throw refusal(result.error.code);
    return { data: result.value };
  }

  @Post(':id/reply')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Answers the request by e-mail: to the requester, Reply-To the shop’s address, the request quoted; kept in its replies; status as chosen, else in progress; audited',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ContactReplyResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'contactRequestNotFound' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED, text: adContactReplyInvalid; status: adContactStatusInvalid' })
  async answer(@Param('id', REQUEST_ID) id: number, @Body() body: ReplyToContactRequestRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<ContactReplyResponse> {
    const result = await this.reply.execute({ id, text: body.text, ...(body.status ? { status: body.status } : {}), adminId: admin.id });
    if (!result.ok) throw refusal(result.error.code);
    return { data: result.value };
  }
}
