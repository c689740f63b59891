import type { AdminCompany, AdminCompanyMember, AdminMergeCandidate } from '../../../api/admin-companies-contracts';
import { FakeApi, fail, flush, ok } from '../../../test-support/fake-api';
import { companyListQuery } from './AdminCompaniesStore';
import { AdminCompanyStore, eurosText } from './AdminCompanyStore';

const url = (search: string) => new URLSearchParams(search);

function member(id: number, changes: Partial<AdminCompanyMember> = {}): AdminCompanyMember {
  return { id, name: `Person ${id}`, email: `p${id}@firma.example`, role: 'buyer', limits: { perOrderCents: null, perMonthCents: null }, status: 'active', isCompanyAccount: false, ...changes };
}

function company(id: number, members: AdminCompanyMember[] = [member(id, { role: 'admin', isCompanyAccount: true }), member(id + 1)]): AdminCompany {
  return { id, name: `Firma ${id} GmbH`, customerNumber: null, email: `p${id}@firma.example`, pricingGroup: null, customPricing: false, incoterms: [], addresses: [], members };
}

const candidate = (changes: Partial<AdminMergeCandidate> = {}): AdminMergeCandidate => ({
  accountId: 40,
  name: 'Max Einzel',
  email: 'max@einzel.example',
  status: 'active',
  companyId: 40,
  companyName: 'Einzel GmbH',
  customerNumber: '12345',
  role: 'admin',
  companyMembers: 1,
  isCompanyAccount: true,
  ...changes,
});

function setup() {
  let current = company(7);
  const api = new FakeApi()
    .onGet('/api/admin/companies/{id}', ({ params }) => (params!.path.id > 100 ? fail('companyNotFound', 404) : ok(params!.path.id === current.id ? current : company(params!.path.id))))
    .onGet('/api/admin/companies/{id}/audit', () => ok({ items: [], total: 0 }))
    .onGet('/api/admin/price-rules', ({ params }) => ok(params?.query?.customerId === 40 ? ([{}, {}] as never) : []))
    .onPut('/api/admin/companies/{id}/members/{memberId}', ({ params, body }) => {
      if (body?.role === 'viewer' && params!.path.memberId === 7) return fail('companyLastAdmin', 422);
      current = { ...current, members: current.members.map((m) => (m.id === params!.path.memberId ? { ...m, ...(body?.role ? { role: body.role } : {}), ...(body?.limits ? { limits: { perOrderCents: body.limits.perOrderCents ?? null, perMonthCents: body.limits.perMonthCents ?? null } } : {}), ...(body?.active === false ? { status: 'deactivated' as const } : {}) } : m)) };
      return ok(current);
    })
    .onGet('/api/admin/companies/{id}/merge-candidate', ({ params }) => (params?.query?.account === 'niemand@x.example' ? fail('companyMergeAccountUnknown', 404) : ok(candidate(params?.query?.account === '41' ? { accountId: 41, companyId: 9, isCompanyAccount: false, role: 'buyer' } : {}))))
    .onPost('/api/admin/companies/{id}/merge', ({ body }) => {
      if (body?.accountId === 41) return fail('companyMergeChanged', 409);
      current = { ...current, members: [...current.members, member(body!.accountId, { role: body!.role ?? 'buyer' })] };
      return ok({ merge: { accountId: body!.accountId, companyId: 7, fromCompanyId: 40, role: body!.role ?? 'buyer', movedAddresses: 2, hadOwnPricing: true }, company: current });
    });
  const store = new AdminCompanyStore(api, jest.fn());
  const paths = () => api.calls.map((c) => `${c.method} ${c.path}`);
  return { api, store, paths };
}

describe('the company list’s URL as API query', () => {
  it('25 a page, the search trimmed', () => {
    expect(companyListQuery(url(''))).toEqual({ page: 1, pageSize: 25 });
    expect(companyListQuery(url('q=+Hydraulik+&page=3'))).toEqual({ page: 3, pageSize: 25, q: 'Hydraulik' });
  });
});

