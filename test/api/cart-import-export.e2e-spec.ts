// Cart export and import as Excel files (docs/rules/calls.md#cart-files, docs/rules/validation.md#cart-files; docs/api/cart.md): a good file, a mixed file, every
// kind of bad file (each refused with its message id, and the customer's server cart untouched), the export
// → import round trip, guests, and a shop where the general config switches the feature off.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { API_CODE } from './support/api';
import { workbook, sheetRows, workbookShapedZip, zip, type Cell } from './support/cart-files';
import { ExtraServer, Shop, startExtraServer, uniqueEmail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

/** Demo catalogue products with the order rules the tests need (checked in beforeAll). */
const PIECES = 'KU-CL-C-013-AL'; // pieces: min 1, increment 1
const METRES = 'SL-EPDM-006'; // decimal: min 0.5, increment 0.1
const TENS = 'FS-006-VZ'; // pieces in tens: min 10, increment 10
const ON_REQUEST = 'RB-6A-080-2300'; // only on request

const HEADER: Cell[] = ['quantity', 'articleId', 'customProductType', 'customConfiguration'];

function importFile(file: Buffer | null, options: { cookie?: string; filename?: string; field?: string; baseUrl?: string } = {}) {
  let req = request(options.baseUrl ?? shop.baseUrl).post('/api/sales/cart/products/import').set('apiCode', API_CODE);
  if (options.cookie) req = req.set('cookie', options.cookie);
  if (file === null) return req.field('note', 'keine Datei');
  return req.attach(options.field ?? 'file', file, { filename: options.filename ?? 'Warenkorb.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

function exportCart(positions: unknown, options: { cookie?: string; cartId?: string; locale?: string; baseUrl?: string } = {}) {
  const query = new URLSearchParams({ positions: typeof positions === 'string' ? positions : JSON.stringify(positions) });
  if (options.cartId) query.set('cartId', options.cartId);
  if (options.locale) query.set('locale', options.locale);
  let req = request(options.baseUrl ?? shop.baseUrl).get(`/api/sales/cart/products/export?${query}`).set('apiCode', API_CODE);
  if (options.cookie) req = req.set('cookie', options.cookie);
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

const serverCart = async (cookie: string) => (await request(shop.baseUrl).get('/api/sales/cart').set('apiCode', API_CODE).set('cookie', cookie)).body.data.cart;

describe('cart import and export', () => {
  let cookie: string;
  let storedBefore: unknown;

  beforeAll(async () => {
    const { email, password } = await shop.registerConfirmed(uniqueEmail('import'));
    cookie = await shop.loginCookie(email, password);
    // The server cart that no import may touch.
    const put = await request(shop.baseUrl)
      .put('/api/sales/cart')
      .set('apiCode', API_CODE)
      .set('cookie', cookie)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ cart: { id: 'kept', positions: [{ productId: PIECES, qty: '7' }] } }));
    expect(put.status).toBe(200);
    storedBefore = put.body.data.cart;
    // The catalogue facts the cases rely on.
    const items = (await shop.post('/api/catalogue/products/by-ids', { ids: [PIECES, METRES, TENS, ON_REQUEST], locale: 'de' })).body.data.items;
    const byId = Object.fromEntries(items.map((i: { id: string }) => [i.id, i]));
    expect(byId[PIECES]).toMatchObject({ isOnlyOnRequest: false, orderQuantity: { min: 1, increment: 1, hasDecimalOrderQuantity: false } });
    expect(byId[METRES]).toMatchObject({ isOnlyOnRequest: false, orderQuantity: { min: 0.5, increment: 0.1, hasDecimalOrderQuantity: true } });
    expect(byId[TENS]).toMatchObject({ isOnlyOnRequest: false, orderQuantity: { min: 10, increment: 10 } });
    expect(byId[ON_REQUEST]).toMatchObject({ isOnlyOnRequest: true });
  });

  afterEach(async () => {
    // Stateless: whatever the test did to the import, the server cart is as it was.
    expect(await serverCart(cookie)).toEqual(storedBefore);
  });

  it('imports a good file: positions in row order, rows of one product merged, other columns ignored', async () => {
    const file = await workbook([
      ['Name', 'ArticleId', 'Quantity', 'Comment'],
      ['Kupplung', PIECES, 2, 'x'],
      ['Schlauch', METRES, '2,5', null],
      ['Fassung', TENS, 20, null],
      ['Kupplung', PIECES, '3', null],
    ]);
    const res = await importFile(file, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      positions: [
        { productId: PIECES, qty: '5' },
        { productId: METRES, qty: '2.5' },
        { productId: TENS, qty: '20' },
      ],
      imported: 3,
      skipped: [],
      processed: 4,
    });
  });

  it('imports the good rows of a mixed file and reports each skipped row with its number and reason', async () => {
    const file = await workbook([
      HEADER,
      [1, PIECES, null, null], //                                   2 good
      [1, 'GIBT-ES-NICHT', null, null], //                          3 unknown
      ['viele', PIECES, null, null], //                             4 no number
      [null, METRES, null, null], //                                5 empty quantity
      [1.5, PIECES, null, null], //                                 6 pieces are whole
      [5, TENS, null, null], //                                     7 below the minimum
      [15, TENS, null, null], //                                    8 not a multiple of 10
      [1, ON_REQUEST, null, null], //                               9 only on request
      [1, PIECES, 'roboter', null], //                              10 unknown custom product type
      [1, PIECES, 'hose', '{"endA":{"id":1}}'], //                  11 nested configuration
      [1, null, null, null], //                                     12 no article number
      [1, 'SC000000', 'hose', '{"endA":"KU-1","length":1.5}'], //   13 a configuration its configurator refuses
      ['0,7', METRES, null, null], //                               14 good
    ]);
    const res = await importFile(file, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.positions).toEqual([
      { productId: PIECES, qty: '1' },
      { productId: METRES, qty: '0.7' },
    ]);
    expect(res.body.data.imported).toBe(2);
    expect(res.body.data.processed).toBe(13);
    expect(res.body.data.skipped).toEqual([
      { row: 3, column: 'articleId', articleId: 'GIBT-ES-NICHT', messageId: 'productIdUnknown' },
      { row: 4, column: 'quantity', articleId: PIECES, messageId: 'invalidOrderQuantityNumber' },
      { row: 5, column: 'quantity', articleId: METRES, messageId: 'invalidOrderQuantityEmpty' },
      { row: 6, column: 'quantity', articleId: PIECES, messageId: 'invalidOrderQuantityInteger' },
      { row: 7, column: 'quantity', articleId: TENS, messageId: 'invalidOrderQuantityMin' },
      { row: 8, column: 'quantity', articleId: TENS, messageId: 'invalidOrderQuantityIncrement' },
      { row: 9, column: 'articleId', articleId: ON_REQUEST, messageId: 'productOnlyOnRequest' },
      { row: 10, column: 'customProductType', articleId: PIECES, messageId: 'customProductInvalid' },
      { row: 11, column: 'customConfiguration', articleId: PIECES, messageId: 'customProductInvalid' },
      { row: 12, column: 'articleId', articleId: null, messageId: 'articleIdMissing' },
      { row: 13, column: 'articleId', articleId: 'SC000000', messageId: 'customProductInvalid' },
    ]);
  });

  it('imports configured products in whole pieces only, as the cart and the checkout take them', async () => {
    const cell = { robotSelection: 'RB-SC-003-0400', conveyors: 'FB-GB-0300-1500:1' };
    const id = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: cell })).body.data.id as string;
    const file = await workbook([
      HEADER,
      ['0,01', id, 'automation', JSON.stringify(cell)], // 2 a hundredth of a cell
      [0.5, id, 'automation', JSON.stringify(cell)], //    3 half a cell
      [2, id, 'automation', JSON.stringify(cell)], //      4 good: two cells
    ]);
    const res = await importFile(file, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.positions).toEqual([{ productId: id, qty: '2', customProductType: 'automation', customConfiguration: cell }]);
    expect(res.body.data.skipped).toEqual([
      { row: 2, column: 'quantity', articleId: id, messageId: 'invalidOrderQuantityInteger' },
      { row: 3, column: 'quantity', articleId: id, messageId: 'invalidOrderQuantityInteger' },
    ]);
  });

  it('answers 200 with nothing imported when no row is good (the browser shows cartImportFailedMsg)', async () => {
    const res = await importFile(await workbook([HEADER, [1, 'GIBT-ES-NICHT'], [0, PIECES]]), { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ positions: [], imported: 0, processed: 2 });
    expect(res.body.data.skipped).toHaveLength(2);
  });

  describe('refuses a bad file as a whole, with its message id', () => {
    const refused = async (res: request.Response, status: number, code: string) => {
      expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
      expect(res.body.error.message).toEqual(expect.any(String));
    };

    it('no file, a file in another field, a name that is no .xlsx name → mustEnterValidFilename', async () => {
      await refused(await importFile(null, { cookie }), 400, 'mustEnterValidFilename');
      await refused(await importFile(await workbook([HEADER, [1, PIECES]]), { cookie, field: 'upload' }), 400, 'mustEnterValidFilename');
      await refused(await importFile(await workbook([HEADER, [1, PIECES]]), { cookie, filename: 'Warenkorb.csv' }), 400, 'mustEnterValidFilename');
      await refused(await importFile(await workbook([HEADER, [1, PIECES]]), { cookie, filename: '.xlsx' }), 400, 'mustEnterValidFilename');
      const json = await request(shop.baseUrl).post('/api/sales/cart/products/import').set('apiCode', API_CODE).set('cookie', cookie).set('content-type', 'application/json').send('{}');
      await refused(json, 400, 'mustEnterValidFilename');
    });

    it('a file over 2 MB → 413 cartImportTooLargeMsg', async () => {
      await refused(await importFile(randomBytes(2 * 1024 * 1024 + 1), { cookie }), 413, 'cartImportTooLargeMsg');
    });

    it('not an xlsx by its content, whatever its name → cartImportNotXlsxMsg', async () => {
      await refused(await importFile(Buffer.from('quantity;articleId\n1;KU-100\n'), { cookie }), 400, 'cartImportNotXlsxMsg');
      await refused(await importFile(Buffer.from('%PDF-1.7\n'), { cookie }), 400, 'cartImportNotXlsxMsg');
      // A zip, but a word document, not a workbook.
      const docx = zip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'word/document.xml', data: '<document/>' }]);
      await refused(await importFile(docx, { cookie }), 400, 'cartImportNotXlsxMsg');
    });

    it('a zip bomb → cartImportMalformedMsg, without inflating more than the budget', async () => {
      // 50 MB of zeros, deflated to about 50 KB; the central directory tells the truth here, the guard does not ask it.
      const bomb = workbookShapedZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(50 * 1024 * 1024) }]);
      expect(bomb.length).toBeLessThan(200 * 1024);
      await refused(await importFile(bomb, { cookie }), 400, 'cartImportMalformedMsg');
      // Under 20 MB inflated, but compressed more than 100:1.
      const ratio = workbookShapedZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(5 * 1024 * 1024) }]);
      await refused(await importFile(ratio, { cookie }), 400, 'cartImportMalformedMsg');
      // More than 1000 entries.
      const many = workbookShapedZip(Array.from({ length: 1001 }, (_, i) => ({ name: `xl/media/f${i}.bin`, data: 'x', store: true })));
      await refused(await importFile(many, { cookie }), 400, 'cartImportMalformedMsg');
    });

    it('a corrupt file, or one the spreadsheet reader cannot read → cartImportMalformedMsg', async () => {
      const good = await workbook([HEADER, [1, PIECES]]);
      const cut = good.subarray(0, Math.floor(good.length / 2));
      await refused(await importFile(cut, { cookie }), 400, 'cartImportMalformedMsg');
      const flipped = Buffer.from(good);
      for (let i = 200; i < 260; i++) flipped[i] ^= 0xff;
      await refused(await importFile(flipped, { cookie }), 400, 'cartImportMalformedMsg');
      await refused(await importFile(workbookShapedZip([], 'this is no XML'), { cookie }), 400, 'cartImportMalformedMsg');
    });

    it('no header with quantity and articleId → cartImportMissingColumnsMsg', async () => {
      await refused(await importFile(await workbook([['Menge', 'Artikelnummer'], [1, PIECES]]), { cookie }), 400, 'cartImportMissingColumnsMsg');
      await refused(await importFile(await workbook([['quantity'], [1]]), { cookie }), 400, 'cartImportMissingColumnsMsg');
      // A workbook without any sheet.
      await refused(await importFile(workbookShapedZip([], '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'), { cookie }), 400, 'cartImportMissingColumnsMsg');
    });

    it('no data rows → cartImportEmptyMsg', async () => {
      await refused(await importFile(await workbook([HEADER]), { cookie }), 400, 'cartImportEmptyMsg');
    });

    it('more than 5,000 data rows → cartImportTooManyRowsMsg', async () => {
      const rows: Cell[][] = [HEADER, ...Array.from({ length: 5001 }, (): Cell[] => [1, PIECES])];
      await refused(await importFile(await workbook(rows), { cookie }), 400, 'cartImportTooManyRowsMsg');
    });
  });

  it('exports a cart as Cart.xlsx with the import columns, then the names; importing it gives the same positions', async () => {
    const positions = [
      { productId: METRES, qty: '2.5' },
      { productId: PIECES, qty: '3' },
      { productId: TENS, qty: '30' },
    ];
    const res = await exportCart(positions, { cookie, cartId: 'kept', locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Cart.xlsx"');
    expect(res.headers['cache-control']).toBe('no-store');
    const file = res.body as Buffer;
    const { name, rows } = await sheetRows(file);
    expect(name).toBe('Cart');
    expect(rows[0]).toEqual([...HEADER, 'name']);
    expect(rows[1].slice(0, 4)).toEqual([2.5, METRES, null, null]);
    expect(rows[1][4]).toMatch(/EPDM hose/);

    const back = await importFile(file, { cookie, filename: 'Cart.xlsx' });
    expect(back.status).toBe(200);
    expect(back.body.data).toEqual({ positions, imported: 3, skipped: [], processed: 3 });
  });

  it('refuses bad export positions with 400 VALIDATION_FAILED', async () => {
    for (const [positions, field, messageId] of [
      ['no JSON', 'positions', 'invalidCart'],
      ['{"productId":"A"}', 'positions', 'invalidCart'],
      [JSON.stringify([{ productId: 'A', qty: '0' }]), 'positions.0.qty', 'invalidOrderQuantityNumber'],
      [JSON.stringify([{ productId: 'A', qty: '1', price: 5 }]), 'positions.0.price', 'propertyNotAllowed'],
      [JSON.stringify(['A']), 'positions', 'invalidCart'],
    ] as const) {
      const res = await exportCart(positions, { cookie });
      const body = JSON.parse((res.body as Buffer).toString('utf8'));
      expect({ positions, status: res.status, code: body.error.code, field: body.error.fields?.[field] }).toEqual({ positions, status: 400, code: 'VALIDATION_FAILED', field: messageId });
    }
    const noPositions = await request(shop.baseUrl).get('/api/sales/cart/products/export').set('apiCode', API_CODE).set('cookie', cookie);
    expect(noPositions.status).toBe(400);
  });

  it('exports 200 positions; 501 are refused (the URL carries them: past about 250, Node’s 16 KB header limit answers 431 first)', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ productId: `${METRES.slice(0, 8)}-${i}`, qty: '1' }));
    const ok = await exportCart(many, { cookie });
    expect(ok.status).toBe(200);
    expect((await sheetRows(ok.body as Buffer)).rows).toHaveLength(201);
    const tooMany = await exportCart(Array.from({ length: 501 }, () => ({ productId: 'A', qty: '1' })), { cookie });
    expect([400, 431]).toContain(tooMany.status);
    expect(['VALIDATION_FAILED', 'HEADERS_TOO_LARGE']).toContain(JSON.parse((tooMany.body as Buffer).toString('utf8')).error.code);
  });

  it('refuses guests with 401 notLoggedIn', async () => {
    const imported = await importFile(await workbook([HEADER, [1, PIECES]]));
    expect(imported.status).toBe(401);
    expect(imported.body.error.code).toBe('notLoggedIn');
    const exported = await exportCart([{ productId: PIECES, qty: '1' }]);
    expect(exported.status).toBe(401);
    expect(JSON.parse((exported.body as Buffer).toString('utf8')).error.code).toBe('notLoggedIn');
  });

  it('takes multipart bodies on the import only: elsewhere they stay 415', async () => {
    const res = await request(shop.baseUrl).post('/api/user/orders').set('apiCode', API_CODE).set('cookie', cookie).attach('file', Buffer.from('x'), 'a.xlsx');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('cart export and import switched off in the general config (sales.cartExportImport false)', () => {
  let server: ExtraServer;
  let cookie: string;

  beforeAll(async () => {
    // A shop without demo data keeps the default general config, where cart export and import are off.
    server = await startExtraServer('cartoff', { DEMO_DATA: 'false', SEED_PRODUCTS: '10', SHOP_ADMIN_EMAIL: 'admin@cartoff.example', SHOP_ADMIN_PASSWORD: 'Cart#Check2026x' });
    const other = new Shop(server.baseUrl, server.dataDir);
    expect((await other.init()).body.data.config.sales.cartExportImport).toBe(false);
    const { email, password } = await other.registerConfirmed(uniqueEmail('cartoff'));
    cookie = await other.loginCookie(email, password);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 403 cartExportImportDisabled to a logged-in customer, 401 to a guest', async () => {
    const imported = await importFile(await workbook([HEADER, [1, 'A']]), { cookie, baseUrl: server.baseUrl });
    expect(imported.status).toBe(403);
    expect(imported.body.error.code).toBe('cartExportImportDisabled');
    const exported = await exportCart([{ productId: 'A', qty: '1' }], { cookie, baseUrl: server.baseUrl });
    expect(exported.status).toBe(403);
    expect(JSON.parse((exported.body as Buffer).toString('utf8')).error.code).toBe('cartExportImportDisabled');
    expect((await importFile(await workbook([HEADER, [1, 'A']]), { baseUrl: server.baseUrl })).status).toBe(401);
  });

  it('keeps the server cart working', async () => {
    const res = await request(server.baseUrl).get('/api/sales/cart').set('apiCode', API_CODE).set('cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.cart).toBeNull();
  });
});
