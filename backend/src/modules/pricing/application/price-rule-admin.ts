import { Injectable } from '@nestjs/common';
import {
  checkPriceRuleAgainst,
  err,
  formatMoney,
  normalizeCouponCode,
  ok,
  pricingDay,
  ruleScope,
  ruleTimeState,
  validateCoupon,
  type Coupon,
  type PriceRule,
  type Result,
  type RuleScope,
} from '@shop/domain';
import { ProductQueries } from '../../catalogue';
import { AuditLog } from '../../../shared/admin/audit-log';
import { TransactionContext } from '../../../shared/persistence/transaction-context';
import { CustomerDirectory, type DirectoryCustomer } from '../domain/ports/customer-directory.port';
import { PriceRuleRepository } from '../domain/ports/price-rule.repository.port';
import { PriceRuleBook } from './price-rule-book';
import { PricingService } from './pricing.service';

export type PriceRuleWriteError =
  | { code: 'VALIDATION_FAILED'; fields: Record<string, string> }
  | { code: 'priceRuleIdUnknown' }
  | { code: 'adCouponUnknown' }
  | { code: 'adCouponCodeTaken'; fields: Record<string, string> };

export type RuleTimeState = 'active' | 'expired' | 'future';

/** A rule as the admin list shows it: with its scope, whether it is in force today, and its customer. */
export interface AdminPriceRule extends PriceRule {
  scope: RuleScope;
  state: RuleTimeState;
  customer: DirectoryCustomer | null;
}

export interface RuleListQuery {
  scope?: RuleScope;
  state?: RuleTimeState;
  /** Part of the article number, product type, a pricing group or the customer's e-mail or company. */
  q?: string;
  /** Only the rules of this customer (its own prices, shown on the admin's user profile). */
  customerId?: number;
}

export interface PreviewRequest {
  customerId?: number | null;
  customerEmail?: string | null;
  productId: string;
  quantity: string;
  locale: 'de' | 'en';
  /** The rule being edited, not saved yet (id: the stored rule it replaces, or none for a new rule). */
  rule?: (Omit<PriceRule, 'id'> & { id?: number | null }) | null;
}

export interface PreviewAnswer {
  customer: DirectoryCustomer | null;
  productId: string;
  quantity: string;
  catalogPrice: number;
  formattedCatalogPrice: string;
  listPrice: number | null;
  formattedListPrice: string | null;
  price: number;
  formattedPrice: string;
  priceUnit: number;
  discount: number | null;
  formattedDiscount: string | null;
  lineTotal: number;
  formattedLineTotal: string;
  cartDiscount: number;
  formattedCartDiscount: string;
  shoppingCartValue: number;
  formattedShoppingCartValue: string;
  currency: string;
  /** The rule that priced the position (null: the catalogue price); `appliedRuleIsDraft` when it is the unsaved rule. */
  appliedRule: PriceRule | null;
  appliedRuleIsDraft: boolean;
  /** The cart-level rule that took a discount off this one-position cart, or null. */
  cartRule: PriceRule | null;
  cartRuleIsDraft: boolean;
}

export interface PriceRuleOptions {
  customerPricingGroups: string[];
  productTypes: string[];
  productPricingGroups: string[];
}

/** The id an unsaved new rule has in the preview: after every stored rule, as it will be once saved (ties go to the older rule). */
const DRAFT_ID = Number.MAX_SAFE_INTEGER;

const validation = (fields: Record<string, string>): PriceRuleWriteError => ({ code: 'VALIDATION_FAILED', fields });

/**
 * The admin's price rules and coupons (docs/rules/entities.md#price-rules, docs/rules/entities.md#coupons): validated by the same rules as the
 * admin form (@shop/domain validatePriceRule, validateCoupon) plus the shop's part (checkPriceRuleAgainst: known
 * names, no price 0 or less) and a known customer; each write and its audit entry (before/after) in one transaction. This instance's rule
 * book is refreshed at once after the commit, the others within the catalogue refresh interval. The preview asks
 * the shop's own cart price calculation (PricingService), with the unsaved rule laid over the stored ones.
 */
