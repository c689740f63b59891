/**
 * The cart's expected failures, each a stable code that doubles as the message id the UI translates.
 * Only the HTTP layer turns them into status codes.
 */
export const CartErrorCode = {
  /** The general config's sales.cartExportImport is off. */
  exportImportDisabled: 'cartExportImportDisabled',
  /** No file, or a file name that is no .xlsx name (spec §5: validateFilename). */
  fileMissing: 'mustEnterValidFilename',
  tooLarge: 'cartImportTooLargeMsg',
  /** Not a zip with the parts of a workbook. */
  notXlsx: 'cartImportNotXlsxMsg',
  /** A corrupt zip, a zip bomb, or a workbook the reader cannot read. */
  malformed: 'cartImportMalformedMsg',
  missingColumns: 'cartImportMissingColumnsMsg',
  empty: 'cartImportEmptyMsg',
  tooManyRows: 'cartImportTooManyRowsMsg',
} as const;

export type CartErrorCode = (typeof CartErrorCode)[keyof typeof CartErrorCode];

/** Why a cart file is refused as a whole (nothing is imported, nothing changes). */
export type CartFileError = Exclude<CartErrorCode, 'cartExportImportDisabled'>;

/** Bounds of a cart file upload. */
export const CART_FILE_LIMITS = {
  /** Bytes of the uploaded file. */
  maxFileBytes: 2 * 1024 * 1024,
  /** Bytes the zip may hold once inflated, all entries together. */
  maxUncompressedBytes: 20 * 1024 * 1024,
  /** Inflated to compressed size, over the whole file (checked once it holds more than 1 MB). */
  maxCompressionRatio: 100,
  maxZipEntries: 1000,
} as const;

/** The name the exported file is saved under (spec §7). */
export const CART_FILE_NAME = 'Cart.xlsx';
export const CART_SHEET_NAME = 'Cart';
