import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AdminCustomerAccessHandler, type AdminCustomerError } from '../../application/commands/admin-customer-access/admin-customer-access.handler';
import { AdminEditCustomerHandler, type AdminEditCustomerError } from '../../application/commands/admin-edit-customer/admin-edit-customer.handler';
import { AdminUserQueries, adminUserProfile } from '../../application/queries/admin/admin-users.queries';
import type { User } from '../../domain/user';
import {
  AdminCustomerAddressRequest,
  AdminCustomerDetailsRequest,
  AdminCustomerVersionQuery,
  AdminPasswordResetResponse,
  AdminUserLockResponse,
  AdminUserProfileResponse,
  AdminUsersQuery,
  AdminUsersResponse,
} from './dto/admin-users.dto';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from './guards';
import { toHttpError } from './identity-http-errors';

const userUnknown = () => new ApiError('userIdUnknown', 'No such customer.', HttpStatus.NOT_FOUND);

function fail(error: AdminCustomerError): never {
  if (error.code === 'userIdUnknown') throw userUnknown();
  throw new ApiError('adUserNotActive', 'The account is not active.', HttpStatus.CONFLICT);
}

/** The customer editor's refusals as HTTP answers; a domain rule's fields keep their message ids. */
function editFailed(error: AdminEditCustomerError): never {
  switch (error.code) {
    case 'userIdUnknown':
      throw userUnknown();
    case 'adCustomerChanged':
      throw new ApiError('adCustomerChanged', 'The customer was changed meanwhile; reload and edit again.', HttpStatus.CONFLICT);
    case 'adCustomerEmailTaken':
      throw new ApiError('adCustomerEmailTaken', 'Another account has this e-mail address.', HttpStatus.CONFLICT, { email: 'adCustomerEmailTaken' });
    case 'adCustomerIdTaken':
      throw new ApiError('adCustomerIdTaken', 'Another customer has this customer number.', HttpStatus.CONFLICT, { customerId: 'adCustomerIdTaken' });
    default:
      throw toHttpError(error);
  }
}


/** The admin's customers (ADR 0024): list with the search scores (docs/rules/constants.md#admin-search), profile, lock, password reset. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid (or an expired) admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly queries: AdminUserQueries,
    private readonly access: AdminCustomerAccessHandler,
    private readonly editor: AdminEditCustomerHandler,
  ) {}

  /** The customer editor's answer: the profile (with the login's company), or its refusal as an HTTP error. */
  private async profileAnswer(result: { ok: true; value: User } | { ok: false; error: AdminEditCustomerError }): Promise<AdminUserProfileResponse> {
    if (!result.ok) editFailed(result.error);
    return { data: await this.queries.withCompany(adminUserProfile(result.value)) };
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Customers: search ranked by the spec\'s scores (exact id/e-mail 50, name 15, partial 5), sort, paging' })
  @ApiOkResponse({ type: AdminUsersResponse })
  async list(@Query() query: AdminUsersQuery): Promise<AdminUsersResponse> {
    return { data: await this.queries.list({ ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 25 }) };
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A customer's profile: master data, addresses, pricing, account state" })
  @ApiOkResponse({ type: AdminUserProfileResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'userIdUnknown' })
  async profile(@Param('id', new RecordIdPipe(userUnknown)) id: number): Promise<AdminUserProfileResponse> {
    const profile = await this.queries.profile(id);
    if (!profile) throw userUnknown();
    return { data: profile };
  }

  @Post(':id/lock')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Locks the account: no login until unlocked; every session of the customer ends now' })
  @ApiOkResponse({ type: AdminUserLockResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'userIdUnknown' })
  async lock(@Param('id', new RecordIdPipe(userUnknown)) id: number, @CurrentAdmin() admin: AuthenticatedSubject): Promise<AdminUserLockResponse> {
    const result = await this.access.setLocked(admin.id, id, true);
    if (!result.ok) fail(result.error);
    return { data: result.value };
  }

  @Post(':id/unlock')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Unlocks the account (active again, or still waiting for its e-mail confirmation)' })
  @ApiOkResponse({ type: AdminUserLockResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'userIdUnknown' })
  async unlock(@Param('id', new RecordIdPipe(userUnknown)) id: number, @CurrentAdmin() admin: AuthenticatedSubject): Promise<AdminUserLockResponse> {
    const result = await this.access.setLocked(admin.id, id, false);
    if (!result.ok) fail(result.error);
    return { data: result.value };
  }

  @Post(':id/password-reset')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Sends the customer the password-reset mail (the "password forgotten" link), in their language' })
  @ApiOkResponse({ type: AdminPasswordResetResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'userIdUnknown' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'adUserNotActive — a locked or unconfirmed account gets no reset link' })
  async passwordReset(@Param('id', new RecordIdPipe(userUnknown)) id: number, @CurrentAdmin() admin: AuthenticatedSubject): Promise<AdminPasswordResetResponse> {
    const result = await this.access.sendPasswordReset(admin.id, id);
    if (!result.ok) fail(result.error);
    return { data: result.value };
  }

  @Put(':id/details')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "Changes a customer's master data: company, salutation, names, e-mail, invoice e-mail, phone, customer number, incoterms (docs/decisions/0045-admin-customer-editor.md)",
    description: 'The account form\'s rules; a new e-mail must be free and the previous address gets a notice mail; the customer number must not be another customer\'s. Answers the profile with its new version.',
  })
  @ApiOkResponse({ type: AdminUserProfileResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with a message id per field' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'userIdUnknown' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'adCustomerChanged (the record changed since version), adCustomerEmailTaken, adCustomerIdTaken' })
  async details(@Param('id', new RecordIdPipe(userUnknown)) id: number, @Body() body: AdminCustomerDetailsRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<AdminUserProfileResponse> {
    const result = await this.editor.editMasterData({
      adminId: admin.id,
      userId: id,
      version: body.version,
      data: {
        company: body.company,
        salutation: body.salutation,
        firstname: body.firstname,
        lastname: body.lastname,
        invoiceEmail: body.invoiceEmail ?? null,
        email: body.email,
        phone: body.phone ?? null,
        customerId: body.customerId ?? null,
        incoterms: body.incoterms,
      },
    });
    return this.profileAnswer(result);
  }

  @Post(':id/addresses')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Adds (no id) or replaces (id) an address of the customer's address book; a standard flag set here is cleared on the others" })
  @ApiOkResponse({ type: AdminUserProfileResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with address.<field> message ids (the VAT id as the checkout checks it)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'userIdUnknown, addressNotFound' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'adCustomerChanged' })
  async saveAddress(@Param('id', new RecordIdPipe(userUnknown)) id: number, @Body() body: AdminCustomerAddressRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<AdminUserProfileResponse> {
    return this.profileAnswer(await this.editor.saveAddress({ adminId: admin.id, userId: id, version: body.version, address: { ...body.address } }));
  }

  @Delete(':id/addresses/:addressId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Deletes an address of the customer's address book" })
  @ApiOkResponse({ type: AdminUserProfileResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'userIdUnknown, addressNotFound' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'adCustomerChanged' })
  async deleteAddress(
    @Param('id', new RecordIdPipe(userUnknown)) id: number,
    @Param('addressId', new RecordIdPipe(() => new ApiError('addressNotFound', 'No such address.', HttpStatus.NOT_FOUND))) addressId: number,
    @Query() query: AdminCustomerVersionQuery,
    @CurrentAdmin() admin: AuthenticatedSubject,
  ): Promise<AdminUserProfileResponse> {
    return this.profileAnswer(await this.editor.deleteAddress({ adminId: admin.id, userId: id, version: query.version, addressId }));
  }
}
