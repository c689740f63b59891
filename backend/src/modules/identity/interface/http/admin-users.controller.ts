import { Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AdminCustomerAccessHandler, type AdminCustomerError } from '../../application/commands/admin-customer-access/admin-customer-access.handler';
import { AdminUserQueries } from '../../application/queries/admin/admin-users.queries';
import {
  AdminPasswordResetResponse,
  AdminUserLockResponse,
  AdminUserProfileResponse,
  AdminUsersQuery,
  AdminUsersResponse,
} from './dto/admin-users.dto';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from './guards';

const userUnknown = () => new ApiError('userIdUnknown', 'No such customer.', HttpStatus.NOT_FOUND);

function fail(error: AdminCustomerError): never {
  if (error.code === 'userIdUnknown') throw userUnknown();
  throw new ApiError('adUserNotActive', 'The account is not active.', HttpStatus.CONFLICT);
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
  ) {}

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
}
