import { Injectable, Logger } from '@nestjs/common';
import { isCouponValid, isRuleValid, type Buyer, type Coupon, type PriceRule } from '@shop/domain';
import { ShopConfig } from '../../../config/app-config';
import { errorForLog } from '../../../shared/logger';
import { PriceRuleRepository } from '../domain/ports/price-rule.repository.port';

interface Book {
  /** Rules for everyone (no group, no customer). */
  readonly everyone: readonly PriceRule[];
  readonly byGroup: ReadonlyMap<string, readonly PriceRule[]>;
  readonly byCustomer: ReadonlyMap<number, readonly PriceRule[]>;
  readonly coupons: ReadonlyMap<string, Coupon>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The price rules and coupons of this app instance, held in memory and read again at most every
 * CATALOGUE_REFRESH_SECONDS (a request after that reloads them in the background; the old book answers
 * meanwhile): an admin's change reaches buyers within the catalogue refresh interval, on every instance,
 * without a message bus. Rules are indexed by who they are for, so a request only looks at its own.
 */
@Injectable()
export class PriceRuleBook {
  private readonly logger = new Logger('PriceRuleBook');
  private book: Book | null = null;
  private loading: Promise<Book> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly repository: PriceRuleRepository,
    private readonly config: ShopConfig,
  ) {}

  /** Reads the rules at the next request (an in-process writer: the admin price-rule pages, the demo seed). */
  invalidate(): void {
    this.loadedAt = 0;
    this.book = null;
  }

  /** The rules valid for this buyer on this Berlin day: for everyone, their group's, their own. */
  async rulesFor(buyer: Buyer, day: string): Promise<PriceRule[]> {
    const book = await this.current();
    const candidates = [
      ...book.everyone,
      ...(buyer.pricingGroup !== null ? (book.byGroup.get(buyer.pricingGroup) ?? []) : []),
      ...(buyer.id !== null ? (book.byCustomer.get(buyer.id) ?? []) : []),
    ];
    return candidates.filter((r) => isRuleValid(r, buyer, day));
  }

  /** The coupon with this code (case-insensitive) if it can be used on this day, else null. */
  async coupon(code: string, day: string): Promise<Coupon | null> {
    const coupon = (await this.current()).coupons.get(code.trim().toUpperCase()) ?? null;
    return coupon && isCouponValid(coupon, day) ? coupon : null;
  }

  private async current(): Promise<Book> {
    const stale = Date.now() - this.loadedAt >= this.config.get('catalogueRefreshSeconds') * 1000;
    if (this.book && !stale) return this.book;
    if (!this.loading) {
      this.loading = this.load().finally(() => (this.loading = null));
    }
    if (this.book) {
      // Keep answering from the book we have while the new one loads.
      this.loading.catch((e: unknown) => this.logger.error({ msg: 'price rules could not be reloaded', ...errorForLog(e) }));
      return this.book;
    }
    return this.loading;
  }

  private async load(): Promise<Book> {
    const [rules, coupons] = await Promise.all([this.repository.allRules(), this.repository.allCoupons()]);
    const everyone: PriceRule[] = [];
    const byGroup = new Map<string, PriceRule[]>();
    const byCustomer = new Map<number, PriceRule[]>();
    for (const rule of rules) {
      if (rule.customerId !== null && rule.customerId !== undefined) push(byCustomer, rule.customerId, rule);
      else if (rule.customerPricingGroup !== null) push(byGroup, rule.customerPricingGroup, rule);
      else everyone.push(rule);
    }
    const book: Book = { everyone, byGroup, byCustomer, coupons: new Map(coupons.map((c) => [c.couponCode.toUpperCase(), c])) };
    this.book = book;
    this.loadedAt = Date.now();
    return book;
  }
}
