import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../../../shared/api-error';
import { retryAfterSeconds } from '../../../../shared/rate-limit/rate-limit';

/** A guest over the hourly limit of orders and offer requests from his address or to his e-mail (ADR 0034): 429 with Retry-After. */
export function guestMailLimitError(retryAfterMs: number): ApiError {
  return new ApiError(
    'guestMailLimitReachedMsg',
    'Too many guest orders or offer requests from this address or to this e-mail address within an hour. Please try again later, or log in.',
    HttpStatus.TOO_MANY_REQUESTS,
    undefined,
    retryAfterSeconds(retryAfterMs),
  );
}
