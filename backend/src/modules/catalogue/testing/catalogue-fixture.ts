/**
 * Test data: the demo catalogue generator's rows (no database) as the read-model source delivers them.
 * Used by the catalogue's unit tests.
 */
import type { CatalogueData, Localized, ProductText } from '../domain/catalogue-data';
import { CatalogueSourcePort } from '../domain/ports/catalogue-source.port';
import type { SearchablePage } from '../domain/catalogue-data';
import { generateCatalogue } from '../../../demo/catalogue/catalogue-generator';

const cache = new Map<number, CatalogueData>();

export function catalogueFixture(products = 2500): CatalogueData {
  const hit = cache.get(products);
  if (hit) return hit;
  const g = generateCatalogue({ products });
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
  const data: CatalogueData = {
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
  cache.set(products, data);
  return data;
}

/** A source serving a fixture, with a version the test can move. */
export class FakeCatalogueSource extends CatalogueSourcePort {
  loads = 0;
  currentVersion = '1';
  pages: SearchablePage[] = [
    { id: 1, code: 'contact', locale: 'de', path: '/kontakt', label: 'Kontakt' },
    { id: 2, code: 'contact', locale: 'en', path: '/en/contact', label: 'Contact' },
    { id: 3, code: 'hoseConfigurator', locale: 'de', path: '/schlauchkonfigurator', label: 'Schlauchkonfigurator' },
  ];

  constructor(private readonly data: () => CatalogueData = () => catalogueFixture()) {
    super();
  }

  async version(): Promise<string> {
    return this.currentVersion;
  }

  async load(): Promise<CatalogueData> {
    this.loads++;
    return { ...this.data(), version: this.currentVersion };
  }

  async searchablePages(): Promise<SearchablePage[]> {
    return this.pages;
  }
}
