import { useLocation } from 'react-router';
import type { Locale } from '@shop/i18n';
import { useCurrentRoute, useLocale } from '../../app/RouteContext';
import { fillPath } from '../../app/route-layer';
import { languageName } from '../../lib/format';
import { useStores } from '../../stores/StoreContext';

export interface LanguageLink {
  code: string;
  /** Visible short code ('de' or 'DE' when upper-case codes are configured). */
  short: string;
  /** Name of the language in that language: "Deutsch", "English". */
  name: string;
  href: string;
  current: boolean;
}

/**
 * One entry per configured language: the translated path of the current page (same page code in the other
 * locale, query kept; for product and category pages the resolver's alternates), else that locale's home
 * page. Languages without either are left out.
 */
export function useLanguageLinks(): LanguageLink[] {
  const { config, content } = useStores();
  const route = useCurrentRoute();
  const locale = useLocale();
  const location = useLocation();
  const links: LanguageLink[] = [];
  for (const code of config.languages) {
    let href: string | null = null;
    if (code === locale) {
      href = `${location.pathname}${location.search}`;
    } else if (route?.page) {
      const translated = content.page(route.page.code, code);
      const path = translated ? fillPath(translated.path, route.params) : null;
      if (path) href = `${path}${location.search}`;
    } else if (content.alternatePaths?.[code as Locale]) {
      // Product and category pages: the translated path from the resolve answer, list state (query) kept.
      href = `${content.alternatePaths[code as Locale]}${location.search}`;
    }
    href ??= config.homepagePath(code);
    if (!href) continue;
    links.push({
      code,
      short: config.upperCaseLanguageCodes ? code.toUpperCase() : code,
      name: languageName(code),
      href,
      current: code === locale,
    });
  }
  return links;
}
