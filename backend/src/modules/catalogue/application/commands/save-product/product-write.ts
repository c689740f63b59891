import { err, ok, type Result } from '@shop/domain';

export { factProblems } from '../../../domain/product-editor';

/** A refused product write: the field-wise rules (400), the version moved (409, the changed fields), an unknown product (404). */
export type ProductWriteError =
  | { code: 'VALIDATION_FAILED'; fields: Record<string, string> }
  | { code: 'adProductVersionConflict'; fields: Record<string, string>; version: number }
  | { code: 'adProductUnknown' };

export interface ProductWritten {
  id: string;
  version: number;
}

export type ProductWriteResult = Result<ProductWritten, ProductWriteError>;

export const refused = (fields: Record<string, string>): ProductWriteResult => err({ code: 'VALIDATION_FAILED', fields });
export const written = (id: string, version: number): ProductWriteResult => ok({ id, version });
