import { isCompanyRole, validateOrderLimits, type CompanyRole, type OrderLimits } from '@shop/domain';

/** Field → message id for a role and limits as sent (the DTO checks shapes; these are the rules). */
export function memberFieldErrors(input: { role?: string; limits?: { perOrderCents?: unknown; perMonthCents?: unknown } | null }): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.role !== undefined && !isCompanyRole(input.role)) fields.role = 'companyRoleInvalid';
  // Limits are an object (each limit null for none); a null or other value is no set of limits.
  if (input.limits !== undefined && (input.limits === null || typeof input.limits !== 'object')) fields.limits = 'companyLimitInvalid';
  else if (input.limits !== undefined) for (const [field, id] of Object.entries(validateOrderLimits(input.limits))) fields[`limits.${field}`] = id;
  return fields;
}

export function toLimits(limits: { perOrderCents?: number | null; perMonthCents?: number | null } | undefined, current: OrderLimits): OrderLimits {
  if (!limits) return current;
  return { perOrderCents: limits.perOrderCents ?? null, perMonthCents: limits.perMonthCents ?? null };
}

export const asRole = (role: string | undefined, current: CompanyRole): CompanyRole => (role !== undefined && isCompanyRole(role) ? role : current);
