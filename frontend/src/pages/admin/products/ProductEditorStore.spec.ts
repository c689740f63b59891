import type { EditorProduct, MediaFile, ProductEditorOptions } from '../../../api/product-editor-contracts';
import { FakeApi, fail, flush, ok } from '../../../test-support/fake-api';
import { apiDecimal, inputOf, ProductEditorStore } from './ProductEditorStore';

const OPTIONS: ProductEditorOptions = {
  productTypes: [{ id: 'hose', name: { de: 'Schlauch', en: 'Hose' }, decimal: true, minimum: '0.5', increment: null }],
  categories: [
    { id: 'c1', parentId: null, name: { de: 'Schläuche', en: 'Hoses' } },
    { id: 'c2', parentId: null, name: { de: 'Armaturen', en: 'Fittings' } },
  ],
  attributes: [{ id: 'material', heading: { de: 'Material', en: 'Material' }, values: [{ id: 7, code: 'nbr', label: { de: 'NBR', en: 'NBR' } }, { id: 8, code: 'epdm', label: { de: 'EPDM', en: 'EPDM' } }] }],
  units: ['pieces', 'meters'],
};

function product(overrides: Partial<EditorProduct> = {}): EditorProduct {
  return {
    id: 'A-1',
    productTypeId: 'hose',
    texts: {
      de: { name: 'Schlauch', shortDescription: 'kurz', description: 'lang', slug: 'schlauch' },
      en: { name: 'Hose', shortDescription: 'short', description: 'long', slug: 'hose' },
    },
    categoryIds: ['c1'],
    canonicalCategoryId: 'c1',
    attributeValueIds: [7],
    priceCents: 1250,
    priceUnit: 1,
    unitOfQuantity: 'meters',
    packagingUnit: '0.5',
    quantityInStock: '12.5',
    procurementTimeDays: 3,
    image: null,
    imageThumbnail: null,
    imageSmall: null,
    additionalImages: [],
    files: [],
    active: true,
    onlyOnRequest: false,
    ...overrides,
  };
}

function setup() {
  let stored = { product: product(), version: 4 };
  const api = new FakeApi()
    .onGet('/api/admin/product-editor/options', () => ok(OPTIONS))
    .onGet('/api/admin/product-editor/products/{id}', ({ params }) =>
      params?.path.id === stored.product.id ? ok({ ...stored, articleNumberLocked: true }) : fail('adProductUnknown', 404),
    )
    .onPut('/api/admin/product-editor/products/{id}', ({ body }) => {
      if (!body) return fail('VALIDATION_FAILED', 400);
      if (body.version !== stored.version) return fail('adProductVersionConflict', 409, { price: 'adProductChangedSince', 'name.de': 'adProductChangedSince' });
      if (body.price.startsWith('-')) return fail('VALIDATION_FAILED', 400, { price: 'adImportNegative' });
      stored = { product: { ...stored.product, priceCents: Math.round(Number(body.price) * 100) }, version: stored.version + 1 };
      return ok({ id: body.id, version: stored.version });
    })
    .onPost('/api/admin/product-editor/products', ({ body }) => (body?.categoryIds.includes('nope') ? fail('VALIDATION_FAILED', 400, { categoryIds: 'adProductUnknownCategory' }) : ok({ id: body?.id ?? '', version: 1 })))
    .onPost('/api/admin/product-editor/products/{id}/duplicate', ({ body }) => (body?.id === 'A-1' ? fail('VALIDATION_FAILED', 400, { id: 'adProductArticleNumberTaken' }) : ok({ id: body?.id ?? '', version: 1 })))
    .onGet('/api/admin/media', () => ok({ items: [{ key: 'uploads/pump.jpg', name: 'pump.jpg', size: 1, modifiedAt: '2026-01-01T00:00:00.000Z', url: '/media/uploads/pump.jpg', variants: { thumb: '/media/uploads/pump.thumb.webp', small: '/media/uploads/pump.small.webp' } }] as MediaFile[], total: 1 }));
  const opened: string[] = [];
  const loggedOut = jest.fn();
  const store = new ProductEditorStore(api, loggedOut, (pid) => opened.push(pid));
  return { api, store, opened, loggedOut, changeBehindTheScenes: () => (stored = { ...stored, version: stored.version + 1 }) };
}

