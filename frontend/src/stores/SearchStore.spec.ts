import { ConfigStore } from './ConfigStore';
import { SearchStore } from './SearchStore';
import { TrackingStore } from './TrackingStore';
import { FakeApi, fail, ok } from '../test-support/fake-api';
import { productListItem, searchResults, shopConfig } from '../test-support/mothers';
import type { SearchResults } from '../api/catalogue-contracts';

const category = (id: string) => ({ id, name: `Kategorie ${id}`, path: `/k/${id}`, image: null });
const other = (id: number) => ({ id, path: `/seite-${id}`, label: `Seite ${id}`, href: `http://shop.test/seite-${id}` });

/** Many hits of every kind (more than the dropdown shows). */
const manyHits = searchResults({
  productCategories: ['c1', 'c2', 'c3', 'c4', 'c5'].map(category),
  products: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'].map((id) => productListItem(id)),
  others: [1, 2, 3, 4, 5].map(other),
});

function setup(answer: (term: string) => SearchResults | 'fail' | Promise<SearchResults> = () => manyHits) {
  const api = new FakeApi().onPost('/api/int/add', () => ok({ accepted: true }));
  api.onGet('/api/catalogue/search', async ({ params }) => {
    const result = await answer(params?.query?.term ?? '');
    return result === 'fail' ? fail('INTERNAL_ERROR', 500) : ok(result);
  });
  const config = new ConfigStore();
  config.hydrate(shopConfig());
  const search = new SearchStore(api, new TrackingStore(api, config));
  const searches = () => api.callsTo('/api/catalogue/search').map((c) => (c.params as { query: Record<string, unknown> }).query);
  const tracked = () => api.callsTo('/api/int/add').map((c) => c.body as { param1: string; param2: string; param4: string });
  return { api, search, searches, tracked };
}

describe('SearchStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  describe('header dropdown', () => {
    it('searches 350 ms after the last key stroke, once', async () => {
      const { search, searches } = setup();
      search.setTerm('ve', 'de');
      search.setTerm('ven', 'de');
      search.setTerm('venti', 'de');
      await jest.advanceTimersByTimeAsync(349);
      expect(searches()).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(searches()).toEqual([{ term: 'venti', locale: 'de', limit: 6 }]);
      expect(search.dropdownView).toBe('results');
    });

    it('under 2 characters it does not search: a warning for one character, nothing for none', async () => {
      const { search, searches } = setup();
      search.setTerm('v', 'de');
      await jest.advanceTimersByTimeAsync(400);
      expect(search.dropdownView).toBe('tooShort');
      search.setTerm('', 'de');
      expect(search.dropdownView).toBe('hidden');
      expect(searches()).toEqual([]);
    });

    it('shows up to 4 categories, 6 products and 4 other pages, in that order', async () => {
      const { search } = setup();
      search.setTerm('ventil', 'de');
      await jest.advanceTimersByTimeAsync(350);
      const groups = search.entries.map((e) => e.group);
      expect(groups).toEqual([...Array(4).fill('productCategories'), ...Array(6).fill('products'), ...Array(4).fill('others')]);
      expect(search.entries[4]).toMatchObject({ label: 'Product P1', detail: 'P1', path: '/p/p1' });
    });

    it('an answer to an older term never replaces the newer one', async () => {
      let releaseOld: (r: SearchResults) => void = () => undefined;
      const { search } = setup((term) =>
        term === 'old' ? new Promise<SearchResults>((resolve) => (releaseOld = resolve)) : searchResults({ products: [productListItem('NEW')] }),
      );
      search.setTerm('old', 'de');
      await jest.advanceTimersByTimeAsync(350);
      search.setTerm('new', 'de');
      await jest.advanceTimersByTimeAsync(350);
      releaseOld(searchResults({ products: [productListItem('OLD')] }));
      await jest.advanceTimersByTimeAsync(0);
      expect(search.entries.map((e) => e.detail)).toEqual(['NEW']);
    });

    it('says when nothing was found, and keyboard navigation wraps around', async () => {
      const { search } = setup((term) => (term === 'xyz' ? searchResults() : searchResults({ products: [productListItem('A'), productListItem('B')] })));
      search.setTerm('xyz', 'de');
      await jest.advanceTimersByTimeAsync(350);
      expect(search.dropdownView).toBe('empty');
      search.setTerm('ab', 'de');
      await jest.advanceTimersByTimeAsync(350);
      // Two products and the show-all link; -1 is the input itself.
      search.moveActive(-1);
      expect(search.activeIndex).toBe(2);
      search.moveActive(1);
      expect(search.activeIndex).toBe(-1);
    });
  });

  describe('search page', () => {
    it('under 2 characters shows the check instead of searching', async () => {
      const { search, searches } = setup();
      await search.loadPage(' a ', 'de');
      expect(search.page).toEqual({ status: 'tooShort', check: { kind: 'warning', messageId: 'searchTermTooShort' } });
      expect(searches()).toEqual([]);
    });

    it('searches the trimmed term and keeps the counts of all three tabs', async () => {
      const { search, searches } = setup();
      await search.loadPage('  ventil ', 'en');
      expect(searches()).toEqual([{ term: 'ventil', locale: 'en', limit: 25 }]);
      expect(search.page.status === 'ready' && search.page.results.counts).toEqual({ productCategories: 5, products: 7, others: 5 });
      // The same term again: no second request.
      await search.loadPage('ventil', 'en');
      expect(searches()).toHaveLength(1);
    });

    it('pages through the products tab', async () => {
      const { search, searches } = setup();
      await search.loadTabPage('ventil', 'de', 'products', 2);
      expect(searches()).toEqual([{ term: 'ventil', locale: 'de', tab: 'products', limit: 25, offset: 50 }]);
      expect(search.tabPage('ventil', 'de', 'products', 2)?.status).toBe('ready');
    });

    it('shows an error it can retry', async () => {
      let down = true;
      const { search } = setup(() => (down ? 'fail' : manyHits));
      await search.loadPage('ventil', 'de');
      expect(search.page.status).toBe('error');
      down = false;
      search.retryPage('ventil', 'de');
      await jest.advanceTimersByTimeAsync(0);
      expect(search.page.status).toBe('ready');
    });
  });

  it("sends 'sear' with the term and whether anything was found, each term once in a row", async () => {
    const { search, tracked } = setup((term) => (term === 'nix' ? searchResults() : manyHits));
    await search.loadPage('ventil', 'de');
    search.setTerm('ventil', 'de');
    await jest.advanceTimersByTimeAsync(350);
    await search.loadPage('nix', 'de');
    expect(tracked().map((t) => [t.param1, t.param2, t.param4])).toEqual([
      ['sear', 'ventil', 'true'],
      ['sear', 'nix', 'false'],
    ]);
  });
});
