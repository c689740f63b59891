import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ejector configurator's own data (ADR 0021; docs/rules/entities.md#configurations-and-custom-products, docs/rules/validation.md#ejector-code-and-length,
 * and "a table maps diameter to a cad value", docs/rules/constants.md#ejector-configurator). The pins themselves are the catalogue's ejector articles; what the rules
 * leave "not shown" and a shop owner must be able to change without a release is kept here:
 *
 * - `ejector_service`: the two machining services a configured pin may carry — shortening (cart: shortenId)
 *   and anti-rotation (antiRotationId) — with their price per pin and their limits: the minimum length a pin
 *   can be shortened to by diameter (spec: border, small, large; plus l2 for offset and flat pins) and the
 *   longest pin the anti-rotation flat can be ground on. No row, or an inactive one: the service is not
 *   offered (then only catalogue lengths and native anti-rotation heads can be configured).
 * - `ejector_cad_value`: the table that maps a type's diameter to its CAD values — the tip or blade length
 *   l2 (cadData-l2 of offset and flat pins, when an article does not carry its own), the shank diameter and
 *   the head — which the configured pin's dimensioned drawing and its description are made from.
 *
 * The demo shop seeds both (backend/src/demo/configurators/ejector.ts); an empty shop starts without them.
 */
export class EjectorConfigurator1700000000045 implements MigrationInterface {
  name = 'EjectorConfigurator1700000000045';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ejector_service (
        kind text PRIMARY KEY CHECK (kind IN ('shortening', 'antiRotation')),
        service_id text NOT NULL UNIQUE CHECK (service_id ~ '^[A-Za-z0-9._-]{1,64}$'),
        name_de text NOT NULL CHECK (length(name_de) BETWEEN 1 AND 200),
        name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 200),
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        active boolean NOT NULL DEFAULT true,
        diameter_border numeric(8,2) CHECK (diameter_border > 0),
        min_length_small numeric(8,2) CHECK (min_length_small > 0),
        min_length_large numeric(8,2) CHECK (min_length_large > 0),
        max_length numeric(8,2) CHECK (max_length > 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ejector_service_shortening_limits CHECK (
          kind <> 'shortening' OR (diameter_border IS NOT NULL AND min_length_small IS NOT NULL AND min_length_large IS NOT NULL)
        ),
        CONSTRAINT ejector_service_anti_rotation_limit CHECK (kind <> 'antiRotation' OR max_length IS NOT NULL)
      );
      CREATE TABLE ejector_cad_value (
        ejector_type text NOT NULL CHECK (ejector_type IN ('straight', 'offset', 'flat', 'corePin')),
        diameter numeric(8,2) NOT NULL CHECK (diameter > 0),
        l2 numeric(8,2) CHECK (l2 > 0),
        shank_diameter numeric(8,2) NOT NULL CHECK (shank_diameter > 0),
        head_diameter numeric(8,2) NOT NULL CHECK (head_diameter > 0),
        head_height numeric(8,2) NOT NULL CHECK (head_height > 0),
        PRIMARY KEY (ejector_type, diameter)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS ejector_cad_value; DROP TABLE IF EXISTS ejector_service;');
  }
}
