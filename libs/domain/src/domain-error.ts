/**
 * A serialisable domain error.
 *
 * `code` is stable and doubles as the translation (message) id, e.g.
 * 'invalidEmailMessage'. `message` is a developer-facing explanation (never
 * shown to users untranslated); `details` carries optional structured context
 * such as the offending field or limits.
 */
export interface DomainError {
  readonly code: string;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Creates a DomainError; the message defaults to the code. */
export function domainError(
  code: string,
  message: string = code,
  details?: Readonly<Record<string, unknown>>,
): DomainError {
  return details === undefined ? { code, message } : { code, message, details };
}

/** Type guard for values shaped like a DomainError (e.g. after JSON transport). */
export function isDomainError(value: unknown): value is DomainError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { code?: unknown; message?: unknown; details?: unknown };
  return (
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string' &&
    (candidate.details === undefined || (typeof candidate.details === 'object' && candidate.details !== null))
  );
}
