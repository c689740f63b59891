import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content issue (ADR 0018):
 * - contact_request: each request of the contact form, kept for the shop (who asked what, when; the mails
 *   themselves go through mail_queue). The sender's address is kept only as a hash, for the per-address limit.
 * - frontend_error deduplicated: identical reports (same fingerprint) are one row with a count and the time
 *   of the last one, so a broken client reporting 10,000 times leaves one row.
 * - product.updated_at and product_category.updated_at (set on every update by a trigger): the sitemap's lastmod.
 * - sitemap_state: what the last sitemap was generated from (catalogue version, pages) and what it holds.
 */
export class ContentContactReports1700000000020 implements MigrationInterface {
  name = 'ContentContactReports1700000000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_request (
        id bigserial PRIMARY KEY,
        form_id text NOT NULL,
        locale text NOT NULL,
        salutation text,
        firstname text NOT NULL,
        lastname text NOT NULL,
        email text NOT NULL,
        company text NOT NULL,
        phone text,
        message text NOT NULL,
        address_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX contact_request_address_idx ON contact_request(address_hash, created_at);
      CREATE INDEX contact_request_email_idx ON contact_request(lower(email), created_at);

      ALTER TABLE frontend_error ADD COLUMN fingerprint text;
      ALTER TABLE frontend_error ADD COLUMN occurrences integer NOT NULL DEFAULT 1;
      ALTER TABLE frontend_error ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
      UPDATE frontend_error SET fingerprint = 'legacy-' || id, last_seen_at = created_at;
      ALTER TABLE frontend_error ALTER COLUMN fingerprint SET NOT NULL;
      CREATE UNIQUE INDEX frontend_error_fingerprint_idx ON frontend_error(fingerprint);
      CREATE INDEX frontend_error_last_seen_idx ON frontend_error(last_seen_at);
      CREATE INDEX tracking_item_created_idx ON tracking_item(created_at);

      ALTER TABLE product ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      ALTER TABLE product_category ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at = now();
        RETURN NEW;
      END
      $$;
      CREATE TRIGGER product_touch_updated_at BEFORE UPDATE ON product FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
      CREATE TRIGGER product_category_touch_updated_at BEFORE UPDATE ON product_category FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

      CREATE TABLE sitemap_state (
        id integer PRIMARY KEY CHECK (id = 1),
        source_version text NOT NULL,
        generated_at timestamptz NOT NULL,
        urls integer NOT NULL,
        files integer NOT NULL,
        duration_ms integer NOT NULL
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE IF EXISTS sitemap_state;
      DROP TRIGGER IF EXISTS product_category_touch_updated_at ON product_category;
      DROP TRIGGER IF EXISTS product_touch_updated_at ON product;
      DROP FUNCTION IF EXISTS touch_updated_at();
      ALTER TABLE product_category DROP COLUMN IF EXISTS updated_at;
      ALTER TABLE product DROP COLUMN IF EXISTS updated_at;
      DROP INDEX IF EXISTS tracking_item_created_idx;
      DROP INDEX IF EXISTS frontend_error_last_seen_idx;
      DROP INDEX IF EXISTS frontend_error_fingerprint_idx;
      ALTER TABLE frontend_error DROP COLUMN IF EXISTS last_seen_at, DROP COLUMN IF EXISTS occurrences, DROP COLUMN IF EXISTS fingerprint;
      DROP TABLE IF EXISTS contact_request;
    `);
  }
}
