import { Injectable } from '@nestjs/common';
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
  ) {}

  async user(userId: number): Promise<UserView | null> {
    const user = await this.users.findById(userId);
    return user && user.isActive ? toUserView(user) : null;
  }

  async account(userId: number): Promise<AccountView | null> {
    const [user, orders] = await Promise.all([this.user(userId), this.orders.ordersOfCustomer(userId)]);
    if (!user) return null;
    const groupPriceRules = await this.priceRules.groupPriceRules({ id: user.id, pricingGroup: user.pricingGroup });
    return { user, orders, groupPriceRules };
  }

  /** Who is buying, for pricing: the active customer's id and pricing group, or null. */
  async buyer(userId: number): Promise<BuyerProfile | null> {
    return this.users.findBuyer(userId);
  }
}
