/** A customer as the admin's price-rule page shows it (a rule's target, the preview's buyer). */
export interface DirectoryCustomer {
  id: number;
  email: string;
  company: string;
  name: string;
  pricingGroup: string | null;
  /** Only active customers log in and buy; the preview prices an inactive one like a guest would not. */
  active: boolean;
}

/**
 * The customers the price-rule admin looks up: by id, by e-mail, by a search term (e-mail, company, name,
 * customer number), and the pricing groups customers are in. Read-only; answered by identity's customer
 * directory (identity owns the customers: `infrastructure/identity-customer-directory.ts`).
 */
export abstract class CustomerDirectory {
  abstract byId(id: number): Promise<DirectoryCustomer | null>;
  abstract byEmail(email: string): Promise<DirectoryCustomer | null>;
  abstract search(term: string, limit: number): Promise<DirectoryCustomer[]>;
  /** Every pricing group at least one customer is in, sorted. */
  abstract pricingGroups(): Promise<string[]>;
}
