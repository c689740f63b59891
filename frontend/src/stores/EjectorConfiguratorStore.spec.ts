import { ejectorCode, type StoredEjectorConfiguration } from '@shop/domain';
import { memoryCart } from '../test-support/cart';
import { FakeApi, fail, flush, ok } from '../test-support/fake-api';
import { cartPriceInfo } from '../test-support/mothers';
import { EjectorConfiguratorStore, type EjectorDimensionTable, type EjectorOptions, type EjectorSolutionsAnswer } from './EjectorConfiguratorStore';

// ---------------------------------------------------------------------------------------------
// What the data API answers (GET /api/configurators/ejector/…): two kinds of pins and the services.
// ---------------------------------------------------------------------------------------------

const OPTIONS: EjectorOptions = {
  choices: [
    { type: 'straight', headShape: 'countersunk', material: 'hardenedToolSteel60Hrc' },
    { type: 'offset', headShape: 'cylinder', material: 'nitridedHotWorkSteel' },
  ],
  labels: {
    ejectorType: { straight: 'Gerade', offset: 'Abgesetzt' },
    headShape: { cylinder: 'Zylinderkopf', cylinderAntiRotation: 'Zylinderkopf mit einseitiger Verdrehsicherung', countersunk: 'Senkkopf' },
    material: { nitridedHotWorkSteel: 'Warmarbeitsstahl 1.2344, nitriert', hardenedToolSteel60Hrc: 'Werkzeugstahl 1.2210' },
    hardness: { approx950Hv: 'ca. 950 HV' },
  },
  headings: { ejectorType: 'Auswerfertyp' },
  hardness: { nitridedHotWorkSteel: 'approx950Hv' },
  shortening: { serviceId: 'SERVICE-EJECTOR-SHORTEN', name: 'Kürzen', priceCents: 450, diameterBorder: '6', minLengthSmall: '30', minLengthLarge: '50' },
  antiRotation: { serviceId: 'SERVICE-EJECTOR-ANTI-ROTATION', name: 'Verdrehsicherung', priceCents: 980, maxLength: '400' },
};

const row = (id: string, diameter: string, length: string, l2: string, priceCents: number, stock: number) => ({
  id,
  name: `Auswerfer ${id}`,
  type: 'offset',
  headShape: 'cylinder',
  material: 'nitridedHotWorkSteel',
  diameter,
  length,
  l2,
  priceCents,
  stock,
  procurementDays: 30,
});

const OFFSET_TABLE: EjectorDimensionTable = {
  articles: [row('O-1.5-100', '1.5', '100', '25', 795, 2), row('O-3-140', '3', '140', '50', 1080, 74), row('O-3-160', '3', '160', '50', 1180, 0)],
  cadValues: [
    { diameter: '1.5', l2: '25', shankDiameter: '3', headDiameter: '6', headHeight: '3' },
    { diameter: '3', l2: '50', shankDiameter: '5', headDiameter: '10', headHeight: '3' },
  ],
};

const SOLUTIONS_120: EjectorSolutionsAnswer = {
  lengthState: 'valid',
  length: '120',
  messageId: null,
  hint: { messageId: 'ecLengthMinMaxMessage', params: { lengths: '80-160mm' } },
  minimumLength: '80',
  tolerance: '0/+0.02',
  drawingLabel: 'Ø 3 × 120 mm, l2 50 mm',
  solutions: [
    {
      kind: 'fastestSolution',
      articleId: 'O-3-140',
      articleName: 'Auswerfer O-3-140',
      articleLength: '140',
      length: '120',
      shorten: true,
      antiRotation: true,
      shortenId: 'SERVICE-EJECTOR-SHORTEN',
      antiRotationId: 'SERVICE-EJECTOR-ANTI-ROTATION',
      articlePriceCents: 1080,
      shortenPriceCents: 450,
      antiRotationPriceCents: 980,
      priceCents: 2510,
      inStock: true,
      extraDays: 3,
      processingDays: 3,
      tolerance: '0/+0.02',
    },
  ],
};

