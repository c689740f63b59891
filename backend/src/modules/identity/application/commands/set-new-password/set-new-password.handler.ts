import { Injectable } from '@nestjs/common';
import { err, ok, validatePassword, type Result } from '@shop/domain';
import { identityError, IdentityErrorCode, validationError, type IdentityError, rateLimitedError } from '../../../domain/identity.errors';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { PasswordHasher } from '../../../domain/ports/password-hasher.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { LoginThrottle } from '../../login-throttle.service';
import { SessionService } from '../../session.service';
import { sha256Hex } from '../../tokens';
import type { SetNewPasswordCommand } from './set-new-password.command';

/**
 * Sets a new password with a reset code (used up; every session of the account is revoked) or, when
 * logged in, with the current password (throttled like a login; the other sessions are revoked).
 */
@Injectable()
export class SetNewPasswordHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly codes: ConfirmationCodeRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
    private readonly events: SecurityEventLog,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(command: SetNewPasswordCommand): Promise<Result<void, IdentityError>> {
    const rule = validatePassword(command.newPassword);
    if (rule !== null) return err(validationError({ newPassword: rule }));
    const now = new Date();
    if (command.resetCode) {
      const resetCode = command.resetCode;
      const hash = await this.hasher.hash(command.newPassword);
      return this.uow.run(async (): Promise<Result<void, IdentityError>> => {
        const code = resetCode.length <= 200 ? await this.codes.consume(sha256Hex(resetCode), ['passwordReset'], now) : null;
        if (!code) return err(identityError(IdentityErrorCode.resetCodeInvalid));
        await this.uow.lock(`user:${code.userId}`);
        const user = await this.users.findById(code.userId);
        if (!user || !user.isActive) return err(identityError(IdentityErrorCode.resetCodeInvalid));
        user.changePassword(hash, now);
        await this.users.save(user);
        await this.sessions.revokeAll('customer', user.id);
        await this.throttle.forgetFailures('customer', user.email);
        await this.events.record({ type: 'passwordReset', subjectKind: 'customer', subjectId: user.id, email: user.email, clientAddress: command.meta.clientAddress });
        return ok(undefined);
      });
    }
    if (!command.session) return err(identityError(IdentityErrorCode.notLoggedIn));
    if (!command.currentPassword) return err(validationError({ currentPassword: 'mustEnterPassword' }));
    const user = await this.users.findById(command.session.userId);
    if (!user) return err(identityError(IdentityErrorCode.notLoggedIn));
    const check = await this.throttle.check('customer', 'passwordCheck', user.email, command.meta, null);
    if (!check.decision.allowed) return err(rateLimitedError(check.decision));
    if (!(await this.hasher.verify(command.currentPassword, user.passwordHash))) {
      await this.throttle.fail(check, user.id, 'wrongCurrentPassword');
      return err(identityError(IdentityErrorCode.invalidCurrentPassword));
    }
    await this.throttle.succeed(check);
    const hash = await this.hasher.hash(command.newPassword);
    const keep = command.session.token;
    await this.uow.run(async () => {
      await this.uow.lock(`user:${user.id}`);
      const fresh = (await this.users.findById(user.id))!;
      fresh.changePassword(hash, now);
      await this.users.save(fresh);
      await this.sessions.revokeAll('customer', user.id, keep);
      await this.events.record({ type: 'passwordChanged', subjectKind: 'customer', subjectId: user.id, email: user.email, clientAddress: command.meta.clientAddress });
    });
    return ok(undefined);
  }
}
