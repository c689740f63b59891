import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Put, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShopConfig } from '../../../../config/app-config';
import { LogoutHandler } from '../../application/commands/logout/logout.handler';
import { AdminQueries } from '../../application/queries/admin/admin.queries';
import { AdminLogoutRequest, CustomerPricingRequest, CustomerPricingResponse, SecurityEventsQuery, SecurityEventsResponse } from './dto/admin.dto';
import { ApiError } from '../../../../shared/api-error';
import { UserRepository } from '../../domain/ports/user.repository.port';
import { BooleanResponse, ErrorResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from './guards';
import { AuditLog } from '../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../shared/unit-of-work';
import { sessionToken, clearSessionCookie } from './session-cookies';

/** Admin routes of the identity context; every one needs an admin session (AdminGuard). */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid shop_admin_session cookie' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly config: ShopConfig,
    private readonly queries: AdminQueries,
    private readonly logoutHandler: LogoutHandler,
    private readonly users: UserRepository,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  @Put('users/:id/pricing')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A customer's pricing: the pricing group whose rules apply, and whether the customer has prices of its own" })
  @ApiOkResponse({ type: CustomerPricingResponse })
  async setPricing(@Param('id', new RecordIdPipe(() => new ApiError('userIdUnknown', 'No such customer.', HttpStatus.NOT_FOUND))) id: number, @Body() body: CustomerPricingRequest, @CurrentAdmin() admin: AuthenticatedSubject): Promise<CustomerPricingResponse> {
    // The change and its audit log entry in one transaction (ADR 0019).
    const saved = await this.uow.run(async () => {
      const user = await this.users.findById(id);
      if (!user) throw new ApiError('userIdUnknown', 'No such customer.', HttpStatus.NOT_FOUND);
      const before = user.toProps();
      user.assignPricing(body.pricingGroup ?? null, body.customPricing);
      const stored = await this.users.save(user);
      const after = stored.toProps();
      await this.audit.record({
        adminId: admin.id,
        action: 'user.pricing',
        entity: 'user',
        entityId: id,
        before: { pricingGroup: before.pricingGroup, customPricing: before.customPricing },
        after: { pricingGroup: after.pricingGroup, customPricing: after.customPricing },
      });
      return stored;
    });
    const props = saved.toProps();
    return { data: { id: saved.id, pricingGroup: props.pricingGroup, customPricing: props.customPricing } };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the admin session on the server and clears the cookie' })
  @ApiOkResponse({ type: BooleanResponse })
  async logout(@Body() _body: AdminLogoutRequest, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BooleanResponse> {
    await this.logoutHandler.execute({ kind: 'admin', token: sessionToken(req, 'admin') });
    clearSessionCookie(reply, 'admin', this.config.get('baseUrl').startsWith('https://'));
    return { data: true };
  }

  @Get('security-events')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The security monitor: failed logins, lockouts, password and e-mail changes, admin logins, install — newest first' })
  @ApiOkResponse({ type: SecurityEventsResponse })
  async securityEvents(@Query() query: SecurityEventsQuery): Promise<SecurityEventsResponse> {
    const page = await this.queries.securityEvents(query.page ?? 1, query.pageSize ?? 50);
    return { data: { ...page, events: page.events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) } };
  }
}
