import { API_CODE, http, post } from './support/api';

/** A GET under /api with the apiCode header. */
const get = (path: string) => http().get(path).set('apiCode', API_CODE);
const list = (category: string, query = '') => get(`/api/catalogue/categories/${category}/products${query ? `?${query}` : ''}`);
const search = (query: string) => get(`/api/catalogue/search?${query}`);

interface Filter {
  id: string;
  type: 'multiSelect' | 'range';
  values: Array<{ value: string; label: string; count: number }>;
  selectedValues: string[];
  min?: number;
  max?: number;
  selectedMin?: number;
  selectedMax?: number;
  disabled: boolean;
  twoColumns: boolean;
}

describe('catalogue API: apiCode', () => {
  it('refuses catalogue calls without the apiCode header', async () => {
    const res = await http().get('/api/catalogue/search?term=epdm');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('API_CODE_MISSING');
  });
});

describe('GET /api/catalogue/search', () => {
  it('answers the prompt for an empty term and the warning for one character, with no results', async () => {
    for (const [query, kind] of [
      ['term=', 'prompt'],
      ['', 'prompt'],
      ['term=a', 'warning'],
    ]) {
      const res = await search(query);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        termCheck: { kind, messageId: 'searchTermTooShort' },
        productCategories: [],
        products: [],
        others: [],
        counts: { productCategories: 0, products: 0, others: 0 },
        tooMany: false,
        formattedCounts: { productCategories: '0', products: '0', others: '0' },
      });
    }
  });

  it('refuses a 10,000-character term with VALIDATION_FAILED (terms are capped at 200 characters)', async () => {
    const res = await search(`term=${'x'.repeat(10_000)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), fields: { term: 'invalidSearchTerm' } });
    expect((await search(`term=${'x'.repeat(200)}`)).status).toBe(200);
    expect((await search(`term=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('refuses bad limits, tabs and unknown parameters', async () => {
    expect((await search('term=epdm&limit=0')).body.error.fields).toEqual({ limit: 'invalidSearchLimit' });
    expect((await search('term=epdm&limit=abc')).body.error.fields).toEqual({ limit: 'invalidSearchLimit' });
    expect((await search('term=epdm&tab=images')).body.error.fields).toEqual({ tab: 'invalidSearchTab' });
    expect((await search('term=epdm&locale=fr')).body.error.fields).toEqual({ locale: 'invalidLocaleMessage' });
    expect((await search('term=epdm&admin=1')).body.error.fields).toEqual({ admin: 'propertyNotAllowed' });
  });

  it('finds an article number first', async () => {
    const res = await search('term=KU-CL-C-013-AL&limit=6');
    expect(res.status).toBe(200);
    expect(res.body.data.termCheck).toBeNull();
    expect(res.body.data.products[0]).toMatchObject({ id: 'KU-CL-C-013-AL', path: expect.stringMatching(/^\/kupplungen-and-armaturen\//) });
  });

  it('finds products by a synonym, in both languages', async () => {
    const de = await search('term=Kompensator');
    expect(de.body.data.products.length).toBeGreaterThan(0);
    expect(de.body.data.products.every((p: { id: string }) => p.id.startsWith('SL-HIF'))).toBe(true);
    const en = await search('term=clear+hose&locale=en');
    expect(en.body.data.products.length).toBeGreaterThan(0);
    expect(en.body.data.products[0].path.startsWith('/en/')).toBe(true);
  });

  it('ignores one-character term parts', async () => {
    const a = await search('term=Kompensator+x&limit=20');
    const b = await search('term=Kompensator&limit=20');
    expect(a.body.data.products.map((p: { id: string }) => p.id)).toEqual(b.body.data.products.map((p: { id: string }) => p.id));
  });

  it('keeps only results within 10 points of the best, ranked by weight', async () => {
    // An exact article number scores 50: every other hit would have to reach 40.
    const res = await search('term=SL-EPDM-006');
    expect(res.body.data.products.map((p: { id: string }) => p.id)).toEqual(['SL-EPDM-006']);
  });

  it('answers the three tabs: categories, products and other pages', async () => {
    const res = await search('term=Schl%C3%A4uche&limit=4');
    expect(res.body.data.productCategories[0]).toMatchObject({ id: 'hoses', name: 'Schläuche', path: '/schlaeuche', image: expect.any(String) });
    const pages = await search('term=kontakt');
    expect(pages.body.data.others).toEqual([{ id: expect.any(Number), path: '/kontakt', label: 'Kontakt', href: expect.stringMatching(/^http.*\/kontakt$/) }]);
    expect(pages.body.data.counts.others).toBe(1);
    const tab = await search('term=Schl%C3%A4uche&tab=categories');
    expect(tab.body.data.products).toEqual([]);
    expect(tab.body.data.counts.products).toBeGreaterThan(0);
  });

  it('counts more than 1000 results as 1000+ and flags tooMany; limit caps the lists', async () => {
    const res = await search('term=mm&limit=6');
    expect(res.body.data.counts.products).toBeGreaterThan(1000);
    expect(res.body.data.tooMany).toBe(true);
    expect(res.body.data.formattedCounts.products).toBe('1000+');
    expect(res.body.data.products).toHaveLength(6);
    const all = await search('term=mm');
    expect(all.body.data.products).toHaveLength(1000);
  });
});

describe('GET /api/catalogue/categories/:id/products', () => {
  let all: { total: number; filters: Filter[]; items: Array<Record<string, any>> };
  beforeAll(async () => {
    const res = await list('ejector-pins');
    expect(res.status).toBe(200);
    all = res.body.data;
  });

  it('answers the list page of a category with its subcategories, filters, sorts and columns', async () => {
    const res = await list('ejector-pins');
    const data = res.body.data;
    expect(data).toMatchObject({ pageIndex: 0, pageSize: 24, sort: 'relevance' });
    expect(data.items).toHaveLength(24);
    expect(data.pageCount).toBe(Math.ceil(data.total / 24));
    expect(data.sorts.map((s: { name: string }) => s.name)).toEqual(['relevance', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc', 'articleNumber']);
    expect(data.columns.map((c: { attributeId: string }) => c.attributeId)).toEqual(['diameter', 'length', 'headShape', 'material']);
    const item = data.items[0];
    expect(item).toMatchObject({
      id: expect.any(String),
      path: expect.stringMatching(/^\/auswerferstifte\//),
      productTypeId: 'ejectorPin',
      unitOfQuantity: 'pieces',
      priceInfo: { price: expect.any(Number), priceUnit: 1, formattedPrice: expect.stringMatching(/ €$/), currency: 'EUR' },
      availability: { statusCode: expect.any(Number), label: expect.stringMatching(/^deliverable/), deliveryTime: { messageId: expect.any(String), days: expect.any(Number) } },
      orderQuantity: { min: 1, increment: 1, default: 1, max: 500, showButtons: true, hasDecimalOrderQuantity: false },
    });
    expect(item.attributes.map((a: { attributeId: string }) => a.attributeId)).toEqual(['diameter', 'length', 'headShape', 'material']);
    const sub = await list('ejector-pins-straight');
    expect(sub.body.data.total).toBeLessThan(data.total);
  });

  it('drops options every item has and disables filters with fewer than 2 options', async () => {
    const epdm = (await list('hoses-epdm')).body.data;
    const hoseClass = epdm.filters.find((f: Filter) => f.id === 'hoseClass');
    expect(hoseClass).toMatchObject({ type: 'multiSelect', values: [], disabled: true, twoColumns: false });
    for (const f of all.filters.filter((x) => x.type === 'multiSelect')) {
      expect(f.values.every((o) => o.count < all.total)).toBe(true);
      expect(f.disabled).toBe(f.values.length < 2);
    }
    const range = all.filters.find((f) => f.id === 'length')!;
    expect(range).toMatchObject({ type: 'range', values: [], min: expect.any(Number), max: expect.any(Number), measuringUnit: 'mm' });
  });

  it('filters by multi-select values (OR within one filter) and by a range; counts stay those of the whole list', async () => {
    const material = all.filters.find((f) => f.id === 'material')!;
    const [a, b] = material.values;
    const one = (await list('ejector-pins', `lf-material=${a.value}`)).body.data;
    expect(one.total).toBe(a.count);
    expect(one.items.every((i: any) => i.attributes.some((v: any) => v.attributeId === 'material' && v.code === a.value))).toBe(true);
    const filter = one.filters.find((f: Filter) => f.id === 'material');
    expect(filter.selectedValues).toEqual([a.value]);
    expect(filter.values).toEqual(material.values);
    const two = (await list('ejector-pins', `lf-material=${a.value},${b.value}`)).body.data;
    expect(two.total).toBe(a.count + b.count);
    const length = all.filters.find((f) => f.id === 'length')!;
    const mid = (length.min! + length.max!) / 2;
    const both = (await list('ejector-pins', `lf-material=${a.value}&lf-length-max=${mid}`)).body.data;
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(one.total);
    expect(both.items.every((i: any) => i.attributes.some((v: any) => v.attributeId === 'length' && v.numeric <= mid))).toBe(true);
    expect(both.filters.find((f: Filter) => f.id === 'length')).toMatchObject({ selectedMax: mid });
  });

  it('treats a range selection covering the full range as no filter', async () => {
    const length = all.filters.find((f) => f.id === 'length')!;
    const full = (await list('ejector-pins', `lf-length-min=${length.min}&lf-length-max=${length.max! + 10}`)).body.data;
    expect(full.total).toBe(all.total);
    const f = full.filters.find((x: Filter) => x.id === 'length');
    expect(f.selectedMin).toBeUndefined();
    expect(f.selectedMax).toBeUndefined();
  });

  it('removes the filter that leaves the list empty: answers the items of the rest and names the removed filter', async () => {
    expect((await list('ejector-pins')).body.data.removedFilters).toEqual([]);
    const material = all.filters.find((f) => f.id === 'material')!;
    const hardness = all.filters.find((f) => f.id === 'hardness')!;
    let found = false;
    for (const a of material.values) {
      for (const b of hardness.values) {
        // Each option has items on its own (count > 0); look for a pair that has none together.
        const res = await list('ejector-pins', `lf-material=${encodeURIComponent(a.value)}&lf-hardness=${encodeURIComponent(b.value)}`);
        expect(res.status).toBe(200);
        const data = res.body.data;
        if (data.removedFilters.length === 0) {
          expect(data.total).toBeGreaterThan(0);
          continue;
        }
        found = true;
        expect(data.removedFilters).toEqual(['hardness']);
        expect(data.items.length).toBeGreaterThan(0);
        expect(data.total).toBe(a.count);
        expect(data.items.every((i: any) => i.attributes.some((v: any) => v.attributeId === 'material' && v.code === a.value))).toBe(true);
        expect(data.filters.find((f: Filter) => f.id === 'material').selectedValues).toEqual([a.value]);
        expect(data.filters.find((f: Filter) => f.id === 'hardness').selectedValues).toEqual([]);
        break;
      }
      if (found) break;
    }
    expect(found).toBe(true);
  });

  it('sorts by the option named in listSort', async () => {
    const asc = (await list('couplings', 'listSort=priceAsc&pageSize=100')).body.data;
    const unit = asc.items.map((i: any) => i.priceInfo.price / i.priceInfo.priceUnit);
    expect(unit).toEqual([...unit].sort((x, y) => x - y));
    expect(asc.sort).toBe('priceAsc');
    const desc = (await list('couplings', 'listSort=priceDesc&pageSize=100')).body.data;
    expect(desc.items[0].priceInfo.price / desc.items[0].priceInfo.priceUnit).toBe(Math.max(...desc.items.map((i: any) => i.priceInfo.price / i.priceInfo.priceUnit)));
    const names = (await list('couplings', 'listSort=nameAsc&pageSize=100&locale=en')).body.data.items.map((i: any) => i.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    for (let k = 1; k < names.length; k++) expect(collator.compare(names[k - 1], names[k])).toBeLessThanOrEqual(0);
  });

  it('pages: listPage is 1-based, beyond the last page answers no items and the right total', async () => {
    const p1 = (await list('couplings')).body.data;
    const p2 = (await list('couplings', 'listPage=2')).body.data;
    expect(p2.pageIndex).toBe(1);
    expect(p2.items[0].id).not.toBe(p1.items[0].id);
    const beyond = (await list('couplings', 'listPage=9999')).body.data;
    expect(beyond).toMatchObject({ items: [], total: p1.total, pageIndex: 9998, pageCount: p1.pageCount });
    expect((await list('couplings', 'pageSize=5')).body.data.items).toHaveLength(5);
  });

  it('searches within the list with the catalogue ranking', async () => {
    const res = (await list('hoses', 'listSearch=Kompensator')).body.data;
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.every((i: { id: string }) => i.id.startsWith('SL-HIF'))).toBe(true);
    const exact = (await list('ejector-pins', 'listSearch=AW-GER-2-100-N')).body.data;
    expect(exact.items[0].id).toBe('AW-GER-2-100-N');
  });

  it('refuses negative, zero and non-numeric pages with VALIDATION_FAILED', async () => {
    for (const page of ['-1', '0', 'abc', '1.5', '']) {
      const res = await list('couplings', `listPage=${page}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), fields: { listPage: 'invalidListPage' } });
    }
    expect((await list('couplings', 'pageSize=0')).body.error.fields).toEqual({ pageSize: 'invalidPageSize' });
    expect((await list('couplings', 'pageSize=1000')).body.error.fields).toEqual({ pageSize: 'invalidPageSize' });
    expect((await list('couplings', 'listPage=1&listPage=2')).body.error.fields).toEqual({ listPage: 'invalidListPage' });
  });

  it('refuses filter ids the category does not offer with unknownFilter', async () => {
    const res = await list('hoses-epdm', 'lf-robotType=scara&lf-nominalSize=13');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'unknownFilter', message: expect.any(String), fields: { 'lf-robotType': 'unknownFilter' } });
    expect((await list('hoses-epdm', 'lf-nominalSize-min=3')).body.error.fields).toEqual({ 'lf-nominalSize-min': 'unknownFilter' });
    expect((await list('hoses-epdm', 'lf-=1')).body.error.code).toBe('unknownFilter');
    const bad = await list('hoses-epdm', 'lf-innerDiameter-min=ten');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'lf-innerDiameter-min': 'invalidFilterValue' } });
    expect((await list('hoses-epdm', 'foo=bar')).body.error.fields).toEqual({ foo: 'propertyNotAllowed' });
  });

  it('answers 404 categoryIdUnknown for an unknown category', async () => {
    const res = await list('no-such-category');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('categoryIdUnknown');
  });
});

describe('GET /api/catalogue/resolve', () => {
  let product: any;
  beforeAll(async () => {
    product = (await get('/api/catalogue/products/SL-EPDM-006')).body.data;
  });

  it('resolves a product path in German and English', async () => {
    const de = await get(`/api/catalogue/resolve?path=${encodeURIComponent(product.alternates.de)}`);
    expect(de.status).toBe(200);
    expect(de.body.data.kind).toBe('product');
    expect(de.body.data.product).toMatchObject({ id: 'SL-EPDM-006', name: 'EPDM-Schlauch DN 6', path: product.alternates.de });
    expect(de.body.data.product.breadcrumbs.map((b: { label: string }) => b.label)).toEqual(['Schläuche', 'Elastomerschläuche', 'EPDM-Schläuche', 'EPDM-Schlauch DN 6']);
    const en = await get(`/api/catalogue/resolve?path=${encodeURIComponent(product.alternates.en)}`);
    expect(en.body.data.product).toMatchObject({ id: 'SL-EPDM-006', name: 'EPDM hose DN 6', path: product.alternates.en });
    expect(en.body.data.product.alternates).toEqual({ de: product.alternates.de, en: product.alternates.en });
    expect(product.alternates.de).toBe('/schlaeuche/elastomerschlaeuche/epdm-schlaeuche/epdm-schlauch-dn-6-sl-epdm-006');
    expect(product.alternates.en.startsWith('/en/hoses/elastomer-hoses/epdm-hoses/')).toBe(true);
  });

  it('resolves a category path in German and English', async () => {
    const de = (await get('/api/catalogue/resolve?path=/schlaeuche/elastomerschlaeuche')).body.data;
    expect(de).toMatchObject({ kind: 'category', category: { id: 'hoses-elastomer', name: 'Elastomerschläuche', path: '/schlaeuche/elastomerschlaeuche' } });
    expect(de.category.alternates).toEqual({ de: '/schlaeuche/elastomerschlaeuche', en: '/en/hoses/elastomer-hoses' });
    expect(de.category.breadcrumbs).toEqual([
      { label: 'Schläuche', path: '/schlaeuche' },
      { label: 'Elastomerschläuche', path: '/schlaeuche/elastomerschlaeuche' },
    ]);
    expect(de.category.subcategories.map((c: { id: string }) => c.id)).toEqual(['hoses-epdm', 'hoses-nbr', 'hoses-pvc', 'hoses-goldsnake']);
    const en = (await get('/api/catalogue/resolve?path=/en/hoses/elastomer-hoses')).body.data;
    expect(en.category).toMatchObject({ id: 'hoses-elastomer', name: 'Elastomer hoses', productCount: de.category.productCount });
  });

  it('counts the whole branch of a category the same way in the init payload and on the category page', async () => {
    const init = (await post('/api/facade/frontend/init')).body.data;
    for (const id of ['hoses', 'hoses-elastomer', 'hoses-epdm']) {
      const fromInit = init.productCategories.find((c: { id: string }) => c.id === id);
      const page = (await get(`/api/catalogue/resolve?path=${encodeURIComponent(fromInit.path.de)}`)).body.data;
      expect(page.category.productCount).toBeGreaterThan(0);
      expect(fromInit.productCount).toBe(page.category.productCount);
    }
  });

  it('answers none for anything else and refuses a missing path', async () => {
    for (const path of ['/nothing/here', '/kontakt', '/en/schlaeuche']) {
      expect((await get(`/api/catalogue/resolve?path=${encodeURIComponent(path)}`)).body.data).toEqual({ kind: 'none' });
    }
    const missing = await get('/api/catalogue/resolve');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ path: 'invalidPath' });
  });
});

describe('server-rendered head of catalogue pages', () => {
  it('serves a product page with title, canonical, hreflang and JSON-LD Product and BreadcrumbList', async () => {
    const product = (await get('/api/catalogue/products/SL-EPDM-006?locale=en')).body.data;
    const res = await http().get(product.alternates.en);
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('<title>EPDM hose DN 6 | HydraTec</title>');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${product.alternates.en}">`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="de" href="http[^"]+${product.alternates.de}">`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="http[^"]+${product.alternates.en}">`));
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/products\/hose-epdm\.svg">/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json"(?: nonce="[^"]+")?>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const p = ld.find((x) => x['@type'] === 'Product');
    expect(p).toMatchObject({
      name: 'EPDM hose DN 6',
      sku: 'SL-EPDM-006',
      brand: { name: 'HydraTec' },
      offers: {
        '@type': 'Offer',
        price: (product.priceInfo.price / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|BackOrder)$/),
        priceSpecification: { unitCode: 'MTR' },
      },
    });
    expect(p.image).toMatch(/^http.*hose-epdm\.svg$/);
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement).toHaveLength(4);
  });

  it('serves a category page with its head and a BreadcrumbList', async () => {
    const res = await http().get('/schlaeuche/elastomerschlaeuche');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Elastomerschläuche | HydraTec</title>');
    expect(res.text).toMatch(/<link rel="alternate" hreflang="en" href="http[^"]+\/en\/hoses\/elastomer-hoses">/);
    expect(res.text).toContain('"@type":"BreadcrumbList"');
    expect((await http().get('/schlaeuche/elastomerschlaeuche/gibt-es-nicht')).status).toBe(404);
  });
});

describe('GET /api/catalogue/products/:id and related lists', () => {
  it('answers the product detail with up to 6 related items per list', async () => {
    const res = await get('/api/catalogue/products/SL-EPDM-006');
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      id: 'SL-EPDM-006',
      description: expect.any(String),
      metaDescription: expect.any(String),
      canonicalParentCategoryId: 'hoses-epdm',
      cad: { available: false, source: null },
      listPriceInfoExcluded: false,
      orderQuantity: { hasDecimalOrderQuantity: true },
    });
    expect(p.downloads.map((d: { filetype: string }) => d.filetype)).toContain('pdf');
    // Every download and video the answer offers exists (the demo shop ships PDFs and no videos).
    for (const d of p.downloads as Array<{ href: string }>) expect((await http().get(d.href)).status).toBe(200);
    for (const v of p.videos as Array<{ url: string }>) expect((await http().get(v.url)).status).toBe(200);
    expect(p.allAttributes.length).toBeGreaterThanOrEqual(p.attributes.length);
    for (const kind of ['fitsTo', 'similar', 'combinable']) {
      expect(p.related[kind].items.length).toBeLessThanOrEqual(6);
      expect(p.related[kind].total).toBeGreaterThanOrEqual(p.related[kind].items.length);
    }
  });

  it('answers the full related list (fits-to up to 10000)', async () => {
    const detail = (await get('/api/catalogue/products/SL-EPDM-006')).body.data;
    const res = await get('/api/catalogue/products/SL-EPDM-006/related?kind=fitsTo&locale=en');
    expect(res.status).toBe(200);
    expect(res.body.data.product).toEqual({ id: 'SL-EPDM-006', name: 'EPDM hose DN 6', path: detail.alternates.en });
    expect(res.body.data.total).toBe(detail.related.fitsTo.total);
    expect(res.body.data.items.map((i: { id: string }) => i.id).slice(0, 6)).toEqual(detail.related.fitsTo.items.map((i: { id: string }) => i.id));
    expect((await get('/api/catalogue/products/SL-EPDM-006/related?kind=nearby')).body.error.fields).toEqual({ kind: 'invalidRelatedKind' });
  });

  it('answers 404 productIdUnknown for an unknown product', async () => {
    for (const path of ['/api/catalogue/products/NO-SUCH-ID', '/api/catalogue/products/NO-SUCH-ID/related?kind=fitsTo', '/api/catalogue/products/NO-SUCH-ID/cad']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('productIdUnknown');
    }
  });
});

describe('CAD data', () => {
  it('lists the formats of a product with a CAD source and downloads a STEP file', async () => {
    const detail = (await get('/api/catalogue/products/AW-GER-2-100-N')).body.data;
    expect(detail.cad).toEqual({ available: true, source: 'x' });
    const formats = await get('/api/catalogue/products/AW-GER-2-100-N/cad');
    expect(formats.body.data.formats).toEqual([{ cadFormatId: 'step-ap214', cadFormatName: 'STEP AP214 (3D)', extention: 'stp' }]);
    const file = await get('/api/catalogue/products/AW-GER-2-100-N/cad/step-ap214').buffer(true).parse((res, cb) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('latin1')));
      res.on('end', () => cb(null, text));
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^model\/step/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="AW-GER-2-100-N.stp"');
    expect(file.body).toMatch(/^ISO-10303-21;\nHEADER;/);
    expect(file.body).toContain("#4=PRODUCT('AW-GER-2-100-N',");
    expect(file.body.trimEnd().endsWith('END-ISO-10303-21;')).toBe(true);
  });

  it('answers no formats for a product without CAD data, and 404 noCadDataAvailable for a missing format', async () => {
    expect((await get('/api/catalogue/products/SL-EPDM-006/cad')).body.data).toEqual({ formats: [] });
    const missing = await get('/api/catalogue/products/SL-EPDM-006/cad/step-ap214');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('noCadDataAvailable');
    expect((await get('/api/catalogue/products/AW-GER-2-100-N/cad/dwg')).status).toBe(404);
  });
});

describe('POST /api/catalogue/products/by-ids', () => {
  it('answers the list items of the known ids in the order asked', async () => {
    const res = await post('/api/catalogue/products/by-ids', { ids: ['KU-CL-C-013-AL', 'NO-SUCH-ID', 'SL-EPDM-006', 'KU-CL-C-013-AL'], locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { id: string }) => i.id)).toEqual(['KU-CL-C-013-AL', 'SL-EPDM-006']);
    expect(res.body.data.items[1].name).toBe('EPDM hose DN 6');
  });

  it('refuses more than 1000 ids, non-arrays and non-string ids', async () => {
    for (const body of [{ ids: Array.from({ length: 1001 }, (_, i) => `X${i}`) }, { ids: 'SL-EPDM-006' }, { ids: [1, 2] }, {}]) {
      const res = await post('/api/catalogue/products/by-ids', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { ids: 'invalidProductIds' } });
    }
    expect((await post('/api/catalogue/products/by-ids', { ids: [] })).body.data).toEqual({ items: [] });
  });
});
