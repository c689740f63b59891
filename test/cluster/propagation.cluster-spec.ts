import request from 'supertest';
import { adminCookie, cluster, pollUntil, query } from './support/cluster-env';

// A change made on one instance reaches the others: measured per instance and printed, asserted only to arrive.
// The instances check their versions only every hour here (global setup): what arrives sooner was announced.

const COUPLING = 'KU-CL-C-013-AL';

async function guestPrice(shop: (typeof cluster.instances)[number]): Promise<number> {
  const res = await shop.post('/api/sales/cart/price', { positions: [{ productId: COUPLING, qty: '1' }], locale: 'de' });
  expect(res.status).toBe(200);
  return res.body.data.positions[0].price as number;
}

it('a price rule created through one instance shows on all three', async () => {
  const admin = await adminCookie();
  const before = await Promise.all(cluster.instances.map(guestPrice));
  expect(new Set(before).size).toBe(1);
  const created = await cluster.instances[0].post('/api/admin/price-rules', { productId: COUPLING, percentage: '-10', priority: 0 }, { cookie: admin });
  expect(created.status).toBe(201);
  const seen = await Promise.all(cluster.instances.map((shop) => pollUntil(() => guestPrice(shop), (price) => price !== before[0])));
  const delays = seen.map((s) => s.afterMs);
  console.log(`price rule seen after ${delays.map((d) => `${d.toFixed(0)} ms`).join(', ')} (worst ${Math.max(...delays).toFixed(0)} ms)`);
  expect(new Set(seen.map((s) => s.value)).size).toBe(1);
  expect(seen[0].value).toBeLessThan(before[0]);
  await cluster.instances[1].delete(`/api/admin/price-rules/${created.body.data.id}`, { cookie: admin });
});

it('a catalogue change written to the database shows on all three, in the API and on the guest product page', async () => {
  const [product] = await query<{ id: string; name: string }>(`SELECT product_id AS id, name FROM product_translation WHERE locale = 'de' AND product_id = 'SL-EPDM-006'`);
  const detailOn = async (shop: (typeof cluster.instances)[number]) => (await shop.get(`/api/catalogue/products/${product.id}?locale=de`)).body.data as { name: string; path: string } | undefined;
  const details = await Promise.all(cluster.instances.map(detailOn));
  expect(details.map((d) => d?.name)).toEqual([product.name, product.name, product.name]);
  // A guest's product page (no cookies): rendered once and kept by each instance, asked twice to be sure.
  const pageOn = async (shop: (typeof cluster.instances)[number]) => (await request(shop.baseUrl).get(details[0]!.path)).text;
  for (const shop of cluster.instances) for (let i = 0; i < 2; i++) expect(await pageOn(shop)).toContain(product.name);
  try {
    await query(`UPDATE product_translation SET name = 'Angekündigt' WHERE product_id = $1 AND locale = 'de'`, [product.id]);
    const [api, pages] = await Promise.all([
      Promise.all(cluster.instances.map((shop) => pollUntil(() => detailOn(shop), (detail) => detail?.name === 'Angekündigt'))),
      Promise.all(cluster.instances.map((shop) => pollUntil(() => pageOn(shop), (html) => html.includes('Angekündigt')))),
    ]);
    const worst = (seen: Array<{ afterMs: number }>) => `${seen.map((s) => `${s.afterMs.toFixed(0)} ms`).join(', ')} (worst ${Math.max(...seen.map((s) => s.afterMs)).toFixed(0)} ms)`;
    console.log(`catalogue change seen in the API after ${worst(api)}; on the guest product page after ${worst(pages)}`);
  } finally {
    await query(`UPDATE product_translation SET name = $2 WHERE product_id = $1 AND locale = 'de'`, [product.id, product.name]);
  }
});

it("a change of a configurator's own data written to the database shows on all three", async () => {
  const requiredOn = async (shop: (typeof cluster.instances)[number]) => {
    const res = await shop.get('/api/configurators/hose/setup?locale=de');
    expect(res.status).toBe(200);
    return [...(res.body.data.rules.screwFittingRequiredFor as string[])].sort().join(',');
  };
  const before = await Promise.all(cluster.instances.map(requiredOn));
  expect(new Set(before).size).toBe(1);
  expect(before[0]).not.toContain('epdm');
  try {
    await query(`UPDATE hose_class_rule SET screw_fitting_required = true WHERE hose_class = 'epdm'`);
    const seen = await Promise.all(cluster.instances.map((shop) => pollUntil(() => requiredOn(shop), (required) => required.split(',').includes('epdm'))));
    const delays = seen.map((s) => s.afterMs);
    console.log(`configurator data change seen after ${delays.map((d) => `${d.toFixed(0)} ms`).join(', ')} (worst ${Math.max(...delays).toFixed(0)} ms)`);
  } finally {
    await query(`UPDATE hose_class_rule SET screw_fitting_required = false WHERE hose_class = 'epdm'`);
  }
});
