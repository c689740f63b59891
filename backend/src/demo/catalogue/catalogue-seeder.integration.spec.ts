import { seedCatalogue, type SqlRunner } from './catalogue-seeder';

/**
 * Against a real PostgreSQL, only when SEED_CHECK_DATABASE_URL is set (e.g.
 * postgres://postgres@127.0.0.1/test). Works in a scratch schema that is dropped afterwards.
 */
const databaseUrl = process.env.SEED_CHECK_DATABASE_URL;
(databaseUrl ? describe : describe.skip)('seedCatalogue against PostgreSQL', () => {
  it('seeds 2000 products into the migrated schema', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Client } = require('pg') as typeof import('pg');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { InitialSchema1700000000000 } = require('../../database/migrations/1700000000000-initial-schema') as typeof import('../../database/migrations/1700000000000-initial-schema');
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const schema = `seed_check_${process.pid}`;
    try {
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.query(`SET search_path TO ${schema}`);
      await new InitialSchema1700000000000().up({ query: (sql: string) => client.query(sql) } as never);
      const run: SqlRunner = (sql, params) => client.query(sql, params);
      await client.query('BEGIN');
      const result = await seedCatalogue(run, { products: 2000 });
      await client.query('COMMIT');
      const counts = await client.query(
        `SELECT (SELECT count(*)::int FROM product) AS products, (SELECT count(*)::int FROM product_translation) AS translations,
                (SELECT count(*)::int FROM attribute_value) AS "values", (SELECT count(*)::int FROM product_category) AS categories`,
      );
      expect(counts.rows[0]).toEqual({ products: 2000, translations: 4000, values: result.values, categories: result.categories.length });
      const hose = await client.query(`SELECT price_cents, related_products FROM product WHERE id = 'SL-EPDM-025'`);
      expect(Number(hose.rows[0].price_cents)).toBeGreaterThan(0);
      expect(hose.rows[0].related_products.fitsTo.length).toBeGreaterThan(0);
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }, 60_000);
});
