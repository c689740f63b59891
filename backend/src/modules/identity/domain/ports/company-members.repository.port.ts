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
  /**
   * Merge (docs/company-admin.md): moves every address of a login's own address book into the company's, without
   * their standard flags (the company keeps its own); answers how many moved.
   */
  abstract moveAddresses(fromUserId: number, toCompanyId: number): Promise<number>;
  /**
   * Merge: the login gives up its own company data (customer number, pricing group, own-prices flag, incoterms);
   * its company field becomes a copy of the new company's name, as an invited colleague's is.
   */
  abstract dropCompanyData(userId: number, companyName: string): Promise<void>;
}
