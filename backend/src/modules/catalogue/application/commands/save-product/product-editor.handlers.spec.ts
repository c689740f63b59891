import { FakeArticleOrders, FakeProductEditorRepository, FakeUnitOfWork, fakeAudit, fakeChanges, productDraft } from '../../../testing/product-editor-fakes';
import { CreateProductHandler } from '../create-product/create-product.handler';
import { DuplicateProductHandler } from '../duplicate-product/duplicate-product.handler';
import { SaveProductHandler } from './save-product.handler';

function setup() {
  const repo = new FakeProductEditorRepository();
  const orders = new FakeArticleOrders();
  const uow = new FakeUnitOfWork();
  const audit = fakeAudit();
  const changes = fakeChanges();
  repo.put(productDraft(), 3);
  return {
    repo,
    orders,
    audit,
    changes,
    save: new SaveProductHandler(uow, repo, orders, audit.log, changes.changes),
    create: new CreateProductHandler(uow, repo, audit.log, changes.changes),
    duplicate: new DuplicateProductHandler(uow, repo, audit.log, changes.changes),
  };
}

describe('the product editor’s commands', () => {
  it('a save at the loaded version writes, keeps a revision, audits before and after and announces the change', async () => {
    const { save, repo, audit, changes } = setup();
    const result = await save.execute({ adminId: 7, storedId: 'KU-100', version: 3, draft: productDraft({ priceCents: 1990 }) });
    expect(result).toEqual({ ok: true, value: { id: 'KU-100', version: 4 } });
    expect(repo.products.get('KU-100')?.draft.priceCents).toBe(1990);
    expect(repo.revisions.get('KU-100@4')?.priceCents).toBe(1990);
    expect(audit.entries).toEqual([expect.objectContaining({ adminId: 7, action: 'product.update', entity: 'product', entityId: 'KU-100' })]);
    expect([(audit.entries[0].before as { priceCents: number }).priceCents, (audit.entries[0].after as { priceCents: number }).priceCents]).toEqual([1250, 1990]);
    expect(changes.count()).toBe(1);
  });

  it('a save against a newer version is refused with the fields changed since that version', async () => {
    const { save, repo, audit, changes } = setup();
    await save.execute({ adminId: 7, storedId: 'KU-100', version: 3, draft: productDraft({ priceCents: 1990 }) });
    // A second admin loaded version 4 as well; the first saves a new name: the second's save names it.
    const first = productDraft({ priceCents: 1990 });
    first.texts.de.name = 'Neuer Name';
    expect((await save.execute({ adminId: 7, storedId: 'KU-100', version: 4, draft: first })).ok).toBe(true);
    const stale = await save.execute({ adminId: 8, storedId: 'KU-100', version: 4, draft: productDraft({ priceCents: 500 }) });
    expect(stale).toEqual({ ok: false, error: { code: 'adProductVersionConflict', version: 5, fields: { 'name.de': 'adProductChangedSince' } } });
    expect(repo.products.get('KU-100')?.draft.priceCents).toBe(1990);
    expect(audit.entries).toHaveLength(2);
    expect(changes.count()).toBe(2);
  });

  it('a version made by the import (no revision) lists where the stored product differs from the draft', async () => {
    const { save, repo } = setup();
    repo.changeBehind('KU-100', (d) => (d.quantityInStock = '99'));
    const stale = await save.execute({ adminId: 7, storedId: 'KU-100', version: 3, draft: productDraft({ priceCents: 5 }) });
    expect(stale.ok ? null : stale.error.code === 'adProductVersionConflict' && Object.keys(stale.error.fields)).toEqual(['price', 'quantityInStock']);
  });

  it('refuses the product rules and the catalogue’s facts by field, writing nothing', async () => {
    const { save, repo, audit } = setup();
    repo.put(productDraft({ id: 'OTHER', texts: { de: { name: 'A', shortDescription: '', description: '', slug: 'belegt' }, en: { name: 'A', shortDescription: '', description: '', slug: 'taken' } } }));
    const negative = await save.execute({ adminId: 7, storedId: 'KU-100', version: 3, draft: productDraft({ priceCents: -1, packagingUnit: '0' }) });
    expect(negative).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', fields: { price: 'adImportNegative', packagingUnit: 'adProductIncrementZero' } } });
    const d = productDraft({ categoryIds: ['hoses', 'nowhere'], productTypeId: 'ghost', attributeValueIds: [99] });
    d.texts.de.slug = 'belegt';
    const facts = await save.execute({ adminId: 7, storedId: 'KU-100', version: 3, draft: d });
    expect(facts).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { productTypeId: 'adProductUnknownType', categoryIds: 'adProductUnknownCategory', attributeValueIds: 'adProductUnknownAttribute', 'slug.de': 'adProductSlugTaken' } },
    });
    expect(repo.products.get('KU-100')?.version).toBe(3);
    expect(audit.entries).toEqual([]);
  });

  it('renames an article never ordered; an ordered one keeps its number', async () => {
    const { save, repo, orders } = setup();
    orders.ordered.add('KU-100');
    expect(await save.execute({ adminId: 7, storedId: 'KU-100', version: 3, draft: productDraft({ id: 'KU-200' }) })).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', fields: { id: 'adProductArticleNumberLocked' } } });
    orders.ordered.clear();
    expect(await save.execute({ adminId: 7, storedId: 'KU-100', version: 3, draft: productDraft({ id: 'KU-200' }) })).toEqual({ ok: true, value: { id: 'KU-200', version: 4 } });
    expect([...repo.products.keys()]).toEqual(['KU-200']);
  });

  it('an unknown product is answered as such', async () => {
    const { save } = setup();
    expect(await save.execute({ adminId: 7, storedId: 'NOPE', version: 1, draft: productDraft({ id: 'NOPE' }) })).toEqual({ ok: false, error: { code: 'adProductUnknown' } });
  });

  it('creates a product with a free article number; a taken one is refused', async () => {
    const { create, repo, audit } = setup();
    const taken = await create.execute({ adminId: 7, draft: productDraft() });
    expect(taken).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', fields: { id: 'adProductArticleNumberTaken', 'slug.de': 'adProductSlugTaken', 'slug.en': 'adProductSlugTaken' } } });
    const d = productDraft({ id: 'NEU-1' });
    d.texts.de.slug = 'neu';
    d.texts.en.slug = 'new';
    expect(await create.execute({ adminId: 7, draft: d })).toEqual({ ok: true, value: { id: 'NEU-1', version: 1 } });
    expect(repo.products.has('NEU-1')).toBe(true);
    expect(audit.entries.map((e) => [e.action, e.entityId, e.before])).toEqual([['product.create', 'NEU-1', null]]);
  });

  it('duplicates to a new article number (inactive copy), audited; refuses a taken or invalid number and an unknown source', async () => {
    const { duplicate, repo, audit } = setup();
    expect(await duplicate.execute({ adminId: 7, sourceId: 'KU-100', newId: 'KU-100' })).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', fields: { id: 'adProductArticleNumberTaken' } } });
    expect(await duplicate.execute({ adminId: 7, sourceId: 'KU-100', newId: 'a/b' })).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', fields: { id: 'adImportArticleNumber' } } });
    expect(await duplicate.execute({ adminId: 7, sourceId: 'NOPE', newId: 'KU-101' })).toEqual({ ok: false, error: { code: 'adProductUnknown' } });
    expect(await duplicate.execute({ adminId: 7, sourceId: 'KU-100', newId: 'KU-101' })).toEqual({ ok: true, value: { id: 'KU-101', version: 1 } });
    expect(repo.products.get('KU-101')?.draft).toMatchObject({ active: false, priceCents: 1250 });
    expect(audit.entries.map((e) => [e.action, e.entityId])).toEqual([['product.duplicate', 'KU-101']]);
  });
});
