import { decide, delayAfter, failureStartsSlowDown, forgetBefore, LOGIN_THROTTLE, throttleTiming, windowsAt, type FailureCount } from './login-throttle.policy';

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

  it('five wrong passwords on an account from one address cost nothing; from then on an attempt from there waits for its delay', () => {
    expect(decide({ account: n(4, 1000), pair: n(4, 1000), address: none }, now)).toEqual({ allowed: true, retryAfterMs: 0, challengeRequired: false });
    expect(decide({ account: n(5, 10_000), pair: n(5, 10_000), address: none }, now)).toEqual({ allowed: false, retryAfterMs: 20_000, challengeRequired: false });
    expect(decide({ account: n(7, 100_000), pair: n(7, 100_000), address: none }, now)).toEqual({ allowed: false, retryAfterMs: 20_000, challengeRequired: false });
    // Once the wait is over the guesser is heard again — with a proof of work, as the account is now under attack.
    expect(decide({ account: n(5, 30_000), pair: n(5, 30_000), address: none }, now)).toEqual({ allowed: false, retryAfterMs: 0, challengeRequired: true });
    expect(decide({ account: n(5, 30_000), pair: n(5, 30_000), address: none }, now, 'login', LOGIN_THROTTLE, true).allowed).toBe(true);
  });

  it("a stranger's failures from other addresses never make the owner wait: from a new address he brings a proof of work", () => {
    const underAttack = { account: n(500, 0), pair: none, address: none };
    expect(decide(underAttack, now)).toEqual({ allowed: false, retryAfterMs: 0, challengeRequired: true });
    expect(decide(underAttack, now, 'login', LOGIN_THROTTLE, true)).toEqual({ allowed: true, retryAfterMs: 0, challengeRequired: false });
    // His own mistyping from his address counts like anyone's there.
    expect(decide({ ...underAttack, pair: n(5, 1000) }, now, 'login', LOGIN_THROTTLE, true)).toEqual({ allowed: false, retryAfterMs: 29_000, challengeRequired: false });
    // Below the account's free failures nobody is asked for one.
    expect(decide({ account: n(4, 0), pair: none, address: none }, now).allowed).toBe(true);
  });

  it('20 failures from one address slow that address down, for its kind only (the caller counts per kind)', () => {
    expect(decide({ account: none, pair: none, address: n(19, 0) }, now).allowed).toBe(true);
    expect(decide({ account: none, pair: none, address: n(20, 1000) }, now)).toEqual({ allowed: false, retryAfterMs: 29_000, challengeRequired: false });
  });

  it("a known device is judged by its own failures only: a stranger's guessing neither slows the owner nor asks him for work", () => {
    const underAttack = { account: n(50, 1000), pair: n(50, 1000), address: n(200, 1000) };
    expect(decide({ ...underAttack, device: none }, now)).toEqual({ allowed: true, retryAfterMs: 0, challengeRequired: false });
    expect(decide({ ...underAttack, device: n(9, 0) }, now).allowed).toBe(true);
    expect(decide({ ...underAttack, device: n(10, 5000) }, now)).toEqual({ allowed: false, retryAfterMs: 25_000, challengeRequired: false });
  });

  it('password checks (e-mail or password change) have their own counter of 5, a wait, never a proof of work', () => {
    expect(decide({ account: n(4, 0), pair: n(4, 0), address: n(500, 0) }, now, 'passwordCheck').allowed).toBe(true);
    expect(decide({ account: n(5, 0), pair: none, address: none }, now, 'passwordCheck')).toEqual({ allowed: false, retryAfterMs: 30_000, challengeRequired: false });
    expect(decide({ account: n(5, 30_000), pair: none, address: none }, now, 'passwordCheck').allowed).toBe(true);
  });

  it('the failure that reaches the free limit is the one recorded as the start of the slow-down', () => {
    expect(failureStartsSlowDown(LOGIN_THROTTLE.free.account - 1)).toBe(true);
    expect(failureStartsSlowDown(LOGIN_THROTTLE.free.account)).toBe(false);
  });

  it('the configured first wait scales every step and the cap (LOGIN_THROTTLE_DELAY_MS)', () => {
    expect(throttleTiming()).toEqual({ baseDelayMs: 30_000, maxDelayMs: 900_000 });
    expect(throttleTiming(1000)).toEqual({ baseDelayMs: 1000, maxDelayMs: 30_000 });
    expect([5, 6, 10, 20].map((f) => delayAfter(f, 5, throttleTiming(1000)))).toEqual([1000, 2000, 30_000, 30_000]);
    expect(decide({ account: n(5, 500), pair: n(5, 500), address: none }, now, 'login', throttleTiming(1000))).toEqual({ allowed: false, retryAfterMs: 500, challengeRequired: false });
  });

  it('an account (and an account from one address) remembers failures for a day, an address for 15 minutes', () => {
    expect(windowsAt(now)).toEqual({ account: ago(24 * 3_600_000), pair: ago(24 * 3_600_000), device: ago(24 * 3_600_000), address: ago(15 * 60_000) });
    expect(forgetBefore(now)).toEqual(ago(48 * 3_600_000));
  });

  /**
   * A stranger at one address who tries again the moment the policy lets them (solving every challenge asked
   * for), for `hours`; answers the number of guesses.
   */
  function guessesIn(hours: number, accountWindowMs: number): number {
    const failures: number[] = [];
    const end = hours * 3_600_000;
    let t = 0;
    while (t < end) {
      const inWindow = failures.filter((f) => f > t - accountWindowMs);
      const counted = { count: inWindow.length, lastAt: inWindow.length ? new Date(Math.max(...inWindow)) : null };
      const d = decide({ account: counted, pair: counted, address: none }, new Date(t), 'login', LOGIN_THROTTLE, true);
      if (d.allowed) failures.push(t);
      else t += d.retryAfterMs;
    }
    return failures.length;
  }

  it('worked numbers: a stranger at one address gets 5 + 5 guesses in the first 15.5 minutes, then one per 15 minutes — 104 on the first day', () => {
    // Free: 5 at once; then after 30, 60, 120, 240, 480 s (at 0:30, 1:30, 3:30, 7:30, 15:30), then every 15 min.
    expect(guessesIn(0.26, LOGIN_THROTTLE.windowMs.account)).toBe(10);
    expect(guessesIn(24, LOGIN_THROTTLE.windowMs.account)).toBe(104);
    // With a window only as long as the cap the free attempts would come back every quarter hour: 609 a day,
    // more than the old 15-minute lock-out allowed (5 per quarter hour = 480).
    expect(guessesIn(24, 15 * 60_000)).toBe(609);
  });
});
