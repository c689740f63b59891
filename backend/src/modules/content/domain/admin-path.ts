/**
 * Which paths belong to the admin app (ADR 0023): every webpage whose component is an admin page
 * (`Admin…`), and every path under the admin slug in any language (`/admin…`, `/en/admin…`), so a mistyped
 * admin path gets the admin app's "not found" rather than the storefront's.
 */
export function isAdminPath(path: string, component: string | null, adminSlug: string, languages: readonly string[], defaultLocale: string): boolean {
  if (component !== null && component.startsWith('Admin')) return true;
  if (component !== null) return false;
  const prefixes = [`/${adminSlug}`, ...languages.filter((l) => l !== defaultLocale).map((l) => `/${l}/${adminSlug}`)];
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
