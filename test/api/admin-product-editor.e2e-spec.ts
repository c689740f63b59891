// The admin product editor (docs/decisions/0044-admin-product-editor.md): one product for editing, saves against
// the version the editor loaded (a stale one refused 409 with the fields changed since), create and duplicate,
// the catalogue's product rules (the import's) with message ids, an ordered article's number locked, every write
// audited and shown to buyers at once; every endpoint refused to guests (401) and customers (403).
import { cookiesOf, DEMO_CUSTOMER, ExtraServer, randomAddress, Shop, startExtraServer } from './identity-support';

const ADMIN = { email: 'editor.admin@firma-test.example', password: 'Editor#Admin2026' };

let server: ExtraServer;
let shop: Shop;
let admin = '';
let customer = '';

type Texts = { name: string; shortDescription: string; description: string; slug: string };
type Product = {
  id: string;
  productTypeId: string;
  texts: { de: Texts; en: Texts };
  categoryIds: string[];
  canonicalCategoryId: string | null;
  attributeValueIds: number[];
  priceCents: number;
  priceUnit: number;
  unitOfQuantity: string;
  packagingUnit: string;
  quantityInStock: string;
  procurementTimeDays: number;
  image: string | null;
  imageThumbnail: string | null;
  imageSmall: string | null;
  additionalImages: unknown[];
  files: unknown[];
  active: boolean;
  onlyOnRequest: boolean;
};
type Editable = { product: Product; version: number; articleNumberLocked: boolean };

