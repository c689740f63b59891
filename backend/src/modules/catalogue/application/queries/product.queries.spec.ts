import type { GeneralConfig } from '../../../content';
import { DefaultCadProvider } from '../../infrastructure/cad/default-cad.provider';
import { catalogueFixture, FakeCatalogueSource } from '../../testing/catalogue-fixture';
import { CataloguePageHeadResolver } from '../page-head/catalogue-page-head.resolver';
import { CatalogueReadModel } from '../read-model/catalogue-read-model';
import { ProductViews } from '../views/product-views';
import { ProductQueries } from './product.queries';

describe('ProductQueries', () => {
  const readModel = new CatalogueReadModel(new FakeCatalogueSource());
  const cad = new DefaultCadProvider();
  const views = new ProductViews(cad);
  const products = new ProductQueries(readModel, views, cad);

  it('resolves a product path in both languages, with breadcrumbs and alternates', async () => {
    const detail = await products.detail('SL-EPDM-006', 'de');
    if (!detail.ok) throw new Error('missing');
    const de = await products.resolve(detail.value.alternates.de);
    const en = await products.resolve(detail.value.alternates.en);
    expect(de.kind).toBe('product');
    expect(en.kind).toBe('product');
    if (de.kind !== 'product' || en.kind !== 'product') return;
    expect(de.product.name).toBe('EPDM-Schlauch DN 6');
    expect(en.product.name).toBe('EPDM hose DN 6');
    expect(de.product.breadcrumbs.map((b) => b.label)).toEqual(['Schläuche', 'Elastomerschläuche', 'EPDM-Schläuche', 'EPDM-Schlauch DN 6']);
    expect(en.product.breadcrumbs[0]).toEqual({ label: 'Hoses', path: '/en/hoses' });
    expect(en.product.alternates).toEqual(de.product.alternates);
    expect(await products.resolve(`${detail.value.alternates.de}/`)).toMatchObject({ kind: 'product' });
  });

  it('resolves a category path in both languages and nothing else', async () => {
    const de = await products.resolve('/schlaeuche/elastomerschlaeuche');
    expect(de).toMatchObject({ kind: 'category', category: { id: 'hoses-elastomer', name: 'Elastomerschläuche', alternates: { en: '/en/hoses/elastomer-hoses' } } });
    const en = await products.resolve('/en/hoses');
    if (en.kind !== 'category') throw new Error(en.kind);
    expect(en.category.subcategories.map((c) => c.id)).toContain('hoses-elastomer');
    // The branch's products, each once (a product may sit in two subcategories).
    expect(en.category.productCount).toBeLessThanOrEqual(en.category.subcategories.reduce((n, c) => n + c.productCount, 0));
    expect(en.category.productCount).toBeGreaterThanOrEqual(Math.max(...en.category.subcategories.map((c) => c.productCount)));
    for (const path of ['/', '/en', '/nothing/here', '/schlaeuche/epdm-schlauch-dn-6-sl-epdm-006', '%E0%A4%A', '/en/schlaeuche']) {
      expect(await products.resolve(path)).toEqual({ kind: 'none' });
    }
  });

  it('answers the detail with up to 6 related items and the full related list separately', async () => {
    const s = await readModel.snapshot();
    const withMany = s.products.find((p) => p.data.related.fitsTo.length > 6)!;
    const detail = await products.detail(withMany.id, 'de');
    if (!detail.ok) throw new Error('missing');
    expect(detail.value.related.fitsTo.items).toHaveLength(6);
    const full = await products.related(withMany.id, 'fitsTo', 'de');
    if (!full.ok) throw new Error('missing');
    expect(full.value.total).toBe(detail.value.related.fitsTo.total);
    expect(full.value.items.length).toBe(full.value.total);
    expect(full.value.items.slice(0, 6).map((i) => i.id)).toEqual(detail.value.related.fitsTo.items.map((i) => i.id));
    expect(await products.related('NOPE', 'fitsTo', 'de')).toEqual({ ok: false, error: expect.objectContaining({ code: 'productIdUnknown' }) });
  });

  it('answers by ids in the order asked, without unknown ids or repeats', async () => {
    const items = await products.byIds(['KU-CL-C-013-AL', 'NOPE', 'SL-EPDM-006', 'KU-CL-C-013-AL'], 'en');
    expect(items.map((i) => i.id)).toEqual(['KU-CL-C-013-AL', 'SL-EPDM-006']);
  });

  it('answers the pricing facts of the catalogue version served now: a new version (a price changed) is priced anew', async () => {
    let cents = 1234;
    const source = new FakeCatalogueSource(() => {
      const data = catalogueFixture();
      return { ...data, products: data.products.map((p) => (p.id === 'SL-EPDM-006' ? { ...p, priceCents: cents } : p)) };
    });
    const model = new CatalogueReadModel(source);
    const queries = new ProductQueries(model, views, cad);
    const first = await queries.pricingFacts(['SL-EPDM-006', 'NOPE', 'SL-EPDM-006']);
    expect([...first.keys()]).toEqual(['SL-EPDM-006']);
    expect(first.get('SL-EPDM-006')).toMatchObject({ priceCents: 1234, isOnlyOnRequest: false, orderQuantity: { min: 0.5 } });
    cents = 999;
    source.currentVersion = '2';
    await model.reload();
    expect((await queries.pricingFacts(['SL-EPDM-006'])).get('SL-EPDM-006')).toMatchObject({ priceCents: 999 });
  });

  it('prices from cents with formatMoney and availability for the default quantity', async () => {
    const detail = await products.detail('SL-EPDM-006', 'de');
    if (!detail.ok) throw new Error('missing');
    const { priceInfo, availability, orderQuantity } = detail.value;
    expect(priceInfo?.formattedPrice).toMatch(/^\d+,\d\d €$/);
    expect(orderQuantity).toMatchObject({ hasDecimalOrderQuantity: true, increment: 0.1, min: 0.5 });
    expect([0, 1, 2]).toContain(availability.statusCode);
  });
});

