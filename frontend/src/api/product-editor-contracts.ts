/**
 * Types of the admin product editor's calls (ADR 0044), from the OpenAPI document (./schema.d.ts, generated
 * from backend/src/modules/catalogue/interface/http/dto/admin-product-editor.dto.ts).
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type EditableProduct = Schemas['EditableProductDto'];
export type EditorProduct = Schemas['ProductDraftDto'];
export type ProductEditorOptions = Schemas['ProductEditorOptionsDto'];
export type ProductEditorInput = Schemas['ProductEditorInput'];
export type ProductImageRef = Schemas['ProductImageDto'];
export type ProductFileRef = Schemas['ProductFileDto'];
export type MediaFile = Schemas['FileDto'];
