import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders and order positions (docs/rules/entities.md#orders). Money is integer cents (bigint); quantities are numeric.
 * An order keeps snapshots of what was bought (addresses, shipping and payment method, product name and
 * price), so it reads the same after the catalogue or the customer's address book changes.
 */
export class Orders1700000000002 implements MigrationInterface {
  name = 'Orders1700000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shop_order (
        id bigserial PRIMARY KEY,
        order_date timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL DEFAULT 'inProgress',     -- inProgress, completed, canceled
        user_id bigint REFERENCES shop_user(id) ON DELETE SET NULL, -- null for guest orders
        buyer_email text NOT NULL,
        buyer_lastname text NOT NULL DEFAULT '',
        buyer_company text NOT NULL DEFAULT '',
        customer_order_id text NOT NULL DEFAULT '',
        comment text NOT NULL DEFAULT '',
        shipping_address jsonb NOT NULL,               -- Address snapshot
        billing_address jsonb NOT NULL,                -- Address snapshot
        shipping_method jsonb NOT NULL,                -- { name:{de,en}, priceCents, deliveryTimeInfo }
        payment_method jsonb NOT NULL,                 -- { name:{de,en}, feeCents }
        currency text NOT NULL DEFAULT 'EUR',
        item_total_cents bigint NOT NULL,
        discount_amount_cents bigint NOT NULL DEFAULT 0,
        discount_percentage numeric(7,3) NOT NULL DEFAULT 0,
        coupon_code text,
        subtotal_cents bigint NOT NULL,                -- net: items after discount + shipping + payment
        vat_cents bigint NOT NULL,
        vat_rate numeric(6,3) NOT NULL,
        total_cents bigint NOT NULL,                   -- gross
        aquisition_ids jsonb NOT NULL DEFAULT '{}',    -- { order, initial }
        desired_delivery_date date,
        channel text NOT NULL DEFAULT 'webshop',
        origin_id text,
        locale text NOT NULL DEFAULT 'de',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX shop_order_user_idx ON shop_order(user_id, order_date DESC, id DESC);
      CREATE INDEX shop_order_date_idx ON shop_order(order_date DESC);

      CREATE TABLE order_position (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
        sort integer NOT NULL,
        product_id text NOT NULL,                      -- article number; no FK so history survives the catalogue
        product_name jsonb NOT NULL,                   -- { de, en } snapshot
        product_price_cents bigint NOT NULL,           -- unit price per price_unit at order time
        price_unit integer NOT NULL DEFAULT 1,
        custom_product_type text,
        custom_configuration jsonb,
        qty numeric(14,3) NOT NULL,
        discount_percentage numeric(7,3) NOT NULL DEFAULT 0,
        price_cents bigint NOT NULL                    -- position total (net)
      );
      CREATE INDEX order_position_order_idx ON order_position(order_id, sort);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS order_position, shop_order CASCADE;');
  }
}
