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
  AUTOMATION_PRODUCT_STEPS,
  parseAutomationConfiguration,
  quoteAutomation,
  type AutomationDataSet,
  type AutomationProductStepId,
  type EjectorDataSet,
  type HoseDataSet,
} from '@shop/domain';
import { ConfiguratorArticles, type ConfiguratorArticleView } from '../../domain/admin/configurator-articles.port';
import { ConfiguratorDataStore, type ConfiguratorDataSets } from '../../domain/admin/configurator-data-store.port';
import type { HoseConfiguratorDataSet } from '../../domain/hose/hose-configurator-data.port';
import { checkConfiguratorData } from '../commands/save-configurator-data/save-configurator-data.handler';
import type { AutomationSetup, AutomationStepArticle } from '../../domain/automation/automation-setup.repository.port';
import type { EjectorConfiguratorData } from '../../domain/ejector/ejector-data.port';
import { CustomProductRepository } from '../../domain/ports/custom-product.repository.port';
import { AutomationCatalogueLoader } from '../automation/automation-catalogue';
import { messageIdsOf } from '../automation/automation-configurator.service';
import { EjectorConfigurator, ejectorSolutionsOn, type EjectorServerCatalogue } from '../ejector/ejector-configurator.service';
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

/** What a buyer would get for one ejector pin: the length check and the solutions (standard, cheapest, fastest). */
export interface EjectorOutcome {
  /** null: the sample's article is not one the configurator sells. */
  readonly lengthState: 'valid' | 'invalid' | null;
  readonly messageIds: readonly string[];
  /** The lengths that can be ordered ("30-95mm, 100mm"). */
  readonly validLengths: string | null;
  readonly solutions: ReadonlyArray<{ readonly kind: string; readonly articleId: string; readonly priceCents: number; readonly shorten: boolean; readonly antiRotation: boolean; readonly processingDays: number }>;
}

/** What a buyer would be quoted for one robot cell. */
export type AutomationOutcome =
  | { readonly accepted: false; readonly messageIds: readonly string[] }
  | {
      readonly accepted: true;
      readonly messageIds: readonly string[];
      readonly netCents: number;
      readonly trainingCents: number;
      readonly installationHours: number;
      readonly serviceDays: number | null;
    };

export interface ConfiguratorDataPreview {
  /** The core's problems with the proposed data (empty: it may be saved). */
  readonly problems: ConfiguratorDataProblems;
  /** Hose: the sample configuration on the saved data and on the proposed data. */
  readonly hose: { readonly saved: HoseOutcome; readonly proposed: HoseOutcome } | null;
  /** Ejector: a pin of the sample article's choices and dimensions at the sample length, on the saved and the proposed data. */
  readonly ejector: { readonly saved: EjectorOutcome; readonly proposed: EjectorOutcome } | null;
  /** Automation: a cell (a saved RZ code's configuration) quoted on the saved and on the proposed data. */
  readonly automation?: { readonly saved: AutomationOutcome; readonly proposed: AutomationOutcome } | null;
}

/** The admin's automation data set as the automation catalogue reads it. */
export function automationSetupOf(data: AutomationDataSet): AutomationSetup {
  const steps = Object.fromEntries(AUTOMATION_PRODUCT_STEPS.map((s) => [s, [] as AutomationStepArticle[]])) as Record<AutomationProductStepId, AutomationStepArticle[]>;
  for (const s of [...data.steps].sort((a, b) => a.sort - b.sort || (a.productId < b.productId ? -1 : 1))) {
    steps[s.step]?.push({ productId: s.productId, maxQty: s.maxQty, installationHours: s.installationHours });
  }
  const fence = (element: string) => data.fence.filter((f) => f.element === element);
  const service = (kind: string) => data.services.find((s) => s.service === kind && s.country === null)?.productId ?? null;
  const travel = data.services.filter((s) => s.service === 'travel');
  return {
    steps,
    fence: {
      panels: new Map(fence('panel').map((f) => [f.widthMm ?? 0, f.productId])),
      post: fence('post')[0]?.productId ?? null,
      door: fence('door')[0]?.productId ?? null,
      hatches: new Map(fence('hatch').map((f) => [f.widthMm ?? 0, f.productId])),
    },
    services: {
      installation: service('installation'),
      training: service('training'),
      approval: service('approval'),
      travelDe: new Map(travel.filter((s) => s.country === 'de' && s.zipArea !== null).map((s) => [s.zipArea!, s.productId])),
      travelAt: travel.find((s) => s.country === 'at')?.productId ?? null,
      travelCh: travel.find((s) => s.country === 'ch')?.productId ?? null,
    },
    ...data.settings,
  };
}

