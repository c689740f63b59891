import {
  EMPTY_LIST_STATE,
  ListState,
  nextPageIndex,
  pageCount,
  paginationWindow,
  parseListState,
  resetListStateForNewProductSet,
  serializeListState,
  toQueryString,
} from './list-state';

describe('parseListState', () => {
  it('reads all list parameters', () => {
    expect(
      parseListState({
        listSearch: 'hose',
        listSort: 'priceAsc',
        listPage: '3',
        listLayout: 'grid',
        'lf-material': 'steel,brass',
        'lf-length-min': '1.5',
        'lf-length-max': '10',
        other: 'kept',
      }),
    ).toEqual({
      search: 'hose',
      sort: 'priceAsc',
      pageIndex: 2,
      layout: 'grid',
      filters: {
        material: { type: 'multiSelect', values: ['steel', 'brass'] },
        length: { type: 'range', min: 1.5, max: 10 },
      },
    });
  });

  it('returns defaults for an empty query', () => {
    expect(parseListState({})).toEqual(EMPTY_LIST_STATE);
  });

  it('ignores invalid values', () => {
    expect(
      parseListState({ listPage: '0', listLayout: 'list', 'lf-x-min': 'abc', 'lf-': 'a', 'lf--min': '1', listSort: '' }),
    ).toEqual(EMPTY_LIST_STATE);
    expect(parseListState({ listPage: '-2' }).pageIndex).toBe(0);
    expect(parseListState({ listPage: '1.5' }).pageIndex).toBe(0);
  });

  it('accepts repeated parameters and URLSearchParams', () => {
    expect(parseListState({ 'lf-dn': ['10', '20,10'] }).filters).toEqual({ dn: { type: 'multiSelect', values: ['10', '20'] } });
    const params = new URLSearchParams('lf-dn=10&lf-dn=8&listPage=2&lf-len-min=3');
    expect(parseListState(params)).toEqual({
      search: '',
      pageIndex: 1,
      filters: { dn: { type: 'multiSelect', values: ['10', '8'] }, len: { type: 'range', min: 3 } },
    });
  });

  it('decodes commas inside codes', () => {
    expect(parseListState({ 'lf-size': '1%2C5,2%252C' }).filters).toEqual({
      size: { type: 'multiSelect', values: ['1,5', '2%2C'] },
    });
  });
});

describe('serializeListState', () => {
  const state: ListState = {
    search: 'hose clip',
    sort: 'nameAsc',
    pageIndex: 1,
    layout: 'table',
    filters: {
      material: { type: 'multiSelect', values: ['steel', 'a,b'] },
      length: { type: 'range', min: 2 },
    },
  };

  it('writes exactly the spec parameter names, keeping other parameters', () => {
    expect(serializeListState(state, { id: '42', listPage: '7', 'lf-old': 'x', tags: ['a', 'b'] })).toEqual({
      id: '42',
      tags: ['a', 'b'],
      listSearch: 'hose clip',
      listSort: 'nameAsc',
      listPage: '2',
      listLayout: 'table',
      'lf-material': 'steel,a%2Cb',
      'lf-length-min': '2',
    });
  });

  it('omits defaults', () => {
    expect(serializeListState(EMPTY_LIST_STATE, { q: '1' })).toEqual({ q: '1' });
    expect(serializeListState({ ...EMPTY_LIST_STATE, filters: { x: { type: 'multiSelect', values: [] } } })).toEqual({});
  });

  it('round-trips through a query string', () => {
    const query = toQueryString(serializeListState(state, { id: '42' }));
    expect(query).toBe(
      'id=42&listSearch=hose%20clip&listSort=nameAsc&listPage=2&listLayout=table&lf-material=steel%2Ca%252Cb&lf-length-min=2',
    );
    expect(parseListState(new URLSearchParams(query))).toEqual(state);
  });
});

describe('page index rules', () => {
  it('resets to 0 when the item count or sort changes', () => {
    expect(nextPageIndex({ itemCount: 50, sort: 'a', pageIndex: 3 }, { itemCount: 50, sort: 'a', pageIndex: 3 })).toBe(3);
    expect(nextPageIndex({ itemCount: 50, sort: 'a', pageIndex: 3 }, { itemCount: 49, sort: 'a', pageIndex: 3 })).toBe(0);
    expect(nextPageIndex({ itemCount: 50, sort: 'a', pageIndex: 3 }, { itemCount: 50, sort: 'b', pageIndex: 3 })).toBe(0);
    expect(nextPageIndex({ itemCount: 50, pageIndex: 2 }, { itemCount: 50, sort: '', pageIndex: 2 })).toBe(2);
  });

  it('resets filters and search when the product set changes', () => {
    const state: ListState = {
      search: 'x',
      sort: 's',
      pageIndex: 4,
      layout: 'grid',
      filters: { a: { type: 'range', min: 1 } },
    };
    expect(resetListStateForNewProductSet(state)).toEqual({ search: '', sort: 's', pageIndex: 0, layout: 'grid', filters: {} });
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('paginationWindow', () => {
  it.each([
    [0, 10, [0, 1, 2, 3, 4]],
    [1, 10, [0, 1, 2, 3, 4]],
    [2, 10, [0, 1, 2, 3, 4]],
    [3, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [8, 10, [5, 6, 7, 8, 9]],
    [9, 10, [5, 6, 7, 8, 9]],
    [0, 3, [0, 1, 2]],
    [2, 3, [0, 1, 2]],
    [0, 1, [0]],
    [0, 0, []],
    [50, 10, [5, 6, 7, 8, 9]],
    [-3, 10, [0, 1, 2, 3, 4]],
  ])('page %i of %i → %j', (pageIndex, total, expected) => {
    expect(paginationWindow(pageIndex, total)).toEqual(expected);
  });

  it('supports other window sizes', () => {
    expect(paginationWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});
