// The contact requests inbox (docs/decisions/0047-contact-inbox-and-order-admin.md) on a shop of its own
// (embedded database): requests sent through the contact form, then listed, searched, filtered, opened, their
// status changed and answered by e-mail (the reply's .eml in DATA_DIR/outbox: to the requester, Reply-To the
// shop's address, the request quoted), exported as .xlsx; every endpoint refuses a guest (401) and a customer (403).
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CUSTOMER, ExtraServer, mailsTo, randomAddress, Shop, startExtraServer, uniqueEmail, type Mail } from './identity-support';

const ADMIN = { email: 'kontakt-admin@firma-test.example', password: 'Kontakt#Admin2026' };
const SHOP_ADDRESS = 'info@hydratec.example';
const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-contact-'));
const env = { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir, SEED_PRODUCTS: '60' };

let server: ExtraServer;
let shop: Shop;
let admin = '';
let customer = '';

const adminLogin = () => shop.adminLoginCookie(ADMIN.email, ADMIN.password);

interface Sent {
  email: string;
  company: string;
  lastname: string;
  message: string;
  locale: 'de' | 'en';
}

/** Sends a request through the contact form (from a fresh client address); answers the request's id from the list. */
/** The reply mail with this subject to this address, once the mail worker wrote it (at most 20 s). */
async function replyMail(to: string, subject: string): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = mailsTo(dataDir, to).find((m) => m.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function contactRequest(sent: Sent): Promise<number> {
  const res = await shop.post(
    '/api/facade/frontend/contact-form',
    {
      formId: 'main',
      salutation: 'mrs',
      firstname: 'Erika',
      lastname: sent.lastname,
      email: sent.email,
      message: sent.message,
      additionalFields: [{ i18nId: 'company', value: sent.company }],
      locale: sent.locale,
      privacyPolicyAccepted: true,
      challenge: await shop.challenge(),
    },
    { ip: randomAddress() },
  );
  expect(res.body.data).toEqual({ resultStatus: 'success' });
  const list = await shop.get(`/api/admin/contact-requests?q=${encodeURIComponent(sent.email)}`, { cookie: admin });
  return list.body.data.items[0].id as number;
}

const first: Sent = { email: uniqueEmail('anfrage'), company: 'Quellwerk Dichtungstechnik GmbH', lastname: 'Quell', message: 'Wir suchen 200 m SL-EPDM-006 für eine Spritzgussanlage.\nBitte um Angebot.', locale: 'de' };
const second: Sent = { email: uniqueEmail('request'), company: 'Northfield Plastics Ltd', lastname: 'Northfield', message: 'Could you quote ejector pins AC-type, 500 pieces, with anti-rotation?', locale: 'en' };
let firstId = 0;
let secondId = 0;

beforeAll(async () => {
  server = await startExtraServer('admin_contact', env, { embedded: true });
  shop = new Shop(server.baseUrl, dataDir);
  admin = await adminLogin();
  customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  firstId = await contactRequest(first);
  secondId = await contactRequest(second);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

type Item = { id: number; status: string; email: string; company: string; excerpt: string; replyCount: number };
const list = async (query: string) => {
  const res = await shop.get(`/api/admin/contact-requests${query}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.body.data as { items: Item[]; total: number; page: number; pageSize: number };
};

describe('the inbox list', () => {
  it('lists requests newest first, new, paged on the server', async () => {
    const all = await list('?pageSize=1');
    expect(all.total).toBe(2);
    expect(all.items.map((i) => i.id)).toEqual([secondId]);
    expect(all.items[0]).toMatchObject({ status: 'new', email: second.email, company: second.company, replyCount: 0 });
    expect((await list('?pageSize=1&page=2')).items.map((i) => i.id)).toEqual([firstId]);
  });

  it('finds requests by name, e-mail, company and text (any case, a part of it)', async () => {
    expect((await list('?q=QUELL')).items.map((i) => i.id)).toEqual([firstId]);
    expect((await list(`?q=${encodeURIComponent(second.email.toUpperCase())}`)).items.map((i) => i.id)).toEqual([secondId]);
    expect((await list('?q=northfield%20plastics')).items.map((i) => i.id)).toEqual([secondId]);
    expect((await list('?q=spritzguss')).items.map((i) => i.id)).toEqual([firstId]);
    expect((await list('?q=100%25')).total).toBe(0);
    expect((await list('?q=kein-solcher-text')).total).toBe(0);
  });

  it('refuses a status that does not exist and unknown parameters with message ids', async () => {
    const bad = await shop.get('/api/admin/contact-requests?status=closed&foo=1', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ status: 'adContactStatusInvalid', foo: 'propertyNotAllowed' });
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.js/);
  });
});

describe('one request: detail, status, reply', () => {
  it('shows the whole request; an unknown id is 404 contactRequestNotFound', async () => {
    const res = await shop.get(`/api/admin/contact-requests/${firstId}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: firstId, status: 'new', email: first.email, company: first.company, lastname: 'Quell', message: first.message, locale: 'de', replies: [] });
    const unknown = await shop.get('/api/admin/contact-requests/99999999', { cookie: admin });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'contactRequestNotFound']);
    expect((await shop.get('/api/admin/contact-requests/abc', { cookie: admin })).status).toBe(404);
  });

  it('changes the status (filter follows) and writes the change to the audit log', async () => {
    const res = await shop.post(`/api/admin/contact-requests/${secondId}/status`, { status: 'done' }, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: secondId, status: 'done', previous: 'new' });
    expect((await list('?status=done')).items.map((i) => i.id)).toEqual([secondId]);
    expect((await list('?status=new')).items.map((i) => i.id)).toEqual([firstId]);
    const audit = (await shop.get(`/api/admin/audit-log?entity=contactRequest&entityId=${secondId}`, { cookie: admin })).body.data;
    expect((audit.items ?? audit.entries)[0]).toMatchObject({ action: 'contactRequest.status', before: { status: 'new' }, after: { status: 'done' } });
    const bad = await shop.post(`/api/admin/contact-requests/${secondId}/status`, { status: 'closed' }, { cookie: admin });
    expect([bad.status, bad.body.error.fields?.status]).toEqual([400, 'adContactStatusInvalid']);
  });

  it('a reply is mailed to the requester with Reply-To the shop, the request quoted; kept in the history; the request is then in progress; audited', async () => {
    const adminName = (await shop.init(admin)).body.data.store.adminUser;
    const before = mailsTo(dataDir, first.email).length;
    const text = 'Guten Tag Frau Quell,\nvielen Dank – das Angebot kommt heute.';
    const res = await shop.post(`/api/admin/contact-requests/${firstId}/reply`, { text }, { cookie: admin });
    expect([res.status, res.body.error]).toEqual([200, undefined]);
    expect(res.body.data).toMatchObject({ id: firstId, status: 'inProgress' });
    // Found by its subject: the form's own acknowledgement to the same address may be written after `before` was read.
    const mail = await replyMail(first.email, `Ihre Anfrage bei HydraTec Industriebedarf GmbH [#${firstId}]`);
    expect(mailsTo(dataDir, first.email).length).toBeGreaterThan(before);
    expect(mail.to).toBe(first.email);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${SHOP_ADDRESS.replace('.', '\\.')}\\r?$`, 'mi'));
    expect(mail.subject).toBe(`Ihre Anfrage bei HydraTec Industriebedarf GmbH [#${firstId}]`);
    const body = mail.raw.replace(/=\r\n/g, '');
    expect(body).toContain('vielen Dank');
    expect(body).toMatch(/> Wir suchen 200 m SL-EPDM-006/);
    const detail = (await shop.get(`/api/admin/contact-requests/${firstId}`, { cookie: admin })).body.data;
    expect(detail.status).toBe('inProgress');
    expect(detail.replies).toEqual([{ id: res.body.data.replyId, adminId: adminName.id, adminName: `${adminName.firstname} ${adminName.lastname}`.trim(), text, sentAt: expect.any(String) }]);
    expect((await list(`?q=${encodeURIComponent(first.email)}`)).items[0].replyCount).toBe(1);
    const audit = (await shop.get(`/api/admin/audit-log?entity=contactRequest&entityId=${firstId}`, { cookie: admin })).body.data;
    expect((audit.items ?? audit.entries)[0]).toMatchObject({ action: 'contactRequest.reply', before: { status: 'new' }, after: { status: 'inProgress', to: first.email } });
  });

  it('a reply in English for an English request, with a chosen status', async () => {
    const before = mailsTo(dataDir, second.email).length;
    const res = await shop.post(`/api/admin/contact-requests/${secondId}/reply`, { text: 'Dear Mr Northfield, please find our quote attached soon.', status: 'done' }, { cookie: admin });
    expect(res.body.data.status).toBe('done');
    const mail = await replyMail(second.email, `Your request to HydraTec Industriebedarf GmbH [#${secondId}]`);
    expect(mailsTo(dataDir, second.email).length).toBeGreaterThan(before);
    expect(mail.raw.replace(/=\r\n/g, '')).toMatch(/> Could you quote ejector pins/);
  });

  it('refuses an empty or too long reply and an unknown request; nothing is mailed or kept', async () => {
    const before = mailsTo(dataDir, first.email).length;
    for (const text of ['', ' x ', 'x'.repeat(5001)]) {
      const res = await shop.post(`/api/admin/contact-requests/${firstId}/reply`, { text }, { cookie: admin });
      expect([res.status, res.body.error.fields?.text]).toEqual([400, 'adContactReplyInvalid']);
    }
    expect((await shop.post(`/api/admin/contact-requests/${firstId}/reply`, { text: 'ok ok', status: 'closed' }, { cookie: admin })).status).toBe(400);
    expect((await shop.post(`/api/admin/contact-requests/${firstId}/reply`, { text: 'ok ok', foo: 1 }, { cookie: admin })).status).toBe(400);
    const unknown = await shop.post('/api/admin/contact-requests/99999999/reply', { text: 'Hallo Welt' }, { cookie: admin });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'contactRequestNotFound']);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(dataDir, first.email)).toHaveLength(before);
    expect((await shop.get(`/api/admin/contact-requests/${firstId}`, { cookie: admin })).body.data.replies).toHaveLength(1);
  });
});

