import { Injectable, Logger } from '@nestjs/common';
import { err, ok, validateNewEmail, type Result } from '@shop/domain';
import { normalizeEmail } from '../../../domain/email';
import { identityError, IdentityErrorCode, validationError, type IdentityError, rateLimitedError } from '../../../domain/identity.errors';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { PasswordHasher } from '../../../domain/ports/password-hasher.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { errorForLog } from '../../../../../shared/logger';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { LoginThrottle } from '../../login-throttle.service';
import { IdentityMailer } from '../../mail/identity-mailer';
import { newSecretToken, sha256Hex } from '../../tokens';
import type { RequestEmailChangeCommand } from './request-email-change.command';

/**
 * E-mail change: needs the password (throttled like a login), then a link to the new address confirms
 * it. If the new address already has an account, that address gets a notice instead and the answer is
 * the same, so this form cannot be used to find out who is registered.
 */
@Injectable()
export class RequestEmailChangeHandler {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly users: UserRepository,
    private readonly codes: ConfirmationCodeRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly events: SecurityEventLog,
    private readonly uow: UnitOfWork,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute(command: RequestEmailChangeCommand): Promise<Result<void, IdentityError>> {
    const rule = validateNewEmail(command.newEmail);
    if (rule !== null) return err(validationError({ email: rule }));
    const user = await this.users.findById(command.userId);
    if (!user) return err(identityError(IdentityErrorCode.notLoggedIn));
    // Wrong passwords here have their own counter: they never slow down or block the login.
    const check = await this.throttle.check('customer', 'passwordCheck', user.email, command.meta, null);
    if (!check.decision.allowed) return err(rateLimitedError(check.decision));
    if (!(await this.hasher.verify(command.password, user.passwordHash))) {
      await this.throttle.fail(check, user.id, 'wrongPasswordEmailChange');
      return err(identityError(IdentityErrorCode.incorrectPassword));
    }
    await this.throttle.succeed(check);
    const target = normalizeEmail(command.newEmail);
    if (target === user.email) return err(identityError(IdentityErrorCode.invalidNewEmail));
    try {
      if (await this.users.findByEmail(target)) {
        await this.mailer.accountExists(target, command.locale);
        return ok(undefined);
      }
      const now = new Date();
      const code = newSecretToken();
      await this.uow.run(async () => {
        await this.codes.invalidateOpen(user.id, 'emailChange', now);
        await this.codes.create({ type: 'emailChange', codeHash: sha256Hex(code), userId: user.id, newEmail: target, expiresAt: new Date(now.getTime() + this.mailer.linkTtlMs('emailChange')) });
        await this.events.record({ type: 'emailChangeRequested', subjectKind: 'customer', subjectId: user.id, email: user.email, clientAddress: command.meta.clientAddress, details: { newEmail: target } });
      });
      await this.mailer.emailChange(user, target, code, command.locale);
    } catch (e) {
      this.logger.error({ msg: 'e-mail change mail could not be sent', ...errorForLog(e) });
      return err(identityError(IdentityErrorCode.emailCouldNotBeSent));
    }
    return ok(undefined);
  }
}
