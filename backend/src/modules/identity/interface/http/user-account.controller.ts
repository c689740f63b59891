import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShopConfig } from '../../../../config/app-config';
import { ConfirmEmailHandler } from '../../application/commands/confirm-email/confirm-email.handler';
import { DeleteAddressHandler } from '../../application/commands/delete-address/delete-address.handler';
import { EditUserDetailsHandler } from '../../application/commands/edit-user-details/edit-user-details.handler';
import { LogoutHandler } from '../../application/commands/logout/logout.handler';
import { RegisterCustomerHandler } from '../../application/commands/register-customer/register-customer.handler';
import { RequestEmailChangeHandler } from '../../application/commands/request-email-change/request-email-change.handler';
import { RequestPasswordResetHandler } from '../../application/commands/request-password-reset/request-password-reset.handler';
import { SaveAddressHandler } from '../../application/commands/save-address/save-address.handler';
import { SetNewPasswordHandler } from '../../application/commands/set-new-password/set-new-password.handler';
import { AccountQueries } from '../../application/queries/account/account.queries';
import { CheckResetCodeQuery } from '../../application/queries/check-reset-code/check-reset-code.query';
import { SessionService } from '../../application/session.service';
import { identityError, IdentityErrorCode } from '../../domain/identity.errors';
import { CompanyDirectory } from '../../domain/ports/company-directory.port';
import { companyCan } from '@shop/domain';
import { ChallengePort } from '../../domain/ports/challenge.port';
import {
  EditUserRequest,
  EmailConfirmRequest,
  EmailNewRequest,
  LogoutRequest,
  PasswordCheckCodeRequest,
  PasswordNewRequest,
  PasswordResetRequest,
  RegisterRequest,
} from './dto/account.dto';
import { ChallengeQuery, ChallengeResponse } from './dto/common.dto';
import { BooleanResponse, ErrorResponse, ResultStatusResponse } from '../../../../shared/http/common.dto';
import { DeleteAddressRequest, SaveAddressRequest, UserResponse } from './dto/user.dto';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from './guards';
import { toHttpError } from './identity-http-errors';
import { requestMeta } from './request-meta';
import { clearSessionCookie, sessionToken } from './session-cookies';

const locale = (l?: string) => (l === 'en' ? 'en' : 'de');

/** The spec's /user/* calls: registration and its opt-in, password and e-mail flows, account data. */
@ApiTags('user')
@ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with a message id per field (propertyNotAllowed for unknown fields)' })
@Controller('api/user')
export class UserAccountController {
  constructor(
    private readonly config: ShopConfig,
    private readonly challenges: ChallengePort,
    private readonly sessions: SessionService,
    private readonly accounts: AccountQueries,
    private readonly registerHandler: RegisterCustomerHandler,
    private readonly confirmHandler: ConfirmEmailHandler,
    private readonly logoutHandler: LogoutHandler,
    private readonly resetRequestHandler: RequestPasswordResetHandler,
    private readonly checkResetCode: CheckResetCodeQuery,
    private readonly newPasswordHandler: SetNewPasswordHandler,
    private readonly emailChangeHandler: RequestEmailChangeHandler,
    private readonly editHandler: EditUserDetailsHandler,
    private readonly saveAddressHandler: SaveAddressHandler,
    private readonly deleteAddressHandler: DeleteAddressHandler,
    private readonly companies: CompanyDirectory,
  ) {}

  /**
   * The address book is the company's (docs/company-accounts.md): members who may order keep it, viewers read it.
   * Answers the company account's id to write to.
   */
  private async addressBookOf(userId: number): Promise<number> {
    const member = await this.companies.memberOf(userId);
    if (!member || !member.active) throw toHttpError(identityError(IdentityErrorCode.notLoggedIn));
    if (!companyCan(member.role, 'order')) throw toHttpError(identityError(IdentityErrorCode.companyPermissionDenied));
    return member.companyId;
  }

