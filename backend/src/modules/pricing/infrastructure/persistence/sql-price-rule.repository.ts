import { Injectable } from '@nestjs/common';
import type { Coupon, CouponDiscountType, PriceRule } from '@shop/domain';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { CustomerDirectory } from '../../domain/ports/customer-directory.port';
import { PriceRuleRepository } from '../../domain/ports/price-rule.repository.port';

interface RuleRow {
  id: string;
  customer_pricing_group: string | null;
  customer_id: string | null;
  date_from: string | null;
  date_to: string | null;
  product_id: string | null;
  product_type_i18n_id: string | null;
  product_pricing_group: string | null;
  quantity_from: string | null;
  shopping_cart_value_from: string | null;
  net_price: string | null;
  price_unit: number | null;
  percentage: string | null;
  priority: number;
}

interface CouponRow {
  code: string;
  discount_type: CouponDiscountType;
  discount: string | null;
  percentage: string | null;
  active: boolean;
  date_from: string | null;
  date_to: string | null;
}

const num = (v: string | null): number | null => (v === null ? null : Number(v));
/** numeric columns arrive as text ("10.000"): trailing zeros are dropped for display and comparison. */
const decimalText = (v: string | null): string | null => (v === null ? null : v.includes('.') ? v.replace(/\.?0+$/, '') : v);

const RULE_COLUMNS = `id, customer_pricing_group, customer_id, to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to,
  product_id, product_type_i18n_id, product_pricing_group, quantity_from::text AS quantity_from,
  shopping_cart_value_from, net_price, price_unit, percentage::text AS percentage, priority`;

function toRule(r: RuleRow): PriceRule {
  return {
    id: Number(r.id),
    customerPricingGroup: r.customer_pricing_group,
    customerId: num(r.customer_id),
    dateFrom: r.date_from,
    dateTo: r.date_to,
    productId: r.product_id,
    productTypeI18nId: r.product_type_i18n_id,
    productPricingGroup: r.product_pricing_group,
    quantityFrom: decimalText(r.quantity_from),
    shoppingCartValueFrom: num(r.shopping_cart_value_from),
    netPrice: num(r.net_price),
    priceUnit: r.price_unit === null ? null : Number(r.price_unit),
    percentage: decimalText(r.percentage),
    priority: Number(r.priority),
  };
}

const COUPON_COLUMNS = `code, discount_type, discount, percentage::text AS percentage, active,
  to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to`;

function toCoupon(r: CouponRow): Coupon {
  return {
    couponCode: r.code,
    discountType: r.discount_type,
    discount: num(r.discount),
    percentage: decimalText(r.percentage),
    active: Boolean(r.active),
    dateFrom: r.date_from,
    dateTo: r.date_to,
  };
}

const ruleParams = (rule: Omit<PriceRule, 'id'>): unknown[] => [
  rule.customerPricingGroup,
  rule.customerId ?? null,
  rule.dateFrom,
  rule.dateTo,
  rule.productId,
  rule.productTypeI18nId,
  rule.productPricingGroup,
  rule.quantityFrom,
  rule.shoppingCartValueFrom,
  rule.netPrice,
  rule.priceUnit,
  rule.percentage,
  rule.priority,
];

const couponParams = (c: Omit<Coupon, 'couponCode'>): unknown[] => [c.discountType, c.discount, c.percentage, c.active ?? true, c.dateFrom ?? null, c.dateTo ?? null];

const isForeignKeyViolation = (e: unknown) => (e as { code?: string }).code === '23503';

/**
 * Price rules and coupons read with plain SQL (dates as 'YYYY-MM-DD' text, so no time zone shifts them).
 * Every statement runs on the caller's transaction when there is one (TransactionContext).
 */
