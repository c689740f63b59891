/**
 * The route layer of the spec ("Screens and routes" → "Route layer", "Page access conditions") as pure
 * functions. TEMPORARY HOME: `matchRedirect`, `stripTrailingSlash`, `languageFromPath`, `findPage` and
 * `checkAccess` move to @shop/domain (libs/domain/src/route-layer.ts); their signatures here follow that
 * module (RedirectMatch 'in-app' | 'full-page', AccessContext.homepageForLocale), so the swap is an import
 * change plus mapping Webpage (numeric id, null fields) to the domain's RoutePage. `homepageForRoot`,
 * `fillPath` and `resolveRoute` stay here. Keep this file free of React, MobX and the DOM.
 */

export interface RoutablePage {
  id: number;
  code: string;
  locale: string;
  path: string;
  component: string;
  prefix: boolean;
  accessCondition: string | null;
  redirectTarget: string | null;
}

export interface RedirectRule {
  path: string;
  target: string;
}

export interface RedirectMatch {
  /** 'in-app' targets start with '/', everything else is a full-page redirect. */
  kind: 'in-app' | 'full-page';
  target: string;
}

/**
 * Looks the path up in the redirect list (exact match). A target starting with '/' is an in-app redirect,
 * one starting with 'http' a full-page redirect; anything else gets 'https://' in front (full page).
 * Rules with an empty target are ignored.
 */
export function matchRedirect(path: string, redirects: readonly RedirectRule[]): RedirectMatch | null {
  for (const rule of redirects) {
    if (rule.path !== path) continue;
    const target = rule.target.trim();
    if (target === '') continue;
    if (target.startsWith('/')) return { kind: 'in-app', target };
    if (target.startsWith('http')) return { kind: 'full-page', target };
    return { kind: 'full-page', target: `https://${target}` };
  }
  return null;
}

/** The path without trailing slashes ('/' stays '/'). Equal to the input when nothing is to strip. */
export function stripTrailingSlash(path: string): string {
  if (path.length <= 1 || !path.endsWith('/')) return path;
  const stripped = path.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/** The language of a path from its first segment ('/en/...' → 'en'), else the default language. */
export function languageFromPath(path: string, languages: readonly string[], defaultLocale = 'de'): string {
  const first = (path.split(/[?#]/)[0].split('/').filter(Boolean)[0] ?? '').toLowerCase();
  const match = languages.find((code) => code.toLowerCase() === first);
  return match !== undefined && match !== defaultLocale ? match : defaultLocale;
}

/**
 * For '/' and '/{languageCode}' (each configured non-default language): the configured home page path of
 * that language, or null when the path is no language root or the locale has no home page.
 */
export function homepageForRoot(
  path: string,
  languages: readonly string[],
  defaultLocale: string,
  homepage: Readonly<Record<string, string>>,
): { locale: string; path: string | null } | null {
  if (path === '/' || path === '') return { locale: defaultLocale, path: homepage[defaultLocale] ?? null };
  const match = /^\/([a-z]{2})$/.exec(path);
  if (match && match[1] !== defaultLocale && languages.includes(match[1])) {
    return { locale: match[1], path: homepage[match[1]] ?? null };
  }
  return null;
}

export interface PageMatch<P extends RoutablePage = RoutablePage> {
  page: P;
  /** Values of ':param' segments. */
  params: Record<string, string>;
}

function matchParamPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i];
    if (segment.startsWith(':') && segment.length > 1) {
      if (!have[i]) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(have[i]);
      } catch {
        params[segment.slice(1)] = have[i];
      }
    } else if (segment !== have[i]) {
      return null;
    }
  }
  return params;
}

/**
 * Finds the page for a path: an exact path first, then non-prefix paths with ':param' segments (the
 * pattern with the most literal segments wins), then prefix pages (the longest prefix wins).
 */
export function findPage<P extends RoutablePage>(path: string, pages: readonly P[]): PageMatch<P> | null {
  const exact = pages.find((p) => p.path === path);
  if (exact) return { page: exact, params: {} };

  let bestParam: { page: P; params: Record<string, string>; literals: number } | null = null;
  for (const page of pages) {
    if (page.prefix || !page.path.includes('/:')) continue;
    const params = matchParamPath(page.path, path);
    if (!params) continue;
    const literals = page.path.split('/').filter((s) => s && !s.startsWith(':')).length;
    if (!bestParam || literals > bestParam.literals) bestParam = { page, params, literals };
  }
  if (bestParam) return { page: bestParam.page, params: bestParam.params };

  let best: P | null = null;
  for (const page of pages) {
    if (!page.prefix) continue;
    const base = page.path === '/' ? '' : page.path;
    if (path === page.path || path.startsWith(`${base}/`)) {
      if (!best || page.path.length > best.path.length) best = page;
    }
  }
  return best ? { page: best, params: {} } : null;
}

