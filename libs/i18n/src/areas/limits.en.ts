/**
 * Texts of the abuse limits (en), ADR 0034: the login of an account under attack, the limits of the cart import
 * and of guest orders and offer requests. Spread into the en catalogue (../en.ts); the keys must match
 * areas/limits.de.ts.
 */
export const limitsEn = {
  loginChallengeRequired:
    'This account has recently had many failed login attempts. Please let the automatic security check finish, then log in again.',
  loginChallengeRunning:
    'This account has recently had many failed login attempts, so your browser confirms the login with a short security check – you will be logged in in a moment.',
  cartImportBusyMsg: 'Many files are being read right now. Please try again in a few seconds.',
  cartImportRateLimitedMsg: 'You have imported a great many files in the last hour. Please try again later.',
  guestMailLimitReachedMsg:
    'Several guest orders or offer requests have already been sent with this e-mail address or from this connection in the last hour. Please try again later – or log in with your customer account.',
} as const;
