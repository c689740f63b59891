import type { BlockLink } from '@shop/domain';
import type { ContentStore } from '../../stores/ContentStore';

/**
 * Where a block's link leads in a locale: a page by code (null while the page is not built — no link to a
 * dead end), a category by id (its path in the locale), or a local path; the query appended. Null when the
 * target is unknown: the link is left out.
 */
export function blockLinkTarget(link: BlockLink | undefined, content: ContentStore, locale: string): string | null {
  if (!link) return null;
  let path: string | null = null;
  if (link.page) path = content.pathFor(link.page, locale);
  else if (link.category) {
    const category = content.productCategories.find((c) => c.id === link.category);
    path = category ? (category.path[locale as 'de' | 'en'] ?? category.path.de) : null;
  } else if (link.href) path = link.href;
  if (!path) return null;
  return link.query ? `${path}${path.includes('?') ? '&' : '?'}${link.query}` : path;
}
