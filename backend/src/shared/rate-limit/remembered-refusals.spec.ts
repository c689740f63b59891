import { RateLimiter, type RateLimitDecision, type RateLimitKey, type RateLimitRule } from './rate-limit';
import { RememberedRefusals } from './remembered-refusals';

/** A shared limiter stand-in: fixed counts per subject, no window; counts its calls. */
class CountingLimiter extends RateLimiter {
  calls = 0;
  private readonly used = new Map<string, number>();
  async take(keys: readonly RateLimitKey[]): Promise<RateLimitDecision> {
    this.calls++;
    for (const k of keys) if ((this.used.get(k.subject) ?? 0) >= k.rule.limit) return { allowed: false, retryAfterMs: 30_000, rule: k.rule };
    for (const k of keys) this.used.set(k.subject, (this.used.get(k.subject) ?? 0) + 1);
    return { allowed: true, ticket: { keys, hit: 'h' } };
  }
  async release(): Promise<void> {}
}

describe('RememberedRefusals', () => {
  const rule: RateLimitRule = { bucket: 'report:x:address', limit: 3, windowMs: 60_000 };

  it('asks the shared limiter until it refuses, then refuses alone until the named wait is over', async () => {
    let now = 0;
    const shared = new CountingLimiter();
    const limiter = new RememberedRefusals(shared, 100, () => now);
    const answers: boolean[] = [];
    for (let i = 0; i < 100; i++) answers.push((await limiter.take([{ rule, subject: 'a' }])).allowed);
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(shared.calls).toBe(4);
    expect(await limiter.take([{ rule, subject: 'a' }])).toEqual({ allowed: false, retryAfterMs: 30_000, rule });
    expect((await limiter.take([{ rule, subject: 'b' }])).allowed).toBe(true);
    now = 30_000;
    await limiter.take([{ rule, subject: 'a' }]);
    expect(shared.calls).toBe(6);
  });

  it('keeps at most maxKeys refusals', async () => {
    const shared = new CountingLimiter();
    const limiter = new RememberedRefusals(shared, 10, () => 0);
    const zero: RateLimitRule = { ...rule, limit: 0 };
    for (let i = 0; i < 25; i++) await limiter.take([{ rule: zero, subject: `s${i}` }]);
    const before = shared.calls;
    await limiter.take([{ rule: zero, subject: 's24' }]);
    await limiter.take([{ rule: zero, subject: 's0' }]);
    expect(shared.calls - before).toBe(1); // the newest is remembered, the oldest was dropped with the full map
  });
});
