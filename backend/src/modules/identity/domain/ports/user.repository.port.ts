import type { User } from '../user';

/** Customers with their address books. `save` writes the aggregate (and its addresses) atomically. */
/** Who is buying, as pricing and shipping need it. */
export interface BuyerProfile {
  id: number;
  /** The company account whose data, pricing group, incoterms and customer price rules apply (docs/company-accounts.md). */
  companyId: number;
  /** The company's pricing group. */
  pricingGroup: string | null;
  /** Customer incoterms: a three-letter label from an order value (cents) on (docs/rules/validation.md#country-restrictions-and-incoterms). */
  incoterms: Array<{ label: string; threshold: number | string | null }>;
  /**
   * Whether the login has an order or monthly spending limit (a company member's order may then wait for
   * approval). Read with the buyer, so a cart priced for a buyer without limits asks nothing more; left out where
   * unknown (the limits are then read).
   */
  spendingLimited?: boolean;
}

export abstract class UserRepository {
  abstract findById(id: number): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  /** An active customer's id, pricing group and incoterms (read on every price call: no address book). */
  abstract findBuyer(id: number): Promise<BuyerProfile | null>;
  /** Saves and answers the stored aggregate (ids assigned). */
  abstract save(user: User): Promise<User>;
  /** The ids of the customers with this five-digit customer number (any status). */
  abstract idsWithCustomerId(customerId: string): Promise<number[]>;
  abstract countCustomers(): Promise<number>;
}
