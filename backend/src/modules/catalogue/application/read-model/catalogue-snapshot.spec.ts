import { searchIndex } from '@shop/domain';
import { catalogueFixture } from '../../testing/catalogue-fixture';
import { CatalogueSnapshot } from './catalogue-snapshot';

describe('CatalogueSnapshot', () => {
  const data = catalogueFixture();
  const s = new CatalogueSnapshot(data.version, data);

  it('holds every active product once, in catalogue order', () => {
    expect(s.products).toHaveLength(data.products.length);
    expect(s.products.map((p) => p.index)).toEqual(s.products.map((_, i) => i));
    expect(s.productById.get('SL-EPDM-006')?.data.text.de.name).toBe('EPDM-Schlauch DN 6');
  });

  it('builds category paths from the chain of parent slugs, /en-prefixed in English', () => {
    const epdm = s.categoryById.get('hoses-epdm')!;
    expect(epdm.path.de).toBe('/schlaeuche/elastomerschlaeuche/epdm-schlaeuche');
    expect(epdm.path.en).toBe('/en/hoses/elastomer-hoses/epdm-hoses');
    expect(epdm.ancestors.map((c) => c.id)).toEqual(['hoses', 'hoses-elastomer']);
    expect(s.categoryByPath.get(epdm.path.en)).toBe(epdm);
  });

  it('builds the product path from the canonical category path and the product slug, per locale', () => {
    const p = s.productById.get('SL-EPDM-006')!;
    expect(s.productPath(p, 'de')).toBe('/schlaeuche/elastomerschlaeuche/epdm-schlaeuche/epdm-schlauch-dn-6-sl-epdm-006');
    expect(s.productPath(p, 'en')).toMatch(/^\/en\/hoses\/elastomer-hoses\/epdm-hoses\/[a-z0-9-]+$/);
    expect(s.productsBySlug(p.data.text.en.slug, 'en')).toEqual([p]);
  });

  it("lists a parent category's branch: its own products, then each subcategory's", () => {
    const hoses = s.categoryById.get('hoses')!;
    const children = hoses.children.flatMap((c) => c.products);
    expect(hoses.products.length).toBe(new Set(children).size + hoses.directProductCount);
    expect(new Set(hoses.products).size).toBe(hoses.products.length);
    const leaf = s.categoryById.get('hoses-epdm')!;
    expect(leaf.products.every((p) => p.categories.includes(leaf))).toBe(true);
  });

  it('resolves attribute values, ordered by attribute', () => {
    const p = s.productById.get('SL-EPDM-006')!;
    const ids = p.values.map((v) => v.attribute.sort);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(p.values.find((v) => v.attribute.id === 'nominalSize')?.label.de).toBe('DN 6');
  });

  it('ranks an article number search first (exact 50) and finds products by synonym', () => {
    const byId = searchIndex(s.productSearch('de'), 'KU-CL-C-013-AL');
    expect(byId.hits[0].item.id).toBe('KU-CL-C-013-AL');
    expect(byId.hits[0].score).toBeGreaterThanOrEqual(50);
    const bySynonym = searchIndex(s.productSearch('de'), 'Kompensator');
    expect(bySynonym.hits.length).toBeGreaterThan(0);
    expect(bySynonym.hits.every((h) => h.item.id.startsWith('SL-HIF'))).toBe(true);
  });

  it('sort keys: price per unit, names by collation', () => {
    const price = s.sortKey('price', 'de');
    const p = s.products[3];
    expect(price[p.index]).toBe(p.data.priceCents / p.data.priceUnit);
    const names = s.sortKey('name', 'de');
    const sorted = [...s.products].sort((a, b) => names[a.index] - names[b.index]).map((x) => x.data.text.de.name);
    const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
    for (let i = 1; i < sorted.length; i++) expect(collator.compare(sorted[i - 1], sorted[i])).toBeLessThanOrEqual(0);
  });
});
