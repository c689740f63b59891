// The shop admin's companies (docs/company-admin.md, docs/decisions/0053-company-admin-and-merge.md) on a shop of
// its own (embedded database): every endpoint refuses a guest (401) and a customer (403); list, search and
// detail; the admin changes a member's role and limits under the company members' rules (the change is in the
// members' log with before and after, and in the admin audit log); a merge keeps the merged login's orders,
// moves its addresses into the company's address book and gives it the company's prices; the merge's
// refusals; two admins merging one account into two companies at once: exactly one wins.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CUSTOMER, ExtraServer, GOOD_PASSWORD, linkOf, Shop, startExtraServer, uniqueEmail, waitForMail } from './identity-support';

const ADMIN = { email: 'firmen@firma-test.example', password: 'Firmen#Admin2026' };
/** A demo coupling the demo dealer has an own customer price for (backend/src/demo/pricing/demo-pricing.ts). */
const COUPLING = 'KU-CL-C-013-AL';
const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-companies-'));
const env = { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir, SEED_PRODUCTS: '300' };

let server: ExtraServer;
let shop: Shop;
let admin = '';
let secondAdmin = '';

interface Account {
  id: number;
  email: string;
  cookie: string;
}

interface Member {
  id: number;
  email: string;
  role: string;
  limits: { perOrderCents: number | null; perMonthCents: number | null };
  status: string;
  isCompanyAccount: boolean;
}

/** A confirmed, logged-in customer: a one-person company of its own. */
async function account(name = `Firma ${randomUUID().slice(0, 8)} GmbH`): Promise<Account> {
  const { email, password } = await shop.registerConfirmed(uniqueEmail('firma'), { company: name, customerId: '' });
  const cookie = await shop.loginCookie(email, password);
  const id = (await shop.init(cookie)).body.data.store.user.id as number;
  return { id, email, cookie };
}

/** Invites a colleague into the account's company; with `accept` the invitation is accepted and the colleague logged in. */
async function colleague(company: Account, role: string, accept = false): Promise<Account> {
  const email = uniqueEmail('kollege');
  const invited = await shop.post('/api/company/members', { email, salutation: 'mrs', firstname: 'Erika', lastname: 'Muster', role, locale: 'de' }, { cookie: company.cookie });
  expect(invited.status).toBe(200);
  const id = (invited.body.data.members as Member[]).find((m) => m.email === email)!.id;
  if (!accept) return { id, email, cookie: '' };
  const { code } = linkOf(await waitForMail(dataDir, email, 1, 20_000));
  expect((await shop.post('/api/company/invitation', { ssc: code, password: GOOD_PASSWORD, privacyPolicyAccepted: true })).status).toBe(200);
  return { id, email, cookie: await shop.loginCookie(email, GOOD_PASSWORD) };
}

