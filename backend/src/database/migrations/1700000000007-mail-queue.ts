import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The persisted mail queue (docs/decisions/0014): a mail that must not be lost is stored in the business
 * transaction and sent by a worker that retries. The message (addresses, subject, bodies) is JSON; its
 * attachments are binary rows of their own, so the queue's rows stay small to scan and an attachment is
 * stored once, unencoded. last_error holds an error's name and codes only, never the message or secrets.
 */
export class MailQueue1700000000007 implements MigrationInterface {
  name = 'MailQueue1700000000007';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_queue (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        message jsonb NOT NULL CHECK (jsonb_typeof(message) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        failed_at timestamptz,
        last_error text
      );
      CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
      CREATE INDEX mail_queue_failed ON mail_queue (failed_at) WHERE failed_at IS NOT NULL;
      CREATE INDEX mail_queue_sent ON mail_queue (sent_at) WHERE sent_at IS NOT NULL;
      CREATE TABLE mail_queue_attachment (
        mail_id bigint NOT NULL REFERENCES mail_queue(id) ON DELETE CASCADE,
        position int NOT NULL,
        filename text NOT NULL,
        content_type text NOT NULL,
        content bytea NOT NULL,
        PRIMARY KEY (mail_id, position)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS mail_queue_attachment; DROP TABLE IF EXISTS mail_queue;`);
  }
}
