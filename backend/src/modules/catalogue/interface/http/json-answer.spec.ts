import { CategoryListQuery } from '../../application/queries/category-list.query';
import { CatalogueReadModel } from '../../application/read-model/catalogue-read-model';
import type { ProductListPageView } from '../../application/views/catalogue-views';
import { ProductViews } from '../../application/views/product-views';
import { DefaultCadProvider } from '../../infrastructure/cad/default-cad.provider';
import { FakeCatalogueSource } from '../../testing/catalogue-fixture';
import { EventEmitter } from 'node:events';
import { ListAnswers, writeProductListPage } from './json-answer';

describe('writeProductListPage', () => {
  const query = new CategoryListQuery(new CatalogueReadModel(new FakeCatalogueSource()), new ProductViews(new DefaultCadProvider()));
  const page = async (categoryId: string, q: Record<string, string> = {}, locale: 'de' | 'en' = 'de'): Promise<ProductListPageView> => {
    const r = await query.run({ categoryId, locale, query: q });
    if (!r.ok) throw new Error(r.error.code);
    return r.value.page();
  };

  /** Written into a larger, dirty buffer: the answer is exactly the bytes written. */
  const json = (p: ProductListPageView): string => writeProductListPage(p, (size) => Buffer.alloc(size + 100, 'x')).toString('utf8');

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
          expect(json(p)).toBe(JSON.stringify({ data: p }));
        }
      }
      const small = await page('hose-accessories', {}, locale);
      expect(json(small)).toBe(JSON.stringify({ data: small }));
    }
  });
});

describe('ListAnswers', () => {
  const query = new CategoryListQuery(new CatalogueReadModel(new FakeCatalogueSource()), new ProductViews(new DefaultCadProvider()));
  const pageOf = async (q: Record<string, string>): Promise<{ key: string; page: () => ProductListPageView }> => {
    const r = await query.run({ categoryId: 'couplings', locale: 'de', query: q });
    if (!r.ok) throw new Error(r.error.code);
    return { key: r.value.answerKey, page: r.value.page };
  };

  it('writes one-off answers into reused buffers, given back when the response has finished', async () => {
    const answers = new ListAnswers(8, 256 * 1024, 2);
    const a = await pageOf({ listPage: '1' });
    const b = await pageOf({ listPage: '2' });
    const first = new EventEmitter();
    const bytesA = answers.answer(a.key, a.page, first);
    const textA = bytesA.toString();
    expect(textA).toBe(JSON.stringify({ data: a.page() }));
    // Not finished yet: the next answer gets another buffer, A's bytes stay intact.
    const second = new EventEmitter();
    const bytesB = answers.answer(b.key + 'x', b.page, second);
    expect(bytesB.buffer).not.toBe(bytesA.buffer);
    expect(bytesA.toString()).toBe(textA);
    // After A's response finished, its buffer is reused.
    first.emit('finish');
    const c = await pageOf({ listPage: '3' });
    const bytesC = answers.answer(c.key, c.page, new EventEmitter());
    expect(bytesC.buffer).toBe(bytesA.buffer);
    expect(bytesC.toString()).toBe(JSON.stringify({ data: c.page() }));
  });

  it('keeps a page from its second request on and sends the kept bytes without building the page', async () => {
    const answers = new ListAnswers(8);
    const a = await pageOf({ listPage: '1' });
    let built = 0;
    const page = (): ProductListPageView => {
      built++;
      return a.page();
    };
    const once = answers.answer(a.key, page, new EventEmitter()).toString();
    const kept = answers.answer(a.key, page, new EventEmitter());
    expect(kept.toString()).toBe(once);
    expect(answers.answer(a.key, page, new EventEmitter())).toBe(kept);
    expect(built).toBe(2);
  });

  it('gives an answer larger than the reused buffers its own', async () => {
    const answers = new ListAnswers(8, 1024, 2);
    const a = await pageOf({ listPage: '1' });
    const sink = new EventEmitter();
    const bytes = answers.answer(a.key, a.page, sink);
    expect(bytes.length).toBeGreaterThan(1024);
    expect(sink.listenerCount('finish')).toBe(0);
    expect(bytes.toString()).toBe(JSON.stringify({ data: a.page() }));
  });
});
