import type ExcelJS from 'exceljs';
import type PDFKitDocument from 'pdfkit';
import type Sharp from 'sharp';

/**
 * The large libraries only some requests and jobs use, loaded when first used instead of when the server starts.
 *
 * A CPU profile of a start (4.8 s to the first health answer on the 2-core machine) spent about 1.2 s compiling
 * modules; exceljs, pdfkit (with its font tables), sharp and the S3 client were 0.5 s of it, though a start uses none
 * of them: spreadsheets are read and written on imports and exports, PDFs and pictures by admin jobs, S3 only with
 * S3_URL. Every instance of a rolling deploy and every test server paid for them. The order confirmation's PDF is
 * rendered in worker threads, which load pdfkit themselves. Figures: docs/performance.md, "Test run".
 */
function onFirstUse<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}

/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS `require` is what defers the load (see above) */
export const exceljs = onFirstUse((): typeof ExcelJS => require('exceljs'));
export const pdfkit = onFirstUse((): typeof PDFKitDocument => require('pdfkit'));
export const sharp = onFirstUse((): typeof Sharp => require('sharp'));
/* eslint-enable @typescript-eslint/no-require-imports */