  /** The answer of an account call: the login as the account shows it (its company's data and address book). */
  private async accountAnswer(userId: number, error: Parameters<typeof toHttpError>[0] | null): Promise<UserResponse> {
    if (error) throw toHttpError(error);
    const user = await this.accounts.user(userId);
    if (!user) throw toHttpError(identityError(IdentityErrorCode.notLoggedIn));
    return { data: { user } };
  }

  private get secureCookies(): boolean {
    return this.config.get('baseUrl').startsWith('https://');
  }

  @Get('challenge')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'A signed proof-of-work challenge for registration and password reset (docs/decisions/0005), or with purpose=login for a login to an account under attack (docs/decisions/0034)',
  })
  @ApiOkResponse({ type: ChallengeResponse })
  async challenge(@Query() query: ChallengeQuery): Promise<ChallengeResponse> {
    return { data: await this.challenges.issue(query.purpose ?? 'form') };
  }

  @Post('register')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Registration; the account stays pending until the e-mailed link is confirmed',
    description:
      'Answers resultStatus success also when the address already has an account (that address gets a notice mail instead), so registration does not reveal who is registered. errmsg: invalidChallengeMessage, emailCouldNotBeSent.',
  })
  @ApiOkResponse({ type: ResultStatusResponse })
  async register(@Body() body: RegisterRequest, @Req() req: FastifyRequest): Promise<ResultStatusResponse> {
    const result = await this.registerHandler.execute({
      data: {
        company: body.company,
        customerId: body.customerId ?? null,
        salutation: body.salutation,
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email,
        invoiceEmail: body.invoiceEmail ?? null,
        password: body.password,
        privacyPolicyAccepted: body.privacyPolicyAccepted,
        locale: locale(body.locale),
        aquisitionIds: body.aqus ?? null,
      },
      challenge: body.challenge,
      meta: requestMeta(req),
    });
    if (result.ok) return { data: { resultStatus: 'success' } };
    if (result.error.code === IdentityErrorCode.validationFailed) throw toHttpError(result.error);
    return { data: { resultStatus: 'error', errmsg: result.error.code } };
  }

  @Post('email-confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirms an e-mailed link (registration opt-in or new e-mail); false for an unknown, used or expired link (sscOptInErrorMsg)' })
  @ApiOkResponse({ type: BooleanResponse })
  async emailConfirm(@Body() body: EmailConfirmRequest, @Req() req: FastifyRequest): Promise<BooleanResponse> {
    return { data: await this.confirmHandler.execute({ code: body.code, meta: requestMeta(req) }) };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the customer session on the server and clears the cookie' })
  @ApiOkResponse({ type: BooleanResponse })
  async logout(@Body() _body: LogoutRequest, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BooleanResponse> {
    await this.logoutHandler.execute({ kind: 'customer', token: sessionToken(req, 'customer') });
    clearSessionCookie(reply, 'customer', this.secureCookies);
    return { data: true };
  }

  @Post('pwd-reset-request')
  @HttpCode(200)
  @ApiOperation({ summary: 'Password forgotten: always success (never reveals whether the e-mail is registered)' })
  @ApiOkResponse({ type: ResultStatusResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'invalidChallengeMessage' })
  async passwordResetRequest(@Body() body: PasswordResetRequest, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ResultStatusResponse> {
    const result = await this.resetRequestHandler.execute({ email: body.email, locale: locale(body.locale), challenge: body.challenge, meta: requestMeta(req) });
    if (!result.ok) throw toHttpError(result.error);
    afterAnswer(reply, result.value.afterAnswer);
    return { data: { resultStatus: 'success' } };
  }

  @Post('pwd-check-code')
  @HttpCode(200)
  @ApiOperation({ summary: 'Is a password-reset code (ssc) still usable?' })
  @ApiOkResponse({ type: BooleanResponse })
  async passwordCheckCode(@Body() body: PasswordCheckCodeRequest): Promise<BooleanResponse> {
    return { data: await this.checkResetCode.execute(body.code) };
  }

  @Post('pwd-new')
  @HttpCode(200)
  @ApiOperation({ summary: 'New password with a reset code, or when logged in with the current password' })
  @ApiOkResponse({ type: BooleanResponse })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'errorHasOccurred (reset code unknown, used or expired), invalidCurrentPasswordMessage' })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn (no reset code and no session)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'loginRateLimited' })
  async passwordNew(@Body() body: PasswordNewRequest, @Req() req: FastifyRequest): Promise<BooleanResponse> {
    const token = sessionToken(req, 'customer');
    const session = body.resetCode ? null : await this.sessions.resolve('customer', token);
    const result = await this.newPasswordHandler.execute({
      resetCode: body.resetCode ?? null,
      currentPassword: body.currentPassword ?? null,
      newPassword: body.newPassword,
      session: session && token ? { userId: session.subjectId, token } : null,
      meta: requestMeta(req),
    });
    if (!result.ok) throw toHttpError(result.error);
    return { data: true };
  }

  @Post('email-new')
  @HttpCode(200)
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'E-mail change: needs the password; a link to the new address confirms it' })
  @ApiOkResponse({ type: BooleanResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'incorrectPassword, invalidNewEmailMessage (same as the current one)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'loginRateLimited' })
  async emailNew(@Body() body: EmailNewRequest, @CurrentCustomer() customer: AuthenticatedSubject, @Req() req: FastifyRequest): Promise<BooleanResponse> {
    const result = await this.emailChangeHandler.execute({ userId: customer.id, newEmail: body.email, password: body.password, locale: locale(body.locale), meta: requestMeta(req) });
    if (!result.ok) throw toHttpError(result.error);
    return { data: true };
  }

  @Post('edit')
  @HttpCode(200)
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'User details: company, salutation, names, invoice e-mail. Customer id and e-mail are not editable here' })
  @ApiOkResponse({ type: UserResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'emailNotEditable' })
  async edit(@Body() body: EditUserRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<UserResponse> {
    // The company's name is the company account's; a colleague's form keeps its own copy as it is.
    const member = await this.companies.memberOf(customer.id);
    const company = member && member.companyId !== customer.id ? (await this.accounts.ownCompanyField(customer.id)) ?? body.company : body.company;
    const result = await this.editHandler.execute({
      userId: customer.id,
      email: body.email,
      details: { company, salutation: body.salutation, firstname: body.firstname, lastname: body.lastname, invoiceEmail: body.invoiceEmail ?? null },
    });
    return this.accountAnswer(customer.id, result.ok ? null : result.error);
  }

  @Post('saveaddress')
  @HttpCode(200)
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'Adds (no id) or replaces (own address id) an address; a standard flag set here is cleared on the others' })
  @ApiOkResponse({ type: UserResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'addressNotFound (not one of the own addresses)' })
  async saveAddress(@Body() body: SaveAddressRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<UserResponse> {
    const result = await this.saveAddressHandler.execute({ userId: await this.addressBookOf(customer.id), address: { ...body.address } });
    return this.accountAnswer(customer.id, result.ok ? null : result.error);
  }

  @Post('deleteaddress')
  @HttpCode(200)
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'Deletes one of the own addresses' })
  @ApiOkResponse({ type: UserResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'addressNotFound (also for someone else\'s address)' })
  async deleteAddress(@Body() body: DeleteAddressRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<UserResponse> {
    const result = await this.deleteAddressHandler.execute({ userId: await this.addressBookOf(customer.id), addressId: body.id });
    return this.accountAnswer(customer.id, result.ok ? null : result.error);
  }


}

/**
 * Runs `work` once the answer has gone out ('close' follows 'finish', and also comes when the client hung up),
 * so the answer's time cannot depend on it.
 */
function afterAnswer(reply: FastifyReply, work: () => Promise<void>): void {
  reply.raw.once('close', () => void work());
}
