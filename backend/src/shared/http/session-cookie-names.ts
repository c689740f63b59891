/**
 * Names of the session cookies (docs/decisions/0004-sessions.md): separate cookies, so one browser can be
 * customer and admin at once. Identity sets and reads them; page rendering only asks whether one is present
 * (a page rendered for nobody in particular may be shared between visitors).
 */
export const CUSTOMER_SESSION_COOKIE = 'shop_session';
export const ADMIN_SESSION_COOKIE = 'shop_admin_session';
export const SESSION_COOKIE_NAMES: readonly string[] = [CUSTOMER_SESSION_COOKIE, ADMIN_SESSION_COOKIE];
