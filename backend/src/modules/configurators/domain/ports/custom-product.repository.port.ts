import type { CustomProductType } from '@shop/domain/cart';

/** A stored custom product: the id and the canonical flat configuration it stands for. */
export interface StoredCustomProduct {
  readonly id: string;
  readonly type: CustomProductType;
  readonly key: string;
  readonly configuration: Readonly<Record<string, string | number | boolean | null>>;
}

/** Where custom product ids and their configurations are kept (table custom_product). */
export abstract class CustomProductRepository {
  abstract findById(id: string): Promise<StoredCustomProduct | null>;
  abstract findByKey(type: CustomProductType, key: string): Promise<StoredCustomProduct | null>;
  /**
   * Stores the row unless its (type, key) or its id is taken. Answers 'inserted', or 'keyTaken' when the
   * same configuration was stored meanwhile (read it by key), or 'idTaken' when another configuration
   * holds this id (try the next attempt).
   */
  abstract insert(row: StoredCustomProduct): Promise<'inserted' | 'keyTaken' | 'idTaken'>;
}
