/**
 * The route layer (docs/rules/screens-and-routes.md#route-layer) as pure functions, shared by the frontend
 * router and the server: redirects, trailing slashes, language detection,
 * page lookup and page access conditions (docs/rules/states-and-transitions.md#page-access-conditions).
 */

export interface RedirectRule {
  readonly path: string;
  readonly target: string;
}

export interface RedirectMatch {
  /** 'in-app' targets start with '/', everything else is a full-page redirect. */
  readonly kind: 'in-app' | 'full-page';
  readonly target: string;
}

/**
 * Exact-match redirect lookup. A target starting with '/' is an in-app
 * redirect, one starting with 'http' a full-page redirect, any other target
 * gets 'https://' in front and is a full-page redirect. Rules with an empty
 * target are ignored. Returns null when no rule matches.
 */
export function matchRedirect(path: string, redirects: readonly RedirectRule[]): RedirectMatch | null {
  for (const rule of redirects) {
    if (rule.path !== path) continue;
    const target = rule.target.trim();
    if (target === '') continue;
    // No target may carry control characters: a CR LF would be a header injection in the server's Location.
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(target)) continue;
    if (target.startsWith('/')) {
      // A target like '//host' or '/\\host' would leave the site: such a rule is not applied.
      if (!isSafeLocalPath(safeDecode(target))) continue;
      return { kind: 'in-app', target };
    }
    if (target.startsWith('http')) return { kind: 'full-page', target };
    return { kind: 'full-page', target: `https://${target}` };
  }
  return null;
}

/**
 * True for a path a redirect may send a browser to without leaving the site: one leading '/', not
 * followed by another '/' or a '\\' (browsers read '//host' and '/\\host' as another host), and no
 * backslash, control character or whitespace other than a plain space anywhere. Check the decoded
 * path: '/%2fevil.example' decodes to '//evil.example'.
 */
export function isSafeLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return !/[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path);
}

