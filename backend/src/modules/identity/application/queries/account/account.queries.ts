import { Injectable } from '@nestjs/common';
import { companyPermissions } from '@shop/domain';
import { CompanyDirectory } from '../../../domain/ports/company-directory.port';
import { CustomerOrdersPort, type AccountOrder } from '../../../domain/ports/customer-orders.port';
import { CustomerPriceRulesPort, type GroupPriceRule } from '../../../domain/ports/customer-price-rules.port';
import { UserRepository, type BuyerProfile } from '../../../domain/ports/user.repository.port';
import { toUserView, type UserView } from '../../views';

export interface AccountView {
  user: UserView;
  orders: AccountOrder[];
  /** The customer's group price rules and own prices (from pricing, through CustomerPriceRulesPort). */
  groupPriceRules: GroupPriceRule[];
}

/** What the login answer and init's store carry for a customer, and the account area's reads. */
@Injectable()
export class AccountQueries {
  constructor(
    private readonly users: UserRepository,
    private readonly orders: CustomerOrdersPort,
    private readonly priceRules: CustomerPriceRulesPort,
    private readonly companies: CompanyDirectory,
  ) {}

  /**
   * The active login as the account shows it: its own person data, and its company's data (name, customer
   * number, pricing group, the shared address book) with its role (docs/company-accounts.md).
   */
  async user(userId: number): Promise<UserView | null> {
    const [user, member] = await Promise.all([this.users.findById(userId), this.companies.memberOf(userId)]);
    if (!user || !user.isActive || !member) return null;
    const own = toUserView(user);
    const company = member.companyId === userId ? own : await this.companyView(member.companyId);
    if (!company) return null;
    return {
      ...own,
      company: company.company,
      customerId: company.customerId,
      pricingGroup: company.pricingGroup,
      customPricing: company.customPricing,
      addresses: company.addresses,
      companyAccount: {
        companyId: member.companyId,
        name: member.companyName,
        role: member.role,
        permissions: companyPermissions(member.role),
        limits: { ...member.limits },
        isCompanyAccount: member.companyId === userId,
      },
    };
  }

  /** The company field of the login's own row (a colleague's copy of the company name), or null. */
  async ownCompanyField(userId: number): Promise<string | null> {
    return (await this.users.findById(userId))?.toProps().company ?? null;
  }

  private async companyView(companyId: number): Promise<UserView | null> {
    const company = await this.users.findById(companyId);
    return company ? toUserView(company) : null;
  }

  async account(userId: number): Promise<AccountView | null> {
    const [user, orders] = await Promise.all([this.user(userId), this.orders.ordersOfCustomer(userId)]);
    if (!user) return null;
    const groupPriceRules = await this.priceRules.groupPriceRules({ id: user.id, companyId: user.companyAccount?.companyId ?? user.id, pricingGroup: user.pricingGroup });
    return { user, orders, groupPriceRules };
  }

  /** Who is buying, for pricing: the active customer's id and pricing group, or null. */
  async buyer(userId: number): Promise<BuyerProfile | null> {
    return this.users.findBuyer(userId);
  }
}
