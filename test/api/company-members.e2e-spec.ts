// Company accounts (docs/company-accounts.md): a company admin invites colleagues with a role and limits; the
// invitation link confirms the address and sets the password; roles are checked on the server; a deactivated
// member cannot log in; members share the company's prices and address book; nothing of one company is
// visible to another, also with many callers at once.
import { randomUUID } from 'node:crypto';
import { DEMO_CUSTOMER, GOOD_PASSWORD, linkOf, Shop, uniqueEmail, waitForMail } from './identity-support';

/** A demo coupling the demo dealer has an own customer price for (backend/src/demo/pricing/demo-pricing.ts). */
const COUPLING = 'KU-CL-C-013-AL';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
const dataDir = process.env.SHOP_DATA_DIR!;

interface Company {
  adminEmail: string;
  admin: string;
  companyId: number;
}

async function newCompany(name = `Firma ${randomUUID().slice(0, 8)} GmbH`): Promise<Company> {
  const account = await shop.registerConfirmed(uniqueEmail('firma'), { company: name, customerId: '' });
  const admin = await shop.loginCookie(account.email, account.password);
  const company = await shop.get('/api/company', { cookie: admin });
  expect(company.status).toBe(200);
  return { adminEmail: account.email, admin, companyId: company.body.data.company.id };
}

function invitation(role: string, extra: Record<string, unknown> = {}) {
  return { email: uniqueEmail('kollege'), salutation: 'mrs', firstname: 'Erika', lastname: 'Muster', role, locale: 'de', ...extra };
}

/** Invites, accepts through the mailed link and logs in: the member's id, e-mail and session cookie. */
async function member(company: Company, role: string, extra: Record<string, unknown> = {}): Promise<{ id: number; email: string; cookie: string }> {
  const body = invitation(role, extra);
  const invited = await shop.post('/api/company/members', body, { cookie: company.admin });
  expect(invited.status).toBe(200);
  const { code } = linkOf(await waitForMail(dataDir, body.email, 1, 20_000));
  const accepted = await shop.post('/api/company/invitation', { ssc: code, password: GOOD_PASSWORD, privacyPolicyAccepted: true });
  expect(accepted.status).toBe(200);
  const cookie = await shop.loginCookie(body.email, GOOD_PASSWORD);
  const id = (invited.body.data.members as Array<{ id: number; email: string }>).find((m) => m.email === body.email)!.id;
  return { id, email: body.email, cookie };
}

