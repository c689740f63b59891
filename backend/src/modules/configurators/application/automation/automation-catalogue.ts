import { Injectable } from '@nestjs/common';
import {
  AUTOMATION_PRODUCT_STEPS,
  divideRoundHalfUp,
  FENCE_PANEL_WIDTHS_MM,
  HATCH_WIDTHS_MM,
  type AutomationCatalogue,
  type AutomationProduct,
  type AutomationProductStepId,
  type Cents,
  type FencePanelWidth,
  type HatchWidth,
} from '@shop/domain';
import { ProductQueries } from '../../../catalogue';
import { AutomationSetupRepository, type AutomationSetup } from '../../domain/automation/automation-setup.repository.port';

export type AutomationLocale = 'de' | 'en';

/** What the configurator shows of an article, from the catalogue (names in one locale). */
export interface AutomationArticle {
  readonly id: string;
  readonly name: string;
  /** Canonical product page path in the locale (a link to the article's data sheet and pictures). */
  readonly path: string;
  readonly image: string | null;
  readonly productTypeId: string;
  /** i18n id of the unit (pieces, hourShort, …). */
  readonly unitOfQuantity: string;
  /** Net price per unit of quantity, cents (the catalogue's price; configured products take no price rules, ADR 0017). */
  readonly priceCents: Cents;
  readonly isOnlyOnRequest: boolean;
  readonly quantityInStock: number;
  readonly procurementTimeDays: number;
  /** Weight per unit in kg. */
  readonly weightKg: number;
  readonly availability: { readonly statusCode: number; readonly label: string; readonly deliveryTime: { readonly messageId: string; readonly days: number } };
}

/** The core's catalogue on today's data, with the articles it names (known and sold ones only). */
export interface LoadedAutomationCatalogue {
  readonly setup: AutomationSetup;
  readonly catalogue: AutomationCatalogue;
  readonly articles: ReadonlyMap<string, AutomationArticle>;
}

/** Every article number the setup names. */
function articleIds(setup: AutomationSetup): string[] {
  const ids = new Set<string>();
  for (const step of AUTOMATION_PRODUCT_STEPS) for (const a of setup.steps[step]) ids.add(a.productId);
  for (const id of setup.fence.panels.values()) ids.add(id);
  for (const id of setup.fence.hatches.values()) ids.add(id);
  for (const id of [setup.fence.post, setup.fence.door, setup.services.installation, setup.services.training, setup.services.approval, setup.services.travelAt, setup.services.travelCh]) {
    if (id !== null) ids.add(id);
  }
  for (const id of setup.services.travelDe.values()) ids.add(id);
  return [...ids];
}

/**
 * Builds the automation core's catalogue (libs/domain/src/configurators/automation.ts) from the
 * configurator's own data (which article plays which role, AutomationSetupRepository) and the catalogue's
 * facts about those articles (price, name, stock, on request), read through the catalogue facade. An
 * article the catalogue no longer sells is left out: the core then refuses a configuration that needs it
 * (productIdUnknown, acFenceElementUnavailable, acServiceUnavailable).
 */
@Injectable()
export class AutomationCatalogueLoader {
  constructor(
    private readonly setupRepository: AutomationSetupRepository,
    private readonly products: ProductQueries,
  ) {}

  /** On the stored data, or on a given setup (an admin's proposed, unsaved data). */
  async load(locale: AutomationLocale, proposed?: AutomationSetup): Promise<LoadedAutomationCatalogue> {
    const setup = proposed ?? (await this.setupRepository.load());
    const ids = articleIds(setup);
    const [pricing, shipment, items] = await Promise.all([this.products.pricingFacts(ids), this.products.shipmentFacts(ids), this.products.byIds(ids, locale)]);
    const articles = new Map<string, AutomationArticle>();
    for (const item of items) {
      const price = pricing.get(item.id);
      const facts = shipment.get(item.id);
      if (!price || !facts) continue;
      const priceCents = price.priceUnit === 1 ? price.priceCents : Number(divideRoundHalfUp(BigInt(price.priceCents), BigInt(price.priceUnit)));
      articles.set(item.id, {
        id: item.id,
        name: item.name,
        path: item.path,
        image: item.imageThumbnail ?? item.image,
        productTypeId: item.productTypeId,
        unitOfQuantity: item.unitOfQuantity,
        priceCents,
        isOnlyOnRequest: item.isOnlyOnRequest,
        quantityInStock: facts.quantityInStock,
        procurementTimeDays: facts.procurementTimeDays,
        weightKg: facts.weightKg,
        availability: { statusCode: item.availability.statusCode, label: item.availability.label, deliveryTime: { messageId: item.availability.deliveryTime.messageId, days: item.availability.deliveryTime.days } },
      });
    }
    const product = (id: string | null | undefined, extra: Partial<AutomationProduct> = {}): AutomationProduct | null => {
      const article = id ? articles.get(id) : undefined;
      return article ? { id: article.id, priceCents: article.priceCents, onRequest: article.isOnlyOnRequest, ...extra } : null;
    };
    // Fence elements and services are priced into the cell and answered with their prices: one sold on request
    // only is not available (its price never leaves the server; the core refuses what needs it).
    const sold = (id: string | null | undefined): AutomationProduct | null => {
      const p = product(id);
      return p && !p.onRequest ? p : null;
    };
    const steps = Object.fromEntries(
      AUTOMATION_PRODUCT_STEPS.map((step) => [
        step,
        setup.steps[step].map((a) => product(a.productId, { ...(a.maxQty !== null ? { maxQty: a.maxQty } : {}), installationHours: a.installationHours })).filter((p): p is AutomationProduct => p !== null),
      ]),
    ) as Record<AutomationProductStepId, AutomationProduct[]>;
    const panels: Partial<Record<FencePanelWidth, AutomationProduct>> = {};
    for (const width of FENCE_PANEL_WIDTHS_MM) {
      const p = sold(setup.fence.panels.get(width));
      if (p) panels[width] = p;
    }
    const hatches: Partial<Record<HatchWidth, AutomationProduct>> = {};
    for (const width of HATCH_WIDTHS_MM) {
      const p = sold(setup.fence.hatches.get(width));
      if (p) hatches[width] = p;
    }
    const de: Partial<Record<number, AutomationProduct>> = {};
    for (const [zipArea, id] of setup.services.travelDe) {
      const p = sold(id);
      if (p) de[zipArea] = p;
    }
    const catalogue: AutomationCatalogue = {
      steps,
      fence: { panels, post: sold(setup.fence.post), door: sold(setup.fence.door), hatches },
      services: {
        installation: sold(setup.services.installation),
        installationBaseHours: setup.installationBaseHours,
        installationHoursPerFenceElement: setup.installationHoursPerFenceElement,
        training: sold(setup.services.training),
        trainingDays: setup.trainingDays,
        approval: sold(setup.services.approval),
        travel: { de, at: sold(setup.services.travelAt), ch: sold(setup.services.travelCh) },
      },
    };
    return { setup, catalogue, articles };
  }
}
