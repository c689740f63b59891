import { Injectable } from '@nestjs/common';
import { deliveryTimeMessage, getAvailability, priceInfo, type PriceableProduct } from '@shop/domain';
import { isCadFileType } from '../../domain/cad';
import type { CadProduct } from '../../domain/ports/cad-provider.port';
import type { Locale } from '../../domain/catalogue-data';
import { CadProviderPort } from '../../domain/ports/cad-provider.port';
import type { CatalogueSnapshot, CategoryRec, ProductRec } from '../read-model/catalogue-snapshot';
import type {
  AttributeValueView,
  AvailabilityView,
  BreadcrumbView,
  CategoryDetailView,
  PriceInfoView,
  ProductDetailView,
  ProductListItemView,
  RelatedListView,
} from './catalogue-views';

export const CURRENCY = 'EUR';
/** Related lists inside the product detail (docs/rules/constants.md#lists: up to 6, show-all appears at exactly 6). */
export const RELATED_IN_DETAIL = 6;
/** Fits-to fetch limit (docs/rules/constants.md#lists), used for every related list endpoint. */
export const RELATED_LIMIT = 10_000;
/** List items kept per locale and snapshot (they are immutable, so answers share them). */
const LIST_ITEM_CACHE = 20_000;

export type RelatedKind = 'fitsTo' | 'similar' | 'combinable';
export const RELATED_KINDS: readonly RelatedKind[] = ['fitsTo', 'similar', 'combinable'];

/**
 * Price info from the catalogue price (price_cents per price_unit) and the list price: what every buyer
 * shares. The buyer's own price (price rules, group and customer prices) is laid over it by the pricing
 * context per request (POST /api/sales/prices); one rule for both, @shop/domain priceInfo.
 */
export function priceInfoOf(p: ProductRec, locale: Locale): PriceInfoView | null {
  // Sold on request only: the price is asked for, never shown, so it never leaves the server.
  if (p.data.isOnlyOnRequest) return null;
  return priceInfo(pricingFactsOf(p), p.data.priceCents, locale, CURRENCY);
}

/** The facts about a product the price rules read (@shop/domain PriceableProduct). */
export function pricingFactsOf(p: ProductRec): PriceableProduct {
  const d = p.data;
  return { id: d.id, typeId: d.typeId, pricingGroup: d.pricingGroup, priceCents: d.priceCents, priceUnit: d.priceUnit, listPriceCents: d.listPriceCents };
}

/** Availability for the product's default order quantity (@shop/domain); delivery time 0 days when the stock covers it. */
export function availabilityOf(p: ProductRec, defaultQuantity: number): AvailabilityView {
  const { statusCode, label } = getAvailability(p.data.quantityInStock, defaultQuantity);
  const delivery = deliveryTimeMessage(statusCode === 0 ? 0 : p.data.procurementTimeDays);
  return {
    statusCode,
    label,
    quantityInStock: p.data.quantityInStock,
    procurementTime: p.data.procurementTimeDays,
    deliveryTime: { messageId: delivery.messageId, days: delivery.days },
  };
}

/** Attribute values of a product, optionally only those of the given attribute ids (in that order). */
export function attributeViews(p: ProductRec, locale: Locale, only?: readonly string[]): AttributeValueView[] {
  const view = (v: ProductRec['values'][number]): AttributeValueView => ({
    attributeId: v.attribute.id,
    heading: v.attribute.heading[locale],
    value: v.label[locale],
    code: v.code,
    numeric: v.numeric,
    unit: v.attribute.measuringUnit,
  });
  if (only === undefined) return p.values.map(view);
  const out: AttributeValueView[] = [];
  for (const id of only) for (const v of p.values) if (v.attribute.id === id) out.push(view(v));
  return out;
}

export function categoryBreadcrumbs(c: CategoryRec, locale: Locale): BreadcrumbView[] {
  return [...c.ancestors, c].map((x) => ({ label: x.data.name[locale], path: x.path[locale] }));
}

/** Builds the contract's product and category views from the read model. */
@Injectable()
export class ProductViews {
  private readonly caches = new WeakMap<CatalogueSnapshot, Record<Locale, Map<number, ProductListItemView>>>();

  constructor(private readonly cad: CadProviderPort) {}

  /** The lean list item (cached per snapshot and locale; treat as read-only). */
  listItem(s: CatalogueSnapshot, p: ProductRec, locale: Locale): ProductListItemView {
    let caches = this.caches.get(s);
    if (!caches) this.caches.set(s, (caches = { de: new Map(), en: new Map() }));
    const cache = caches[locale];
    let item = cache.get(p.index);
    if (item === undefined) {
      item = this.buildListItem(s, p, locale);
      if (cache.size >= LIST_ITEM_CACHE) cache.delete(cache.keys().next().value as number);
      cache.set(p.index, item);
    }
    return item;
  }

  listItems(s: CatalogueSnapshot, products: Iterable<ProductRec>, locale: Locale): ProductListItemView[] {
    const out: ProductListItemView[] = [];
    for (const p of products) out.push(this.listItem(s, p, locale));
    return out;
  }

