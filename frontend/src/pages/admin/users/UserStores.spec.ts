import type { AdminUserProfile } from '../../../api/admin-orders-contracts';
import { FakeApi, fail, flush, ok } from '../../../test-support/fake-api';
import { accountUser } from '../../../test-support/mothers';
import { productListQuery } from '../products/ProductListStore';
import { UserProfileStore } from './UserProfileStore';
import { userListQuery } from './UserStores';

const url = (search: string) => new URLSearchParams(search);

describe('the user and product lists’ URLs as API queries', () => {
  it('users: 25 a page, search, status and sort as given', () => {
    expect(userListQuery(url(''))).toEqual({ page: 1, pageSize: 25 });
    expect(userListQuery(url('q=+schmidt+&status=pending&sort=lastname&page=4'))).toEqual({ page: 4, pageSize: 25, q: 'schmidt', status: 'pending', sort: 'lastname' });
    expect(userListQuery(url('q=+++&page=-2'))).toEqual({ page: 1, pageSize: 25 });
  });

  it('products: the page’s language, sort field and direction; an unknown field or active value left out', () => {
    expect(productListQuery(url(''), 'de')).toEqual({ page: 1, pageSize: 25, locale: 'de', sort: 'id' });
    expect(productListQuery(url('q=SL-&active=false&sort=price_desc&page=2'), 'en')).toEqual({ page: 2, pageSize: 25, locale: 'en', q: 'SL-', active: false, sort: 'price', dir: 'desc' });
    expect(productListQuery(url('active=maybe&sort=colour'), 'de')).toEqual({ page: 1, pageSize: 25, locale: 'de' });
    expect(productListQuery(url('sort=created_desc&active=true'), 'de')).toEqual({ page: 1, pageSize: 25, locale: 'de', active: true, sort: 'created', dir: 'desc' });
  });
});

