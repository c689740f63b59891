/**
 * The in-memory catalogue read model of one app instance: one immutable snapshot per catalogue version.
 *
 * Built once from CatalogueData (see CatalogueReadModel for when): products with resolved references
 * (type, canonical category, categories, attribute values), categories with their locale paths and the
 * product set of their subtree, lookup maps (id, slug, path) and one product search index per locale
 * (@shop/domain buildSearchIndex). Everything derived per category (filters, sort orders, per-category
 * search indexes, filtered result lists) is computed on first use and kept in the snapshot, so a reload
 * simply drops it with the old snapshot.
 *
 * Memory: the product texts dominate (about 1.5 KB per product for both locales; the long ones — descriptions —
 * live in an off-heap store of the SQL source); attribute values, synonym lists, JSON columns (files, images,
 * page params) and the per-locale filter views are shared between products.
 */
import {
  buildSearchIndex,
  categoryPath,
  getOrderQuantityInfo,
  localePrefix,
  LOCALES,
  SCORE_EXACT_ID,
  SCORE_EXACT_NAME,
  SCORE_PARTIAL,
  type AttributeValue as FilterValue,
  type OrderQuantityInfo,
  type SearchField,
  type SearchIndex,
} from '@shop/domain';
import type {
  AttributeData,
  CatalogueData,
  CategoryData,
  Locale,
  Localized,
  ProductData,
  ProductTypeData,
} from '../../domain/catalogue-data';

export const DEFAULT_LOCALE: Locale = 'de';

export interface AttributeValueRec {
  readonly id: number;
  readonly attribute: AttributeData;
  readonly code: string;
  readonly numeric: number | null;
  readonly label: Localized<string>;
  /** The value as @shop/domain filters read it, as a one-element list shared by every product having it. */
  readonly filterValues: Localized<readonly FilterValue[]>;
}

export interface CategoryRec {
  readonly id: string;
  readonly data: CategoryData;
  readonly parent: CategoryRec | null;
  readonly children: CategoryRec[];
  /** Root first, without the category itself. */
  readonly ancestors: CategoryRec[];
  /** URL path per locale: the chain of parent slugs, then the category's own slug; /en prefix for English. */
  readonly path: Localized<string>;
  /** Excluded from the list-price notice itself or through an ancestor. */
  readonly listPriceInfoExcluded: boolean;
  /** The products of the category and its subcategories, de-duplicated, in category order (see buildCategoryProducts). */
  readonly products: ProductRec[];
  readonly directProductCount: number;
}

export interface ProductRec {
  /** Position in catalogue order (the tie-breaker of every list). */
  readonly index: number;
  readonly id: string;
  readonly data: ProductData;
  readonly type: ProductTypeData;
  readonly canonical: CategoryRec | null;
  /** Categories the product is linked to (canonical first). */
  readonly categories: CategoryRec[];
  readonly values: readonly AttributeValueRec[];
}

/** The product's attribute values as @shop/domain's FilterableItem.attributes. */
export type FilterAttributes = Readonly<Record<string, readonly FilterValue[]>>;

const MISSING_TYPE: ProductTypeData = {
  id: 'unknown',
  name: { de: '', en: '' },
  orderQuantity: {},
  listItemAttributes: [],
  additionalInfo: {},
  listPriceInfoExcluded: false,
};

export class CatalogueSnapshot {
  readonly products: ProductRec[];
  readonly productById = new Map<string, ProductRec>();
  readonly categories: CategoryRec[] = [];
  readonly categoryById = new Map<string, CategoryRec>();
  /** Both locales' category paths. */
  readonly categoryByPath = new Map<string, CategoryRec>();
  readonly attributes = new Map<string, AttributeData>();
  readonly types = new Map<string, ProductTypeData>();
  private readonly productSearchIndexes: Partial<Record<Locale, SearchIndex<ProductRec>>> = {};
  private readonly categorySearchIndexes: Partial<Record<Locale, SearchIndex<CategoryRec>>> = {};
  /** Lazily built per-category structures (filters, sort orders, result cache); owned by the list query. */
  readonly categoryCaches = new Map<string, unknown>();

  private readonly productBySlug: Localized<Map<string, ProductRec | ProductRec[]>>;
  private readonly filterAttributes: Partial<Record<Locale, FilterAttributes[]>> = {};
  private readonly orderQuantities = new Map<string, OrderQuantityInfo>();
  private readonly sortKeys = new Map<string, Float64Array>();
  private loadDetails: (() => Promise<void>) | undefined;
  private detailsLoaded: Promise<void> | null = null;

