import { toSlug } from '@shop/domain';
import { categoryTree, generateCatalogue } from './catalogue-generator';
import { isKnownImageKey } from './product-image';
import type { GeneratedCatalogue, Locale } from './seed-types';

const LOCALES: Locale[] = ['de', 'en'];

/**
 * Referential integrity of a generated catalogue, checked like the database would (plus related ids).
 * Problems are collected and compared once: a jest `expect` per row would dominate the 100k run.
 */
function expectConsistent(c: GeneratedCatalogue): void {
  const problems: string[] = [];
  const check = (ok: boolean, message: () => string): void => {
    if (!ok && problems.length < 20) problems.push(message());
  };
  const typeIds = new Set(c.productTypes.map((t) => t.id));
  const categoryIds = new Set(c.categories.map((x) => x.id));
  const attributeIds = new Set(c.attributes.map((a) => a.id));
  const valueKeys = new Set(c.attributeValues.map((v) => `${v.attributeId}|${v.code}`));
  const productIds = new Set<string>();

  check(typeIds.size === c.productTypes.length, () => 'duplicate product type');
  check(categoryIds.size === c.categories.length, () => 'duplicate category');
  check(valueKeys.size === c.attributeValues.length, () => 'duplicate attribute value (attribute_id, code)');
  for (const v of c.attributeValues) check(attributeIds.has(v.attributeId), () => `value of unknown attribute ${v.attributeId}`);
  for (const t of c.attributeValueTranslations) check(valueKeys.has(`${t.attributeId}|${t.code}`), () => `translation of unknown value ${t.attributeId}/${t.code}`);
  for (const t of c.attributeTranslations) check(attributeIds.has(t.attributeId), () => `translation of unknown attribute ${t.attributeId}`);
  for (const t of c.productTypeTranslations) check(typeIds.has(t.productTypeId), () => `translation of unknown type ${t.productTypeId}`);
  for (const t of c.categoryTranslations) check(categoryIds.has(t.categoryId), () => `translation of unknown category ${t.categoryId}`);
  for (const t of c.productTypes) for (const a of t.listItemAttributes) check(attributeIds.has(a), () => `list item attribute ${a} unknown`);

  // Parents are inserted before their children.
  const seen = new Set<string>();
  for (const cat of c.categories) {
    check(cat.parentId === null || seen.has(cat.parentId), () => `category ${cat.id} before its parent`);
    seen.add(cat.id);
  }

  for (const p of c.products) {
    check(!productIds.has(p.id), () => `duplicate article number ${p.id}`);
    productIds.add(p.id);
    check(typeIds.has(p.productTypeId), () => `${p.id}: unknown type ${p.productTypeId}`);
    check(categoryIds.has(p.canonicalParentCategoryId), () => `${p.id}: unknown category ${p.canonicalParentCategoryId}`);
  }
  for (const p of c.products) {
    for (const list of [p.relatedProducts.fitsTo, p.relatedProducts.similar, p.relatedProducts.combinable]) {
      for (const id of list) check(productIds.has(id) && id !== p.id, () => `${p.id}: bad related id ${id}`);
      check(new Set(list).size === list.length, () => `${p.id}: duplicate related ids`);
    }
  }

  const linkKeys = new Set<string>();
  for (const l of c.productCategoryLinks) {
    check(categoryIds.has(l.categoryId) && productIds.has(l.productId), () => `bad link ${l.categoryId}/${l.productId}`);
    const key = `${l.categoryId}|${l.productId}`;
    check(!linkKeys.has(key), () => `duplicate link ${key}`);
    linkKeys.add(key);
  }
  for (const p of c.products) check(linkKeys.has(`${p.canonicalParentCategoryId}|${p.id}`), () => `${p.id} not linked to its canonical category`);

  const pavKeys = new Set<string>();
  for (const v of c.productAttributeValues) {
    check(productIds.has(v.productId) && valueKeys.has(`${v.attributeId}|${v.code}`), () => `bad product value ${v.productId}/${v.attributeId}/${v.code}`);
    pavKeys.add(`${v.productId}|${v.attributeId}|${v.code}`);
  }
  check(pavKeys.size === c.productAttributeValues.length, () => 'duplicate (product_id, value_id)');

  // Translations: exactly one row per locale and key.
  const bothLocales = <R extends { locale: Locale }>(name: string, rows: readonly R[], key: (r: R) => string, expectedKeys: number): void => {
    const byKey = new Map<string, string>();
    for (const r of rows) byKey.set(key(r), `${byKey.get(key(r)) ?? ''}${r.locale}`);
    check(byKey.size === expectedKeys && rows.length === expectedKeys * 2, () => `${name}: ${byKey.size} keys, ${rows.length} rows for ${expectedKeys}`);
    for (const [k, locales] of byKey) check(locales === 'deen' || locales === 'ende', () => `${name} ${k}: locales ${locales}`);
  };
  bothLocales('product types', c.productTypeTranslations, (r) => r.productTypeId, c.productTypes.length);
  bothLocales('categories', c.categoryTranslations, (r) => r.categoryId, c.categories.length);
  bothLocales('attributes', c.attributeTranslations, (r) => r.attributeId, c.attributes.length);
  bothLocales('values', c.attributeValueTranslations, (r) => `${r.attributeId}|${r.code}`, c.attributeValues.length);
  bothLocales('products', c.productTranslations, (r) => r.productId, c.products.length);

  for (const locale of LOCALES) {
    const slugs = c.productTranslations.filter((t) => t.locale === locale).map((t) => t.slug);
    check(new Set(slugs).size === slugs.length, () => `duplicate ${locale} product slugs`);
  }
  for (const t of c.productTranslations) {
    check(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(t.slug), () => `bad slug ${t.slug}`);
    check(t.name.length > 3 && t.description.length > 80, () => `${t.productId}: thin texts`);
    check(t.metaDescription.length <= 160, () => `${t.productId}: meta description too long`);
  }
  expect(problems).toEqual([]);
}

