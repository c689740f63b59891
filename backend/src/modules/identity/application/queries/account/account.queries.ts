import { Injectable } from '@nestjs/common';
import { OrderQueries } from '../../../../checkout/application/queries/order.queries';
import type { OrderView } from '../../../../checkout/domain/order';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { toUserView, type UserView } from '../../views';

export interface AccountView {
  user: UserView;
  orders: OrderView[];
  /** The customer's group price rules; the pricing context fills these in once it exists. */
  groupPriceRules: unknown[];
}

/** What the login answer and init's store carry for a customer, and the account area's reads. */
@Injectable()
export class AccountQueries {
  constructor(private readonly users: UserRepository, private readonly orders: OrderQueries) {}

  async user(userId: number): Promise<UserView | null> {
    const user = await this.users.findById(userId);
    return user && user.isActive ? toUserView(user) : null;
  }

  async account(userId: number): Promise<AccountView | null> {
    const [user, orders] = await Promise.all([this.user(userId), this.orders.ordersOfCustomer(userId)]);
    return user ? { user, orders, groupPriceRules: [] } : null;
  }

  /** Newest first; canceled orders included and flagged. */
  orderList(userId: number): Promise<OrderView[]> {
    return this.orders.ordersOfCustomer(userId);
  }

  /** Only the caller's own order; anyone else's answers null exactly like a missing one. */
  order(userId: number, orderId: number): Promise<OrderView | null> {
    return this.orders.orderOfCustomer(userId, orderId);
  }
}
