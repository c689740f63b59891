// The hose configurator (ADR 0020): its data API on the demo data in the database, the server's
// refusal of configurations the rules reject (with their message ids), the same id for the same
// configuration, the custom position priced in the cart, and a code from another shop state whose
// products are gone reported invalid.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { API_CODE, http, post } from './support/api';
import { Shop, startExtraServer, uniqueEmail, type ExtraServer } from './identity-support';

const get = (path: string) => http().get(path).set('apiCode', API_CODE);

/** An insulated braided stainless TN1 hose DN 20, 3.2 m, with quick coupling sockets, screw fittings and insulation sockets. */
async function tn1Configuration(): Promise<Record<string, string>> {
  const res = await get('/api/configurators/hose/parts?nominalSize=20&locale=de');
  const parts: Array<{ id: string; kind: string; couplingType?: string; hoseClass?: string; insulationThickness?: number }> = res.body.data.parts;
  const pick = (test: (p: (typeof parts)[number]) => boolean) => parts.find(test)!.id;
  const coupling = pick((p) => p.kind === 'coupling' && p.couplingType === 'quickCoupling');
  const fitting = pick((p) => p.kind === 'screwFitting');
  const hose = pick((p) => p.kind === 'hose' && p.hoseClass === 'tn1');
  const insulation = pick((p) => p.kind === 'hoseInsulation' && p.hoseClass === 'tn1' && p.insulationThickness === 13);
  const socket = pick((p) => p.kind === 'socketForHoseInsulation' && p.insulationThickness === 13);
  return {
    'endA.coupling': coupling,
    'endA.screwFitting': fitting,
    'endA.socketForHoseInsulation': socket,
    'hose.hose': hose,
    'hose.length': '3.2',
    'hose.hoseInsulation': insulation,
    'endB.coupling': coupling,
    'endB.screwFitting': fitting,
    'endB.socketForHoseInsulation': socket,
  };
}

describe('hose configurator data API', () => {
  it('serves the rules from the database and the nominal sizes that have hoses', async () => {
    const res = await get('/api/configurators/hose/setup?locale=de');
    expect(res.status).toBe(200);
    const { rules, nominalSizes } = res.body.data;
    expect(nominalSizes).toEqual([6, 8, 10, 13, 16, 20, 25, 32, 40, 50]);
    const byType = Object.fromEntries(rules.couplingRules.map((r: { couplingType: string }) => [r.couplingType, r]));
    // A hose nozzle or push-lock coupling marks the screw fitting not needed (docs/rules/states-and-transitions.md#hose-configurator).
    expect(byType.hoseNozzle).toMatchObject({ screwFittingNotNeeded: true, hoseHolder: 'hoseClip' });
    expect(byType.pushLock).toMatchObject({ screwFittingNotNeeded: true, hoseHolder: null });
    expect(byType.quickCoupling).toMatchObject({ screwFittingNotNeeded: false, hoseHolder: 'socketForHose' });
    expect([...rules.screwFittingRequiredFor].sort()).toEqual(['hif', 'tn1', 'wf']);
    expect([...rules.hoseHolderRequiredFor].sort()).toEqual(['epdm', 'goldSnake', 'nbr', 'pvc']);
  });

  it('serves the parts of one nominal size only (never the catalogue), by size or by one of its articles', async () => {
    const res = await get('/api/configurators/hose/parts?nominalSize=25&locale=en');
    expect(res.status).toBe(200);
    const { nominalSize, parts } = res.body.data;
    expect(nominalSize).toBe(25);
    expect(parts.length).toBeGreaterThan(30);
    expect(parts.length).toBeLessThan(100);
    expect(parts.every((p: { nominalSize: number; available: boolean }) => p.nominalSize === 25 && p.available)).toBe(true);
    expect(new Set(parts.map((p: { kind: string }) => p.kind))).toEqual(new Set(['coupling', 'screwFitting', 'hoseClip', 'socketForHose', 'socketForHoseInsulation', 'hose', 'hoseInsulation']));
    const hose = parts.find((p: { id: string }) => p.id === 'SL-EPDM-025');
    expect(hose).toMatchObject({ kind: 'hose', hoseClass: 'epdm', name: 'EPDM hose DN 25', unit: 'meters', lengthRules: { hasDecimalOrderQuantity: true } });
    // Insulation sockets go with the insulated classes only; elbow fittings ask for the assembly direction.
    expect(parts.find((p: { kind: string }) => p.kind === 'socketForHoseInsulation').fitsHoseClasses).toEqual(['wf', 'tn1']);
    expect(parts.find((p: { id: string }) => p.id === 'VS-025-MS-W')).toMatchObject({ directional: true });
    const byArticle = await get('/api/configurators/hose/parts?productId=SL-EPDM-025');
    expect(byArticle.body.data.nominalSize).toBe(25);
    expect(byArticle.body.data.parts.map((p: { id: string }) => p.id)).toEqual(parts.map((p: { id: string }) => p.id));
    const unknown = await get('/api/configurators/hose/parts?productId=NICHT-DA');
    expect(unknown.body.data).toEqual({ nominalSize: null, parts: [] });
    const bad = await get('/api/configurators/hose/parts?nominalSize=zwei');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.nominalSize).toBe('invalidNominalSize');
  });

  it('evaluates a configuration: the insulated TN1 assembly is accepted with its price, assembly cost and days', async () => {
    const configuration = await tn1Configuration();
    const res = await post('/api/configurators/hose/evaluate', { configuration, locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accepted: true, messageIds: [], name: 'Hose assembly: Braided stainless hose TN1 DN 20, 3.2 m, insulated' });
    // Demo figures: 1500 base + 2 ends × (900 stainless + 400 insulation).
    expect(res.body.data.assemblyCostCents).toBe(4100);
    expect(res.body.data.unitPriceCents).toBeGreaterThan(4100);
    expect(res.body.data.procurementDays).toBeGreaterThanOrEqual(2);
  });
});

