import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * An error answered to the client as `{ error: { code, message, fields? } }`.
 * `code` is stable and doubles as the message id the UI translates.
 */
export class ApiError extends HttpException {
  constructor(
    readonly code: string,
    message: string,
    status: HttpStatus = HttpStatus.BAD_REQUEST,
    readonly fields?: Record<string, string>,
    /** Sent as the Retry-After header (seconds): when a refused call may be tried again. */
    readonly retryAfterSeconds?: number,
  ) {
    super({ code, message, fields }, status);
  }
}

/** How domain error codes map to HTTP statuses; codes not listed answer 400 (or 422 for rule violations). */
const STATUS_BY_CODE_SUFFIX: Array<[RegExp, HttpStatus]> = [
  [/NOT_FOUND$|Unknown$/, HttpStatus.NOT_FOUND],
  [/UNAUTHORIZED$|^loginErrorMsg$/, HttpStatus.UNAUTHORIZED],
  [/FORBIDDEN$/, HttpStatus.FORBIDDEN],
  [/CONFLICT$|already/i, HttpStatus.CONFLICT],
  [/RATE_LIMITED$/, HttpStatus.TOO_MANY_REQUESTS],
];

export function statusForCode(code: string): HttpStatus {
  for (const [pattern, status] of STATUS_BY_CODE_SUFFIX) if (pattern.test(code)) return status;
  return HttpStatus.UNPROCESSABLE_ENTITY;
}

/** Turns a domain failure ({ code, message }) into the HTTP answer. Only the HTTP layer does this. */
export function toApiError(error: { code: string; message?: string }): ApiError {
  return new ApiError(error.code, error.message ?? error.code, statusForCode(error.code));
}
