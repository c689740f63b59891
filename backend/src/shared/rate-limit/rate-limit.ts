/**
 * Limits on costly or abusable calls, shared by every app instance through PostgreSQL (docs/decisions/0034).
 *
 * A rule allows `limit` hits per `windowMs` per subject (a customer, a client address, a recipient): a sliding
 * window over the hits themselves, so the limit holds at every moment and not only per calendar slot. A hit
 * has an id; a hit sent again with the same id (a retried request with the same Idempotency-Key) is counted
 * once. A refused hit is not kept, so refused requests never push the window further out.
 */
export interface RateLimitRule {
  /** Stable name, stored with every hit (e.g. `cartImport:customer`). */
  readonly bucket: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** One rule applied to one subject. */
export interface RateLimitKey {
  readonly rule: RateLimitRule;
  readonly subject: string;
}

/** The hits a granted call recorded; `release` takes them back (the call did not do what was counted). */
export interface RateLimitTicket {
  readonly keys: readonly RateLimitKey[];
  readonly hit: string;
}

export type RateLimitDecision =
  | { readonly allowed: true; readonly ticket: RateLimitTicket }
  | { readonly allowed: false; readonly retryAfterMs: number; readonly rule: RateLimitRule };

/** What the store found for one key once the hit was recorded. */
export interface WindowCount {
  /** Hits in the window, this one included. */
  readonly count: number;
  /** The oldest hit still in the window. */
  readonly oldestAt: Date | null;
  /** False when the hit id was already recorded (a retry): it was granted before and is not counted again. */
  readonly newHit: boolean;
}

/**
 * Whether a hit is within its rule, and how long until it would be. Over the limit, the wait is until the
 * oldest hit leaves the window (refused hits are not kept, so that is when one place frees up).
 */
export function judge(rule: RateLimitRule, found: WindowCount, now: Date): { allowed: boolean; retryAfterMs: number } {
  if (!found.newHit || rule.limit <= 0 || found.count <= rule.limit) return { allowed: true, retryAfterMs: 0 };
  const oldest = found.oldestAt?.getTime() ?? now.getTime();
  return { allowed: false, retryAfterMs: Math.max(1000, oldest + rule.windowMs - now.getTime()) };
}

/** The longest wait of the refused keys decides (a call refused by two rules waits for both). */
export function worstRefusal(refusals: ReadonlyArray<{ rule: RateLimitRule; retryAfterMs: number }>): { rule: RateLimitRule; retryAfterMs: number } | null {
  let worst: { rule: RateLimitRule; retryAfterMs: number } | null = null;
  for (const r of refusals) if (!worst || r.retryAfterMs > worst.retryAfterMs) worst = r;
  return worst;
}

/** Whole seconds for a Retry-After header (at least 1). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Takes hits: every key's rule must allow one more, or none is recorded. Atomic per subject across app
 * instances (parallel callers see each other's hits). A rule with limit 0 is switched off.
 */
export abstract class RateLimiter {
  abstract take(keys: readonly RateLimitKey[], hit?: string): Promise<RateLimitDecision>;
  abstract release(ticket: RateLimitTicket): Promise<void>;
}
