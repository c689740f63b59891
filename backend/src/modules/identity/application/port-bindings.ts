import { Injectable, type Provider } from '@nestjs/common';
import { CustomerOrdersPort, type AccountOrder } from '../domain/ports/customer-orders.port';
import { CustomerPriceRulesPort, type GroupPriceRule } from '../domain/ports/customer-price-rules.port';

/**
 * Ports identity owns and other contexts implement: a customer's orders (checkout) and group price rules
 * (pricing). Those contexts import identity (guards, sessions), so identity cannot import them back; each
 * binds its implementation here from its module's constructor (`CheckoutModule`, `PricingModule`), before the
 * app answers a request. The binding is explicit in the implementing module, and the Nest module graph stays
 * one-way with no global module.
 */
@Injectable()
export class IdentityPortBindings {
  private orders: CustomerOrdersPort | null = null;
  private priceRules: CustomerPriceRulesPort | null = null;

  bindCustomerOrders(implementation: CustomerOrdersPort): void {
    this.orders = implementation;
  }

  bindCustomerPriceRules(implementation: CustomerPriceRulesPort): void {
    this.priceRules = implementation;
  }

  customerOrders(): CustomerOrdersPort {
    if (!this.orders) throw new Error('CustomerOrdersPort is not bound (the checkout module binds it)');
    return this.orders;
  }

  customerPriceRules(): CustomerPriceRulesPort {
    if (!this.priceRules) throw new Error('CustomerPriceRulesPort is not bound (the pricing module binds it)');
    return this.priceRules;
  }
}

@Injectable()
class BoundCustomerOrders extends CustomerOrdersPort {
  constructor(private readonly bindings: IdentityPortBindings) {
    super();
  }

  ordersOfCustomer(userId: number): Promise<AccountOrder[]> {
    return this.bindings.customerOrders().ordersOfCustomer(userId);
  }
}

@Injectable()
class BoundCustomerPriceRules extends CustomerPriceRulesPort {
  constructor(private readonly bindings: IdentityPortBindings) {
    super();
  }

  groupPriceRules(customer: { id: number; pricingGroup: string | null; companyId?: number | null }): Promise<GroupPriceRule[]> {
    return this.bindings.customerPriceRules().groupPriceRules(customer);
  }
}

/** The providers of the bound ports (identity's module lists them). */
export const BOUND_PORTS: Provider[] = [IdentityPortBindings, { provide: CustomerOrdersPort, useClass: BoundCustomerOrders }, { provide: CustomerPriceRulesPort, useClass: BoundCustomerPriceRules }];