  constructor(
    readonly version: string,
    data: CatalogueData,
    readonly loadedAt = new Date(),
  ) {
    this.loadDetails = data.loadDetails;
    for (const a of data.attributes) this.attributes.set(a.id, a);
    for (const t of data.productTypes) this.types.set(t.id, t);
    const values = new Map<number, AttributeValueRec>();
    for (const v of data.attributeValues) {
      const attribute = this.attributes.get(v.attributeId);
      if (!attribute) continue;
      const numeric = v.numeric ?? undefined;
      values.set(v.id, {
        id: v.id,
        attribute,
        code: v.code,
        numeric: v.numeric,
        label: v.label,
        filterValues: {
          de: Object.freeze([Object.freeze({ code: v.code, label: v.label.de, ...(numeric !== undefined ? { numeric } : {}) })]),
          en: Object.freeze([Object.freeze({ code: v.code, label: v.label.en, ...(numeric !== undefined ? { numeric } : {}) })]),
        },
      });
    }

    this.buildCategories(data.categories);

    // Products, in catalogue order.
    this.products = new Array<ProductRec>(data.products.length);
    const linksByProduct = new Map<string, string[]>();
    for (const link of data.categoryLinks) {
      const list = linksByProduct.get(link.productId);
      if (list) list.push(link.categoryId);
      else linksByProduct.set(link.productId, [link.categoryId]);
    }
    data.products.forEach((d, index) => {
      const canonical = (d.canonicalCategoryId && this.categoryById.get(d.canonicalCategoryId)) || null;
      const categories: CategoryRec[] = canonical ? [canonical] : [];
      for (const id of linksByProduct.get(d.id) ?? []) {
        const c = this.categoryById.get(id);
        if (c && !categories.includes(c)) categories.push(c);
      }
      const productValues: AttributeValueRec[] = [];
      for (const id of data.productValueIds.get(d.id) ?? []) {
        const v = values.get(id);
        if (v) productValues.push(v);
      }
      productValues.sort((a, b) => a.attribute.sort - b.attribute.sort || (a.numeric ?? 0) - (b.numeric ?? 0) || a.id - b.id);
      const rec: ProductRec = {
        index,
        id: d.id,
        data: d,
        type: this.types.get(d.typeId) ?? MISSING_TYPE,
        canonical: canonical ?? categories[0] ?? null,
        categories,
        values: productValues,
      };
      this.products[index] = rec;
      this.productById.set(d.id, rec);
    });

    this.productBySlug = { de: new Map(), en: new Map() };
    for (const p of this.products) {
      for (const locale of LOCALES) {
        const map = this.productBySlug[locale];
        const slug = p.data.text[locale].slug;
        const existing = map.get(slug);
        if (existing === undefined) map.set(slug, p);
        else if (Array.isArray(existing)) existing.push(p);
        else map.set(slug, [existing, p]);
      }
    }

    this.buildCategoryProducts(data);
  }

  /**
   * Builds the search indexes (1–2 s per locale at 100,000 products), yielding to the event loop between
   * them, so that a reload in the background does not stall the answers served meanwhile. `locales`: the
   * product indexes to build now (the read model builds the default locale's before serving and the
   * others in the background afterwards; one asked for earlier is built on first use).
   */
  async warmUp(yieldNow: () => Promise<void> = () => new Promise((r) => setImmediate(r)), locales: readonly Locale[] = LOCALES): Promise<void> {
    for (const locale of LOCALES) this.categorySearch(locale);
    for (const locale of locales) {
      await yieldNow();
      this.productSearch(locale);
    }
  }

  /**
   * Resolves once the products' detail fields (long texts, related lists, files, additional images, page
   * params) are loaded: anything reading them (product pages and their heads, related lists, CAD) awaits
   * this first. Starts that load on first call (CatalogueData.loadDetails; the read model calls it right
   * after serving the snapshot); immediate when the source loaded everything at once.
   */
  details(): Promise<void> {
    if (this.detailsLoaded === null) {
      const load = this.loadDetails;
      this.loadDetails = undefined;
      this.detailsLoaded = load ? load() : Promise.resolve();
    }
    return this.detailsLoaded;
  }

  /** The product search index of a locale (@shop/domain buildSearchIndex; built on first use). */
  productSearch(locale: Locale): SearchIndex<ProductRec> {
    return (this.productSearchIndexes[locale] ??= productSearchIndex(this.products, locale));
  }

