import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The robot automation cell configurator's data (ADR 0022): what the rules leave "not
 * shown" and a shop owner changes without a release. Which articles each product step offers (with the
 * largest quantity and the installation hours per unit), which article is the fence panel of each width of
 * the fence length table, the post, the door and the hatches, which articles price installation (per hour),
 * training (per day), CE approval and travel (Germany by zip area, Austria, Switzerland), and the figures
 * installation and training are counted by. Prices, names and availability stay the catalogue's: these
 * tables only name article numbers (no foreign key: a deactivated or deleted article makes the step or
 * service unavailable, and the configurator reports it, instead of blocking the catalogue).
 */
export class AutomationConfigurator1700000000050 implements MigrationInterface {
  name = 'AutomationConfigurator1700000000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE automation_step_product (
        step text NOT NULL CHECK (step IN ('robotSelection', 'robotProgramming', 'inspectionSystems', 'conveyors')),
        product_id text NOT NULL CHECK (length(product_id) BETWEEN 1 AND 64),
        max_qty integer CHECK (max_qty IS NULL OR max_qty BETWEEN 1 AND 999999),
        installation_hours integer NOT NULL DEFAULT 0 CHECK (installation_hours BETWEEN 0 AND 10000),
        sort integer NOT NULL DEFAULT 0,
        PRIMARY KEY (step, product_id)
      );
      CREATE TABLE automation_fence_article (
        element text NOT NULL CHECK (element IN ('panel', 'post', 'door', 'hatch')),
        width_mm integer CHECK (width_mm IS NULL OR width_mm BETWEEN 1 AND 10000),
        product_id text NOT NULL CHECK (length(product_id) BETWEEN 1 AND 64),
        CHECK ((element IN ('panel', 'hatch')) = (width_mm IS NOT NULL))
      );
      CREATE UNIQUE INDEX automation_fence_article_uq ON automation_fence_article (element, coalesce(width_mm, 0));
      CREATE TABLE automation_service_article (
        service text NOT NULL CHECK (service IN ('installation', 'training', 'approval', 'travel')),
        country text CHECK (country IS NULL OR country IN ('de', 'at', 'ch')),
        zip_area integer CHECK (zip_area IS NULL OR zip_area BETWEEN 0 AND 9),
        product_id text NOT NULL CHECK (length(product_id) BETWEEN 1 AND 64),
        CHECK ((service = 'travel') = (country IS NOT NULL)),
        CHECK ((country IS NOT DISTINCT FROM 'de') = (zip_area IS NOT NULL))
      );
      CREATE UNIQUE INDEX automation_service_article_uq ON automation_service_article (service, coalesce(country, ''), coalesce(zip_area, -1));
      CREATE TABLE automation_setting (
        key text PRIMARY KEY CHECK (key IN ('installationBaseHours', 'installationHoursPerFenceElement', 'trainingDays')),
        value integer NOT NULL CHECK (value BETWEEN 0 AND 10000)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS automation_setting; DROP TABLE IF EXISTS automation_service_article; DROP TABLE IF EXISTS automation_fence_article; DROP TABLE IF EXISTS automation_step_product;');
  }
}
