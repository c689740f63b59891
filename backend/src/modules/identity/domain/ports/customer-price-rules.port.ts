/**
 * A customer's group price rules as the login answer and init's store carry them (docs/rules/roles.md#buyer-prices,
 * login: data.groupPriceRules). Price rules belong to pricing, which implements this port; identity
 * passes them through without looking inside (their shape is pricing's `PriceRuleDto`).
 */
export type GroupPriceRule = Readonly<Record<string, unknown>>;

export abstract class CustomerPriceRulesPort {
  /** The rules of the customer's pricing group and the customer's own prices that are valid today. */
  abstract groupPriceRules(customer: { id: number; pricingGroup: string | null; companyId?: number | null }): Promise<GroupPriceRule[]>;
}
