import type { CatalogueFacts, ProductDraft } from '../product-editor';

export type { CatalogueFacts };

export interface StoredProduct {
  draft: ProductDraft;
  version: number;
}

/**
 * The admin editor's access to the catalogue's product tables. Writes join the running unit of work;
 * `find(…, true)` locks the product row until it commits.
 */
export abstract class ProductEditorRepository {
  abstract find(id: string, forUpdate?: boolean): Promise<StoredProduct | null>;
  /** The product as the editor saved it at a version (null when that version was not saved by the editor). */
  abstract revision(id: string, version: number): Promise<ProductDraft | null>;
  abstract facts(draft: ProductDraft, ownId: string | null): Promise<CatalogueFacts>;
  /** Inserts a new product; answers its version. */
  abstract insert(draft: ProductDraft): Promise<number>;
  /** Writes the draft over the product `storedId` (renaming it when the draft's id differs); answers the new version. */
  abstract update(storedId: string, draft: ProductDraft): Promise<number>;
  /** Copies a product with every column and relation to a new article number (inactive, slugs made unique); answers its version. */
  abstract duplicate(sourceId: string, newId: string): Promise<number>;
  abstract saveRevision(id: string, version: number, draft: ProductDraft): Promise<void>;
  /** Serialises the editor's writes (uniqueness checks and writes happen under it). */
  abstract lockWrites(): Promise<void>;
}
