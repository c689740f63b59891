import type { RequestMeta } from '../../request-meta';

/** The shop's administrator moves a customer account into a company (docs/company-admin.md). */
export interface MergeAccountCommand {
  adminId: number;
  /** The company that takes the account in (its company account's id). */
  companyId: number;
  /** The login to move: a one-person company or a member of another company. */
  accountId: number;
  /** The role it gets in the company; buyer when not given. */
  role?: string;
  /**
   * The company the admin saw the account in (the merge form sends it): when the account has moved since, the merge
   * is refused (companyMergeChanged), so two admins merging one account at once cannot both win.
   */
  expectedCompanyId?: number;
  meta: RequestMeta;
}

export interface MergeAccountResult {
  accountId: number;
  companyId: number;
  fromCompanyId: number;
  role: string;
  /** Addresses moved into the company's address book. */
  movedAddresses: number;
  /** The account had own customer prices (or a pricing group) that no longer apply to it. */
  hadOwnPricing: boolean;
}

export interface AdminChangeMemberCommand {
  adminId: number;
  companyId: number;
  memberId: number;
  role?: string;
  limits?: { perOrderCents?: number | null; perMonthCents?: number | null };
  active?: boolean;
  meta: RequestMeta;
}