function expectMoneyIsIntegral(c: GeneratedCatalogue): void {
  const problems: string[] = [];
  for (const p of c.products) {
    if (!Number.isSafeInteger(p.priceCents) || p.priceCents <= 0) problems.push(`${p.id}: price ${p.priceCents}`);
    if (p.listPriceCents !== null && (!Number.isSafeInteger(p.listPriceCents) || p.listPriceCents < p.priceCents)) problems.push(`${p.id}: list price ${p.listPriceCents}`);
    if (!Number.isInteger(p.priceUnit) || p.priceUnit < 1) problems.push(`${p.id}: price unit ${p.priceUnit}`);
    if (!Number.isInteger(p.procurementTimeDays) || p.procurementTimeDays < 0 || p.procurementTimeDays > 30) problems.push(`${p.id}: lead time ${p.procurementTimeDays}`);
    if (p.weightKg !== Math.round(p.weightKg * 1e4) / 1e4) problems.push(`${p.id}: weight scale ${p.weightKg}`); // numeric(12,4)
    if (p.quantityInStock !== Math.round(p.quantityInStock * 1e3) / 1e3) problems.push(`${p.id}: stock scale ${p.quantityInStock}`); // numeric(14,3)
    if (problems.length > 20) break;
  }
  expect(problems).toEqual([]);
}

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue({ products: 2000, seed: 42 });
  const productsOf = (attributeId: string): Map<string, Set<string>> => {
    const byCode = new Map<string, Set<string>>();
    for (const v of catalogue.productAttributeValues) {
      if (v.attributeId !== attributeId) continue;
      if (!byCode.has(v.code)) byCode.set(v.code, new Set());
      byCode.get(v.code)?.add(v.productId);
    }
    return byCode;
  };

  it('is deterministic: same input, same output, byte for byte', () => {
    expect(JSON.stringify(generateCatalogue({ products: 2000, seed: 42 }))).toBe(JSON.stringify(catalogue));
  });

  it('varies figures with the seed but keeps the assortment', () => {
    const other = generateCatalogue({ products: 2000, seed: 43 });
    expect(other.products.map((p) => p.id)).toEqual(catalogue.products.map((p) => p.id));
    expect(other.products.map((p) => p.priceCents)).not.toEqual(catalogue.products.map((p) => p.priceCents));
  });

  it('keeps an article identical whatever the catalogue size', () => {
    const small = generateCatalogue({ products: 300, seed: 42 });
    const big = new Map(catalogue.products.map((p) => [p.id, p]));
    for (const p of small.products) {
      const { relatedProducts: _a, sort: _b, ...rest } = p;
      const { relatedProducts: _c, sort: _d, ...bigRest } = big.get(p.id) ?? p;
      expect(rest).toEqual(bigRest);
    }
  });

  it('generates exactly N products for small and default sizes', () => {
    for (const n of [0, 1, 57, 700]) expect(generateCatalogue({ products: n }).products).toHaveLength(n);
    expect(catalogue.products).toHaveLength(2000);
    expect(generateCatalogue().products).toHaveLength(2000);
    expect(() => generateCatalogue({ products: -1 })).toThrow(RangeError);
    expect(() => generateCatalogue({ products: 1.5 })).toThrow(RangeError);
  });

  it('is referentially consistent, with unique ids and slugs and both locales everywhere', () => {
    expectConsistent(catalogue);
    expectConsistent(generateCatalogue({ products: 57 }));
  });

  it('keeps money in integer cents', () => {
    expectMoneyIsIntegral(catalogue);
  });

  it('contains all hose classes, ejector types, head shapes, materials and corner radii', () => {
    expect([...productsOf('hoseClass').keys()].sort()).toEqual(['epdm', 'goldSnake', 'hif', 'nbr', 'pvc', 'tn1', 'wf']);
    expect([...productsOf('ejectorType').keys()].sort()).toEqual(['corePin', 'flat', 'offset', 'straight']);
    expect([...productsOf('headShape').keys()].sort()).toEqual(['countersunk', 'cylinder', 'cylinderAntiRotation']);
    expect([...productsOf('cornerRadius').keys()].sort()).toEqual(['fourCorners', 'none', 'twoCorners']);
    const materials = productsOf('material');
    for (const m of [
      'nitridedHotWorkSteel',
      'nitridedBlackOxidized',
      'unnitrided45Hrc',
      'unnitridedHighlyTempered53Hrc',
      'hardenedToolSteel60Hrc',
      'hardenedDlcCoated',
      'stainlessHardened14112',
      'brass',
      'stainless14571',
      'steelGalvanised',
      'aluminium',
    ]) {
      expect(materials.get(m)?.size ?? 0).toBeGreaterThan(0);
    }
    // Insulation exists for WF and TN1 only.
    const insulation = new Set(catalogue.products.filter((p) => p.productTypeId === 'hoseInsulation').map((p) => p.id));
    const insulationClasses = new Set(catalogue.productAttributeValues.filter((v) => insulation.has(v.productId) && v.attributeId === 'hoseClass').map((v) => v.code));
    expect([...insulationClasses].sort()).toEqual(['tn1', 'wf']);
  });

  it('covers the automation cell: robots, inspection, conveyors, fence elements for the length table, services', () => {
    const ids = new Set(catalogue.products.map((p) => p.id));
    for (const id of ['SZ-P-0500', 'SZ-P-0750', 'SZ-P-1000', 'SZ-P-1250', 'SZ-PF-2200', 'SZ-T-1000', 'SZ-K-450', 'SZ-K-600', 'DL-MONT-H', 'DL-CE', 'DL-SCHU-T', 'DL-ANF-DE-7', 'DL-ANF-AT', 'DL-ANF-CH']) {
      expect(ids.has(id)).toBe(true);
    }
    const types = new Set(catalogue.products.map((p) => p.productTypeId));
    for (const t of ['robot', 'opticalPartsInspection', 'conveyor', 'fenceElement', 'service']) expect(types.has(t)).toBe(true);
    const services = catalogue.products.filter((p) => p.productTypeId === 'service');
    expect(new Set(services.map((p) => p.unitOfQuantity))).toEqual(new Set(['hourShort', 'pieces']));
  });

  it('sells hoses by the metre with a decimal order quantity', () => {
    const hoseType = catalogue.productTypes.find((t) => t.id === 'hose');
    expect(hoseType?.orderQuantity).toMatchObject({ type: 'Decimal', increment: 0.1 });
    const hoses = catalogue.products.filter((p) => p.productTypeId === 'hose');
    expect(hoses.length).toBeGreaterThan(50);
    for (const h of hoses) expect(h.unitOfQuantity).toBe('meters');
    expect(new Set(catalogue.products.map((p) => p.unitOfQuantity))).toEqual(new Set(['pieces', 'meters', 'kilogram', 'hourShort']));
    expect(catalogue.products.some((p) => p.priceUnit === 100)).toBe(true);
  });

  it('matches fittings to hoses by nominal size', () => {
    const dn = productsOf('nominalSize');
    const hose = catalogue.products.find((p) => p.id === 'SL-EPDM-025');
    expect(hose).toBeDefined();
    expect(hose?.relatedProducts.fitsTo.length).toBeGreaterThan(0);
    for (const id of hose?.relatedProducts.fitsTo ?? []) expect(dn.get('25')?.has(id)).toBe(true);
    const values = new Map(catalogue.attributeValues.map((v) => [`${v.attributeId}|${v.code}`, v]));
    for (const id of ['nominalSize|25', 'diameter|10', 'length|200', 'pressureMax|16', 'payload|10', 'reach|1450', 'innerDiameter|25']) {
      expect(typeof values.get(id)?.numericValue).toBe('number');
    }
  });

  it('varies the product figures like a real catalogue', () => {
    const ps = catalogue.products;
    const share = (f: (p: (typeof ps)[number]) => boolean): number => ps.filter(f).length / ps.length;
    expect(share((p) => p.isOnlyOnRequest)).toBeGreaterThan(0.002);
    expect(share((p) => p.isOnlyOnRequest)).toBeLessThan(0.03);
    expect(share((p) => p.listPriceCents === null)).toBeGreaterThan(0.02);
    expect(share((p) => p.quantityInStock === 0)).toBeGreaterThan(0.05);
    expect(share((p) => p.quantityInStock > 0)).toBeGreaterThan(0.5);
    expect(share((p) => p.pageParams.cadSource === 'x')).toBeGreaterThan(0.1);
    expect(share((p) => p.pageParams.cadSource === undefined)).toBeGreaterThan(0.05);
    expect(share((p) => p.additionalImages.length > 0)).toBeGreaterThan(0.05);
    expect(share((p) => p.files.length > 0)).toBeGreaterThan(0.5);
    for (const p of ps) {
      expect(p.image).toMatch(/^\/media\/products\/[a-z0-9-]+\.svg$/);
      expect(isKnownImageKey(p.image?.replace('/media/products/', '').replace('.svg', '') ?? '')).toBe(true);
      for (const img of p.additionalImages) {
        expect(img.label.de && img.label.en).toBeTruthy();
        expect(isKnownImageKey(img.filename.replace('/media/products/', '').replace('.svg', ''))).toBe(true);
      }
      for (const f of p.files) expect(f).toEqual({ href: `/media/files/${f.name}`, name: f.name, filetype: 'pdf' });
    }
    for (const cat of catalogue.categories) expect(isKnownImageKey(cat.image?.replace('/media/products/', '').replace('.svg', '') ?? '')).toBe(true);
    const lengths = (key: 'fitsTo' | 'similar' | 'combinable'): number[] => ps.map((p) => p.relatedProducts[key].length);
    for (const key of ['fitsTo', 'similar', 'combinable'] as const) {
      expect(lengths(key).some((n) => n === 6)).toBe(true);
      expect(lengths(key).some((n) => n > 6)).toBe(true);
      expect(lengths(key).some((n) => n < 6)).toBe(true);
    }
  });

  it('writes real texts in both languages', () => {
    const de = catalogue.productTranslations.find((t) => t.productId === 'SL-EPDM-025' && t.locale === 'de');
    const en = catalogue.productTranslations.find((t) => t.productId === 'SL-EPDM-025' && t.locale === 'en');
    expect(de?.name).toBe('EPDM-Schlauch DN 25');
    expect(en?.name).toBe('EPDM hose DN 25');
    expect(de?.slug).toBe('epdm-schlauch-dn-25-sl-epdm-025');
    for (const t of catalogue.productTranslations) {
      expect(t.description).toMatch(/\.$/);
      expect(t.description.length).toBeGreaterThan(80);
      expect(t.shortDescription.length).toBeGreaterThan(5);
      expect(t.synonyms.length).toBeGreaterThan(2);
    }
    const umlautCategory = catalogue.categoryTranslations.find((t) => t.categoryId === 'hoses' && t.locale === 'de');
    expect(umlautCategory?.slug).toBe('schlaeuche');
    expect(catalogue.categoryTranslations.find((t) => t.categoryId === 'fittings' && t.locale === 'en')?.slug).toBe('couplings-and-fittings');
  });

  it("gives every product and category the slug of @shop/domain's rule (decimal separators as hyphens, a number only to keep it unique)", () => {
    const rule = (text: string) => toSlug(text.replace(/(\d)[.,](\d)/g, '$1-$2'));
    const wrong: string[] = [];
    for (const t of catalogue.productTranslations) {
      const want = rule(`${t.name} ${t.productId}`);
      if (t.slug !== want && !new RegExp(`^${want}-\\d+$`).test(t.slug)) wrong.push(`${t.productId} ${t.locale}: ${t.slug} ≠ ${want}`);
    }
    for (const t of catalogue.categoryTranslations) {
      const want = rule(t.name);
      if (t.slug !== want && !new RegExp(`^${want}-\\d+$`).test(t.slug)) wrong.push(`${t.categoryId} ${t.locale}: ${t.slug} ≠ ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('builds a 2–3 level category tree with sibling-unique slugs', () => {
    const tree = categoryTree(catalogue);
    expect(tree).toHaveLength(catalogue.categories.length);
    const byId = new Map(tree.map((c) => [c.id, c]));
    const depth = (id: string): number => {
      const parent = byId.get(id)?.parentId;
      return parent ? 1 + depth(parent) : 1;
    };
    expect(Math.max(...tree.map((c) => depth(c.id)))).toBe(3);
    expect(tree.filter((c) => c.parentId === null).map((c) => c.id)).toEqual(['hoses', 'fittings', 'ejector-pins', 'automation']);
    for (const locale of LOCALES) {
      const siblings = new Map<string, string[]>();
      for (const c of tree) {
        const key = c.parentId ?? '';
        siblings.set(key, [...(siblings.get(key) ?? []), c.slug[locale]]);
        expect(c.name[locale]).toBeTruthy();
      }
      for (const slugs of siblings.values()) expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('gives every category with at least 5 products at least 2 filters with 2 or more options', () => {
    const filterAttributes = new Set(catalogue.attributes.filter((a) => a.isFilter).map((a) => a.id));
    const valuesByProduct = new Map<string, { attributeId: string; code: string }[]>();
    for (const v of catalogue.productAttributeValues) {
      if (!valuesByProduct.has(v.productId)) valuesByProduct.set(v.productId, []);
      valuesByProduct.get(v.productId)?.push(v);
    }
    const productsByCategory = new Map<string, string[]>();
    for (const l of catalogue.productCategoryLinks) productsByCategory.set(l.categoryId, [...(productsByCategory.get(l.categoryId) ?? []), l.productId]);
    let checked = 0;
    for (const [categoryId, products] of productsByCategory) {
      if (products.length < 5) continue;
      checked++;
      const options = new Map<string, Set<string>>();
      for (const p of products) {
        for (const v of valuesByProduct.get(p) ?? []) {
          if (!filterAttributes.has(v.attributeId)) continue;
          if (!options.has(v.attributeId)) options.set(v.attributeId, new Set());
          options.get(v.attributeId)?.add(v.code);
        }
      }
      const usable = [...options.values()].filter((codes) => codes.size >= 2).length;
      if (usable < 2) throw new Error(`${categoryId} has only ${usable} usable filters`);
    }
    expect(checked).toBeGreaterThan(20);
  });

  // Its speed at the 100,000 product bench catalogue is measured by `npm run bench:generator`, not here.
  it('makes a consistent catalogue at a larger size too (10,000 products, integral money)', () => {
    const big = generateCatalogue({ products: 10_000 });
    expect(big.products).toHaveLength(10_000);
    expectConsistent(big);
    expectMoneyIsIntegral(big);
  });
});