@Injectable()
export class PriceRuleAdmin {
  constructor(
    private readonly rules: PriceRuleRepository,
    private readonly book: PriceRuleBook,
    private readonly products: ProductQueries,
    private readonly customers: CustomerDirectory,
    private readonly pricing: PricingService,
    private readonly audit: AuditLog,
    private readonly tx: TransactionContext,
  ) {}

  async list(query: RuleListQuery = {}, now = new Date()): Promise<AdminPriceRule[]> {
    const day = pricingDay(now);
    const all = await this.rules.allRules();
    const customerIds = [...new Set(all.map((r) => r.customerId).filter((id): id is number => typeof id === 'number'))];
    const customers = new Map<number, DirectoryCustomer>();
    for (const c of await Promise.all(customerIds.map((id) => this.customers.byId(id)))) if (c) customers.set(c.id, c);
    const q = query.q?.trim().toLowerCase() ?? '';
    return all
      .map((r) => ({ ...r, customerId: r.customerId ?? null, scope: ruleScope(r), state: ruleTimeState(r, day), customer: r.customerId ? (customers.get(r.customerId) ?? null) : null }))
      .filter((r) => (!query.scope || r.scope === query.scope) && (!query.state || r.state === query.state) && (query.customerId === undefined || r.customerId === query.customerId))
      .filter((r) => {
        if (q === '') return true;
        const haystack = [r.productId, r.productTypeI18nId, r.productPricingGroup, r.customerPricingGroup, r.customer?.email, r.customer?.company, r.customerId ? String(r.customerId) : null];
        return haystack.some((v) => v !== null && v !== undefined && v.toLowerCase().includes(q));
      });
  }

  async options(): Promise<PriceRuleOptions> {
    const [vocabulary, groups] = await Promise.all([this.products.pricingVocabulary(), this.customers.pricingGroups()]);
    return { customerPricingGroups: [...new Set(groups)].sort(), productTypes: [...vocabulary.productTypes], productPricingGroups: [...vocabulary.productPricingGroups] };
  }

  searchCustomers(term: string): Promise<DirectoryCustomer[]> {
    return this.customers.search(term, 10);
  }

  /**
   * Field → message id of everything wrong with a rule (empty: storable): @shop/domain checkPriceRuleAgainst —
   * the admin form's rules (validatePriceRule) and the shop's part: the article, product type, product pricing
   * group and customer pricing group are known, no article's price becomes 0 or less — plus a known customer.
   * `stored`: the stored version of an edited rule (its customer pricing group stays allowed). The import of
   * price rules runs this too (PriceRuleChecks).
   */
  async check(rule: Omit<PriceRule, 'id'>, stored: PriceRule | null = null): Promise<Record<string, string>> {
    const needsVocabulary = rule.productTypeI18nId !== null || rule.productPricingGroup !== null;
    const [facts, vocabulary, matching, groups, customer] = await Promise.all([
      rule.productId !== null ? this.products.pricingFacts([rule.productId]) : Promise.resolve(null),
      needsVocabulary ? this.products.pricingVocabulary() : Promise.resolve(null),
      rule.productId === null && rule.shoppingCartValueFrom === null ? this.products.pricingFactsMatching(rule) : Promise.resolve([]),
      rule.customerPricingGroup !== null ? this.customers.pricingGroups() : Promise.resolve([]),
      rule.customerId ? this.customers.byId(rule.customerId) : Promise.resolve(null),
    ]);
    const fields: Record<string, string> = {
      ...checkPriceRuleAgainst(
        rule,
        {
          product: (id) => facts?.get(id) ?? null,
          productsMatching: () => matching,
          ...(vocabulary ? { productTypes: vocabulary.productTypes, productPricingGroups: vocabulary.productPricingGroups } : {}),
          customerPricingGroups: groups,
        },
        stored,
      ),
    };
    if (rule.customerId && !customer && !fields.customerId) fields.customerId = 'customerIdUnknown';
    return fields;
  }

