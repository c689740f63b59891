import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { identityError, IdentityErrorCode, type IdentityError } from '../../../domain/identity.errors';
import { CompanyDirectory, type CompanyMember } from '../../../domain/ports/company-directory.port';
import { ChangeMemberHandler } from '../company-members/change-member.handler';
import type { AdminChangeMemberCommand } from './company-admin.commands';

const snapshot = (m: CompanyMember) => ({ memberId: m.userId, role: m.role, limits: { ...m.limits }, active: m.active });

/**
 * The shop's administrator changes a member of a company (docs/company-admin.md): the company members' own rules
 * (ChangeMemberHandler with actor kind 'shop': the company keeps an active admin, limits validated, the security
 * log's before/after), plus the admin audit log, in the same transaction. A login of another company answers 404.
 */
@Injectable()
export class AdminChangeMemberHandler {
  constructor(
    private readonly companies: CompanyDirectory,
    private readonly change: ChangeMemberHandler,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(command: AdminChangeMemberCommand): Promise<Result<CompanyMember, IdentityError>> {
    return this.uow.run(async (): Promise<Result<CompanyMember, IdentityError>> => {
      await this.uow.lock(`company:${command.companyId}`);
      const before = await this.companies.memberOf(command.memberId);
      if (!before || before.companyId !== command.companyId) return err(identityError(IdentityErrorCode.companyMemberNotFound));
      const result = await this.change.execute({
        actor: { kind: 'shop', adminId: command.adminId },
        memberId: command.memberId,
        role: command.role,
        limits: command.limits,
        active: command.active,
        meta: command.meta,
      });
      if (!result.ok) return result;
      await this.audit.record({ adminId: command.adminId, action: 'company.member', entity: 'company', entityId: command.companyId, before: snapshot(before), after: snapshot(result.value) });
      return ok(result.value);
    });
  }
}
