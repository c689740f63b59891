// The admin's product management list (docs/rules/screens-and-routes.md#admin-tools: "product management lists with search and sort"):
// every product, inactive ones too, found by article number or name, filtered, sorted and paged; refused to
// guests and customers (the admin access test covers the run-out session for every admin operation).
import { cookiesOf, DEMO_CUSTOMER, ExtraServer, randomAddress, Shop, startExtraServer } from './identity-support';

const ADMIN = { email: 'produkte.admin@firma-test.example', password: 'Produkt#Admin2026' };

let server: ExtraServer;
let shop: Shop;
let admin = '';
let customer = '';

type Item = { id: string; name: { de: string; en: string }; productTypeId: string; productTypeName: string; price: number; active: boolean; quantityInStock: string; createdAt: string };
const list = async (query = '') => {
  const res = await shop.get(`/api/admin/products${query}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.body.data as { items: Item[]; total: number; page: number; pageSize: number };
};

beforeAll(async () => {
  server = await startExtraServer('admin_products', { DEMO_DATA: 'true', SEED_PRODUCTS: '60', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password });
  shop = new Shop(server.baseUrl, server.dataDir);
  const res = await shop.post('/api/admin/login', { ...ADMIN, locale: 'de' }, { ip: randomAddress() });
  expect(res.status).toBe(200);
  admin = `shop_admin_session=${cookiesOf(res).shop_admin_session.value}`;
  customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('admin product list', () => {
  it('a guest gets 401, a customer 403', async () => {
    expect((await shop.get('/api/admin/products')).body.error.code).toBe('adminNotLoggedIn');
    const refused = await shop.get('/api/admin/products', { cookie: customer });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'adminForbidden']);
  });

  it('names each product type by its label in the list\'s language, not by its code', async () => {
    const de = await list('?pageSize=50&locale=de');
    const en = await list('?pageSize=50&locale=en');
    const hoseDe = de.items.find((p) => p.productTypeId === 'hose') ?? de.items[0];
    const hoseEn = en.items.find((p) => p.id === hoseDe.id)!;
    expect(hoseDe.productTypeName).not.toBe(hoseDe.productTypeId);
    expect(hoseEn.productTypeName).not.toBe(hoseEn.productTypeId);
    expect(hoseDe.productTypeName).not.toBe(hoseEn.productTypeName);
  });

  it('lists every product, inactive ones too, paged by article number', async () => {
    const first = await list('?pageSize=10');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const ids = first.items.map((p) => p.id);
    expect(ids).toEqual([...ids].sort());
    const second = await list('?pageSize=10&page=2');
    expect(second.items[0].id > ids[9]).toBe(true);
    const all = await list(`?pageSize=200`);
    expect(all.items.length).toBe(Math.min(200, all.total));
    // Deactivate one product through the import, as an owner does: it stays in the list, marked inactive.
    const target = first.items[0].id;
    const file = Buffer.from(JSON.stringify({ rows: [{ id: target, active: false }] }));
    const boundary = 'x-boundary-products';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="p.json"\r\ncontent-type: application/json\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await shop.post('/api/admin/import-export/uploads', {}, { cookie: admin }).set('content-type', `multipart/form-data; boundary=${boundary}`).send(body);
    expect(up.status).toBe(200);
    const job = await shop.post('/api/admin/import-export/imports', { uploadId: up.body.data.uploadId, type: 'products', mode: 'update', dryRun: false }, { cookie: admin });
    expect(job.status).toBe(202);
    for (let i = 0; i < 100; i++) {
      const state = (await shop.get(`/api/admin/jobs/${job.body.data.id}`, { cookie: admin })).body.data.state;
      if (state === 'done') break;
      expect(state).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 50));
    }
    const inactive = await list('?active=false');
    expect(inactive.items.map((p) => p.id)).toContain(target);
    expect(inactive.items.every((p) => !p.active)).toBe(true);
    expect((await list('?active=true')).items.map((p) => p.id)).not.toContain(target);
    // Searching its article number finds it (and any article whose number contains it), still marked inactive.
    expect((await list(`?q=${encodeURIComponent(target)}`)).items.find((p) => p.id === target)).toMatchObject({ active: false });
  });

  it('finds by part of the article number or of the name, in either language', async () => {
    const [sample] = (await list('?pageSize=1&page=3')).items;
    const part = sample.id.slice(0, Math.max(3, sample.id.length - 2)).toLowerCase();
    const byId = await list(`?q=${encodeURIComponent(part)}&pageSize=200`);
    expect(byId.items.map((p) => p.id)).toContain(sample.id);
    expect(byId.items.every((p) => p.id.toLowerCase().includes(part) || p.name.de.toLowerCase().includes(part) || p.name.en.toLowerCase().includes(part))).toBe(true);
    const word = sample.name.en.split(/\s+/).find((w) => w.length >= 4)!;
    const byName = await list(`?q=${encodeURIComponent(word.toLowerCase())}&pageSize=200`);
    expect(byName.items.map((p) => p.id)).toContain(sample.id);
    expect((await list('?q=zzzz-kein-produkt')).total).toBe(0);
  });

  it('sorts by price, name, stock and creation, both ways', async () => {
    const prices = (await list('?sort=price&pageSize=200')).items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await list('?sort=price&dir=desc&pageSize=200')).items.map((p) => p.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    // Names in the database's collation: descending is exactly ascending reversed (ties broken by article number).
    const byName = (await list('?sort=name&locale=en&pageSize=200')).items.map((p) => p.id);
    const byNameDown = (await list('?sort=name&dir=desc&locale=en&pageSize=200')).items.map((p) => p.id);
    expect(byNameDown).toEqual([...byName].reverse());
    expect(byName).not.toEqual((await list('?pageSize=200')).items.map((p) => p.id));
    const stock = (await list('?sort=stock&pageSize=200')).items.map((p) => Number(p.quantityInStock));
    expect(stock).toEqual([...stock].sort((a, b) => a - b));
  });

  it('refuses bad parameters with a message id per field', async () => {
    const bad = await shop.get('/api/admin/products?sort=farbe&active=vielleicht&pageSize=500', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ sort: 'invalidValue', active: 'invalidValue', pageSize: 'invalidPageSize' });
  });
});