@Injectable()
export class SqlPriceRuleRepository extends PriceRuleRepository {
  constructor(
    private readonly tx: TransactionContext,
    private readonly customers: CustomerDirectory,
  ) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.tx.manager().query(sql, params) as Promise<T>;
  }

  /** The RETURNING rows of an UPDATE or DELETE: TypeORM's PostgreSQL driver answers those as [rows, affected count]. */
  private async changed<T>(sql: string, params: unknown[]): Promise<T[]> {
    const answer = (await this.tx.manager().query(sql, params)) as unknown;
    if (Array.isArray(answer) && answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number') return answer[0] as T[];
    return answer as T[];
  }

  async allRules(): Promise<PriceRule[]> {
    const rows = await this.query<RuleRow[]>(`SELECT ${RULE_COLUMNS} FROM price_rule ORDER BY id`);
    return rows.map(toRule);
  }

  async findRule(id: number): Promise<PriceRule | null> {
    const rows = await this.query<RuleRow[]>(`SELECT ${RULE_COLUMNS} FROM price_rule WHERE id = $1`, [id]);
    return rows[0] ? toRule(rows[0]) : null;
  }

  /** Checked before writing: a failed statement would end the caller's transaction. */
  private async customerMissing(rule: Omit<PriceRule, 'id'>): Promise<boolean> {
    if (rule.customerId === null || rule.customerId === undefined) return false;
    // Identity's directory, in this transaction: the customer is one it knows.
    return (await this.customers.byId(rule.customerId)) === null;
  }

  async create(rule: Omit<PriceRule, 'id'>): Promise<PriceRule | 'customerIdUnknown'> {
    if (await this.customerMissing(rule)) return 'customerIdUnknown';
    try {
      const rows = await this.query<RuleRow[]>(
        `INSERT INTO price_rule (customer_pricing_group, customer_id, date_from, date_to, product_id, product_type_i18n_id, product_pricing_group,
                                 quantity_from, shopping_cart_value_from, net_price, price_unit, percentage, priority)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         RETURNING ${RULE_COLUMNS}`,
        ruleParams(rule),
      );
      return toRule(rows[0]);
    } catch (e) {
      if (isForeignKeyViolation(e)) return 'customerIdUnknown';
      throw e;
    }
  }

  async update(id: number, rule: Omit<PriceRule, 'id'>): Promise<PriceRule | null | 'customerIdUnknown'> {
    if (await this.customerMissing(rule)) return 'customerIdUnknown';
    try {
      const rows = await this.changed<RuleRow>(
        `UPDATE price_rule SET customer_pricing_group = $1, customer_id = $2, date_from = $3, date_to = $4, product_id = $5, product_type_i18n_id = $6,
                product_pricing_group = $7, quantity_from = $8, shopping_cart_value_from = $9, net_price = $10, price_unit = $11, percentage = $12,
                priority = $13, updated_at = now()
          WHERE id = $14
         RETURNING ${RULE_COLUMNS}`,
        [...ruleParams(rule), id],
      );
      return rows[0] ? toRule(rows[0]) : null;
    } catch (e) {
      if (isForeignKeyViolation(e)) return 'customerIdUnknown';
      throw e;
    }
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.changed<unknown>('DELETE FROM price_rule WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0;
  }

  async allCoupons(): Promise<Coupon[]> {
    const rows = await this.query<CouponRow[]>(`SELECT ${COUPON_COLUMNS} FROM coupon ORDER BY code`);
    return rows.map(toCoupon);
  }

  async findCoupon(code: string): Promise<Coupon | null> {
    const rows = await this.query<CouponRow[]>(`SELECT ${COUPON_COLUMNS} FROM coupon WHERE code = $1`, [code]);
    return rows[0] ? toCoupon(rows[0]) : null;
  }

  async createCoupon(coupon: Coupon): Promise<Coupon | 'couponCodeTaken'> {
    // ON CONFLICT instead of catching the error: a failed statement would end the caller's transaction.
    const rows = await this.query<CouponRow[]>(
      `INSERT INTO coupon (code, discount_type, discount, percentage, active, date_from, date_to) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (code) DO NOTHING RETURNING ${COUPON_COLUMNS}`,
      [coupon.couponCode, ...couponParams(coupon)],
    );
    return rows[0] ? toCoupon(rows[0]) : 'couponCodeTaken';
  }

  async updateCoupon(code: string, coupon: Omit<Coupon, 'couponCode'>): Promise<Coupon | null> {
    const rows = await this.changed<CouponRow>(
      `UPDATE coupon SET discount_type = $2, discount = $3, percentage = $4, active = $5, date_from = $6, date_to = $7 WHERE code = $1 RETURNING ${COUPON_COLUMNS}`,
      [code, ...couponParams(coupon)],
    );
    return rows[0] ? toCoupon(rows[0]) : null;
  }

  async deleteCoupon(code: string): Promise<boolean> {
    const rows = await this.changed<unknown>('DELETE FROM coupon WHERE code = $1 RETURNING code', [code]);
    return rows.length > 0;
  }
}
