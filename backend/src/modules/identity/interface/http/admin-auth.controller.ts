import { Body, Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShopConfig } from '../../../../config/app-config';
import { InstallShopHandler } from '../../application/commands/install-shop/install-shop.handler';
import { LoginAdminHandler } from '../../application/commands/login-admin/login-admin.handler';
import { toAdminUserView } from '../../application/views';
import { AdminLoginRequest, AdminLoginResponse, InstallRequest, InstallResponse } from './dto/admin.dto';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { toHttpError } from './identity-http-errors';
import { requestMeta } from './request-meta';
import { deviceToken, sessionToken, setDeviceCookie, setSessionCookie } from './session-cookies';

/** The two admin routes reached without an admin session: install (until installed) and login. */
@ApiTags('admin')
@ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with a message id per field' })
@Controller('api/admin')
export class AdminAuthController {
  constructor(private readonly config: ShopConfig, private readonly installHandler: InstallShopHandler, private readonly loginHandler: LoginAdminHandler) {}

  @Post('setup/install')
  @HttpCode(200)
  @ApiOperation({ summary: 'Creates the first administrator and configures the homepage per locale; only while no administrator exists' })
  @ApiOkResponse({ type: InstallResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'shopAlreadyInstalled' })
  async install(@Body() body: InstallRequest, @Req() req: FastifyRequest): Promise<InstallResponse> {
    const result = await this.installHandler.execute({ firstname: body.firstname, lastname: body.lastname, email: body.email, password: body.password, source: 'install', meta: requestMeta(req) });
    if (!result.ok) throw toHttpError(result.error);
    return { data: { installed: true, user: toAdminUserView(result.value) } };
  }

  @Post('login')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Admin login; sets the shop_admin_session cookie (separate from the customer session)' })
  @ApiOkResponse({ type: AdminLoginResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'loginErrorMsg' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'loginRateLimited' })
  async login(@Body() body: AdminLoginRequest, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminLoginResponse> {
    const result = await this.loginHandler.execute({
      email: body.email,
      password: body.password,
      permanent: body.isPermanentLogin ?? false,
      previousToken: sessionToken(req, 'admin'),
      deviceToken: deviceToken(req, 'admin'),
      meta: requestMeta(req),
      challenge: body.challenge ?? null,
    });
    if (!result.ok) throw toHttpError(result.error);
    const secure = this.config.get('baseUrl').startsWith('https://');
    setSessionCookie(reply, 'admin', result.value.session, secure);
    setDeviceCookie(reply, 'admin', result.value.deviceToken, secure);
    return {
      data: {
        user: toAdminUserView(result.value.admin),
        adminData: { roles: ['administrator'], lastLoginAt: result.value.previousLoginAt?.toISOString() ?? null, adminSlug: this.config.get('adminSlug') },
      },
    };
  }
}
