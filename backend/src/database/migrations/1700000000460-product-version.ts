import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin product editor's optimistic concurrency (docs/decisions/0044-admin-product-editor.md):
 * - `product.version`, raised by a row trigger on every update of the product row (the editor's save and the
 *   import alike), so a save against the version the editor loaded fails once anyone changed the product;
 * - `product_revision`, the product as the editor saved it at each version, so a refused save can name the
 *   fields that changed since the admin loaded it. No foreign key: a revision outlives a renamed article.
 */
export class ProductVersion1700000000460 implements MigrationInterface {
  name = 'ProductVersion1700000000460';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE product ADD COLUMN version integer NOT NULL DEFAULT 1;
      CREATE FUNCTION product_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.version := OLD.version + 1;
        RETURN NEW;
      END $$;
      CREATE TRIGGER product_version BEFORE UPDATE ON product FOR EACH ROW EXECUTE FUNCTION product_version_bump();
      CREATE TABLE product_revision (
        product_id text NOT NULL,
        version integer NOT NULL,
        state jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (product_id, version)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE IF EXISTS product_revision;
      DROP TRIGGER IF EXISTS product_version ON product;
      DROP FUNCTION IF EXISTS product_version_bump();
      ALTER TABLE product DROP COLUMN IF EXISTS version;
    `);
  }
}
