/** A mail is given up (marked failed, kept for the admin) after this many attempts. */
export const MAX_MAIL_ATTEMPTS = 10;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits after the 1st, 2nd, 3rd, 4th failed attempt; every later wait is the last one (the cap). */
const RETRY_DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR, 2 * HOUR];

/**
 * The wait before the next attempt after `attempts` failed ones (1-based): 30 s, 2 min, 10 min, 1 h, then
 * 2 h each. With 10 attempts a mail keeps being tried for about 11 h (an SMTP outage over a night), then fails.
 */
export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1];
}

/** What happens after a failed attempt: another try after a wait, or give up. */
export function afterFailure(attempts: number): { retryInMs: number } | 'failed' {
  return attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : { retryInMs: retryDelayMs(attempts) };
}