describe('ProductEditorStore', () => {
  it('loads the product and the choices; numbers in the admin’s notation, the article number locked once ordered', async () => {
    const { store } = setup();
    await store.show('A-1', 'de');
    expect(store.status).toBe('loaded');
    expect(store.form.price).toBe('12,50');
    expect(store.form.quantityInStock).toBe('12,5');
    expect(store.version).toBe(4);
    expect(store.articleNumberLocked).toBe(true);
    expect(store.quantityRule?.minimum).toBe('0.5');
    expect(store.attributeValueOf('material')).toBe(7);
  });

  it('an unknown product shows its message', async () => {
    const { store } = setup();
    await store.show('X', 'en');
    expect([store.status, store.loadError]).toEqual(['error', 'adProductUnknown']);
  });

  it('saves with the version it loaded and keeps the new version', async () => {
    const { store, api } = setup();
    await store.show('A-1', 'de');
    store.setField('price', '19,90');
    await store.save();
    const [put] = api.callsTo('/api/admin/product-editor/products/{id}').filter((c) => c.method === 'PUT');
    expect(put.body).toMatchObject({ price: '19.90', version: 4, quantityInStock: '12.5', packagingUnit: '0.5' });
    expect(store.notice).toEqual({ tone: 'success', id: 'adProductSaved' });
    expect(store.version).toBe(5);
  });

  it('shows a refusal next to its field', async () => {
    const { store } = setup();
    await store.show('A-1', 'de');
    store.setField('price', '-1');
    await store.save();
    expect(store.fieldErrors).toEqual({ price: 'adImportNegative' });
    expect(store.notice).toEqual({ tone: 'error', id: 'adProductFixFields' });
    store.setField('price', '2');
    expect(store.fieldErrors).toEqual({});
  });

  it('a save against a newer version names the changed fields and reloads on request', async () => {
    const { store, changeBehindTheScenes } = setup();
    await store.show('A-1', 'de');
    changeBehindTheScenes();
    store.setField('price', '30');
    await store.save();
    expect(store.conflict).toEqual(['price', 'name.de']);
    expect(store.notice?.id).toBe('adProductVersionConflict');
    await store.reload();
    expect(store.conflict).toBeNull();
    expect(store.version).toBe(5);
    expect(store.form.price).toBe('12,50');
  });

  it('creates a new product and opens it; a refused category shows by its field', async () => {
    const { store, opened } = setup();
    await store.show(null, 'en');
    expect(store.isNew).toBe(true);
    expect(store.form.productTypeId).toBe('hose');
    store.setField('id', 'NEW-1');
    store.setField('price', '1,234.50');
    expect(inputOf(store.form).price).toBe('1234.50');
    store.toggleCategory('nope');
    await store.save();
    expect(store.fieldErrors.categoryIds).toBe('adProductUnknownCategory');
    expect(opened).toEqual([]);
    store.toggleCategory('nope');
    store.toggleCategory('c2');
    expect(store.form.canonicalCategoryId).toBe('c2');
    expect(store.fieldErrors).toEqual({});
    await store.save();
    expect(opened).toEqual(['NEW-1']);
    expect(store.pid).toBe('NEW-1');
    expect(store.notice?.id).toBe('adProductCreated');
  });

  it('duplicates to a new article number; a taken one is refused by the copy’s field', async () => {
    const { store, opened } = setup();
    await store.show('A-1', 'de');
    store.setDuplicateId('A-1');
    await store.duplicate();
    expect(store.fieldErrors.duplicateId).toBe('adProductArticleNumberTaken');
    store.setDuplicateId('A-2');
    await store.duplicate();
    expect(opened).toEqual(['A-2']);
    // The page then shows the copy, still saying it was made.
    void store.show('A-2', 'de');
    expect(store.notice).toEqual({ tone: 'success', id: 'adProductDuplicated', values: { id: 'A-2' } });
  });

  it('picks pictures and downloads from the media library', async () => {
    const { store } = setup();
    await store.show('A-1', 'de');
    store.openPicker('image');
    await flush();
    store.choose(store.picker!.items[0]);
    expect([store.form.image, store.form.imageThumbnail, store.form.imageSmall]).toEqual(['/media/uploads/pump.jpg', '/media/uploads/pump.thumb.webp', '/media/uploads/pump.small.webp']);
    expect(store.picker).toBeNull();
    store.openPicker('files');
    await flush();
    store.choose(store.picker!.items[0]);
    expect(store.form.files).toEqual([{ href: '/media/uploads/pump.jpg', name: 'pump.jpg', filetype: 'jpg' }]);
    store.removeFile(0);
    expect(store.form.files).toEqual([]);
  });

  it('a malformed whole number is named before anything is sent', async () => {
    const { store, api } = setup();
    await store.show('A-1', 'de');
    store.setField('priceUnit', '1,5');
    await store.save();
    expect(store.fieldErrors.priceUnit).toBe('adImportPriceUnit');
    expect(api.callsTo('/api/admin/product-editor/products/{id}').filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('reads decimals typed in either notation', () => {
    expect(apiDecimal('1.234,5')).toBe('1234.5');
    expect(apiDecimal('1,234.5')).toBe('1234.5');
    expect(apiDecimal(' 12 ')).toBe('12');
  });
});
