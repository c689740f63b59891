import { FixedWindowLimiter } from './fixed-window-limiter';

describe('FixedWindowLimiter', () => {
  it('allows the limit per key and window, then refuses until the next window', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(3, 1000, 100, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 999;
    expect(limiter.take('a')).toBe(false);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('keeps at most maxKeys keys: a flood of new keys starts a fresh window instead of growing', () => {
    const limiter = new FixedWindowLimiter(1, 60_000, 10, () => 0);
    for (let i = 0; i < 10; i++) expect(limiter.take(`k${i}`)).toBe(true);
    expect(limiter.take('k0')).toBe(false);
    expect(limiter.take('k10')).toBe(true); // the 11th key: counts dropped
    expect(limiter.take('k0')).toBe(true);
  });
});