const STORED: StoredEjectorConfiguration = {
  type: 'offset',
  headShape: 'cylinderAntiRotation',
  material: 'nitridedHotWorkSteel',
  diameter: '3',
  l2: '50',
  length: '120',
  baseProduct: 'O-3-140',
  shortenId: 'SERVICE-EJECTOR-SHORTEN',
  antiRotationId: 'SERVICE-EJECTOR-ANTI-ROTATION',
};
const CODE = ejectorCode(STORED);

function setup(saved: Record<string, { configType: 'hose' | 'ejector' | 'automation'; configuration: Record<string, string>; valid: boolean }> = {}) {
  const api = new FakeApi()
    .onGet('/api/configurators/ejector/options', () => ok(OPTIONS))
    .onGet('/api/configurators/ejector/dimensions', ({ params }) => (params?.query?.type === 'offset' ? ok(OFFSET_TABLE) : fail('customProductInvalid', 422)))
    .onGet('/api/configurators/ejector/solutions', ({ params }) => ok(params?.query?.length === '120' ? SOLUTIONS_120 : { ...SOLUTIONS_120, length: params?.query?.length, solutions: [] }))
    .onPost('/api/product/get/custom-product-id', ({ body }) => ok({ id: ejectorCode(body!.configuration as unknown as StoredEjectorConfiguration) }))
    .onPost('/api/product/get/custom-product', ({ body }) => {
      const product = saved[body!.productId];
      return ok({ customProduct: product ? { ...product, messageIds: product.valid ? [] : ['customProductInvalid'] } : null });
    })
    .onPost('/api/sales/cart/price', ({ body }) => {
      const info = cartPriceInfo(body?.positions ?? [], { unitPrice: 2510 });
      return ok({ ...info, refusedConfiguredProducts: [], positions: info.positions.map((p) => ({ ...p, name: 'Auswerferstift abgesetzt, Ø 3 × 120 mm', summary: ['Auswerfertyp: Abgesetzt'] })) });
    });
  const cart = memoryCart(api);
  const store = new EjectorConfiguratorStore(api, cart);
  return { api, cart, store };
}

/** Offset pin with anti-rotation: the material has one option and is chosen automatically. */
async function toDimensions(store: EjectorConfiguratorStore): Promise<void> {
  await store.load('de');
  await store.choose('type', 'offset');
  await store.choose('headShape', 'cylinderAntiRotation');
}

