import { AUTOMATION_BUY_NOW_SUCCESS_MS } from '@shop/domain';
import type { components } from '../api/schema';
import type { CartPricePosition } from '../api/sales-contracts';
import { memoryCart } from '../test-support/cart';
import { FakeApi, fail, ok } from '../test-support/fake-api';
import { cartPriceInfo } from '../test-support/mothers';
import { AutomationConfiguratorStore, FENCE_PLAN_DEBOUNCE_MS, automationConfiguratorOf } from './AutomationConfiguratorStore';

type Schemas = components['schemas'];

const product = (id: string, priceCents: number, extra: Partial<Schemas['AutomationStepProductDto']> = {}): Schemas['AutomationStepProductDto'] => ({
  id,
  name: `Article ${id}`,
  path: `/en/${id}`,
  image: null,
  productTypeId: 'robot',
  unitOfQuantity: 'pieces',
  priceCents,
  isOnlyOnRequest: false,
  quantityInStock: 1,
  procurementTimeDays: 0,
  weightKg: 10,
  availability: { statusCode: 0, label: 'deliverableImmediately', deliveryTime: { messageId: 'deliverableImmediately', days: 0 } },
  maxQty: 1,
  installationHours: 0,
  ...extra,
});

const STEPS: Record<string, Schemas['AutomationStepProductsDto']> = {
  robotSelection: { step: 'robotSelection', kind: 'product', skippable: false, products: [product('RB-1', 2_000_000), product('RB-2', 3_000_000)] },
  robotProgramming: { step: 'robotProgramming', kind: 'productList', skippable: true, products: [product('PROG', 10_000, { maxQty: 80, unitOfQuantity: 'hourShort' })] },
  inspectionSystems: { step: 'inspectionSystems', kind: 'productList', skippable: true, products: [product('CAM', 900_000, { maxQty: 4 })] },
  conveyors: { step: 'conveyors', kind: 'productList', skippable: true, products: [product('FB-1', 400_000, { maxQty: 6 })] },
};

/** What the server answers for a quote: enough for the store (net price, training, lead time). */
function quoteOf(configuration: Record<string, string | number | boolean | null>, netCents: number): Schemas['AutomationQuoteDto'] {
  return {
    configuration,
    name: 'Robot cell with Article RB-1',
    positions: [],
    netCents,
    trainingCents: configuration.training ? 290_000 : 0,
    priceWithoutTrainingCents: netCents - (configuration.training ? 290_000 : 0),
    installationHours: 0,
    fencePlan: null,
    serviceDays: configuration.serviceCountry === 'at' ? 14 : null,
    serviceInstruction: null,
    inStock: false,
    procurementDays: 12,
    weightKg: '10',
  };
}

const CODE = 'RZ4K2M9Q';

function setup(options: { stored?: Schemas['CustomProductView'] | null } = {}) {
  const prices: CartPricePosition[][] = [];
  const api = new FakeApi()
    .onGet('/api/configurators/automation/steps/{step}', ({ params }) => ok(STEPS[params!.path.step]))
    .onGet('/api/configurators/automation/fence-plan', ({ params }) =>
      ok({
        inputs: { lengthA: params!.query.lengthA, lengthB: params!.query.lengthB, door: params!.query.door, hatch: params!.query.hatch, hatchWidth: params!.query.hatchWidth },
        plan: { sides: [], panels: [], posts: 10, door: true, hatch: 450, elements: 10 },
        positions: [],
        totalCents: 1_000_000,
        installationHours: 10,
      }),
    )
    .onGet('/api/configurators/automation/services', ({ params }) =>
      ok({
        country: params!.query.country,
        zipArea: params!.query.zipArea ?? null,
        offered: params!.query.country !== 'xx',
        serviceDays: params!.query.country === 'at' ? 14 : null,
        instruction: params!.query.country === 'xx' ? 'acInstructionServiceRobotics4' : null,
        installation: null,
        installationBaseHours: 16,
        installationHoursPerFenceElement: 1,
        training: null,
        approval: null,
        travel: null,
      }),
    )
    .onPost('/api/configurators/automation/quote', ({ body }) => ok(quoteOf(body!.configuration as Record<string, string | number | boolean | null>, 3_500_000)))
    .onPost('/api/product/get/custom-product-id', () => ok({ id: CODE }))
    .onPost('/api/product/get/custom-product', ({ body }) => ok({ customProduct: body?.productId === CODE ? (options.stored === undefined ? null : options.stored) : null }))
    .onPost('/api/sales/cart/price', ({ body }) => {
      prices.push(body!.positions ?? []);
      return ok(cartPriceInfo(body!.positions ?? [], { unitPrice: 3_500_000 }));
    });
  const cart = memoryCart(api);
  const store = new AutomationConfiguratorStore(api, cart);
  return { api, cart, store, prices };
}

