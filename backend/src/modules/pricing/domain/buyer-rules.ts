import { isRuleValid, type Buyer, type PriceRule } from '@shop/domain';

/**
 * Which rules are shown to whom (pure). Rules answered to buyers (the login answer, init's defaults) leave out a
 * net price set on an article sold on request only: that would be the article's price, which never leaves the
 * server (ADR 0035). The admin's price preview lays the rule being edited over the stored ones.
 */

/** A rule being edited in the admin (not saved yet): `rule.id` replaces the stored rule of that id (0 or below: a new rule). */
export interface RuleOverlay {
  rule: PriceRule;
}

/** The stored rules valid for the buyer with the edited rule in place of its stored version (when it is valid for the buyer today). */
export function withOverlay(stored: readonly PriceRule[], overlay: RuleOverlay, buyer: Buyer, day: string): PriceRule[] {
  const rules = stored.filter((r) => r.id !== overlay.rule.id);
  if (isRuleValid(overlay.rule, buyer, day)) rules.push(overlay.rule);
  return rules;
}

/** The articles whose on-request status decides whether a rule may be shown (those a net price is set on). */
export function articlesWithNetPrices(rules: readonly PriceRule[]): string[] {
  return rules.filter((r) => r.netPrice !== null && r.productId !== null).map((r) => r.productId as string);
}

/** The rules a buyer may be shown: without net prices set on articles sold on request only. */
export function rulesShownToBuyers(rules: readonly PriceRule[], isOnlyOnRequest: (productId: string) => boolean): PriceRule[] {
  return rules.filter((r) => r.netPrice === null || r.productId === null || !isOnlyOnRequest(r.productId));
}

/** The login answer's group rules: the group's and the customer's own (not the rules for everyone). */
export function isBuyersOwnRule(rule: PriceRule): boolean {
  return rule.customerPricingGroup !== null || (rule.customerId ?? null) !== null;
}
