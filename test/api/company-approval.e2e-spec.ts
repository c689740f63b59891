// Order approval in company accounts (ADR 0051, docs/company-approval.md), on a server of its own (embedded
// database, demo data): customers register as usual (each a one-person company), then, while the server is
// stopped, are put into companies with roles and limits straight in shop_user (the members API is built
// elsewhere). Then: a buyer over his limit waits for approval without a confirmation; two approvals at once give
// one order and one confirmation; a rejection mails the reason; a viewer cannot order; the company resources of
// one company are never another's; the history shows a buyer his own orders and an approver all.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailsTo, Shop, uniqueEmail } from './identity-support';
import { onStoppedEmbeddedDatabase } from './support/embedded-db';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; stop: () => Promise<void> }>;
};

const COUPLING = 'KU-CL-C-013-AL';
const ADDRESS = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };

type Role = 'admin' | 'buyer' | 'approver' | 'viewer';
interface Member {
  key: string;
  email: string;
  role: Role;
  perOrderCents: number | null;
  perMonthCents: number | null;
  cookie: string;
  id: number;
}

describe('company order approval', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-approval-'));
  const ADMIN = { email: 'freigabe.admin@firma-test.example', password: 'Freigabe#Admin77' };
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password };
  let server: { baseUrl: string; stop: () => Promise<void> };
  let shop: Shop;
  /** Company A: admin (its own login), buyer over a 1-cent order limit, approver (limited too), viewer, a buyer without limits. */
  const plan: Array<Omit<Member, 'cookie' | 'id' | 'email'> & { company: string }> = [
    { key: 'aAdmin', company: 'A', role: 'admin', perOrderCents: null, perMonthCents: null },
    { key: 'aBuyer', company: 'A', role: 'buyer', perOrderCents: 1, perMonthCents: null },
    { key: 'aApprover', company: 'A', role: 'approver', perOrderCents: 1, perMonthCents: null },
    { key: 'aViewer', company: 'A', role: 'viewer', perOrderCents: null, perMonthCents: null },
    { key: 'aFree', company: 'A', role: 'buyer', perOrderCents: null, perMonthCents: null },
    { key: 'bAdmin', company: 'B', role: 'admin', perOrderCents: null, perMonthCents: null },
    { key: 'bBuyer', company: 'B', role: 'buyer', perOrderCents: 1, perMonthCents: null },
    { key: 'cAdmin', company: 'C', role: 'admin', perOrderCents: null, perMonthCents: null },
    { key: 'cBuyer', company: 'C', role: 'buyer', perOrderCents: 1, perMonthCents: null },
  ];
  const m: Record<string, Member> = {};
  const companyOf = (key: string) => plan.find((p) => p.key === key)!.company;

  function order(overrides: Record<string, unknown> = {}) {
    return {
      positions: [{ productId: COUPLING, qty: '12' }],
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      shippingMethodId: 'standard',
      paymentMethodId: 'prepayment',
      additionalInformation: { customerOrderId: 'PO-77', costCentre: 'KST 4711' },
      termsAccepted: true,
      privacyPolicyAccepted: true,
      locale: 'de',
      ...overrides,
    };
  }
  const place = (who: string, body: unknown = order()) => shop.post('/api/order/new', body, { cookie: m[who].cookie }).set('Idempotency-Key', randomUUID());
  /** The first mail to a member whose subject matches (mails are sent in the background). */
  async function mailOf(who: string, subject: (s: string) => boolean, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mailsTo(dataDir, m[who].email).find((mail) => subject(mail.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such mail to ${who}: ${mailsTo(dataDir, m[who].email).map((x) => x.subject).join(' | ')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const confirmations = (who: string, orderId: number) => mailsTo(dataDir, m[who].email).filter((mail) => mail.subject.startsWith(`Ihre Bestellung ${orderId} bei `) && !mail.subject.includes('nicht freigegeben'));

  beforeAll(async () => {
    server = await startServer(env);
    shop = new Shop(server.baseUrl, dataDir);
    for (const p of plan) {
      const email = uniqueEmail(p.key.toLowerCase());
      await shop.registerConfirmed(email, { firstname: p.key, lastname: `Firma${p.company}` });
      m[p.key] = { ...p, email, cookie: '', id: 0 };
    }
    await server.stop();
    const admins: Record<string, string> = { A: m.aAdmin.email, B: m.bAdmin.email, C: m.cAdmin.email };
    const rows = onStoppedEmbeddedDatabase(dataDir, [
      ...plan.map((p): [string, unknown[]] => [
        `UPDATE shop_user SET company_id = (SELECT id FROM shop_user WHERE email = $1), company_role = $2, order_limit_cents = $3, monthly_limit_cents = $4 WHERE email = $5 RETURNING id`,
        [admins[p.company], p.role, p.perOrderCents, p.perMonthCents, m[p.key].email],
      ]),
    ]);
    plan.forEach((p, i) => (m[p.key].id = Number(rows[i][0].id)));
    server = await startServer(env);
    shop = new Shop(server.baseUrl, dataDir);
    for (const p of plan) m[p.key].cookie = await shop.loginCookie(m[p.key].email, 'Sicher#Passwort1');
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the cart price tells a buyer over his limit that the order needs approval; no notice without limits', async () => {
    const body = { positions: [{ productId: COUPLING, qty: '12' }], locale: 'de' };
    const limited = await shop.post('/api/sales/cart/price', body, { cookie: m.aBuyer.cookie });
    expect(limited.status).toBe(200);
    expect(limited.body.data.approvalNeeded).toBe('orderLimit');
    expect((await shop.post('/api/sales/cart/price', body, { cookie: m.aFree.cookie })).body.data.approvalNeeded).toBeNull();
    expect((await shop.post('/api/sales/cart/price', body)).body.data.approvalNeeded).toBeNull();
  });

  it('a limit the company admin sets while the member is logged in counts at his next cart price, and its removal too', async () => {
    const body = { positions: [{ productId: COUPLING, qty: '12' }], locale: 'de' };
    const notice = async () => (await shop.post('/api/sales/cart/price', body, { cookie: m.aFree.cookie })).body.data.approvalNeeded;
    expect(await notice()).toBeNull();
    expect((await shop.put(`/api/company/members/${m.aFree.id}`, { limits: { perOrderCents: 1, perMonthCents: null } }, { cookie: m.aAdmin.cookie })).status).toBe(200);
    expect(await notice()).toBe('orderLimit');
    expect((await shop.put(`/api/company/members/${m.aFree.id}`, { limits: { perOrderCents: null, perMonthCents: null } }, { cookie: m.aAdmin.cookie })).status).toBe(200);
    expect(await notice()).toBeNull();
  });

  it('a viewer cannot order (422 companyRoleCannotOrder)', async () => {
    const res = await place('aViewer');
    expect(res.status).toBe(422);
    expect(res.body.error?.code ?? res.body.code ?? JSON.stringify(res.body)).toContain('companyRoleCannotOrder');
  });

  it('a buyer over his limit: the order awaits approval, the approvers are mailed with a link to the approvals page, the buyer gets no confirmation; approving twice at once gives one confirmation', async () => {
    const placed = await place('aBuyer');
    expect({ status: placed.status, error: placed.status === 200 ? null : placed.body }).toEqual({ status: 200, error: null });
    const { orderId } = placed.body.data;
    expect(placed.body.data.approval).toEqual({ state: 'awaiting', reason: 'orderLimit' });
    // The approver and the admin are asked (not the viewer, not the buyer, not another company).
    const request = await mailOf('aApprover', (subject) => subject.includes(`Bestellung ${orderId}`));
    expect(request.subject).toContain('Freigabe');
    expect(request.body.replace(/=\r?\n/g, '')).toContain(`/konto/freigaben?oid=${orderId}`);
    await mailOf('aAdmin', (subject) => subject.includes(`Bestellung ${orderId}`));
    expect(mailsTo(dataDir, m.aViewer.email).filter((mail) => mail.subject.includes('Freigabe'))).toHaveLength(0);
    expect(mailsTo(dataDir, m.bAdmin.email).filter((mail) => mail.subject.includes('Freigabe'))).toHaveLength(0);

    // The buyer sees it marked in his own orders; it counts nowhere.
    const own = (await shop.post('/api/user/orders', { locale: 'de' }, { cookie: m.aBuyer.cookie })).body.data.orders;
    expect(own.find((o: { id: number }) => o.id === orderId)).toMatchObject({ approvalState: 'awaiting', additionalInformation: { customerOrderId: 'PO-77', costCentre: 'KST 4711' } });

    // The approvals list: approvers and admins of company A only.
    const list = await shop.get('/api/company/approvals', { cookie: m.aApprover.cookie });
    expect(list.status).toBe(200);
    expect(list.body.data.orders.map((o: { orderId: number }) => o.orderId)).toContain(orderId);
    expect((await shop.get('/api/company/approvals', { cookie: m.aBuyer.cookie })).status).toBe(403);
    expect((await shop.get('/api/company/approvals', { cookie: m.bAdmin.cookie })).body.data.orders.map((o: { orderId: number }) => o.orderId)).not.toContain(orderId);

    // The buyer may not approve; another company's admin does not find the order.
    expect((await shop.post(`/api/company/orders/${orderId}/approve`, {}, { cookie: m.aBuyer.cookie })).status).toBe(403);
    const foreign = await shop.post(`/api/company/orders/${orderId}/approve`, {}, { cookie: m.bAdmin.cookie });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('PO-77');

    expect(confirmations('aBuyer', orderId)).toHaveLength(0);
    // Two approvals at once: one decides, the other is told it is decided.
    const [one, two] = await Promise.all([
      shop.post(`/api/company/orders/${orderId}/approve`, {}, { cookie: m.aApprover.cookie }),
      shop.post(`/api/company/orders/${orderId}/approve`, {}, { cookie: m.aAdmin.cookie }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.status === 409)!.body.error?.code ?? JSON.stringify([one.body, two.body])).toContain('orderApprovalAlreadyDecided');
    const confirmation = await mailOf('aBuyer', (subject) => subject.startsWith(`Ihre Bestellung ${orderId} bei `));
    expect(confirmation.raw).toContain('application/pdf');

    // A second order, rejected: its mail to the buyer comes after every mail queued for him before (queue order per recipient).
    const second = (await place('aBuyer')).body.data.orderId as number;
    const shortReason = await shop.post(`/api/company/orders/${second}/reject`, { reason: '' }, { cookie: m.aApprover.cookie });
    expect(shortReason.status).toBe(400);
    const rejected = await shop.post(`/api/company/orders/${second}/reject`, { reason: 'Bitte über den Rahmenvertrag bestellen.' }, { cookie: m.aApprover.cookie });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.approvalState).toBe('rejected');
    const rejection = await mailOf('aBuyer', (subject) => subject.startsWith(`Ihre Bestellung ${second} bei `) && subject.includes('nicht freigegeben'));
    expect(rejection.body).toContain('Bitte über den Rahmenvertrag bestellen.');
    // Exactly one confirmation for the approved order, none for the rejected one.
    expect(confirmations('aBuyer', orderId)).toHaveLength(1);
    expect(confirmations('aBuyer', second)).toHaveLength(0);
    expect((await shop.post(`/api/company/orders/${second}/approve`, {}, { cookie: m.aAdmin.cookie })).status).toBe(409);
  });

  it('an approver cannot approve his own order; the admin can', async () => {
    const placed = await place('aApprover');
    expect(placed.body.data.approval).toEqual({ state: 'awaiting', reason: 'orderLimit' });
    const id = placed.body.data.orderId;
    const ownApproval = await shop.post(`/api/company/orders/${id}/approve`, {}, { cookie: m.aApprover.cookie });
    expect(ownApproval.status).toBe(403);
    expect(JSON.stringify(ownApproval.body)).toContain('companyCannotApproveOwnOrder');
    expect((await shop.post(`/api/company/orders/${id}/approve`, {}, { cookie: m.aAdmin.cookie })).status).toBe(200);
  });

  it('the history: a buyer sees his own orders, the approver every order of the company with who ordered and approved', async () => {
    const free = await place('aFree');
    expect(free.body.data.approval).toBeNull();
    const mine = (await shop.get('/api/company/orders', { cookie: m.aBuyer.cookie })).body.data;
    expect(mine.scope).toBe('own');
    expect(mine.orders.length).toBeGreaterThanOrEqual(2);
    expect(mine.orders.every((o: { orderedBy: { userId: number } }) => o.orderedBy.userId === m.aBuyer.id)).toBe(true);
    // Asking for another member's orders does not widen a buyer's view.
    const widened = (await shop.get(`/api/company/orders?member=${m.aFree.id}`, { cookie: m.aBuyer.cookie })).body.data;
    expect(widened.orders.every((o: { orderedBy: { userId: number } }) => o.orderedBy.userId === m.aBuyer.id)).toBe(true);

    const all = (await shop.get('/api/company/orders', { cookie: m.aApprover.cookie })).body.data;
    expect(all.scope).toBe('company');
    const by = new Set(all.orders.map((o: { orderedBy: { userId: number } }) => o.orderedBy.userId));
    expect(by).toEqual(new Set([m.aBuyer.id, m.aApprover.id, m.aFree.id]));
    const approved = all.orders.find((o: { approvalState: string; orderedBy: { userId: number } }) => o.approvalState === 'approved' && o.orderedBy.userId === m.aBuyer.id);
    expect(approved).toMatchObject({ customerOrderNumber: 'PO-77', costCentre: 'KST 4711', approvedBy: { userId: expect.any(Number), name: expect.any(String) } });
    expect(approved.net).toBeGreaterThan(0);
    expect(approved.gross).toBeGreaterThan(approved.net);

    const awaitingOnly = (await shop.get('/api/company/orders?status=rejected', { cookie: m.aApprover.cookie })).body.data.orders;
    expect(awaitingOnly.length).toBeGreaterThan(0);
    expect(awaitingOnly.every((o: { approvalState: string }) => o.approvalState === 'rejected')).toBe(true);
    expect((await shop.get('/api/company/orders?status=bogus', { cookie: m.aApprover.cookie })).status).toBe(400);
    expect((await shop.get('/api/company/orders?from=2020-13-01', { cookie: m.aApprover.cookie })).status).toBe(400);
  });

  it('several companies at once: every answer belongs to its caller; another company’s order is 404 on every resource', async () => {
    const placedB = (await place('bBuyer')).body.data.orderId as number;
    const placedC = (await place('cBuyer')).body.data.orderId as number;
    const callers = ['aAdmin', 'bAdmin', 'cAdmin', 'aApprover', 'aBuyer', 'bBuyer', 'cBuyer'];
    const companyMembers = (company: string) => new Set(plan.filter((p) => p.company === company).map((p) => m[p.key].id));
    const answers = await Promise.all(callers.flatMap((who) => [shop.get('/api/company/orders', { cookie: m[who].cookie }), shop.get('/api/company/approvals', { cookie: m[who].cookie })]));
    callers.forEach((who, i) => {
      const members = companyMembers(companyOf(who));
      const [history, approvals] = [answers[2 * i], answers[2 * i + 1]];
      expect(history.status).toBe(200);
      for (const o of history.body.data.orders) expect(members.has(o.orderedBy.userId)).toBe(true);
      if (approvals.status === 200) for (const o of approvals.body.data.orders) expect(members.has(o.orderedBy.userId)).toBe(true);
    });
    const bApprovals = answers[2 * callers.indexOf('bAdmin') + 1].body.data.orders.map((o: { orderId: number }) => o.orderId);
    expect(bApprovals).toContain(placedB);
    expect(bApprovals).not.toContain(placedC);

    const attempts = await Promise.all([
      shop.post(`/api/company/orders/${placedB}/approve`, {}, { cookie: m.cAdmin.cookie }),
      shop.post(`/api/company/orders/${placedB}/reject`, { reason: 'fremd' }, { cookie: m.aAdmin.cookie }),
      shop.post(`/api/company/orders/${placedC}/approve`, {}, { cookie: m.bAdmin.cookie }),
      shop.post(`/api/company/orders/${placedC}/reject`, { reason: 'fremd' }, { cookie: m.aApprover.cookie }),
      shop.post(`/api/company/orders/99999999/approve`, {}, { cookie: m.aAdmin.cookie }),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/PO-77|KST/);
    }
    // Both still wait for their own company.
    const [b, c] = await Promise.all([shop.get('/api/company/approvals', { cookie: m.bAdmin.cookie }), shop.get('/api/company/approvals', { cookie: m.cAdmin.cookie })]);
    expect(b.body.data.orders.map((o: { orderId: number }) => o.orderId)).toContain(placedB);
    expect(c.body.data.orders.map((o: { orderId: number }) => o.orderId)).toContain(placedC);
  });

  it('awaiting and rejected orders count nowhere: the admin sees them marked, the customer figures leave them out, no status change', async () => {
    const admin = await shop.adminLoginCookie(ADMIN.email, ADMIN.password);
    const items = (await shop.get(`/api/admin/orders?userId=${m.aBuyer.id}&pageSize=100`, { cookie: admin })).body.data.items as Array<{ id: number; approvalState: string | null; subtotal: number }>;
    expect(items.map((o) => o.approvalState).sort()).toEqual(['approved', 'rejected']);
    const figures = (await shop.get(`/api/admin/orders/statistics?userId=${m.aBuyer.id}`, { cookie: admin })).body.data;
    const approved = items.find((o) => o.approvalState === 'approved')!;
    expect(figures).toMatchObject({ count: 1, revenueNet: approved.subtotal });
    const rejected = items.find((o) => o.approvalState === 'rejected')!;
    const change = await shop.post(`/api/admin/orders/${rejected.id}/status`, { status: 'completed' }, { cookie: admin });
    expect([change.status, change.body.error?.code]).toEqual([409, 'adOrderNotApproved']);
    // The buyer's own list flags them; the account's count (countedOrders) leaves them out.
    const own = (await shop.post('/api/user/orders', { locale: 'de' }, { cookie: m.bBuyer.cookie })).body.data.orders as Array<{ approvalState: string | null }>;
    expect(own.map((o) => o.approvalState)).toEqual(['awaiting']);
  });

  it('without a login there are no company resources', async () => {
    expect((await shop.get('/api/company/orders')).status).toBe(401);
    expect((await shop.get('/api/company/approvals')).status).toBe(401);
    expect((await shop.post('/api/company/orders/1/approve', {})).status).toBe(401);
  });
});
