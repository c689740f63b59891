import type { Result } from '@shop/domain';
import type { CartImportCell, CartImportTable } from '@shop/domain/cart-import';

export type CartSpreadsheetError = 'cartImportNotXlsxMsg' | 'cartImportMalformedMsg';

/** Every reader is taken: try again after `retryAfterMs`. */
export interface CartSpreadsheetBusy {
  readonly code: 'cartImportBusyMsg';
  readonly retryAfterMs: number;
}

/** One sheet to write: a header row, then the data rows. */
export interface CartSheet {
  readonly name: string;
  readonly header: readonly string[];
  readonly rows: ReadonlyArray<readonly CartImportCell[]>;
  /** Columns written as text (article numbers keep leading zeros), by header name. */
  readonly textColumns?: readonly string[];
  /** Shown in the file's properties. */
  readonly title?: string;
}

/** Reads and writes cart files (xlsx). */
export abstract class CartSpreadsheet {
  /**
   * The rows of the file's cart sheet (the sheet named like `preferredSheet`, else the first) as plain cells, at
   * most `maxRows` non-blank ones. Refuses what is no xlsx, and — before reading it — a corrupt file or a zip
   * bomb; a file over the time or memory budget of a read is malformed too. Reads off the event loop, at most one
   * per `owner` at a time; busy when every reader is taken.
   */
  abstract read(file: Uint8Array, preferredSheet: string, owner: string, maxRows: number): Promise<Result<CartImportTable, CartSpreadsheetError | CartSpreadsheetBusy>>;
  abstract write(sheet: CartSheet): Promise<Uint8Array>;
}
