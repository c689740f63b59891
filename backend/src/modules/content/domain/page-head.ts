/**
 * The page head the server writes into the HTML and the SPA keeps current: title with brand suffix,
 * robots, theme colour, description, Open Graph, Twitter large-image card, canonical link,
 * alternate-language links per translation and optional JSON-LD structured data. Pure.
 */
export interface PageHeadInput {
  title: string;
  brandSuffix: string;
  description: string;
  robots: string;
  themeColor: string;
  locale: string;
  canonicalUrl: string;
  alternates: Array<{ locale: string; url: string }>;
  defaultLocale: string;
  image?: string;
  siteName: string;
  jsonLd?: object[];
  extraMeta?: Array<{ name: string; content: string }>;
}

const OG_LOCALE: Record<string, string> = { de: 'de_DE', en: 'en_GB' };

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside <script> must not be able to close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function pageTitle(label: string, brandSuffix: string): string {
  return label ? `${label} | ${brandSuffix}` : brandSuffix;
}

export function renderPageHead(h: PageHeadInput): string {
  const title = pageTitle(h.title, h.brandSuffix);
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', h.description),
    meta('name', 'robots', h.robots),
    meta('name', 'theme-color', h.themeColor),
    `<link rel="canonical" href="${escapeHtml(h.canonicalUrl)}">`,
    ...h.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.locale)}" href="${escapeHtml(a.url)}">`),
  ];
  const fallback = h.alternates.find((a) => a.locale === h.defaultLocale);
  if (fallback) lines.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback.url)}">`);
  lines.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', h.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.canonicalUrl),
    meta('property', 'og:locale', OG_LOCALE[h.locale] ?? h.locale),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', h.description),
  );
  if (h.image) lines.push(meta('property', 'og:image', h.image), meta('name', 'twitter:image', h.image));
  for (const m of h.extraMeta ?? []) lines.push(meta('name', m.name, m.content));
  // Data blocks, never run: the page's CSP allows no inline script and needs no nonce for them.
  for (const data of h.jsonLd ?? []) lines.push(`<script type="application/ld+json">${safeJson(data)}</script>`);
  return lines.join('\n    ');
}
