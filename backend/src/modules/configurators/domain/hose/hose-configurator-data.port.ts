import type { HoseAssemblyCosts, HoseClass, HoseRules } from '@shop/domain';

/** One catalogue article the hose configurator offers, and what it fits (table hose_configurator_part). */
export interface HoseConfiguratorPartRow {
  readonly productId: string;
  /** The hose classes the part can be assembled with; null: every class. */
  readonly fitsHoseClasses: readonly HoseClass[] | null;
  /** The part has an orientation (e.g. a 90° elbow): with a hose in place the assembly direction is asked. */
  readonly directional: boolean;
  /** Preference: lower first (the auto-add takes the first part that fits). */
  readonly sort: number;
}

/** The hose configurator's own data: which articles, the rules and the cost figures (ADR 0020). */
export interface HoseConfiguratorDataSet {
  readonly parts: readonly HoseConfiguratorPartRow[];
  readonly rules: HoseRules;
  readonly costs: HoseAssemblyCosts;
  /** Working days the workshop needs to assemble one hose line (added to the parts' procurement time). */
  readonly assemblyDays: number;
}

/**
 * Port: reads the hose configurator's data (database in production, seeded by the demo). The catalogue's
 * facts of the articles (type, nominal size, price, stock, active) come from the catalogue facade instead.
 */
export abstract class HoseConfiguratorData {
  abstract load(): Promise<HoseConfiguratorDataSet>;
}
