import type { Coupon, PriceRule } from '@shop/domain';

/**
 * Where price rules and coupons are kept (the admin's price-rule page writes them). Writes join the caller's
 * transaction (TransactionContext), so a change and its audit entry commit together.
 */
export abstract class PriceRuleRepository {
  /** Every price rule, in creation order. */
  abstract allRules(): Promise<PriceRule[]>;
  /** Every coupon, active or not. */
  abstract allCoupons(): Promise<Coupon[]>;
  /** Stores a new rule (already validated) and answers it with its id; 'customerIdUnknown' when the customer does not exist. */
  abstract create(rule: Omit<PriceRule, 'id'>): Promise<PriceRule | 'customerIdUnknown'>;
  /** One rule, or null. */
  abstract findRule(id: number): Promise<PriceRule | null>;
  /** Replaces a rule's fields; null when there is none, 'customerIdUnknown' when the customer does not exist. */
  abstract update(id: number, rule: Omit<PriceRule, 'id'>): Promise<PriceRule | null | 'customerIdUnknown'>;
  /** Deletes a rule; false when there was none. */
  abstract delete(id: number): Promise<boolean>;
  /** One coupon by its (upper-case) code, or null. */
  abstract findCoupon(code: string): Promise<Coupon | null>;
  /** Stores a new coupon; 'couponCodeTaken' when the code exists. */
  abstract createCoupon(coupon: Coupon): Promise<Coupon | 'couponCodeTaken'>;
  /** Replaces a coupon's fields (its code stays); null when there is none. */
  abstract updateCoupon(code: string, coupon: Omit<Coupon, 'couponCode'>): Promise<Coupon | null>;
  /** Deletes a coupon; false when there was none. */
  abstract deleteCoupon(code: string): Promise<boolean>;
}
