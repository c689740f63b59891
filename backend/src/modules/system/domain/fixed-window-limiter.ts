/**
 * Counts events per key in fixed windows and answers whether one more is allowed. In memory, per app
 * instance (several instances multiply the limit; they share nothing — a report flood must not cost a database
 * round trip per request). At most `maxKeys` keys are kept: when a new key finds it full, the window's counts are dropped, so a
 * flood of new keys costs memory up to that bound and no more.
 */
export class FixedWindowLimiter {
  private counts = new Map<string, number>();
  private windowStart: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStart = now();
  }

  /** Counts one event for the key; false when the key has used up its window. */
  take(key: string): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs || (!this.counts.has(key) && this.counts.size >= this.maxKeys)) {
      this.counts = new Map();
      this.windowStart = now;
    }
    const used = this.counts.get(key) ?? 0;
    if (used >= this.limit) return false;
    this.counts.set(key, used + 1);
    return true;
  }
}

/** Limits of the report endpoints (ADR 0018), per client address and per session, per minute. */
export const REPORT_LIMITS = {
  windowMs: 60_000,
  tracking: { perAddress: 120, perSession: 60 },
  frontendError: { perAddress: 20, perSession: 10 },
  /** Error reports kept: the newest rows (by last occurrence) up to this count, none older than the age. */
  keptErrors: 10_000,
  keptErrorDays: 30,
} as const;
