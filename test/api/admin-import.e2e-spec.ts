// Import and export of every entity type (ADR 0027), on a shop of its own with demo data and an administrator:
// access (admin 200, customer 403, guest 401), round trips per type (add and replace on every type, in JSON and
// xlsx; every mode on products, users and redirects), a bad row changes nothing and is named, a dry run changes
// nothing, refused files (malformed, zip bomb, oversize, path traversal), no hashes or sessions in exports.
import ExcelJS from 'exceljs';
import { writeFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import request from 'supertest';
import { API_CODE } from './support/api';
import { cookiesOf, DEMO_CUSTOMER, randomAddress, Shop, startExtraServer, type ExtraServer } from './identity-support';

const ADMIN = { email: 'admin@import-test.example', password: 'Import#Check2026' };

type Row = Record<string, unknown>;
interface Report {
  applied: boolean;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  rejectedCount: number;
  rejected: Array<{ row: number | null; column: string | null; messageId: string }>;
  diffs: Array<{ row: number | null; action: string; key: Row; before: Row | null; after: Row | null }>;
}

let server: ExtraServer;
let shop: Shop;
let admin = '';
let customer = '';

/** The type's rows as exported in JSON; updated_at (which the shop keeps on every change) left out. */
async function exportJson(type: string): Promise<Row[]> {
  const res = await shop.get(`/api/admin/import-export/export/${type}?format=json`, { cookie: admin });
  expect(res.status).toBe(200);
  return (JSON.parse(res.text).rows as Row[]).map(({ updated_at: _ignored, ...rest }) => rest);
}

async function exportXlsx(type: string): Promise<ExcelJS.Workbook> {
  const res = await shop
    .get(`/api/admin/import-export/export/${type}?format=xlsx`, { cookie: admin })
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as never);
  return workbook;
}

