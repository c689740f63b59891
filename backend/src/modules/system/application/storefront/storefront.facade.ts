import { Injectable } from '@nestjs/common';
import { OrderQueries, type OrderView } from '../../../checkout';
import { PageViewers, type PageViewer } from '../../../content';
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
export class StorefrontFacade extends PageViewers {
  constructor(
    private readonly identity: IdentityFacade,
    private readonly orders: OrderQueries,
    private readonly pricing: PricingService,
  ) {
    super();
  }

  async initialStore(tokens: SessionTokens): Promise<InitialStore> {
    const signedIn = await this.identity.signedIn(tokens);
    const customer = signedIn.user;
    const [orders, groupPriceRules] = customer
      ? await Promise.all([
          this.orders.ordersOfCustomer(customer.id),
          // A company member pays the company's prices: its account's own rules, not the member's (priceAccountOf).
          this.pricing.groupPriceRules({ id: customer.id, pricingGroup: customer.pricingGroup, companyId: customer.companyAccount?.companyId ?? null }),
        ])
      : [[], []];
    return { ...signedIn, orders, groupPriceRules };
  }

  /**
   * A logged-in customer as a viewer of shared pages (ADR 0055): the key is the prices they see (pricing's price
   * view: group, the account's own rules, the Berlin day); the store is init's, without the orders — the account
   * pages load those themselves, and a page shared by price view is never an account page.
   */
  async viewerOf(customerSessionToken: string): Promise<PageViewer | null> {
    const customer = await this.identity.pageCustomer(customerSessionToken);
    if (!customer) return null;
    const { buyer } = customer;
    const view = await this.pricing.priceView(buyer);
    return {
      key: `customer|${view}`,
      store: async () => {
        const [user, groupPriceRules] = await Promise.all([customer.user(), this.pricing.groupPriceRules(buyer)]);
        return { user, adminUser: null, groupPriceRules, orders: [] };
      },
    };
  }
}
