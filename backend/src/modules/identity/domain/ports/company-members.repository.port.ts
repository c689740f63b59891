import type { CompanyRole, OrderLimits } from '@shop/domain';

/** A login's place in its company, as identity writes it (docs/company-accounts.md). */
export interface Membership {
  companyId: number;
  role: CompanyRole;
  limits: OrderLimits;
  invitedBy?: number | null;
}

/** Identity's own writes of company membership (the `shop_user` columns beside the User aggregate). */
export abstract class CompanyMembersRepository {
  abstract setMembership(userId: number, membership: Membership): Promise<void>;
}