export interface AccessContext {
  user?: { firstname?: string | null } | null;
  adminUser?: { firstname?: string | null } | null;
  /** The home page configured for the current locale; none means not installed. */
  homepageForLocale?: string | null;
}

/** True when the access condition is met (or the page has none). Unknown conditions are not met. */
export function checkAccess(condition: string | null | undefined, ctx: AccessContext): boolean {
  const hasName = (u: AccessContext['user']) => typeof u?.firstname === 'string' && u.firstname.trim() !== '';
  const installed = typeof ctx.homepageForLocale === 'string' && ctx.homepageForLocale.trim() !== '';
  switch (condition ?? '') {
    case '':
      return true;
    case 'not-logged-in':
      return !hasName(ctx.user);
    case 'logged-in':
      return hasName(ctx.user);
    case 'admin-not-logged-in':
      return !hasName(ctx.adminUser);
    case 'admin-logged-in':
      return hasName(ctx.adminUser);
    case 'not-installed':
      return !installed;
    case 'installed':
      return installed;
    default:
      return false;
  }
}

/** Fills ':param' segments of a path pattern; null if a value is missing. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string | null {
  let missing = false;
  const path = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) missing = true;
      return encodeURIComponent(value ?? '');
    })
    .join('/');
  return missing ? null : path;
}

// ---- The whole decision for one location --------------------------------------------------------------

export interface RouteInput<P extends RoutablePage> {
  pathname: string;
  search: string;
  hash: string;
  redirects: readonly RedirectRule[];
  pages: readonly P[];
  languages: readonly string[];
  defaultLocale: string;
  homepage: Readonly<Record<string, string>>;
  user: AccessContext['user'];
  adminUser: AccessContext['adminUser'];
}

export type RouteDecision<P extends RoutablePage> =
  | { kind: 'redirect'; to: string; locale: string }
  | { kind: 'external'; url: string; locale: string }
  | { kind: 'page'; page: P; params: Record<string, string>; locale: string }
  | { kind: 'catalogue'; locale: string }
  | { kind: 'unavailable'; locale: string; reason: string };

/**
 * Resolves a location in the order of the spec: redirect list, trailing slash, language roots, page
 * lookup with access condition; a path that matches no page goes to the catalogue resolver.
 */
export function resolveRoute<P extends RoutablePage>(input: RouteInput<P>): RouteDecision<P> {
  const { pathname, search, hash } = input;
  const pathLocale = languageFromPath(pathname, input.languages, input.defaultLocale);

  const redirect = matchRedirect(pathname, input.redirects);
  if (redirect?.kind === 'in-app' && redirect.target !== pathname) return { kind: 'redirect', to: redirect.target, locale: pathLocale };
  if (redirect?.kind === 'full-page') return { kind: 'external', url: redirect.target, locale: pathLocale };

  const stripped = stripTrailingSlash(pathname);
  if (stripped !== pathname) return { kind: 'redirect', to: `${stripped}${search}${hash}`, locale: pathLocale };

  const root = homepageForRoot(pathname, input.languages, input.defaultLocale, input.homepage);
  if (root?.path && root.path !== pathname) return { kind: 'redirect', to: `${root.path}${search}${hash}`, locale: root.locale };

  const match = findPage(pathname, input.pages);
  if (!match) return { kind: 'catalogue', locale: pathLocale };

  const locale = match.page.locale || pathLocale;
  const allowed = checkAccess(match.page.accessCondition, {
    user: input.user,
    adminUser: input.adminUser,
    homepageForLocale: input.homepage[locale] ?? null,
  });
  if (allowed) return { kind: 'page', page: match.page, params: match.params, locale };

  const target = match.page.redirectTarget || input.homepage[locale] || input.homepage[input.defaultLocale] || null;
  if (!target || target === pathname) return { kind: 'unavailable', locale, reason: `access condition ${match.page.accessCondition} not met` };
  if (/^https?:\/\//.test(target)) return { kind: 'external', url: target, locale };
  return { kind: 'redirect', to: target, locale };
}
