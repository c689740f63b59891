import { approvalNeeded, berlinMonthWindow, netGoodsCents, type ApprovalReason } from '@shop/domain';
import type { CompanyMember } from '../../identity';
import type { ApprovalFigures } from '../domain/ports/approval-figures.port';

/**
 * Whether a member's order of this price waits for approval (ADR 0051): the price's net goods value
 * (`netGoodsCents`, the same price the order is placed with) against the member's limits, the monthly one with
 * the member's orders of this Berlin month. Placing an order and the cart page's notice both ask here, so the
 * notice says what placing will do. Without limits nothing is read.
 */
export async function approvalReasonFor(
  member: Pick<CompanyMember, 'userId' | 'limits'>,
  price: { itemTotal: number; discountAmount: number },
  figures: ApprovalFigures,
  now: Date,
): Promise<ApprovalReason | null> {
  const { limits } = member;
  if (limits.perOrderCents === null && limits.perMonthCents === null) return null;
  const monthNetCents = limits.perMonthCents === null ? 0 : await figures.memberNetGoodsCents(member.userId, berlinMonthWindow(now));
  return approvalNeeded(limits, netGoodsCents(price), monthNetCents);
}
