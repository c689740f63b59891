import { Injectable } from '@nestjs/common';
import { err, ok, validateEmail, validatePassword, validatePersonName, type Result } from '@shop/domain';
import type { AdminUser } from '../../../domain/admin-user';
import { normalizeEmail } from '../../../domain/email';
import { identityError, IdentityErrorCode, validationError, type IdentityError } from '../../../domain/identity.errors';
import { AdminUserRepository } from '../../../domain/ports/admin-user.repository.port';
import { PasswordHasher } from '../../../domain/ports/password-hasher.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { ShopInstallation } from '../../../domain/ports/shop-installation.port';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import type { InstallShopCommand } from './install-shop.command';

/**
 * Install: creates the first administrator and configures the homepage per locale, which together
 * make the shop "installed". Only while no administrator exists (then shopAlreadyInstalled); the check
 * and the insert run under one advisory lock, so two concurrent installs cannot both succeed.
 */
@Injectable()
export class InstallShopHandler {
  constructor(
    private readonly admins: AdminUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly installation: ShopInstallation,
    private readonly events: SecurityEventLog,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(command: InstallShopCommand): Promise<Result<AdminUser, IdentityError>> {
    const fields: Record<string, string> = {};
    const check = (field: string, message: string | null) => {
      if (message !== null) fields[field] = message;
    };
    check('firstname', validatePersonName(command.firstname));
    check('lastname', validatePersonName(command.lastname));
    check('email', validateEmail(command.email));
    check('password', validatePassword(command.password));
    if (Object.keys(fields).length) return err(validationError(fields));
    if ((await this.admins.count()) > 0) return err(identityError(IdentityErrorCode.shopAlreadyInstalled));
    const passwordHash = await this.hasher.hash(command.password);
    const result = await this.uow.run(async (): Promise<Result<AdminUser, IdentityError>> => {
      await this.uow.lock('shop-install');
      if ((await this.admins.count()) > 0) return err(identityError(IdentityErrorCode.shopAlreadyInstalled));
      const admin = await this.admins.create({ email: normalizeEmail(command.email), passwordHash, firstname: command.firstname.trim(), lastname: command.lastname.trim() });
      const homepageMissing = !(await this.installation.hasHomepageForEveryLocale());
      if (homepageMissing) await this.installation.configureHomepage();
      const base = { subjectKind: 'admin' as const, subjectId: admin.id, email: admin.email, clientAddress: command.meta.clientAddress };
      await this.events.record({ ...base, type: 'adminCreated', details: { source: command.source } });
      await this.events.record({ ...base, type: 'shopInstalled', details: { source: command.source, homepageConfigured: homepageMissing } });
      return ok(admin);
    });
    if (result.ok) this.installation.settingsChanged();
    return result;
  }
}
