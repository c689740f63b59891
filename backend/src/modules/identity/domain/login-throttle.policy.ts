/**
 * Login throttling that slows guessing down without locking the owner out (docs/security.md).
 *
 * Failed password checks are counted in a sliding window, separately
 * - per account from devices that never logged in to it (`account`),
 * - per client address (`address`) — and per kind, so customer failures from an office never block its admin,
 * - per known device (`device`): a device cookie handed out at a successful login; an attempt carrying a valid
 *   one for this account is judged by that device's own failures only, so a stranger's guessing neither slows
 *   nor blocks the owner's browser.
 * Up to `free` failures cost nothing; after that each further attempt must wait `baseDelayMs × 2^(n − free)`
 * (capped at `maxDelayMs`) after the last failure. Wrong passwords typed to confirm an e-mail or password
 * change are a separate purpose and never count towards login.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  free: { account: 5, address: 20, device: 10, passwordCheck: 5 },
} as const;

export type ThrottlePurpose = 'login' | 'passwordCheck';

/** Failures in the window and the time of the latest, for one counter. */
export interface FailureCount {
  count: number;
  lastAt: Date | null;
}

export interface ThrottleCounts {
  account: FailureCount;
  address: FailureCount;
  /** Present when the attempt carries a valid device cookie of this account. */
  device?: FailureCount;
}

export interface ThrottleDecision {
  allowed: boolean;
  /** When not allowed: how long until the next attempt is heard (ms). */
  retryAfterMs: number;
}

/** The wait after the n-th failure of a counter whose first `free` failures cost nothing. */
export function delayAfter(failures: number, free: number, timing: { baseDelayMs: number; maxDelayMs: number } = LOGIN_THROTTLE): number {
  if (failures < free) return 0;
  return Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.min(30, failures - free));
}

function wait(counter: FailureCount, free: number, now: Date, timing: { baseDelayMs: number; maxDelayMs: number }): number {
  const delay = delayAfter(counter.count, free, timing);
  if (delay === 0 || !counter.lastAt) return 0;
  return Math.max(0, counter.lastAt.getTime() + delay - now.getTime());
}

export function decide(
  counts: ThrottleCounts,
  now: Date,
  purpose: ThrottlePurpose = 'login',
  timing: { baseDelayMs: number; maxDelayMs: number } = LOGIN_THROTTLE,
): ThrottleDecision {
  const waits = counts.device
    ? [wait(counts.device, LOGIN_THROTTLE.free.device, now, timing)]
    : purpose === 'passwordCheck'
      ? [wait(counts.account, LOGIN_THROTTLE.free.passwordCheck, now, timing)]
      : [wait(counts.account, LOGIN_THROTTLE.free.account, now, timing), wait(counts.address, LOGIN_THROTTLE.free.address, now, timing)];
  const retryAfterMs = Math.max(...waits);
  return { allowed: retryAfterMs === 0, retryAfterMs };
}

/** True when the failure just recorded (count before it) is the one from which attempts are slowed down. */
export function failureStartsSlowDown(accountFailuresBefore: number, free: number = LOGIN_THROTTLE.free.account): boolean {
  return accountFailuresBefore + 1 === free;
}
