/**
 * Deterministic demo catalogue generator (pure, no database).
 *
 * `generateCatalogue({ products: N, seed })` returns plain rows for every catalogue table. The same
 * input always gives the same output, byte for byte:
 *  - the catalogue structure (which articles exist) depends only on N: first the realistic core
 *    assortment (interleaved family by family), then variants (further hose versions and coils,
 *    fittings, conveyor lengths, the full ejector grid), then packaging units, until exactly N;
 *  - random figures (price spread, stock, lead time, related-product picks, ...) come from a
 *    mulberry32 generator seeded per article from (seed, article number), so an article keeps its
 *    figures whatever N is.
 */
import { ATTRIBUTES, CATEGORY_TREE, PRODUCT_TYPES, type CategoryDef } from './catalogue-reference-data';
import { coreFamilies, packVariants, roundRobin, variantSources, type AttrValue, type Draft, type RelationSpec } from './catalogue-families';
import { pick, randInt, rngFor, type Rng } from './prng';
import { toSlug } from '@shop/domain';
import {
  LOCALES,
  type AdditionalImage,
  type AttributeRow,
  type AttributeTranslationRow,
  type AttributeValueRow,
  type AttributeValueTranslationRow,
  type CategoryRow,
  type CategoryTranslationRow,
  type CategoryTreeEntry,
  type GeneratedCatalogue,
  type I18n,
  type ProductAttributeValueRow,
  type ProductCategoryLinkRow,
  type ProductRow,
  type ProductTranslationRow,
  type ProductTypeRow,
  type ProductTypeTranslationRow,
} from './seed-types';

export const DEFAULT_PRODUCT_COUNT = 2000;
export const DEFAULT_SEED = 20240501;

export interface GenerateCatalogueOptions {
  /** Exact number of products to generate (default 2000). */
  products?: number;
  /** PRNG seed (default DEFAULT_SEED). */
  seed?: number;
}

const imagePaths = new Map<string, string>();
/** Web path of a product or category picture rendered by product-image.ts. */
export function productImagePath(imageKey: string): string {
  let path = imagePaths.get(imageKey);
  if (!path) imagePaths.set(imageKey, (path = `/media/products/${imageKey}.svg`));
  return path;
}

const drawingImages = new Map<string, AdditionalImage[]>();
/** The additional-image list of a dimensional drawing (shared: rows must not be mutated). */
function drawingImage(drawing: { key: string; label: I18n }): AdditionalImage[] {
  let list = drawingImages.get(drawing.key);
  if (!list) drawingImages.set(drawing.key, (list = [{ filename: productImagePath(drawing.key), label: drawing.label }]));
  return list;
}

