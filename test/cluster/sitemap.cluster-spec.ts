import { cluster, pollUntil, query } from './support/cluster-env';

// One sitemap for the cluster: it lives in the shared storage, and a catalogue change announced to every
// instance has it made again at once, so all three serve the same one without the product.

/** Everything `shop` serves as its sitemap: the index and each part it names. */
async function sitemapOf(shop: (typeof cluster.instances)[number]): Promise<string> {
  const index = await shop.get('/sitemap.xml');
  if (index.status !== 200) return '';
  const parts = [...index.text.matchAll(/\/(sitemap-[0-9]+\.xml)</g)].map((m) => m[1]);
  const texts = await Promise.all(parts.map(async (part) => (await shop.get(`/${part}`)).text));
  return texts.join('\n');
}

/** The addresses a sitemap lists (its lastmod dates move with every regeneration). */
const locations = (text: string) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort().join('\n');

const lists = (text: string, slug: string) => text.includes(`/${slug}<`) || text.includes(`/${slug}"`);

it('after a product is deactivated all three instances serve a sitemap without it', async () => {
  const [product] = await query<{ id: string; slug: string }>(
    `SELECT p.id, t.slug FROM product p JOIN product_translation t ON t.product_id = p.id AND t.locale = 'de'
     WHERE p.active AND p.id NOT IN ('KU-CL-C-013-AL', 'SL-EPDM-006') ORDER BY p.id DESC LIMIT 1`,
  );
  // The sitemap made at start-up lists it everywhere.
  await Promise.all(cluster.instances.map((shop) => pollUntil(() => sitemapOf(shop), (text) => lists(text, product.slug), 250)));
  try {
    await query('UPDATE product SET active = false WHERE id = $1', [product.id]);
    const seen = await Promise.all(cluster.instances.map((shop) => pollUntil(() => sitemapOf(shop), (text) => text.length > 0 && !lists(text, product.slug), 50)));
    const delays = seen.map((s) => s.afterMs);
    console.log(`sitemap without the deactivated product after ${delays.map((d) => `${d.toFixed(0)} ms`).join(', ')} (worst ${Math.max(...delays).toFixed(0)} ms)`);
    // And it stays so: asked again, all three list the same addresses, still without it.
    const now = await Promise.all(cluster.instances.map(sitemapOf));
    expect(now.map((text) => lists(text, product.slug))).toEqual([false, false, false]);
    expect(new Set(now.map(locations)).size).toBe(1);
  } finally {
    await query('UPDATE product SET active = true WHERE id = $1', [product.id]);
  }
});
