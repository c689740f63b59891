import { FakeApi, fail, ok } from '../../test-support/fake-api';
import { RequisitionListsStore, type RequisitionListDetail, type ServerCart } from './RequisitionListsStore';

const HEAD = { id: 7, name: 'Werkstatt', shared: false, version: 3, own: true, ownerName: 'Anna Admin', lineCount: 2, createdAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z', mayChange: true, mayOrder: true };
const DETAIL: RequisitionListDetail = {
  ...HEAD,
  lines: [
    { id: 1, productId: 'A-1', qty: '2', name: 'Kupplung' },
    { id: 2, productId: 'B-2', qty: '1.5', name: null },
  ],
};

function setup(api: FakeApi) {
  const adopted: ServerCart[] = [];
  const host = { flushCart: jest.fn(async () => undefined), adoptCart: (cart: ServerCart) => adopted.push(cart), loggedOut: jest.fn() };
  return { store: new RequisitionListsStore(api, host, 'de'), adopted, host };
}

describe('RequisitionListsStore', () => {
  it('loads the lists and whether the member may keep lists', async () => {
    const api = new FakeApi().onGet('/api/requisition-lists', () => ok({ lists: [HEAD], mayKeepLists: false }));
    const { store } = setup(api);
    await store.load();
    expect(store.status).toBe('loaded');
    expect(store.lists).toEqual([HEAD]);
    expect(store.mayKeepLists).toBe(false);
  });

  it('checks a new name by the shared rule before it asks the server', async () => {
    const api = new FakeApi().onGet('/api/requisition-lists', () => ok({ lists: [HEAD], mayKeepLists: true }));
    const { store } = setup(api);
    await store.load();
    expect(await store.create('  werkstatt ')).toBeNull();
    expect(store.fields).toEqual({ name: 'requisitionListNameTaken' });
    expect(api.callsTo('/api/requisition-lists').filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('renames with the version it read; a stale version shows requisitionListChanged', async () => {
    const api = new FakeApi()
      .onGet('/api/requisition-lists/{id}', () => ok(DETAIL))
      .onPatch('/api/requisition-lists/{id}', ({ body }) => (body?.version === 3 ? ok({ ...DETAIL, name: body.name!, version: 4 }) : fail('requisitionListChanged', 409)));
    const { store } = setup(api);
    await store.select(7);
    expect(await store.rename('Halle 2')).toBe(true);
    expect(store.open).toMatchObject({ name: 'Halle 2', version: 4 });
    expect(store.lists[0]).toMatchObject({ name: 'Halle 2' });
    expect(await store.rename('Halle 3')).toBe(false);
    expect(store.message).toEqual({ id: 'requisitionListChanged', kind: 'error' });
    expect(api.reports).toEqual([]);
  });

  it('puts the chosen lines into the cart once the browser cart is saved, and takes the server cart', async () => {
    const cart = { id: 'c1', positions: [{ productId: 'A-1', qty: '2' }], dateUpdated: '2026-11-28T10:00:00.000Z' };
    const api = new FakeApi().onGet('/api/requisition-lists/{id}', () => ok(DETAIL)).onPost('/api/requisition-lists/{id}/to-cart', () => ok({ cart, added: 1 }));
    const { store, adopted, host } = setup(api);
    await store.select(7);
    store.toggle(1);
    expect(await store.toCart(true)).toBe(true);
    expect(host.flushCart).toHaveBeenCalled();
    expect(api.callsTo('/api/requisition-lists/{id}/to-cart')[0].body).toEqual({ lineIds: [1] });
    expect(adopted).toEqual([cart]);
    expect(store.message).toEqual({ id: 'requisitionListToCartDone', values: { count: 1 }, kind: 'success' });
  });

  it('names refused lines and adds nothing', async () => {
    const api = new FakeApi()
      .onGet('/api/requisition-lists/{id}', () => ok(DETAIL))
      .onPost('/api/requisition-lists/{id}/to-cart', () => fail('requisitionListLinesRefused', 422, { 'lines.2': 'invalidOrderQuantityIncrement' }));
    const { store, adopted } = setup(api);
    await store.select(7);
    expect(await store.toCart()).toBe(false);
    expect(adopted).toEqual([]);
    expect(store.fields).toEqual({ 'lines.2': 'invalidOrderQuantityIncrement' });
    expect(store.message).toEqual({ id: 'requisitionListLinesRefused', kind: 'error' });
  });

  it('a list gone for the member leaves the page', async () => {
    const api = new FakeApi().onGet('/api/requisition-lists', () => ok({ lists: [HEAD], mayKeepLists: true })).onGet('/api/requisition-lists/{id}', () => fail('requisitionListNotFound', 404));
    const { store } = setup(api);
    await store.load();
    await store.select(7);
    expect(store.open).toBeNull();
    expect(store.message?.id).toBe('requisitionListNotFound');
  });

  it('adds a product to a list and says so; a run-out session ends the login', async () => {
    const api = new FakeApi().onPost('/api/requisition-lists/{id}/lines', () => ok({ list: DETAIL, skipped: [] }));
    const { store } = setup(api);
    expect(await store.addTo(7, { lines: [{ productId: 'A-1', qty: '2' }] })).toBe(true);
    expect(api.callsTo('/api/requisition-lists/{id}/lines')[0].body).toEqual({ lines: [{ productId: 'A-1', qty: '2' }] });
    expect(store.message).toEqual({ id: 'requisitionListAdded', values: { name: 'Werkstatt' }, kind: 'success' });
    const gone = new FakeApi().onGet('/api/requisition-lists', () => fail('notLoggedIn', 401));
    const second = setup(gone);
    await second.store.load();
    expect(second.store.status).toBe('error');
    expect(second.host.loggedOut).toHaveBeenCalled();
  });
});
