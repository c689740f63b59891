import type { CadSource, Locale, ProductFileData } from '../catalogue-data';

/** What a CAD provider needs to know of a product. */
export interface CadProduct {
  readonly id: string;
  /** Name in the requested locale. */
  readonly name: string;
  readonly cadSource: CadSource | null;
  readonly files: readonly ProductFileData[];
}

/** Spec entity "CAD format": cadFormatId, cadFormatName and the file extension (spelled as in the spec). */
export interface CadFormat {
  readonly cadFormatId: string;
  readonly cadFormatName: string;
  readonly extention: string;
}

export interface CadFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly body: Uint8Array | string;
  /** Set when the file is stored elsewhere: the answer redirects there. */
  readonly location?: string;
}

export type CadAvailability = { readonly available: boolean; readonly source: 'files' | CadSource | null };

/**
 * The CAD data of a product (swappable policy, docs/architecture.md#ports-and-adapters): which formats exist and the file of
 * one format. `describe` answers synchronously from the product data (for the product detail);
 * `formats` and `download` may ask a remote service.
 */
export abstract class CadProviderPort {
  abstract describe(product: CadProduct): CadAvailability;
  abstract formats(product: CadProduct, locale: Locale): Promise<CadFormat[]>;
  /** null when the product has no CAD data in that format. */
  abstract download(product: CadProduct, formatId: string, locale: Locale): Promise<CadFile | null>;
}
