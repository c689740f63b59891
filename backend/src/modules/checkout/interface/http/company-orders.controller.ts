import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { companyCan } from '@shop/domain';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { CompanyDirectory, CurrentCustomer, CustomerGuard, type AuthenticatedSubject, type CompanyMember } from '../../../identity';
import { DecideApprovalHandler, type DecideApprovalError } from '../../application/commands/decide-approval/decide-approval.handler';
import { CompanyOrderQueries } from '../../application/queries/company-order.queries';
import { ApprovalDecidedResponse, CompanyApprovalsResponse, CompanyOrdersQuery, CompanyOrdersResponse, RejectOrderRequest } from './dto/company-orders.dto';

const orderNotFound = () => new ApiError('orderNotFound', 'orderNotFound', HttpStatus.NOT_FOUND);
const ORDER_ID = new RecordIdPipe(orderNotFound);

function toHttpError(error: DecideApprovalError): ApiError {
  switch (error.code) {
    case 'orderNotFound':
      return orderNotFound();
    case 'companyApprovalNotAllowed':
      return new ApiError(error.code, 'Your role in the company does not allow approvals.', HttpStatus.FORBIDDEN);
    case 'companyCannotApproveOwnOrder':
      return new ApiError(error.code, 'An approver cannot decide his own order.', HttpStatus.FORBIDDEN);
    case 'orderApprovalAlreadyDecided':
      return new ApiError(error.code, 'The order has been decided already.', HttpStatus.CONFLICT);
    case 'orderRejectionReasonInvalid':
      return new ApiError('VALIDATION_FAILED', 'The rejection needs a reason.', HttpStatus.BAD_REQUEST, { reason: error.code });
  }
}

/**
 * The company's orders for its members (ADR 0051, docs/company-approval.md): the approvals waiting, approving
 * and rejecting them, the company order history. Who the caller is in which company comes from identity's
 * CompanyDirectory on every call; the role is checked here on the server, never trusted from the browser. An
 * order of another company is answered 404 like one that does not exist.
 */
@ApiTags('company')
@ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with a message id per field (propertyNotAllowed for unknown fields)' })
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
@Controller('api/company')
@UseGuards(CustomerGuard)
export class CompanyOrdersController {
  constructor(
    private readonly companies: CompanyDirectory,
    private readonly queries: CompanyOrderQueries,
    private readonly decide: DecideApprovalHandler,
  ) {}

  @Get('approvals')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The orders of the caller's company waiting for approval (members who may approve: approver, admin)" })
  @ApiOkResponse({ type: CompanyApprovalsResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'companyApprovalNotAllowed — the caller’s role may not approve' })
  async approvals(@CurrentCustomer() customer: AuthenticatedSubject): Promise<CompanyApprovalsResponse> {
    const member = await this.member(customer);
    if (!companyCan(member.role, 'approve')) throw toHttpError({ code: 'companyApprovalNotAllowed' });
    return { data: { orders: await this.queries.awaiting(member) } };
  }

  @Post('orders/:id/approve')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Approves an order waiting for approval: exactly once; the buyer gets the order confirmation with its PDF' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ApprovalDecidedResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound — also for an order of another company' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'companyApprovalNotAllowed; companyCannotApproveOwnOrder' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'orderApprovalAlreadyDecided — approved or rejected already (or it never waited)' })
  async approve(@Param('id', ORDER_ID) id: number, @CurrentCustomer() customer: AuthenticatedSubject): Promise<ApprovalDecidedResponse> {
    const result = await this.decide.execute({ orderId: id, memberId: customer.id, decision: 'approve' });
    if (!result.ok) throw toHttpError(result.error);
    return { data: result.value };
  }

  @Post('orders/:id/reject')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Rejects an order waiting for approval with a reason: the order goes no further; the buyer gets a mail with the reason' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ApprovalDecidedResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'orderNotFound — also for an order of another company' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'companyApprovalNotAllowed; companyCannotApproveOwnOrder' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'orderApprovalAlreadyDecided' })
  async reject(@Param('id', ORDER_ID) id: number, @Body() body: RejectOrderRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<ApprovalDecidedResponse> {
    const result = await this.decide.execute({ orderId: id, memberId: customer.id, decision: 'reject', reason: body.reason });
    if (!result.ok) throw toHttpError(result.error);
    return { data: result.value };
  }

  @Get('orders')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The company order history: every member's orders for members with readCompanyOrders (admin, approver, viewer), else the caller's own; newest first, 20 a page" })
  @ApiOkResponse({ type: CompanyOrdersResponse })
  async orders(@Query() query: CompanyOrdersQuery, @CurrentCustomer() customer: AuthenticatedSubject): Promise<CompanyOrdersResponse> {
    const member = await this.member(customer);
    return { data: await this.queries.history(member, query) };
  }

  /** The caller as a member of his company; a login without one (or deactivated) has no company resources. */
  private async member(customer: AuthenticatedSubject): Promise<CompanyMember> {
    const member = await this.companies.memberOf(customer.id);
    if (!member || !member.active) throw new ApiError('notLoggedIn', 'notLoggedIn', HttpStatus.UNAUTHORIZED);
    return member;
  }
}
