import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The configurators' own tables announce their changes too (topic `configurators`), with the trigger function
 * of migration 1700000000440: every instance then reads them again at the next request (ADR 0043).
 */
const TABLES = [
  'hose_configurator_part',
  'hose_coupling_rule',
  'hose_class_rule',
  'hose_assembly_cost',
  'ejector_service',
  'ejector_cad_value',
  'automation_step_product',
  'automation_fence_article',
  'automation_service_article',
  'automation_setting',
];

export class ConfiguratorChangeNotifications1700000000450 implements MigrationInterface {
  name = 'ConfiguratorChangeNotifications1700000000450';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`CREATE TRIGGER ${table}_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_change('configurators')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER IF EXISTS ${table}_announce ON ${table}`);
  }
}
