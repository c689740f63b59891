import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AdminChangeMemberHandler } from '../../application/commands/company-admin/admin-change-member.handler';
import { MergeAccountHandler } from '../../application/commands/company-admin/merge-account.handler';
import { AdminCompanyQueries, type AdminCompanyDetail } from '../../application/queries/admin/admin-companies.queries';
import { IdentityErrorCode } from '../../domain/identity.errors';
import {
  AdminCompaniesQuery,
  AdminCompaniesResponse,
  AdminCompanyAuditQuery,
  AdminCompanyAuditResponse,
  AdminCompanyMemberRequest,
  AdminCompanyMergeCandidateQuery,
  AdminCompanyMergeCandidateResponse,
  AdminCompanyMergeRequest,
  AdminCompanyMergeResponse,
  AdminCompanyResponse,
} from './dto/admin-companies.dto';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from './guards';
import { toHttpError } from './identity-http-errors';
import { requestMeta } from './request-meta';

const companyUnknown = () => new ApiError(IdentityErrorCode.companyNotFound, 'No such company.', HttpStatus.NOT_FOUND);
const memberUnknown = () => new ApiError(IdentityErrorCode.companyMemberNotFound, 'No such member.', HttpStatus.NOT_FOUND);

/**
 * The shop admin's companies (docs/company-admin.md, docs/decisions/0053-company-admin-and-merge.md): list and
 * detail, a member's role, limits and activity (the company members' rules, actor kind 'shop'), merging another
 * customer account into a company, and the members' change log. Every change is in the admin audit log.
 */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid (or an expired) admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/companies')
export class AdminCompaniesController {
  constructor(
    private readonly queries: AdminCompanyQueries,
    private readonly change: AdminChangeMemberHandler,
    private readonly merger: MergeAccountHandler,
  ) {}

  private async detail(id: number): Promise<AdminCompanyDetail> {
    const data = await this.queries.detail(id);
    if (!data) throw companyUnknown();
    return data;
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Companies: search by company name, customer number or a member\'s e-mail; paging; members count' })
  @ApiOkResponse({ type: AdminCompaniesResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED' })
  async list(@Query() query: AdminCompaniesQuery): Promise<AdminCompaniesResponse> {
    return { data: await this.queries.list({ q: query.q, page: query.page ?? 1, pageSize: query.pageSize ?? 25 }) };
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A company: data, pricing group, own prices, incoterms, the shared address book, members with role, limits and status' })
  @ApiOkResponse({ type: AdminCompanyResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'companyNotFound (also for a login that is a member, not a company)' })
  async company(@Param('id', new RecordIdPipe(companyUnknown)) id: number): Promise<AdminCompanyResponse> {
    return { data: await this.detail(id) };
  }

  @Put(':id/members/:memberId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Changes a member's role, limits (net cents) or activity; the company keeps an active admin; a deactivated member's sessions end; logged and audited with before and after" })
  @ApiOkResponse({ type: AdminCompanyResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED (companyRoleInvalid, companyLimitInvalid, propertyNotAllowed)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'companyNotFound, companyMemberNotFound (also a login of another company)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'companyLastAdmin' })
  async changeMember(
    @Param('id', new RecordIdPipe(companyUnknown)) id: number,
    @Param('memberId', new RecordIdPipe(memberUnknown)) memberId: number,
    @Body() body: AdminCompanyMemberRequest,
    @CurrentAdmin() admin: AuthenticatedSubject,
    @Req() req: FastifyRequest,
  ): Promise<AdminCompanyResponse> {
    await this.detail(id);
    const result = await this.change.execute({ adminId: admin.id, companyId: id, memberId, role: body.role, limits: body.limits, active: body.active, meta: requestMeta(req) });
    if (!result.ok) throw toHttpError(result.error);
    return { data: await this.detail(id) };
  }

  @Get(':id/merge-candidate')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The account a merge would move (by login id or e-mail): its name, status and the company it is in now, before the admin confirms' })
  @ApiOkResponse({ type: AdminCompanyMergeCandidateResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'companyNotFound, companyMergeAccountUnknown' })
  async candidate(@Param('id', new RecordIdPipe(companyUnknown)) id: number, @Query() query: AdminCompanyMergeCandidateQuery): Promise<AdminCompanyMergeCandidateResponse> {
    await this.detail(id);
    const data = await this.queries.candidate(query.account);
    if (!data) throw new ApiError(IdentityErrorCode.companyMergeAccountUnknown, 'No such customer account.', HttpStatus.NOT_FOUND);
    return { data };
  }

  @Post(':id/merge')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Moves another customer account into this company as a member (role, default buyer): its orders stay its own, its addresses move into the company\'s address book, it gives up its own company data',
    description: 'Customer price rules keyed to the merged account stay and no longer apply (docs/company-admin.md). One transaction, serialised on both companies.',
  })
  @ApiOkResponse({ type: AdminCompanyMergeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'companyNotFound, companyMergeAccountUnknown' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'companyMergeLastAdmin, companyMergeHasMembers, companyMergeChanged (moved meanwhile)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'companyMergeSelf, companyMergeAlreadyMember' })
  async merge(
    @Param('id', new RecordIdPipe(companyUnknown)) id: number,
    @Body() body: AdminCompanyMergeRequest,
    @CurrentAdmin() admin: AuthenticatedSubject,
    @Req() req: FastifyRequest,
  ): Promise<AdminCompanyMergeResponse> {
    const result = await this.merger.execute({ adminId: admin.id, companyId: id, accountId: body.accountId, role: body.role, expectedCompanyId: body.expectedCompanyId, meta: requestMeta(req) });
    if (!result.ok) throw toHttpError(result.error);
    return { data: { merge: result.value, company: await this.detail(id) } };
  }

  @Get(':id/audit')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The company members' role, limit and activity changes and invitations, newest first: who, when, before and after" })
  @ApiOkResponse({ type: AdminCompanyAuditResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'companyNotFound' })
  async audit(@Param('id', new RecordIdPipe(companyUnknown)) id: number, @Query() query: AdminCompanyAuditQuery): Promise<AdminCompanyAuditResponse> {
    await this.detail(id);
    return { data: await this.queries.audit(id, query.page ?? 1, query.pageSize ?? 50) };
  }
}
