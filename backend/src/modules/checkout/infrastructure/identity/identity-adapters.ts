import { Injectable } from '@nestjs/common';
import { CustomerOrdersPort, IdentityFacade, type AccountOrder } from '../../../identity';
import { OrderQueries } from '../../application/queries/order.queries';
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

/** Identity's CustomerOrdersPort (the login answer's orders), implemented by checkout. */
@Injectable()
export class CheckoutCustomerOrders extends CustomerOrdersPort {
  constructor(private readonly orders: OrderQueries) {
    super();
  }

  async ordersOfCustomer(userId: number): Promise<AccountOrder[]> {
    return (await this.orders.ordersOfCustomer(userId)) as unknown as AccountOrder[];
  }
}
