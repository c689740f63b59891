import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The server cart of logged-in customers (docs/decisions/0012): one cart per customer, kept as the
 * browser sends it (positions as JSON), so the cart follows the customer to another device. Deleting the
 * customer deletes the cart.
 */
export class CustomerCart1700000000006 implements MigrationInterface {
  name = 'CustomerCart1700000000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_cart (
        user_id bigint PRIMARY KEY REFERENCES shop_user(id) ON DELETE CASCADE,
        cart_id text NOT NULL,
        positions jsonb NOT NULL CHECK (jsonb_typeof(positions) = 'array'),
        date_updated timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS customer_cart;`);
  }
}
