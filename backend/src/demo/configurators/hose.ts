/**
 * The hose configurator's demo data (ADR 0020; the spec leaves it "not shown"): which articles of the
 * catalogue's hose and fitting families (family-hoses.ts, family-fittings.ts) the configurator offers
 * and what they fit, the rules per coupling type and hose class, and the assembly cost figures. Written
 * into the configurator's tables (migration 1700000000040) after the catalogue, in the same transaction.
 */
import { DEMO_HOSE_RULES, HOSE_CLASS_GROUPS, HOSE_CLASS_IDS, INSULATED_HOSE_CLASSES, type HoseAssemblyCosts } from '@shop/domain';

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

const ELASTOMER = HOSE_CLASS_IDS.filter((c) => HOSE_CLASS_GROUPS[c] === 'elastomer');

/** Worked in ADR 0017: an insulated WF hose with two ends costs 1500 + 2 × (900 + 400) cents to assemble. */
export const DEMO_HOSE_ASSEMBLY_COSTS: HoseAssemblyCosts = { base: 1500, perEndElastomer: 350, perEndStainless: 900, perEndInsulation: 400 };
/** Working days the workshop needs for one hose line. */
export const DEMO_HOSE_ASSEMBLY_DAYS = 2;

/**
 * Which hose classes a part goes with, by its type and coupling type: hose nozzles, push-lock, cam-lock and
 * Storz shanks, clips and crimp sockets hold elastomer hoses; quick couplings and screw fittings go with every
 * class; sockets for insulation with the insulated classes (null: every class).
 */
export function demoFitsHoseClasses(typeId: string, couplingType: string | null): readonly string[] | null {
  if (typeId === 'coupling') return couplingType === 'quickCoupling' ? null : ELASTOMER;
  if (typeId === 'hoseClip' || typeId === 'socketForHose') return ELASTOMER;
  if (typeId === 'socketForHoseInsulation') return INSULATED_HOSE_CLASSES;
  return null;
}

export async function seedDemoHoseConfigurator(query: Query): Promise<void> {
  await query('DELETE FROM hose_configurator_part');
  await query('DELETE FROM hose_coupling_rule');
  await query('DELETE FROM hose_class_rule');
  await query('DELETE FROM hose_assembly_cost');
  // Every article of the hose and fitting families; the cheapest of a kind first (the auto-add takes the first that fits).
  // Array.prototype.sort is stable: within a preference the price order of the query stays.
  const rows = (await query(
    `SELECT p.id, p.product_type_id AS type_id,
            (SELECT v.code FROM product_attribute_value pv JOIN attribute_value v ON v.id = pv.value_id
              WHERE pv.product_id = p.id AND v.attribute_id = 'couplingType' LIMIT 1) AS coupling_type,
            (SELECT v.code FROM product_attribute_value pv JOIN attribute_value v ON v.id = pv.value_id
              WHERE pv.product_id = p.id AND v.attribute_id = 'design' LIMIT 1) AS design,
            (SELECT v.code FROM product_attribute_value pv JOIN attribute_value v ON v.id = pv.value_id
              WHERE pv.product_id = p.id AND v.attribute_id = 'material' LIMIT 1) AS material
       FROM product p
      WHERE p.product_type_id IN ('coupling', 'screwFitting', 'hoseClip', 'socketForHose', 'socketForHoseInsulation', 'hose', 'hoseInsulation')
      ORDER BY p.product_type_id, p.price_cents::numeric / greatest(p.price_unit, 1), p.id`,
  )) as Array<{ id: string; type_id: string; coupling_type: string | null; design: string | null; material: string | null }>;
  // Screw fittings are auto-added only to stainless hoses (the class rules below): stainless straight fittings first.
  const preference = (r: (typeof rows)[number]): number =>
    r.type_id !== 'screwFitting' ? 0 : (r.material === 'stainless14571' ? 0 : 10) + (r.design === 'straight' ? 0 : r.design === 'elbow90' ? 1 : 2);
  rows.sort((a, b) => (a.type_id < b.type_id ? -1 : a.type_id > b.type_id ? 1 : preference(a) - preference(b)));
  let sort = 0;
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const params: unknown[] = [];
    const values = chunk.map((r) => {
      const fits = demoFitsHoseClasses(r.type_id, r.coupling_type);
      params.push(r.id, fits === null ? null : JSON.stringify(fits), r.design === 'elbow90', (sort += 10));
      const n = params.length;
      return `($${n - 3}, $${n - 2}::jsonb, $${n - 1}, $${n})`;
    });
    await query(`INSERT INTO hose_configurator_part (product_id, fits_hose_classes, directional, sort) VALUES ${values.join(', ')}`, params);
  }
  for (const rule of DEMO_HOSE_RULES.couplingRules) {
    await query('INSERT INTO hose_coupling_rule (coupling_type, screw_fitting_not_needed, hose_holder) VALUES ($1, $2, $3)', [
      rule.couplingType,
      rule.screwFittingNotNeeded,
      rule.hoseHolder,
    ]);
  }
  for (const cls of HOSE_CLASS_IDS) {
    await query('INSERT INTO hose_class_rule (hose_class, screw_fitting_required, hose_holder_required) VALUES ($1, $2, $3)', [
      cls,
      DEMO_HOSE_RULES.screwFittingRequiredFor.includes(cls),
      DEMO_HOSE_RULES.hoseHolderRequiredFor.includes(cls),
    ]);
  }
  const c = DEMO_HOSE_ASSEMBLY_COSTS;
  await query(
    'INSERT INTO hose_assembly_cost (id, base_cents, per_end_elastomer_cents, per_end_stainless_cents, per_end_insulation_cents, assembly_days) VALUES (1, $1, $2, $3, $4, $5)',
    [c.base, c.perEndElastomer, c.perEndStainless, c.perEndInsulation, DEMO_HOSE_ASSEMBLY_DAYS],
  );
}
