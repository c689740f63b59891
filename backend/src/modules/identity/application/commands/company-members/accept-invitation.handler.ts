import { Injectable } from '@nestjs/common';
import { err, ok, validatePassword, type Result } from '@shop/domain';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { identityError, IdentityErrorCode, validationError, type IdentityError } from '../../../domain/identity.errors';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { PasswordHasher } from '../../../domain/ports/password-hasher.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { sha256Hex } from '../../tokens';
import type { AcceptInvitationCommand } from './company-member.commands';

/**
 * The invited colleague opens the e-mailed link: the registration's password rule and privacy consent, then
 * the code is used up (once), the address counts as confirmed (the double opt-in of a registration) and the
 * login is active in its company with the role it was given.
 */
@Injectable()
export class AcceptInvitationHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly codes: ConfirmationCodeRepository,
    private readonly hasher: PasswordHasher,
    private readonly events: SecurityEventLog,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(command: AcceptInvitationCommand): Promise<Result<{ email: string }, IdentityError>> {
    const fields: Record<string, string> = {};
    const rule = validatePassword(command.password);
    if (rule !== null) fields.password = rule;
    if (command.privacyPolicyAccepted !== true) fields.privacyPolicyAccepted = 'mustConfirmPrivacyPolicyMessage';
    if (Object.keys(fields).length) return err(validationError(fields));
    if (command.code.length > 200) return err(identityError(IdentityErrorCode.companyInvitationInvalid));
    const hash = await this.hasher.hash(command.password);
    const now = new Date();
    return this.uow.run(async (): Promise<Result<{ email: string }, IdentityError>> => {
      const code = await this.codes.consume(sha256Hex(command.code), ['invitation'], now);
      if (!code) return err(identityError(IdentityErrorCode.companyInvitationInvalid));
      await this.uow.lock(`user:${code.userId}`);
      const user = await this.users.findById(code.userId);
      // A member deactivated before accepting stays out.
      if (!user || !user.isPending) return err(identityError(IdentityErrorCode.companyInvitationInvalid));
      user.changePassword(hash, now);
      user.confirm(now);
      await this.users.save(user);
      await this.events.record({ type: 'companyInvitationAccepted', subjectKind: 'customer', subjectId: user.id, email: user.email, clientAddress: command.meta.clientAddress });
      return ok({ email: user.email });
    });
  }
}
