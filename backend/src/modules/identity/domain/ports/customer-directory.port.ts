/** A customer as other contexts may look it up (the price-rule admin's targets and preview buyer, an order's customer number). */
export interface DirectoryCustomer {
  id: number;
  email: string;
  company: string;
  name: string;
  pricingGroup: string | null;
  /** The five-digit customer number the customer gave at registration, or null. */
  customerNumber: string | null;
  /** Only active customers log in and buy. */
  active: boolean;
}

/**
 * Identity's customer directory, the one way other contexts read customers (identity owns `shop_user`): by id,
 * by e-mail, by a search term (e-mail, company, name, customer number), by customer number, and the pricing
 * groups customers are in. Read-only; reads join the caller's unit of work when one runs.
 */
export abstract class CustomerDirectory {
  abstract byId(id: number): Promise<DirectoryCustomer | null>;
  abstract byEmail(email: string): Promise<DirectoryCustomer | null>;
  abstract search(term: string, limit: number): Promise<DirectoryCustomer[]>;
  /** The ids of the customers with this customer number (any status). */
  abstract idsWithCustomerNumber(customerNumber: string): Promise<number[]>;
  /** Every pricing group at least one customer is in, sorted. */
  abstract pricingGroups(): Promise<string[]>;
}
