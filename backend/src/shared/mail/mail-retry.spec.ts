import { afterFailure, MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-retry';

describe('mail retry schedule', () => {
  it('waits 30 s, 2 min, 10 min, 1 h, then 2 h each time', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelayMs)).toEqual([30_000, 120_000, 600_000, 3_600_000, 7_200_000, 7_200_000, 7_200_000]);
  });

  it('grows and never shrinks', () => {
    for (let n = 1; n < MAX_MAIL_ATTEMPTS; n++) expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(retryDelayMs(n));
  });

  it('retries up to the 10th attempt, then gives up; the whole schedule spans about 11 hours', () => {
    expect(MAX_MAIL_ATTEMPTS).toBe(10);
    expect(afterFailure(9)).toEqual({ retryInMs: 7_200_000 });
    expect(afterFailure(10)).toBe('failed');
    const total = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeCloseTo(11.2, 1);
  });
});
