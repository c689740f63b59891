import type { AuditEntry, AuditLog } from '../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../shared/unit-of-work';
import type { CatalogueChanges } from '../application/catalogue-changes';
import { ArticleOrdersPort } from '../domain/ports/article-orders.port';
import { ProductEditorRepository, type CatalogueFacts, type StoredProduct } from '../domain/ports/product-editor.repository.port';
import { EDITOR_LOCALES, type ProductDraft } from '../domain/product-editor';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The product editor's repository in memory: products with versions, revisions, known types, categories and values. */
export class FakeProductEditorRepository extends ProductEditorRepository {
  readonly products = new Map<string, StoredProduct>();
  readonly revisions = new Map<string, ProductDraft>();
  types = new Set(['hose']);
  categories = new Set(['hoses', 'fittings']);
  values = new Set([1, 2]);
  locks = 0;

  put(d: ProductDraft, version = 1): void {
    this.products.set(d.id, { draft: copy(d), version });
  }

  /** Someone else (the import) changes the product: the version moves, no revision is kept. */
  changeBehind(id: string, change: (d: ProductDraft) => void): void {
    const p = this.products.get(id)!;
    change(p.draft);
    p.version += 1;
  }

  async find(id: string): Promise<StoredProduct | null> {
    const p = this.products.get(id);
    return p ? copy(p) : null;
  }

  async revision(id: string, version: number): Promise<ProductDraft | null> {
    return copy(this.revisions.get(`${id}@${version}`) ?? null);
  }

  async facts(d: ProductDraft, ownId: string | null): Promise<CatalogueFacts> {
    const categoryIds = [...d.categoryIds, ...(d.canonicalCategoryId ? [d.canonicalCategoryId] : [])];
    return {
      productTypeKnown: this.types.has(d.productTypeId),
      unknownCategoryIds: categoryIds.filter((c) => !this.categories.has(c)),
      unknownAttributeValueIds: d.attributeValueIds.filter((v) => !this.values.has(v)),
      takenSlugs: EDITOR_LOCALES.filter((l) => [...this.products.values()].some((p) => p.draft.id !== ownId && p.draft.texts[l].slug === d.texts[l].slug)),
      articleNumberTaken: d.id !== ownId && this.products.has(d.id),
    };
  }

  async insert(d: ProductDraft): Promise<number> {
    this.put(d, 1);
    return 1;
  }

  async update(storedId: string, d: ProductDraft): Promise<number> {
    const version = this.products.get(storedId)!.version + 1;
    this.products.delete(storedId);
    this.put(d, version);
    return version;
  }

  async duplicate(sourceId: string, newId: string): Promise<number> {
    const source = copy(this.products.get(sourceId)!.draft);
    for (const l of EDITOR_LOCALES) source.texts[l].slug = `${source.texts[l].slug}-${newId.toLowerCase()}`;
    this.put({ ...source, id: newId, active: false }, 1);
    return 1;
  }

  async saveRevision(id: string, version: number, d: ProductDraft): Promise<void> {
    this.revisions.set(`${id}@${version}`, copy(d));
  }

  async lockWrites(): Promise<void> {
    this.locks += 1;
  }
}

export class FakeArticleOrders extends ArticleOrdersPort {
  readonly ordered = new Set<string>();
  async wasOrdered(articleNumber: string): Promise<boolean> {
    return this.ordered.has(articleNumber);
  }
}

/** Runs the work at once; what a failed run wrote is the test's to inspect (the real one rolls back). */
export class FakeUnitOfWork extends UnitOfWork {
  runs = 0;
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.runs += 1;
    return work();
  }
  async lock(): Promise<void> {}
}

export function fakeAudit(): { log: AuditLog; entries: AuditEntry[] } {
  const entries: AuditEntry[] = [];
  return { entries, log: { record: async (e: AuditEntry) => void entries.push(e) } as unknown as AuditLog };
}

export function fakeChanges(): { changes: CatalogueChanges; count: () => number } {
  let n = 0;
  return { changes: { changed: async () => void (n += 1) } as unknown as CatalogueChanges, count: () => n };
}

/** A valid product of the editor (a hose in category hoses). */
export function productDraft(overrides: Partial<ProductDraft> = {}): ProductDraft {
  return {
    id: 'KU-100',
    productTypeId: 'hose',
    texts: {
      de: { name: 'Schlauch', shortDescription: '', description: '', slug: 'schlauch' },
      en: { name: 'Hose', shortDescription: '', description: '', slug: 'hose' },
    },
    categoryIds: ['hoses'],
    canonicalCategoryId: 'hoses',
    attributeValueIds: [],
    priceCents: 1250,
    priceUnit: 1,
    unitOfQuantity: 'pieces',
    packagingUnit: '1',
    quantityInStock: '10',
    procurementTimeDays: 5,
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