/** The admin's ejector data set as the ejector catalogue reads it. */
export function ejectorConfiguratorDataOf(data: EjectorDataSet): EjectorConfiguratorData {
  return {
    services: data.services.map((s) => ({
      kind: s.kind,
      serviceId: s.serviceId,
      name: { de: s.nameDe, en: s.nameEn },
      priceCents: s.priceCents,
      active: s.active,
      diameterBorder: s.diameterBorder,
      minLengthSmall: s.minLengthSmall,
      minLengthLarge: s.minLengthLarge,
      maxLength: s.maxLength,
    })),
    cadValues: data.cadValues,
  };
}

/** The pin of a catalogue article's choices and dimensions at a length, answered by the core on one catalogue. */
export function ejectorOutcome(catalogue: EjectorServerCatalogue, steps: Readonly<Record<string, string>> | null, length: string, locale: Locale): EjectorOutcome {
  if (steps === null) return { lengthState: null, messageIds: ['customProductInvalid'], validLengths: null, solutions: [] };
  const result = ejectorSolutionsOn(catalogue, { ...steps, length }, { locale });
  if (!result.ok) return { lengthState: null, messageIds: [result.error.messageId], validLengths: null, solutions: [] };
  const v = result.value;
  return {
    lengthState: v.lengthState,
    messageIds: v.messageId === null ? [] : [v.messageId],
    validLengths: v.hint.params.lengths,
    solutions: v.solutions.map((x) => ({ kind: x.kind, articleId: x.articleId, priceCents: x.priceCents, shorten: x.shorten, antiRotation: x.antiRotation, processingDays: x.processingDays })),
  };
}

/** The steps of a pin like a catalogue article (its choices and dimensions), as the solutions call takes them. */
function stepsOf(catalogue: EjectorServerCatalogue, articleId: string): Record<string, string> | null {
  const a = catalogue.articleById.get(articleId);
  if (a === undefined) return null;
  return {
    type: a.type,
    headShape: a.headShape,
    material: a.material,
    ...(a.type === 'flat' ? { cr: a.cornerRadius ?? 'none' } : {}),
    diameter: String(a.diameter),
    ...(a.a !== undefined ? { a: String(a.a) } : {}),
    ...(a.b !== undefined ? { b: String(a.b) } : {}),
    ...(a.l2 !== undefined ? { l2: String(a.l2) } : {}),
  };
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
    private readonly ejectors: EjectorConfigurator,
    private readonly automation: AutomationCatalogueLoader,
    private readonly customProducts: CustomProductRepository,
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
  async preview(
    set: ConfiguratorDataSetName,
    data: unknown,
    sample: { hoseConfiguration?: unknown; ejector?: { articleId: string; length: string }; automationCode?: string; locale: Locale },
  ): Promise<ConfiguratorDataPreview> {
    const problems = checkConfiguratorData(set, data, await this.articles.lookup());
    if (set === 'hose' && sample.hoseConfiguration !== undefined) {
      const saved = hoseOutcome(sample.hoseConfiguration, await this.hoseCatalogues.current(), sample.locale);
      const proposed = hoseOutcome(sample.hoseConfiguration, await this.hoseCatalogues.withData(hoseConfiguratorDataOf(data as HoseDataSet)), sample.locale);
      return { problems, hose: { saved, proposed }, ejector: null };
    }
    if (set === 'ejector' && sample.ejector !== undefined) {
      const saved = await this.ejectors.serverCatalogue();
      const proposed = await this.ejectors.withData(ejectorConfiguratorDataOf(data as EjectorDataSet));
      // The pin's choices and dimensions are the article's as the saved data reads it (its l2 may come from the CAD table).
      const steps = stepsOf(saved, sample.ejector.articleId) ?? stepsOf(proposed, sample.ejector.articleId);
      const length = sample.ejector.length.trim().replace(',', '.');
      return { problems, hose: null, ejector: { saved: ejectorOutcome(saved, steps, length, sample.locale), proposed: ejectorOutcome(proposed, steps, length, sample.locale) } };
    }
    if (set === 'automation' && sample.automationCode !== undefined) {
      const stored = await this.customProducts.findById(sample.automationCode.trim().toUpperCase());
      const configuration = stored !== null && stored.type === 'automation' ? stored.configuration : null;
      const quote = async (proposed?: AutomationSetup): Promise<AutomationOutcome> => {
        if (configuration === null) return { accepted: false, messageIds: ['acCodeInvalid'] };
        const parsed = parseAutomationConfiguration(configuration);
        if (!parsed.ok) return { accepted: false, messageIds: [parsed.error.code] };
        const q = quoteAutomation(parsed.value, (await this.automation.load(sample.locale, proposed)).catalogue);
        if (!q.ok) return { accepted: false, messageIds: messageIdsOf(q.error) };
        return { accepted: true, messageIds: [], netCents: q.value.netCents, trainingCents: q.value.trainingCents, installationHours: q.value.installationHours, serviceDays: q.value.serviceDays };
      };
      return { problems, hose: null, ejector: null, automation: { saved: await quote(), proposed: await quote(automationSetupOf(data as AutomationDataSet)) } };
    }
    return { problems, hose: null, ejector: null };
  }
}
