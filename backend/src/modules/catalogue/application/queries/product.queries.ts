import { Injectable } from '@nestjs/common';
import { err, languageFromPath, localePrefix, LOCALES, ok, stripTrailingSlash, type OrderQuantityInfo, type PriceableProduct, type Result } from '@shop/domain';
import type { Locale } from '../../domain/catalogue-data';
import { CadProviderPort, type CadFile, type CadFormat } from '../../domain/ports/cad-provider.port';
import { CatalogueReadModel } from '../read-model/catalogue-read-model';
import { DEFAULT_LOCALE, type CatalogueSnapshot, type CategoryRec, type ProductRec } from '../read-model/catalogue-snapshot';
import type { ProductDetailView, ProductListItemView, RelatedPageView, ResolveView } from '../views/catalogue-views';
import { cadProduct, pricingFactsOf, ProductViews, type RelatedKind } from '../views/product-views';

export type ProductQueryError = { code: 'productIdUnknown'; message: string } | { code: 'noCadDataAvailable'; message: string };

const UNKNOWN: ProductQueryError = { code: 'productIdUnknown', message: 'Article id is unknown.' };
export const MAX_BY_IDS = 1000;

/** A product's facts for shipping: weight per unit of quantity, stock, procurement time. */
export interface ShipmentFacts {
  weightKg: number;
  quantityInStock: number;
  procurementTimeDays: number;
}

/** A path resolved in the read model: product or category (with the path's locale), or nothing. */
export type PathMatch =
  | { kind: 'product'; product: ProductRec; locale: Locale; snapshot: CatalogueSnapshot }
  | { kind: 'category'; category: CategoryRec; locale: Locale; snapshot: CatalogueSnapshot }
  | { kind: 'none' };

/**
 * What pricing needs of a catalogue article: the price-rule engine's facts, whether it is sold on request only
 * (its price never leaves the server) and its order quantity rule.
 */
export type PricingFacts = PriceableProduct & { readonly isOnlyOnRequest: boolean; readonly orderQuantity: OrderQuantityInfo };

/** What a price rule's product restriction may name. */
export interface PricingVocabulary {
  productTypes: readonly string[];
  productPricingGroups: readonly string[];
}

const vocabularies = new WeakMap<CatalogueSnapshot, PricingVocabulary>();
/** Each catalogue version's pricing facts, made once per product when it is first priced (the snapshot never changes). */
const pricingFactsBySnapshot = new WeakMap<CatalogueSnapshot, Map<string, PricingFacts>>();

/** Product reads: path resolution, detail, related lists, by ids, CAD. */
@Injectable()
export class ProductQueries {
  constructor(
    private readonly readModel: CatalogueReadModel,
    private readonly views: ProductViews,
    private readonly cad: CadProviderPort,
  ) {}

  /**
   * A URL path → product or category. A category answers on its path in either locale; a product on its
   * canonical path or under any other category it is linked to (the answer's alternates and the page
   * head's canonical link name the canonical path).
   */
  async match(rawPath: string): Promise<PathMatch> {
    const path = normalisePath(rawPath);
    if (path === null) return { kind: 'none' };
    const s = await this.readModel.snapshot();
    const category = s.categoryByPath.get(path);
    if (category) return { kind: 'category', category, locale: category.path.en === path ? 'en' : 'de', snapshot: s };
    const locale = languageFromPath(path, LOCALES, DEFAULT_LOCALE) as Locale;
    const cut = path.lastIndexOf('/');
    const prefix = path.slice(0, cut);
    const slug = path.slice(cut + 1);
    for (const p of s.productsBySlug(slug, locale)) {
      const under = p.categories.some((c) => c.path[locale] === prefix) || (p.canonical === null && prefix === localePrefix(locale, DEFAULT_LOCALE));
      if (under) {
        await s.details();
        return { kind: 'product', product: p, locale, snapshot: s };
      }
    }
    return { kind: 'none' };
  }

  async resolve(path: string): Promise<ResolveView> {
    const m = await this.match(path);
    if (m.kind === 'product') return { kind: 'product', product: this.views.detail(m.snapshot, m.product, m.locale) };
    if (m.kind === 'category') return { kind: 'category', category: this.views.category(m.snapshot, m.category, m.locale) };
    return { kind: 'none' };
  }

  async detail(id: string, locale: Locale): Promise<Result<ProductDetailView, ProductQueryError>> {
    const s = await this.detailed();
    const p = s.productById.get(id);
    return p ? ok(this.views.detail(s, p, locale)) : err(UNKNOWN);
  }

  async related(id: string, kind: RelatedKind, locale: Locale): Promise<Result<RelatedPageView, ProductQueryError>> {
    const s = await this.detailed();
    const p = s.productById.get(id);
    if (!p) return err(UNKNOWN);
    const items = this.views.related(s, p, kind);
    return ok({
      product: { id: p.id, name: p.data.text[locale].name, path: s.productPath(p, locale) },
      items: this.views.listItems(s, items, locale),
      total: items.length,
    });
  }

