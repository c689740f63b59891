import { Injectable } from '@nestjs/common';
import { CustomerOrdersPort, IdentityFacade, type AccountOrder } from '../../../identity';
import { OrderQueries } from '../../application/queries/order.queries';
import { OrderStatistics } from '../../application/statistics/order-statistics';
import { AdminNames } from '../../domain/ports/admin-names.port';

/** An administrator's name from identity (its facade). */
@Injectable()
export class IdentityAdminNames extends AdminNames {
  constructor(private readonly identity: IdentityFacade) {
    super();
  }

  nameOf(adminId: number): Promise<string> {
    return this.identity.adminName(adminId);
  }
}

/** Identity's CustomerOrdersPort (the login answer's and init's orders, the admin dashboard's count), implemented by checkout. */
@Injectable()
export class CheckoutCustomerOrders extends CustomerOrdersPort {
  constructor(
    private readonly orders: OrderQueries,
    private readonly statistics: OrderStatistics,
  ) {
    super();
  }

  async ordersOfCustomer(userId: number): Promise<AccountOrder[]> {
    return (await this.orders.ordersOfCustomer(userId)) as unknown as AccountOrder[];
  }

  countOrders(): Promise<number> {
    return this.statistics.countOrders();
  }
}
