import { cluster } from './support/cluster-env';

// Limits that protect the shop count across the cluster: a flood spread over every instance by the proxy is
// limited as if it reached one.

it('90 error reports from one address over three instances: 20 taken, as on one instance', async () => {
  const address = '203.0.113.90';
  const answers = await Promise.all(
    Array.from({ length: 90 }, async () => {
      const res = await cluster.proxy.post('/api/system/frontend-error', { errMsg: `TypeError: cluster flood ${process.pid}`, errInfo: 'at main.js:1:2' }, { ip: address });
      expect(res.status).toBe(200);
      return { accepted: res.body.data.accepted as boolean, instance: res.headers['x-cluster-instance'] };
    }),
  );
  // The proxy spread them over all three.
  expect(new Set(answers.map((a) => a.instance)).size).toBe(3);
  expect(answers.filter((a) => a.accepted)).toHaveLength(20);
});