/** '/foo/' → '/foo' (repeated slashes too); '/' stays '/'. */
export function stripTrailingSlash(path: string): string {
  if (path.length <= 1 || !path.endsWith('/')) return path;
  const stripped = path.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/** True when the path should be redirected to {@link stripTrailingSlash}(path). */
export function hasTrailingSlash(path: string): boolean {
  return stripTrailingSlash(path) !== path;
}

function firstSegment(path: string): string {
  return path.split(/[?#]/)[0].split('/').filter((segment) => segment !== '')[0] ?? '';
}

/**
 * Language of a path: the first segment if it is a configured language other
 * than the default ("/en/shop" → 'en'), else the default locale ('de').
 */
export function languageFromPath(path: string, languages: readonly string[], defaultLocale = 'de'): string {
  const segment = firstSegment(path).toLowerCase();
  const match = languages.find((code) => code.toLowerCase() === segment);
  return match !== undefined && match !== defaultLocale ? match : defaultLocale;
}

/** Path prefix of a locale: '' for the default, '/en' for others. */
export function localePrefix(locale: string, defaultLocale = 'de'): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** Prefixes a path with a non-default locale: ('/shop', 'en') → '/en/shop'; ('/', 'en') → '/en'. */
export function localizePath(path: string, locale: string, defaultLocale = 'de'): string {
  const prefix = localePrefix(locale, defaultLocale);
  if (prefix === '') return path;
  return path === '/' || path === '' ? prefix : `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
}

export type AccessCondition =
  | 'not-logged-in'
  | 'logged-in'
  | 'admin-not-logged-in'
  | 'admin-logged-in'
  | 'not-installed'
  | 'installed';

/** A configured page (docs/rules/screens-and-routes.md#route-layer). */
export interface RoutePage {
  readonly id: string | number;
  /** Full path incl. locale prefix, may contain ':param' segments. */
  readonly path: string;
  /** Name of the component to render. */
  readonly component: string;
  /** Match every path below this one (otherwise exact). */
  readonly prefix?: boolean;
  readonly accessCondition?: AccessCondition | string | null;
  /** Where to go when the access condition is not met. */
  readonly redirectTarget?: string | null;
  readonly locale: string;
}

export interface PageMatch<P extends RoutePage = RoutePage> {
  readonly page: P;
  /** Values of ':param' segments (decoded). */
  readonly params: Readonly<Record<string, string>>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchParams(pattern: readonly string[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    if (pattern[i].startsWith(':') && pattern[i].length > 1) params[pattern[i].slice(1)] = decodeSegment(segments[i]);
    else if (pattern[i] !== segments[i]) return null;
  }
  return params;
}

function isPrefixOf(prefix: string, path: string): boolean {
  if (prefix === '/') return true;
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Finds the page for a path (query, hash and trailing slash ignored):
 * 1. a page whose path equals the path exactly;
 * 2. a non-prefix page with ':param' segments matching segment by segment
 *    (the pattern with the most literal segments wins, then config order);
 * 3. a prefix page whose path is a segment-wise prefix (longest wins).
 * Returns null when nothing matches.
 */
export function findPage<P extends RoutePage>(path: string, pages: readonly P[]): PageMatch<P> | null {
  const clean = stripTrailingSlash(path.split(/[?#]/)[0] || '/');
  const exact = pages.find((page) => stripTrailingSlash(page.path) === clean);
  if (exact !== undefined) return { page: exact, params: {} };

  const segments = segmentsOf(clean);
  let best: { page: P; params: Record<string, string>; literals: number } | null = null;
  for (const page of pages) {
    if (page.prefix === true || !page.path.includes('/:')) continue;
    const pattern = segmentsOf(page.path);
    const params = matchParams(pattern, segments);
    if (params === null) continue;
    const literals = pattern.filter((segment) => !segment.startsWith(':')).length;
    if (best === null || literals > best.literals) best = { page, params, literals };
  }
  if (best !== null) return { page: best.page, params: best.params };

  let longest: P | null = null;
  for (const page of pages) {
    if (page.prefix !== true) continue;
    const prefix = stripTrailingSlash(page.path);
    if (isPrefixOf(prefix, clean) && (longest === null || prefix.length > stripTrailingSlash(longest.path).length)) {
      longest = page;
    }
  }
  return longest === null ? null : { page: longest, params: {} };
}

/** Who is logged in and whether the shop is installed (for access conditions). */
export interface AccessContext {
  readonly user?: { readonly firstname?: string | null } | null;
  readonly adminUser?: { readonly firstname?: string | null } | null;
  /** The homepage configured for the current locale, if any. */
  readonly homepageForLocale?: string | null;
}

function hasFirstname(person: { readonly firstname?: string | null } | null | undefined): boolean {
  return typeof person?.firstname === 'string' && person.firstname.trim() !== '';
}

/**
 * Evaluates a page access condition (docs/rules/states-and-transitions.md#page-access-conditions). No condition → true.
 * Unknown conditions (e.g. a typo in configuration) → false (fail closed).
 */
export function checkAccess(condition: AccessCondition | string | null | undefined, context: AccessContext): boolean {
  if (condition === undefined || condition === null || condition === '') return true;
  const installed = typeof context.homepageForLocale === 'string' && context.homepageForLocale.trim() !== '';
  switch (condition) {
    case 'not-logged-in':
      return !hasFirstname(context.user);
    case 'logged-in':
      return hasFirstname(context.user);
    case 'admin-not-logged-in':
      return !hasFirstname(context.adminUser);
    case 'admin-logged-in':
      return hasFirstname(context.adminUser);
    case 'not-installed':
      return !installed;
    case 'installed':
      return installed;
    default:
      return false;
  }
}

export type AccessDecision = { readonly allowed: true } | { readonly allowed: false; readonly redirectTo?: string };

/** Access check of a page plus where to redirect when it is not met. */
export function resolvePageAccess(page: RoutePage, context: AccessContext): AccessDecision {
  if (checkAccess(page.accessCondition, context)) return { allowed: true };
  return page.redirectTarget ? { allowed: false, redirectTo: page.redirectTarget } : { allowed: false };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