/** Uploads a file; the multipart body is written here, so the file name goes out exactly as given (paths too). */
async function upload(data: Buffer, fileName: string, cookie = admin) {
  const boundary = `----adimport${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let req = request(server.baseUrl).post('/api/admin/import-export/uploads').set('apiCode', API_CODE).set('content-type', `multipart/form-data; boundary=${boundary}`);
  if (cookie) req = req.set('cookie', cookie);
  return req.send(body);
}

async function runImport(type: string, mode: string, data: Buffer, fileName: string, dryRun = false): Promise<Report> {
  const up = await upload(data, fileName);
  expect(up.status).toBe(200);
  const start = await shop.post('/api/admin/import-export/imports', { uploadId: up.body.data.uploadId, type, mode, dryRun }, { cookie: admin });
  expect(start.status).toBe(202);
  for (;;) {
    const job = await shop.get(`/api/admin/jobs/${start.body.data.id}`, { cookie: admin });
    expect(job.status).toBe(200);
    if (job.body.data.state === 'done') return job.body.data.result as Report;
    if (job.body.data.state === 'failed') throw new Error(`import failed: ${JSON.stringify(job.body.data.error)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const json = (rows: Row[]) => Buffer.from(JSON.stringify({ rows }));

async function xlsxOf(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sets a cell of the row whose `match` column equals the value, by header. */
function setCell(workbook: ExcelJS.Workbook, find: (row: Row) => boolean, column: string, value: unknown): void {
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  let done = false;
  sheet.eachRow((row, n) => {
    if (n === 1 || done) return;
    const values: Row = {};
    header.forEach((h, i) => (values[h] = row.getCell(i).value));
    if (find(values)) {
      row.getCell(header.indexOf(column)).value = value as ExcelJS.CellValue;
      done = true;
    }
  });
  if (!done) throw new Error(`no row to change for ${column}`);
}

const matches = (fixture: Row) => (row: Row) => Object.entries(fixture).every(([k, v]) => String(row[k]) === String(v));

beforeAll(async () => {
  server = await startExtraServer('admin_import', { DEMO_DATA: 'true', SEED_PRODUCTS: '60', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password });
  shop = new Shop(server.baseUrl, server.dataDir);
  const res = await shop.post('/api/admin/login', { ...ADMIN, locale: 'de' }, { ip: randomAddress() });
  expect(res.status).toBe(200);
  admin = `shop_admin_session=${cookiesOf(res).shop_admin_session.value}`;
  customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});

afterAll(async () => {
  if (process.env.AD_IMPORT_LOG) writeFileSync(process.env.AD_IMPORT_LOG, server?.output() ?? '');
  await server?.stop();
});

describe('access', () => {
  const call = (method: string, path: string, cookie?: string) => {
    if (method === 'GET') return shop.get(path, { cookie });
    if (path.endsWith('uploads')) return upload(Buffer.from('[]'), 'x.json', cookie as string);
    return shop.post(path, { uploadId: '00000000-0000-0000-0000-000000000000', type: 'products', mode: 'add' }, { cookie });
  };
  it.each([
    ['GET', '/api/admin/import-export/types'],
    ['GET', '/api/admin/import-export/export/products?format=json'],
    ['GET', '/api/admin/import-export/export/users?format=xlsx'],
    ['POST', '/api/admin/import-export/uploads'],
    ['POST', '/api/admin/import-export/imports'],
  ])('%s %s: guest 401, customer 403, admin allowed', async (method, path) => {
    const guest = await call(method, path, '');
    expect(guest.status).toBe(401);
    expect(guest.body.error?.code).toBe('adminNotLoggedIn');
    const buyer = await call(method, path, customer);
    expect(buyer.status).toBe(403);
    expect(buyer.body.error?.code).toBe('adminForbidden');
    const ok = await call(method, path, admin);
    expect([200, 202, 400]).toContain(ok.status);
    if (ok.status === 400) expect((ok.body as { error: { code: string } }).error.code).toBe('adImportUploadUnknown');
  });

  it('lists every entity type of the spec with its columns', async () => {
    const res = await shop.get('/api/admin/import-export/types', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.types.map((t: { type: string }) => t.type)).toEqual([
      'config',
      'customerGroupPriceRules',
      'productErrors',
      'products',
      'productCategories',
      'productMetaData',
      'webpages',
      'webpageInputs',
      'menus',
      'orders',
      'users',
      'adminUsers',
      'userRoles',
      'redirects',
      'customEntities',
      'blacklist',
      'trackingItems',
      'statistics',
    ]);
    expect(res.body.data.modes).toEqual(['add', 'replace', 'replaceAll', 'update', 'delete']);
  });
});

describe('exports never hold password hashes or session data', () => {
  it.each(['users', 'adminUsers', 'orders'])('%s (JSON and xlsx)', async (type) => {
    const rows = await exportJson(type);
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/scrypt\$|password_hash|id_hash|session/i);
    const workbook = await exportXlsx(type);
    const cells: string[] = [];
    workbook.worksheets[0].eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    expect(cells.join('|')).not.toMatch(/scrypt\$|password_hash|id_hash|session/i);
  });
});

// Per type: a complete new row (added in JSON), the row's locator, and one change made in the xlsx export.
const PRODUCT = 'AD-IMP-1';
const CASES: Array<{ type: string; row: () => Row; find: Row; edit: [string, unknown, unknown?] }> = [
  { type: 'config', row: () => ({ key: 'adImportTest', value: { a: 1 } }), find: { key: 'adImportTest' }, edit: ['value', '{"a":2}', { a: 2 }] },
  {
    type: 'customerGroupPriceRules',
    // A dealer price on a demo coupling (the import checks the rule as the admin API does: a known group and article).
    row: () => ({ customer_pricing_group: 'haendler', product_id: 'KU-CL-C-013-AL', net_price: '12.34', priority: 7 }),
    find: { customer_pricing_group: 'haendler', priority: 7 },
    edit: ['net_price', '13.50'],
  },
  { type: 'productErrors', row: () => ({ product_id: PRODUCT, code: 'missingImage', message: 'Kein Bild' }), find: { code: 'missingImage' }, edit: ['message', 'Bild fehlt'] },
  { type: 'products', row: () => ({ id: 'AD-IMP-2', product_type_id: productType, price: '9.99', active: false }), find: { id: 'AD-IMP-2' }, edit: ['price', '10.05'] },
  { type: 'productCategories', row: () => ({ id: 'ad-imp-cat', sort: 5 }), find: { id: 'ad-imp-cat' }, edit: ['sort', 6, 6] },
  {
    type: 'productMetaData',
    row: () => ({ product_id: PRODUCT, locale: 'en', name: 'Import test', slug: 'import-test' }),
    find: { product_id: PRODUCT, locale: 'en' },
    edit: ['name', 'Import test 2'],
  },
  {
    type: 'webpages',
    row: () => ({ code: 'adImportTest', locale: 'de', path: '/ad-import-test', component: 'Content', label: 'Test' }),
    find: { code: 'adImportTest' },
    edit: ['label', 'Test 2'],
  },
  {
    type: 'webpageInputs',
    row: () => ({ form_id: 'contact', locale: 'de', firstname: 'Eva', lastname: 'Muster', email: 'eva@firma-test.example', company: 'Muster AG', message: 'Bitte um Rückruf' }),
    find: { email: 'eva@firma-test.example' },
    edit: ['message', 'Bitte um Angebot'],
  },
  { type: 'menus', row: () => ({ code: 'adImportTest', locale: 'de', items: [] }), find: { code: 'adImportTest' }, edit: ['items', '[{"label":"A","link":"/a"}]', [{ label: 'A', link: '/a' }]] },
  {
    type: 'orders',
    row: () => ({
      buyer_email: 'eva@firma-test.example',
      shipping_address: {},
      billing_address: {},
      shipping_method: {},
      payment_method: {},
      item_total: '10.00',
      subtotal: '10.00',
      vat: '1.90',
      vat_rate: '19',
      total: '11.90',
      comment: 'Import',
    }),
    find: { buyer_email: 'eva@firma-test.example', comment: 'Import' },
    edit: ['comment', 'Import geändert'],
  },
  {
    type: 'users',
    row: () => ({ email: 'ida.import@firma-test.example', company: 'Import GmbH', salutation: 'mrs', firstname: 'Ida', lastname: 'Import' }),
    find: { email: 'ida.import@firma-test.example' },
    edit: ['company', 'Import AG'],
  },
  { type: 'adminUsers', row: () => ({ email: 'ada.import@firma-test.example', firstname: 'Ada', lastname: 'Admin' }), find: { email: 'ada.import@firma-test.example' }, edit: ['lastname', 'Verwalterin'] },
  { type: 'userRoles', row: () => ({ code: 'buyer', name_de: 'Einkäufer', name_en: 'Buyer', permissions: ['orders'] }), find: { code: 'buyer' }, edit: ['name_en', 'Purchaser'] },
  { type: 'redirects', row: () => ({ path: '/alt-import', target: '/neu' }), find: { path: '/alt-import' }, edit: ['target', '/neuer'] },
  { type: 'customEntities', row: () => ({ entity_type: 'note', key: 'n1', data: { t: 1 } }), find: { key: 'n1' }, edit: ['data', '{"t":2}', { t: 2 }] },
  { type: 'blacklist', row: () => ({ kind: 'email', value: 'spam@example.com', reason: 'spam' }), find: { value: 'spam@example.com' }, edit: ['reason', 'Werbung'] },
  { type: 'trackingItems', row: () => ({ type: 'pavi', param1: '/import-test' }), find: { param1: '/import-test' }, edit: ['param2', 'x'] },
  { type: 'statistics', row: () => ({ period: '2026-11', metric: 'importTest', key: 'k1', count: 3 }), find: { period: '2026-11', metric: 'importTest' }, edit: ['count', '4', 4] },
];
let productType = '';
/** The key columns of every type, as the types endpoint names them. */
const keys = new Map<string, string[]>();
/** The columns an import ignores (exported only), per type. */
const readOnly = new Map<string, Set<string>>();

describe('every entity type round-trips every mode: add (JSON), replace (xlsx), update, delete, replace all (JSON)', () => {
  beforeAll(async () => {
    const types = await shop.get('/api/admin/import-export/types', { cookie: admin });
    for (const t of types.body.data.types as Array<{ type: string; key: string[]; columns: Array<{ name: string; readOnly: boolean }> }>) {
      keys.set(t.type, t.key);
      readOnly.set(t.type, new Set(t.columns.filter((col) => col.readOnly).map((col) => col.name)));
    }
    const products = await exportJson('products');
    productType = String(products[0].product_type_id);
    const added = await runImport('products', 'add', json([{ id: PRODUCT, product_type_id: productType, price: '5.00' }]), 'p.json');
    expect(added).toMatchObject({ applied: true, inserted: 1, rejectedCount: 0 });
  });

  it.each(CASES.map((c) => [c.type, c] as const))('%s', async (_type, c) => {
    const before = await exportJson(c.type);
    const added = await runImport(c.type, 'add', json([c.row()]), `${c.type}.json`);
    expect(added.rejected).toEqual([]);
    expect(added).toMatchObject({ applied: true, inserted: 1, updated: 0, deleted: 0 });
    const withRow = await exportJson(c.type);
    expect(withRow.length).toBe(before.length + 1);
    const row = withRow.find(matches(c.find));
    expect(row).toBeDefined();
    expect(withRow.filter((r) => r !== row)).toEqual(before);

    const workbook = await exportXlsx(c.type);
    const [column, cell, expected] = c.edit;
    setCell(workbook, (r) => Object.entries(c.find).every(([k, v]) => String(r[k]) === String(v)), column, cell);
    const replaced = await runImport(c.type, 'replace', await xlsxOf(workbook), `${c.type}.xlsx`);
    expect(replaced.rejected).toEqual([]);
    expect(replaced).toMatchObject({ applied: true, inserted: 0, updated: 1, deleted: 0, unchanged: withRow.length - 1 });
    expect(replaced.diffs).toEqual([expect.objectContaining({ action: 'update', after: { [column]: expected ?? cell } })]);
    const after = await exportJson(c.type);
    expect(after).toEqual(withRow.map((r) => (r === row ? { ...r, [column]: expected ?? cell } : r)));

    // update (JSON, only the key and the column): the edited cell back to what it was.
    const key = keys.get(c.type)!;
    const keyOf = (r: Row) => Object.fromEntries(key.map((k) => [k, r[k]]));
    const updated = await runImport(c.type, 'update', json([{ ...keyOf(row!), [column]: row![column] }]), `${c.type}-u.json`);
    expect(updated.rejected).toEqual([]);
    expect(updated).toMatchObject({ applied: true, inserted: 0, updated: 1, deleted: 0 });
    expect(await exportJson(c.type)).toEqual(withRow);

    // delete (JSON, only the key): the row goes, nothing else.
    const deleted = await runImport(c.type, 'delete', json([keyOf(row!)]), `${c.type}-d.json`);
    expect(deleted.rejected).toEqual([]);
    expect(deleted).toMatchObject({ applied: true, inserted: 0, updated: 0, deleted: 1 });
    expect(await exportJson(c.type)).toEqual(before);

    // replace all (JSON, the whole set with the row): the row is back as it was, the others untouched. A re-inserted
    // row gets new values in the columns an import never writes (generated ids, creation times: readOnly).
    const all = await runImport(c.type, 'replaceAll', json(withRow), `${c.type}-r.json`);
    expect(all.rejected).toEqual([]);
    expect(all).toMatchObject({ applied: true, inserted: 1, updated: 0, deleted: 0 });
    const written = (r: Row) => Object.fromEntries(Object.entries(r).filter(([k]) => !readOnly.get(c.type)!.has(k)));
    const restored = await exportJson(c.type);
    expect(restored.filter((r) => r !== restored.find(matches(keyOf(row!))))).toEqual(before);
    expect(restored.map(written)).toEqual(withRow.map(written));
  });
});

describe('every mode on products, users and redirects', () => {
  const MODE_CASES: Array<{ type: string; fresh: Row; other: Row; key: string; edit: [string, unknown] }> = [
    { type: 'products', fresh: { id: 'AD-MODE-1', price: '1.00' }, other: { id: 'AD-MODE-2', price: '2.00' }, key: 'id', edit: ['price', '3.25'] },
    {
      type: 'users',
      fresh: { email: 'mode1@firma-test.example', company: 'Modus GmbH', salutation: 'mr', firstname: 'Max', lastname: 'Modus' },
      other: { email: 'mode2@firma-test.example', company: 'Modus GmbH', salutation: 'mrs', firstname: 'Mia', lastname: 'Modus' },
      key: 'email',
      edit: ['company', 'Modus AG'],
    },
    { type: 'redirects', fresh: { path: '/mode-1', target: '/a' }, other: { path: '/mode-2', target: '/b' }, key: 'path', edit: ['target', '/c'] },
  ];

  it.each(MODE_CASES.map((c) => [c.type, c] as const))('%s: add refuses an existing key, update changes given columns, delete removes, replace all makes the set', async (_t, c) => {
    const extra = c.type === 'products' ? { product_type_id: productType } : {};
    const fresh = { ...c.fresh, ...extra };
    const other = { ...c.other, ...extra };
    const start = await exportJson(c.type);
    expect((await runImport(c.type, 'add', json([fresh, other]), 'a.json')).inserted).toBe(2);

    // add: an existing key is refused, and nothing of the file is applied.
    const again = await runImport(c.type, 'add', json([{ ...fresh, [c.key]: `${String(fresh[c.key])}x`.replace('@', 'x@') }, fresh]), 'a.json');
    expect(again).toMatchObject({ applied: false, rejected: [{ row: 2, column: c.key, messageId: 'adImportKeyExists' }] });
    const afterAdd = await exportJson(c.type);
    expect(afterAdd.length).toBe(start.length + 2);

    // update: only the given column, of a known key; an unknown key is refused.
    const unknown = await runImport(c.type, 'update', json([{ [c.key]: c.type === 'users' ? 'niemand@firma-test.example' : c.type === 'products' ? 'NIEMAND-1' : '/niemand', [c.edit[0]]: c.edit[1] }]), 'u.json');
    expect(unknown).toMatchObject({ applied: false, rejected: [{ row: 1, messageId: 'adImportKeyUnknown' }] });
    const updated = await runImport(c.type, 'update', json([{ [c.key]: fresh[c.key], [c.edit[0]]: c.edit[1] }]), 'u.json');
    expect(updated).toMatchObject({ applied: true, updated: 1, inserted: 0 });
    const afterUpdate = await exportJson(c.type);
    expect(afterUpdate).toEqual(afterAdd.map((r) => (r[c.key] === fresh[c.key] ? { ...r, [c.edit[0]]: c.edit[1] } : r)));

    // delete: the listed key goes, nothing else.
    const deleted = await runImport(c.type, 'delete', json([{ [c.key]: other[c.key] }]), 'd.json');
    expect(deleted).toMatchObject({ applied: true, deleted: 1 });
    const afterDelete = await exportJson(c.type);
    expect(afterDelete).toEqual(afterUpdate.filter((r) => r[c.key] !== other[c.key]));

    // replace all: the exported set minus one row, plus one changed row, is the new full set.
    const set = afterDelete.filter((r) => r[c.key] !== fresh[c.key]);
    const back = await runImport(c.type, 'replaceAll', json(set), 'r.json');
    expect(back.rejected).toEqual([]);
    expect(back).toMatchObject({ applied: true, deleted: 1, inserted: 0, updated: 0 });
    expect(await exportJson(c.type)).toEqual(set);
  });
});

describe('a bad row changes nothing and is named; a dry run changes nothing', () => {
  async function productsSheet(rows: unknown[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('products');
    sheet.addRow(['id', 'product_type_id', 'price', 'active']);
    for (const r of rows) sheet.addRow(r);
    return xlsxOf(workbook);
  }

  it('refuses the whole file: the report names row, column and message id', async () => {
    const before = await exportJson('products');
    const file = await productsSheet([
      ['AD-BAD-1', productType, '1.50', true],
      ['AD-BAD-2', productType, 'zwölf', true],
      ['AD-BAD-3', 'keinTyp', '2.00', true],
      ['AD BAD/4', productType, '2.00', 'vielleicht'],
    ]);
    const report = await runImport('products', 'add', file, 'bad.xlsx');
    expect(report.applied).toBe(false);
    expect(report.rejected).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'price', messageId: 'adImportNotMoney' },
        { row: 4, column: 'product_type_id', messageId: 'adImportUnknownReference' },
        { row: 5, column: 'active', messageId: 'adImportNotBoolean' },
      ]),
    );
    expect(await exportJson('products')).toEqual(before);
  });

  it('a dry run reports the counts and first diffs and changes nothing', async () => {
    const before = await exportJson('products');
    const file = await productsSheet([
      ['AD-DRY-1', productType, '1.50', true],
      [before[0].id, before[0].product_type_id, '777.77', before[0].active],
    ]);
    const report = await runImport('products', 'update', file, 'dry.xlsx', true);
    expect(report).toMatchObject({ applied: false, rejected: [{ row: 2, column: 'id', messageId: 'adImportKeyUnknown' }] });
    const ok = await runImport('products', 'replace', file, 'dry.xlsx', true);
    expect(ok).toMatchObject({ applied: false, inserted: 1, updated: 1, rejectedCount: 0 });
    expect(ok.diffs).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'update', row: 3, after: expect.objectContaining({ price: '777.77' }) }), expect.objectContaining({ action: 'insert', row: 2 })]),
    );
    expect(await exportJson('products')).toEqual(before);
  });

  it('price rules are checked by the admin API’s rule set: every refused rule named, nothing written', async () => {
    const before = await exportJson('customerGroupPriceRules');
    const rules = [
      { id: 9001, customer_pricing_group: 'haendler', product_type_i18n_id: 'coupling', percentage: '-150', priority: 0 },
      { id: 9002, customer_pricing_group: 'haendler', product_id: 'KU-CL-C-013-AL', net_price: '-5.00', priority: 0 },
      { id: 9003, customer_pricing_group: 'haendler', percentage: '-5', priority: 0 },
      { id: 9004, customer_pricing_group: 'xyz', product_id: 'KU-CL-C-013-AL', percentage: '-5', priority: 0 },
      { id: 9005, product_id: 'KU-CL-C-013-AL', net_price: '0.00', priority: 0 },
      { id: 9006, customer_pricing_group: 'haendler', product_id: 'KU-CL-C-013-AL', percentage: '-5', priority: 0 },
    ];
    const report = await runImport('customerGroupPriceRules', 'add', json(rules), 'rules.json');
    expect(report.applied).toBe(false);
    expect(report.rejected).toEqual(
      expect.arrayContaining([
        { row: 1, column: 'percentage', messageId: 'priceRulePercentageRange' },
        { row: 2, column: 'net_price', messageId: 'adImportNegative' },
        { row: 3, column: 'product_id', messageId: 'priceRuleTargetRequired' },
        { row: 4, column: 'customer_pricing_group', messageId: 'adRuleCustomerPricingGroupUnknown' },
        { row: 5, column: 'net_price', messageId: 'priceRuleNetPricePositive' },
      ]),
    );
    // The good row was not refused, and nothing was written with the bad ones.
    expect(report.rejected.some((r) => r.row === 6)).toBe(false);
    expect(await exportJson('customerGroupPriceRules')).toEqual(before);
  });

  it('refuses unknown columns such as a password hash', async () => {
    const report = await runImport('users', 'update', json([{ email: DEMO_CUSTOMER.email, password_hash: 'scrypt$1$1$1$x$y' }]), 'u.json');
    expect(report).toMatchObject({ applied: false, rejected: [{ row: null, column: 'password_hash', messageId: 'adImportUnknownColumn' }] });
  });
});

