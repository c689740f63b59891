/**
 * The route layer of the spec ("Screens and routes" → "Route layer", "Page access conditions").
 * The rules themselves (`matchRedirect`, `stripTrailingSlash`, `languageFromPath`, `findPage`,
 * `checkAccess`) live once in @shop/domain, shared with the server's page renderer; this file adds what
 * only the SPA needs: `homepageForRoot`, `fillPath` and the whole decision for one location
 * (`resolveRoute`). Keep it free of React, MobX and the DOM.
 */
import { checkAccess, findPage, languageFromPath, matchRedirect, stripTrailingSlash } from '@shop/domain';
import type { AccessContext, PageMatch, RedirectMatch, RedirectRule } from '@shop/domain';

export { checkAccess, findPage, languageFromPath, matchRedirect, stripTrailingSlash };
export type { AccessContext, PageMatch, RedirectMatch, RedirectRule };

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
