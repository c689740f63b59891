import { isCouponValid, isRuleValid, priceAccountOf, type Buyer, type Coupon, type PriceRule } from '@shop/domain';

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The price rules and coupons indexed by whom they are for, and the decision which of them a buyer gets:
 * the rules for everyone, the buyer's pricing group's and the buyer's own that are valid on the Berlin day
 * (`@shop/domain` isRuleValid); a coupon by its code, case-insensitive, when it can be used that day. Pure:
 * `PriceRuleBook` keeps one per app instance and reloads it.
 */
export class RuleIndex {
  private constructor(
    private readonly everyone: readonly PriceRule[],
    private readonly byGroup: ReadonlyMap<string, readonly PriceRule[]>,
    private readonly byCustomer: ReadonlyMap<number, readonly PriceRule[]>,
    private readonly coupons: ReadonlyMap<string, Coupon>,
  ) {}

  static of(rules: readonly PriceRule[], coupons: readonly Coupon[]): RuleIndex {
    const everyone: PriceRule[] = [];
    const byGroup = new Map<string, PriceRule[]>();
    const byCustomer = new Map<number, PriceRule[]>();
    for (const rule of rules) {
      if (rule.customerId !== null && rule.customerId !== undefined) push(byCustomer, rule.customerId, rule);
      else if (rule.customerPricingGroup !== null) push(byGroup, rule.customerPricingGroup, rule);
      else everyone.push(rule);
    }
    return new RuleIndex(everyone, byGroup, byCustomer, new Map(coupons.map((c) => [c.couponCode.toUpperCase(), c])));
  }

  /** The rules valid for this buyer on this Berlin day: for everyone, their group's, their own. */
  rulesFor(buyer: Buyer, day: string): PriceRule[] {
    const candidates = [
      ...this.everyone,
      ...(buyer.pricingGroup !== null ? (this.byGroup.get(buyer.pricingGroup) ?? []) : []),
      ...(priceAccountOf(buyer) !== null ? (this.byCustomer.get(priceAccountOf(buyer) as number) ?? []) : []),
    ];
    return candidates.filter((r) => isRuleValid(r, buyer, day));
  }

  /**
   * Names the prices a buyer gets on a Berlin day: buyers with the same view get the same rules, so the same prices
   * (the rules for everyone, their group's, and — where the account has rules of its own — the account's).
   */
  priceView(buyer: Buyer, day: string): string {
    const account = priceAccountOf(buyer);
    const own = account !== null && this.byCustomer.has(account) ? String(account) : '';
    return JSON.stringify([day, buyer.pricingGroup ?? '', own]);
  }

  /** The coupon with this code (case-insensitive) if it can be used on this day, else null. */
  coupon(code: string, day: string): Coupon | null {
    const coupon = this.coupons.get(code.trim().toUpperCase()) ?? null;
    return coupon && isCouponValid(coupon, day) ? coupon : null;
  }
}
