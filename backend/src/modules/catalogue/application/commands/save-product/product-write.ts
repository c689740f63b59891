import { err, ok, type Result } from '@shop/domain';
import type { ProductDraft } from '../../../domain/product-editor';
import type { CatalogueFacts } from '../../../domain/ports/product-editor.repository.port';

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

/** The refusals the stored catalogue gives a draft (pure: facts in, field message ids out). */
export function factProblems(draft: ProductDraft, facts: CatalogueFacts): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!facts.productTypeKnown) fields.productTypeId = 'adProductUnknownType';
  if (facts.unknownCategoryIds.length > 0) {
    if (draft.canonicalCategoryId !== null && facts.unknownCategoryIds.includes(draft.canonicalCategoryId)) fields.canonicalCategoryId = 'adProductUnknownCategory';
    if (draft.categoryIds.some((c) => facts.unknownCategoryIds.includes(c))) fields.categoryIds = 'adProductUnknownCategory';
  }
  if (facts.unknownAttributeValueIds.length > 0) fields.attributeValueIds = 'adProductUnknownAttribute';
  for (const locale of facts.takenSlugs) fields[`slug.${locale}`] = 'adProductSlugTaken';
  if (facts.articleNumberTaken) fields.id = 'adProductArticleNumberTaken';
  return fields;
}
