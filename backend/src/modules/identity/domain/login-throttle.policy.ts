/**
 * Login throttling that slows guessing down without locking the owner out (docs/security.md, ADR 0034).
 *
 * Failed password checks are counted in a sliding window, separately
 * - per account and client address, from devices that never logged in to the account (`pair`): a stranger's
 *   guesses from his address slow down his next guesses at that account from there, and nobody else's;
 * - per client address (`address`) — and per kind, so customer failures from an office never block its admin;
 *   this slows down one address that guesses at many accounts;
 * - per account from unknown devices at any address (`account`): once it has had its free failures the account
 *   is under attack, and an attempt from an unknown device must bring a solved proof of work (ADR 0005, a
 *   harder one than registration's). It is never a wait, so the owner with the right password always gets in
 *   from anywhere — at the price of a few seconds of his browser's work — while a guesser spread over many
 *   addresses pays that price for every guess;
 * - per known device (`device`): a device cookie handed out at a successful login; an attempt carrying a valid
 *   one for this account is judged by that device's own failures only, with no proof of work.
 * Up to `free` failures cost nothing; after that each further attempt must wait `baseDelayMs × 2^(n − free)`
 * (capped at `maxDelayMs`) after the last failure. Wrong passwords typed to confirm an e-mail or password
 * change are a separate purpose and never count towards login (their account counter is a wait, as the owner
 * is already logged in there).
 *
 * An account's, a pair's and a device's failures are remembered for a day, much longer than the longest wait:
 * with a window as short as the cap, the oldest failures would expire while the stranger waits, the free
 * attempts would come back every 15 minutes and the cap would never be reached (609 guesses a day instead of
 * 104 — worked out in the spec). An address is remembered for 15 minutes only: an office full of people who
 * mistype is not slowed down for the rest of the day.
 */
export const LOGIN_THROTTLE = {
  windowMs: { account: 24 * 3_600_000, pair: 24 * 3_600_000, device: 24 * 3_600_000, address: 15 * 60_000 },
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  free: { account: 5, pair: 5, address: 20, device: 10, passwordCheck: 5 },
} as const;

/** A known device is forgotten a year after its last successful login (the device cookie's lifetime). */
export const KNOWN_DEVICE_TTL_MS = 365 * 24 * 3_600_000;

export type ThrottlePurpose = 'login' | 'passwordCheck';

/** How long attempts wait once the free failures are used up. */
export interface ThrottleTiming {
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The timing for a configured first wait (LOGIN_THROTTLE_DELAY_MS): the cap stays 30 times the first wait. */
export function throttleTiming(baseDelayMs: number = LOGIN_THROTTLE.baseDelayMs): ThrottleTiming {
  return { baseDelayMs, maxDelayMs: baseDelayMs * (LOGIN_THROTTLE.maxDelayMs / LOGIN_THROTTLE.baseDelayMs) };
}

/** Where each counter's window starts. */
export interface ThrottleWindows {
  account: Date;
  pair: Date;
  address: Date;
  device: Date;
}

export function windowsAt(now: Date): ThrottleWindows {
  const t = now.getTime();
  const w = LOGIN_THROTTLE.windowMs;
  return { account: new Date(t - w.account), pair: new Date(t - w.pair), address: new Date(t - w.address), device: new Date(t - w.device) };
}

/** Failures older than this are of no use to any counter. */
export function forgetBefore(now: Date): Date {
  return new Date(now.getTime() - 2 * Math.max(...Object.values(LOGIN_THROTTLE.windowMs)));
}

/** Failures in the window and the time of the latest, for one counter. */
export interface FailureCount {
  count: number;
  lastAt: Date | null;
}

export interface ThrottleCounts {
  account: FailureCount;
  /** This account's failures from this client address (unknown devices). */
  pair: FailureCount;
  address: FailureCount;
  /** Present when the attempt carries a valid device cookie of this account. */
  device?: FailureCount;
}

export interface ThrottleDecision {
  allowed: boolean;
  /** When not allowed for a wait: how long until the next attempt is heard (ms); 0 when a proof of work is wanted. */
  retryAfterMs: number;
  /** Not allowed without a solved login challenge: the account is under attack and the device is unknown. */
  challengeRequired: boolean;
}

/** The wait after the n-th failure of a counter whose first `free` failures cost nothing. */
export function delayAfter(failures: number, free: number, timing: ThrottleTiming = LOGIN_THROTTLE): number {
  if (failures < free) return 0;
  return Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.min(30, failures - free));
}

function wait(counter: FailureCount, free: number, now: Date, timing: ThrottleTiming): number {
  const delay = delayAfter(counter.count, free, timing);
  if (delay === 0 || !counter.lastAt) return 0;
  return Math.max(0, counter.lastAt.getTime() + delay - now.getTime());
}

/**
 * Whether an attempt is heard now. `challengeSolved`: the attempt brings a valid login challenge (checked by the
 * caller only when this answers `challengeRequired`, so a challenge is spent only where one is needed).
 */
export function decide(
  counts: ThrottleCounts,
  now: Date,
  purpose: ThrottlePurpose = 'login',
  timing: ThrottleTiming = LOGIN_THROTTLE,
  challengeSolved = false,
): ThrottleDecision {
  const waits = counts.device
    ? [wait(counts.device, LOGIN_THROTTLE.free.device, now, timing)]
    : purpose === 'passwordCheck'
      ? [wait(counts.account, LOGIN_THROTTLE.free.passwordCheck, now, timing)]
      : [wait(counts.pair, LOGIN_THROTTLE.free.pair, now, timing), wait(counts.address, LOGIN_THROTTLE.free.address, now, timing)];
  const retryAfterMs = Math.max(...waits);
  if (retryAfterMs > 0) return { allowed: false, retryAfterMs, challengeRequired: false };
  const underAttack = !counts.device && purpose === 'login' && counts.account.count >= LOGIN_THROTTLE.free.account;
  if (underAttack && !challengeSolved) return { allowed: false, retryAfterMs: 0, challengeRequired: true };
  return { allowed: true, retryAfterMs: 0, challengeRequired: false };
}

/** True when the failure just recorded (count before it) is the one from which the account is under attack (and slowed down). */
export function failureStartsSlowDown(accountFailuresBefore: number, free: number = LOGIN_THROTTLE.free.account): boolean {
  return accountFailuresBefore + 1 === free;
}
