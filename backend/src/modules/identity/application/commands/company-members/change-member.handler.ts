import { Injectable } from '@nestjs/common';
import { companyCan, err, keepsAnAdmin, ok, type Result } from '@shop/domain';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { identityError, IdentityErrorCode, validationError, type IdentityError } from '../../../domain/identity.errors';
import { CompanyDirectory, type CompanyMember } from '../../../domain/ports/company-directory.port';
import { CompanyMembersRepository } from '../../../domain/ports/company-members.repository.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { SessionService } from '../../session.service';
import type { ChangeMemberCommand } from './company-member.commands';
import { asRole, memberFieldErrors, toLimits } from './company-member-rules';

/**
 * Changes a member's role, limits or whether it may log in — by a company admin within the own company, or by
 * the shop's administrator. The company always keeps an active admin; a deactivated member's sessions end at
 * once. Each change is logged with who made it and the values before and after (the audit trail of roles and
 * limits). Serialised per company, so two admins demoting each other cannot leave it without one.
 */
@Injectable()
export class ChangeMemberHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly companies: CompanyDirectory,
    private readonly members: CompanyMembersRepository,
    private readonly sessions: SessionService,
    private readonly events: SecurityEventLog,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(command: ChangeMemberCommand): Promise<Result<CompanyMember, IdentityError>> {
    const fields = memberFieldErrors({ role: command.role, limits: command.limits });
    if (Object.keys(fields).length) return err(validationError(fields));
    const target = await this.companies.memberOf(command.memberId);
    if (command.actor.kind === 'member') {
      const actor = await this.companies.memberOf(command.actor.userId);
      if (!actor || !actor.active) return err(identityError(IdentityErrorCode.notLoggedIn));
      // Another company's login answers like an unknown one: never a hint that it exists.
      if (!target || target.companyId !== actor.companyId) return err(identityError(IdentityErrorCode.companyMemberNotFound));
      if (!companyCan(actor.role, 'manageMembers')) return err(identityError(IdentityErrorCode.companyPermissionDenied));
    } else if (!target) return err(identityError(IdentityErrorCode.companyMemberNotFound));
    const companyId = target!.companyId;
    return this.uow.run(async (): Promise<Result<CompanyMember, IdentityError>> => {
      await this.uow.lock(`company:${companyId}`);
      const all = await this.companies.membersOf(companyId);
      const before = all.find((m) => m.userId === command.memberId);
      if (!before) return err(identityError(IdentityErrorCode.companyMemberNotFound));
      const role = asRole(command.role, before.role);
      const limits = toLimits(command.limits, before.limits);
      const active = command.active ?? before.active;
      const standing = all.map((m) => ({ id: m.userId, role: m.role, active: m.active }));
      if (!keepsAnAdmin(standing, { id: before.userId, role, active })) return err(identityError(IdentityErrorCode.companyLastAdmin));
      await this.members.setMembership(before.userId, { companyId, role, limits });
      if (command.active !== undefined && command.active !== before.active) {
        const user = await this.users.findById(before.userId);
        if (user) {
          if (command.active) user.unlock();
          else user.lock();
          await this.users.save(user);
          if (!command.active) await this.sessions.revokeAll('customer', user.id);
        }
      }
      const by = command.actor.kind === 'member' ? { member: command.actor.userId } : { shopAdmin: command.actor.adminId };
      await this.events.record({
        type: 'companyMemberChanged',
        subjectKind: 'customer',
        subjectId: before.userId,
        email: before.email,
        clientAddress: command.meta.clientAddress,
        details: { companyId, by, before: { role: before.role, limits: before.limits, active: before.active }, after: { role, limits, active } },
      });
      return ok((await this.companies.memberOf(before.userId))!);
    });
  }
}
