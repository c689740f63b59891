import { reaction } from 'mobx';
import { ProductListStore } from './ProductListStore';
import { FakeApi, fail, flush, ok } from '../test-support/fake-api';
import { multiSelectFilter, productListPage } from '../test-support/mothers';
import type { ProductListPage } from '../api/catalogue-contracts';

/**
 * The category page wires the store to the router: user actions write the URL query through the navigator,
 * and every URL change comes back through sync(). This harness plays the router.
 */
function setup(answer: (query: Record<string, unknown>) => ReturnType<typeof ok<ProductListPage>> | ReturnType<typeof fail> = () => ok(productListPage())) {
  const api = new FakeApi().onGet('/api/catalogue/categories/{id}/products', ({ params }) => answer({ ...params?.query, id: params?.path.id }));
  const store = new ProductListStore(api);
  const browser = { categoryId: 'hoses', search: '', history: [] as Array<{ query: string; replace: boolean }> };
  store.attach((query, { replace }) => {
    browser.history.push({ query, replace });
    browser.search = query ? `?${query}` : '';
    store.sync(browser.categoryId, browser.search, 'de');
  });
  const open = (categoryId: string, search = '') => {
    browser.categoryId = categoryId;
    browser.search = search;
    store.sync(categoryId, search, 'de');
  };
  const requests = () => api.callsTo('/api/catalogue/categories/{id}/products').map((c) => (c.params as { query: Record<string, unknown> }).query);
  const url = () => new URLSearchParams(browser.search);
  return { api, store, browser, open, requests, url };
}

