/**
 * Catalogue URLs (docs/rules/screens-and-routes.md#storefront-pages): a category's path is the locale prefix, then the chain of its parent
 * slugs, then its own slug. One rule for the server's read model, the init payload and the seeder.
 */
import { LOCALES, DEFAULT_LOCALE } from './locale';
import { localePrefix } from './route-layer';

/** ['schlaeuche', 'epdm-schlaeuche'], 'de' → '/schlaeuche/epdm-schlaeuche'; 'en' gets the '/en' prefix. */
export function categoryPath(slugChain: readonly string[], locale: string, defaultLocale: string = DEFAULT_LOCALE): string {
  return `${localePrefix(locale, defaultLocale)}/${slugChain.join('/')}`;
}

export interface CategoryPathInput {
  readonly id: string;
  readonly parentId: string | null;
  /** Slug per locale; a missing locale falls back to the default locale's slug. */
  readonly slug: Readonly<Record<string, string>>;
}

/**
 * The path per locale of every category, from the parent links. A parent that does not exist ends the
 * chain; a cycle in the parent links is cut at the first repeat instead of looping.
 */
export function categoryPaths(
  categories: readonly CategoryPathInput[],
  locales: readonly string[] = LOCALES,
  defaultLocale: string = DEFAULT_LOCALE,
): Map<string, Record<string, string>> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const paths = new Map<string, Record<string, string>>();
  for (const category of categories) {
    const chain: CategoryPathInput[] = [];
    const seen = new Set<string>();
    for (let c: CategoryPathInput | undefined = category; c && !seen.has(c.id); c = c.parentId ? byId.get(c.parentId) : undefined) {
      seen.add(c.id);
      chain.unshift(c);
    }
    const path: Record<string, string> = {};
    for (const locale of locales) path[locale] = categoryPath(chain.map((c) => c.slug[locale] ?? c.slug[defaultLocale]), locale, defaultLocale);
    paths.set(category.id, path);
  }
  return paths;
}
