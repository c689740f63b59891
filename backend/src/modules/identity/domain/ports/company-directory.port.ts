import type { CompanyRole, OrderLimits } from '@shop/domain';

/** A login as a member of its company (docs/company-accounts.md). */
export interface CompanyMember {
  /** The login's own id (orders, carts, lists are its). */
  userId: number;
  /** The company account's id (its data, addresses and customer price rules). */
  companyId: number;
  companyName: string;
  /** The company's five-digit customer number, or null. */
  customerNumber: string | null;
  role: CompanyRole;
  limits: OrderLimits;
  /** A deactivated (or not yet confirmed) member cannot log in or act. */
  active: boolean;
  /** pending: invited (or registered) and not yet confirmed; disabled: deactivated by the company or locked by the shop. */
  status: 'pending' | 'active' | 'disabled';
  email: string;
  name: string;
  locale: string;
}

/**
 * Identity's answer to "who is this login in its company": other contexts (checkout's approval, the cart's
 * requisition lists, the company order history) ask here and never read `shop_user` themselves. Reads join the
 * caller's unit of work when one runs.
 */
export abstract class CompanyDirectory {
  /** The member behind a login id (any status), or null for an unknown id. */
  abstract memberOf(userId: number): Promise<CompanyMember | null>;
  /** Every member of a company (any status), the company's own login first, then by id. */
  abstract membersOf(companyId: number): Promise<CompanyMember[]>;
}
