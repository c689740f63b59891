import type { Coupon, PriceRule } from '@shop/domain';
import { ShopConfig, type AppConfig } from '../../../config/app-config';
import { PriceRuleRepository } from '../domain/ports/price-rule.repository.port';
import { PriceRuleBook } from './price-rule-book';

/** A repository whose stored rules a test changes behind the book's back (another instance's admin write). */
class Stored extends PriceRuleRepository {
  rules: PriceRule[] = [];
  reads = 0;
  async allRules() {
    this.reads += 1;
    return [...this.rules];
  }
  async allCoupons(): Promise<Coupon[]> {
    return [];
  }
  async create(): Promise<never> {
    throw new Error('not used');
  }
  async findRule() {
    return null;
  }
  async update() {
    return null;
  }
  async delete() {
    return false;
  }
  async findCoupon() {
    return null;
  }
  async createCoupon(): Promise<never> {
    throw new Error('not used');
  }
  async updateCoupon() {
    return null;
  }
  async deleteCoupon() {
    return false;
  }
}

const rule = (id: number, percentage: string): PriceRule => ({
  id,
  customerPricingGroup: 'haendler',
  customerId: null,
  dateFrom: null,
  dateTo: null,
  productId: 'A',
  productTypeI18nId: null,
  productPricingGroup: null,
  quantityFrom: null,
  shoppingCartValueFrom: null,
  netPrice: null,
  priceUnit: null,
  percentage,
  priority: 0,
});

const dealer = { id: 7, pricingGroup: 'haendler' };
const DAY = '2026-06-01';

describe('PriceRuleBook: how admin changes reach buyers (ADR 0025)', () => {
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('another instance sees a change only after the catalogue refresh interval; invalidate (this instance) at once', async () => {
    const stored = new Stored();
    stored.rules = [rule(1, '-10')];
    const book = new PriceRuleBook(stored, new ShopConfig({ catalogueRefreshSeconds: 10 } as AppConfig));
    expect((await book.rulesFor(dealer, DAY)).map((r) => r.percentage)).toEqual(['-10']);

    // Written elsewhere: within the interval this book answers what it has.
    stored.rules = [rule(1, '-20')];
    now += 9_000;
    expect((await book.rulesFor(dealer, DAY)).map((r) => r.percentage)).toEqual(['-10']);
    expect(stored.reads).toBe(1);

    // After the interval: the next request starts a reload and the old book answers it; the reload serves the one after.
    now += 1_000;
    expect((await book.rulesFor(dealer, DAY)).map((r) => r.percentage)).toEqual(['-10']);
    await new Promise((r) => setImmediate(r));
    expect((await book.rulesFor(dealer, DAY)).map((r) => r.percentage)).toEqual(['-20']);
    expect(stored.reads).toBe(2);

    // This instance's admin write invalidates: the very next request reads the rules again.
    stored.rules = [rule(1, '-30')];
    book.invalidate();
    expect((await book.rulesFor(dealer, DAY)).map((r) => r.percentage)).toEqual(['-30']);
    expect(stored.reads).toBe(3);
    // Other buyers never get the group's rule.
    expect(await book.rulesFor({ id: 8, pricingGroup: null }, DAY)).toEqual([]);
  });
});

describe('PriceRuleBook: a change announced while the rules load', () => {
  it('is not lost: the load that read before it is not kept, the next request reads again', async () => {
    const stored = new Stored();
    stored.rules = [rule(1, '-10')];
    let release: () => void = () => undefined;
    const slow = jest.spyOn(stored, 'allRules').mockImplementationOnce(async () => {
      const before = [...stored.rules];
      await new Promise<void>((r) => (release = r));
      return before;
    });
    const book = new PriceRuleBook(stored, new ShopConfig({ catalogueRefreshSeconds: 3600 } as AppConfig));
    const first = book.rulesFor(dealer, DAY);
    // Changed and announced while the first load is still reading.
    stored.rules = [rule(1, '-20')];
    book.invalidate();
    const second = book.rulesFor(dealer, DAY);
    release();
    expect((await first).map((r) => r.percentage)).toEqual(['-10']);
    expect((await second).map((r) => r.percentage)).toEqual(['-20']);
    // And the book keeps the newer rules, not the older load that ended last.
    expect((await book.rulesFor(dealer, DAY)).map((r) => r.percentage)).toEqual(['-20']);
    slow.mockRestore();
  });
});
