/**
 * The demo generator's rows as the read-model source (SQL) delivers them. Type imports only: the unit tests'
 * fixture uses it, and the search benchmark (test/bench/search-index.mjs) transpiles it on the fly.
 */
import type { GeneratedCatalogue } from '../../../demo/catalogue/seed-types';
import type { CatalogueData, Localized, ProductText } from '../domain/catalogue-data';

export function catalogueDataFromGenerated(g: GeneratedCatalogue): CatalogueData {
  const byLocale = <T extends { locale: string }>(rows: readonly T[], key: (r: T) => string) => {
    const map = new Map<string, Partial<Record<string, T>>>();
    for (const r of rows) {
      const entry = map.get(key(r)) ?? {};
      entry[r.locale] = r;
      map.set(key(r), entry);
    }
    return map;
  };
  const typeNames = byLocale(g.productTypeTranslations, (r) => r.productTypeId);
  const headings = byLocale(g.attributeTranslations, (r) => r.attributeId);
  const labels = byLocale(g.attributeValueTranslations, (r) => `${r.attributeId}\u0000${r.code}`);
  const categoryTexts = byLocale(g.categoryTranslations, (r) => r.categoryId);
  const productTexts = byLocale(g.productTranslations, (r) => r.productId);
  const valueIds = new Map(g.attributeValues.map((v, i) => [`${v.attributeId}\u0000${v.code}`, i + 1]));
  const valuesOf = new Map<string, number[]>();
  for (const v of g.productAttributeValues) {
    const list = valuesOf.get(v.productId) ?? [];
    list.push(valueIds.get(`${v.attributeId}\u0000${v.code}`)!);
    valuesOf.set(v.productId, list);
  }
  const loc = <T>(entry: Partial<Record<string, T>> | undefined, f: (t: T) => string): Localized<string> => ({ de: f(entry!.de!), en: f(entry!.en!) });
  const text = (t: (typeof g.productTranslations)[number]): ProductText => ({
    name: t.name,
    slug: t.slug,
    description: t.description,
    shortDescription: t.shortDescription,
    metaDescription: t.metaDescription,
    synonyms: t.synonyms.split(',').map((s) => s.trim()).filter(Boolean),
  });
  return {
    version: '1',
    productTypes: g.productTypes.map((t) => ({ ...t, name: loc(typeNames.get(t.id), (r) => r.name) })),
    attributes: g.attributes.map((a) => ({ ...a, heading: loc(headings.get(a.id), (r) => r.heading) })),
    attributeValues: g.attributeValues.map((v, i) => ({
      id: i + 1,
      attributeId: v.attributeId,
      code: v.code,
      numeric: v.numericValue,
      label: loc(labels.get(`${v.attributeId}\u0000${v.code}`), (r) => r.label),
    })),
    categories: g.categories.map((c) => ({
      ...c,
      sorts: [],
      pageParams: c.pageParams,
      name: loc(categoryTexts.get(c.id), (r) => r.name),
      description: loc(categoryTexts.get(c.id), (r) => r.description),
      slug: loc(categoryTexts.get(c.id), (r) => r.slug),
    })),
    categoryLinks: g.productCategoryLinks.map((l) => ({ categoryId: l.categoryId, productId: l.productId, sort: l.sort })),
    productValueIds: valuesOf,
    products: g.products.map((p) => ({
      id: p.id,
      typeId: p.productTypeId,
      canonicalCategoryId: p.canonicalParentCategoryId,
      packagingUnit: p.packagingUnit,
      unitOfQuantity: p.unitOfQuantity,
      weightKg: p.weightKg,
      procurementTimeDays: p.procurementTimeDays,
      priceCents: p.priceCents,
      listPriceCents: p.listPriceCents,
      priceUnit: p.priceUnit,
      quantityInStock: p.quantityInStock,
      pricingGroup: p.pricingGroup,
      isOnlyOnRequest: p.isOnlyOnRequest,
      image: p.image,
      imageThumbnail: p.imageThumbnail,
      imageSmall: p.imageSmall,
      additionalImages: p.additionalImages,
      related: p.relatedProducts,
      pageParams: p.pageParams,
      files: p.files,
      sort: p.sort,
      text: { de: text(productTexts.get(p.id)!.de!), en: text(productTexts.get(p.id)!.en!) },
    })),
  };
}
