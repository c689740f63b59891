import type { CompanyApi, CompanyView } from '../../api/company-contracts';
import { CompanyStore, limitCents } from './CompanyStore';

const VIEW: CompanyView = {
  company: { id: 7, name: 'Muster GmbH', customerNumber: '12345' },
  me: { id: 7, role: 'admin', permissions: ['order', 'approve', 'manageMembers', 'readCompanyOrders', 'keepLists'], limits: { perOrderCents: null, perMonthCents: null } },
  members: [
    { id: 7, name: 'Anna Admin', email: 'anna@muster.example', role: 'admin', limits: { perOrderCents: null, perMonthCents: null }, status: 'active', isCompanyAccount: true },
    { id: 9, name: 'Bernd Buyer', email: 'bernd@muster.example', role: 'buyer', limits: { perOrderCents: 150_000, perMonthCents: null }, status: 'active', isCompanyAccount: false },
  ],
};

const ok = <T,>(data: T) => ({ ok: true as const, data, status: 200 });
const fail = (status: number, code: string, fields?: Record<string, string>) => ({ ok: false as const, status, error: { code, message: code, fields } as never });

function api(overrides: Partial<CompanyApi> = {}): CompanyApi {
  return {
    company: jest.fn(async () => ok(VIEW)),
    invite: jest.fn(async () => ok(VIEW)),
    change: jest.fn(async () => ok(VIEW)),
    invitation: jest.fn(async () => ok({ email: 'x@y.example', company: 'Muster GmbH' })),
    accept: jest.fn(async () => ok(true)),
    ...overrides,
  };
}

describe('limitCents', () => {
  it('reads euros as typed in German or plainly, empty as no limit', () => {
    expect(limitCents('1.500,50')).toBe(150_050);
    expect(limitCents('1500.5')).toBe(150_050);
    expect(limitCents('2.000')).toBe(200_000);
    expect(limitCents(' ')).toBeNull();
    expect(limitCents('-3')).toBeUndefined();
    expect(limitCents('zehn')).toBeUndefined();
  });
});

describe('CompanyStore', () => {
  it('loads the company; an admin manages members', async () => {
    const store = new CompanyStore(api(), jest.fn());
    await store.load();
    expect(store.status).toBe('loaded');
    expect(store.canManage).toBe(true);
  });

  it('sends an invitation with the limits in cents and empties the form', async () => {
    const calls = api();
    const store = new CompanyStore(calls, jest.fn());
    await store.load();
    store.setInvite('email', ' neu@muster.example ');
    store.setInvite('firstname', 'Nina');
    store.setInvite('lastname', 'Neu');
    store.setInvite('role', 'buyer');
    store.setInvite('perOrder', '2.000');
    expect(await store.sendInvite('de')).toBe(true);
    expect(calls.invite).toHaveBeenCalledWith(expect.objectContaining({ email: 'neu@muster.example', role: 'buyer', limits: { perOrderCents: 200_000, perMonthCents: null }, locale: 'de' }));
    expect(store.message).toEqual({ kind: 'success', id: 'companyInvited', params: { email: 'neu@muster.example' } });
    expect(store.invite.email).toBe('');
  });

  it('refuses a limit that is no amount before calling the server', async () => {
    const calls = api();
    const store = new CompanyStore(calls, jest.fn());
    store.setInvite('perMonth', 'viel');
    expect(await store.sendInvite('en')).toBe(false);
    expect(store.fieldErrors.perMonth).toBe('companyLimitInvalid');
    expect(calls.invite).not.toHaveBeenCalled();
  });

  it('shows the server\'s refusal by its message id (the last admin) and keeps the form', async () => {
    const store = new CompanyStore(api({ change: jest.fn(async () => fail(422, 'companyLastAdmin')) }), jest.fn());
    await store.load();
    store.startEdit(VIEW.members[0]);
    store.setEdit('role', 'buyer');
    await store.saveEdit();
    expect(store.message).toEqual({ kind: 'error', id: 'companyLastAdmin' });
    expect(store.editing?.role).toBe('buyer');
  });

  it('edits a member\'s limits from euros and saves them in cents', async () => {
    const calls = api();
    const store = new CompanyStore(calls, jest.fn());
    await store.load();
    store.startEdit(VIEW.members[1]);
    expect(store.editing).toEqual({ id: 9, role: 'buyer', perOrder: '1500,00', perMonth: '' });
    store.setEdit('perMonth', '10000');
    await store.saveEdit();
    expect(calls.change).toHaveBeenCalledWith(9, { role: 'buyer', limits: { perOrderCents: 150_000, perMonthCents: 1_000_000 } });
    expect(store.editing).toBeNull();
  });

  it('a run-out session ends the login', async () => {
    const loggedOut = jest.fn();
    const store = new CompanyStore(api({ company: jest.fn(async () => fail(401, 'notLoggedIn')) }), loggedOut);
    await store.load();
    expect(loggedOut).toHaveBeenCalled();
  });
});
