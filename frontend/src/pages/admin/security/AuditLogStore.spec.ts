import { FakeApi, fail, flush, ok } from '../../../test-support/fake-api';
import { AuditLogStore, type AuditRecord } from './AuditLogStore';

const record = (id: number): AuditRecord => ({ id, adminId: 1, adminEmail: 'admin@example.com', action: 'order.status', entity: 'order', entityId: String(id), before: { status: 'inProgress' }, after: { status: 'completed' }, at: '2026-11-27T08:00:00.000Z' });

describe('AuditLogStore', () => {
  it('shows the first page when the tab opens and pages through, newest first', async () => {
    const api = new FakeApi().onGet('/api/admin/audit-log', ({ params }) => {
      const page = params?.query?.page ?? 1;
      return ok({ items: [record(60 - (page - 1) * 25)], total: 60 });
    });
    const store = new AuditLogStore(api, jest.fn());
    store.start();
    await flush();
    expect([store.page, store.pages, store.items[0].id]).toEqual([1, 3, 60]);
    await store.load(3);
    expect([store.page, store.items[0].id]).toEqual([3, 10]);
    expect(api.callsTo('/api/admin/audit-log').map((c) => c.params)).toEqual([{ query: { page: 1, pageSize: 25 } }, { query: { page: 3, pageSize: 25 } }]);
  });

  it('a failed page keeps the shown one; an ended admin session logs the admin out', async () => {
    const api = new FakeApi().onGet('/api/admin/audit-log', () => ok({ items: [record(1)], total: 1 }));
    const loggedOut = jest.fn();
    const store = new AuditLogStore(api, loggedOut);
    await store.load(1);
    api.onGet('/api/admin/audit-log', () => fail('adminNotLoggedIn', 401));
    await store.load(2);
    expect(store.status).toBe('error');
    expect([store.page, store.items.length]).toEqual([1, 1]);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});
