/**
 * Limits of the report endpoints (ADR 0018), per client address and per session, per minute, counted across the
 * cluster by the shared rate limiter (ADR 0034).
 */
export const REPORT_LIMITS = {
  windowMs: 60_000,
  tracking: { perAddress: 120, perSession: 60 },
  frontendError: { perAddress: 20, perSession: 10 },
  /** Error reports kept: the newest rows (by last occurrence) up to this count, none older than the age. */
  keptErrors: 10_000,
  keptErrorDays: 30,
} as const;
