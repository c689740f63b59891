import type { HeadAlternate, PageHeadData } from './PageHead';

const OG_LOCALES: Record<string, string> = { de: 'de_DE', en: 'en_GB' };

function upsertMeta(doc: Document, key: 'name' | 'property', id: string, content: string | null | undefined): void {
  let el = doc.head.querySelector<HTMLMetaElement>(`meta[${key}="${id}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = doc.createElement('meta');
    el.setAttribute(key, id);
    doc.head.appendChild(el);
  }
  if (el.getAttribute('content') !== content) el.setAttribute('content', content);
}

function upsertCanonical(doc: Document, href: string): void {
  let el = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = doc.createElement('link');
    el.rel = 'canonical';
    doc.head.appendChild(el);
  }
  if (el.getAttribute('href') !== href) el.setAttribute('href', href);
}

function replaceAlternates(doc: Document, alternates: HeadAlternate[]): void {
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
  for (const alt of alternates) {
    const el = doc.createElement('link');
    el.rel = 'alternate';
    el.hreflang = alt.hreflang;
    el.href = alt.href;
    doc.head.appendChild(el);
  }
}

/**
 * Brings the tags the server injected up to date after a client-side navigation (matching by name,
 * property and rel; missing tags are created). Structured data of the first page is dropped once the
 * visitor has navigated away from it; the server sends it again on a full load.
 */
export function applyPageHead(doc: Document, head: PageHeadData, isInitialPath: boolean): void {
  if (doc.title !== head.title) doc.title = head.title;
  upsertMeta(doc, 'name', 'description', head.description);
  upsertMeta(doc, 'name', 'robots', head.robots);
  upsertMeta(doc, 'name', 'theme-color', head.themeColor);
  upsertMeta(doc, 'property', 'og:title', head.title);
  upsertMeta(doc, 'property', 'og:description', head.description);
  upsertMeta(doc, 'property', 'og:url', head.canonical);
  upsertMeta(doc, 'property', 'og:type', 'website');
  upsertMeta(doc, 'property', 'og:site_name', head.siteName);
  upsertMeta(doc, 'property', 'og:locale', OG_LOCALES[head.locale] ?? head.locale);
  if (head.image) upsertMeta(doc, 'property', 'og:image', head.image);
  upsertMeta(doc, 'name', 'twitter:card', 'summary_large_image');
  upsertMeta(doc, 'name', 'twitter:title', head.title);
  upsertMeta(doc, 'name', 'twitter:description', head.description);
  if (head.image) upsertMeta(doc, 'name', 'twitter:image', head.image);
  upsertCanonical(doc, head.canonical);
  replaceAlternates(doc, head.alternates);
  if (!isInitialPath) doc.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
}

