import { CategoryListQuery } from '../../application/queries/category-list.query';
import { CatalogueReadModel } from '../../application/read-model/catalogue-read-model';
import type { ProductListPageView } from '../../application/views/catalogue-views';
import { ProductViews } from '../../application/views/product-views';
import { DefaultCadProvider } from '../../infrastructure/cad/default-cad.provider';
import { FakeCatalogueSource } from '../../testing/catalogue-fixture';
import { AnswerCache, productListPageJson } from './json-answer';

describe('productListPageJson', () => {
  const query = new CategoryListQuery(new CatalogueReadModel(new FakeCatalogueSource()), new ProductViews(new DefaultCadProvider()));
  const page = async (categoryId: string, q: Record<string, string> = {}, locale: 'de' | 'en' = 'de'): Promise<ProductListPageView> => {
    const r = await query.run({ categoryId, locale, query: q });
    if (!r.ok) throw new Error(r.error.code);
    return r.value.page();
  };

  it('writes exactly JSON.stringify({ data: page }), with and without selected filters, cached parts or not', async () => {
    const all = await page('ejector-pins');
    const material = all.filters.find((f) => f.id === 'material')!;
    const length = all.filters.find((f) => f.id === 'length')!;
    const queries: Array<Record<string, string>> = [
      {},
      { 'lf-material': material.values[0].value },
      { 'lf-material': `${material.values[1].value},${material.values[0].value}`, 'lf-length-min': String((length.min! + length.max!) / 2) },
      { 'lf-length-max': String(length.min), 'lf-material': material.values[0].value },
      { listSort: 'priceDesc', listPage: '3' },
      { listPage: '9999' },
    ];
    for (const locale of ['de', 'en'] as const) {
      for (const q of queries) {
        for (let twice = 0; twice < 2; twice++) {
          const p = await page('ejector-pins', q, locale);
          expect(productListPageJson(p)).toBe(JSON.stringify({ data: p }));
        }
      }
      const small = await page('hose-accessories', {}, locale);
      expect(productListPageJson(small)).toBe(JSON.stringify({ data: small }));
    }
  });
});

describe('AnswerCache', () => {
  it('answers text the first time and keeps the bytes from the second request on', () => {
    const cache = new AnswerCache(2);
    let built = 0;
    const build = (): string => `{"n":${++built}}`;
    expect(cache.answer('a', build)).toBe('{"n":1}');
    const kept = cache.answer('a', build);
    expect(Buffer.isBuffer(kept) && kept.toString()).toBe('{"n":2}');
    expect(cache.answer('a', build)).toBe(kept);
    expect(built).toBe(2);
  });
});
