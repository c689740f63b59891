import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin orders, offers and users (ADR 0024):
 * - order_status_change: every status change of an order, who (admin id and name as it was) and when.
 * - Indexes for the admin order list at 100,000 orders: status + date (the default sort per status filter),
 *   total (sort by amount), e-mail and company prefixes (2-character terms), the customer number; and, where
 *   the database has pg_trgm (PostgreSQL; not the embedded PGlite), one trigram index over e-mail, company and
 *   last name for "contains" searches. Without pg_trgm the same query runs as a scan (small shops).
 * - offer: status + date for the offer tab.
 */
export class AdminOrders1700000000075 implements MigrationInterface {
  name = 'AdminOrders1700000000075';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_status_change (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
        from_status text NOT NULL,
        to_status text NOT NULL,
        admin_id bigint,
        admin_name text NOT NULL DEFAULT '',
        changed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX order_status_change_order_idx ON order_status_change(order_id, id);
      CREATE INDEX shop_order_status_date_idx ON shop_order(status, order_date DESC, id DESC);
      CREATE INDEX shop_order_total_idx ON shop_order(total_cents DESC, id DESC);
      CREATE INDEX shop_order_email_prefix_idx ON shop_order(lower(buyer_email) text_pattern_ops);
      CREATE INDEX shop_order_company_prefix_idx ON shop_order(lower(buyer_company) text_pattern_ops);
      CREATE INDEX shop_user_customer_id_idx ON shop_user(customer_id);
      CREATE INDEX offer_status_created_idx ON offer(status, created_at DESC);
    `);
    await q.query(`
      DO $$
      BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        EXECUTE 'CREATE INDEX shop_order_search_trgm_idx ON shop_order USING gin ((lower(buyer_email || '' '' || buyer_company || '' '' || buyer_lastname)) gin_trgm_ops)';
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'pg_trgm not available, order search scans: %', SQLERRM;
      END $$;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX IF EXISTS shop_order_search_trgm_idx;
      DROP INDEX IF EXISTS offer_status_created_idx;
      DROP INDEX IF EXISTS shop_user_customer_id_idx;
      DROP INDEX IF EXISTS shop_order_company_prefix_idx;
      DROP INDEX IF EXISTS shop_order_email_prefix_idx;
      DROP INDEX IF EXISTS shop_order_total_idx;
      DROP INDEX IF EXISTS shop_order_status_date_idx;
      DROP TABLE IF EXISTS order_status_change;
    `);
  }
}