  /** Existing, active related products of a kind, in the stored order. */
  related(s: CatalogueSnapshot, p: ProductRec, kind: RelatedKind): ProductRec[] {
    const out: ProductRec[] = [];
    for (const id of p.data.related[kind]) {
      const r = s.productById.get(id);
      if (r && r !== p && !out.includes(r)) out.push(r);
      if (out.length >= RELATED_LIMIT) break;
    }
    return out;
  }

  productBreadcrumbs(s: CatalogueSnapshot, p: ProductRec, locale: Locale): BreadcrumbView[] {
    const chain = p.canonical ? categoryBreadcrumbs(p.canonical, locale) : [];
    return [...chain, { label: p.data.text[locale].name, path: s.productPath(p, locale) }];
  }

  alternates(s: CatalogueSnapshot, p: ProductRec): Record<Locale, string> {
    return { de: s.productPath(p, 'de'), en: s.productPath(p, 'en') };
  }

  listPriceInfoExcluded(p: ProductRec): boolean {
    return p.type.listPriceInfoExcluded || (p.canonical?.listPriceInfoExcluded ?? false);
  }

  detail(s: CatalogueSnapshot, p: ProductRec, locale: Locale): ProductDetailView {
    const text = p.data.text[locale];
    const info = p.type.additionalInfo;
    const relatedList = (kind: RelatedKind): RelatedListView => {
      const all = this.related(s, p, kind);
      return { items: this.listItems(s, all.slice(0, RELATED_IN_DETAIL), locale), total: all.length };
    };
    const cadFiles = new Set(this.cadFileNames(p));
    return {
      ...this.listItem(s, p, locale),
      description: text.description,
      shortDescription: text.shortDescription,
      metaDescription: text.metaDescription,
      weight: p.data.weightKg,
      additionalImages: p.data.additionalImages.map((i) => ({ filename: i.filename, label: i.label?.[locale] ?? i.label?.de ?? '' })),
      allAttributes: attributeViews(p, locale),
      videos: (info.videos ?? []).map((v) => ({ title: v.title[locale] ?? v.title.de ?? '', url: v.src })),
      links: (info.hyperlinks ?? []).map((h) => ({ label: h.label[locale] ?? h.label.de ?? '', href: h.href })),
      downloads: p.data.files.filter((f) => !cadFiles.has(f.name)).map((f) => ({ name: f.name, href: f.href, filetype: f.filetype })),
      additionalTexts: (info.additionalTexts ?? []).map((t) => ({ title: t.title[locale] ?? t.title.de ?? '', text: t.text[locale] ?? t.text.de ?? '' })),
      infoBoxes: (p.data.pageParams.infoBoxes?.[locale] ?? []).map((b) => ({ heading: b.title, body: b.text })),
      related: { fitsTo: relatedList('fitsTo'), similar: relatedList('similar'), combinable: relatedList('combinable') },
      cad: this.cad.describe(cadProduct(p, locale)),
      breadcrumbs: this.productBreadcrumbs(s, p, locale),
      alternates: this.alternates(s, p),
      canonicalParentCategoryId: p.canonical?.id ?? null,
      listPriceInfoExcluded: this.listPriceInfoExcluded(p),
    };
  }

  category(s: CatalogueSnapshot, c: CategoryRec, locale: Locale): CategoryDetailView {
    const featured = c.data.pageParams.featuredImage;
    return {
      id: c.id,
      name: c.data.name[locale],
      description: c.data.description[locale],
      path: c.path[locale],
      alternates: { de: c.path.de, en: c.path.en },
      breadcrumbs: categoryBreadcrumbs(c, locale),
      featuredImage: featured ? { src: featured.src, alt: featured.alt?.[locale] ?? featured.alt?.de ?? c.data.name[locale] } : null,
      infoBoxes: (c.data.pageParams.infoBoxes?.[locale] ?? []).map((b) => ({ heading: b.title, body: b.text })),
      subcategories: c.children.map((child) => ({
        id: child.id,
        name: child.data.name[locale],
        path: child.path[locale],
        image: child.data.image,
        productCount: child.products.length,
      })),
      listPriceInfoExcluded: c.listPriceInfoExcluded,
      productCount: c.products.length,
      layout: c.data.pageParams.layout ?? null,
    };
  }

  private buildListItem(s: CatalogueSnapshot, p: ProductRec, locale: Locale): ProductListItemView {
    const text = p.data.text[locale];
    const orderQuantity = s.orderQuantity(p);
    return {
      id: p.id,
      name: text.name,
      slug: text.slug,
      path: s.productPath(p, locale),
      image: p.data.image,
      imageThumbnail: p.data.imageThumbnail,
      productTypeId: p.type.id,
      unitOfQuantity: p.data.unitOfQuantity,
      packagingUnit: p.data.packagingUnit,
      priceInfo: priceInfoOf(p, locale),
      availability: availabilityOf(p, orderQuantity.default),
      orderQuantity,
      isOnlyOnRequest: p.data.isOnlyOnRequest,
      attributes: attributeViews(p, locale, p.type.listItemAttributes),
    };
  }

  private cadFileNames(p: ProductRec): string[] {
    return p.data.files.filter((f) => isCadFileType(f.filetype)).map((f) => f.name);
  }
}

export function cadProduct(p: ProductRec, locale: Locale): CadProduct {
  const source = p.data.pageParams.cadSource;
  return { id: p.id, name: p.data.text[locale].name, cadSource: source === 'tp' || source === 'x' ? source : null, files: p.data.files };
}