describe('EjectorConfiguratorStore: steps on the pure core, data per step', () => {
  it('loads the option table once and starts at step 1 with the types on offer', async () => {
    const { api, store } = setup();
    await store.load('de');
    await store.load('de');
    expect(api.callsTo('/api/configurators/ejector/options')).toHaveLength(1);
    expect(store.steps.currentStep).toBe('type');
    expect(store.steps.currentStepNumber).toBe(1);
    expect(store.steps.steps.map((s) => [s.id, s.state])).toEqual([
      ['type', 'current'],
      ['headShape', 'pending'],
      ['material', 'pending'],
      ['dimensions', 'pending'],
    ]);
    expect(store.steps.steps[0].options).toEqual(['straight', 'offset']);
    expect(store.label('ejectorType', 'offset')).toBe('Abgesetzt');
  });

  it('offers anti-rotation for cylinder heads (the service), chooses the only material itself and loads the dimension table once, before the dimensions show', async () => {
    const { api, store } = setup();
    await store.load('de');
    await store.choose('type', 'offset');
    expect(store.steps.steps[1].options).toEqual(['cylinder', 'cylinderAntiRotation']);
    expect(store.focusStep).toBe('headShape');
    expect(api.callsTo('/api/configurators/ejector/dimensions')).toHaveLength(0);
    await store.choose('headShape', 'cylinderAntiRotation');
    expect(store.config.selection.map((e) => [e.step, e.value, e.auto])).toEqual([
      ['type', 'offset', false],
      ['headShape', 'cylinderAntiRotation', false],
      ['material', 'nitridedHotWorkSteel', true],
    ]);
    expect(store.steps.currentStep).toBe('dimensions');
    expect(store.focusStep).toBe('dimensions');
    expect(api.callsTo('/api/configurators/ejector/dimensions').map((c) => c.params)).toEqual([
      { query: { locale: 'de', type: 'offset', material: 'nitridedHotWorkSteel', headShape: 'cylinderAntiRotation' } },
    ]);
    expect(store.steps.dimensionFields.map((f) => [f.field, f.options])).toEqual([
      ['diameter', ['1.5', '3']],
      ['l2', []],
    ]);
    // back to the head shape and forward again: each set of choices loads its table once
    await store.choose('headShape', 'cylinder');
    await store.choose('headShape', 'cylinderAntiRotation');
    await store.choose('headShape', 'cylinder');
    expect(api.callsTo('/api/configurators/ejector/dimensions').map((c) => (c.params as { query: { headShape: string } }).query.headShape)).toEqual([
      'cylinderAntiRotation',
      'cylinder',
    ]);
  });

  it('chooses l2 with the diameter, checks the length with the core and asks the server for the solutions of a valid one', async () => {
    const { api, store } = setup();
    await toDimensions(store);
    await store.setDimension('diameter', '3');
    expect(store.config.cadData).toEqual({ l2: '50' });
    expect(store.steps.minimumLength).toBe('80');
    expect(store.validLengths).toBe('80-160mm');
    expect(store.drawing).toMatchObject({ type: 'offset', antiRotation: true, diameter: '3', l2: '50', length: null, cad: { headDiameter: '10' } });

    await store.setLength('70');
    expect(store.lengthCheck).toEqual({
      state: 'invalid',
      messageId: 'ecInvalidLength',
      hint: { messageId: 'ecLengthMinMaxMessage', params: { lengths: '80-160mm' } },
      tolerance: null,
    });
    expect(api.callsTo('/api/configurators/ejector/solutions')).toHaveLength(0);

    await store.setLength('120');
    expect(store.lengthCheck?.state).toBe('valid');
    expect(store.tolerance).toBe('0/+0.02');
    expect(api.callsTo('/api/configurators/ejector/solutions').map((c) => c.params)).toEqual([
      { query: { locale: 'de', type: 'offset', material: 'nitridedHotWorkSteel', headShape: 'cylinderAntiRotation', diameter: '3', l2: '50', length: '120' } },
    ]);
    expect(store.solutions?.solutions.map((s) => [s.kind, s.priceCents])).toEqual([['fastestSolution', 2510]]);
    // the server's solution ids are the ones offered
    expect(store.config).toMatchObject({ fastestSolution: 'O-3-140', standardProduct: undefined, cheapestSolution: undefined });
    expect(store.drawingLabel).toBe('Ø 3 × 120 mm, l2 50 mm');
  });

  it('completes with a solution: the server gives the AC code and prices the configured position; add to cart puts it in', async () => {
    const { api, store, cart } = setup();
    await toDimensions(store);
    await store.setDimension('diameter', '3');
    await store.setLength('120');
    await store.chooseSolution('fastestSolution');
    expect(store.completed).toBe(true);
    expect(store.focusStep).toBe('summary');
    expect(store.stored).toEqual(STORED);
    expect(api.callsTo('/api/product/get/custom-product-id').map((c) => c.body)).toEqual([{ configType: 'ejector', configuration: STORED }]);
    expect(store.code).toBe(CODE);
    expect(api.callsTo('/api/sales/cart/price').map((c) => c.body)).toEqual([
      { locale: 'de', positions: [{ productId: CODE, qty: '1', customProductType: 'ejector', customConfiguration: STORED }] },
    ]);
    expect(store.priceLine).toMatchObject({ productId: CODE, price: 2510, name: 'Auswerferstift abgesetzt, Ø 3 × 120 mm' });
    expect(store.chosenSolution?.kind).toBe('fastestSolution');

    jest.useFakeTimers();
    try {
      expect(store.addToCart()).toBe(true);
      expect(cart.cart.positions).toEqual([{ productId: CODE, qty: '1', customProductType: 'ejector', customConfiguration: STORED }]);
      // the confirmation shows for 2 s
      expect(store.added).toBe(true);
      jest.advanceTimersByTime(1999);
      expect(store.added).toBe(true);
      jest.advanceTimersByTime(1);
      expect(store.added).toBe(false);
      // the same configuration again: one position, the quantities add up
      await store.setQuantity(2);
      store.addToCart();
      expect(cart.cart.positions.map((p) => [p.productId, p.qty, p.customProductType, p.customConfiguration])).toEqual([[CODE, '3', 'ejector', STORED]]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops the code and the price line when a dimension changes (the dependent resets of the core)', async () => {
    const { store } = setup();
    await toDimensions(store);
    await store.setDimension('diameter', '3');
    await store.setLength('120');
    await store.chooseSolution('fastestSolution');
    await store.setDimension('diameter', '1.5');
    expect(store.completed).toBe(false);
    expect([store.code, store.priceLine]).toEqual([null, null]);
    // 120 mm is longer than every Ø 1.5 article: the length is checked again and refused
    expect(store.config.lengthState).toBe('invalid');
    expect(store.lengthCheck?.hint?.params.lengths).toBe('55-100mm');
    expect(store.addToCart()).toBe(false);
  });

  it('restarts from nothing', async () => {
    const { store } = setup();
    await toDimensions(store);
    await store.setDimension('diameter', '3');
    await store.setLength('120');
    store.restart();
    expect(store.config.selection).toEqual([]);
    expect([store.lengthText, store.solutions, store.code]).toEqual(['', null, null]);
    expect(store.focusStep).toBe('type');
  });
});

describe('EjectorConfiguratorStore: codes', () => {
  it('loads a saved code upper-cased: the completed configuration, its solutions and its price line', async () => {
    const { api, store } = setup({ [CODE]: { configType: 'ejector', configuration: { ...STORED }, valid: true } });
    await store.open('de', CODE.toLowerCase());
    expect(api.callsTo('/api/product/get/custom-product').map((c) => c.body)).toEqual([{ productId: CODE }]);
    expect(store.completed).toBe(true);
    expect(store.stored).toEqual(STORED);
    expect(store.code).toBe(CODE);
    expect(store.lengthText).toBe('120');
    expect(store.solutions?.solutions).toHaveLength(1);
    expect(store.priceLine?.productId).toBe(CODE);
    expect(store.codeError).toBeNull();
    // the same code again: nothing is loaded again
    await store.open('de', CODE);
    expect(api.callsTo('/api/product/get/custom-product')).toHaveLength(1);
  });

  it.each([
    ['not 8 characters starting AC', 'SC123456', {}],
    ['unknown to the shop', 'AC000000', {}],
    ['of products that are gone', CODE, { [CODE]: { configType: 'ejector' as const, configuration: { ...STORED }, valid: false } }],
    ['of another configurator', CODE, { [CODE]: { configType: 'hose' as const, configuration: { hose: 'SL-1' }, valid: true } }],
  ])('reports a code %s as ecInvalidEjectorCodeMessage', async (_name, code, saved) => {
    const { store } = setup(saved);
    await store.load('de');
    expect(await store.loadCode(code)).toBe(false);
    expect(store.codeError).toBe('ecInvalidEjectorCodeMessage');
    expect(store.completed).toBe(false);
    await flush();
  });
});
