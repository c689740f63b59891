import { Injectable } from '@nestjs/common';
import {
  AUTOMATION_STEP_SEQUENCE,
  countryName,
  err,
  fenceQuote,
  multiplyMoney,
  ok,
  parseAutomationConfiguration,
  quoteAutomation,
  serviceDays,
  serviceInstruction,
  servicesOffered,
  toFlatAutomationConfiguration,
  travelOf,
  type AutomationConfiguration,
  type AutomationMainStepId,
  type AutomationPosition,
  type AutomationPositionRole,
  type AutomationProductStepId,
  type AutomationQuote,
  type AutomationSecondaryStepId,
  type Cents,
  type DomainError,
  type FenceInputs,
  type FencePlan,
  type FlatAutomationConfiguration,
  type Result,
  type ServiceCountry,
  type ServiceLocation,
} from '@shop/domain';
import { translate } from '@shop/i18n';
import { AutomationCatalogueLoader, type AutomationArticle, type AutomationLocale, type LoadedAutomationCatalogue } from './automation-catalogue';

/** An article a product step offers, with its limits in the step; no price when it is sold on request only. */
export interface AutomationStepProduct extends Omit<AutomationArticle, 'priceCents'> {
  readonly priceCents: Cents | null;
  readonly maxQty: number;
  readonly installationHours: number;
}

export interface AutomationStepProducts {
  readonly step: AutomationProductStepId;
  readonly kind: 'product' | 'productList';
  readonly skippable: boolean;
  readonly products: readonly AutomationStepProduct[];
}

/** One priced article of the cell (or of its fence), named in the asked locale. */
export interface AutomationPositionView {
  readonly mainStep: AutomationMainStepId;
  readonly step: AutomationSecondaryStepId;
  readonly role: AutomationPositionRole;
  readonly productId: string;
  readonly name: string;
  readonly unitOfQuantity: string;
  readonly qty: number;
  readonly unitPriceCents: Cents;
  readonly totalCents: Cents;
}

export interface AutomationFencePlanView {
  readonly inputs: FenceInputs;
  readonly plan: FencePlan;
  readonly positions: readonly AutomationPositionView[];
  readonly totalCents: Cents;
  /** Installation hours the fence adds (elements × hours per element). */
  readonly installationHours: number;
}

/** A service article with its price per unit (hour, day, flat rate). */
export interface AutomationServiceArticle {
  readonly productId: string;
  readonly name: string;
  readonly unitOfQuantity: string;
  readonly priceCents: Cents;
}

export interface AutomationServicesView {
  readonly country: ServiceCountry;
  readonly zipArea: number | null;
  /** Installation, training and approval are offered here (DE, AT, CH). */
  readonly offered: boolean;
  /** Working days until the service team can be on site (docs/rules/constants.md#automation-configurator), null where no services are offered. */
  readonly serviceDays: number | null;
  /** acInstructionServiceRobotics4 outside DE, AT, CH. */
  readonly instruction: 'acInstructionServiceRobotics4' | null;
  readonly installation: AutomationServiceArticle | null;
  readonly installationBaseHours: number;
  readonly installationHoursPerFenceElement: number;
  readonly training: (AutomationServiceArticle & { readonly days: number; readonly totalCents: Cents }) | null;
  readonly approval: AutomationServiceArticle | null;
  readonly travel: AutomationServiceArticle | null;
}

/** The completion view's figures: the core's quote of the whole cell, named, with its stock and lead time. */
export interface AutomationQuoteView extends Omit<AutomationQuote, 'positions'> {
  /** The canonical flat configuration (what the custom product id stands for). */
  readonly configuration: FlatAutomationConfiguration;
  readonly name: string;
  readonly positions: readonly AutomationPositionView[];
  /** Every physical article in stock for one cell. */
  readonly inStock: boolean;
  /** Working days until the cell's articles are ready for shipment, 0 = immediately. */
  readonly procurementDays: number;
  /** Weight of the cell's articles in kg (decimal string). */
  readonly weightKg: string;
}

/** A configuration the rules accept, as the definition sells it (names in both locales). */
export interface EvaluatedAutomation {
  readonly configuration: FlatAutomationConfiguration;
  readonly quote: AutomationQuote;
  readonly name: { de: string; en: string };
  readonly summary: { de: string[]; en: string[] };
  readonly inStock: boolean;
  readonly procurementDays: number;
  readonly weightKg: string;
}

/** The message ids of a refusal, each once, in the core's order. */
export function messageIdsOf(errors: readonly DomainError[]): string[] {
  return [...new Set(errors.map((e) => e.code))];
}

