import { FakeApi, fail, flush, ok } from '../../../test-support/fake-api';
import { AdminOrdersStore, lastOrderListSearch, offerListQuery, orderListQuery } from './AdminOrdersStore';

const url = (search: string) => new URLSearchParams(search);
const emptyList = { items: [], total: 0, page: 1, pageSize: 25 };

describe('the order list’s URL as the API query', () => {
  it('reads page, sort and direction, and passes the filters as given', () => {
    expect(orderListQuery(url(''))).toEqual({ page: 1, pageSize: 25, sort: 'date', dir: 'desc' });
    expect(orderListQuery(url('q=+muster+&status=inProgress&from=2026-11-01&to=2026-11-30&shippingMethod=dhl&paymentMethod=invoice&sort=total_asc&page=3'))).toEqual({
      page: 3,
      pageSize: 25,
      sort: 'total',
      dir: 'asc',
      q: 'muster',
      status: 'inProgress',
      from: '2026-11-01',
      to: '2026-11-30',
      shippingMethod: 'dhl',
      paymentMethod: 'invoice',
    });
    // An unknown sort is newest first; a page that is no number the first; a wrong status goes to the server, which refuses it.
    expect(orderListQuery(url('sort=colour_up&page=x&status=lost'))).toEqual({ page: 1, pageSize: 25, sort: 'date', dir: 'desc', status: 'lost' });
  });

  it('reads the offers tab’s type and status', () => {
    expect(offerListQuery(url('tab=offers&type=leasingInquiry&offerStatus=open&page=2'))).toEqual({ page: 2, pageSize: 25, type: 'leasingInquiry', status: 'open' });
    expect(offerListQuery(url('tab=offers'))).toEqual({ page: 1, pageSize: 25 });
  });
});

describe('AdminOrdersStore', () => {
  function setup() {
    const api = new FakeApi()
      .onGet('/api/admin/orders', ({ params }) => ok({ ...emptyList, page: params?.query?.page ?? 1, total: 60 }))
      .onGet('/api/admin/orders/filter-options', () => ok({ statuses: ['inProgress', 'completed', 'canceled'], shippingMethods: [], paymentMethods: [] }))
      .onGet('/api/admin/offers', () => ok(emptyList));
    const loggedOut = jest.fn();
    return { api, loggedOut, store: new AdminOrdersStore(api, loggedOut) };
  }

  it('loads the list the URL asks for, the filter options once, and remembers the query for the back link', async () => {
    const { api, store } = setup();
    store.showOrders(url('status=completed&q=4711'));
    expect(store.orders.term).toBe('4711');
    expect(lastOrderListSearch()).toBe('?status=completed&q=4711');
    await flush();
    store.showOrders(url('status=completed&page=2'));
    await flush();
    expect(api.callsTo('/api/admin/orders').map((c) => c.params)).toEqual([
      { query: { page: 1, pageSize: 25, sort: 'date', dir: 'desc', q: '4711', status: 'completed' } },
      { query: { page: 2, pageSize: 25, sort: 'date', dir: 'desc', status: 'completed' } },
    ]);
    expect(api.callsTo('/api/admin/orders/filter-options')).toHaveLength(1);
    expect(store.orders.list.data?.page).toBe(2);
    expect(store.orders.term).toBe('');
    store.showOrders(url(''));
    expect(lastOrderListSearch()).toBe('');
  });

  it('the search box keeps what is typed until the URL changes', () => {
    const { store } = setup();
    store.showOrders(url('q=abc'));
    store.orders.setTerm('abcd');
    expect(store.orders.term).toBe('abcd');
    store.showOrders(url('q=abcd'));
    expect(store.orders.term).toBe('abcd');
  });

  it('shows only the latest list when answers overtake each other', async () => {
    const { api, store } = setup();
    const answers: Array<(v: ReturnType<typeof ok>) => void> = [];
    api.onGet('/api/admin/orders', () => new Promise((resolve) => answers.push(resolve as never)));
    store.showOrders(url('status=inProgress'));
    store.showOrders(url('status=canceled'));
    answers[1](ok({ ...emptyList, total: 2 }));
    answers[0](ok({ ...emptyList, total: 99 }));
    await flush();
    expect(store.orders.list.data?.total).toBe(2);
    expect(store.orders.list.status).toBe('loaded');
  });

  it('an ended admin session (401) logs the admin out of the page; another failure shows its message id', async () => {
    const { api, store, loggedOut } = setup();
    api.onGet('/api/admin/offers', () => fail('VALIDATION_FAILED', 400));
    store.showOffers(url('tab=offers&type=nonsense'));
    await flush();
    expect(store.offers.list.status).toBe('error');
    expect(store.offers.list.errorCode).toBe('VALIDATION_FAILED');
    expect(loggedOut).not.toHaveBeenCalled();
    api.onGet('/api/admin/offers', () => fail('adminNotLoggedIn', 401));
    store.showOffers(url('tab=offers'));
    await flush();
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});
