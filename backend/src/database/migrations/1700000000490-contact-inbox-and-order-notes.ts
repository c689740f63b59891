import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The contact requests inbox and the admin's order notes (docs/decisions/0047-contact-inbox-and-order-admin.md):
 * - contact_request.status: new → in progress → done (every stored request starts new), with the time of the
 *   last change; indexes for the inbox's newest-first list and its status filter.
 * - contact_request_reply (content): each reply an admin mailed to the requester, with who and when.
 * - order_note (checkout): the admin-internal notes on an order, with author and time.
 */
export class ContactInboxAndOrderNotes1700000000490 implements MigrationInterface {
  name = 'ContactInboxAndOrderNotes1700000000490';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE contact_request ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'inProgress', 'done'));
      ALTER TABLE contact_request ADD COLUMN status_changed_at timestamptz;
      CREATE INDEX contact_request_created_idx ON contact_request(created_at DESC, id DESC);
      CREATE INDEX contact_request_status_idx ON contact_request(status, created_at DESC);

      CREATE TABLE contact_request_reply (
        id bigserial PRIMARY KEY,
        request_id bigint NOT NULL REFERENCES contact_request(id) ON DELETE CASCADE,
        admin_id bigint NOT NULL,
        admin_name text NOT NULL DEFAULT '',
        text text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX contact_request_reply_request_idx ON contact_request_reply(request_id, id);

      CREATE TABLE order_note (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
        admin_id bigint NOT NULL,
        admin_name text NOT NULL DEFAULT '',
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX order_note_order_idx ON order_note(order_id, id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE IF EXISTS order_note;
      DROP TABLE IF EXISTS contact_request_reply;
      DROP INDEX IF EXISTS contact_request_status_idx;
      DROP INDEX IF EXISTS contact_request_created_idx;
      ALTER TABLE contact_request DROP COLUMN IF EXISTS status_changed_at;
      ALTER TABLE contact_request DROP COLUMN IF EXISTS status;
    `);
  }
}
