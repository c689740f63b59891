import { Injectable } from '@nestjs/common';
import {
  configuratorDataVersion,
  normaliseHoseConfiguration,
  parseHoseConfiguration,
  validateHoseConfiguration,
  assemblyCost,
  type ConfiguratorDataProblems,
  type ConfiguratorDataSetName,
  type HoseClass,
  type HoseDataSet,
} from '@shop/domain';
import { ConfiguratorArticles, type ConfiguratorArticleView } from '../../domain/admin/configurator-articles.port';
import { ConfiguratorDataStore, type ConfiguratorDataSets } from '../../domain/admin/configurator-data-store.port';
import type { HoseConfiguratorDataSet } from '../../domain/hose/hose-configurator-data.port';
import { checkConfiguratorData } from '../commands/save-configurator-data/save-configurator-data.handler';
import { HoseCatalogueService, type HoseCatalogueSet } from '../hose/hose-catalogue.service';
import { HOSE_CONFIGURATION_INVALID, priceHoseAssembly } from '../hose/hose-configurator.definition';

type Locale = 'de' | 'en';

export interface ConfiguratorDataView<S extends ConfiguratorDataSetName = ConfiguratorDataSetName> {
  readonly set: S;
  readonly version: string;
  readonly data: ConfiguratorDataSets[S];
  /** The catalogue's facts of every article the data names (unknown articles are missing). */
  readonly articles: readonly ConfiguratorArticleView[];
}

/** What a buyer would get for one hose configuration. */
export type HoseOutcome =
  | { readonly accepted: false; readonly messageIds: readonly string[] }
  | { readonly accepted: true; readonly messageIds: readonly string[]; readonly name: string; readonly unitPriceCents: number; readonly assemblyCostCents: number; readonly procurementDays: number };

export interface ConfiguratorDataPreview {
  /** The core's problems with the proposed data (empty: it may be saved). */
  readonly problems: ConfiguratorDataProblems;
  /** Hose: the sample configuration on the saved data and on the proposed data. */
  readonly hose: { readonly saved: HoseOutcome; readonly proposed: HoseOutcome } | null;
}

function productIds(set: ConfiguratorDataSetName, data: ConfiguratorDataSets[ConfiguratorDataSetName]): string[] {
  if (set === 'hose') return (data as ConfiguratorDataSets['hose']).parts.map((p) => p.productId);
  if (set === 'automation') {
    const a = data as ConfiguratorDataSets['automation'];
    return [...a.steps.map((s) => s.productId), ...a.fence.map((f) => f.productId), ...a.services.map((s) => s.productId)];
  }
  return [];
}

/** The admin's data set as the hose catalogue reads it. */
export function hoseConfiguratorDataOf(data: HoseDataSet): HoseConfiguratorDataSet {
  const classes = (pick: (r: HoseDataSet['classRules'][number]) => boolean): HoseClass[] => data.classRules.filter(pick).map((r) => r.hoseClass);
  return {
    parts: [...data.parts].sort((a, b) => a.sort - b.sort || (a.productId < b.productId ? -1 : 1)),
    rules: {
      couplingRules: data.couplingRules,
      screwFittingRequiredFor: classes((r) => r.screwFittingRequired),
      hoseHolderRequiredFor: classes((r) => r.hoseHolderRequired),
    },
    costs: {
      base: data.costs.baseCents,
      perEndElastomer: data.costs.perEndElastomerCents,
      perEndStainless: data.costs.perEndStainlessCents,
      perEndInsulation: data.costs.perEndInsulationCents,
    },
    assemblyDays: data.costs.assemblyDays,
  };
}

/** The core's evaluation of a flat hose configuration on one catalogue set (as the public evaluate runs it). */
export function hoseOutcome(configuration: unknown, set: HoseCatalogueSet, locale: Locale): HoseOutcome {
  const parsed = parseHoseConfiguration(configuration);
  if (parsed === null) return { accepted: false, messageIds: [HOSE_CONFIGURATION_INVALID] };
  const config = normaliseHoseConfiguration(parsed, set.catalogue).config;
  const problems = validateHoseConfiguration(config, set.catalogue);
  if (problems.length > 0) return { accepted: false, messageIds: problems };
  const product = priceHoseAssembly(config, set);
  return {
    accepted: true,
    messageIds: [],
    name: product.name[locale],
    unitPriceCents: product.unitPriceCents,
    assemblyCostCents: assemblyCost(config, set.catalogue, set.costs),
    procurementDays: product.procurementDays,
  };
}

/** The admin's reads of the configurators' data and the preview of a proposed (unsaved) data set. */
@Injectable()
export class ConfiguratorDataQueries {
  constructor(
    private readonly store: ConfiguratorDataStore,
    private readonly articles: ConfiguratorArticles,
    private readonly hoseCatalogues: HoseCatalogueService,
  ) {}

  async read<S extends ConfiguratorDataSetName>(set: S): Promise<ConfiguratorDataView<S>> {
    const data = await this.store.load(set);
    const lookup = await this.articles.lookup();
    const articles = [...new Set(productIds(set, data))].map((id) => lookup(id)).filter((a): a is ConfiguratorArticleView => a !== undefined);
    return { set, version: configuratorDataVersion(data), data, articles };
  }

  /** One article's facts (the page names a new part by its article number). */
  async article(productId: string): Promise<ConfiguratorArticleView | null> {
    return (await this.articles.lookup())(productId) ?? null;
  }

  /** Runs the core on the proposed data: its problems and, for the hose, the sample configuration before and after. Saves nothing. */
  async preview(set: ConfiguratorDataSetName, data: unknown, sample: { hoseConfiguration?: unknown; locale: Locale }): Promise<ConfiguratorDataPreview> {
    const problems = checkConfiguratorData(set, data, await this.articles.lookup());
    if (set !== 'hose' || sample.hoseConfiguration === undefined) return { problems, hose: null };
    const saved = hoseOutcome(sample.hoseConfiguration, await this.hoseCatalogues.current(), sample.locale);
    const proposed = hoseOutcome(sample.hoseConfiguration, await this.hoseCatalogues.withData(hoseConfiguratorDataOf(data as HoseDataSet)), sample.locale);
    return { problems, hose: { saved, proposed } };
  }
}
