import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Offers through to an order (docs/decisions/0046-offers-to-orders.md): the status gains `expired`; an offer
 * keeps a version (raised by every adjustment, so two admins cannot overwrite each other), when it was last
 * sent and until when it is valid, and the order it became. `order_id` is UNIQUE and is set only by the
 * conditional update that accepts the offer: one offer makes at most one order, whatever runs in parallel.
 */
export class OffersToOrders1700000000480 implements MigrationInterface {
  name = 'OffersToOrders1700000000480';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE offer DROP CONSTRAINT IF EXISTS offer_status_check;
      ALTER TABLE offer ADD CONSTRAINT offer_status_check CHECK (status IN ('open', 'sent', 'accepted', 'declined', 'expired'));
      ALTER TABLE offer ADD COLUMN version integer NOT NULL DEFAULT 1;
      ALTER TABLE offer ADD COLUMN sent_at timestamptz;
      ALTER TABLE offer ADD COLUMN valid_until date;
      ALTER TABLE offer ADD COLUMN order_id bigint UNIQUE REFERENCES shop_order(id) ON DELETE SET NULL;
      ALTER TABLE offer ADD CONSTRAINT offer_accepted_has_order CHECK (order_id IS NULL OR status = 'accepted');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE offer DROP CONSTRAINT IF EXISTS offer_accepted_has_order;
      ALTER TABLE offer DROP COLUMN IF EXISTS order_id;
      ALTER TABLE offer DROP COLUMN IF EXISTS valid_until;
      ALTER TABLE offer DROP COLUMN IF EXISTS sent_at;
      ALTER TABLE offer DROP COLUMN IF EXISTS version;
      UPDATE offer SET status = 'declined' WHERE status = 'expired';
      ALTER TABLE offer DROP CONSTRAINT IF EXISTS offer_status_check;
      ALTER TABLE offer ADD CONSTRAINT offer_status_check CHECK (status IN ('open', 'sent', 'accepted', 'declined'));
    `);
  }
}
