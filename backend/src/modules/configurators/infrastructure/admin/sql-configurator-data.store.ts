import { Injectable } from '@nestjs/common';
import {
  isHoseClass,
  type AutomationDataSet,
  type AutomationDataStepArticle,
  type ConfiguratorDataSetName,
  type EjectorDataSet,
  type HoseClass,
  type HoseDataSet,
} from '@shop/domain';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { ConfiguratorDataStore, type ConfiguratorDataSets } from '../../domain/admin/configurator-data-store.port';
import { canonicalDecimal } from '../ejector/sql-ejector-data.repository';

type Row = Record<string, unknown>;

function classes(value: unknown): HoseClass[] | null {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter(isHoseClass) : null;
}

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const dec = (v: unknown): string | null => canonicalDecimal(v === null || v === undefined ? null : String(v));

/**
 * The configurators' tables (migrations 1700000000040, 045, 050) as whole data sets. Every statement runs in
 * the caller's transaction; the tables' triggers announce the change when it commits (migration 1700000000450).
 */
@Injectable()
export class SqlConfiguratorDataStore extends ConfiguratorDataStore {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async load<S extends ConfiguratorDataSetName>(set: S): Promise<ConfiguratorDataSets[S]> {
    const loaders: { [K in ConfiguratorDataSetName]: () => Promise<ConfiguratorDataSets[K]> } = {
      hose: () => this.loadHose(),
      ejector: () => this.loadEjector(),
      automation: () => this.loadAutomation(),
    };
    return loaders[set]() as Promise<ConfiguratorDataSets[S]>;
  }

  async replace<S extends ConfiguratorDataSetName>(set: S, data: ConfiguratorDataSets[S]): Promise<void> {
    if (set === 'hose') await this.replaceHose(data as HoseDataSet);
    else if (set === 'ejector') await this.replaceEjector(data as EjectorDataSet);
    else await this.replaceAutomation(data as AutomationDataSet);
  }

  private q(sql: string, params: unknown[] = []): Promise<Row[]> {
    return this.tx.manager().query(sql, params) as Promise<Row[]>;
  }

  private async loadHose(): Promise<HoseDataSet> {
    const parts = await this.q('SELECT product_id, fits_hose_classes, directional, sort FROM hose_configurator_part ORDER BY sort, product_id');
    const couplings = await this.q('SELECT coupling_type, screw_fitting_not_needed, hose_holder FROM hose_coupling_rule ORDER BY coupling_type');
    const classRules = await this.q('SELECT hose_class, screw_fitting_required, hose_holder_required FROM hose_class_rule ORDER BY hose_class');
    const [cost] = await this.q('SELECT base_cents, per_end_elastomer_cents, per_end_stainless_cents, per_end_insulation_cents, assembly_days FROM hose_assembly_cost WHERE id = 1');
    return {
      parts: parts.map((r) => ({ productId: String(r.product_id), fitsHoseClasses: classes(r.fits_hose_classes), directional: r.directional === true, sort: num(r.sort) })),
      couplingRules: couplings.map((r) => ({
        couplingType: String(r.coupling_type),
        screwFittingNotNeeded: r.screw_fitting_not_needed === true,
        hoseHolder: r.hose_holder === 'hoseClip' || r.hose_holder === 'socketForHose' ? r.hose_holder : null,
      })),
      classRules: classRules
        .filter((r) => isHoseClass(r.hose_class))
        .map((r) => ({ hoseClass: r.hose_class as HoseClass, screwFittingRequired: r.screw_fitting_required === true, hoseHolderRequired: r.hose_holder_required === true })),
      costs: {
        baseCents: num(cost?.base_cents ?? 0),
        perEndElastomerCents: num(cost?.per_end_elastomer_cents ?? 0),
        perEndStainlessCents: num(cost?.per_end_stainless_cents ?? 0),
        perEndInsulationCents: num(cost?.per_end_insulation_cents ?? 0),
        assemblyDays: num(cost?.assembly_days ?? 0),
      },
    };
  }

  private async replaceHose(data: HoseDataSet): Promise<void> {
    await this.q('DELETE FROM hose_configurator_part');
    for (const p of data.parts) {
      await this.q('INSERT INTO hose_configurator_part (product_id, fits_hose_classes, directional, sort) VALUES ($1, $2::jsonb, $3, $4)', [
        p.productId,
        p.fitsHoseClasses === null ? null : JSON.stringify(p.fitsHoseClasses),
        p.directional,
        p.sort,
      ]);
    }
    await this.q('DELETE FROM hose_coupling_rule');
    for (const r of data.couplingRules) {
      await this.q('INSERT INTO hose_coupling_rule (coupling_type, screw_fitting_not_needed, hose_holder) VALUES ($1, $2, $3)', [r.couplingType, r.screwFittingNotNeeded, r.hoseHolder]);
    }
    await this.q('DELETE FROM hose_class_rule');
    for (const r of data.classRules) {
      await this.q('INSERT INTO hose_class_rule (hose_class, screw_fitting_required, hose_holder_required) VALUES ($1, $2, $3)', [r.hoseClass, r.screwFittingRequired, r.hoseHolderRequired]);
    }
    const c = data.costs;
    await this.q(
      `INSERT INTO hose_assembly_cost (id, base_cents, per_end_elastomer_cents, per_end_stainless_cents, per_end_insulation_cents, assembly_days)
       VALUES (1, $1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET base_cents = EXCLUDED.base_cents, per_end_elastomer_cents = EXCLUDED.per_end_elastomer_cents,
         per_end_stainless_cents = EXCLUDED.per_end_stainless_cents, per_end_insulation_cents = EXCLUDED.per_end_insulation_cents,
         assembly_days = EXCLUDED.assembly_days`,
      [c.baseCents, c.perEndElastomerCents, c.perEndStainlessCents, c.perEndInsulationCents, c.assemblyDays],
    );
  }

