// Every file a product page links (pictures, data sheets, charts, drawings) exists: no 404 for a buyer.
import { http, API_CODE, post } from './support/api';

describe('demo media and downloads', () => {
  it('every /media link in the product answers of each category resolves to 200 with its type', async () => {
    const init = await post('/api/facade/frontend/init', {});
    const categories: Array<{ id: string; productCount: number }> = init.body.data.productCategories.filter((c: { productCount: number }) => c.productCount > 0);
    const links = new Set<string>();
    for (const category of categories) {
      const list = await http().get(`/api/catalogue/categories/${encodeURIComponent(category.id)}/products?locale=de&pageSize=24`).set('apiCode', API_CODE);
      const ids: string[] = list.body.data.items.slice(0, 2).map((p: { id: string }) => p.id);
      for (const id of ids) {
        for (const locale of ['de', 'en']) {
          const product = await http().get(`/api/catalogue/products/${encodeURIComponent(id)}?locale=${locale}`).set('apiCode', API_CODE);
          for (const m of JSON.stringify(product.body).matchAll(/"(\/media\/[^"?#]+)"/g)) links.add(m[1]);
        }
      }
    }
    expect([...links].some((l) => l.endsWith('.pdf'))).toBe(true);
    expect([...links].some((l) => l.endsWith('.svg'))).toBe(true);
    const broken: string[] = [];
    for (const link of links) {
      const res = await http().get(link);
      const type = String(res.headers['content-type'] ?? '');
      const expected = link.endsWith('.pdf') ? 'application/pdf' : link.endsWith('.svg') ? 'image/svg+xml' : '';
      if (res.status !== 200 || !type.startsWith(expected)) broken.push(`${link}: ${res.status} ${type}`);
      if (link.endsWith('.pdf') && res.status === 200) expect(res.body.toString('latin1', 0, 5)).toBe('%PDF-');
    }
    console.log(`demo files: ${links.size} distinct /media links checked over ${categories.length} categories`);
    expect(broken).toEqual([]);
  });
});