export function generateCatalogue(options: GenerateCatalogueOptions = {}): GeneratedCatalogue {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`products must be a non-negative integer, got ${count}`);

  const categories = buildCategories();
  const categoryIds = new Set(categories.rows.map((c) => c.id));

  const products: ProductRow[] = [];
  const relations: RelationSpec[] = [];
  const productTranslations: ProductTranslationRow[] = [];
  const productCategoryLinks: ProductCategoryLinkRow[] = [];
  const productAttributeValues: ProductAttributeValueRow[] = [];
  const usedValues = new Set<AttrValue>();
  const categorySort = new Map<string, number>();
  const slugs = { de: new Set<string>(), en: new Set<string>() };

  // Drafts are turned into rows as they come, so only the packable ones stay in memory.
  for (const d of selectDrafts(count)) {
    if (!categoryIds.has(d.categoryId)) throw new Error(`Unknown category ${d.categoryId} of ${d.id}`);
    const rng = rngFor(seed, d.id);
    products.push(productRow(d, products.length, rng));
    relations.push(d.rel);
    for (const locale of LOCALES) {
      const name = d.name[locale];
      const short = d.shortDescription[locale];
      productTranslations.push({
        productId: d.id,
        locale,
        name,
        description: d.description[locale].join(' '),
        shortDescription: short,
        metaDescription: metaDescription(name, d.id, short, locale),
        slug: uniqueSlug(slugs[locale], `${name} ${d.id}`),
        synonyms: d.synonyms[locale].join(', '),
      });
    }
    for (const categoryId of [d.categoryId, ...d.extraCategoryIds]) {
      const sort = (categorySort.get(categoryId) ?? 0) + 1;
      categorySort.set(categoryId, sort);
      productCategoryLinks.push({ categoryId, productId: d.id, sort });
    }
    for (const value of d.attrs) {
      usedValues.add(value);
      productAttributeValues.push({ productId: d.id, attributeId: value.attributeId, code: value.code });
    }
  }

  assignRelatedProducts(products, relations, seed);

  const attributeOrder = new Map(ATTRIBUTES.map((a, i) => [a.id, i]));
  const values = [...usedValues].sort(
    (a, b) =>
      (attributeOrder.get(a.attributeId) ?? 0) - (attributeOrder.get(b.attributeId) ?? 0) ||
      (a.numericValue ?? 0) - (b.numericValue ?? 0) ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  const attributeValues: AttributeValueRow[] = values.map((v) => ({ attributeId: v.attributeId, code: v.code, numericValue: v.numericValue }));
  const attributeValueTranslations: AttributeValueTranslationRow[] = values.flatMap((v) =>
    LOCALES.map((locale) => ({ attributeId: v.attributeId, code: v.code, locale, label: v.label[locale] })),
  );

  const attributes: AttributeRow[] = ATTRIBUTES.map((a, i) => ({ id: a.id, type: a.type, measuringUnit: a.measuringUnit, isFilter: a.isFilter, sort: i + 1 }));
  const attributeTranslations: AttributeTranslationRow[] = ATTRIBUTES.flatMap((a) => LOCALES.map((locale) => ({ attributeId: a.id, locale, heading: a.heading[locale] })));

  const productTypes: ProductTypeRow[] = PRODUCT_TYPES.map((t) => ({
    id: t.id,
    orderQuantity: t.orderQuantity,
    listItemAttributes: t.listItemAttributes,
    additionalInfo: { videos: t.additionalInfo?.videos ?? [], additionalTexts: t.additionalInfo?.additionalTexts ?? [], hyperlinks: t.additionalInfo?.hyperlinks ?? [] },
    listPriceInfoExcluded: t.listPriceInfoExcluded ?? false,
  }));
  const productTypeTranslations: ProductTypeTranslationRow[] = PRODUCT_TYPES.flatMap((t) => LOCALES.map((locale) => ({ productTypeId: t.id, locale, name: t.name[locale] })));

  return {
    seed,
    productTypes,
    productTypeTranslations,
    categories: categories.rows,
    categoryTranslations: categories.translations,
    attributes,
    attributeTranslations,
    attributeValues,
    attributeValueTranslations,
    products,
    productTranslations,
    productCategoryLinks,
    productAttributeValues,
  };
}

/** The category tree as menus need it (parents before children). */
export function categoryTree(catalogue: Pick<GeneratedCatalogue, 'categories' | 'categoryTranslations'>): CategoryTreeEntry[] {
  const texts = new Map<string, CategoryTreeEntry>();
  for (const c of catalogue.categories) texts.set(c.id, { id: c.id, parentId: c.parentId, sort: c.sort, name: { de: '', en: '' }, slug: { de: '', en: '' } });
  for (const t of catalogue.categoryTranslations) {
    const entry = texts.get(t.categoryId);
    if (entry) {
      entry.name[t.locale] = t.name;
      entry.slug[t.locale] = t.slug;
    }
  }
  return catalogue.categories.map((c) => texts.get(c.id) as CategoryTreeEntry);
}

// ---------------------------------------------------------------------------------------------

/** Core assortment first, then bounded variants, then packaging units, until exactly `count`. */
function* selectDrafts(count: number): Generator<Draft> {
  const ids = new Set<string>();
  const packable: Draft[] = [];
  let produced = 0;
  function* take(source: Iterable<Draft>): Generator<Draft> {
    if (produced >= count) return;
    for (const d of source) {
      if (ids.has(d.id)) continue; // the ejector grid revisits the core pins
      ids.add(d.id);
      if (d.packable) packable.push(d);
      produced++;
      yield d;
      if (produced >= count) return;
    }
  }
  yield* take(roundRobin(coreFamilies()));
  yield* take(roundRobin(variantSources()));
  yield* take(packVariants(packable.slice()));
  if (produced < count) throw new RangeError(`The demo catalogue holds at most ${produced} products; ${count} requested`);
}