const SERVICE_ROLES: ReadonlySet<AutomationPositionRole> = new Set(['installation', 'training', 'approval', 'travel']);

/** Weight as an exact decimal string from kg with up to 4 decimals (the catalogue's precision). */
function weightText(tenThousandths: bigint): string {
  const whole = tenThousandths / 10_000n;
  const fraction = (tenThousandths % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/**
 * The automation configurator's server side (ADR 0022): the data the page asks for per
 * step (the products of a step, the fence plan of given lengths, the services of a location), the quote of
 * a whole configuration, and the evaluation the definition sells by. Every figure comes from the pure core
 * (libs/domain/src/configurators/automation.ts) run on the database's data.
 */
@Injectable()
export class AutomationConfiguratorService {
  constructor(private readonly loader: AutomationCatalogueLoader) {}

  /** The products a product step offers, in the order the shop owner set; null for a step without products. */
  async stepProducts(step: AutomationProductStepId, locale: AutomationLocale): Promise<AutomationStepProducts> {
    const loaded = await this.loader.load(locale);
    const sequence = AUTOMATION_STEP_SEQUENCE.find((s) => s.id === step)!;
    const products: AutomationStepProduct[] = [];
    for (const offered of loaded.catalogue.steps[step]) {
      const article = loaded.articles.get(offered.id)!;
      // An article sold on request only is shown (not selectable) without its price: it never leaves the server.
      const priceCents = article.isOnlyOnRequest ? null : article.priceCents;
      products.push({ ...article, priceCents, maxQty: sequence.kind === 'product' ? 1 : (offered.maxQty ?? 20), installationHours: offered.installationHours ?? 0 });
    }
    return { step, kind: sequence.kind as 'product' | 'productList', skippable: sequence.skippable, products };
  }

  /** The fence of given inputs as built: sides, panels, posts, door, hatch and their articles with prices. */
  async fencePlan(inputs: FenceInputs, locale: AutomationLocale): Promise<Result<AutomationFencePlanView, string[]>> {
    const loaded = await this.loader.load(locale);
    const quote = fenceQuote(inputs, loaded.catalogue.fence);
    if (!quote.ok) return err(messageIdsOf(quote.error));
    return ok({
      inputs,
      plan: quote.value.plan,
      positions: quote.value.positions.map((p) => this.positionView(p, loaded)),
      totalCents: quote.value.totalCents,
      installationHours: quote.value.plan.elements * loaded.catalogue.services.installationHoursPerFenceElement,
    });
  }

  /** The services of a location: whether they are offered, the service days, the articles and their prices. */
  async services(location: ServiceLocation, locale: AutomationLocale): Promise<AutomationServicesView> {
    const loaded = await this.loader.load(locale);
    const services = loaded.catalogue.services;
    const offered = servicesOffered(location.country);
    const article = (id: string | undefined): AutomationServiceArticle | null => {
      const a = id === undefined ? undefined : loaded.articles.get(id);
      return a && !a.isOnlyOnRequest ? { productId: a.id, name: a.name, unitOfQuantity: a.unitOfQuantity, priceCents: a.priceCents } : null;
    };
    const training = offered ? article(services.training?.id) : null;
    return {
      country: location.country,
      zipArea: location.zipArea,
      offered,
      serviceDays: offered ? serviceDays(location) : null,
      instruction: serviceInstruction(location.country),
      installation: offered ? article(services.installation?.id) : null,
      installationBaseHours: services.installationBaseHours,
      installationHoursPerFenceElement: services.installationHoursPerFenceElement,
      training: training ? { ...training, days: services.trainingDays, totalCents: multiplyMoney(training.priceCents, services.trainingDays) } : null,
      approval: offered ? article(services.approval?.id) : null,
      travel: offered ? article(travelOf(location, services)?.id) : null,
    };
  }

  /** The whole cell priced (the completion view), or the message ids the rules refuse it with. */
  async quote(flat: unknown, locale: AutomationLocale): Promise<Result<AutomationQuoteView, string[]>> {
    const parsed = parseAutomationConfiguration(flat);
    if (!parsed.ok) return err([parsed.error.code]);
    const loaded = await this.loader.load(locale);
    const quote = quoteAutomation(parsed.value, loaded.catalogue);
    if (!quote.ok) return err(messageIdsOf(quote.error));
    return ok({
      ...quote.value,
      configuration: toFlatAutomationConfiguration(parsed.value),
      name: this.cellName(quote.value, loaded, locale),
      positions: quote.value.positions.map((p) => this.positionView(p, loaded)),
      ...this.shipment(quote.value, loaded),
    });
  }

  /**
   * A configuration as it arrives (flat, untrusted) checked and priced by the core on today's data: the
   * canonical flat form, the quote, the article name and summary in both locales, stock and lead time.
   */
  async evaluate(flat: unknown): Promise<Result<EvaluatedAutomation, string[]>> {
    const parsed = parseAutomationConfiguration(flat);
    if (!parsed.ok) return err([parsed.error.code]);
    const de = await this.loader.load('de');
    const quote = quoteAutomation(parsed.value, de.catalogue);
    if (!quote.ok) return err(messageIdsOf(quote.error));
    const en = await this.loader.load('en');
    const configuration = toFlatAutomationConfiguration(parsed.value);
    return ok({
      configuration,
      quote: quote.value,
      name: { de: this.cellName(quote.value, de, 'de'), en: this.cellName(quote.value, en, 'en') },
      summary: { de: this.summary(parsed.value, quote.value, de, 'de'), en: this.summary(parsed.value, quote.value, en, 'en') },
      ...this.shipment(quote.value, de),
    });
  }

  private positionView(p: AutomationPosition, loaded: LoadedAutomationCatalogue): AutomationPositionView {
    const article = loaded.articles.get(p.productId);
    return {
      mainStep: p.mainStep,
      step: p.step,
      role: p.role,
      productId: p.productId,
      name: article?.name ?? p.productId,
      unitOfQuantity: article?.unitOfQuantity ?? 'pieces',
      qty: p.qty,
      unitPriceCents: p.unitPriceCents,
      totalCents: p.totalCents,
    };
  }

  /** "Robot cell with <robot>": the robot names the cell (a cell has exactly one). */
  private cellName(quote: AutomationQuote, loaded: LoadedAutomationCatalogue, locale: AutomationLocale): string {
    const robot = quote.positions.find((p) => p.step === 'robotSelection');
    const name = robot ? (loaded.articles.get(robot.productId)?.name ?? robot.productId) : '';
    return translate(locale, 'acCellName', { robot: name });
  }

  /** The configuration spelled out: the fence and service inputs, then every article with its quantity. */
  private summary(configuration: AutomationConfiguration, quote: AutomationQuote, loaded: LoadedAutomationCatalogue, locale: AutomationLocale): string[] {
    const lines: string[] = [];
    const fence = configuration.fence;
    if (fence !== null) {
      const parts = [translate(locale, 'acSummaryFence', { lengthA: fence.lengthA, lengthB: fence.lengthB })];
      if (fence.door) parts.push(translate(locale, 'acSummaryFenceDoor'));
      if (fence.hatch) parts.push(translate(locale, 'acSummaryFenceHatch', { width: fence.hatchWidth }));
      lines.push(parts.join(', '));
    }
    const location = configuration.serviceLocation;
    if (location !== null) {
      const country = location.country === 'xx' ? translate(locale, 'acCountryOther') : (countryName(location.country.toUpperCase(), locale) ?? location.country);
      const place = location.country === 'de' && location.zipArea !== null ? translate(locale, 'acSummaryZipArea', { country, zipArea: location.zipArea }) : country;
      lines.push(
        quote.serviceDays !== null
          ? translate(locale, 'acSummaryServiceLocationDays', { place, days: quote.serviceDays })
          : translate(locale, 'acSummaryServiceLocation', { place }),
      );
    }
    for (const p of quote.positions) lines.push(`${p.qty} × ${loaded.articles.get(p.productId)?.name ?? p.productId} (${p.productId})`);
    return lines;
  }

  /** Stock, lead time and weight of the physical articles (services are neither shipped nor stocked). */
  private shipment(quote: AutomationQuote, loaded: LoadedAutomationCatalogue): { inStock: boolean; procurementDays: number; weightKg: string } {
    let inStock = true;
    let procurementDays = 0;
    let weight = 0n;
    for (const p of quote.positions) {
      if (SERVICE_ROLES.has(p.role)) continue;
      const article = loaded.articles.get(p.productId);
      if (!article || article.productTypeId === 'service') continue;
      weight += BigInt(Math.round(article.weightKg * 10_000)) * BigInt(p.qty);
      if (article.quantityInStock < p.qty) {
        inStock = false;
        procurementDays = Math.max(procurementDays, article.procurementTimeDays);
      }
    }
    return { inStock, procurementDays, weightKg: weightText(weight) };
  }
}
