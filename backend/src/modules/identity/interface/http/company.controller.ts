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
import { BooleanResponse, ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AcceptInvitationHandler } from '../../application/commands/company-members/accept-invitation.handler';
import { ChangeMemberHandler } from '../../application/commands/company-members/change-member.handler';
import { InviteMemberHandler } from '../../application/commands/company-members/invite-member.handler';
import { CompanyQueries } from '../../application/queries/company/company.queries';
import { IdentityErrorCode } from '../../domain/identity.errors';
import { AcceptInvitationRequest, ChangeMemberRequest, CompanyResponse, InvitationQuery, InvitationResponse, InviteMemberRequest } from './dto/company.dto';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from './guards';
import { toHttpError } from './identity-http-errors';
import { requestMeta } from './request-meta';

const memberUnknown = () => new ApiError(IdentityErrorCode.companyMemberNotFound, 'No such member.', HttpStatus.NOT_FOUND);

/**
 * The company account of the logged-in customer (docs/company-accounts.md): its data, the caller's role and
 * permissions, its members; admins invite, change and deactivate members. Every call checks the caller's role on
 * the server; a member id of another company answers 404 like an unknown one.
 */
@ApiTags('company')
@ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with a message id per field (propertyNotAllowed for unknown fields)' })
@Controller('api/company')
export class CompanyController {
  constructor(
    private readonly queries: CompanyQueries,
    private readonly invite: InviteMemberHandler,
    private readonly change: ChangeMemberHandler,
    private readonly accept: AcceptInvitationHandler,
  ) {}

  private async view(userId: number): Promise<CompanyResponse> {
    const data = await this.queries.company(userId);
    if (!data) throw new ApiError(IdentityErrorCode.notLoggedIn, 'Please log in.', HttpStatus.UNAUTHORIZED);
    return { data };
  }

  @Get()
  @UseGuards(CustomerGuard)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The caller's company, role, permissions and limits; members (admins: all with e-mail, limits, status; approvers and viewers: names and roles; buyers: none)" })
  @ApiOkResponse({ type: CompanyResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  company(@CurrentCustomer() customer: AuthenticatedSubject): Promise<CompanyResponse> {
    return this.view(customer.id);
  }

  @Post('members')
  @HttpCode(200)
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'Invites a colleague (company admins): a pending login with role and limits, and an e-mailed link (7 days, once) to confirm the address and set the password' })
  @ApiOkResponse({ type: CompanyResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'companyPermissionDenied (not a company admin)' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'companyMemberEmailTaken (the address has a login already)' })
  async inviteMember(@Body() body: InviteMemberRequest, @CurrentCustomer() customer: AuthenticatedSubject, @Req() req: FastifyRequest): Promise<CompanyResponse> {
    const result = await this.invite.execute({
      actorId: customer.id,
      email: body.email,
      salutation: body.salutation,
      firstname: body.firstname,
      lastname: body.lastname,
      role: body.role,
      limits: body.limits ?? {},
      locale: body.locale === 'en' ? 'en' : 'de',
      meta: requestMeta(req),
    });
    if (!result.ok) throw toHttpError(result.error);
    return this.view(customer.id);
  }

  @Put('members/:id')
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: "Changes a member's role, limits or activity (company admins); the company keeps an active admin; a deactivated member's sessions end" })
  @ApiOkResponse({ type: CompanyResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'companyPermissionDenied (not a company admin)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'companyMemberNotFound (also for another company\'s login)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'companyLastAdmin' })
  async changeMember(
    @Param('id', new RecordIdPipe(memberUnknown)) id: number,
    @Body() body: ChangeMemberRequest,
    @CurrentCustomer() customer: AuthenticatedSubject,
    @Req() req: FastifyRequest,
  ): Promise<CompanyResponse> {
    const result = await this.change.execute({ actor: { kind: 'member', userId: customer.id }, memberId: id, role: body.role, limits: body.limits, active: body.active, meta: requestMeta(req) });
    if (!result.ok) throw toHttpError(result.error);
    return this.view(customer.id);
  }

  @Get('invitation')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'What an invitation link is for (address and company), before the password is set' })
  @ApiOkResponse({ type: InvitationResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'companyInvitationInvalid (unknown, used or expired)' })
  async invitation(@Query() query: InvitationQuery): Promise<InvitationResponse> {
    const data = await this.queries.invitation(query.ssc);
    if (!data) throw new ApiError(IdentityErrorCode.companyInvitationInvalid, 'The invitation link is not valid.', HttpStatus.UNPROCESSABLE_ENTITY);
    return { data };
  }

  @Post('invitation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accepts an invitation: password (the registration rules) and privacy consent; the link is used up and the login is active' })
  @ApiOkResponse({ type: BooleanResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'companyInvitationInvalid (unknown, used or expired)' })
  async acceptInvitation(@Body() body: AcceptInvitationRequest, @Req() req: FastifyRequest): Promise<BooleanResponse> {
    const result = await this.accept.execute({ code: body.ssc, password: body.password, privacyPolicyAccepted: body.privacyPolicyAccepted, meta: requestMeta(req) });
    if (!result.ok) throw toHttpError(result.error);
    return { data: true };
  }
}