describe('company members', () => {
  it('an existing customer is the admin of a one-person company', async () => {
    const company = await newCompany('Einzelfirma GmbH');
    const res = await shop.get('/api/company', { cookie: company.admin });
    expect(res.body.data.company.name).toBe('Einzelfirma GmbH');
    expect(res.body.data.me.role).toBe('admin');
    expect(res.body.data.members).toHaveLength(1);
    expect(res.body.data.members[0]).toMatchObject({ email: company.adminEmail, role: 'admin', status: 'active', isCompanyAccount: true });
    const init = await shop.init(company.admin);
    expect(init.body.data.store.user.companyAccount).toMatchObject({ companyId: company.companyId, name: 'Einzelfirma GmbH', role: 'admin', isCompanyAccount: true });
  });

  it('the server renders the account pages with their texts (read without JavaScript): no message id in place of a text', async () => {
    const company = await newCompany('Lesefirma GmbH');
    const res = await fetch(shop.baseUrl + '/konto/firma', { headers: { accept: 'text/html', cookie: company.admin } });
    expect(res.status).toBe(200);
    const html = await res.text();
    // The markup, without the page's data block (which carries the texts the page shows, by their ids: ADR 0060).
    const markup = html.slice(0, html.indexOf('<script type="application/json"'));
    expect(markup).toContain('Firma und Benutzer');
    expect(markup).toContain('aria-label="Kundenkonto"');
    expect(markup).not.toContain('accountNavigation');
    expect(markup).not.toMatch(/>company[A-Z][A-Za-z_]*</);
  });

  it('invites a buyer with limits: the mail names the company, the link sets the password once, the buyer works in the company', async () => {
    const company = await newCompany('Einlader AG');
    const body = invitation('buyer', { limits: { perOrderCents: 50_000, perMonthCents: null } });
    const invited = await shop.post('/api/company/members', body, { cookie: company.admin });
    expect(invited.status).toBe(200);
    expect(invited.body.data.members.find((m: { email: string }) => m.email === body.email)).toMatchObject({ role: 'buyer', status: 'invited', limits: { perOrderCents: 50_000, perMonthCents: null } });
    const mail = await waitForMail(dataDir, body.email, 1, 20_000);
    expect(mail.subject).toContain('Einlader AG');
    const { code } = linkOf(mail);
    // Before accepting, the invitee cannot log in.
    expect((await shop.login(body.email, GOOD_PASSWORD)).status).toBe(401);
    const info = await shop.get(`/api/company/invitation?ssc=${code}`);
    expect(info.body.data).toEqual({ email: body.email, company: 'Einlader AG' });
    const weak = await shop.post('/api/company/invitation', { ssc: code, password: 'kurz', privacyPolicyAccepted: true });
    expect(weak.status).toBe(400);
    const noConsent = await shop.post('/api/company/invitation', { ssc: code, password: GOOD_PASSWORD, privacyPolicyAccepted: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error.fields.privacyPolicyAccepted).toBe('mustConfirmPrivacyPolicyMessage');
    expect((await shop.post('/api/company/invitation', { ssc: code, password: GOOD_PASSWORD, privacyPolicyAccepted: true })).status).toBe(200);
    const again = await shop.post('/api/company/invitation', { ssc: code, password: GOOD_PASSWORD, privacyPolicyAccepted: true });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('companyInvitationInvalid');
    const cookie = await shop.loginCookie(body.email, GOOD_PASSWORD);
    const own = await shop.get('/api/company', { cookie });
    expect(own.body.data).toMatchObject({ company: { id: company.companyId, name: 'Einlader AG' }, me: { role: 'buyer', permissions: ['order', 'keepLists'], limits: { perOrderCents: 50_000 } } });
    // A buyer sees no member list.
    expect(own.body.data.members).toEqual([]);
  });

  it('checks roles on the server: only admins invite and change members', async () => {
    const company = await newCompany();
    for (const role of ['buyer', 'approver', 'viewer']) {
      const m = await member(company, role);
      const invite = await shop.post('/api/company/members', invitation('buyer'), { cookie: m.cookie });
      expect(invite.status).toBe(403);
      expect(invite.body.error.code).toBe('companyPermissionDenied');
      const promote = await shop.put(`/api/company/members/${m.id}`, { role: 'admin' }, { cookie: m.cookie });
      expect(promote.status).toBe(403);
    }
  });

  it('a viewer may not change the shared address book; a buyer may, and every member sees the company\'s addresses', async () => {
    const company = await newCompany();
    const buyer = await member(company, 'buyer');
    const viewer = await member(company, 'viewer');
    const address = { nameLine1: 'Lager Nord', nameLine2: '', street: 'Hafenstraße 1', postOfficeBox: '', zip: '20457', city: 'Hamburg', country: 'DE', taxNo: '' };
    const refused = await shop.post('/api/user/saveaddress', { address }, { cookie: viewer.cookie });
    expect(refused.status).toBe(403);
    const saved = await shop.post('/api/user/saveaddress', { address }, { cookie: buyer.cookie });
    expect(saved.status).toBe(200);
    for (const cookie of [company.admin, buyer.cookie, viewer.cookie]) {
      const init = await shop.init(cookie);
      expect((init.body.data.store.user.addresses as Array<{ nameLine1: string }>).map((a) => a.nameLine1)).toContain('Lager Nord');
    }
  });

  it('a deactivated member cannot log in and loses its sessions; reactivated it can again', async () => {
    const company = await newCompany();
    const buyer = await member(company, 'buyer');
    const off = await shop.put(`/api/company/members/${buyer.id}`, { active: false }, { cookie: company.admin });
    expect(off.status).toBe(200);
    expect(off.body.data.members.find((m: { id: number }) => m.id === buyer.id).status).toBe('deactivated');
    expect((await shop.get('/api/company', { cookie: buyer.cookie })).status).toBe(401);
    expect((await shop.login(buyer.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await shop.put(`/api/company/members/${buyer.id}`, { active: true }, { cookie: company.admin })).status).toBe(200);
    expect((await shop.login(buyer.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('keeps an active admin: the last admin cannot demote or deactivate himself', async () => {
    const company = await newCompany();
    const res = await shop.get('/api/company', { cookie: company.admin });
    const me = res.body.data.me.id as number;
    const demote = await shop.put(`/api/company/members/${me}`, { role: 'buyer' }, { cookie: company.admin });
    expect(demote.status).toBe(422);
    expect(demote.body.error.code).toBe('companyLastAdmin');
    const second = await member(company, 'admin');
    expect((await shop.put(`/api/company/members/${me}`, { role: 'viewer' }, { cookie: second.cookie })).status).toBe(200);
  });

  it('refuses bad roles and limits with message ids, and an address that has a login', async () => {
    const company = await newCompany();
    const badRole = await shop.post('/api/company/members', invitation('owner'), { cookie: company.admin });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error.fields.role).toBe('companyRoleInvalid');
    const badLimit = await shop.post('/api/company/members', invitation('buyer', { limits: { perOrderCents: -5 } }), { cookie: company.admin });
    expect(badLimit.status).toBe(400);
    const taken = await shop.post('/api/company/members', invitation('buyer', { email: company.adminEmail }), { cookie: company.admin });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('companyMemberEmailTaken');
  });

  it('members pay the company\'s prices: a colleague of the demo dealer gets the dealer\'s group and own customer price, not the guest price', async () => {
    const dealer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const company = { adminEmail: DEMO_CUSTOMER.email, admin: dealer, companyId: (await shop.get('/api/company', { cookie: dealer })).body.data.company.id };
    const colleague = await member(company, 'buyer');
    const priceOf = async (cookie?: string) => {
      const res = await shop.post('/api/sales/prices', { ids: [COUPLING], locale: 'de' }, { cookie });
      return res.body.data.prices[0].priceInfo.price as number;
    };
    const [own, theirs, guest] = await Promise.all([priceOf(dealer), priceOf(colleague.cookie), priceOf()]);
    expect(theirs).toBe(own);
    expect(theirs).not.toBe(guest);
    const init = await shop.init(colleague.cookie);
    expect(init.body.data.store.user).toMatchObject({ pricingGroup: 'haendler', companyAccount: { role: 'buyer', isCompanyAccount: false } });
  });

  it('a member of another company gets 404 for every member of this one, with many callers at once, and each answer is its caller\'s', async () => {
    const companies = await Promise.all([newCompany(), newCompany(), newCompany()]);
    const members = await Promise.all(companies.map((c) => member(c, 'buyer')));
    const calls = companies.flatMap((caller, i) =>
      companies.flatMap((_, j) => [
        (async () => {
          const res = await shop.put(`/api/company/members/${members[j].id}`, { role: 'viewer' }, { cookie: caller.admin });
          return { i, j, kind: 'patch', status: res.status, body: res.body };
        })(),
        (async () => {
          const res = await shop.get('/api/company', { cookie: caller.admin });
          return { i, j, kind: 'read', status: res.status, body: res.body };
        })(),
      ]),
    );
    const answers = await Promise.all(calls);
    for (const a of answers) {
      if (a.kind === 'read') {
        expect(a.body.data.company.id).toBe(companies[a.i].companyId);
        const ids = (a.body.data.members as Array<{ id: number }>).map((m) => m.id);
        for (const [k, m] of members.entries()) expect(ids.includes(m.id)).toBe(k === a.i);
      } else if (a.i === a.j) {
        expect(a.status).toBe(200);
      } else {
        expect(a.status).toBe(404);
        expect(a.body.error.code).toBe('companyMemberNotFound');
        expect(JSON.stringify(a.body)).not.toContain(members[a.j].email);
      }
    }
  });
});
