import { judge, retryAfterSeconds, type RateLimitRule } from './rate-limit';

const perHour = (limit: number, bucket = 'test:customer'): RateLimitRule => ({ bucket, limit, windowMs: 3_600_000 });

describe('rate limit rules (pure)', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('allows up to the limit, then waits until the oldest hit leaves the window', () => {
    expect(judge(perHour(3), { count: 3, oldestAt: now, newHit: true }, now)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(judge(perHour(3), { count: 4, oldestAt: new Date(now.getTime() - 600_000), newHit: true }, now)).toEqual({ allowed: false, retryAfterMs: 3_000_000 });
  });
  it('a retried hit (same id) is never refused; limit 0 switches a rule off', () => {
    expect(judge(perHour(3), { count: 99, oldestAt: now, newHit: false }, now).allowed).toBe(true);
    expect(judge(perHour(0), { count: 99, oldestAt: now, newHit: true }, now).allowed).toBe(true);
  });
  it('Retry-After is in whole seconds, at least 1', () => {
    expect([0, 1, 999, 1000, 1001].map(retryAfterSeconds)).toEqual([1, 1, 1, 1, 2]);
  });
});