  /**
   * The stored rules of these ids checked as a write through the API would be (the import of price rules calls
   * this inside its transaction on every row it wrote, so both ways in run one rule set). Answers id → field →
   * message id for each refused rule; an id no longer stored is skipped.
   */
  async checkStored(ids: readonly number[]): Promise<Map<number, Record<string, string>>> {
    const refused = new Map<number, Record<string, string>>();
    for (const id of ids) {
      const stored = await this.rules.findRule(id);
      if (!stored) continue;
      const { id: _id, ...rule } = stored;
      const fields = await this.check(rule);
      if (Object.keys(fields).length > 0) refused.set(id, fields);
    }
    return refused;
  }

  async create(adminId: number, rule: Omit<PriceRule, 'id'>): Promise<Result<PriceRule, PriceRuleWriteError>> {
    const fields = await this.check(rule);
    if (Object.keys(fields).length > 0) return err(validation(fields));
    const result = await this.tx.run(async (): Promise<Result<PriceRule, PriceRuleWriteError>> => {
      const created = await this.rules.create(rule);
      if (created === 'customerIdUnknown') return err(validation({ customerId: 'customerIdUnknown' }));
      await this.audit.record({ adminId, action: 'priceRule.create', entity: 'priceRule', entityId: created.id, before: null, after: created });
      return ok(created);
    });
    if (result.ok) this.book.invalidate();
    return result;
  }

  async update(adminId: number, id: number, rule: Omit<PriceRule, 'id'>): Promise<Result<PriceRule, PriceRuleWriteError>> {
    const stored = await this.rules.findRule(id);
    if (!stored) return err({ code: 'priceRuleIdUnknown' });
    const fields = await this.check(rule, stored);
    if (Object.keys(fields).length > 0) return err(validation(fields));
    const result = await this.tx.run(async (): Promise<Result<PriceRule, PriceRuleWriteError>> => {
      const before = await this.rules.findRule(id);
      if (!before) return err({ code: 'priceRuleIdUnknown' });
      const after = await this.rules.update(id, rule);
      if (after === 'customerIdUnknown') return err(validation({ customerId: 'customerIdUnknown' }));
      if (after === null) return err({ code: 'priceRuleIdUnknown' });
      await this.audit.record({ adminId, action: 'priceRule.update', entity: 'priceRule', entityId: id, before, after });
      return ok(after);
    });
    if (result.ok) this.book.invalidate();
    return result;
  }

  async delete(adminId: number, id: number): Promise<Result<true, PriceRuleWriteError>> {
    const result = await this.tx.run(async (): Promise<Result<true, PriceRuleWriteError>> => {
      const before = await this.rules.findRule(id);
      if (!before || !(await this.rules.delete(id))) return err({ code: 'priceRuleIdUnknown' });
      await this.audit.record({ adminId, action: 'priceRule.delete', entity: 'priceRule', entityId: id, before, after: null });
      return ok(true as const);
    });
    if (result.ok) this.book.invalidate();
    return result;
  }

  // ---- Coupons ---------------------------------------------------------------------------------------------

  listCoupons(): Promise<Coupon[]> {
    return this.rules.allCoupons();
  }

  async createCoupon(adminId: number, input: Coupon): Promise<Result<Coupon, PriceRuleWriteError>> {
    const coupon = { ...input, couponCode: normalizeCouponCode(input.couponCode) };
    const fields = validateCoupon(coupon);
    if (Object.keys(fields).length > 0) return err(validation(fields));
    const result = await this.tx.run(async (): Promise<Result<Coupon, PriceRuleWriteError>> => {
      const created = await this.rules.createCoupon(coupon);
      if (created === 'couponCodeTaken') return err({ code: 'adCouponCodeTaken', fields: { couponCode: 'adCouponCodeTaken' } });
      await this.audit.record({ adminId, action: 'coupon.create', entity: 'coupon', entityId: created.couponCode, before: null, after: created });
      return ok(created);
    });
    if (result.ok) this.book.invalidate();
    return result;
  }

  async updateCoupon(adminId: number, rawCode: string, input: Omit<Coupon, 'couponCode'>): Promise<Result<Coupon, PriceRuleWriteError>> {
    const code = normalizeCouponCode(rawCode);
    const fields = validateCoupon({ ...input, couponCode: code });
    if (fields.couponCode) return err({ code: 'adCouponUnknown' });
    if (Object.keys(fields).length > 0) return err(validation(fields));
    const result = await this.tx.run(async (): Promise<Result<Coupon, PriceRuleWriteError>> => {
      const before = await this.rules.findCoupon(code);
      const after = before ? await this.rules.updateCoupon(code, input) : null;
      if (!before || !after) return err({ code: 'adCouponUnknown' });
      await this.audit.record({ adminId, action: 'coupon.update', entity: 'coupon', entityId: code, before, after });
      return ok(after);
    });
    if (result.ok) this.book.invalidate();
    return result;
  }

