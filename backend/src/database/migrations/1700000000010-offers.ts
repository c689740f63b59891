import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Offers (docs/rules/entities.md#offers, docs/rules/calls.md#offers-and-orders): a request for an offer to buy, a rent-to-buy offer or a leasing
 * inquiry, with the buyer, the positions and the price as the server computed them, numbered for the admin.
 */
export class Offers1700000000010 implements MigrationInterface {
  name = 'Offers1700000000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE offer (
        id bigserial PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('buy', 'rentalPurchaseOffer', 'leasingInquiry')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'sent', 'accepted', 'declined')),
        user_id bigint REFERENCES shop_user(id) ON DELETE SET NULL,
        buyer jsonb NOT NULL,
        positions jsonb NOT NULL,
        ready_for_shipment_msg text NOT NULL DEFAULT '',
        price jsonb NOT NULL,                          -- { itemTotal, shoppingCartValue, rate, purchasePrice, months } in cents
        currency text NOT NULL DEFAULT 'EUR',
        locale text NOT NULL DEFAULT 'de',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX offer_user_idx ON offer(user_id, created_at DESC);
      CREATE INDEX offer_created_idx ON offer(created_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS offer;');
  }
}
