import { decide, delayAfter, failureStartsSlowDown, LOGIN_THROTTLE, type FailureCount } from './login-throttle.policy';

const now = new Date('2026-11-24T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none: FailureCount = { count: 0, lastAt: null };
const n = (count: number, lastMsAgo: number): FailureCount => ({ count, lastAt: ago(lastMsAgo) });

describe('login throttle: slow down, never lock the owner out', () => {
  it('delays double from 30 s after the free failures and stop at 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11].map((f) => delayAfter(f, 5) / 1000)).toEqual([0, 30, 60, 120, 240, 480, 900, 900]);
    expect(delayAfter(19, 20)).toBe(0);
    expect(delayAfter(20, 20)).toBe(30_000);
  });

  it('five wrong passwords on an account cost nothing; from then on an attempt waits for its delay', () => {
    expect(decide({ account: n(4, 1000), address: none }, now)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(decide({ account: n(5, 10_000), address: none }, now)).toEqual({ allowed: false, retryAfterMs: 20_000 });
    expect(decide({ account: n(5, 30_000), address: none }, now).allowed).toBe(true);
    expect(decide({ account: n(7, 100_000), address: none }, now)).toEqual({ allowed: false, retryAfterMs: 20_000 });
  });

  it('20 failures from one address slow that address down, for its kind only (the caller counts per kind)', () => {
    expect(decide({ account: none, address: n(19, 0) }, now).allowed).toBe(true);
    expect(decide({ account: none, address: n(20, 1000) }, now)).toEqual({ allowed: false, retryAfterMs: 29_000 });
  });

  it("a known device is judged by its own failures only: a stranger's guessing does not slow the owner", () => {
    const underAttack = { account: n(50, 1000), address: n(200, 1000) };
    expect(decide({ ...underAttack, device: none }, now).allowed).toBe(true);
    expect(decide({ ...underAttack, device: n(9, 0) }, now).allowed).toBe(true);
    expect(decide({ ...underAttack, device: n(10, 5000) }, now)).toEqual({ allowed: false, retryAfterMs: 25_000 });
  });

  it('password checks (e-mail or password change) have their own counter of 5', () => {
    expect(decide({ account: n(4, 0), address: n(500, 0) }, now, 'passwordCheck').allowed).toBe(true);
    expect(decide({ account: n(5, 0), address: none }, now, 'passwordCheck')).toEqual({ allowed: false, retryAfterMs: 30_000 });
  });

  it('the failure that reaches the free limit is the one recorded as the start of the slow-down', () => {
    expect(failureStartsSlowDown(LOGIN_THROTTLE.free.account - 1)).toBe(true);
    expect(failureStartsSlowDown(LOGIN_THROTTLE.free.account)).toBe(false);
  });
});