  /** The snapshot once its product detail fields are loaded (right after the first load; see CatalogueReadModel). */
  private async detailed(): Promise<CatalogueSnapshot> {
    const s = await this.readModel.snapshot();
    await s.details();
    return s;
  }

  /** List items of the known ids, in the order asked, each once (the cart refreshes its positions with this). */
  async byIds(ids: readonly string[], locale: Locale): Promise<ProductListItemView[]> {
    const s = await this.readModel.snapshot();
    const seen = new Set<string>();
    const found: ProductRec[] = [];
    for (const id of ids.slice(0, MAX_BY_IDS)) {
      const p = s.productById.get(id);
      if (p && !seen.has(id)) {
        seen.add(id);
        found.push(p);
      }
    }
    return this.views.listItems(s, found, locale);
  }

  /**
   * What pricing needs of each known product (price, price unit, list price, type, pricing group, on request
   * only, order quantity rule), keyed by article number; unknown ids are left out.
   */
  async pricingFacts(ids: readonly string[]): Promise<Map<string, PricingFacts>> {
    const s = await this.readModel.snapshot();
    let known = pricingFactsBySnapshot.get(s);
    if (known === undefined) {
      known = new Map();
      pricingFactsBySnapshot.set(s, known);
    }
    const facts = new Map<string, PricingFacts>();
    for (const id of ids) {
      let fact = known.get(id);
      if (fact === undefined) {
        const p = s.productById.get(id);
        if (p === undefined) continue;
        fact = Object.freeze({ ...pricingFactsOf(p), isOnlyOnRequest: p.data.isOnlyOnRequest, orderQuantity: s.orderQuantity(p) });
        known.set(id, fact);
      }
      facts.set(id, fact);
    }
    return facts;
  }

  /**
   * The pricing facts of every article a product type and/or product pricing group restriction covers (a price
   * rule's check that it leaves every price it sets above 0). Both null: none.
   */
  async pricingFactsMatching(restriction: { productTypeI18nId: string | null; productPricingGroup: string | null }): Promise<PriceableProduct[]> {
    if (restriction.productTypeI18nId === null && restriction.productPricingGroup === null) return [];
    const s = await this.readModel.snapshot();
    const found: PriceableProduct[] = [];
    for (const p of s.productById.values()) {
      if (restriction.productTypeI18nId !== null && p.data.typeId !== restriction.productTypeI18nId) continue;
      if (restriction.productPricingGroup !== null && p.data.pricingGroup !== restriction.productPricingGroup) continue;
      found.push(pricingFactsOf(p));
    }
    return found;
  }

  /**
   * The product types and product pricing groups the catalogue uses (what a price rule may restrict to),
   * sorted; computed once per catalogue snapshot.
   */
  async pricingVocabulary(): Promise<PricingVocabulary> {
    const s = await this.readModel.snapshot();
    let known = vocabularies.get(s);
    if (!known) {
      const types = new Set<string>();
      const groups = new Set<string>();
      for (const p of s.productById.values()) {
        types.add(p.data.typeId);
        if (p.data.pricingGroup) groups.add(p.data.pricingGroup);
      }
      known = { productTypes: [...types].sort(), productPricingGroups: [...groups].sort() };
      vocabularies.set(s, known);
    }
    return known;
  }

  /** What shipping needs of each known product (weight, stock, procurement days), keyed by article number. */
  async shipmentFacts(ids: readonly string[]): Promise<Map<string, ShipmentFacts>> {
    const s = await this.readModel.snapshot();
    const facts = new Map<string, ShipmentFacts>();
    for (const id of ids) {
      const p = s.productById.get(id);
      if (p && !facts.has(id)) facts.set(id, { weightKg: p.data.weightKg, quantityInStock: p.data.quantityInStock, procurementTimeDays: p.data.procurementTimeDays });
    }
    return facts;
  }

  async cadFormats(id: string, locale: Locale): Promise<Result<CadFormat[], ProductQueryError>> {
    const s = await this.detailed();
    const p = s.productById.get(id);
    if (!p) return err(UNKNOWN);
    return ok(await this.cad.formats(cadProduct(p, locale), locale));
  }

  async cadFile(id: string, formatId: string, locale: Locale): Promise<Result<CadFile, ProductQueryError>> {
    const s = await this.detailed();
    const p = s.productById.get(id);
    if (!p) return err(UNKNOWN);
    const file = await this.cad.download(cadProduct(p, locale), formatId, locale);
    return file ? ok(file) : err({ code: 'noCadDataAvailable', message: 'There is no CAD data in this format.' });
  }
}

/** Decoded path without query and trailing slash; null for anything that cannot be a catalogue path. */
function normalisePath(raw: string): string | null {
  let path = raw.split('?')[0].split('#')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.length > 1000) return null;
  path = stripTrailingSlash(path);
  return path === '' || path === '/' ? null : path;
}