describe('AdminCompanyStore', () => {
  it('shows the company, its change log and the number of its own price rules; another company: nothing of the first while it loads', async () => {
    const { api, store, paths } = setup();
    store.show(7);
    await flush();
    expect(paths().sort()).toEqual(['GET /api/admin/companies/{id}', 'GET /api/admin/companies/{id}/audit', 'GET /api/admin/price-rules']);
    expect(api.callsTo('/api/admin/price-rules')[0].params).toEqual({ query: { customerId: 7 } });
    expect(store.company.data?.name).toBe('Firma 7 GmbH');
    store.show(8);
    expect(store.company.data).toBeNull();
    await flush();
    expect(store.company.data?.id).toBe(8);
    store.show(999);
    await flush();
    expect(store.company.errorCode).toBe('companyNotFound');
  });

  it('edits a member: euros typed, cents sent; a wrong amount is named at its field and nothing is sent', async () => {
    const { api, store } = setup();
    store.show(7);
    await flush();
    const buyer = store.company.data!.members[1];
    store.edit(buyer);
    expect(store.editing).toEqual({ id: 8, role: 'buyer', perOrder: '', perMonth: '' });
    store.setEditing({ perOrder: '12,5x' });
    await store.saveMember();
    expect(store.fieldErrors).toEqual({ perOrder: 'companyLimitInvalid' });
    expect(api.callsTo('/api/admin/companies/{id}/members/{memberId}')).toHaveLength(0);
    store.setEditing({ role: 'approver', perOrder: '2.500,00', perMonth: '10000' });
    expect(store.fieldErrors).toEqual({});
    await store.saveMember();
    const call = api.callsTo('/api/admin/companies/{id}/members/{memberId}')[0];
    expect(call.params).toEqual({ path: { id: 7, memberId: 8 } });
    expect(call.body).toEqual({ role: 'approver', limits: { perOrderCents: 250_000, perMonthCents: 1_000_000 } });
    expect(store.editing).toBeNull();
    expect(store.notice).toEqual({ tone: 'success', id: 'adCoMemberSaved' });
    expect(store.company.data!.members[1]).toMatchObject({ role: 'approver', limits: { perOrderCents: 250_000, perMonthCents: 1_000_000 } });
    expect(eurosText(250_000)).toBe('2500,00');
  });

  it('a refused change shows the server’s message id; deactivating names the member', async () => {
    const { store } = setup();
    store.show(7);
    await flush();
    store.edit(store.company.data!.members[0]);
    store.setEditing({ role: 'viewer' });
    await store.saveMember();
    expect(store.notice).toEqual({ tone: 'error', id: 'companyLastAdmin' });
    expect(store.editing).not.toBeNull();
    expect(await store.setActive(store.company.data!.members[1], false)).toBe(true);
    expect(store.notice).toEqual({ tone: 'success', id: 'adCoMemberDeactivated', values: { name: 'Person 8' } });
    expect(store.company.data!.members[1].status).toBe('deactivated');
  });

  it('merge: looks the account up first, counts its own price rules, then merges naming the company it was seen in', async () => {
    const { api, store } = setup();
    store.show(7);
    await flush();
    await store.findCandidate();
    expect(store.mergeError).toBe('adCoMergeAccountMissing');
    store.setMergeAccount('niemand@x.example');
    await store.findCandidate();
    expect(store.mergeError).toBe('companyMergeAccountUnknown');
    store.setMergeAccount(' max@einzel.example ');
    store.setMergeRole('owner');
    store.setMergeRole('approver');
    await store.findCandidate();
    expect(api.callsTo('/api/admin/companies/{id}/merge-candidate')[1].params).toEqual({ path: { id: 7 }, query: { account: 'max@einzel.example' } });
    expect(store.candidate?.accountId).toBe(40);
    expect(store.candidatePrices).toBe(2);
    await store.confirmMerge();
    expect(api.callsTo('/api/admin/companies/{id}/merge')[0].body).toEqual({ accountId: 40, role: 'approver', expectedCompanyId: 40 });
    expect(store.notice).toEqual({ tone: 'success', id: 'adCoMergedWithPrices', values: { email: 'max@einzel.example', count: 2, n: 2, oldId: 40 } });
    expect(store.candidate).toBeNull();
    expect([store.mergeAccount, store.mergeRole]).toEqual(['', 'buyer']);
    expect(store.company.data!.members.map((m) => m.id)).toContain(40);
  });

  it('merge of an account that moved meanwhile: the message, the candidate kept for another look', async () => {
    const { store } = setup();
    store.show(7);
    await flush();
    store.setMergeAccount('41');
    await store.findCandidate();
    expect(store.candidatePrices).toBe(0);
    await store.confirmMerge();
    expect(store.mergeError).toBe('companyMergeChanged');
    expect(store.candidate?.accountId).toBe(41);
  });
});
