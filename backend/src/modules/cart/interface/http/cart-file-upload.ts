import { HttpStatus } from '@nestjs/common';
import { validateFilename } from '@shop/domain';
import type { CartImportResult } from '@shop/domain/cart-import';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { readSingleFile } from '../../../../shared/http/multipart';
import { retryAfterSeconds } from '../../../../shared/rate-limit/rate-limit';
import type { ImportCartFileQuery } from '../../application/queries/import-cart-file/import-cart-file.query';
import { CART_FILE_LIMITS, CART_IMPORT_RATE, CartErrorCode, type CartFileError, type CartImportRefusal } from '../../domain/cart.errors';

/** The content type of a cart file. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MESSAGES: Record<CartFileError, string> = {
  mustEnterValidFilename: 'Please send one .xlsx file in the form field "file".',
  cartImportTooLargeMsg: 'The file is larger than 2 MB.',
  cartImportNotXlsxMsg: 'The file is not an .xlsx workbook.',
  cartImportMalformedMsg: 'The file is damaged, too large once unpacked, or cannot be read.',
  cartImportMissingColumnsMsg: 'The sheet has no header row with the columns quantity and articleId.',
  cartImportEmptyMsg: 'The sheet has no data rows.',
  cartImportTooManyRowsMsg: 'The sheet has more than 5,000 data rows.',
};

const REFUSALS: Record<CartImportRefusal['code'], string> = {
  cartImportBusyMsg: 'Many files are being read right now. Please try again shortly (Retry-After).',
  cartImportRateLimitedMsg: `At most ${CART_IMPORT_RATE.perCustomer.limit} imports per customer and ${CART_IMPORT_RATE.perAddress.limit} per client address within an hour.`,
};

/** A cart file refused (as a whole) or an import not taken now, as the HTTP answer (cart and requisition list files alike). */
export function fileError(error: CartFileError | CartImportRefusal): ApiError {
  if (typeof error === 'object') return new ApiError(error.code, REFUSALS[error.code], HttpStatus.TOO_MANY_REQUESTS, undefined, retryAfterSeconds(error.retryAfterMs));
  return new ApiError(error, MESSAGES[error], error === CartErrorCode.tooLarge ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST);
}


/**
 * The uploaded cart file (form field "file") read into positions: the import admitted first (hourly limits), then
 * the upload's size and name, then the file (ImportCartFileQuery). Throws the HTTP answer of a refusal.
 */
export async function readUploadedCartFile(importer: ImportCartFileQuery, request: FastifyRequest, customerId: number): Promise<CartImportResult> {
  const requester = { customerId, clientAddress: String(request.ip ?? 'unknown') };
  const admitted = await importer.admit(requester);
  if (!admitted.ok) throw fileError(admitted.error);
  const upload = await readSingleFile(request, 'file', CART_FILE_LIMITS.maxFileBytes);
  if (!upload.ok) throw fileError(upload.error === 'tooLarge' ? CartErrorCode.tooLarge : CartErrorCode.fileMissing);
  if (validateFilename(upload.filename, '.xlsx') !== null) throw fileError(CartErrorCode.fileMissing);
  const result = await importer.execute(upload.data, requester, admitted.value);
  if (!result.ok) throw fileError(result.error);
  return result.value;
}
