import { Injectable } from '@nestjs/common';
import { CustomerOrdersPort, type AccountOrder } from '../../../domain/ports/customer-orders.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { toUserView, type UserView } from '../../views';

export interface AccountView {
  user: UserView;
  orders: AccountOrder[];
  /** The customer's group price rules; the pricing context fills these in once it exists. */
  groupPriceRules: unknown[];
}

/** What the login answer and init's store carry for a customer, and the account area's reads. */
@Injectable()
export class AccountQueries {
  constructor(private readonly users: UserRepository, private readonly orders: CustomerOrdersPort) {}

  async user(userId: number): Promise<UserView | null> {
    const user = await this.users.findById(userId);
    return user && user.isActive ? toUserView(user) : null;
  }

  async account(userId: number): Promise<AccountView | null> {
    const [user, orders] = await Promise.all([this.user(userId), this.orders.ordersOfCustomer(userId)]);
    return user ? { user, orders, groupPriceRules: [] } : null;
  }
}
