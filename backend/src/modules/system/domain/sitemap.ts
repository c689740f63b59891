/**
 * Sitemaps (sitemaps.org protocol 0.9, with hreflang alternates): pure writers. A sitemap file holds at most
 * 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed; a sitemap index names the files.
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One page in every language: the same alternates are listed under each language's URL. */
export interface SitemapPage {
  /** locale → absolute URL. */
  urls: Record<string, string>;
  lastmod: Date | null;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const XML_SPECIAL = /[&<>"']/;
const XML_SPECIAL_ALL = /[&<>"']/g;

/** Escapes the five XML specials; most URLs have none, so they are returned as they are without a copy. */
export function escapeXml(value: string): string {
  return XML_SPECIAL.test(value) ? value.replace(XML_SPECIAL_ALL, (c) => XML_ESCAPES[c]) : value;
}

/** W3C datetime as the protocol wants it (UTC, seconds). */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** The <url> elements of one page: one per language, each naming every language and x-default. */
export function urlElements(page: SitemapPage, defaultLocale: string): string[] {
  const locales = Object.keys(page.urls);
  const alternates =
    locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(page.urls[l])}"/>`).join('') +
    (page.urls[defaultLocale] ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(page.urls[defaultLocale])}"/>` : '');
  const lastmod = page.lastmod ? `<lastmod>${w3cDate(page.lastmod)}</lastmod>` : '';
  return locales.map((l) => `<url><loc>${escapeXml(page.urls[l])}</loc>${lastmod}${locales.length > 1 ? alternates : ''}</url>\n`);
}

/**
 * Splits the pages' URL elements into sitemap files of at most `maxUrls` URLs and `maxBytes` bytes. The
 * languages of one page may fall into two files (each <url> stands on its own).
 */
export function* sitemapFiles(pages: Iterable<SitemapPage>, defaultLocale: string, maxUrls = SITEMAP_MAX_URLS, maxBytes = SITEMAP_MAX_BYTES): Generator<{ xml: string; urls: number }> {
  let parts: string[] = [];
  let bytes = 0;
  const fixed = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const flush = () => {
    const file = { xml: URLSET_OPEN + parts.join('') + URLSET_CLOSE, urls: parts.length };
    parts = [];
    bytes = 0;
    return file;
  };
  for (const page of pages) {
    for (const element of urlElements(page, defaultLocale)) {
      const size = Buffer.byteLength(element);
      if (parts.length > 0 && (parts.length >= maxUrls || fixed + bytes + size > maxBytes)) yield flush();
      parts.push(element);
      bytes += size;
    }
  }
  if (parts.length > 0) yield flush();
}

/** The sitemap index naming the files (absolute URLs). */
export function sitemapIndex(files: Array<{ loc: string; lastmod: Date }>): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n` +
    files.map((f) => `<sitemap><loc>${escapeXml(f.loc)}</loc><lastmod>${w3cDate(f.lastmod)}</lastmod></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/**
 * robots.txt (RFC 9309): everything open except the given paths (each as a prefix), and the sitemap index.
 */
export function robotsTxt(disallow: string[], sitemapUrl: string): string {
  return ['User-agent: *', ...[...new Set(disallow)].sort().map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
