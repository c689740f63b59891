/**
 * Login throttling: failures are counted in a sliding window per account and per client address.
 * An account with `perAccount` failures is locked until its oldest failure in the window expires; an
 * address with `perAddress` failures is refused for every account.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

export interface ThrottleCounts {
  accountFailures: number;
  addressFailures: number;
}

export function isThrottled(counts: ThrottleCounts): boolean {
  return counts.accountFailures >= LOGIN_THROTTLE.perAccount || counts.addressFailures >= LOGIN_THROTTLE.perAddress;
}

/** True when the failure just recorded (counts before it) locks the account. */
export function failureLocksAccount(accountFailuresBefore: number): boolean {
  return accountFailuresBefore + 1 === LOGIN_THROTTLE.perAccount;
}