  categorySearch(locale: Locale): SearchIndex<CategoryRec> {
    return (this.categorySearchIndexes[locale] ??= buildSearchIndex(this.categories, [
      { get: (c) => c.data.name[locale], exact: SCORE_EXACT_NAME, partial: SCORE_PARTIAL },
      { get: (c) => c.data.synonyms, exact: SCORE_EXACT_NAME, partial: SCORE_PARTIAL },
    ]));
  }

  // ------------------------------------------------------------------------------------------
  // Lookups
  // ------------------------------------------------------------------------------------------

  /** URL path of a product in a locale: canonical category path + '/' + product slug. */
  productPath(p: ProductRec, locale: Locale): string {
    const base = p.canonical ? p.canonical.path[locale] : localePrefix(locale, DEFAULT_LOCALE);
    return `${base}/${p.data.text[locale].slug}`;
  }

  /** Products whose slug in that locale is `slug`. */
  productsBySlug(slug: string, locale: Locale): readonly ProductRec[] {
    const hit = this.productBySlug[locale].get(slug);
    return hit === undefined ? [] : Array.isArray(hit) ? hit : [hit];
  }

  /** Order quantity info of a product (derived per product type and packaging unit, cached). */
  orderQuantity(p: ProductRec): OrderQuantityInfo {
    const key = `${p.type.id}\u0000${p.data.packagingUnit}`;
    let info = this.orderQuantities.get(key);
    if (!info) {
      info = getOrderQuantityInfo(p.type, p.data.packagingUnit);
      this.orderQuantities.set(key, info);
    }
    return info;
  }

  /** Per-product attribute records for @shop/domain filters (built once per locale, shared value lists). */
  filterAttributesOf(locale: Locale): FilterAttributes[] {
    let list = this.filterAttributes[locale];
    if (!list) {
      list = this.products.map((p) => {
        const attrs: Record<string, readonly FilterValue[]> = {};
        for (const v of p.values) {
          const id = v.attribute.id;
          const existing = attrs[id];
          attrs[id] = existing === undefined ? v.filterValues[locale] : [...existing, ...v.filterValues[locale]];
        }
        return attrs;
      });
      this.filterAttributes[locale] = list;
    }
    return list;
  }

  /**
   * A sort key per product (index → key), computed once: 'name:<locale>' (collation rank), 'price'
   * (net price per unit), 'id' (article number rank, numeric-aware).
   */
  sortKey(kind: 'name' | 'price' | 'id', locale: Locale): Float64Array {
    const cacheKey = kind === 'name' ? `name:${locale}` : kind;
    let keys = this.sortKeys.get(cacheKey);
    if (!keys) {
      keys = new Float64Array(this.products.length);
      if (kind === 'price') {
        for (const p of this.products) keys[p.index] = p.data.priceCents / (p.data.priceUnit || 1);
      } else {
        const collator = new Intl.Collator(locale, kind === 'id' ? { numeric: true } : { sensitivity: 'base', numeric: true });
        const text = (p: ProductRec) => (kind === 'id' ? p.id : p.data.text[locale].name);
        const order = this.products.slice().sort((a, b) => collator.compare(text(a), text(b)) || a.index - b.index);
        order.forEach((p, rank) => (keys![p.index] = rank));
      }
      this.sortKeys.set(cacheKey, keys);
    }
    return keys;
  }

  // ------------------------------------------------------------------------------------------
  // Building
  // ------------------------------------------------------------------------------------------

  private buildCategories(rows: readonly CategoryData[]): void {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = [...rows].sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const build = (data: CategoryData, parent: CategoryRec | null, seen: Set<string>): void => {
      const ancestors = parent ? [...parent.ancestors, parent] : [];
      const path = {} as { [L in Locale]: string };
      for (const locale of LOCALES) path[locale] = categoryPath([...ancestors.map((c) => c.data.slug[locale]), data.slug[locale]], locale, DEFAULT_LOCALE);
      const rec: CategoryRec = {
        id: data.id,
        data,
        parent,
        children: [],
        ancestors,
        path,
        listPriceInfoExcluded: data.listPriceInfoExcluded || (parent?.listPriceInfoExcluded ?? false),
        products: [],
        directProductCount: 0,
      };
      parent?.children.push(rec);
      this.categories.push(rec);
      this.categoryById.set(rec.id, rec);
      for (const locale of LOCALES) if (!this.categoryByPath.has(path[locale])) this.categoryByPath.set(path[locale], rec);
      seen.add(data.id);
      for (const child of ordered) if (child.parentId === data.id && !seen.has(child.id)) build(child, rec, seen);
    };
    const seen = new Set<string>();
    // Roots: no parent, or a parent that is inactive / missing.
    for (const row of ordered) if ((row.parentId === null || !byId.has(row.parentId)) && !seen.has(row.id)) build(row, null, seen);
  }

