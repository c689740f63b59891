import { Injectable } from '@nestjs/common';
import { err, ok, validatePriceRule, type PriceRule, type Result } from '@shop/domain';
import { ProductQueries } from '../../catalogue';
import { PriceRuleRepository } from '../domain/ports/price-rule.repository.port';
import { PriceRuleBook } from './price-rule-book';

export type PriceRuleWriteError = { code: 'VALIDATION_FAILED'; fields: Record<string, string> } | { code: 'priceRuleIdUnknown' };

/**
 * The admin's writes of price rules: validated by the same rule as the admin form (@shop/domain
 * validatePriceRule) plus a known product; this instance's rule book is refreshed at once, the others
 * within the catalogue refresh interval.
 */
@Injectable()
export class PriceRuleAdmin {
  constructor(
    private readonly rules: PriceRuleRepository,
    private readonly book: PriceRuleBook,
    private readonly products: ProductQueries,
  ) {}

  list(): Promise<PriceRule[]> {
    return this.rules.allRules();
  }

  async create(rule: Omit<PriceRule, 'id'>): Promise<Result<PriceRule, PriceRuleWriteError>> {
    const fields: Record<string, string> = { ...validatePriceRule(rule) };
    if (rule.productId !== null && !(await this.products.pricingFacts([rule.productId])).has(rule.productId)) fields.productId = 'productIdUnknown';
    if (Object.keys(fields).length > 0) return err({ code: 'VALIDATION_FAILED', fields });
    const created = await this.rules.create(rule);
    if (created === 'customerIdUnknown') return err({ code: 'VALIDATION_FAILED', fields: { customerId: 'customerIdUnknown' } });
    this.book.invalidate();
    return ok(created);
  }

  async delete(id: number): Promise<Result<true, PriceRuleWriteError>> {
    if (!(await this.rules.delete(id))) return err({ code: 'priceRuleIdUnknown' });
    this.book.invalidate();
    return ok(true);
  }
}
