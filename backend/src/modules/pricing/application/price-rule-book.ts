import { Injectable, Logger } from '@nestjs/common';
import type { Buyer, Coupon, PriceRule } from '@shop/domain';
import { ShopConfig } from '../../../config/app-config';
import { errorForLog } from '../../../shared/logger';
import { PriceRuleRepository } from '../domain/ports/price-rule.repository.port';
import { RuleIndex } from '../domain/rule-index';

/**
 * The price rules and coupons of this app instance, held in memory and read again at most every
 * CATALOGUE_REFRESH_SECONDS (a request after that reloads them in the background; the old book answers
 * meanwhile): an admin's change reaches buyers within the catalogue refresh interval, on every instance,
 * without a message bus. Which rules a buyer gets is the domain's `RuleIndex`; this class only keeps it fresh.
 */
@Injectable()
export class PriceRuleBook {
  private readonly logger = new Logger('PriceRuleBook');
  private book: RuleIndex | null = null;
  private loading: Promise<RuleIndex> | null = null;
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
    return (await this.current()).rulesFor(buyer, day);
  }

  /** The coupon with this code (case-insensitive) if it can be used on this day, else null. */
  async coupon(code: string, day: string): Promise<Coupon | null> {
    return (await this.current()).coupon(code, day);
  }

  private async current(): Promise<RuleIndex> {
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

  private async load(): Promise<RuleIndex> {
    const [rules, coupons] = await Promise.all([this.repository.allRules(), this.repository.allCoupons()]);
    const book = RuleIndex.of(rules, coupons);
    this.book = book;
    this.loadedAt = Date.now();
    return book;
  }
}
