import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment providers and what an order keeps of them (checkout issue, "Payment"): each payment method names the
 * provider that handles it; an order keeps the payment instruction the buyer was given (bank transfer details,
 * a payment service's page) — null while a provider's start failed ("pending"). Order positions keep the
 * unit of quantity they were ordered in (pieces, metres, …), so documents need not guess it.
 */
export class PaymentAndUnits1700000000011 implements MigrationInterface {
  name = 'PaymentAndUnits1700000000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payment_method ADD COLUMN provider text CHECK (provider ~ '^[a-z0-9-]{1,40}$');
      UPDATE payment_method SET provider = id WHERE provider IS NULL;
      ALTER TABLE payment_method ALTER COLUMN provider SET NOT NULL;
      ALTER TABLE shop_order ADD COLUMN payment jsonb;
      ALTER TABLE order_position ADD COLUMN unit text;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE order_position DROP COLUMN IF EXISTS unit; ALTER TABLE shop_order DROP COLUMN IF EXISTS payment; ALTER TABLE payment_method DROP COLUMN IF EXISTS provider;');
  }
}
