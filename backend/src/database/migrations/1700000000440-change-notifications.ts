import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Change announcements between app instances (docs/decisions/0043): a statement-level trigger on the tables the
 * instances keep in memory sends `pg_notify('shop_changes', <topic>)` when a transaction that changed them
 * commits (one notification per topic and transaction). Topics: catalogue (the catalogue version, bumped by the
 * catalogue tables' own triggers), pricing (price rules, coupons), content (pages, menus, redirects, settings).
 */
const TOPICS: Array<[string, string]> = [
  ['catalogue_version', 'catalogue'],
  ['price_rule', 'pricing'],
  ['coupon', 'pricing'],
  ['webpage', 'content'],
  ['menu', 'content'],
  ['redirect', 'content'],
  ['config', 'content'],
];

export class ChangeNotifications1700000000440 implements MigrationInterface {
  name = 'ChangeNotifications1700000000440';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION shop_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('shop_changes', TG_ARGV[0]);
        RETURN NULL;
      END $$;
    `);
    for (const [table, topic] of TOPICS) {
      await q.query(`CREATE TRIGGER ${table}_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_change('${topic}')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of TOPICS) await q.query(`DROP TRIGGER IF EXISTS ${table}_announce ON ${table}`);
    await q.query('DROP FUNCTION IF EXISTS shop_announce_change()');
  }
}
