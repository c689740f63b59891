import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order approval over a member's limit and the company order history (docs/decisions/0051-order-approval.md),
 * checkout's table shop_order only:
 * - company_id: the buyer's company when the order was placed (null for guests). Existing customer orders get
 *   their user id: until 1700000000500 every customer was his own one-person company (company_id = id).
 * - approval_state: null (the order never needed approval) | awaiting | approved | rejected; approval_reason
 *   why it waited (orderLimit | monthlyLimit); who decided and when; the approver's reason for a rejection.
 *   An awaiting or rejected order counts nowhere (`@shop/domain` orders.ts, the one rule).
 * - cost_centre: the buyer's cost centre (optional, at most 35 characters). The buyer's own order number is the
 *   existing customer_order_id.
 * - shop_order_company_idx: the company history, newest first; shop_order_awaiting_idx: a company's approvals.
 */
export class OrderApproval1700000000510 implements MigrationInterface {
  name = 'OrderApproval1700000000510';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE shop_order ADD COLUMN company_id bigint;
      UPDATE shop_order SET company_id = user_id WHERE user_id IS NOT NULL;
      ALTER TABLE shop_order ADD COLUMN approval_state text CHECK (approval_state IN ('awaiting', 'approved', 'rejected'));
      ALTER TABLE shop_order ADD COLUMN approval_reason text CHECK (approval_reason IN ('orderLimit', 'monthlyLimit'));
      ALTER TABLE shop_order ADD COLUMN approved_by bigint;
      ALTER TABLE shop_order ADD COLUMN approved_at timestamptz;
      ALTER TABLE shop_order ADD COLUMN rejected_by bigint;
      ALTER TABLE shop_order ADD COLUMN rejected_at timestamptz;
      ALTER TABLE shop_order ADD COLUMN rejection_reason text CHECK (char_length(rejection_reason) <= 500);
      ALTER TABLE shop_order ADD COLUMN cost_centre text NOT NULL DEFAULT '' CHECK (char_length(cost_centre) <= 35);
      ALTER TABLE shop_order ADD CONSTRAINT shop_order_approval_reason_chk CHECK ((approval_state IS NULL) = (approval_reason IS NULL));
      CREATE INDEX shop_order_company_idx ON shop_order(company_id, order_date DESC, id DESC) WHERE company_id IS NOT NULL;
      CREATE INDEX shop_order_awaiting_idx ON shop_order(company_id, id) WHERE approval_state = 'awaiting';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX shop_order_awaiting_idx;
      DROP INDEX shop_order_company_idx;
      ALTER TABLE shop_order DROP CONSTRAINT shop_order_approval_reason_chk;
      ALTER TABLE shop_order DROP COLUMN cost_centre, DROP COLUMN rejection_reason, DROP COLUMN rejected_at, DROP COLUMN rejected_by,
        DROP COLUMN approved_at, DROP COLUMN approved_by, DROP COLUMN approval_reason, DROP COLUMN approval_state, DROP COLUMN company_id;
    `);
  }
}
