import { Module, type Provider } from '@nestjs/common';
import { ContactChallengePort } from '../content';
import { ContactChallengeAdapter } from './infrastructure/challenge/contact-challenge.adapter';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content';
import { ConfirmEmailHandler } from './application/commands/confirm-email/confirm-email.handler';
import { DeleteAddressHandler } from './application/commands/delete-address/delete-address.handler';
import { EditUserDetailsHandler } from './application/commands/edit-user-details/edit-user-details.handler';
import { InstallShopHandler } from './application/commands/install-shop/install-shop.handler';
import { LoginAdminHandler } from './application/commands/login-admin/login-admin.handler';
import { LoginCustomerHandler } from './application/commands/login-customer/login-customer.handler';
import { LogoutHandler } from './application/commands/logout/logout.handler';
import { RegisterCustomerHandler } from './application/commands/register-customer/register-customer.handler';
import { RequestEmailChangeHandler } from './application/commands/request-email-change/request-email-change.handler';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset/request-password-reset.handler';
import { SaveAddressHandler } from './application/commands/save-address/save-address.handler';
import { SetNewPasswordHandler } from './application/commands/set-new-password/set-new-password.handler';
import { IdentityFacade } from './application/identity.facade';
import { BOUND_PORTS, IdentityPortBindings } from './application/port-bindings';
import { CustomerDirectory } from './domain/ports/customer-directory.port';
import { SqlCustomerDirectory } from './infrastructure/persistence/queries/sql-customer-directory';
import { CompanyMembersRepository } from './domain/ports/company-members.repository.port';
import { SqlCompanyMembersRepository } from './infrastructure/persistence/repositories/sql-company-members.repository';
import { InviteMemberHandler } from './application/commands/company-members/invite-member.handler';
import { ChangeMemberHandler } from './application/commands/company-members/change-member.handler';
import { AcceptInvitationHandler } from './application/commands/company-members/accept-invitation.handler';
import { CompanyQueries } from './application/queries/company/company.queries';
import { CompanyController } from './interface/http/company.controller';
import { CompanyDirectory } from './domain/ports/company-directory.port';
import { SqlCompanyDirectory } from './infrastructure/persistence/queries/sql-company-directory';
import { IdentityStatistics } from './domain/ports/identity-statistics.port';
import { SqlIdentityStatistics } from './infrastructure/persistence/queries/sql-identity-statistics';
import { LoginThrottle } from './application/login-throttle.service';
import { IdentityMailer } from './application/mail/identity-mailer';
import { AccountQueries } from './application/queries/account/account.queries';
import { AdminQueries } from './application/queries/admin/admin.queries';
import { CheckResetCodeQuery } from './application/queries/check-reset-code/check-reset-code.query';
import { SessionService } from './application/session.service';
import { IdentitySetup } from './application/setup/identity-setup.service';
import { RelaunchMailsJob } from './application/relaunch/relaunch-mails.job';
import { AdminUserRepository } from './domain/ports/admin-user.repository.port';
import { ChallengePort } from './domain/ports/challenge.port';
import { ConfirmationCodeRepository } from './domain/ports/confirmation-code.repository.port';
import { KnownDeviceRepository } from './domain/ports/known-device.repository.port';
import { LoginAttemptRepository } from './domain/ports/login-attempt.repository.port';
import { MailPort } from './domain/ports/mail.port';
import { PasswordHasher } from './domain/ports/password-hasher.port';
import { SecurityEventLog } from './domain/ports/security-event.repository.port';
import { SessionRepository } from './domain/ports/session.repository.port';
import { ShopInstallation } from './domain/ports/shop-installation.port';
import { ShopPages } from './domain/ports/shop-pages.port';
import { UserRepository } from './domain/ports/user.repository.port';
import { PowChallengeAdapter } from './infrastructure/challenge/pow-challenge.adapter';
import { ServerSecrets } from './infrastructure/challenge/server-secrets';
import { ShopInstallationAdapter } from './infrastructure/content/shop-installation.adapter';
import { ShopPagesAdapter } from './infrastructure/content/shop-pages.adapter';
import { ScryptPasswordHasher } from './infrastructure/crypto/scrypt-password-hasher';
import { IdentityMaintenance } from './infrastructure/maintenance/identity-maintenance';
import { TransportMailAdapter } from './infrastructure/mail/transport-mail.adapter';
import { IDENTITY_ENTITIES } from './infrastructure/persistence/entities';
import { TypeOrmAdminUserRepository } from './infrastructure/persistence/repositories/typeorm-admin-user.repository';
import { TypeOrmConfirmationCodeRepository } from './infrastructure/persistence/repositories/typeorm-confirmation-code.repository';
import { TypeOrmKnownDeviceRepository } from './infrastructure/persistence/repositories/typeorm-known-device.repository';
import { TypeOrmLoginAttemptRepository } from './infrastructure/persistence/repositories/typeorm-login-attempt.repository';
import { TypeOrmSecurityEventLog } from './infrastructure/persistence/repositories/typeorm-security-event.log';
import { TypeOrmSessionRepository } from './infrastructure/persistence/repositories/typeorm-session.repository';
import { TypeOrmUserRepository } from './infrastructure/persistence/repositories/typeorm-user.repository';
import { AdminAuthController } from './interface/http/admin-auth.controller';
import { AdminController } from './interface/http/admin.controller';
import { AdminUsersController } from './interface/http/admin-users.controller';
import { AdminCompaniesController } from './interface/http/admin-companies.controller';
import { AdminCompanyQueries } from './application/queries/admin/admin-companies.queries';
import { AdminChangeMemberHandler } from './application/commands/company-admin/admin-change-member.handler';
import { MergeAccountHandler } from './application/commands/company-admin/merge-account.handler';
import { AdminUserQueries } from './application/queries/admin/admin-users.queries';
import { AdminCustomerAccessHandler } from './application/commands/admin-customer-access/admin-customer-access.handler';
import { AdminEditCustomerHandler } from './application/commands/admin-edit-customer/admin-edit-customer.handler';
import { CustomerLoginController } from './interface/http/customer-login.controller';
import { AdminGuard, CustomerGuard } from './interface/http/guards';
import { UserAccountController } from './interface/http/user-account.controller';

