import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Import and export (ADR 0027): the entity types of the spec that had no table yet get a minimal one, so
 * each of them can be exported and imported round-trip:
 * - product_error: problems found in product data (an article, a code, a message), e.g. by an import check.
 * - user_role: named roles (code, names per locale, permissions as codes); no access check reads them yet.
 * - custom_entity: free records of an admin-defined entity type, keyed by (entity_type, key), data as JSON.
 * - blacklist_entry: refused e-mail addresses, domains or client addresses (kind, value, reason).
 * - statistics_period: statistics keyed by a 7-character period (docs/rules/entities.md#tracking-error-reports-and-statistics, e.g. 2026-11), data as JSON.
 */
export class DataExchange1700000000090 implements MigrationInterface {
  name = 'DataExchange1700000000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_error (
        id bigserial PRIMARY KEY,
        product_id text NOT NULL,
        code text NOT NULL,
        message text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX product_error_product_idx ON product_error(product_id);
      CREATE TABLE user_role (
        code text PRIMARY KEY CHECK (code ~ '^[a-zA-Z][a-zA-Z0-9_-]{0,59}$'),
        name_de text NOT NULL,
        name_en text NOT NULL,
        permissions text[] NOT NULL DEFAULT '{}'
      );
      CREATE TABLE custom_entity (
        entity_type text NOT NULL CHECK (length(entity_type) BETWEEN 1 AND 60),
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
        data jsonb NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (entity_type, key)
      );
      CREATE TABLE blacklist_entry (
        kind text NOT NULL CHECK (kind IN ('email', 'domain', 'address')),
        value text NOT NULL CHECK (length(value) BETWEEN 1 AND 254),
        reason text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, value)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS blacklist_entry, custom_entity, user_role, product_error');
  }
}
