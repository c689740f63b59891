import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announces changes of what a logged-in customer's pages are made of (ADR 0055) on `shop_changes`, topic `accounts`:
 * the logins and companies (`shop_user`), the address books (`user_address`), and sessions begun or ended (a
 * session's expiry being slid on use is no change of whom it belongs to: UPDATE of `session` is not announced).
 * Uses the announcing function of migration 1700000000440.
 */
const TRIGGERS: Array<[string, string]> = [
  ['shop_user', 'INSERT OR UPDATE OR DELETE OR TRUNCATE'],
  ['user_address', 'INSERT OR UPDATE OR DELETE OR TRUNCATE'],
  ['session', 'INSERT OR DELETE OR TRUNCATE'],
];

export class AccountChangeNotifications1700000000530 implements MigrationInterface {
  name = 'AccountChangeNotifications1700000000530';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, events] of TRIGGERS) {
      await q.query(`CREATE TRIGGER ${table}_announce AFTER ${events} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_change('accounts')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of TRIGGERS) await q.query(`DROP TRIGGER IF EXISTS ${table}_announce ON ${table}`);
  }
}
