import { adminCookie, cluster, pollUntil } from './support/cluster-env';

// A change made on one instance reaches the others: measured per instance and printed, asserted only to arrive.

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