  async deleteCoupon(adminId: number, rawCode: string): Promise<Result<true, PriceRuleWriteError>> {
    const code = normalizeCouponCode(rawCode);
    const result = await this.tx.run(async (): Promise<Result<true, PriceRuleWriteError>> => {
      const before = await this.rules.findCoupon(code);
      if (!before || !(await this.rules.deleteCoupon(code))) return err({ code: 'adCouponUnknown' });
      await this.audit.record({ adminId, action: 'coupon.delete', entity: 'coupon', entityId: code, before, after: null });
      return ok(true as const);
    });
    if (result.ok) this.book.invalidate();
    return result;
  }

  // ---- Preview ---------------------------------------------------------------------------------------------

  /**
   * "Customer X, product Y, quantity Z pays …": the shop's cart price call for a one-position cart of that
   * buyer (a guest when no customer is named), with the unsaved rule in place. Validation errors per field.
   */
  async preview(request: PreviewRequest, now = new Date()): Promise<Result<PreviewAnswer, PriceRuleWriteError>> {
    const fields: Record<string, string> = {};
    let customer: DirectoryCustomer | null = null;
    if (request.customerId) {
      customer = await this.customers.byId(request.customerId);
      if (!customer) fields.customerId = 'customerIdUnknown';
    } else if (request.customerEmail) {
      customer = await this.customers.byEmail(request.customerEmail);
      if (!customer) fields.customerEmail = 'customerIdUnknown';
    }
    const facts = await this.products.pricingFacts([request.productId]);
    const product = facts.get(request.productId);
    if (!product) fields.productId = 'productIdUnknown';
    let draft: PriceRule | null = null;
    if (request.rule) {
      const { id, ...rule } = request.rule;
      const stored = id && id > 0 ? await this.rules.findRule(id) : null;
      for (const [field, messageId] of Object.entries(await this.check(rule, stored))) fields[`rule.${field}`] = messageId;
      draft = { ...rule, id: id && id > 0 ? id : DRAFT_ID };
    }
    if (Object.keys(fields).length > 0 || !product) return err(validation(fields));
    const buyer = customer ? { id: customer.id, pricingGroup: customer.pricingGroup } : null;
    const { view, lineRules, cartRule } = await this.pricing.preview(buyer, { positions: [{ productId: request.productId, qty: request.quantity }], locale: request.locale }, draft ? { rule: draft } : null, now);
    const line = view.positions[0];
    if (!line) {
      const refused = view.refusedPositions[0];
      return err(validation(refused?.field === 'productId' ? { productId: refused.messageId } : { quantity: refused?.messageId ?? 'invalidOrderQuantityNumber' }));
    }
    const applied = lineRules[0] ?? null;
    const money = (cents: number) => formatMoney(cents, view.currency, request.locale);
    return ok({
      customer,
      productId: request.productId,
      quantity: line.qty,
      catalogPrice: product.priceCents,
      formattedCatalogPrice: money(product.priceCents),
      listPrice: line.listPrice,
      formattedListPrice: line.formattedListPrice,
      price: line.price,
      formattedPrice: line.formattedPrice,
      priceUnit: line.priceUnit,
      discount: line.discount,
      formattedDiscount: line.formattedDiscount,
      lineTotal: line.lineTotal,
      formattedLineTotal: line.formattedLineTotal,
      cartDiscount: view.discountAmount,
      formattedCartDiscount: view.formattedDiscountAmount,
      shoppingCartValue: view.shoppingCartValue,
      formattedShoppingCartValue: view.formattedShoppingCartValue,
      currency: view.currency,
      appliedRule: applied,
      appliedRuleIsDraft: draft !== null && applied === draft,
      cartRule,
      cartRuleIsDraft: draft !== null && cartRule === draft,
    });
  }
}
