import type { Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { ProductListItem } from '../api/catalogue-contracts';

/** POST /api/catalogue/products/by-ids takes up to this many article numbers. */
export const BY_IDS_LIMIT = 1000;

/**
 * The list items of these article numbers (POST /api/catalogue/products/by-ids, asked in chunks of
 * {@link BY_IDS_LIMIT}); unknown numbers are left out. Null when a call failed: the caller cannot tell a
 * vanished product from a failed check then.
 */
export async function fetchProductsByIds(api: ShopApi, ids: readonly string[], locale: Locale): Promise<ProductListItem[] | null> {
  const items: ProductListItem[] = [];
  for (let start = 0; start < ids.length; start += BY_IDS_LIMIT) {
    const result = await api.post('/api/catalogue/products/by-ids', { body: { ids: ids.slice(start, start + BY_IDS_LIMIT), locale } });
    if (!result.ok) return null;
    items.push(...result.data.items);
  }
  return items;
}