/** A zip holding one entry that inflates to `size` bytes of zeros, declared honestly or not. */
function zipWith(entries: Array<{ name: string; data: Buffer; declared?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const compressed = deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(e.declared ?? e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(e.data), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(e.declared ?? e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

describe('refused files', () => {
  const parts = [
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
  ];
  it.each([
    ['a malformed xlsx', () => Buffer.from('PK\u0003\u0004 this is no workbook at all'), 'p.xlsx', 400, ['adImportMalformed', 'adImportNotXlsx']],
    ['a text file named .xlsx', () => Buffer.from('id;price\nA;1'), 'p.xlsx', 400, ['adImportNotXlsx']],
    ['a zip bomb (declared)', () => zipWith([...parts, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(8 * 1024 * 1024) }]), 'p.xlsx', 400, ['adImportZipBomb']],
    ['a zip bomb (lying about its size)', () => zipWith([...parts, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(8 * 1024 * 1024), declared: 100 }]), 'p.xlsx', 400, ['adImportZipBomb']],
    ['malformed JSON', () => Buffer.from('{"rows": [ {'), 'p.json', 400, ['adImportMalformed']],
    ['a path-traversal file name', () => Buffer.from('[]'), '../../etc/passwd.json', 400, ['adImportBadFileName']],
    ['a file name with a backslash path', () => Buffer.from('[]'), '..\\..\\boot.json', 400, ['adImportBadFileName']],
    ['another file type', () => Buffer.from('x'), 'p.csv', 400, ['adImportBadFileType']],
  ])('%s', async (_name, data, fileName, status, codes) => {
    const res = await upload(data(), fileName);
    expect(res.status).toBe(status);
    expect(codes).toContain(res.body.error.code);
  });

  it('an oversize file (over 64 MB) is refused with 413 adImportFileTooLarge', async () => {
    const res = await upload(Buffer.alloc(64 * 1024 * 1024 + 10, 0x20), 'gross.json');
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('adImportFileTooLarge');
  });
});

describe('the configuration export masks every secret; importing it keeps the real ones', () => {
  const MASK = '••••••••';
  const setting = { apiKey: 'pk_live_import_4711', webhookSecret: 'whsec_import_0815', smtpUrl: 'smtps://mailer:smtp-pass-import@mail.example:465', label: 'Zahlungsdienst' };

  it('masks secrets.challengeKey and every secret-looking value, in JSON and xlsx; a re-import overwrites none of them', async () => {
    await shop.challenge(); // the challenge key is made on first use
    const added = await runImport('config', 'add', Buffer.from(JSON.stringify({ type: 'config', rows: [{ key: 'adImportSecrets', value: setting }] })), 'secrets.json');
    expect(added).toMatchObject({ applied: true, inserted: 1 });
    expect(JSON.stringify(added.diffs)).not.toMatch(/pk_live_import_4711|whsec_import_0815|smtp-pass-import/);

    const rows = await exportJson('config');
    const text = JSON.stringify(rows);
    const secrets = rows.find((r) => r.key === 'secrets')!.value as Record<string, unknown>;
    expect(Object.keys(secrets)).toContain('challengeKey');
    expect(Object.values(secrets).every((v) => v === MASK)).toBe(true);
    expect(rows.find((r) => r.key === 'adImportSecrets')!.value).toEqual({ apiKey: MASK, webhookSecret: MASK, smtpUrl: `smtps://mailer:${MASK}@mail.example:465`, label: 'Zahlungsdienst' });
    expect(text).not.toMatch(/pk_live_import_4711|whsec_import_0815|smtp-pass-import/);
    const workbook = await exportXlsx('config');
    const cells: string[] = [];
    workbook.worksheets[0].eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    expect(cells.join('|')).not.toMatch(/pk_live_import_4711|whsec_import_0815|smtp-pass-import/);
    expect(cells.join('|')).toContain(`"challengeKey":"${MASK}"`);

    // The masked export imported as it is: every row unchanged — the real secrets stay (none became the mask).
    const again = await runImport('config', 'update', Buffer.from(JSON.stringify({ type: 'config', rows })), 'config-export.json');
    expect(again).toMatchObject({ applied: true, updated: 0, rejectedCount: 0 });
    expect(again.unchanged).toBe(rows.length);

    // A change to what is no secret is taken; the masked secrets beside it stay as they were.
    const edited = rows.map((r) => (r.key === 'adImportSecrets' ? { ...r, value: { ...(r.value as object), label: 'Zahlungsdienst Süd' } } : r));
    const changed = await runImport('config', 'update', Buffer.from(JSON.stringify({ type: 'config', rows: edited })), 'config-edited.json');
    expect(changed).toMatchObject({ applied: true, updated: 1 });
    expect(changed.diffs[0].after).toEqual({ value: { apiKey: MASK, webhookSecret: MASK, smtpUrl: `smtps://mailer:${MASK}@mail.example:465`, label: 'Zahlungsdienst Süd' } });
    // Proof that the stored secrets are the real ones: setting the real values again changes only the label back.
    const real = await runImport('config', 'update', Buffer.from(JSON.stringify({ type: 'config', rows: [{ key: 'adImportSecrets', value: { ...setting, label: 'Zahlungsdienst Süd' } }] })), 'config-real.json');
    expect(real).toMatchObject({ applied: true, updated: 0, unchanged: 1 });
  });
});