describe('CataloguePageHeadResolver', () => {
  const readModel = new CatalogueReadModel(new FakeCatalogueSource());
  const cad = new DefaultCadProvider();
  const views = new ProductViews(cad);
  const resolver = new CataloguePageHeadResolver(new ProductQueries(readModel, views, cad), views);
  const config = { baseUrl: 'https://shop.example', brand: { shortName: 'HydraTec', longName: 'HydraTec GmbH' } } as GeneralConfig;

  it('gives a product page its title, description, alternates, image and JSON-LD Product and BreadcrumbList', async () => {
    const s = await readModel.snapshot();
    const p = s.productById.get('SL-EPDM-006')!;
    const head = await resolver.resolve(s.productPath(p, 'en'), config);
    expect(head).toMatchObject({ locale: 'en', title: 'EPDM hose DN 6', description: p.data.text.en.metaDescription, image: '/media/products/hose-epdm.svg' });
    expect(head!.alternates).toEqual([
      { locale: 'de', path: s.productPath(p, 'de') },
      { locale: 'en', path: s.productPath(p, 'en') },
    ]);
    const [product, crumbs] = head!.jsonLd as Array<Record<string, any>>;
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: 'SL-EPDM-006',
      name: 'EPDM hose DN 6',
      image: 'https://shop.example/media/products/hose-epdm.svg',
      brand: { '@type': 'Brand', name: 'HydraTec' },
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: (p.data.priceCents / 100).toFixed(2), priceSpecification: { unitCode: 'MTR' } },
    });
    expect(['https://schema.org/InStock', 'https://schema.org/BackOrder']).toContain(product.offers.availability);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ position: 4, name: 'EPDM hose DN 6', item: `https://shop.example${s.productPath(p, 'en')}` });
  });

  it('gives a category page a BreadcrumbList, and nothing for other paths', async () => {
    const head = await resolver.resolve('/auswerferstifte', config);
    expect(head).toMatchObject({ locale: 'de', title: 'Auswerferstifte', alternates: [{ locale: 'de', path: '/auswerferstifte' }, { locale: 'en', path: '/en/ejector-pins' }] });
    expect((head!.jsonLd as Array<Record<string, unknown>>)[0]['@type']).toBe('BreadcrumbList');
    expect(await resolver.resolve('/kontakt', config)).toBeNull();
  });
});
