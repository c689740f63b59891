import type { RateLimitDecision, RateLimitKey, RateLimiter } from './rate-limit';

/**
 * A shared rate limiter with this instance's memory of its refusals in front, for floods (a broken client sending
 * reports in a loop): once the shared count refused a subject, this instance refuses it without asking again until
 * the wait the refusal named is over. Sound because refused hits are not kept and a hit leaves the window only
 * when its time is up, so nothing frees a place earlier, unless a caller gives a ticket back: use it only where
 * nobody releases. At most `maxKeys` refusals are remembered; beyond, the expired go, then all.
 */
export class RememberedRefusals {
  private refusedUntil = new Map<string, number>();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  async take(keys: readonly RateLimitKey[]): Promise<RateLimitDecision> {
    const at = this.now();
    for (const key of keys) {
      const until = this.refusedUntil.get(memoKey(key)) ?? 0;
      if (until > at) return { allowed: false, retryAfterMs: until - at, rule: key.rule };
    }
    const decision = await this.limiter.take(keys);
    if (!decision.allowed) {
      const refused = keys.find((k) => k.rule === decision.rule);
      if (refused) this.remember(memoKey(refused), this.now() + decision.retryAfterMs);
    }
    return decision;
  }

  private remember(key: string, until: number): void {
    if (this.refusedUntil.size >= this.maxKeys) {
      const at = this.now();
      for (const [k, u] of this.refusedUntil) if (u <= at) this.refusedUntil.delete(k);
      if (this.refusedUntil.size >= this.maxKeys) this.refusedUntil = new Map();
    }
    this.refusedUntil.set(key, until);
  }
}

function memoKey(key: RateLimitKey): string {
  return `${key.rule.bucket}\n${key.subject}`;
}
