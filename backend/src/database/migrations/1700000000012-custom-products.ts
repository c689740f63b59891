import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom products (docs/rules/calls.md#custom-products: `POST /product/get/custom-product-id` and `/custom-product`): a configured
 * product's id (the shareable SC… / AC… code, RZ… for automation cells) and the flat configuration it
 * stands for. One id per (type, canonical key): the same configuration always gets the same id.
 */
export class CustomProducts1700000000012 implements MigrationInterface {
  name = 'CustomProducts1700000000012';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE custom_product (
        id text PRIMARY KEY CHECK (id ~ '^[A-Z]{2}[A-Z0-9]{6}$'),
        config_type text NOT NULL CHECK (config_type IN ('hose', 'ejector', 'automation')),
        config_key text NOT NULL,
        configuration jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT custom_product_key_unique UNIQUE (config_type, config_key)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS custom_product;');
  }
}
