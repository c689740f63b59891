/**
 * The cart's expected failures, each a stable code that doubles as the message id the UI translates.
 * Only the HTTP layer turns them into status codes.
 */
export const CartErrorCode = {
  /** The general config's sales.cartExportImport is off. */
  exportImportDisabled: 'cartExportImportDisabled',
  /** No file, or a file name that is no .xlsx name (docs/rules/validation.md#cart-files: validateFilename). */
  fileMissing: 'mustEnterValidFilename',
  tooLarge: 'cartImportTooLargeMsg',
  /** Not a zip with the parts of a workbook. */
  notXlsx: 'cartImportNotXlsxMsg',
  /** A corrupt zip, a zip bomb, or a workbook the reader cannot read. */
  malformed: 'cartImportMalformedMsg',
  missingColumns: 'cartImportMissingColumnsMsg',
  empty: 'cartImportEmptyMsg',
  tooManyRows: 'cartImportTooManyRowsMsg',
  /** Every worker that reads workbooks is taken and the queue is full, or this customer's last import is still being read. */
  busy: 'cartImportBusyMsg',
  /** The customer (or the client address) has imported as many files as an hour allows. */
  rateLimited: 'cartImportRateLimitedMsg',
} as const;

export type CartErrorCode = (typeof CartErrorCode)[keyof typeof CartErrorCode];

/** Why a cart file is refused as a whole (nothing is imported, nothing changes). */
export type CartFileError = Exclude<CartErrorCode, 'cartExportImportDisabled' | 'cartImportBusyMsg' | 'cartImportRateLimitedMsg'>;

/** An import not taken now, with the time after which one is likely to be. */
export interface CartImportRefusal {
  readonly code: 'cartImportBusyMsg' | 'cartImportRateLimitedMsg';
  readonly retryAfterMs: number;
}

/** Bounds of a cart file upload. */
export const CART_FILE_LIMITS = {
  /** Bytes of the uploaded file. */
  maxFileBytes: 2 * 1024 * 1024,
  /** Bytes the zip may hold once inflated, all entries together. */
  maxUncompressedBytes: 20 * 1024 * 1024,
  /** Inflated to compressed size, over the whole file (checked once it holds more than 1 MB). */
  maxCompressionRatio: 100,
  maxZipEntries: 1000,
  /**
   * Configured rows whose configuration is checked by its configurator (a database look-up and an evaluation
   * each): as many as a cart has positions; configured rows beyond are skipped with cartPositionLimitReached
   * unchecked (measured: 5,000 configured rows cost 3.5 s of server time, ADR 0034).
   */
  maxCheckedConfiguredRows: 500,
} as const;

/** Imports per customer and per client address within an hour (ADR 0034; shared by every instance). */
export const CART_IMPORT_RATE = {
  perCustomer: { bucket: 'cartImport:customer', limit: 40, windowMs: 3_600_000 },
  perAddress: { bucket: 'cartImport:address', limit: 100, windowMs: 3_600_000 },
} as const;

/** The name the exported file is saved under (docs/rules/calls.md#cart-files). */
export const CART_FILE_NAME = 'Cart.xlsx';
export const CART_SHEET_NAME = 'Cart';