describe('UserProfileStore', () => {
  function profile(id: number, changes: Partial<AdminUserProfile> = {}): AdminUserProfile {
    return {
      user: accountUser({ id, email: `kunde${id}@example.com`, pricingGroup: id === 7 ? 'haendler' : null, customPricing: id === 7 }),
      status: 'active',
      locked: false,
      locale: 'de',
      createdAt: '2026-01-05T10:00:00.000Z',
      confirmedAt: '2026-01-05T10:05:00.000Z',
      incoterms: [],
      version: '1',
      ...changes,
    };
  }

  function setup() {
    const locked = new Set<number>();
    const api = new FakeApi()
      .onGet('/api/admin/users/{id}', ({ params }) => (params!.path.id > 100 ? fail('userIdUnknown', 404) : ok(profile(params!.path.id, { locked: locked.has(params!.path.id) }))))
      .onGet('/api/admin/price-rules', () => ok([]))
      .onGet('/api/admin/orders/statistics', () => ok({ count: 2, revenueNet: 10000, revenueGross: 11900, averageNet: 5000, lastOrderAt: null, canceled: 1 }))
      .onGet('/api/admin/orders', ({ params }) => ok({ items: [], total: 0, page: params?.query?.page ?? 1, pageSize: 25 }))
      .onPut('/api/admin/users/{id}/pricing', ({ body }) => (body?.pricingGroup === 'x'.repeat(41) ? fail('VALIDATION_FAILED', 400, { pricingGroup: 'adUserPricingGroupInvalid' }) : ok(profile(7).user)))
      .onPost('/api/admin/users/{id}/lock', ({ params }) => {
        locked.add(params!.path.id);
        return ok({ id: params!.path.id, status: 'active', locked: true });
      })
      .onPost('/api/admin/users/{id}/unlock', ({ params }) => {
        locked.delete(params!.path.id);
        return ok({ id: params!.path.id, status: 'active', locked: false });
      })
      .onPost('/api/admin/users/{id}/password-reset', ({ params }) => (params!.path.id === 8 ? fail('adUserNotActive', 409) : ok({ sent: true })));
    const store = new UserProfileStore(api, jest.fn());
    const paths = () => api.calls.map((c) => `${c.method} ${c.path}`);
    return { api, store, paths };
  }

  it('the master tab: the profile, the customer’s own prices, and the pricing form filled from the profile', async () => {
    const { api, store, paths } = setup();
    store.show(7, 'master');
    await flush();
    expect(paths()).toEqual(['GET /api/admin/users/{id}', 'GET /api/admin/price-rules']);
    expect(api.callsTo('/api/admin/price-rules')[0].params).toEqual({ query: { customerId: 7 } });
    expect([store.pricingGroup, store.customPricing]).toEqual(['haendler', true]);
  });

  it('the orders tab: the figures and the page of orders of this customer', async () => {
    const { api, store, paths } = setup();
    store.show(7, 'orders', 2);
    await flush();
    expect(paths()).toEqual(['GET /api/admin/users/{id}', 'GET /api/admin/orders/statistics', 'GET /api/admin/orders']);
    expect(api.callsTo('/api/admin/orders')[0].params).toEqual({ query: { userId: 7, page: 2, pageSize: 25 } });
    expect(store.statistics.data?.canceled).toBe(1);
  });

  it('another customer: nothing of the first one shows while the second loads, and the form is the second’s', async () => {
    const { store } = setup();
    store.show(7, 'master');
    await flush();
    store.setPricingGroup('getippt');
    store.show(9, 'master');
    expect(store.profile.data).toBeNull();
    expect(store.ownPrices.data).toBeNull();
    await flush();
    expect(store.profile.data?.user.id).toBe(9);
    expect([store.pricingGroup, store.customPricing]).toEqual(['', false]);
  });

  it('saves the pricing (an empty group as none), keeps the form, reads the profile again; a refused group names the field’s message', async () => {
    const { api, store } = setup();
    store.show(7, 'master');
    await flush();
    store.setPricingGroup('  ');
    store.setCustomPricing(false);
    await store.savePricing();
    expect(api.callsTo('/api/admin/users/{id}/pricing')[0]).toMatchObject({ params: { path: { id: 7 } }, body: { pricingGroup: null, customPricing: false } });
    expect(store.notice).toEqual({ tone: 'success', id: 'adUserPricingSaved' });
    expect(api.callsTo('/api/admin/users/{id}')).toHaveLength(2);
    expect(store.customPricing).toBe(false);
    store.setPricingGroup('x'.repeat(41));
    await store.savePricing();
    expect(store.notice?.tone).toBe('error');
    expect(store.busy).toBe(false);
  });

  it('locks after the confirmation and unlocks; the profile shows the new state', async () => {
    const { store } = setup();
    store.show(7, 'master');
    await flush();
    store.askLock();
    expect(store.confirmingLock).toBe(true);
    await store.setLocked(true);
    expect(store.confirmingLock).toBe(false);
    expect(store.notice).toEqual({ tone: 'success', id: 'adUserLockedMsg' });
    expect(store.profile.data?.locked).toBe(true);
    await store.setLocked(false);
    expect(store.notice).toEqual({ tone: 'success', id: 'adUserUnlockedMsg' });
    expect(store.profile.data?.locked).toBe(false);
  });

  it('sends the password-reset mail to the profile’s address; refused for an account that is not active', async () => {
    const { store } = setup();
    store.show(7, 'master');
    await flush();
    await store.sendPasswordReset();
    expect(store.notice).toEqual({ tone: 'success', id: 'adUserResetSent', values: { email: 'kunde7@example.com' } });
    store.show(8, 'master');
    await flush();
    await store.sendPasswordReset();
    expect(store.notice).toEqual({ tone: 'error', id: 'adUserNotActive' });
  });

  it('an unknown customer shows its message; a uid that is none asks nothing', async () => {
    const { api, store } = setup();
    store.show(0, 'master');
    expect(api.calls).toEqual([]);
    store.show(404, 'master');
    await flush();
    expect(store.profile.status).toBe('error');
    expect(store.profile.errorCode).toBe('userIdUnknown');
  });
});
