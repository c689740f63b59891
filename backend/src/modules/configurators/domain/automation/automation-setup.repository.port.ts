import type { AutomationProductStepId, HatchWidth } from '@shop/domain';

/** One article a product step offers (docs/rules/entities.md#configurations-and-custom-products: a product or a list of products with quantities per step). */
export interface AutomationStepArticle {
  readonly productId: string;
  /** Largest quantity in the step; null = the core's default (AUTOMATION_DEFAULT_MAX_QTY). */
  readonly maxQty: number | null;
  /** Installation hours per unit (robots, inspection systems, conveyors). */
  readonly installationHours: number;
}

/**
 * The automation configurator's data as the shop owner keeps it (ADR 0022): article numbers per role, the
 * figures installation and training are counted by. Prices, names, stock and whether an article is still
 * sold are the catalogue's and are not part of it.
 */
export interface AutomationSetup {
  /** The articles each product step offers, in the order shown. */
  readonly steps: Readonly<Record<AutomationProductStepId, readonly AutomationStepArticle[]>>;
  readonly fence: {
    /** Panel article by width in mm (the fence length table uses 500 … 1000). */
    readonly panels: ReadonlyMap<number, string>;
    readonly post: string | null;
    readonly door: string | null;
    readonly hatches: ReadonlyMap<HatchWidth | number, string>;
  };
  readonly services: {
    readonly installation: string | null;
    readonly training: string | null;
    readonly approval: string | null;
    /** Travel flat rate article by German zip area 0 … 9. */
    readonly travelDe: ReadonlyMap<number, string>;
    readonly travelAt: string | null;
    readonly travelCh: string | null;
  };
  readonly installationBaseHours: number;
  readonly installationHoursPerFenceElement: number;
  readonly trainingDays: number;
}

/** Where the automation configurator's data is kept (migration 1700000000050; the demo seeds it). */
export abstract class AutomationSetupRepository {
  abstract load(): Promise<AutomationSetup>;
}