describe('export', () => {
  it('downloads the filtered requests as an .xlsx workbook with headings in the admin’s language', async () => {
    const res = await shop
      .get('/api/admin/contact-requests/export.xlsx?status=done&locale=en', { cookie: admin })
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="contact-requests-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('No.');
    expect(sheet.getRow(1).getCell(6).value).toBe('E-mail');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(secondId);
    expect(sheet.getRow(2).getCell(3).value).toBe('Done');
    expect(sheet.getRow(2).getCell(6).value).toBe(second.email);
    expect(sheet.getRow(2).getCell(10).value).toBe(1);
  });
});

describe('parallel admins', () => {
  it('two admin sessions open different requests at once; each answer is the one asked for', async () => {
    const other = await adminLogin();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const id = i % 2 === 0 ? firstId : secondId;
        return shop.get(`/api/admin/contact-requests/${id}`, { cookie: i % 4 < 2 ? admin : other }).then((r) => [id, r.body.data.id, r.body.data.email]);
      }),
    );
    for (const [asked, got, email] of answers) {
      expect(got).toBe(asked);
      expect(email).toBe(asked === firstId ? first.email : second.email);
    }
  });
});

describe('who gets in', () => {
  const endpoints = (): Array<[string, string, unknown?]> => [
    ['GET', '/api/admin/contact-requests'],
    ['GET', '/api/admin/contact-requests/export.xlsx'],
    ['GET', `/api/admin/contact-requests/${firstId}`],
    ['POST', `/api/admin/contact-requests/${firstId}/status`, { status: 'done' }],
    ['POST', `/api/admin/contact-requests/${firstId}/reply`, { text: 'Nur Admins dürfen antworten.' }],
  ];

  it('a customer gets 403 adminForbidden, a guest 401 adminNotLoggedIn — for every endpoint; nothing changes', async () => {
    const before = mailsTo(dataDir, first.email).length;
    for (const [method, path, body] of endpoints()) {
      const asCustomer = method === 'GET' ? await shop.get(path, { cookie: customer }) : await shop.post(path, body ?? {}, { cookie: customer });
      expect([path, asCustomer.status, asCustomer.body.error?.code]).toEqual([path, 403, 'adminForbidden']);
      const asGuest = method === 'GET' ? await shop.get(path) : await shop.post(path, body ?? {});
      expect([path, asGuest.status, asGuest.body.error?.code]).toEqual([path, 401, 'adminNotLoggedIn']);
    }
    const detail = (await shop.get(`/api/admin/contact-requests/${firstId}`, { cookie: admin })).body.data;
    expect(detail.status).toBe('inProgress');
    expect(detail.replies).toHaveLength(1);
    expect(mailsTo(dataDir, first.email)).toHaveLength(before);
  });
});
