import { hasMessage } from '@shop/i18n';
import type { ApiError } from '../api/contracts';

/** What a store action gives back to a form: data, or a message id plus field message ids. */
export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message: string; fields: Record<string, string> };

export function success<T>(data: T, message?: string): ActionResult<T> {
  return { ok: true, data, message };
}

export function failure<T = never>(message: string, fields: Record<string, string> = {}): ActionResult<T> {
  return { ok: false, message, fields };
}

/**
 * Turns an API error into a form failure. The error code is the message id when the catalogues know it
 * (loginErrorMsg, incorrectPassword, VALIDATION_FAILED, …), otherwise `fallback` (errorHasOccurred).
 * Field message ids are kept as they are; nested paths ('address.zip') are also given under their last
 * segment so a form can find them by its own field name.
 */
export function fromApiError<T = never>(error: ApiError, fallback = 'errorHasOccurred'): ActionResult<T> {
  const fields: Record<string, string> = {};
  for (const [path, id] of Object.entries(error.fields ?? {})) {
    if (typeof id !== 'string') continue;
    fields[path] = id;
    const last = path.split('.').pop();
    if (last && !(last in fields)) fields[last] = id;
  }
  const message = hasMessage(error.code) ? error.code : fallback;
  return { ok: false, message, fields };
}
