import { Injectable } from '@nestjs/common';
import { isHoseClass, type HoseClass, type HoseCouplingRule, type HoseHolderKind } from '@shop/domain';
import { DataSource } from 'typeorm';
import { HoseConfiguratorData, type HoseConfiguratorDataSet, type HoseConfiguratorPartRow } from '../../domain/hose/hose-configurator-data.port';

interface PartRow {
  product_id: string;
  fits_hose_classes: unknown;
  directional: boolean;
  sort: number;
}

interface CouplingRow {
  coupling_type: string;
  screw_fitting_not_needed: boolean;
  hose_holder: HoseHolderKind | null;
}

interface ClassRow {
  hose_class: string;
  screw_fitting_required: boolean;
  hose_holder_required: boolean;
}

interface CostRow {
  base_cents: number;
  per_end_elastomer_cents: number;
  per_end_stainless_cents: number;
  per_end_insulation_cents: number;
  assembly_days: number;
}

/** jsonb arrives parsed on PostgreSQL and PGlite alike; anything but an array of known classes reads as "every class". */
function classes(value: unknown): HoseClass[] | null {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return null;
  return list.filter(isHoseClass);
}

/** Reads the configurator's tables (migration 1700000000040). No cost row: the shop assembles free of charge. */
@Injectable()
export class SqlHoseConfiguratorData extends HoseConfiguratorData {
  constructor(private readonly db: DataSource) {
    super();
  }

  async load(): Promise<HoseConfiguratorDataSet> {
    const [parts, couplings, hoseClasses, costs] = await Promise.all([
      this.db.query('SELECT product_id, fits_hose_classes, directional, sort FROM hose_configurator_part ORDER BY sort, product_id') as Promise<PartRow[]>,
      this.db.query('SELECT coupling_type, screw_fitting_not_needed, hose_holder FROM hose_coupling_rule ORDER BY coupling_type') as Promise<CouplingRow[]>,
      this.db.query('SELECT hose_class, screw_fitting_required, hose_holder_required FROM hose_class_rule ORDER BY hose_class') as Promise<ClassRow[]>,
      this.db.query(
        'SELECT base_cents, per_end_elastomer_cents, per_end_stainless_cents, per_end_insulation_cents, assembly_days FROM hose_assembly_cost WHERE id = 1',
      ) as Promise<CostRow[]>,
    ]);
    const cost = costs[0];
    const known = hoseClasses.filter((r) => isHoseClass(r.hose_class));
    return {
      parts: parts.map(
        (r): HoseConfiguratorPartRow => ({ productId: r.product_id, fitsHoseClasses: classes(r.fits_hose_classes), directional: r.directional, sort: Number(r.sort) }),
      ),
      rules: {
        couplingRules: couplings.map((r): HoseCouplingRule => ({ couplingType: r.coupling_type, screwFittingNotNeeded: r.screw_fitting_not_needed, hoseHolder: r.hose_holder })),
        screwFittingRequiredFor: known.filter((r) => r.screw_fitting_required).map((r) => r.hose_class as HoseClass),
        hoseHolderRequiredFor: known.filter((r) => r.hose_holder_required).map((r) => r.hose_class as HoseClass),
      },
      costs: {
        base: Number(cost?.base_cents ?? 0),
        perEndElastomer: Number(cost?.per_end_elastomer_cents ?? 0),
        perEndStainless: Number(cost?.per_end_stainless_cents ?? 0),
        perEndInsulation: Number(cost?.per_end_insulation_cents ?? 0),
      },
      assemblyDays: Number(cost?.assembly_days ?? 0),
    };
  }
}
