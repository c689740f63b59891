import { Injectable, Logger } from '@nestjs/common';
import { companyCan, err, ok, type Result } from '@shop/domain';
import { errorForLog } from '../../../../../shared/logger';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { identityError, IdentityErrorCode, validationError, type IdentityError } from '../../../domain/identity.errors';
import { CompanyDirectory } from '../../../domain/ports/company-directory.port';
import { CompanyMembersRepository } from '../../../domain/ports/company-members.repository.port';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { PasswordHasher } from '../../../domain/ports/password-hasher.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { User } from '../../../domain/user';
import { IdentityMailer } from '../../mail/identity-mailer';
import { newSecretToken, sha256Hex } from '../../tokens';
import type { InviteMemberCommand } from './company-member.commands';
import { asRole, memberFieldErrors, toLimits } from './company-member-rules';

/**
 * A company admin invites a colleague (docs/company-accounts.md): a pending login in the admin's company with
 * the chosen role and limits, and an e-mailed link (7 days, once) that confirms the address and sets the
 * password under the registration's rules. An address that already has a login is refused (409): one login
 * belongs to one company; the shop's administrator merges accounts.
 */
@Injectable()
export class InviteMemberHandler {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly users: UserRepository,
    private readonly companies: CompanyDirectory,
    private readonly members: CompanyMembersRepository,
    private readonly codes: ConfirmationCodeRepository,
    private readonly hasher: PasswordHasher,
    private readonly events: SecurityEventLog,
    private readonly uow: UnitOfWork,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute(command: InviteMemberCommand): Promise<Result<{ userId: number }, IdentityError>> {
    const actor = await this.companies.memberOf(command.actorId);
    if (!actor || !actor.active) return err(identityError(IdentityErrorCode.notLoggedIn));
    if (!companyCan(actor.role, 'manageMembers')) return err(identityError(IdentityErrorCode.companyPermissionDenied));
    const now = new Date();
    const invited = User.invite({ ...command, company: actor.companyName }, await this.hasher.hash(newSecretToken()), now);
    const fields = { ...(invited.ok ? {} : ((invited.error.details?.fields as Record<string, string>) ?? {})), ...memberFieldErrors({ role: command.role, limits: command.limits }) };
    if (command.role === undefined) fields.role = 'companyRoleInvalid';
    if (Object.keys(fields).length || !invited.ok) return err(validationError(fields));
    const candidate = invited.value;
    const outcome = await this.uow.run(async (): Promise<Result<{ user: User; code: string }, IdentityError>> => {
      await this.uow.lock(`user-email:${candidate.email}`);
      await this.uow.lock(`company:${actor.companyId}`);
      if (await this.users.findByEmail(candidate.email)) return err(identityError(IdentityErrorCode.companyMemberEmailTaken));
      const saved = await this.users.save(candidate);
      await this.members.setMembership(saved.id, { companyId: actor.companyId, role: asRole(command.role, 'buyer'), limits: toLimits(command.limits, { perOrderCents: null, perMonthCents: null }), invitedBy: actor.userId });
      const code = newSecretToken();
      await this.codes.create({ type: 'invitation', codeHash: sha256Hex(code), userId: saved.id, newEmail: null, expiresAt: new Date(now.getTime() + this.mailer.linkTtlMs('invitation')) });
      await this.events.record({ type: 'companyMemberInvited', subjectKind: 'customer', subjectId: saved.id, email: saved.email, clientAddress: command.meta.clientAddress, details: { companyId: actor.companyId, by: actor.userId, role: command.role } });
      return ok({ user: saved, code });
    });
    if (!outcome.ok) return outcome;
    try {
      await this.mailer.companyInvitation(outcome.value.user, outcome.value.code, command.locale, actor.companyName, actor.name);
    } catch (e) {
      this.logger.error({ msg: 'invitation mail could not be sent', ...errorForLog(e) });
      return err(identityError(IdentityErrorCode.emailCouldNotBeSent));
    }
    return ok({ userId: outcome.value.user.id });
  }
}
