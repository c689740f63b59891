/**
 * The Google Merchant Center feed (RSS 2.0 with the g: namespace), pure: items in, XML out.
 * https://support.google.com/merchants/answer/7052112 — id, title, description, link, image_link, price
 * ("12.50 EUR"), availability (in_stock, out_of_stock, preorder, backorder), brand, gtin/mpn, condition.
 */

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  /** Amount as a decimal string with a dot ("12.50"). */
  price: string;
  currency: string;
  availability: 'in_stock' | 'out_of_stock' | 'backorder';
  brand: string;
  gtin: string | null;
  mpn: string | null;
  productType: string | null;
}

export function escapeXml(text: string): string {
  // Characters XML 1.0 does not allow at all are dropped; the five special ones are escaped.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Plain text of a description that may hold HTML, cut at 5000 characters (Google's limit). */
export function plainText(html: string, max = 5000): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function feedHeader(channel: { title: string; link: string; description: string }): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${escapeXml(channel.title)}</title>\n<link>${escapeXml(channel.link)}</link>\n<description>${escapeXml(channel.description)}</description>\n`
  );
}

export function feedItem(item: FeedItem): string {
  const tag = (name: string, value: string | null) => (value === null || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`);
  return (
    '<item>' +
    tag('g:id', item.id) +
    tag('title', item.title.slice(0, 150)) +
    tag('description', item.description) +
    tag('link', item.link) +
    tag('g:image_link', item.imageLink) +
    tag('g:price', `${item.price} ${item.currency}`) +
    tag('g:availability', item.availability) +
    tag('g:brand', item.brand) +
    tag('g:gtin', item.gtin) +
    tag('g:mpn', item.mpn) +
    tag('g:identifier_exists', item.gtin || item.mpn ? null : 'no') +
    tag('g:condition', 'new') +
    tag('g:product_type', item.productType) +
    '</item>\n'
  );
}

export const FEED_FOOTER = '</channel>\n</rss>\n';
