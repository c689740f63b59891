import { hasMessage } from '@shop/i18n';

/**
 * A message a store shows on its page: a tone and a message id with its values (the component translates).
 * Ids from the server are checked with `knownMessage`, so every notice's id has a text.
 */
export interface Notice {
  tone: 'success' | 'error';
  id: string;
  values?: Record<string, string | number>;
}

/** The id when the catalogues have a text for it, otherwise `fallback`. */
export function knownMessage(id: string | null | undefined, fallback = 'errorHasOccurred'): string {
  return id && hasMessage(id) ? id : fallback;
}

export function success(id: string, values?: Record<string, string | number>): Notice {
  return values ? { tone: 'success', id, values } : { tone: 'success', id };
}

/** An error notice from a server's code (its text when known, otherwise `fallback`'s). */
export function failure(code: string | null | undefined, fallback = 'errorHasOccurred'): Notice {
  return { tone: 'error', id: knownMessage(code, fallback) };
}
