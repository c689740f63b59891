// Requisition lists (docs/requisition-lists.md), on a server of its own (embedded database, demo data): two
// companies — A with an admin, a buyer, a second buyer and a viewer; B, the demo customer's, with its order
// history. The members are registered through the API; their company and role are written into the stopped
// server's database (the members API is not this suite's), together with a shared list whose lines the
// catalogue's rules no longer allow (a rule changed after the lines were saved).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DEMO_CUSTOMER, Shop, uniqueEmail } from './identity-support';
import { API_CODE } from './support/api';
import { sheetRows, workbook } from './support/cart-files';
import { onStoppedEmbeddedDatabase as onDatabase } from './support/embedded-db';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; stop: () => Promise<void> }>;
};

const PIECES = 'KU-CL-C-013-AL'; // pieces: min 1, increment 1
const METRES = 'SL-EPDM-006'; // decimal: min 0.5, increment 0.1
const TENS = 'FS-006-VZ'; // pieces in tens: min 10, increment 10
const ON_REQUEST = 'RB-6A-080-2300'; // only on request

type Member = { email: string; password: string; cookie: string; id: number };

describe('requisition lists', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-reqlists-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let server: { baseUrl: string; stop: () => Promise<void> };
  let shop: Shop;
  const m: Record<'admin' | 'buyer' | 'buyer2' | 'viewer' | 'other', Member> = {} as never;
  let demo: Member;
  let oldList: { id: number; lines: Record<string, number> };

  const patch = (path: string, body: unknown, cookie: string) =>
    request(shop.baseUrl).patch(path).set('apiCode', API_CODE).set('cookie', cookie).set('content-type', 'application/json').send(JSON.stringify(body));
  const create = async (who: Member, name: string, shared = false) => {
    const res = await shop.post('/api/requisition-lists', { name, shared }, { cookie: who.cookie });
    expect(res.status).toBe(200);
    return res.body.data as { id: number; version: number; name: string; shared: boolean };
  };
  const addLines = (who: Member, id: number, body: unknown) => shop.post(`/api/requisition-lists/${id}/lines`, body, { cookie: who.cookie });
  const serverCart = async (who: Member) => (await shop.get('/api/sales/cart', { cookie: who.cookie })).body.data.cart;

  beforeAll(async () => {
    server = await startServer(env);
    shop = new Shop(server.baseUrl, dataDir);
    const accounts: Record<string, { email: string; password: string }> = {};
    for (const key of ['admin', 'buyer', 'buyer2', 'viewer', 'other'] as const) accounts[key] = await shop.registerConfirmed(uniqueEmail(`liste-${key}`));
    await server.stop();

    const emails = Object.values(accounts).map((a) => a.email);
    const [rows] = onDatabase(dataDir, [[`SELECT id, email FROM shop_user WHERE email = ANY($1) OR email = $2`, [emails, DEMO_CUSTOMER.email]]]);
    const idOf = (email: string) => Number((rows as Array<{ id: number; email: string }>).find((r) => r.email === email)!.id);
    const companyA = idOf(accounts.admin.email);
    const [, , list] = onDatabase(dataDir, [
      [`UPDATE shop_user SET company_id = $1, company_role = 'buyer' WHERE email = ANY($2)`, [companyA, [accounts.buyer.email, accounts.buyer2.email]]],
      [`UPDATE shop_user SET company_id = $1, company_role = 'viewer' WHERE email = $2`, [companyA, accounts.viewer.email]],
      [`INSERT INTO requisition_list (company_id, owner_user_id, name, shared) VALUES ($1, $1, 'Altbestand', true) RETURNING id`, [companyA]],
    ]);
    const listId = Number((list as Array<{ id: number }>)[0].id);
    const [lines] = onDatabase(dataDir, [
      [
        `INSERT INTO requisition_list_line (list_id, position, product_id, qty) VALUES ($1, 0, $2, '2'), ($1, 1, $3, '15'), ($1, 2, 'ZZ-GONE-1', '1') RETURNING id, product_id`,
        [listId, PIECES, TENS],
      ],
    ]);
    oldList = { id: listId, lines: Object.fromEntries((lines as Array<{ id: number; product_id: string }>).map((l) => [l.product_id, Number(l.id)])) };

    server = await startServer(env);
    shop = new Shop(server.baseUrl, dataDir);
    for (const key of Object.keys(accounts) as Array<keyof typeof m>) {
      const { email, password } = accounts[key];
      m[key] = { email, password, id: idOf(email), cookie: await shop.loginCookie(email, password) };
    }
    demo = { ...DEMO_CUSTOMER, id: idOf(DEMO_CUSTOMER.email), cookie: await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password) };
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('needs a login', async () => {
    expect((await shop.get('/api/requisition-lists')).status).toBe(401);
    expect((await shop.post('/api/requisition-lists', { name: 'x' })).status).toBe(401);
  });

  it('creates a list by the name rules, one name per owner', async () => {
    const list = await create(m.buyer, '  Werkstatt   Nord ');
    expect(list).toMatchObject({ name: 'Werkstatt Nord', shared: false, version: 1, own: true, mayChange: true, mayOrder: true, lines: [] });
    const taken = await shop.post('/api/requisition-lists', { name: 'werkstatt nord' }, { cookie: m.buyer.cookie });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields).toEqual({ name: 'requisitionListNameTaken' });
    expect((await shop.post('/api/requisition-lists', { name: 'x'.repeat(81) }, { cookie: m.buyer.cookie })).body.error.fields).toEqual({ name: 'requisitionListNameTooLong' });
    expect((await shop.post('/api/requisition-lists', { name: ' ' }, { cookie: m.buyer.cookie })).body.error.fields).toEqual({ name: 'requisitionListNameEmpty' });
    const extra = await shop.post('/api/requisition-lists', { name: 'Mit Extra', owner: 1 }, { cookie: m.buyer.cookie });
    expect(extra.status).toBe(400);
    // Another member may use the same name.
    expect((await create(m.buyer2, 'Werkstatt Nord')).name).toBe('Werkstatt Nord');
  });

  it('a private list is invisible to a colleague; shared, the company reads it and only its owner or an admin changes it', async () => {
    const list = await create(m.buyer, 'Privat und dann geteilt');
    for (const other of [m.buyer2, m.admin, m.viewer, m.other]) {
      const res = await shop.get(`/api/requisition-lists/${list.id}`, { cookie: other.cookie });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('requisitionListNotFound');
      const all = await shop.get('/api/requisition-lists', { cookie: other.cookie });
      expect(all.body.data.lists.map((l: { id: number }) => l.id)).not.toContain(list.id);
    }
    const shared = await patch(`/api/requisition-lists/${list.id}`, { version: list.version, shared: true }, m.buyer.cookie);
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({ shared: true, version: list.version + 1 });
    // A stale version is refused.
    const stale = await patch(`/api/requisition-lists/${list.id}`, { version: list.version, name: 'Zu spät' }, m.buyer.cookie);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('requisitionListChanged');

    const seen = await shop.get(`/api/requisition-lists/${list.id}`, { cookie: m.buyer2.cookie });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ own: false, mayChange: false, mayOrder: true });
    const byColleague = await patch(`/api/requisition-lists/${list.id}`, { version: list.version + 1, name: 'Übernommen' }, m.buyer2.cookie);
    expect(byColleague.status).toBe(403);
    expect(byColleague.body.error.code).toBe('requisitionListNotAllowed');
    const byAdmin = await patch(`/api/requisition-lists/${list.id}`, { version: list.version + 1, name: 'Vom Admin' }, m.admin.cookie);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.name).toBe('Vom Admin');
  });

  it('a viewer reads shared lists but neither keeps, changes nor orders one', async () => {
    expect((await shop.post('/api/requisition-lists', { name: 'Viewer' }, { cookie: m.viewer.cookie })).status).toBe(403);
    expect((await shop.get('/api/requisition-lists', { cookie: m.viewer.cookie })).body.data.mayKeepLists).toBe(false);
    expect((await shop.get('/api/requisition-lists', { cookie: m.buyer.cookie })).body.data.mayKeepLists).toBe(true);
    const read = await shop.get(`/api/requisition-lists/${oldList.id}`, { cookie: m.viewer.cookie });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ mayChange: false, mayOrder: false });
    const version = read.body.data.version;
    expect((await patch(`/api/requisition-lists/${oldList.id}`, { version, name: 'Viewer' }, m.viewer.cookie)).status).toBe(403);
    expect((await addLines(m.viewer, oldList.id, { lines: [{ productId: PIECES, qty: '1' }] })).status).toBe(403);
    const toCart = await shop.post(`/api/requisition-lists/${oldList.id}/to-cart`, {}, { cookie: m.viewer.cookie });
    expect(toCart.status).toBe(403);
    expect(await serverCart(m.viewer)).toBeNull();
    expect((await shop.delete(`/api/requisition-lists/${oldList.id}?version=${version}`, { cookie: m.viewer.cookie })).status).toBe(403);
  });

  it('adds lines from a product page, merging the same article, and skips what breaks a cart rule', async () => {
    const list = await create(m.buyer, 'Zeilen');
    const res = await addLines(m.buyer, list.id, {
      lines: [
        { productId: PIECES, qty: '2' },
        { productId: METRES, qty: '2.5' },
        { productId: PIECES, qty: '3' },
        { productId: TENS, qty: '15' },
        { productId: ON_REQUEST, qty: '1' },
        { productId: 'ZZ-NOPE', qty: '1' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.list.lines.map((l: { productId: string; qty: string }) => [l.productId, l.qty])).toEqual([
      [PIECES, '5'],
      [METRES, '2.5'],
    ]);
    expect(res.body.data.list.lines[0].name).toEqual(expect.any(String));
    expect(res.body.data.skipped).toEqual([
      { index: 3, productId: TENS, messageId: 'invalidOrderQuantityIncrement' },
      { index: 4, productId: ON_REQUEST, messageId: 'productOnlyOnRequest' },
      { index: 5, productId: 'ZZ-NOPE', messageId: 'productIdUnknown' },
    ]);
    const { version, lines } = res.body.data.list;
    const changed = await request(shop.baseUrl)
      .put(`/api/requisition-lists/${list.id}/lines/${lines[1].id}`)
      .set('apiCode', API_CODE)
      .set('cookie', m.buyer.cookie)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ version, qty: '0.3' }));
    expect(changed.status).toBe(400);
    expect(changed.body.error.fields).toEqual({ qty: 'invalidOrderQuantityMin' });
    const removed = await shop.delete(`/api/requisition-lists/${list.id}/lines/${lines[1].id}?version=${version}`, { cookie: m.buyer.cookie });
    expect(removed.status).toBe(200);
    expect(removed.body.data.lines).toHaveLength(1);
  });

  it('adds the whole cart and every position of an own order; another customer’s order is not found', async () => {
    const list = await create(demo, 'Aus Warenkorb und Bestellung');
    const put = await shop.put('/api/sales/cart', { cart: { id: 'demo-cart', positions: [{ productId: PIECES, qty: '4' }, { productId: METRES, qty: '1.5' }] } }, { cookie: demo.cookie });
    expect(put.status).toBe(200);
    const fromCart = await addLines(demo, list.id, { fromCart: true });
    expect(fromCart.status).toBe(200);
    expect(fromCart.body.data.list.lines.map((l: { productId: string; qty: string }) => [l.productId, l.qty])).toEqual([
      [PIECES, '4'],
      [METRES, '1.5'],
    ]);
    const orders = (await shop.post('/api/user/orders', {}, { cookie: demo.cookie })).body.data;
    const own = (Array.isArray(orders) ? orders : orders.orders)[0] as { id: number; positions: unknown[] };
    const fromOrder = await addLines(demo, list.id, { fromOrderId: own.id });
    expect(fromOrder.status).toBe(200);
    expect(fromOrder.body.data.list.lines.length + fromOrder.body.data.skipped.length).toBeGreaterThanOrEqual(2 + own.positions.length - 1);
    const notOwn = await addLines(m.other, (await create(m.other, 'Fremde Bestellung')).id, { fromOrderId: own.id });
    expect(notOwn.status).toBe(404);
    expect(notOwn.body.error.code).toBe('requisitionListOrderNotFound');
    const twoSources = await addLines(demo, list.id, { fromCart: true, fromOrderId: own.id });
    expect(twoSources.status).toBe(400);
  });

  it('puts a shared list into a colleague’s cart by the quantity rules: all chosen lines or none', async () => {
    const before = await serverCart(m.buyer2);
    const refused = await shop.post(`/api/requisition-lists/${oldList.id}/to-cart`, {}, { cookie: m.buyer2.cookie });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('requisitionListLinesRefused');
    expect(refused.body.error.fields).toEqual({ [`lines.${oldList.lines[TENS]}`]: 'invalidOrderQuantityIncrement', [`lines.${oldList.lines['ZZ-GONE-1']}`]: 'productIdUnknown' });
    expect(await serverCart(m.buyer2)).toEqual(before);

    const chosen = await shop.post(`/api/requisition-lists/${oldList.id}/to-cart`, { lineIds: [oldList.lines[PIECES]] }, { cookie: m.buyer2.cookie });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.added).toBe(1);
    expect(chosen.body.data.cart.positions).toEqual([{ productId: PIECES, qty: '2' }]);
    const again = await shop.post(`/api/requisition-lists/${oldList.id}/to-cart`, { lineIds: [oldList.lines[PIECES]] }, { cookie: m.buyer2.cookie });
    expect(again.body.data.cart.positions).toEqual([{ productId: PIECES, qty: '4' }]);
    expect((await serverCart(m.buyer2)).positions).toEqual([{ productId: PIECES, qty: '4' }]);
    const extra = await shop.post(`/api/requisition-lists/${oldList.id}/to-cart`, { lineIds: ['1'] }, { cookie: m.buyer2.cookie });
    expect(extra.status).toBe(400);
  });

  it('several companies and members at once: each answer is the caller’s, another company’s lists are 404 on every resource', async () => {
    const members = [m.admin, m.buyer, m.buyer2, m.other, demo];
    const made = await Promise.all(members.map((who, i) => create(who, `Parallel ${i}`, true)));
    const answers = await Promise.all(members.map((who) => shop.get('/api/requisition-lists', { cookie: who.cookie })));
    const companyOf = (who: Member) => (who === m.other ? 'B' : who === demo ? 'C' : 'A');
    members.forEach((who, i) => {
      const ids = answers[i].body.data.lists.map((l: { id: number }) => l.id);
      made.forEach((list, j) => {
        if (companyOf(members[j]) === companyOf(who)) expect(ids).toContain(list.id);
        else expect(ids).not.toContain(list.id);
      });
    });
    const foreign = [made[3], made[4], { id: oldList.id, version: 1 }];
    const strangers = [
      [m.admin, made[3]],
      [m.buyer, made[4]],
      [m.other, foreign[2]],
      [demo, made[0]],
      [m.other, made[1]],
    ] as const;
    const calls = strangers.flatMap(([who, list]) => [
      shop.get(`/api/requisition-lists/${list.id}`, { cookie: who.cookie }),
      patch(`/api/requisition-lists/${list.id}`, { version: list.version, name: 'Fremd' }, who.cookie),
      shop.delete(`/api/requisition-lists/${list.id}?version=${list.version}`, { cookie: who.cookie }),
      addLines(who, list.id, { lines: [{ productId: PIECES, qty: '1' }] }),
      shop.post(`/api/requisition-lists/${list.id}/to-cart`, {}, { cookie: who.cookie }),
      shop.get(`/api/requisition-lists/${list.id}/export`, { cookie: who.cookie }),
      shop.delete(`/api/requisition-lists/${list.id}/lines/1?version=${list.version}`, { cookie: who.cookie }),
    ]);
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('requisitionListNotFound');
      expect(JSON.stringify(res.body)).not.toContain('Parallel');
    }
    // Nothing changed for the owners.
    const after = await Promise.all(made.map((list, i) => shop.get(`/api/requisition-lists/${list.id}`, { cookie: members[i].cookie })));
    after.forEach((res, i) => expect(res.body.data).toMatchObject({ name: `Parallel ${i}`, version: made[i].version, lines: [] }));
  });

  it('exports a list as a cart file and imports it into another list (round trip)', async () => {
    const list = await create(m.admin, 'Export');
    await addLines(m.admin, list.id, { lines: [{ productId: PIECES, qty: '3' }, { productId: METRES, qty: '2.5' }] });
    const file = await request(shop.baseUrl)
      .get(`/api/requisition-lists/${list.id}/export?locale=en`)
      .set('apiCode', API_CODE)
      .set('cookie', m.admin.cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('RequisitionList.xlsx');
    const sheet = await sheetRows(file.body as Buffer);
    expect(sheet.name).toBe('Cart');
    expect(sheet.rows[0].slice(0, 4)).toEqual(['quantity', 'articleId', 'customProductType', 'customConfiguration']);
    expect(sheet.rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [3, PIECES],
      [2.5, METRES],
    ]);

    const target = await create(m.admin, 'Import');
    const imported = await request(shop.baseUrl)
      .post(`/api/requisition-lists/${target.id}/import`)
      .set('apiCode', API_CODE)
      .set('cookie', m.admin.cookie)
      .attach('file', file.body as Buffer, { filename: 'RequisitionList.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(imported.status).toBe(200);
    expect(imported.body.data.list.lines.map((l: { productId: string; qty: string }) => [l.productId, l.qty])).toEqual([
      [PIECES, '3'],
      [METRES, '2.5'],
    ]);
    // A viewer imports into no list; a file without the columns is refused as the cart import refuses it.
    const viewerImport = await request(shop.baseUrl)
      .post(`/api/requisition-lists/${oldList.id}/import`)
      .set('apiCode', API_CODE)
      .set('cookie', m.viewer.cookie)
      .attach('file', file.body as Buffer, { filename: 'RequisitionList.xlsx' });
    expect(viewerImport.status).toBe(403);
    const bad = await request(shop.baseUrl)
      .post(`/api/requisition-lists/${target.id}/import`)
      .set('apiCode', API_CODE)
      .set('cookie', m.admin.cookie)
      .attach('file', await workbook([['Name'], ['x']]), { filename: 'Liste.xlsx' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('cartImportMissingColumnsMsg');
    // Rows the cart import skips are answered with their row numbers.
    const mixed = await request(shop.baseUrl)
      .post(`/api/requisition-lists/${target.id}/import`)
      .set('apiCode', API_CODE)
      .set('cookie', m.admin.cookie)
      .attach('file', await workbook([['quantity', 'articleId'], [1, PIECES], [1, 'ZZ-NOPE']]), { filename: 'Liste.xlsx' });
    expect(mixed.status).toBe(200);
    expect(mixed.body.data.skippedRows).toEqual([{ row: 3, column: 'articleId', articleId: 'ZZ-NOPE', messageId: 'productIdUnknown' }]);
    expect(mixed.body.data.list.lines.find((l: { productId: string }) => l.productId === PIECES).qty).toBe('4');
  });

  it('deletes a list with its version', async () => {
    const list = await create(m.buyer, 'Weg damit');
    expect((await shop.delete(`/api/requisition-lists/${list.id}?version=${list.version + 1}`, { cookie: m.buyer.cookie })).status).toBe(409);
    expect((await shop.delete(`/api/requisition-lists/${list.id}?version=${list.version}`, { cookie: m.buyer.cookie })).status).toBe(200);
    expect((await shop.get(`/api/requisition-lists/${list.id}`, { cookie: m.buyer.cookie })).status).toBe(404);
  });
});
