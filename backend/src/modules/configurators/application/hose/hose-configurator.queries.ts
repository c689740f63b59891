import { Injectable } from '@nestjs/common';
import { assemblyCost, normaliseHoseConfiguration, parseHoseConfiguration, type HosePartFacts, type HoseRules } from '@shop/domain';
import { HoseCatalogueService, type HosePartSaleFacts } from './hose-catalogue.service';
import { HoseConfiguratorDefinition } from './hose-configurator.definition';

type Locale = 'de' | 'en';

/** One part as the page lists it: the core's facts plus what the buyer sees (name, price, stock) in one locale. */
export type HosePartView = HosePartFacts & {
  readonly name: string;
  readonly priceCents: number;
  readonly priceUnit: number;
  readonly unit: string;
  readonly quantityInStock: number;
  readonly procurementDays: number;
  readonly image: string | null;
  readonly path: string;
};

export interface HoseSetupView {
  readonly rules: HoseRules;
  readonly nominalSizes: readonly number[];
}

export interface HosePartsView {
  readonly nominalSize: number | null;
  readonly parts: readonly HosePartView[];
}

export type HoseEvaluationView =
  | { readonly accepted: false; readonly messageIds: readonly string[] }
  | {
      readonly accepted: true;
      readonly messageIds: readonly string[];
      readonly configuration: Readonly<Record<string, string | boolean>>;
      readonly name: string;
      readonly summary: readonly string[];
      readonly unitPriceCents: number;
      readonly assemblyCostCents: number;
      readonly inStock: boolean;
      readonly procurementDays: number;
      readonly weightKg: string;
    };

function view(facts: HosePartFacts, sale: HosePartSaleFacts, locale: Locale): HosePartView {
  return {
    ...facts,
    name: sale.name[locale],
    priceCents: sale.priceCents,
    priceUnit: sale.priceUnit,
    unit: sale.unit,
    quantityInStock: sale.quantityInStock,
    procurementDays: sale.procurementDays,
    image: sale.image,
    path: sale.path[locale],
  };
}

/**
 * The hose configurator's data API (docs/api/configurators-contract.md, "Hose"): the rules and nominal
 * sizes the first step needs, the parts of one nominal size (everything the core needs to offer options,
 * auto-add and validate in the browser, ~50 articles instead of the catalogue), and the server's evaluation
 * of a configuration (the definition: validation, price, delivery time).
 */
@Injectable()
export class HoseConfiguratorQueries {
  constructor(
    private readonly catalogues: HoseCatalogueService,
    private readonly definition: HoseConfiguratorDefinition,
  ) {}

  async setup(): Promise<HoseSetupView> {
    const set = await this.catalogues.current();
    return { rules: set.catalogue.rules, nominalSizes: set.nominalSizes };
  }

  /** The available parts of a nominal size, or of the size of a given article (a loaded code's). */
  async parts(query: { nominalSize?: number; productId?: string }, locale: Locale): Promise<HosePartsView> {
    const set = await this.catalogues.current();
    let size: number | null = query.nominalSize ?? null;
    if (query.productId !== undefined) size = set.catalogue.parts.find((p) => p.id === query.productId)?.nominalSize ?? null;
    if (size === null) return { nominalSize: null, parts: [] };
    const parts = set.catalogue.parts
      .filter((p) => p.nominalSize === size && p.available)
      .map((p) => view(p, set.sale.get(p.id)!, locale));
    return { nominalSize: size, parts };
  }

  async evaluate(configuration: unknown, locale: Locale, now: Date): Promise<HoseEvaluationView> {
    const result = await this.definition.evaluate(configuration, { now });
    if (!result.ok) return { accepted: false, messageIds: result.messageIds };
    const set = await this.catalogues.current();
    const config = normaliseHoseConfiguration(parseHoseConfiguration(result.product.configuration)!, set.catalogue).config;
    const p = result.product;
    return {
      accepted: true,
      messageIds: [],
      configuration: p.configuration as Record<string, string | boolean>,
      name: p.name[locale],
      summary: p.summary[locale],
      unitPriceCents: p.unitPriceCents,
      assemblyCostCents: assemblyCost(config, set.catalogue, set.costs),
      inStock: p.inStock,
      procurementDays: p.procurementDays,
      weightKg: p.weightKg,
    };
  }
}

