import type { CompanyOrdersPage } from '../../api/company-orders-contracts';
import { CompanyOrdersStore } from './CompanyOrdersStore';

const page = (n: number, total: number): CompanyOrdersPage => ({ orders: [], page: n, pageSize: 20, total, scope: 'company', members: [{ userId: 7, name: 'Anna Berger' }] });

describe('CompanyOrdersStore', () => {
  it('asks with the chosen filters; a new filter starts at page 1', async () => {
    const orders = jest.fn(async (filter: { page?: number }) => ({ ok: true as const, data: page(filter.page ?? 1, 45), status: 200 }));
    const store = new CompanyOrdersStore({ orders }, jest.fn());
    await store.load(2);
    expect(store.hasNext).toBe(true);
    expect(store.hasPrevious).toBe(true);
    store.setFilter({ member: 7, status: 'awaiting', from: '2026-11-01' });
    await store.load();
    expect(orders).toHaveBeenLastCalledWith({ member: 7, status: 'awaiting', from: '2026-11-01', page: 1 });
    expect(store.hasPrevious).toBe(false);
  });

  it('the later of two loads wins', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const orders = jest.fn(async (filter: { status?: string }) => {
      if (filter.status === 'completed') await slow;
      return { ok: true as const, data: { ...page(1, 1), scope: filter.status === 'completed' ? ('own' as const) : ('company' as const) }, status: 200 };
    });
    const store = new CompanyOrdersStore({ orders }, jest.fn());
    store.setFilter({ status: 'completed' });
    const first = store.load();
    store.setFilter({ status: 'canceled' });
    await store.load();
    release();
    await first;
    expect(store.page?.scope).toBe('company');
  });

  it('a run-out session ends the login', async () => {
    const loggedOut = jest.fn();
    const store = new CompanyOrdersStore({ orders: async () => ({ ok: false as const, status: 401, error: { code: 'notLoggedIn', message: 'notLoggedIn' } as never }) }, loggedOut);
    await store.load();
    expect(store.status).toBe('error');
    expect(loggedOut).toHaveBeenCalled();
  });
});