  private async loadEjector(): Promise<EjectorDataSet> {
    const services = await this.q(
      `SELECT kind, service_id, name_de, name_en, price_cents, active, diameter_border::text, min_length_small::text, min_length_large::text, max_length::text
         FROM ejector_service ORDER BY kind`,
    );
    const cad = await this.q(
      'SELECT ejector_type, diameter::text, l2::text, shank_diameter::text, head_diameter::text, head_height::text FROM ejector_cad_value ORDER BY ejector_type, diameter',
    );
    return {
      services: services.map((s) => ({
        kind: s.kind === 'antiRotation' ? 'antiRotation' : 'shortening',
        serviceId: String(s.service_id),
        nameDe: String(s.name_de),
        nameEn: String(s.name_en),
        priceCents: num(s.price_cents),
        active: s.active === true,
        diameterBorder: dec(s.diameter_border),
        minLengthSmall: dec(s.min_length_small),
        minLengthLarge: dec(s.min_length_large),
        maxLength: dec(s.max_length),
      })),
      cadValues: cad.map((c) => ({
        type: c.ejector_type as EjectorDataSet['cadValues'][number]['type'],
        diameter: dec(c.diameter) ?? '',
        l2: dec(c.l2),
        shankDiameter: dec(c.shank_diameter) ?? '',
        headDiameter: dec(c.head_diameter) ?? '',
        headHeight: dec(c.head_height) ?? '',
      })),
    };
  }

  private async replaceEjector(data: EjectorDataSet): Promise<void> {
    await this.q('DELETE FROM ejector_service');
    for (const s of data.services) {
      const shortening = s.kind === 'shortening';
      await this.q(
        `INSERT INTO ejector_service (kind, service_id, name_de, name_en, price_cents, active, diameter_border, min_length_small, min_length_large, max_length, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9::numeric, $10::numeric, now())`,
        [
          s.kind,
          s.serviceId,
          s.nameDe.trim(),
          s.nameEn.trim(),
          s.priceCents,
          s.active,
          shortening ? s.diameterBorder : null,
          shortening ? s.minLengthSmall : null,
          shortening ? s.minLengthLarge : null,
          shortening ? null : s.maxLength,
        ],
      );
    }
    await this.q('DELETE FROM ejector_cad_value');
    for (const c of data.cadValues) {
      await this.q(
        'INSERT INTO ejector_cad_value (ejector_type, diameter, l2, shank_diameter, head_diameter, head_height) VALUES ($1, $2::numeric, $3::numeric, $4::numeric, $5::numeric, $6::numeric)',
        [c.type, c.diameter, c.l2, c.shankDiameter, c.headDiameter, c.headHeight],
      );
    }
  }

  private async loadAutomation(): Promise<AutomationDataSet> {
    const steps = await this.q('SELECT step, product_id, max_qty, installation_hours, sort FROM automation_step_product ORDER BY step, sort, product_id');
    const fence = await this.q('SELECT element, width_mm, product_id FROM automation_fence_article ORDER BY element, width_mm NULLS FIRST');
    const services = await this.q('SELECT service, country, zip_area, product_id FROM automation_service_article ORDER BY service, country NULLS FIRST, zip_area NULLS FIRST');
    const settings = await this.q('SELECT key, value FROM automation_setting');
    const setting = (key: string) => num(settings.find((r) => r.key === key)?.value ?? 0);
    return {
      steps: steps.map((r) => ({
        step: r.step as AutomationDataStepArticle['step'],
        productId: String(r.product_id),
        maxQty: numOrNull(r.max_qty),
        installationHours: num(r.installation_hours),
        sort: num(r.sort),
      })),
      fence: fence.map((r) => ({ element: r.element as AutomationDataSet['fence'][number]['element'], widthMm: numOrNull(r.width_mm), productId: String(r.product_id) })),
      services: services.map((r) => ({
        service: r.service as AutomationDataSet['services'][number]['service'],
        country: (r.country ?? null) as AutomationDataSet['services'][number]['country'],
        zipArea: numOrNull(r.zip_area),
        productId: String(r.product_id),
      })),
      settings: {
        installationBaseHours: setting('installationBaseHours'),
        installationHoursPerFenceElement: setting('installationHoursPerFenceElement'),
        trainingDays: setting('trainingDays'),
      },
    };
  }

  private async replaceAutomation(data: AutomationDataSet): Promise<void> {
    await this.q('DELETE FROM automation_step_product');
    for (const s of data.steps) {
      await this.q('INSERT INTO automation_step_product (step, product_id, max_qty, installation_hours, sort) VALUES ($1, $2, $3, $4, $5)', [
        s.step,
        s.productId,
        s.maxQty,
        s.installationHours,
        s.sort,
      ]);
    }
    await this.q('DELETE FROM automation_fence_article');
    for (const f of data.fence) {
      await this.q('INSERT INTO automation_fence_article (element, width_mm, product_id) VALUES ($1, $2, $3)', [f.element, f.widthMm, f.productId]);
    }
    await this.q('DELETE FROM automation_service_article');
    for (const s of data.services) {
      await this.q('INSERT INTO automation_service_article (service, country, zip_area, product_id) VALUES ($1, $2, $3, $4)', [s.service, s.country, s.zipArea, s.productId]);
    }
    await this.q('DELETE FROM automation_setting');
    for (const [key, value] of Object.entries(data.settings)) {
      await this.q('INSERT INTO automation_setting (key, value) VALUES ($1, $2)', [key, value]);
    }
  }
}