describe('ProductListStore', () => {
  it('reads the list state from the URL and loads that page of the category', async () => {
    const { store, open, requests } = setup(() => ok(productListPage({ total: 100, pageIndex: 1, pageCount: 5 })));
    open('hoses', '?listSearch=epdm&listSort=priceAsc&listPage=2&lf-dn=10,20&utm_source=mail');
    await flush();
    expect(requests()).toEqual([{ locale: 'de', listSearch: 'epdm', listSort: 'priceAsc', listPage: '2', 'lf-dn': '10,20' }]);
    expect(store.state).toMatchObject({ search: 'epdm', sort: 'priceAsc', pageIndex: 1 });
    expect(store.status).toBe('ready');
    expect(store.page?.items).toHaveLength(2);
  });

  it('the same list synchronised again (the page after hydrating) changes nothing the list shows', async () => {
    const { store, open, requests } = setup();
    open('hoses', '?listSort=priceAsc&lf-dn=10');
    await flush();
    const shown: unknown[] = [];
    const dispose = reaction(() => [store.state, store.page, store.status, store.layout], (value) => shown.push(value));
    open('hoses', '?listSort=priceAsc&lf-dn=10');
    await flush();
    dispose();
    expect(shown).toEqual([]);
    expect(requests()).toHaveLength(1);
  });

  it('goes to the last page when the URL asks for one beyond it', async () => {
    const { store, open, url } = setup(() => ok(productListPage({ total: 30, pageCount: 2 })));
    open('hoses', '?listPage=9');
    await flush();
    expect(url().get('listPage')).toBe('2');
    expect(store.state.pageIndex).toBe(1);
  });

  it('a filter choice goes into the URL, keeps other parameters and goes back to the first page', async () => {
    const { store, open, url, requests } = setup(() => ok(productListPage({ filters: [multiSelectFilter('dn', ['10', '20'])] })));
    open('hoses', '?listPage=3&utm_source=mail');
    await flush();
    store.toggleFilterValue('dn', '10');
    await flush();
    expect(url().get('lf-dn')).toBe('10');
    expect(url().get('utm_source')).toBe('mail');
    expect(url().has('listPage')).toBe(false);
    expect(requests().at(-1)).toEqual({ locale: 'de', 'lf-dn': '10' });
    store.toggleFilterValue('dn', '20');
    expect(url().get('lf-dn')).toBe('10,20');
    store.clearFilter('dn');
    expect(url().has('lf-dn')).toBe(false);
  });

  it('a new sort goes back to the first page', async () => {
    const { store, open, url } = setup(() => ok(productListPage({ total: 100, pageCount: 5 })));
    open('hoses', '?listPage=3');
    await flush();
    store.setSort('nameAsc');
    expect(url().get('listSort')).toBe('nameAsc');
    expect(url().has('listPage')).toBe(false);
  });

  it('paging links keep the list state and the other parameters', async () => {
    const { store, open } = setup(() => ok(productListPage({ total: 100, pageCount: 5 })));
    open('hoses', '?listSort=nameAsc&utm_source=mail');
    await flush();
    expect(new URLSearchParams(store.pageQuery(2)).toString()).toBe('utm_source=mail&listSort=nameAsc&listPage=3');
    expect(new URLSearchParams(store.pageQuery(0)).has('listPage')).toBe(false);
  });

  it('switching the layout changes the URL without a history entry and without asking the server again', async () => {
    const { store, open, browser, requests } = setup();
    open('hoses');
    await flush();
    store.setLayout('grid');
    await flush();
    expect(browser.history.at(-1)).toEqual({ query: 'listLayout=grid', replace: true });
    expect(store.layout).toBe('grid');
    expect(requests()).toHaveLength(1);
  });

  it('the list search follows the box after 350 ms, and at once on Enter', async () => {
    jest.useFakeTimers();
    try {
      const { store, open, url } = setup();
      open('hoses');
      store.setSearchInput('ven');
      store.setSearchInput('ventil');
      jest.advanceTimersByTime(349);
      expect(url().has('listSearch')).toBe(false);
      jest.advanceTimersByTime(1);
      expect(url().get('listSearch')).toBe('ventil');
      store.setSearchInput('kugelhahn');
      store.commitSearch();
      expect(url().get('listSearch')).toBe('kugelhahn');
    } finally {
      jest.useRealTimers();
    }
  });

  it('another category starts without filters, search and page, but keeps sort and layout', async () => {
    const { store, open, url } = setup();
    open('hoses', '?listSearch=epdm&listSort=priceAsc&listLayout=grid&listPage=2&lf-dn=10');
    await flush();
    open('fittings');
    await flush();
    expect(url().toString()).toBe('listSort=priceAsc&listLayout=grid');
    expect(store.state).toMatchObject({ search: '', pageIndex: 0, filters: {}, sort: 'priceAsc', layout: 'grid' });
  });

  it('does not send a sort the API does not know and drops it from the URL', async () => {
    const { open, requests, url } = setup();
    open('hoses', '?listSort=cheapestFirst');
    await flush();
    expect(requests()[0]).toEqual({ locale: 'de' });
    expect(url().has('listSort')).toBe(false);
  });

  it('drops filters the server removed because they left the list empty, and names them', async () => {
    const page = productListPage({ items: [], total: 0, filters: [multiSelectFilter('dn', ['10'], { heading: 'Nennweite' })], removedFilters: ['dn'] });
    const { store, open, url, requests } = setup((query) => ('lf-dn' in query ? ok(page) : ok(productListPage())));
    open('hoses', '?lf-dn=99');
    await flush();
    expect(url().has('lf-dn')).toBe(false);
    expect(store.removedFilterHeadings).toEqual(['Nennweite']);
    // The answer already was the one of the new URL.
    expect(requests()).toHaveLength(1);
  });

  it('an unknown filter from an old link is dropped once and the list loads without it', async () => {
    const { store, open, url } = setup((query) => ('lf-gone' in query ? fail('unknownFilter', 400, { 'lf-gone': 'unknownFilter' }) : ok(productListPage())));
    open('hoses', '?lf-gone=1&listSort=nameAsc');
    await flush();
    await flush();
    expect(url().toString()).toBe('listSort=nameAsc');
    expect(store.status).toBe('ready');
  });

  it('shows an error and loads again on retry', async () => {
    let down = true;
    const { store, open } = setup(() => (down ? fail('INTERNAL_ERROR', 500) : ok(productListPage())));
    open('hoses');
    await flush();
    expect(store.status).toBe('error');
    expect(store.error?.code).toBe('INTERNAL_ERROR');
    down = false;
    store.retry();
    await flush();
    expect(store.status).toBe('ready');
  });
});