describe('custom products of the hose configurator', () => {
  it('refuses a configuration the rules reject with its message id (custom product id and evaluation alike)', async () => {
    const configuration = await tn1Configuration();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...configuration, 'hose.length': '0' }, 'hcInstructionInvalidHoseLength'],
      [{ 'endA.coupling': configuration['endA.coupling'], 'hose.hose': configuration['hose.hose'], 'hose.length': '2' }, 'hcRequiredPartMissing'],
      [{ ...configuration, 'endB.coupling': 'KU-TUE-020-MS' }, 'hcPartDoesNotFit'],
      [{ ...configuration, 'hose.hose': 'GIBT-ES-NICHT' }, 'hcProductUnavailable'],
      [{ 'hose.hose': 'SL-TN1-020', 'hose.colour': 'red' }, 'hcConfigurationInvalid'],
    ];
    for (const [config, messageId] of cases) {
      const res = await post('/api/product/get/custom-product-id', { configType: 'hose', configuration: config });
      expect({ messageId, status: res.status }).toEqual({ messageId, status: 422 });
      expect(Object.values(res.body.error.fields ?? {})).toContain(messageId);
      const evaluated = await post('/api/configurators/hose/evaluate', { configuration: config });
      expect(evaluated.body.data.accepted).toBe(false);
      expect(evaluated.body.data.messageIds).toContain(messageId);
    }
    // Not a flat configuration at all: refused by the request's validation.
    const nested = await post('/api/product/get/custom-product-id', { configType: 'hose', configuration: { 'hose.hose': { nested: true } } });
    expect(nested.status).toBe(400);
    expect((await post('/api/configurators/hose/evaluate', { configuration: { 'hose.hose': { nested: true } } })).body.data.messageIds).toEqual(['hcConfigurationInvalid']);
  });

  it('gives the same configuration the same SC id (any key order, in parallel), stores it flat and prices it as a custom position', async () => {
    const configuration = await tn1Configuration();
    const reordered = Object.fromEntries(Object.entries(configuration).reverse());
    const answers = await Promise.all([configuration, reordered, configuration, reordered].map((c) => post('/api/product/get/custom-product-id', { configType: 'hose', configuration: c })));
    const ids = answers.map((a) => a.body.data?.id);
    expect(ids[0]).toMatch(/^SC[0-9A-Z]{6}$/);
    expect(new Set(ids).size).toBe(1);
    const stored = await post('/api/product/get/custom-product', { productId: ids[0] });
    expect(stored.body.data.customProduct).toMatchObject({ configType: 'hose', valid: true, configuration });
    const evaluated = await post('/api/configurators/hose/evaluate', { configuration, locale: 'de' });
    const priced = await post('/api/sales/cart/price', {
      locale: 'de',
      positions: [{ productId: ids[0], qty: '2', customProductType: 'hose', customConfiguration: configuration }],
    });
    expect(priced.status).toBe(200);
    const line = priced.body.data.positions[0];
    expect(line).toMatchObject({ productId: ids[0], customProductType: 'hose', name: evaluated.body.data.name, price: evaluated.body.data.unitPriceCents, priceUnit: 1 });
    expect(line.lineTotal).toBe(2 * evaluated.body.data.unitPriceCents);
    expect(line.summary).toEqual(evaluated.body.data.summary);
  });

  it('two customers order different hose assemblies in parallel: each order keeps its own configuration, name and price', async () => {
    const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
    const tn1 = await tn1Configuration();
    const epdm = {
      'endA.coupling': 'KU-TUE-025-MS',
      'endA.hoseClip': 'SS-025-W1-9',
      'hose.hose': 'SL-EPDM-025',
      'hose.length': '4',
      'endB.coupling': 'KU-TUE-025-MS',
      'endB.hoseClip': 'SS-025-W1-9',
    };
    const address = { nameLine1: 'Müller Maschinenbau GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };
    const buyers = await Promise.all(
      [tn1, epdm].map(async (configuration) => {
        const account = await shop.registerConfirmed(uniqueEmail('schlauch'));
        const cookie = await shop.loginCookie(account.email, account.password);
        const evaluated = (await post('/api/configurators/hose/evaluate', { configuration, locale: 'de' })).body.data;
        const id = (await post('/api/product/get/custom-product-id', { configType: 'hose', configuration })).body.data.id;
        return { cookie, configuration: evaluated.configuration, evaluated, id };
      }),
    );
    const placed = await Promise.all(
      buyers.map((b) =>
        shop
          .post(
            '/api/order/new',
            {
              positions: [{ productId: b.id, qty: '3', customProductType: 'hose', customConfiguration: b.configuration }],
              shippingAddress: address,
              billingAddress: address,
              shippingMethodId: 'standard',
              paymentMethodId: 'prepayment',
              termsAccepted: true,
              privacyPolicyAccepted: true,
              locale: 'de',
            },
            { cookie: b.cookie },
          )
          .set('Idempotency-Key', randomUUID()),
      ),
    );
    for (const [i, res] of placed.entries()) {
      expect(res.status).toBe(200);
      const b = buyers[i];
      const detail = await shop.post('/api/user/order', { oid: res.body.data.orderId, locale: 'de' }, { cookie: b.cookie });
      const [position] = detail.body.data.order.positions;
      expect(position).toMatchObject({ customProductType: 'hose', customConfiguration: b.configuration, qty: '3', price: 3 * b.evaluated.unitPriceCents });
      expect(position.product).toMatchObject({ id: b.id, price: b.evaluated.unitPriceCents, name: { de: b.evaluated.name } });
      // The other buyer's order is not readable.
      const foreign = await shop.post('/api/user/order', { oid: placed[1 - i].body.data.orderId, locale: 'de' }, { cookie: b.cookie });
      expect(foreign.status).toBe(404);
    }
  });

  describe('a code from another shop state', () => {
    let other: ExtraServer;
    beforeAll(async () => {
      // A smaller demo catalogue: the TN1 insulation of DN 20 is not in it.
      other = await startExtraServer('hose_small', { SEED_PRODUCTS: '300' });
    }, 180000);
    afterAll(async () => {
      await other?.stop();
    });

    it('is reported invalid when its products are gone, and its configuration is refused with hcProductUnavailable', async () => {
      const configuration = await tn1Configuration();
      const code = (await post('/api/product/get/custom-product-id', { configType: 'hose', configuration })).body.data.id;
      const otherPost = (path: string, body: unknown) => request(other.baseUrl).post(path).set('apiCode', API_CODE).set('content-type', 'application/json').send(JSON.stringify(body));
      const parts = await request(other.baseUrl).get('/api/configurators/hose/parts?nominalSize=20').set('apiCode', API_CODE);
      expect(parts.body.data.parts.map((p: { id: string }) => p.id)).not.toContain(configuration['hose.hoseInsulation']);
      const lookup = await otherPost('/api/product/get/custom-product', { productId: code });
      expect(lookup.body.data.customProduct).toBeNull();
      const again = await otherPost('/api/product/get/custom-product-id', { configType: 'hose', configuration });
      expect(again.status).toBe(422);
      expect(Object.values(again.body.error.fields)).toContain('hcProductUnavailable');
      const priced = await otherPost('/api/sales/cart/price', { positions: [{ productId: code, qty: '1', customProductType: 'hose', customConfiguration: configuration }] });
      expect(priced.body.data.unpricedProductIds).toEqual([code]);
      expect(priced.body.data.refusedConfiguredProducts[0].messageIds).toContain('hcProductUnavailable');
    });
  });
});
