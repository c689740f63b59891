import { Injectable } from '@nestjs/common';
import { companyCan, companyPermissions, type CompanyPermission, type CompanyRole } from '@shop/domain';
import { CompanyDirectory, type CompanyMember } from '../../../domain/ports/company-directory.port';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { sha256Hex } from '../../tokens';

export interface CompanyMemberView {
  id: number;
  name: string;
  /** Only to those who manage members. */
  email: string | null;
  role: CompanyRole;
  /** Only to those who manage members. */
  limits: { perOrderCents: number | null; perMonthCents: number | null } | null;
  status: 'active' | 'invited' | 'deactivated';
  isCompanyAccount: boolean;
}

export interface CompanyView {
  company: { id: number; name: string; customerNumber: string | null };
  me: { id: number; role: CompanyRole; permissions: CompanyPermission[]; limits: { perOrderCents: number | null; perMonthCents: number | null } };
  /** Admins: every member with e-mail, limits and status; approvers and viewers: names and roles (the history's filter); buyers: none. */
  members: CompanyMemberView[];
}

const statusOf = (m: CompanyMember): CompanyMemberView['status'] => (m.status === 'active' ? 'active' : m.status === 'pending' ? 'invited' : 'deactivated');

/** The account's company page and the invitation page (docs/company-accounts.md). */
@Injectable()
export class CompanyQueries {
  constructor(private readonly companies: CompanyDirectory, private readonly codes: ConfirmationCodeRepository) {}

  async company(userId: number): Promise<CompanyView | null> {
    const me = await this.companies.memberOf(userId);
    if (!me || !me.active) return null;
    const manage = companyCan(me.role, 'manageMembers');
    const names = manage || companyCan(me.role, 'readCompanyOrders');
    const members = names ? await this.companies.membersOf(me.companyId) : [];
    return {
      company: { id: me.companyId, name: me.companyName, customerNumber: me.customerNumber },
      me: { id: me.userId, role: me.role, permissions: companyPermissions(me.role), limits: { ...me.limits } },
      members: members
        .filter((m) => manage || m.active)
        .map((m) => ({
          id: m.userId,
          name: m.name,
          email: manage ? m.email : null,
          role: m.role,
          limits: manage ? { ...m.limits } : null,
          status: statusOf(m),
          isCompanyAccount: m.userId === m.companyId,
        })),
    };
  }

  /** What the invitation page shows before the password is set: the address and the company, or null for a dead link. */
  async invitation(code: string): Promise<{ email: string; company: string } | null> {
    if (code.length === 0 || code.length > 200) return null;
    const found = await this.codes.findUsable(sha256Hex(code), ['invitation'], new Date());
    if (!found) return null;
    const member = await this.companies.memberOf(found.userId);
    return member ? { email: member.email, company: member.companyName } : null;
  }
}