const load = async (id: string): Promise<Editable> => {
  const res = await shop.get(`/api/admin/product-editor/products/${encodeURIComponent(id)}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.body.data as Editable;
};

/** The editor's body of a product (price in major units as the form sends it). */
const bodyOf = (p: Product, changes: Partial<Record<string, unknown>> = {}) => {
  const { priceCents, ...rest } = p;
  return { ...rest, price: (priceCents / 100).toFixed(2), ...changes };
};

const put = (storedId: string, body: unknown) => shop.put(`/api/admin/product-editor/products/${encodeURIComponent(storedId)}`, body, { cookie: admin });

/** An active product buyers can order, with its canonical category, not yet used by another test. */
const taken = new Set<string>();
async function someProduct(): Promise<Editable> {
  const list = (await shop.get('/api/admin/products?active=true&pageSize=100', { cookie: admin })).body.data.items as Array<{ id: string; onlyOnRequest: boolean }>;
  for (const item of list) {
    if (item.onlyOnRequest || taken.has(item.id)) continue;
    const e = await load(item.id);
    if (e.product.canonicalCategoryId && !e.articleNumberLocked) {
      taken.add(item.id);
      return e;
    }
  }
  throw new Error('no product to edit');
}

beforeAll(async () => {
  server = await startExtraServer('admin_product_editor', { DEMO_DATA: 'true', SEED_PRODUCTS: '60', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password });
  shop = new Shop(server.baseUrl, server.dataDir);
  const res = await shop.post('/api/admin/login', { ...ADMIN, locale: 'de' }, { ip: randomAddress() });
  expect(res.status).toBe(200);
  admin = `shop_admin_session=${cookiesOf(res).shop_admin_session.value}`;
  customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('admin product editor', () => {
  it('every endpoint answers a guest 401 adminNotLoggedIn and a customer 403 adminForbidden', async () => {
    const { product, version } = await someProduct();
    const calls: Array<(cookie?: string) => Promise<{ status: number; body: { error?: { code: string } } }>> = [
      (cookie) => shop.get('/api/admin/product-editor/options', { cookie }),
      (cookie) => shop.get(`/api/admin/product-editor/products/${product.id}`, { cookie }),
      (cookie) => shop.post('/api/admin/product-editor/products', bodyOf({ ...product, id: 'GUARD-1' }), { cookie }),
      (cookie) => shop.put(`/api/admin/product-editor/products/${product.id}`, bodyOf(product, { version }), { cookie }),
      (cookie) => shop.post(`/api/admin/product-editor/products/${product.id}/duplicate`, { id: 'GUARD-2' }, { cookie }),
    ];
    for (const call of calls) {
      const guest = await call();
      expect([guest.status, guest.body.error?.code]).toEqual([401, 'adminNotLoggedIn']);
      const refused = await call(customer);
      expect([refused.status, refused.body.error?.code]).toEqual([403, 'adminForbidden']);
    }
    // Nothing was written by the refused calls.
    expect((await load(product.id)).version).toBe(version);
    expect((await shop.get('/api/admin/product-editor/products/GUARD-1', { cookie: admin })).status).toBe(404);
    expect((await shop.get('/api/admin/product-editor/products/GUARD-2', { cookie: admin })).status).toBe(404);
  });

  it('answers the editor’s choices and 404 adProductUnknown for an unknown article', async () => {
    const options = (await shop.get('/api/admin/product-editor/options', { cookie: admin })).body.data;
    expect(options.productTypes.length).toBeGreaterThan(0);
    expect(options.categories.length).toBeGreaterThan(0);
    expect(options.units).toEqual(expect.arrayContaining(['pieces', 'meters']));
    const unknown = await shop.get('/api/admin/product-editor/products/NO-SUCH-ARTICLE', { cookie: admin });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'adProductUnknown']);
  });

  it('an edit of price and texts shows at once in the buyer’s product answer and the category list, in both languages; it is audited', async () => {
    const { product, version } = await someProduct();
    const marker = `Editortest ${Date.now()}`;
    const texts = {
      de: { ...product.texts.de, name: `${marker} DE`, shortDescription: 'Kurz und neu' },
      en: { ...product.texts.en, name: `${marker} EN`, shortDescription: 'Short and new' },
    };
    const saved = await put(product.id, bodyOf(product, { version, texts, price: '123.45' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ id: product.id, version: version + 1 });
    // The buyer's answers right after the save (no waiting): product detail and list item, both languages.
    const de = (await shop.get(`/api/catalogue/products/${encodeURIComponent(product.id)}?locale=de`)).body.data;
    expect([de.name, de.shortDescription, de.priceInfo.price]).toEqual([`${marker} DE`, 'Kurz und neu', 12345]);
    const en = (await shop.get(`/api/catalogue/products/${encodeURIComponent(product.id)}?locale=en`)).body.data;
    expect([en.name, en.shortDescription, en.priceInfo.price]).toEqual([`${marker} EN`, 'Short and new', 12345]);
    const byIds = (await shop.post('/api/catalogue/products/by-ids', { ids: [product.id], locale: 'en' })).body.data.items;
    expect(byIds).toEqual([expect.objectContaining({ id: product.id, name: `${marker} EN` })]);
    const list = await shop.get(`/api/catalogue/categories/${encodeURIComponent(product.canonicalCategoryId!)}/products?locale=de&listSearch=${encodeURIComponent(marker)}`);
    expect(list.status).toBe(200);
    const items = (list.body.data.items ?? list.body.data.products ?? []) as Array<{ id: string; name: string; priceInfo: { price: number } }>;
    expect(items.find((i) => i.id === product.id)).toMatchObject({ name: `${marker} DE`, priceInfo: { price: 12345 } });
    // The audit log has the change with before and after.
    const audit = (await shop.get(`/api/admin/audit-log?entity=product&entityId=${encodeURIComponent(product.id)}`, { cookie: admin })).body.data.items;
    expect(audit[0]).toMatchObject({ action: 'product.update', entity: 'product', entityId: product.id, before: { priceCents: product.priceCents }, after: { priceCents: 12345 } });
  });

  it('two saves of one version in parallel: exactly one 200, the other 409 with the fields changed since', async () => {
    const { product, version } = await someProduct();
    const [a, b] = await Promise.all([put(product.id, bodyOf(product, { version, price: '11.11' })), put(product.id, bodyOf(product, { version, price: '22.22' }))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    const won = a.status === 200 ? '11.11' : '22.22';
    expect(refused.body.error.code).toBe('adProductVersionConflict');
    // The version it loaded was not made by the editor: the fields where the stored product differs from the refused draft.
    expect(Object.keys(refused.body.error.fields)).toEqual(['price']);
    const now = await load(product.id);
    expect([now.version, (now.product.priceCents / 100).toFixed(2)]).toEqual([version + 1, won]);
    // Saved once more from the winner's version, a third save from the stale one names what changed since (by the editor's revision).
    const later = await put(product.id, bodyOf(now.product, { version: now.version, texts: { ...now.product.texts, de: { ...now.product.texts.de, name: 'Neu benannt' } } }));
    expect(later.status).toBe(200);
    const stale = await put(product.id, bodyOf(now.product, { version: now.version, price: '33.33' }));
    expect([stale.status, stale.body.error.code, stale.body.error.fields]).toEqual([409, 'adProductVersionConflict', { 'name.de': 'adProductChangedSince' }]);
  });

  it('refuses a negative price, an unknown category, an increment of 0 and a slug in use with message ids, changing nothing', async () => {
    const { product, version } = await someProduct();
    const other = await someProduct();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ price: '-1.00' }, { price: 'adImportNegative' }],
      [{ categoryIds: [...product.categoryIds, 'no-such-category'] }, { categoryIds: 'adProductUnknownCategory' }],
      [{ packagingUnit: '0' }, { packagingUnit: 'adProductIncrementZero' }],
      [{ priceUnit: 0 }, { priceUnit: 'adImportPriceUnit' }],
      [{ texts: { ...product.texts, de: { ...product.texts.de, slug: other.product.texts.de.slug } } }, { 'slug.de': 'adProductSlugTaken' }],
      [{ texts: { ...product.texts, en: { ...product.texts.en, slug: 'Nicht Gültig' } } }, { 'slug.en': 'adImportSlug' }],
    ];
    for (const [change, fields] of cases) {
      const res = await put(product.id, bodyOf(product, { version, ...change }));
      expect([res.status, res.body.error.code, res.body.error.fields]).toEqual([400, 'VALIDATION_FAILED', fields]);
    }
    // Malformed input is refused by the DTO with message ids, never a 5xx.
    const malformed = await put(product.id, { ...bodyOf(product, { version }), price: '12,3456', extra: 1 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toMatchObject({ price: 'adProductPriceFormat' });
    expect((await load(product.id)).version).toBe(version);
  });

  it('creates a product and duplicates it (inactive copy, slugs made unique); taken article numbers are refused', async () => {
    const { product } = await someProduct();
    const texts = {
      de: { name: 'Neuer Artikel', shortDescription: 'kurz', description: 'lang', slug: 'neuer-artikel-ed' },
      en: { name: 'New article', shortDescription: 'short', description: 'long', slug: 'new-article-ed' },
    };
    const created = await shop.post('/api/admin/product-editor/products', bodyOf({ ...product, id: 'ED-NEW-1', texts, active: true }, { price: '9.99' }), { cookie: admin });
    expect([created.status, created.body.data]).toEqual([201, { id: 'ED-NEW-1', version: expect.any(Number) }]);
    const buyer = (await shop.get('/api/catalogue/products/ED-NEW-1?locale=en')).body.data;
    expect([buyer.name, buyer.priceInfo.price]).toEqual(['New article', 999]);
    const again = await shop.post('/api/admin/product-editor/products', bodyOf({ ...product, id: 'ED-NEW-1', texts }), { cookie: admin });
    expect([again.status, again.body.error.fields.id]).toEqual([400, 'adProductArticleNumberTaken']);

    const copy = await shop.post('/api/admin/product-editor/products/ED-NEW-1/duplicate', { id: 'ED-NEW-2' }, { cookie: admin });
    expect([copy.status, copy.body.data.id]).toEqual([201, 'ED-NEW-2']);
    const copied = await load('ED-NEW-2');
    expect(copied.product).toMatchObject({ active: false, priceCents: 999, categoryIds: product.categoryIds, texts: { de: { name: 'Neuer Artikel', slug: 'neuer-artikel-ed-ed-new-2' } } });
    const taken = await shop.post('/api/admin/product-editor/products/ED-NEW-1/duplicate', { id: 'ED-NEW-2' }, { cookie: admin });
    expect([taken.status, taken.body.error.fields.id]).toEqual([400, 'adProductArticleNumberTaken']);
    const unknown = await shop.post('/api/admin/product-editor/products/NO-SUCH/duplicate', { id: 'ED-NEW-9' }, { cookie: admin });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'adProductUnknown']);
    // A never ordered article may get another number.
    const renamed = await put('ED-NEW-2', bodyOf(copied.product, { version: copied.version, id: 'ED-NEW-3' }));
    expect([renamed.status, renamed.body.data.id]).toEqual([200, 'ED-NEW-3']);
    expect((await shop.get('/api/admin/product-editor/products/ED-NEW-2', { cookie: admin })).status).toBe(404);
    expect((await load('ED-NEW-3')).product.texts.de.name).toBe('Neuer Artikel');
    const actions = (await shop.get('/api/admin/audit-log?entity=product&pageSize=100', { cookie: admin })).body.data.items.map((e: { action: string; entityId: string }) => `${e.action} ${e.entityId}`);
    expect(actions).toEqual(expect.arrayContaining(['product.create ED-NEW-1', 'product.duplicate ED-NEW-2', 'product.update ED-NEW-3']));
  });

  it('an ordered article keeps its article number', async () => {
    const orders = (await shop.get('/api/admin/orders?pageSize=5', { cookie: admin })).body.data.items as Array<{ id: number }>;
    expect(orders.length).toBeGreaterThan(0);
    const detail = (await shop.get(`/api/admin/orders/${orders[0].id}`, { cookie: admin })).body.data;
    const ordered = (detail.order.positions as Array<{ product: { id: string }; customProductType: string | null }>).find((p) => p.customProductType === null)!.product.id;
    const editable = await load(ordered);
    expect(editable.articleNumberLocked).toBe(true);
    const renamed = await put(ordered, bodyOf(editable.product, { version: editable.version, id: `${ordered}-X` }));
    expect([renamed.status, renamed.body.error.fields]).toEqual([400, { id: 'adProductArticleNumberLocked' }]);
    // Its other fields still change.
    expect((await put(ordered, bodyOf(editable.product, { version: editable.version, quantityInStock: '77' }))).status).toBe(200);
  });
});
