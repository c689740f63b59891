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
  private loading: { generation: number; book: Promise<RuleIndex> } | null = null;
  private loadedAt = 0;
  /** Counts the invalidations: a load started before the latest one may have read the rules as they were. */
  private generation = 0;

  constructor(
    private readonly repository: PriceRuleRepository,
    private readonly config: ShopConfig,
  ) {}

  /**
   * Reads the rules at the next request: an in-process writer (the admin price-rule pages, the demo seed) or a
   * change announced by another instance. A load that was already running when this is called may have read the
   * rules before the change: it is not waited for, a new one is started.
   */
  invalidate(): void {
    this.generation += 1;
    this.loadedAt = 0;
    this.book = null;
  }

  /** Counts the changes this instance was told of (for caches of what the rules price: guests' pages). */
  changes(): number {
    return this.generation;
  }

  /** The rules valid for this buyer on this Berlin day: for everyone, their group's, their own. */
  async rulesFor(buyer: Buyer, day: string): Promise<PriceRule[]> {
    return (await this.current()).rulesFor(buyer, day);
  }

  /** Names the prices this buyer gets on this Berlin day (equal for buyers who get the same rules). */
  async priceView(buyer: Buyer, day: string): Promise<string> {
    return (await this.current()).priceView(buyer, day);
  }

  /** The coupon with this code (case-insensitive) if it can be used on this day, else null. */
  async coupon(code: string, day: string): Promise<Coupon | null> {
    return (await this.current()).coupon(code, day);
  }

  private async current(): Promise<RuleIndex> {
    const stale = Date.now() - this.loadedAt >= this.config.get('catalogueRefreshSeconds') * 1000;
    if (this.book && !stale) return this.book;
    if (!this.loading || this.loading.generation !== this.generation) {
      const generation = this.generation;
      const loading = { generation, book: this.load(generation) };
      this.loading = loading;
      void loading.book.then(
        () => this.loading === loading && (this.loading = null),
        () => this.loading === loading && (this.loading = null),
      );
    }
    if (this.book) {
      // Keep answering from the book we have while the new one loads.
      this.loading.book.catch((e: unknown) => this.logger.error({ msg: 'price rules could not be reloaded', ...errorForLog(e) }));
      return this.book;
    }
    return this.loading.book;
  }

  private async load(generation: number): Promise<RuleIndex> {
    const [rules, coupons] = await Promise.all([this.repository.allRules(), this.repository.allCoupons()]);
    const book = RuleIndex.of(rules, coupons);
    // Kept only when no invalidation came in between (else it may miss the change that caused it).
    if (generation === this.generation) {
      this.book = book;
      this.loadedAt = Date.now();
    }
    return book;
  }
}
