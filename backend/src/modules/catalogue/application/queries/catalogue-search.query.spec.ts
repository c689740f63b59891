import { ShopConfig, type AppConfig } from '../../../../config/app-config';
import { DefaultCadProvider } from '../../infrastructure/cad/default-cad.provider';
import { FakeCatalogueSource } from '../../testing/catalogue-fixture';
import { CatalogueReadModel } from '../read-model/catalogue-read-model';
import { ProductViews } from '../views/product-views';
import { CatalogueSearchQuery } from './catalogue-search.query';

describe('CatalogueSearchQuery', () => {
  const readModel = new CatalogueReadModel(new FakeCatalogueSource());
  const search = new CatalogueSearchQuery(
    readModel,
    new ProductViews(new DefaultCadProvider()),
    new ShopConfig({ baseUrl: 'https://shop.example' } as AppConfig),
  );

  it('prompts for an empty term and warns for one character, without searching', async () => {
    for (const [term, kind] of [['', 'prompt'], ['   ', 'prompt'], ['a', 'warning']] as const) {
      const r = await search.run({ term, locale: 'de' });
      expect(r.termCheck).toEqual({ kind, messageId: 'searchTermTooShort' });
      expect(r.products).toEqual([]);
      expect(r.counts).toEqual({ productCategories: 0, products: 0, others: 0 });
    }
  });

  it('finds an article number first, categories by name or synonym, and pages by label', async () => {
    const r = await search.run({ term: 'KU-CL-C-013-AL', locale: 'de' });
    expect(r.products[0].id).toBe('KU-CL-C-013-AL');
    const hoses = await search.run({ term: 'Schlauchleitung', locale: 'de' });
    expect(hoses.productCategories.map((c) => c.id)).toContain('hoses');
    const contact = await search.run({ term: 'kontakt', locale: 'de' });
    expect(contact.others).toEqual([{ id: 1, path: '/kontakt', label: 'Kontakt', href: 'https://shop.example/kontakt' }]);
  });

  it('ignores one-character parts and keeps only hits within 10 points of the best', async () => {
    const a = await search.run({ term: 'Kompensator x', locale: 'de' });
    const b = await search.run({ term: 'Kompensator', locale: 'de' });
    expect(a.products.map((p) => p.id)).toEqual(b.products.map((p) => p.id));
    expect(b.products.every((p) => p.id.startsWith('SL-HIF'))).toBe(true);
  });

  it('caps the lists with limit, fills only the asked tab and counts above 1000 as 1000+', async () => {
    const r = await search.run({ term: 'AW', locale: 'de', limit: 6 });
    expect(r.products).toHaveLength(6);
    expect(r.counts.products).toBeGreaterThan(1000);
    expect(r.tooMany).toBe(true);
    expect(r.formattedCounts.products).toBe('1000+');
    const tab = await search.run({ term: 'AW', locale: 'de', limit: 6, tab: 'categories' });
    expect(tab.products).toEqual([]);
    expect(tab.counts.products).toBe(r.counts.products);
    const next = await search.run({ term: 'AW', locale: 'de', limit: 6, offset: 6 });
    expect(next.products[0].id).not.toBe(r.products[0].id);
  });

  describe('relevance set: what a buyer types, and what must be among the first 6', () => {
    // term, locale, the product type every one of the first 6 must have, and (optional) names that must still be found.
    const set: Array<[string, 'de' | 'en', string, RegExp | null]> = [
      ['schlauch', 'de', 'hose', /Schlauchschelle/],
      ['kupplung', 'de', 'coupling', /Schnellkupplung/],
      ['auswerfer', 'de', 'ejectorPin', null],
      ['schelle', 'de', 'hoseClip', null],
      ['roboter', 'de', 'robot', /Industrieroboter/],
      ['hose', 'en', 'hose', /Hose clip/],
      ['coupling', 'en', 'coupling', /Quick coupling/],
      ['ejector pin', 'en', 'ejectorPin', null],
      ['clip', 'en', 'hoseClip', null],
      ['robot', 'en', 'robot', /industrial robot/],
    ];
    it.each(set)('%s (%s): the first 6 are of type %s', async (term, locale, type, alsoFound) => {
      const r = await search.run({ term, locale, limit: 1000 });
      const snapshot = await readModel.snapshot();
      const typeOf = (id: string) => snapshot.products.find((p) => p.id === id)?.type.id;
      expect(r.products.slice(0, 6).map((p) => typeOf(p.id))).toEqual(Array(6).fill(type));
      if (alsoFound) expect(r.products.some((p) => alsoFound.test(p.name))).toBe(true);
    });
  });
});

