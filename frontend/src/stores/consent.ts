import type { CookieCategory } from '../api/contracts';

export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_DAYS = 360;
export const ALL_COOKIE_CATEGORIES: readonly CookieCategory[] = ['Tec', 'Stat', 'Per', 'Ads'];

/** Parses the cookie value; null when there is no (usable) consent yet. */
export function parseConsent(value: string | null): CookieCategory[] | null {
  if (!value) return null;
  const parts = value
    .split(';')
    .map((p) => p.trim())
    .filter((p): p is CookieCategory => (ALL_COOKIE_CATEGORIES as readonly string[]).includes(p));
  if (!parts.includes('Tec')) return null;
  return ALL_COOKIE_CATEGORIES.filter((c) => parts.includes(c));
}

/** The cookie value: semicolon-separated, always containing Tec, in a stable order. */
export function formatConsent(categories: readonly CookieCategory[]): string {
  const set = new Set<CookieCategory>(['Tec', ...categories]);
  return ALL_COOKIE_CATEGORIES.filter((c) => set.has(c)).join(';');
}
