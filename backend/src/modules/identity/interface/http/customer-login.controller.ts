import { Body, Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShopConfig } from '../../../../config/app-config';
import { LoginCustomerHandler } from '../../application/commands/login-customer/login-customer.handler';
import { AccountQueries } from '../../application/queries/account/account.queries';
import { IdentityErrorCode } from '../../domain/identity.errors';
import { LoginRequest, LoginResponse } from './dto/account.dto';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { toHttpError } from './identity-http-errors';
import { requestMeta } from './request-meta';
import { deviceToken, sessionToken, setSessionCookie, setDeviceCookie } from './session-cookies';

/** POST /api/facade/frontend/login: the customer login of the spec's call table. */
@ApiTags('facade')
@Controller('api/facade/frontend')
export class CustomerLoginController {
  constructor(private readonly config: ShopConfig, private readonly login: LoginCustomerHandler, private readonly accounts: AccountQueries) {}

  @Post('login')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Customer login; sets the shop_session cookie (persistent when isPermanentLogin, the default)',
    description: 'The anti-spam question is checked in the browser. The session id is rotated at every login.',
  })
  @ApiOkResponse({ type: LoginResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED (mustEnterEmail, invalidEmailMessage, mustEnterPassword)' })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'loginErrorMsg — unknown e-mail, wrong password or unconfirmed account alike' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'loginRateLimited: attempts are slowed down after 5 failures per account (within 24 h) or 20 per address (within 15 minutes): 30 s, doubling, at most 15 min; a browser that logged in to the account before is judged on its own failures' })
  async loginCustomer(@Body() body: LoginRequest, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    const result = await this.login.execute({
      email: body.email,
      password: body.password,
      permanent: body.isPermanentLogin ?? true,
      previousToken: sessionToken(req, 'customer'),
      deviceToken: deviceToken(req, 'customer'),
      meta: requestMeta(req),
      challenge: body.challenge ?? null,
    });
    if (!result.ok) throw toHttpError(result.error);
    const account = await this.accounts.account(result.value.user.id);
    if (!account) throw toHttpError({ code: IdentityErrorCode.loginFailed, message: 'loginErrorMsg' });
    const secure = this.config.get('baseUrl').startsWith('https://');
    setSessionCookie(reply, 'customer', result.value.session, secure);
    setDeviceCookie(reply, 'customer', result.value.deviceToken, secure);
    return { data: account };
  }
}
