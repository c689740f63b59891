import type { Coupon, PriceRule } from '@shop/domain';

/** Where price rules and coupons are kept (the admin's price-rule pages write them). */
export abstract class PriceRuleRepository {
  /** Every price rule, in creation order. */
  abstract allRules(): Promise<PriceRule[]>;
  /** Every coupon, active or not. */
  abstract allCoupons(): Promise<Coupon[]>;
  /** Stores a new rule (already validated) and answers it with its id; 'customerIdUnknown' when the customer does not exist. */
  abstract create(rule: Omit<PriceRule, 'id'>): Promise<PriceRule | 'customerIdUnknown'>;
  /** Deletes a rule; false when there was none. */
  abstract delete(id: number): Promise<boolean>;
}
