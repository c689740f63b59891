import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table the in-memory catalogue read model is built from. */
const CATALOGUE_TABLES = [
  'product_type',
  'product_type_translation',
  'product_category',
  'product_category_translation',
  'product',
  'product_translation',
  'product_category_product',
  'attribute',
  'attribute_translation',
  'attribute_value',
  'attribute_value_translation',
  'product_attribute_value',
];

/**
 * The catalogue version the in-memory read model checks (docs/performance.md, "catalogue read model").
 *
 * Each app instance keeps the catalogue in memory and asks `SELECT version FROM catalogue_version` every
 * few seconds; when the number moved, it rebuilds its read model in the background. The number is bumped
 * by statement-level triggers on every catalogue table, so any writer — the demo seeder, a reseed from
 * another process, a future admin import or a hand-written SQL fix — is seen without having to remember
 * to call anything. The bump is part of the writer's transaction: readers see it only after the commit,
 * so a reload never reads half-written data (a rolled-back write does not bump at all).
 */
export class CatalogueSearch1700000000003 implements MigrationInterface {
  name = 'CatalogueSearch1700000000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_version (
        id integer PRIMARY KEY CHECK (id = 1),
        version bigint NOT NULL DEFAULT 1,
        changed_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO catalogue_version (id) VALUES (1);

      CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id = 1;
        RETURN NULL;
      END
      $$;
    `);
    for (const table of CATALOGUE_TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of CATALOGUE_TABLES) await q.query(`DROP TRIGGER IF EXISTS ${table}_catalogue_version ON ${table}`);
    await q.query('DROP FUNCTION IF EXISTS catalogue_version_bump(); DROP TABLE IF EXISTS catalogue_version;');
  }
}