function buildCategories(): { rows: CategoryRow[]; translations: CategoryTranslationRow[] } {
  const rows: CategoryRow[] = [];
  const translations: CategoryTranslationRow[] = [];
  const visit = (defs: readonly CategoryDef[], parentId: string | null): void => {
    const siblingSlugs = { de: new Set<string>(), en: new Set<string>() };
    defs.forEach((def, index) => {
      const image = productImagePath(def.imageKey);
      rows.push({
        id: def.id,
        parentId,
        canonicalParentCategoryId: parentId,
        sort: index + 1,
        image,
        synonyms: def.synonyms ?? [],
        pageParams: {
          featuredImage: { src: image, alt: def.name },
          ...(def.infoBoxes ? { infoBoxes: def.infoBoxes } : {}),
          ...(def.layout ? { layout: def.layout } : {}),
        },
        sorts: [],
        listPriceInfoExcluded: def.listPriceInfoExcluded ?? false,
        active: true,
      });
      for (const locale of LOCALES) {
        translations.push({ categoryId: def.id, locale, name: def.name[locale], description: def.description[locale], slug: uniqueSlug(siblingSlugs[locale], def.name[locale]) });
      }
    });
    // Parents first: children are appended after the whole sibling level.
    for (const def of defs) if (def.children) visit(def.children, def.id);
  };
  visit(CATEGORY_TREE, null);
  return { rows, translations };
}