/** Ports bound to their adapters. Mail goes through the shared MailTransport (MailModule: SMTP_URL or the outbox). */
const ADAPTERS: Provider[] = [
  { provide: UserRepository, useClass: TypeOrmUserRepository },
  { provide: AdminUserRepository, useClass: TypeOrmAdminUserRepository },
  { provide: SessionRepository, useClass: TypeOrmSessionRepository },
  { provide: LoginAttemptRepository, useClass: TypeOrmLoginAttemptRepository },
  { provide: KnownDeviceRepository, useClass: TypeOrmKnownDeviceRepository },
  { provide: ConfirmationCodeRepository, useClass: TypeOrmConfirmationCodeRepository },
  { provide: SecurityEventLog, useClass: TypeOrmSecurityEventLog },
  { provide: PasswordHasher, useClass: ScryptPasswordHasher },
  { provide: ChallengePort, useClass: PowChallengeAdapter },
  { provide: ShopInstallation, useClass: ShopInstallationAdapter },
  { provide: ShopPages, useClass: ShopPagesAdapter },
  { provide: MailPort, useClass: TransportMailAdapter },
  ServerSecrets,
  IdentityMaintenance,
  // Content's contact form asks identity's proof of work through content's port (ContactFormModule imports identity).
  { provide: ContactChallengePort, useClass: ContactChallengeAdapter },
  // Identity's customer directory: how other contexts read customers (pricing's rule admin, checkout's order admin).
  { provide: CustomerDirectory, useClass: SqlCustomerDirectory },
  { provide: CompanyDirectory, useClass: SqlCompanyDirectory },
  { provide: CompanyMembersRepository, useClass: SqlCompanyMembersRepository },
  // Identity's figures for the admin dashboard (reporting asks; identity owns customers and the security log).
  { provide: IdentityStatistics, useClass: SqlIdentityStatistics },
  // Orders and group price rules, implemented by checkout and pricing and bound from their modules.
  ...BOUND_PORTS,
];

const APPLICATION: Provider[] = [
  SessionService,
  LoginThrottle,
  IdentityMailer,
  AccountQueries,
  AdminQueries,
  CheckResetCodeQuery,
  IdentityFacade,
  IdentitySetup,
  RegisterCustomerHandler,
  ConfirmEmailHandler,
  LoginCustomerHandler,
  LogoutHandler,
  RequestPasswordResetHandler,
  SetNewPasswordHandler,
  RequestEmailChangeHandler,
  EditUserDetailsHandler,
  SaveAddressHandler,
  InviteMemberHandler,
  ChangeMemberHandler,
  AcceptInvitationHandler,
  CompanyQueries,
  DeleteAddressHandler,
  InstallShopHandler,
  LoginAdminHandler,
  AdminUserQueries,
  AdminCustomerAccessHandler,
  AdminCompanyQueries,
  AdminChangeMemberHandler,
  MergeAccountHandler,
  AdminEditCustomerHandler,
  RelaunchMailsJob,
];

/**
 * The identity context: customers (registration with e-mail opt-in, login, account area), administrators
 * (install, login), server-side sessions, login throttling, mail, the registration challenge and the
 * security log. Exports the facade for init, the first-start setup and the guards other admin and
 * account controllers use (`@UseGuards(AdminGuard)` with IdentityModule imported).
 */
@Module({
  imports: [TypeOrmModule.forFeature(IDENTITY_ENTITIES), ContentModule],
  controllers: [UserAccountController, CustomerLoginController, AdminAuthController, AdminController, AdminUsersController, AdminCompaniesController, CompanyController],
  providers: [...ADAPTERS, ...APPLICATION, CustomerGuard, AdminGuard],
  exports: [IdentityFacade, IdentitySetup, SessionService, CustomerGuard, AdminGuard, CustomerDirectory, CompanyDirectory, IdentityStatistics, IdentityPortBindings, ContactChallengePort],
})
export class IdentityModule {}
