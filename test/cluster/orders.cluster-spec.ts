import { randomUUID } from 'node:crypto';
import { cluster } from './support/cluster-env';

// Orders placed at once through the proxy land on all three instances; the order numbers come from the one
// database, so none is given twice.

const linz = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hauptplatz 1', zip: '4020', city: 'Linz', country: 'AT' };

function guestOrder(n: number) {
  return {
    positions: [
      { productId: 'KU-CL-C-013-AL', qty: '12' },
      { productId: 'SL-EPDM-006', qty: '20' },
    ],
    shippingAddress: linz,
    billingAddress: linz,
    shippingMethodId: 'standard',
    paymentMethodId: 'prepayment',
    buyer: { company: 'Beispiel Hydraulik GmbH', salutation: 'mr', firstname: 'Hans', lastname: 'Huber', email: `cluster.order.${n}@beispiel-hydraulik.example` },
    termsAccepted: true,
    privacyPolicyAccepted: true,
    locale: 'de',
  };
}

it('200 parallel guest orders through the proxy make 200 orders with 200 different numbers', async () => {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 200 }, async (_, n) => {
      const res = await cluster.proxy.post('/api/order/new', guestOrder(n), { ip: `198.51.100.${1 + (n % 200)}` }).set('Idempotency-Key', randomUUID());
      return { status: res.status, number: res.body.data?.orderNumber as string | undefined, instance: res.headers['x-cluster-instance'], error: res.body.error };
    }),
  );
  console.log(`200 parallel orders over three instances: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(new Set(answers.map((a) => a.instance)).size).toBe(3);
  expect(new Set(answers.map((a) => a.number)).size).toBe(200);
});