/** Slug of a text; decimal separators between digits become hyphens so "2,5" and "25" stay distinct. */
function uniqueSlug(taken: Set<string>, text: string): string {
  const base = toSlug(text.replace(/(\d)[.,](\d)/g, '$1-$2'));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

const META_CTA = { de: 'Jetzt im B2B-Shop bestellen.', en: 'Order now in the B2B shop.' };

/** ≤ 160 characters, cut at a word boundary. */
function metaDescription(name: string, id: string, short: string, locale: 'de' | 'en'): string {
  const text = `${name} (${id}): ${short}. ${META_CTA[locale]}`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' '))} ...`;
}

/** Rounds a price to a "catalogue" step that grows with its size. */
function roundPrice(cents: number): number {
  const step = cents < 1_000 ? 5 : cents < 10_000 ? 10 : cents < 100_000 ? 100 : cents < 1_000_000 ? 1_000 : 5_000;
  return Math.max(step, Math.round(cents / step) * step);
}

function productRow(d: Draft, index: number, rng: Rng): ProductRow {
  // The order of rng() calls is fixed; new figures must be drawn after the existing ones.
  const priceCents = roundPrice(d.basePriceCents * (0.94 + rng() * 0.12));
  const hasListPrice = d.stock !== 'service' && rng() < 0.85;
  const listPriceCents = hasListPrice ? Math.max(priceCents, roundPrice(priceCents * (1.12 + rng() * 0.28))) : null;
  const stock = stockFor(d, rng);
  const procurementTimeDays = d.stock === 'service' ? randInt(rng, 5, 15) : stock > 0 ? randInt(rng, 0, 3) : d.stock === 'machine' ? randInt(rng, 20, 30) : randInt(rng, 5, 30);
  const isOnlyOnRequest = d.onRequest === true || rng() < 0.008;
  const withDrawing = d.drawing !== undefined && rng() < 0.6;
  const image = productImagePath(d.imageKey);
  return {
    id: d.id,
    productTypeId: d.typeId,
    canonicalParentCategoryId: d.categoryId,
    packagingUnit: d.packagingUnit,
    unitOfQuantity: d.unit,
    weightKg: d.weightKg,
    procurementTimeDays,
    priceCents,
    listPriceCents,
    priceUnit: d.priceUnit,
    quantityInStock: stock,
    pricingGroup: d.pricingGroup,
    isOnlyOnRequest,
    image,
    imageThumbnail: image,
    imageSmall: image,
    additionalImages: withDrawing && d.drawing ? drawingImage(d.drawing) : [],
    relatedProducts: { fitsTo: [], similar: [], combinable: [] },
    pageParams: {
      ...(d.infoBoxes ? { infoBoxes: d.infoBoxes } : {}),
      ...(d.cadSource ? { cadSource: d.cadSource } : {}),
    },
    files: d.files,
    active: true,
    sort: index + 1,
  };
}

/** Stock in the unit of quantity: about a quarter of the articles are out of stock, others partial or plenty. */
function stockFor(d: Draft, rng: Rng): number {
  const r = rng();
  switch (d.stock) {
    case 'service':
      return 0;
    case 'machine':
      return r < 0.4 ? 0 : randInt(rng, 1, 4);
    case 'metre':
      return r < 0.2 ? 0 : Math.round((r < 0.45 ? 5 + rng() * 45 : 50 + rng() * 450) * 10) / 10;
    case 'bulk':
      return r < 0.2 ? 0 : Math.round((2 + rng() * 60) * 2) / 2;
    case 'smallPart':
      return r < 0.15 ? 0 : Math.round((r < 0.4 ? 20 + rng() * 180 : 200 + rng() * 4800) / 10) * 10;
    case 'ejector':
      return r < 0.3 ? 0 : r < 0.55 ? randInt(rng, 1, 9) : randInt(rng, 10, 250);
    case 'part':
    default:
      return r < 0.25 ? 0 : r < 0.5 ? randInt(rng, 1, 9) : randInt(rng, 10, 400);
  }
}

/** Lengths of related-product lists: often exactly 6 (the "show all" threshold), sometimes fewer or more. */
const RELATED_LIMITS = [3, 6, 6, 6, 8, 12];

function assignRelatedProducts(products: ProductRow[], relations: readonly RelationSpec[], seed: number): void {
  const groups = new Map<string, string[]>();
  for (let i = 0; i < products.length; i++) {
    for (const key of relations[i].member) {
      let list = groups.get(key);
      if (!list) groups.set(key, (list = []));
      list.push(products[i].id);
    }
  }
  for (let i = 0; i < products.length; i++) {
    const rel = relations[i];
    const id = products[i].id;
    const rng = rngFor(seed, id, 7);
    products[i].relatedProducts = {
      fitsTo: drawRelated(groups, rel.fitsTo, id, pick(rng, RELATED_LIMITS), rng),
      similar: drawRelated(groups, rel.similar, id, pick(rng, RELATED_LIMITS), rng, rel.similarIds),
      combinable: drawRelated(groups, rel.combinable, id, pick(rng, RELATED_LIMITS), rng),
    };
  }
}

/**
 * Up to `limit` distinct ids (never `self`) taken round-robin from the named groups, each group read
 * from a random starting point. `first` ids are taken before the groups.
 */
function drawRelated(
  groups: ReadonlyMap<string, readonly string[]>,
  keys: readonly string[],
  self: string,
  limit: number,
  rng: Rng,
  first: readonly string[] = [],
): string[] {
  const out: string[] = [];
  const usable = (id: string): boolean => id !== self && !out.includes(id); // lists are short: a scan beats a Set
  for (const id of first) {
    if (out.length >= limit) return out;
    if (usable(id)) out.push(id);
  }
  const lists: (readonly string[])[] = [];
  const cursor: number[] = [];
  const read: number[] = [];
  for (const key of keys) {
    const list = groups.get(key);
    if (list && list.length > 0) {
      lists.push(list);
      cursor.push(Math.floor(rng() * list.length));
      read.push(0);
    }
  }
  let progressed = true;
  while (out.length < limit && progressed) {
    progressed = false;
    for (let g = 0; g < lists.length && out.length < limit; g++) {
      const list = lists[g];
      while (read[g] < list.length) {
        const id = list[(cursor[g] + read[g]++) % list.length];
        if (usable(id)) {
          out.push(id);
          progressed = true;
          break;
        }
      }
    }
  }
  return out;
}