  /**
   * A category's product set: its own linked products by link sort, then each subcategory's set in menu
   * order, without duplicates. Parent categories thus list the products of the whole branch.
   */
  private buildCategoryProducts(data: CatalogueData): void {
    const direct = new Map<string, Array<{ p: ProductRec; sort: number }>>();
    for (const link of data.categoryLinks) {
      const p = this.productById.get(link.productId);
      if (!p || !this.categoryById.has(link.categoryId)) continue;
      let list = direct.get(link.categoryId);
      if (!list) direct.set(link.categoryId, (list = []));
      list.push({ p, sort: link.sort });
    }
    const fill = (c: CategoryRec): ProductRec[] => {
      const own = (direct.get(c.id) ?? []).sort((a, b) => a.sort - b.sort || a.p.index - b.p.index).map((e) => e.p);
      (c as { directProductCount: number }).directProductCount = own.length;
      const childSets = c.children.map(fill);
      let result = own;
      if (childSets.some((s) => s.length > 0)) {
        const seen = new Set<ProductRec>(own);
        result = own.slice();
        for (const set of childSets) {
          for (const p of set) {
            if (seen.has(p)) continue;
            seen.add(p);
            result.push(p);
          }
        }
      }
      (c as { products: ProductRec[] }).products = result;
      return result;
    };
    for (const c of this.categories) if (c.parent === null) fill(c);
  }
}

/** The words of a name ("EPDM-Schlauch DN 25" → EPDM, Schlauch, DN, 25): split at anything but letters and digits. */
export function nameWords(name: string): string[] {
  return name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);
}

/**
 * The word that says what a product type is: German names lead with it ("Schlauch (Meterware)",
 * "Fassung für Schlauch"), English ones end with it ("Hose clip") unless a "for"/"with" phrase follows
 * ("Socket for hose"). Text in parentheses is left out.
 */
export function typeHeadWord(typeName: string, locale: Locale): string | null {
  const plain = typeName.replace(/\([^)]*\)/g, ' ');
  if (locale === 'de') return nameWords(plain)[0] ?? null;
  const words = nameWords(plain.split(/\s+(?:for|with|of)\s+/i)[0]);
  return words[words.length - 1] ?? null;
}

/** Relevance weights within the spec's partial weight and 10-point window (docs/decisions/0009-search-relevance.md). */
export const SCORE_WHOLE_WORD = SCORE_PARTIAL;
export const SCORE_OWN_TYPE = 2 * SCORE_PARTIAL;

/**
 * The search index of a list of products — the catalogue search and the per-category list search use the
 * same fields and weights (docs/rules/constants.md#search): article number exact 50, name 15, synonyms 15, category names 15;
 * a partial match 5. Relevance within those weights (docs/decisions/0009-search-relevance.md): a term that
 * is a whole word of the name ("Schlauch" in "EPDM-Schlauch DN 25") scores 5 more than a substring of a
 * word ("Schlauch" in "Schlauchschelle"), and a term naming the product's own type (its head word:
 * "Schlauch (Meterware)", "Hose clip") 10 more, so hoses come before hose accessories — small enough that
 * the accessories stay within the 10-point window.
 */
export function productSearchIndex(products: readonly ProductRec[], locale: Locale): SearchIndex<ProductRec> {
  return buildSearchIndex(products, productSearchFields(locale));
}

/** The fields and weights of {@link productSearchIndex}. */
export function productSearchFields(locale: Locale): SearchField<ProductRec>[] {
  return [
    { get: (p) => p.id, exact: SCORE_EXACT_ID, partial: SCORE_PARTIAL },
    { get: (p) => p.data.text[locale].name, exact: SCORE_EXACT_NAME, partial: SCORE_PARTIAL },
    { get: (p) => p.data.text[locale].synonyms, exact: SCORE_EXACT_NAME, partial: SCORE_PARTIAL },
    { get: (p) => p.categories.map((c) => c.data.name[locale]), exact: SCORE_EXACT_NAME, partial: SCORE_PARTIAL },
    { get: (p) => nameWords(p.data.text[locale].name), exact: SCORE_WHOLE_WORD, partial: 0 },
    { get: (p) => typeHeadWord(p.type.name[locale], locale), exact: SCORE_OWN_TYPE, partial: 0 },
  ];
}
