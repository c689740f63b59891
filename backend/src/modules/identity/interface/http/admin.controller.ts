import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShopConfig } from '../../../../config/app-config';
import { LogoutHandler } from '../../application/commands/logout/logout.handler';
import { AdminQueries } from '../../application/queries/admin/admin.queries';
import { AdminLogoutRequest, DashboardResponse, SecurityEventsQuery, SecurityEventsResponse } from './dto/admin.dto';
import { BooleanResponse, ErrorResponse } from '../../../../shared/http/common.dto';
import { AdminGuard } from './guards';
import { sessionToken, clearSessionCookie } from './session-cookies';

/** Admin routes of the identity context; every one needs an admin session (AdminGuard). */
@ApiTags('admin')
@ApiHeader({ name: 'apiCode', required: true })
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid shop_admin_session cookie' })
@UseGuards(AdminGuard)
@Controller('api/admin')
export class AdminController {
  constructor(private readonly config: ShopConfig, private readonly queries: AdminQueries, private readonly logoutHandler: LogoutHandler) {}

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the admin session on the server and clears the cookie' })
  @ApiOkResponse({ type: BooleanResponse })
  async logout(@Body() _body: AdminLogoutRequest, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BooleanResponse> {
    await this.logoutHandler.execute({ kind: 'admin', token: sessionToken(req, 'admin') });
    clearSessionCookie(reply, 'admin', this.config.get('baseUrl').startsWith('https://'));
    return { data: true };
  }

  @Get('dashboard')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A small summary: active customers, orders (canceled excluded), active products' })
  @ApiOkResponse({ type: DashboardResponse })
  async dashboard(): Promise<DashboardResponse> {
    return { data: await this.queries.dashboard() };
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