async function detail(id: number) {
  const res = await shop.get(`/api/admin/companies/${id}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string; customerNumber: string | null; pricingGroup: string | null; customPricing: boolean; addresses: Array<{ id: number; nameLine1: string; isStandardShippingAddress: boolean }>; members: Member[] };
}

const address = (nameLine1: string) => ({ nameLine1, nameLine2: '', street: 'Hafenstraße 1', postOfficeBox: '', zip: '20457', city: 'Hamburg', country: 'DE', taxNo: '' });
const stuttgart = { nameLine1: 'Müller Maschinenbau GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };

async function placeOrder(cookie: string): Promise<void> {
  const body = {
    positions: [{ productId: COUPLING, qty: '12' }, { productId: 'SL-EPDM-006', qty: '20' }],
    shippingAddress: stuttgart,
    billingAddress: stuttgart,
    shippingMethodId: 'standard',
    paymentMethodId: 'prepayment',
    termsAccepted: true,
    privacyPolicyAccepted: true,
    locale: 'de',
  };
  const res = await shop.post('/api/order/new', body, { cookie }).set('Idempotency-Key', randomUUID());
  expect([res.status, res.body.error?.code]).toEqual([200, undefined]);
}

async function orderNumbers(cookie: string): Promise<string[]> {
  const data = (await shop.post('/api/user/orders', { locale: 'de' }, { cookie })).body.data;
  return ((Array.isArray(data) ? data : data.orders) as Array<{ orderId?: string; id?: string | number }>).map((o) => String(o.orderId ?? o.id)).sort();
}

async function priceOf(cookie?: string): Promise<number> {
  const res = await shop.post('/api/sales/prices', { ids: [COUPLING], locale: 'de' }, { cookie });
  return res.body.data.prices[0].priceInfo.price as number;
}

beforeAll(async () => {
  server = await startExtraServer('admin_companies', env, { embedded: true });
  shop = new Shop(server.baseUrl, dataDir);
  admin = await shop.adminLoginCookie(ADMIN.email, ADMIN.password);
  secondAdmin = await shop.adminLoginCookie(ADMIN.email, ADMIN.password);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('who may call the company admin', () => {
  it('a guest gets 401 and a customer 403 from every endpoint', async () => {
    const customer = await account();
    const id = customer.id;
    const calls: Array<[string, (cookie?: string) => ReturnType<Shop['get']>]> = [
      ['GET /api/admin/companies', (cookie) => shop.get('/api/admin/companies', { cookie })],
      ['GET /api/admin/companies/:id', (cookie) => shop.get(`/api/admin/companies/${id}`, { cookie })],
      ['PUT /api/admin/companies/:id/members/:memberId', (cookie) => shop.put(`/api/admin/companies/${id}/members/${id}`, { role: 'viewer' }, { cookie })],
      ['GET /api/admin/companies/:id/merge-candidate', (cookie) => shop.get(`/api/admin/companies/${id}/merge-candidate?account=${id}`, { cookie })],
      ['POST /api/admin/companies/:id/merge', (cookie) => shop.post(`/api/admin/companies/${id}/merge`, { accountId: id }, { cookie })],
      ['GET /api/admin/companies/:id/audit', (cookie) => shop.get(`/api/admin/companies/${id}/audit`, { cookie })],
    ];
    for (const [label, call] of calls) {
      const guest = await call();
      expect([label, guest.status, guest.body.error?.code]).toEqual([label, 401, 'adminNotLoggedIn']);
      const asCustomer = await call(customer.cookie);
      expect([label, asCustomer.status, asCustomer.body.error?.code]).toEqual([label, 403, 'adminForbidden']);
    }
    // Nothing changed: still the admin of his own company.
    expect((await detail(id)).members[0]).toMatchObject({ id, role: 'admin', status: 'active' });
  });
});

describe('list and detail', () => {
  it('finds a company by name, customer number and a member\'s e-mail, with its members count; the detail names members, roles, limits and addresses', async () => {
    const tag = randomUUID().slice(0, 8);
    const company = await account(`Listenfirma ${tag} GmbH`);
    const buyer = await colleague(company, 'buyer');
    expect((await shop.post('/api/user/saveaddress', { address: address(`Lager ${tag}`) }, { cookie: company.cookie })).status).toBe(200);
    const byName = await shop.get(`/api/admin/companies?q=${encodeURIComponent(`listenfirma ${tag}`)}`, { cookie: admin });
    expect(byName.status).toBe(200);
    expect(byName.body.data.items).toEqual([expect.objectContaining({ id: company.id, name: `Listenfirma ${tag} GmbH`, email: company.email, members: 2 })]);
    const byMember = await shop.get(`/api/admin/companies?q=${encodeURIComponent(buyer.email)}`, { cookie: admin });
    expect(byMember.body.data.items.map((c: { id: number }) => c.id)).toEqual([company.id]);
    // A member is not a company of its own.
    const all = await shop.get('/api/admin/companies?pageSize=200', { cookie: admin });
    expect(all.body.data.total).toBeGreaterThan(1);
    expect(all.body.data.items.map((c: { id: number }) => c.id)).not.toContain(buyer.id);
    const paged = await shop.get('/api/admin/companies?page=1&pageSize=1', { cookie: admin });
    expect(paged.body.data).toMatchObject({ page: 1, pageSize: 1, total: all.body.data.total });
    expect(paged.body.data.items).toHaveLength(1);

    const data = await detail(company.id);
    expect(data).toMatchObject({ id: company.id, name: `Listenfirma ${tag} GmbH`, customerNumber: null, customPricing: false });
    expect(data.members).toEqual([
      expect.objectContaining({ id: company.id, role: 'admin', status: 'active', isCompanyAccount: true, limits: { perOrderCents: null, perMonthCents: null } }),
      expect.objectContaining({ id: buyer.id, email: buyer.email, role: 'buyer', status: 'invited', isCompanyAccount: false }),
    ]);
    expect(data.addresses.map((a) => a.nameLine1)).toContain(`Lager ${tag}`);

    const member = await shop.get(`/api/admin/companies/${buyer.id}`, { cookie: admin });
    expect([member.status, member.body.error.code]).toEqual([404, 'companyNotFound']);
    expect((await shop.get('/api/admin/companies/999999999', { cookie: admin })).status).toBe(404);
    expect((await shop.get('/api/admin/companies?q=x&extra=1', { cookie: admin })).status).toBe(400);
  });

  it('the demo dealer\'s company has its pricing group and own customer prices', async () => {
    const dealer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const id = (await shop.init(dealer)).body.data.store.user.id as number;
    expect(await detail(id)).toMatchObject({ pricingGroup: 'haendler', customPricing: true });
  });
});

describe('the admin changes members', () => {
  it('changes a role and a limit under the members\' rules; both are in the members\' log with who, before and after, and in the admin audit log', async () => {
    const company = await account();
    const buyer = await colleague(company, 'buyer');
    const role = await shop.put(`/api/admin/companies/${company.id}/members/${buyer.id}`, { role: 'approver' }, { cookie: admin });
    expect(role.status).toBe(200);
    expect(role.body.data.members.find((m: Member) => m.id === buyer.id).role).toBe('approver');
    const limit = await shop.put(`/api/admin/companies/${company.id}/members/${buyer.id}`, { limits: { perOrderCents: 250_000, perMonthCents: null } }, { cookie: admin });
    expect(limit.status).toBe(200);
    expect(limit.body.data.members.find((m: Member) => m.id === buyer.id)).toMatchObject({ role: 'approver', limits: { perOrderCents: 250_000, perMonthCents: null } });

    const log = await shop.get(`/api/admin/companies/${company.id}/audit`, { cookie: admin });
    expect(log.status).toBe(200);
    const [limitEntry, roleEntry, invited] = log.body.data.items;
    expect(log.body.data.total).toBe(3);
    expect(limitEntry).toMatchObject({
      type: 'companyMemberChanged',
      memberId: buyer.id,
      memberEmail: buyer.email,
      by: { kind: 'shop', email: ADMIN.email },
      before: { role: 'approver', limits: { perOrderCents: null, perMonthCents: null }, active: false },
      after: { role: 'approver', limits: { perOrderCents: 250_000, perMonthCents: null }, active: false },
    });
    expect(roleEntry).toMatchObject({ before: { role: 'buyer' }, after: { role: 'approver' }, by: { kind: 'shop' } });
    expect(invited).toMatchObject({ type: 'companyMemberInvited', memberId: buyer.id, by: { kind: 'member', id: company.id, email: company.email }, after: { role: 'buyer' } });
    expect(typeof limitEntry.at).toBe('string');

    const audit = await shop.get(`/api/admin/audit-log?entity=company&entityId=${company.id}`, { cookie: admin });
    expect(audit.body.data.items.map((e: { action: string }) => e.action)).toEqual(['company.member', 'company.member']);
    expect(audit.body.data.items[0]).toMatchObject({ adminEmail: ADMIN.email, before: { memberId: buyer.id, limits: { perOrderCents: null } }, after: { limits: { perOrderCents: 250_000 } } });
  });

  it('keeps the company\'s last admin, validates limits and answers 404 for another company\'s member', async () => {
    const company = await account();
    const other = await account();
    const lastAdmin = await shop.put(`/api/admin/companies/${company.id}/members/${company.id}`, { role: 'buyer' }, { cookie: admin });
    expect([lastAdmin.status, lastAdmin.body.error.code]).toEqual([422, 'companyLastAdmin']);
    const off = await shop.put(`/api/admin/companies/${company.id}/members/${company.id}`, { active: false }, { cookie: admin });
    expect(off.status).toBe(422);
    const badLimit = await shop.put(`/api/admin/companies/${company.id}/members/${company.id}`, { limits: { perOrderCents: -1 } }, { cookie: admin });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error.fields['limits.perOrderCents']).toBe('companyLimitInvalid');
    const fraction = await shop.put(`/api/admin/companies/${company.id}/members/${company.id}`, { limits: { perOrderCents: 10.5 } }, { cookie: admin });
    expect(fraction.status).toBe(400);
    const badRole = await shop.put(`/api/admin/companies/${company.id}/members/${company.id}`, { role: 'owner' }, { cookie: admin });
    expect(badRole.body.error.fields.role).toBe('companyRoleInvalid');
    const unknownField = await shop.put(`/api/admin/companies/${company.id}/members/${company.id}`, { companyId: other.id }, { cookie: admin });
    expect(unknownField.status).toBe(400);
    const foreign = await shop.put(`/api/admin/companies/${company.id}/members/${other.id}`, { role: 'viewer' }, { cookie: admin });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'companyMemberNotFound']);
    expect((await detail(other.id)).members[0].role).toBe('admin');
  });

  it('deactivates a member (the member cannot log in) and reactivates it', async () => {
    const company = await account();
    const buyer = await colleague(company, 'buyer', true);
    const off = await shop.put(`/api/admin/companies/${company.id}/members/${buyer.id}`, { active: false }, { cookie: admin });
    expect(off.body.data.members.find((m: Member) => m.id === buyer.id).status).toBe('deactivated');
    expect((await shop.get('/api/company', { cookie: buyer.cookie })).status).toBe(401);
    expect((await shop.login(buyer.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await shop.put(`/api/admin/companies/${company.id}/members/${buyer.id}`, { active: true }, { cookie: admin })).status).toBe(200);
    expect((await shop.login(buyer.email, GOOD_PASSWORD)).status).toBe(200);
  });
});

describe('merge', () => {
  it('moves an account into the demo dealer\'s company: its orders stay its own, its addresses join the company\'s address book, it pays the company\'s prices', async () => {
    const dealer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const dealerId = (await shop.init(dealer)).body.data.store.user.id as number;
    const tag = randomUUID().slice(0, 8);
    const single = await account(`Einzel ${tag} GmbH`);
    expect((await shop.post('/api/user/saveaddress', { address: address(`Eigenes Lager ${tag}`) }, { cookie: single.cookie })).status).toBe(200);
    await placeOrder(single.cookie);
    await placeOrder(single.cookie);
    const ordersBefore = await orderNumbers(single.cookie);
    expect(ordersBefore).toHaveLength(2);
    const [ownPrice, dealerPrice] = await Promise.all([priceOf(single.cookie), priceOf(dealer)]);
    expect(ownPrice).not.toBe(dealerPrice);

    const candidate = await shop.get(`/api/admin/companies/${dealerId}/merge-candidate?account=${encodeURIComponent(single.email)}`, { cookie: admin });
    expect(candidate.body.data).toMatchObject({ accountId: single.id, companyId: single.id, companyName: `Einzel ${tag} GmbH`, companyMembers: 1, isCompanyAccount: true });
    const merged = await shop.post(`/api/admin/companies/${dealerId}/merge`, { accountId: single.id, role: 'approver', expectedCompanyId: single.id }, { cookie: admin });
    expect(merged.status).toBe(200);
    expect(merged.body.data.merge).toMatchObject({ accountId: single.id, companyId: dealerId, fromCompanyId: single.id, role: 'approver', movedAddresses: 1 });
    expect(merged.body.data.company.members.find((m: Member) => m.id === single.id)).toMatchObject({ role: 'approver', status: 'active', isCompanyAccount: false });
    expect(merged.body.data.company.addresses.map((a: { nameLine1: string }) => a.nameLine1)).toContain(`Eigenes Lager ${tag}`);

    // Its own orders, all of them; the company's prices and address book; no company of its own any more.
    expect(await orderNumbers(single.cookie)).toEqual(ordersBefore);
    expect(await priceOf(single.cookie)).toBe(dealerPrice);
    const init = (await shop.init(single.cookie)).body.data.store.user;
    expect(init).toMatchObject({ pricingGroup: 'haendler', companyAccount: { companyId: dealerId, role: 'approver', isCompanyAccount: false } });
    const dealerBook = ((await shop.init(dealer)).body.data.store.user.addresses as Array<{ nameLine1: string }>).map((a) => a.nameLine1);
    expect((init.addresses as Array<{ nameLine1: string }>).map((a) => a.nameLine1).sort()).toEqual([...dealerBook].sort());
    expect(dealerBook).toContain(`Eigenes Lager ${tag}`);
    const gone = await shop.get(`/api/admin/companies/${single.id}`, { cookie: admin });
    expect(gone.status).toBe(404);
    // The admin's customer profile names the company the login belongs to now.
    const profile = await shop.get(`/api/admin/users/${single.id}`, { cookie: admin });
    expect(profile.body.data.company).toEqual({ id: dealerId, name: expect.any(String), role: 'approver', isCompanyAccount: false });
    expect(profile.body.data.user.customerId).toBeNull();

    const log = (await shop.get(`/api/admin/companies/${dealerId}/audit`, { cookie: admin })).body.data.items[0];
    expect(log).toMatchObject({ memberId: single.id, mergedFrom: single.id, by: { kind: 'shop' }, before: { role: 'admin' }, after: { role: 'approver' } });
    const audit = (await shop.get(`/api/admin/audit-log?entity=company&entityId=${dealerId}`, { cookie: admin })).body.data.items[0];
    expect(audit).toMatchObject({ action: 'company.merge', before: { accountId: single.id, companyId: single.id }, after: { accountId: single.id, companyId: dealerId, role: 'approver', movedAddresses: 1 } });
  });

  it('moves a member of another company (default role buyer); that company keeps its other members', async () => {
    const from = await account();
    const to = await account();
    const buyer = await colleague(from, 'buyer', true);
    const merged = await shop.post(`/api/admin/companies/${to.id}/merge`, { accountId: buyer.id }, { cookie: admin });
    expect(merged.status).toBe(200);
    expect(merged.body.data.merge).toMatchObject({ fromCompanyId: from.id, role: 'buyer', movedAddresses: 0 });
    expect((await detail(from.id)).members.map((m) => m.id)).toEqual([from.id]);
    expect((await shop.get('/api/company', { cookie: buyer.cookie })).body.data.company.id).toBe(to.id);
  });

  it('refuses the company itself, a member already, the only admin of a company with other members, a company account with members, unknown ids', async () => {
    const company = await account();
    const buyer = await colleague(company, 'buyer');
    const other = await account();
    const otherAdmin = await colleague(other, 'admin', true);
    const refused = async (body: Record<string, unknown>, status: number, code: string, id = company.id) => {
      const res = await shop.post(`/api/admin/companies/${id}/merge`, body, { cookie: admin });
      expect([JSON.stringify(body), res.status, res.body.error?.code]).toEqual([JSON.stringify(body), status, code]);
    };
    await refused({ accountId: company.id }, 422, 'companyMergeSelf');
    await refused({ accountId: buyer.id }, 422, 'companyMergeAlreadyMember');
    await refused({ accountId: 999_999_999 }, 404, 'companyMergeAccountUnknown');
    await refused({ accountId: other.id }, 404, 'companyNotFound', 999_999_999);
    await refused({ accountId: other.id }, 404, 'companyNotFound', buyer.id);
    // The company account of a company with other members holds their company's data.
    await refused({ accountId: other.id }, 409, 'companyMergeHasMembers');
    // The other company's data-holding account stops being an admin: the invited admin is its only active admin.
    expect((await shop.put(`/api/admin/companies/${other.id}/members/${other.id}`, { role: 'buyer' }, { cookie: admin })).status).toBe(200);
    await refused({ accountId: otherAdmin.id }, 409, 'companyMergeLastAdmin');
    await refused({ accountId: other.id, role: 'owner' }, 400, 'VALIDATION_FAILED');
    await refused({ accountId: 'x' }, 400, 'VALIDATION_FAILED');
    await refused({ accountId: otherAdmin.id, expectedCompanyId: company.id }, 409, 'companyMergeChanged');
    expect((await detail(other.id)).members.map((m) => m.id).sort((a, b) => a - b)).toEqual([other.id, otherAdmin.id].sort((a, b) => a - b));
    const unknown = await shop.get(`/api/admin/companies/${company.id}/merge-candidate?account=${encodeURIComponent(uniqueEmail('niemand'))}`, { cookie: admin });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'companyMergeAccountUnknown']);
  });

  it('two admins merge one account into two companies at once: exactly one wins, the other is told it moved', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [first, second, single] = await Promise.all([account(), account(), account()]);
      const answers = await Promise.all([
        shop.post(`/api/admin/companies/${first.id}/merge`, { accountId: single.id, expectedCompanyId: single.id }, { cookie: admin }),
        shop.post(`/api/admin/companies/${second.id}/merge`, { accountId: single.id, expectedCompanyId: single.id }, { cookie: secondAdmin }),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body.error.code).toBe('companyMergeChanged');
      const winner = answers[0].status === 200 ? first : second;
      const loserCompany = winner === first ? second : first;
      expect((await detail(winner.id)).members.map((m) => m.id)).toContain(single.id);
      expect((await detail(loserCompany.id)).members.map((m) => m.id)).toEqual([loserCompany.id]);
      expect((await shop.get('/api/company', { cookie: single.cookie })).body.data.company.id).toBe(winner.id);
    }
  });
});
