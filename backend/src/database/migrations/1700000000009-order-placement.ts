import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Placing orders exactly once: every submit carries an Idempotency-Key; the key's row is inserted in the
 * order's transaction, so the unique constraint (not process memory) decides which submit makes the order,
 * across app instances. The buyer snapshot keeps the guest's salutation, first name and customer id.
 */
export class OrderPlacement1700000000009 implements MigrationInterface {
  name = 'OrderPlacement1700000000009';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_request (
        idempotency_key text PRIMARY KEY CHECK (length(idempotency_key) BETWEEN 8 AND 100),
        buyer text NOT NULL,                           -- 'user:<id>' or 'guest:<email>': a key answers only its buyer
        request_hash text NOT NULL,                    -- SHA-256 of the request: the same key with another request is refused
        order_id bigint REFERENCES shop_order(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE shop_order ADD COLUMN buyer jsonb NOT NULL DEFAULT '{}';
      ALTER TABLE shop_order ADD COLUMN incoterm text NOT NULL DEFAULT 'EXW';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE shop_order DROP COLUMN IF EXISTS incoterm; ALTER TABLE shop_order DROP COLUMN IF EXISTS buyer; DROP TABLE IF EXISTS order_request;');
  }
}
