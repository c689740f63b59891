/**
 * Company accounts (docs/company-accounts.md): several logins of one business share the company's data and
 * prices; each member has one role, and a buyer may have order limits above which an order waits for an
 * approver. Pure rules, shared by the server (which decides) and the browser (which explains).
 */

export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** What a member may do in the company's name. */
export type CompanyPermission =
  /** Place orders and offer requests (within the member's limits, else they wait for approval). */
  | 'order'
  /** Approve or reject other members' orders that wait for approval. */
  | 'approve'
  /** Invite, deactivate and change members (roles, limits). */
  | 'manageMembers'
  /** Read every order of the company (else only one's own). */
  | 'readCompanyOrders'
  /** Keep requisition lists and share them with the company. */
  | 'keepLists';

const PERMISSIONS: Record<CompanyRole, ReadonlySet<CompanyPermission>> = {
  admin: new Set<CompanyPermission>(['order', 'approve', 'manageMembers', 'readCompanyOrders', 'keepLists']),
  buyer: new Set<CompanyPermission>(['order', 'keepLists']),
  approver: new Set<CompanyPermission>(['order', 'approve', 'readCompanyOrders', 'keepLists']),
  viewer: new Set<CompanyPermission>(['readCompanyOrders']),
};

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value);
}

/** Whether a member of this role may do this. */
export function companyCan(role: CompanyRole, permission: CompanyPermission): boolean {
  return PERMISSIONS[role].has(permission);
}

/** The permissions of a role, in a stable order (the account page's roles table reads them). */
export function companyPermissions(role: CompanyRole): CompanyPermission[] {
  return (['order', 'approve', 'manageMembers', 'readCompanyOrders', 'keepLists'] as const).filter((p) => PERMISSIONS[role].has(p));
}

/** A member's order limits, net cents; null means no limit. */
export interface OrderLimits {
  readonly perOrderCents: number | null;
  readonly perMonthCents: number | null;
}

export const NO_LIMITS: OrderLimits = Object.freeze({ perOrderCents: null, perMonthCents: null });

/** Why an order waits for approval. */
export type ApprovalReason = 'orderLimit' | 'monthlyLimit';

/**
 * Whether an order of `orderNetCents` needs approval: above the per-order limit, or taking the member's
 * orders of this Berlin month (`monthNetCents`, the ones already placed or waiting, not counting this one)
 * above the monthly limit. Admins and approvers approve, so their own limits still apply to their own orders
 * (an approver cannot approve his own order: another approver or an admin must).
 */
export function approvalNeeded(limits: OrderLimits, orderNetCents: number, monthNetCents: number): ApprovalReason | null {
  if (limits.perOrderCents !== null && orderNetCents > limits.perOrderCents) return 'orderLimit';
  if (limits.perMonthCents !== null && monthNetCents + orderNetCents > limits.perMonthCents) return 'monthlyLimit';
  return null;
}

/** Largest limit an admin may set (net cents): 100 million euros; above is a typing error. */
export const MAX_ORDER_LIMIT_CENTS = 10_000_000_000;

/** Field → message id for bad limits (whole cents, 0 … MAX_ORDER_LIMIT_CENTS, or null for none). */
export function validateOrderLimits(limits: { perOrderCents?: unknown; perMonthCents?: unknown }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['perOrderCents', 'perMonthCents'] as const) {
    const v = limits[field];
    if (v === null || v === undefined) continue;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > MAX_ORDER_LIMIT_CENTS) errors[field] = 'companyLimitInvalid';
  }
  return errors;
}

/**
 * Whether `actor` may change `target`'s membership so that the company keeps at least one active admin:
 * the last active admin cannot be demoted or deactivated (by himself or another admin).
 */
export function keepsAnAdmin(
  members: ReadonlyArray<{ id: number; role: CompanyRole; active: boolean }>,
  change: { id: number; role?: CompanyRole; active?: boolean },
): boolean {
  const after = members.map((m) => (m.id === change.id ? { ...m, role: change.role ?? m.role, active: change.active ?? m.active } : m));
  return after.some((m) => m.role === 'admin' && m.active);
}
