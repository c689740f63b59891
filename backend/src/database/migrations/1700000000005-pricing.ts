import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Price rules and coupons (docs/rules/entities.md#price-rules, docs/rules/entities.md#coupons; engine in @shop/domain pricing.ts). A rule is
 * for everyone (no group, no customer), for a customer pricing group, or a customer's own price
 * (customer_id: the user's customPricing). Money in cents, quantities and percentages exact decimals,
 * dates Berlin calendar days (both inclusive).
 */
export class Pricing1700000000005 implements MigrationInterface {
  name = 'Pricing1700000000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE price_rule (
        id bigserial PRIMARY KEY,
        customer_pricing_group text,
        customer_id bigint REFERENCES shop_user(id) ON DELETE CASCADE,
        date_from date,
        date_to date,
        product_id text,
        product_type_i18n_id text,
        product_pricing_group text,
        quantity_from numeric(14, 3) CHECK (quantity_from IS NULL OR quantity_from >= 0),
        shopping_cart_value_from bigint CHECK (shopping_cart_value_from IS NULL OR shopping_cart_value_from >= 0),
        net_price bigint,
        price_unit integer CHECK (price_unit IS NULL OR price_unit > 0),
        percentage numeric(7, 3),
        priority integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((net_price IS NULL) <> (percentage IS NULL)),
        CHECK (date_from IS NULL OR date_to IS NULL OR date_from <= date_to),
        CHECK (customer_pricing_group IS NULL OR customer_id IS NULL)
      );
      CREATE INDEX price_rule_customer_idx ON price_rule(customer_id) WHERE customer_id IS NOT NULL;

      CREATE TABLE coupon (
        code text PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 3 AND 40),
        discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'fixed')),
        discount bigint,
        percentage numeric(7, 3),
        active boolean NOT NULL DEFAULT true,
        date_from date,
        date_to date,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (
          (discount_type = 'percentage' AND percentage > 0 AND percentage <= 100 AND discount IS NULL)
          OR (discount_type = 'fixed' AND discount > 0 AND percentage IS NULL)
        ),
        CHECK (date_from IS NULL OR date_to IS NULL OR date_from <= date_to)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS coupon; DROP TABLE IF EXISTS price_rule;');
  }
}
