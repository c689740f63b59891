import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hose assembly configurator's data (the rules leave it "not shown", ADR 0020): which
 * catalogue articles the configurator offers and what they fit, the rules per coupling type and per hose
 * class, and the assembly cost figures. The catalogue keeps the articles' own facts (type, nominal size,
 * coupling type, hose class, insulation thickness, price, stock); these tables only say how the
 * configurator combines them, so a shop owner changes data, not code.
 */
export class HoseConfigurator1700000000040 implements MigrationInterface {
  name = 'HoseConfigurator1700000000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hose_configurator_part (
        product_id text PRIMARY KEY CHECK (length(product_id) BETWEEN 1 AND 64),
        fits_hose_classes jsonb CHECK (fits_hose_classes IS NULL OR jsonb_typeof(fits_hose_classes) = 'array'),
        directional boolean NOT NULL DEFAULT false,
        sort integer NOT NULL DEFAULT 0
      );
      CREATE TABLE hose_coupling_rule (
        coupling_type text PRIMARY KEY CHECK (length(coupling_type) BETWEEN 1 AND 40),
        screw_fitting_not_needed boolean NOT NULL,
        hose_holder text CHECK (hose_holder IN ('hoseClip', 'socketForHose'))
      );
      CREATE TABLE hose_class_rule (
        hose_class text PRIMARY KEY CHECK (hose_class IN ('epdm', 'nbr', 'pvc', 'goldSnake', 'wf', 'tn1', 'hif')),
        screw_fitting_required boolean NOT NULL,
        hose_holder_required boolean NOT NULL
      );
      CREATE TABLE hose_assembly_cost (
        id smallint PRIMARY KEY CHECK (id = 1),
        base_cents integer NOT NULL CHECK (base_cents >= 0),
        per_end_elastomer_cents integer NOT NULL CHECK (per_end_elastomer_cents >= 0),
        per_end_stainless_cents integer NOT NULL CHECK (per_end_stainless_cents >= 0),
        per_end_insulation_cents integer NOT NULL CHECK (per_end_insulation_cents >= 0),
        assembly_days integer NOT NULL DEFAULT 0 CHECK (assembly_days BETWEEN 0 AND 365)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS hose_assembly_cost; DROP TABLE IF EXISTS hose_class_rule; DROP TABLE IF EXISTS hose_coupling_rule; DROP TABLE IF EXISTS hose_configurator_part;');
  }
}