/** Lets the fake's answers (resolved promises) reach the store. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Walks to the completion view: robot RB-1, skips to the fence, defaults for fence, Austria, default services. */
async function complete(store: AutomationConfiguratorStore): Promise<void> {
  await store.prefetch('', 'en');
  store.select('robotSelection', 'RB-1');
  expect(store.next()).toBe(true);
  expect(store.skip()).toBe(true); // programming
  expect(store.skip()).toBe(true); // inspection
  expect(store.skip()).toBe(true); // conveyors
  await settle();
  expect(store.next()).toBe(true); // fence: the defaults
  store.setServiceLocation({ country: 'at' });
  expect(store.next()).toBe(true);
  await settle();
  expect(store.next()).toBe(true); // services: installation and training
  await settle();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('AutomationConfiguratorStore: steps on the pure core', () => {
  it('first paint: the robot step with its products; every step listed, the pending ones named', async () => {
    const { store, api } = setup();
    await store.prefetch('', 'en');
    expect(api.callsTo('/api/configurators/automation/steps/{step}')).toEqual([expect.objectContaining({ params: { path: { step: 'robotSelection' }, query: { locale: 'en' } } })]);
    expect(store.productsOf('robotSelection')).toMatchObject({ status: 'ready', data: { kind: 'product' } });
    expect([store.step, store.stepNumber, store.totalSteps, store.mainStep]).toEqual(['robotSelection', 1, 7, 'robot']);
    expect(store.stepItems.map((s) => s.status)).toEqual(['current', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']);
    expect(store.pendingSteps).toHaveLength(7);
    expect([store.canGoBack, store.canSkip]).toEqual([false, false]);
  });

  it('next needs a robot (acSelectProduct), the robot cannot be skipped (acStepNotSkippable)', async () => {
    const { store } = setup();
    await store.prefetch('', 'en');
    expect(store.next()).toBe(false);
    expect(store.errors).toEqual(['acSelectProduct']);
    expect(store.skip()).toBe(false);
    expect(store.errors).toEqual(['acStepNotSkippable']);
    store.select('robotSelection', 'RB-2');
    expect(store.errors).toEqual([]);
    const moves = store.moves;
    expect(store.next()).toBe(true);
    expect([store.step, store.moves]).toEqual(['robotProgramming', moves + 1]);
    await settle();
    expect(store.productsOf('robotProgramming')?.status).toBe('ready');
  });

  it('skip leaves a step unconfigured (shown skipped); back deletes the step left and goes to the previous main step’s last step', async () => {
    const { store } = setup();
    await store.prefetch('', 'en');
    store.select('robotSelection', 'RB-1');
    store.next();
    store.setQuantity('robotProgramming', 'PROG', 16);
    expect(store.quantityOf('robotProgramming', 'PROG')).toBe(16);
    store.next();
    expect(store.step).toBe('inspectionSystems');
    store.setQuantity('inspectionSystems', 'CAM', 1);
    store.back(); // leaves the inspection systems: their choice is deleted
    expect(store.step).toBe('robotProgramming');
    expect(store.quantityOf('inspectionSystems', 'CAM')).toBe(0);
    expect(store.quantityOf('robotProgramming', 'PROG')).toBe(16);
    store.next();
    store.skip();
    expect(store.stepItems.map((s) => [s.id, s.status]).slice(0, 4)).toEqual([
      ['robotSelection', 'done'],
      ['robotProgramming', 'done'],
      ['inspectionSystems', 'skipped'],
      ['conveyors', 'current'],
    ]);
    expect(store.flatConfiguration).toEqual({ robotSelection: 'RB-1', robotProgramming: 'PROG:16' });
  });

  it('the fence: typed lengths checked at once by the core, the server asked for its articles after the typing pauses', async () => {
    const { store, api } = setup();
    await store.prefetch('', 'en');
    store.select('robotSelection', 'RB-1');
    store.next();
    store.skip();
    store.skip();
    store.skip();
    await settle();
    expect(store.step).toBe('fence');
    expect(store.fenceInputs).toMatchObject({ lengthA: 2195, lengthB: 3260, door: true, hatch: true, hatchWidth: 450 });
    const before = api.callsTo('/api/configurators/automation/fence-plan').length;
    store.setFenceLength('lengthA', '25');
    expect(store.fenceLengthText('lengthA')).toBe('25');
    expect(store.currentStepErrors).toEqual(['acFenceLengthOutOfRange']);
    jest.advanceTimersByTime(FENCE_PLAN_DEBOUNCE_MS);
    await settle();
    expect(api.callsTo('/api/configurators/automation/fence-plan')).toHaveLength(before);
    expect(store.next()).toBe(false);
    expect(store.errors).toEqual(['acFenceLengthOutOfRange']);
    store.setFenceLength('lengthA', '250');
    store.setFenceLength('lengthA', '2500');
    jest.advanceTimersByTime(FENCE_PLAN_DEBOUNCE_MS - 1);
    expect(api.callsTo('/api/configurators/automation/fence-plan')).toHaveLength(before);
    jest.advanceTimersByTime(1);
    await settle();
    const calls = api.callsTo('/api/configurators/automation/fence-plan');
    expect(calls).toHaveLength(before + 1);
    expect(calls[calls.length - 1].params).toMatchObject({ query: { lengthA: 2500, lengthB: 3260, door: true, hatch: true, hatchWidth: 450 } });
    expect(store.fence?.answer.status).toBe('ready');
    expect(store.localFencePlan).toMatchObject({ ok: true, plan: { sides: [{ requestedMm: 2500, lengthMm: 2560 }, {}, {}, {}] } });
    store.setFenceOption({ door: false });
    expect(store.fenceInputs.door).toBe(false);
  });

  it('service location: outside DE, AT, CH the instruction shows and no service is preselected', async () => {
    const { store } = setup();
    await store.prefetch('', 'en');
    store.setServiceLocation({ country: 'xx' });
    expect(store.serviceInstruction).toBe('acInstructionServiceRobotics4');
    expect(store.serviceSelection).toEqual({ installation: false, training: false, approval: false });
    store.setServiceLocation({ country: 'de' });
    expect(store.serviceLocation).toEqual({ country: 'de', zipArea: 7 });
    expect(store.serviceInstruction).toBeNull();
  });
});

describe('AutomationConfiguratorStore: completion, cart and offers', () => {
  it('the completed cell: the server’s quote, its RZ id and the cart’s price of one cell', async () => {
    const { store, api, prices } = setup();
    await complete(store);
    expect(store.completed).toBe(true);
    const flat = { robotSelection: 'RB-1', fenceLengthA: 2195, fenceLengthB: 3260, fenceDoor: true, fenceHatch: true, fenceHatchWidth: 450, serviceCountry: 'at', serviceZipArea: null, installation: true, training: true, approval: false };
    expect(api.callsTo('/api/configurators/automation/quote').map((c) => c.body)).toEqual([{ configuration: flat, locale: 'en' }]);
    expect(api.callsTo('/api/product/get/custom-product-id').map((c) => c.body)).toEqual([{ configType: 'automation', configuration: flat }]);
    expect(prices).toEqual([[{ productId: CODE, qty: '1', customProductType: 'automation', customConfiguration: flat }]]);
    expect(store.code).toBe(CODE);
    expect(store.urlCode).toBe(CODE);
    expect(store.cartPrice).toMatchObject({ status: 'ready', data: { shoppingCartValue: 3_500_000, line: { price: 3_500_000 } } });
    expect(store.deliveryTime).toEqual({ messageId: 'readyForShipmentWithinXDays', days: 12 });
    expect(store.stepItems.map((s) => s.status)).toEqual(['done', 'skipped', 'skipped', 'skipped', 'done', 'done', 'done']);
    expect(store.pendingSteps).toEqual([]);
  });

  it('buy now puts one configured cell into the cart; the success shows 2 s', async () => {
    const { store, cart } = setup();
    await complete(store);
    expect(store.canBuy).toBe(true);
    expect(store.buyNow()).toBe(true);
    expect(cart.positions).toEqual([{ productId: CODE, qty: '1', customProductType: 'automation', customConfiguration: store.flatConfiguration }]);
    expect(store.buyNowState).toBe('success');
    jest.advanceTimersByTime(AUTOMATION_BUY_NOW_SUCCESS_MS - 1);
    expect(store.buyNowState).toBe('success');
    jest.advanceTimersByTime(1);
    expect(store.buyNowState).toBe('idle');
  });

  it('offers: the cell as one configured position with its lead time (no price or training from the browser); leasing checked on the cart’s net value', async () => {
    const { store } = setup();
    await complete(store);
    expect(store.offerReadiness).toEqual({ canOffer: true, netValue: 3_500_000 });
    expect(store.offerContent('Ready in 12 days')).toEqual({
      positions: [{ productId: CODE, qty: '1', customProductType: 'automation', customConfiguration: store.flatConfiguration }],
      readyForShipmentMsg: 'Ready in 12 days',
    });
    // The rent-to-buy figures shown are the server's (the cart price's offerTerms), never computed in the browser.
    expect(store.cartPrice?.status === 'ready' && store.cartPrice.data.offerTerms).toMatchObject({ value: 3_500_000, leasingAvailable: true });
  });

  it('leaving the completion view forgets the code and the price (the configuration will change)', async () => {
    const { store } = setup();
    await complete(store);
    store.back();
    expect([store.step, store.code, store.quote, store.cartPrice, store.urlCode, store.canBuy]).toEqual(['services', null, null, null, null, false]);
    expect(store.offerReadiness.canOffer).toBe(false);
    store.restart();
    expect([store.step, store.flatConfiguration]).toEqual(['robotSelection', {}]);
  });

  it('a refused cart price blocks buying and offers and says why', async () => {
    const { store, api } = setup();
    api.onPost('/api/sales/cart/price', () => ok({ ...cartPriceInfo([]), unpricedProductIds: [CODE], refusedConfiguredProducts: [{ productId: CODE, customProductType: 'automation', messageIds: ['productIdUnknown'] }] }));
    await complete(store);
    expect(store.cartPrice).toEqual({ status: 'error', messageIds: ['productIdUnknown'] });
    expect(store.canBuy).toBe(false);
    expect(store.buyNow()).toBe(false);
    expect(store.offerReadiness).toEqual({ canOffer: false, netValue: null });
  });
});

describe('AutomationConfiguratorStore: a saved code (?rz=)', () => {
  const stored = (valid: boolean): Schemas['CustomProductView'] => ({ configType: 'automation', configuration: { robotSelection: 'RB-2', conveyors: 'FB-1:2' }, valid, messageIds: valid ? [] : ['productIdUnknown'] });

  it('opens a valid code completed, without asking for a new id', async () => {
    const { store, api } = setup({ stored: stored(true) });
    await store.prefetch(`?rz=${CODE.toLowerCase()}`, 'de');
    expect(store.completed).toBe(true);
    expect(store.flatConfiguration).toEqual({ robotSelection: 'RB-2', conveyors: 'FB-1:2' });
    expect([store.code, store.urlCode, store.codeRequest?.status]).toEqual([CODE, CODE, 'ready']);
    expect(api.callsTo('/api/product/get/custom-product-id')).toEqual([]);
    expect(api.callsTo('/api/configurators/automation/quote')).toHaveLength(1);
    expect(store.cartPrice?.status).toBe('ready');
  });

  it('reports a code whose products are gone, an unknown one and a malformed one as invalid (acCodeInvalid) and starts afresh', async () => {
    for (const [code, answer] of [
      [CODE, stored(false)],
      [CODE, null],
      ['RZ12', null],
    ] as const) {
      const { store, api } = setup({ stored: answer });
      await store.prefetch(`?rz=${code}`, 'en');
      expect([code, store.codeRequest?.status, store.completed, store.urlCode]).toEqual([code, 'invalid', false, code]);
      expect(api.callsTo('/api/product/get/custom-product')).toHaveLength(code === 'RZ12' ? 0 : 1);
      // Configuring on forgets the invalid code.
      await store.activate('en');
      store.select('robotSelection', 'RB-1');
      store.next();
      expect(store.urlCode).toBeNull();
    }
  });

  it('one store per root store (one per request on the server)', () => {
    const api = new FakeApi();
    const a = { api, cart: memoryCart(api) };
    const b = { api, cart: memoryCart(api) };
    expect(automationConfiguratorOf(a)).toBe(automationConfiguratorOf(a));
    expect(automationConfiguratorOf(a)).not.toBe(automationConfiguratorOf(b));
  });

  it('a failed step load shows the error and can be retried', async () => {
    const { store, api } = setup();
    api.onGet('/api/configurators/automation/steps/{step}', () => fail('INTERNAL_ERROR', 500));
    await store.prefetch('', 'en');
    expect(store.productsOf('robotSelection')).toEqual({ status: 'error', messageIds: ['INTERNAL_ERROR'] });
    api.onGet('/api/configurators/automation/steps/{step}', ({ params }) => ok(STEPS[params!.path.step]));
    await store.loadProducts('robotSelection', true);
    expect(store.productsOf('robotSelection')?.status).toBe('ready');
  });
});
