import { Injectable } from '@nestjs/common';
import type { Coupon, CouponDiscountType, PriceRule } from '@shop/domain';
import { DataSource } from 'typeorm';
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

/** Price rules and coupons read with plain SQL (dates as 'YYYY-MM-DD' text, so no time zone shifts them). */
@Injectable()
export class SqlPriceRuleRepository extends PriceRuleRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async allRules(): Promise<PriceRule[]> {
    const rows: RuleRow[] = await this.db.query(`SELECT ${RULE_COLUMNS} FROM price_rule ORDER BY id`);
    return rows.map(toRule);
  }

  async create(rule: Omit<PriceRule, 'id'>): Promise<PriceRule | 'customerIdUnknown'> {
    try {
      const rows: RuleRow[] = await this.db.query(
        `INSERT INTO price_rule (customer_pricing_group, customer_id, date_from, date_to, product_id, product_type_i18n_id, product_pricing_group,
                                 quantity_from, shopping_cart_value_from, net_price, price_unit, percentage, priority)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         RETURNING ${RULE_COLUMNS}`,
        [
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
        ],
      );
      return toRule(rows[0]);
    } catch (e) {
      if ((e as { code?: string }).code === '23503') return 'customerIdUnknown';
      throw e;
    }
  }

  async delete(id: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query('DELETE FROM price_rule WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0;
  }

  async allCoupons(): Promise<Coupon[]> {
    const rows: CouponRow[] = await this.db.query(
      `SELECT code, discount_type, discount, percentage::text AS percentage, active,
              to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to
         FROM coupon ORDER BY code`,
    );
    return rows.map((r) => ({
      couponCode: r.code,
      discountType: r.discount_type,
      discount: num(r.discount),
      percentage: decimalText(r.percentage),
      active: Boolean(r.active),
      dateFrom: r.date_from,
      dateTo: r.date_to,
    }));
  }
}
