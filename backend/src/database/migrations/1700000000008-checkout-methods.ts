import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipping and payment methods (docs/rules/entities.md#shipping-and-payment-methods) with their conditions, price rules and delivery times as JSON (the
 * shapes of @shop/domain checkout.ts), and customer incoterms (docs/rules/validation.md#country-restrictions-and-incoterms). Destinations (VAT rate and
 * currency per country) and the country restriction are settings in the config table under 'checkout'.
 */
export class CheckoutMethods1700000000008 implements MigrationInterface {
  name = 'CheckoutMethods1700000000008';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shipping_method (
        id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,40}$'),
        sort integer NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        name jsonb NOT NULL,
        conditions jsonb NOT NULL DEFAULT '{}',
        price_rules jsonb NOT NULL DEFAULT '[]',
        default_price bigint NOT NULL CHECK (default_price >= 0),
        check_customer_incoterms boolean NOT NULL DEFAULT false,
        delivery_times jsonb NOT NULL DEFAULT '[]',
        msg jsonb
      );
      CREATE TABLE payment_method (
        id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,40}$'),
        sort integer NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        name jsonb NOT NULL,
        conditions jsonb NOT NULL DEFAULT '{}',
        fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0)
      );
      ALTER TABLE shop_user ADD COLUMN incoterms jsonb NOT NULL DEFAULT '[]';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE shop_user DROP COLUMN IF EXISTS incoterms; DROP TABLE IF EXISTS payment_method; DROP TABLE IF EXISTS shipping_method;');
  }
}
