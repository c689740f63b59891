import { Injectable } from '@nestjs/common';
import { OrderQueries, type OrderView } from '../../../checkout';
import { IdentityFacade, type SessionTokens, type SignedIn } from '../../../identity';
import { PricingService } from '../../../pricing';

export interface InitialStore extends SignedIn {
  /** The logged-in customer's orders, newest first (checkout's). */
  orders: OrderView[];
  /** The logged-in customer's group price rules and own prices (pricing's). */
  groupPriceRules: Awaited<ReturnType<PricingService['groupPriceRules']>>;
}

/**
 * The storefront's start-up answer assembled from the owners (ADR 0037): who is logged in from identity, that
 * customer's orders from checkout, their price rules from pricing. Thin: no rule of its own, no table.
 */
@Injectable()
export class StorefrontFacade {
  constructor(
    private readonly identity: IdentityFacade,
    private readonly orders: OrderQueries,
    private readonly pricing: PricingService,
  ) {}

  async initialStore(tokens: SessionTokens): Promise<InitialStore> {
    const signedIn = await this.identity.signedIn(tokens);
    const customer = signedIn.user;
    const [orders, groupPriceRules] = customer
      ? await Promise.all([this.orders.ordersOfCustomer(customer.id), this.pricing.groupPriceRules({ id: customer.id, pricingGroup: customer.pricingGroup })])
      : [[], []];
    return { ...signedIn, orders, groupPriceRules };
  }
}
