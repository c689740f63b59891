import { Injectable } from '@nestjs/common';
import { err, NO_LIMITS, ok, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { identityError, IdentityErrorCode, validationError, type IdentityError } from '../../../domain/identity.errors';
import { CompanyDirectory } from '../../../domain/ports/company-directory.port';
import { CompanyMembersRepository } from '../../../domain/ports/company-members.repository.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { asRole, memberFieldErrors } from '../company-members/company-member-rules';
import type { MergeAccountCommand, MergeAccountResult } from './company-admin.commands';

/**
 * The shop's administrator merges a customer account into a company (docs/company-admin.md): the login becomes a
 * member with the chosen role (buyer by default) and no limits; its orders stay its own (they are keyed by the
 * login); its addresses move into the company's address book; it gives up its own company data (customer number,
 * pricing group, incoterms), so from now on it pays the company's prices. Customer price rules keyed to the
 * account stay where they are and no longer apply to anyone.
 *
 * Refused: the company itself (422), an account that is a member already (422), the only active admin of a company
 * with other members (409), the data-holding account of a company with other members (409), an unknown account or
 * company (404). One transaction, serialised on both companies (in id order, like ChangeMemberHandler's lock);
 * the account's company is read again under the locks, so two merges of one account cannot both win.
 */
@Injectable()
export class MergeAccountHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly companies: CompanyDirectory,
    private readonly members: CompanyMembersRepository,
    private readonly events: SecurityEventLog,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(command: MergeAccountCommand): Promise<Result<MergeAccountResult, IdentityError>> {
    const fields = memberFieldErrors({ role: command.role });
    if (Object.keys(fields).length) return err(validationError(fields));
    const company = await this.companies.memberOf(command.companyId);
    if (!company || company.companyId !== command.companyId) return err(identityError(IdentityErrorCode.companyNotFound));
    if (command.accountId === command.companyId) return err(identityError(IdentityErrorCode.companyMergeSelf));
    const seen = await this.companies.memberOf(command.accountId);
    if (!seen) return err(identityError(IdentityErrorCode.companyMergeAccountUnknown));
    if (seen.companyId === command.companyId) return err(identityError(IdentityErrorCode.companyMergeAlreadyMember));
    const from = command.expectedCompanyId ?? seen.companyId;
    const role = asRole(command.role, 'buyer');
    return this.uow.run(async (): Promise<Result<MergeAccountResult, IdentityError>> => {
      for (const id of [...new Set([from, command.companyId, seen.companyId])].sort((a, b) => a - b)) await this.uow.lock(`company:${id}`);
      const account = await this.companies.memberOf(command.accountId);
      if (!account) return err(identityError(IdentityErrorCode.companyMergeAccountUnknown));
      if (account.companyId === command.companyId) return err(identityError(IdentityErrorCode.companyMergeAlreadyMember));
      if (account.companyId !== from) return err(identityError(IdentityErrorCode.companyMergeChanged));
      const others = (await this.companies.membersOf(from)).filter((m) => m.userId !== account.userId);
      if (others.length > 0 && account.userId === account.companyId) return err(identityError(IdentityErrorCode.companyMergeHasMembers));
      if (others.length > 0 && account.role === 'admin' && account.active && !others.some((m) => m.role === 'admin' && m.active)) {
        return err(identityError(IdentityErrorCode.companyMergeLastAdmin));
      }
      const own = (await this.users.findById(account.userId))?.toProps();
      const hadOwnPricing = Boolean(own && account.userId === account.companyId && (own.customPricing || own.pricingGroup));
      const movedAddresses = await this.members.moveAddresses(account.userId, command.companyId);
      await this.members.dropCompanyData(account.userId, company.companyName);
      await this.members.setMembership(account.userId, { companyId: command.companyId, role, limits: NO_LIMITS });
      const before = { companyId: from, role: account.role, limits: account.limits, active: account.active };
      const after = { companyId: command.companyId, role, limits: { ...NO_LIMITS }, active: account.active };
      await this.events.record({
        type: 'companyMemberChanged',
        subjectKind: 'customer',
        subjectId: account.userId,
        email: account.email,
        clientAddress: command.meta.clientAddress,
        details: { companyId: command.companyId, by: { shopAdmin: command.adminId }, merged: { fromCompanyId: from, movedAddresses }, before, after },
      });
      await this.audit.record({
        adminId: command.adminId,
        action: 'company.merge',
        entity: 'company',
        entityId: command.companyId,
        before: { accountId: account.userId, ...before, customerNumber: own?.customerId ?? null, pricingGroup: own?.pricingGroup ?? null, customPricing: own?.customPricing ?? false },
        after: { accountId: account.userId, ...after, movedAddresses },
      });
      return ok({ accountId: account.userId, companyId: command.companyId, fromCompanyId: from, role, movedAddresses, hadOwnPricing });
    });
  }
}
