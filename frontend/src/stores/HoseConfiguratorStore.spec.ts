import { DEMO_HOSE_RULES, HOSE_ERROR_REPORTS } from '@shop/domain';
import { FakeApi, fail, flush, ok } from '../test-support/fake-api';
import type { CartStore } from './CartStore';
import { HoseConfiguratorStore, type HosePartView } from './HoseConfiguratorStore';

const LENGTH = { min: 0.5, increment: 0.1, default: 1, showButtons: true, hasDecimalOrderQuantity: true };

function part(id: string, kind: HosePartView['kind'], extra: Partial<HosePartView> = {}): HosePartView {
  return { id, kind, nominalSize: 25, available: true, name: `Name ${id}`, priceCents: 1000, priceUnit: 1, unit: 'pieces', quantityInStock: 5, procurementDays: 3, image: null, path: `/p/${id}`, ...extra };
}

const ELASTOMER = ['epdm', 'nbr', 'pvc', 'goldSnake'] as HosePartView['fitsHoseClasses'];
const PARTS: HosePartView[] = [
  part('QC', 'coupling', { couplingType: 'quickCoupling' }),
  part('NOZ', 'coupling', { couplingType: 'hoseNozzle', fitsHoseClasses: ELASTOMER }),
  part('VS-G', 'screwFitting'),
  part('VS-W', 'screwFitting', { directional: true }),
  part('CLIP', 'hoseClip', { fitsHoseClasses: ELASTOMER, priceUnit: 100 }),
  part('SL-WF', 'hose', { hoseClass: 'wf', unit: 'meters', lengthRules: LENGTH }),
  part('SL-EPDM', 'hose', { hoseClass: 'epdm', unit: 'meters', lengthRules: LENGTH }),
  part('IS-WF-9', 'hoseInsulation', { hoseClass: 'wf', insulationThickness: 9, unit: 'meters', lengthRules: LENGTH }),
  part('FI-9', 'socketForHoseInsulation', { insulationThickness: 9, fitsHoseClasses: ['wf', 'tn1'] }),
];
const CODE = 'SCAB12CD';

function setup(options: { refuse?: boolean; stored?: Record<string, string | boolean> | null; valid?: boolean; parts?: HosePartView[] } = {}) {
  const parts = options.parts ?? PARTS;
  const api = new FakeApi()
    .onGet('/api/configurators/hose/setup', () => ok({ rules: { ...DEMO_HOSE_RULES, couplingRules: [...DEMO_HOSE_RULES.couplingRules], screwFittingRequiredFor: [...DEMO_HOSE_RULES.screwFittingRequiredFor], hoseHolderRequiredFor: [...DEMO_HOSE_RULES.hoseHolderRequiredFor] }, nominalSizes: [20, 25] }))
    .onGet('/api/configurators/hose/parts', () => ok({ nominalSize: 25, parts }))
    .onPost('/api/configurators/hose/evaluate', () =>
      ok({ accepted: true, messageIds: [], name: 'Schlauchleitung', summary: ['Ende A: QC'], unitPriceCents: 12345, assemblyCostCents: 4100, inStock: false, procurementDays: 7, weightKg: '1.2' }),
    )
    .onPost('/api/product/get/custom-product-id', () => (options.refuse ? fail('hcRequiredPartMissing', 422, { configuration: 'hcRequiredPartMissing' }) : ok({ id: CODE })))
    .onPost('/api/product/get/custom-product', () =>
      ok({ customProduct: options.stored === null ? null : { configType: 'hose', configuration: options.stored ?? {}, valid: options.valid ?? true, messageIds: [] } }),
    )
    .onPost('/api/sales/cart/price', (call) => {
      const p = call.body!.positions[0];
      return ok({
        positions: [{ productId: p.productId, customProductType: 'hose', name: 'Schlauchleitung: Name SL-WF, 2,5 m', summary: ['Ende A'], qty: '1', price: 13000, priceUnit: 1, listPrice: null, discount: null, lineTotal: 13000, formattedPrice: '130,00 €', formattedListPrice: null, formattedDiscount: null, formattedLineTotal: '130,00 €' }],
        unknownProductIds: [],
        unpricedProductIds: [],
        refusedConfiguredProducts: [],
      } as never);
    });
  const added: unknown[] = [];
  const cart = { add: (...args: unknown[]) => added.push(args) } as unknown as CartStore;
  const store = new HoseConfiguratorStore(api, cart);
  return { api, store, added };
}

/** End A: quick coupling with a 90° elbow fitting; hose WF with insulation; end B mirrored. */
async function completeWf(store: HoseConfiguratorStore): Promise<void> {
  await store.load('de');
  await store.chooseNominalSize(25);
  store.open('endA');
  store.choose('endA', 'coupling', 'QC');
  store.choose('endA', 'screwFitting', 'VS-W');
  store.open('hose');
  store.choose('hose', 'hose', 'SL-WF');
  store.choose('hose', 'hoseInsulation', 'IS-WF-9');
  store.setLength('2,5');
  store.open('endA');
  store.setDirection('endA', 'up');
  store.mirror('endA');
  await flush();
  await flush();
}

describe('HoseConfiguratorStore (on the pure core)', () => {
  it('loads the rules and the nominal sizes, then the parts of one size once (never the whole catalogue)', async () => {
    const { api, store } = setup();
    await store.load('de');
    expect(store.setupStatus).toBe('ready');
    expect(store.nominalSizes).toEqual([20, 25]);
    await store.chooseNominalSize(25);
    await store.chooseNominalSize(25);
    expect(api.callsTo('/api/configurators/hose/parts')).toHaveLength(1);
    expect(api.callsTo('/api/configurators/hose/parts')[0].params).toEqual({ query: { nominalSize: 25, locale: 'de' } });
    expect(store.catalogue.parts.map((p) => p.id)).toEqual(PARTS.map((p) => p.id));
  });

  it('switching the language loads the parts and the price again in it and keeps the configuration', async () => {
    const { api, store } = setup();
    await completeWf(store);
    const config = store.config;
    await store.load('en');
    expect(api.callsTo('/api/configurators/hose/parts').map((c) => (c.params as { query: { locale: string } }).query.locale)).toEqual(['de', 'en']);
    expect(store.config).toBe(config);
    expect(store.completed).toBe(true);
    expect((api.callsTo('/api/sales/cart/price').at(-1)!.body as { locale: string }).locale).toBe('en');
  });

  it('walks the steps of an end: coupling first, then the connection; the state and the pending steps follow the core', async () => {
    const { store } = setup();
    await store.load('de');
    await store.chooseNominalSize(25);
    expect(store.state).toBe('start');
    store.open('endA');
    expect(store.state).toBe('selectHoseEndA');
    expect(store.step).toEqual({ part: 'endA', step: 'coupling' });
    expect(store.options(store.step!).map((p) => p.id)).toEqual(['QC', 'NOZ']);
    store.choose('endA', 'coupling', 'NOZ');
    // A hose nozzle marks the screw fitting not needed: the connection step offers the clip only.
    expect(store.config.endA.screwFittingNotNeeded).toBe(true);
    expect(store.step).toEqual({ part: 'endA', step: 'connection' });
    expect(store.options(store.step!).map((p) => p.id)).toEqual(['CLIP']);
    store.choose('endA', 'hoseClip', 'CLIP');
    expect(store.config.endA.withoutHosePart).toBe(true);
    expect(store.state).toBe('selectNextStep');
    expect(store.pending.map((s) => `${s.part}.${s.step}`)).toEqual(['hose.hose', 'endB.coupling']);
    // A stainless hose does not fit an elastomer-only nozzle: it is not offered.
    store.open('hose');
    expect(store.options(store.step!).map((p) => p.id)).toEqual(['SL-EPDM']);
  });

  it('refuses a part that does not fit with its message id and keeps the configuration', async () => {
    const { store } = setup();
    await store.load('de');
    await store.chooseNominalSize(25);
    store.choose('endA', 'coupling', 'NOZ');
    const before = store.config;
    expect(store.choose('hose', 'hose', 'SL-WF')).toBe(false);
    expect(store.messageIds).toEqual(['hcPartDoesNotFit']);
    expect(store.config).toBe(before);
  });

  it('adds the insulation sockets the hose needs and reports "Keine passende Fassung für Isolierung" when none fits', async () => {
    const { api, store } = setup({ parts: PARTS.filter((p) => p.id !== 'FI-9') });
    await store.load('de');
    await store.chooseNominalSize(25);
    store.choose('endA', 'coupling', 'QC');
    store.choose('endA', 'screwFitting', 'VS-G');
    store.choose('hose', 'hose', 'SL-WF');
    store.choose('hose', 'hoseInsulation', 'IS-WF-9');
    expect(store.config.endA.socketForHoseInsulation).toBeNull();
    expect(api.reports.map((r) => r.errMsg)).toEqual([HOSE_ERROR_REPORTS.socketForHoseInsulation]);
  });

  it('the length: 0 shows hcInstructionInvalidHoseLength and blocks the cart, a valid length (de "2,5") hcInstructionSuccess', async () => {
    const { store } = setup();
    await completeWf(store);
    expect(store.canAddToCart).toBe(true);
    store.setLength('0');
    expect(store.messageIds).toEqual(['hcInstructionInvalidHoseLength']);
    expect(store.lengthCheck?.valid).toBe(false);
    expect(store.canAddToCart).toBe(false);
    expect(store.pending.map((s) => s.step)).toEqual(['length']);
    // Not complete while the length is invalid (no "configuration completed"), yet every part is defined:
    // the summary stays with add to cart disabled.
    expect(store.completed).toBe(false);
    expect(store.state).toBe('selectNextStep');
    expect(store.partsDefined).toBe(true);
    expect(store.addToCart()).toBe(false);
    store.setLength('0,0');
    expect(store.completed).toBe(false);
    expect(store.lengthText).toBe('0,0');
    store.setLength('');
    expect(store.messageIds).toEqual([]);
    expect(store.completed).toBe(false);
    store.setLength('3,5');
    expect(store.messageIds).toEqual(['hcInstructionSuccess', 'hcConfigurationCompleted']);
    expect(store.completed).toBe(true);
    await flush();
    await flush();
    expect(store.canAddToCart).toBe(true);
    expect(store.config.hose.length).toBe('3.5');
    expect(store.lengthText).toBe('3,5');
    // Choosing another hose keeps the length, shown in the locale's form and still valid.
    store.choose('hose', 'hose', 'SL-WF');
    expect(store.lengthText).toBe('3,5');
    expect(store.lengthCheck?.valid).toBe(true);
  });

  it('on completion asks the server for the custom product id and the buyer price of the custom position; adds it to the cart as a custom position', async () => {
    const { api, store, added } = setup();
    await completeWf(store);
    expect(store.state).toBe('completed');
    expect(store.messageIds).toEqual(['hcConfigurationCompleted']);
    // The auto-added socket for insulation at both ends, the direction mirrored.
    expect(store.config.endB).toMatchObject({ coupling: 'QC', screwFitting: 'VS-W', socketForHoseInsulation: 'FI-9', assemblyDirection: 'up' });
    expect(api.callsTo('/api/product/get/custom-product-id')[0].body).toEqual({ configType: 'hose', configuration: store.flatConfiguration });
    const priced = api.callsTo('/api/sales/cart/price')[0].body as { positions: unknown[] };
    expect(priced.positions).toEqual([{ productId: CODE, qty: '1', customProductType: 'hose', customConfiguration: store.flatConfiguration }]);
    expect(store.productId).toBe(CODE);
    expect(store.price?.formattedPrice).toBe('130,00 €');
    expect(store.evaluation?.procurementDays).toBe(7);
    expect(store.addToCart()).toBe(true);
    expect(added).toEqual([[CODE, '1', { customProductType: 'hose', customConfiguration: { ...store.flatConfiguration } }]]);
    // Several assemblies at once: whole pieces above 0 only.
    store.setQuantity('2,5');
    expect(store.quantityError).toBe('invalidOrderQuantityInteger');
    expect(store.canAddToCart).toBe(false);
    store.setQuantity('0');
    expect(store.quantityError).toBe('invalidOrderQuantityMin');
    store.setQuantity('');
    expect(store.quantityError).toBeNull();
    expect(store.addToCart()).toBe(false);
    store.setQuantity('4');
    expect(store.addToCart()).toBe(true);
    expect(added[1]).toEqual([CODE, '4', { customProductType: 'hose', customConfiguration: { ...store.flatConfiguration } }]);
  });

  it('a configuration the server refuses shows its message ids, is not reported as a failure and cannot go into the cart', async () => {
    const { api, store } = setup({ refuse: true });
    await completeWf(store);
    expect(store.refusal).toEqual(['hcRequiredPartMissing']);
    expect(store.canAddToCart).toBe(false);
    expect(store.addToCart()).toBe(false);
    expect(api.callsTo('/api/sales/cart/price')).toHaveLength(0);
    expect(api.callsTo('/api/product/get/custom-product-id')[0]).toBeDefined();
  });

  it('saving shows hcConfigurationSaved, saving again configAlreadySaved; a change clears the saved code', async () => {
    const { store } = setup();
    await completeWf(store);
    expect(store.save()).toBe(CODE);
    expect(store.messageIds).toEqual(['hcConfigurationSaved']);
    expect(store.session.savedCode).toBe(CODE);
    store.save();
    expect(store.messageIds).toEqual(['configAlreadySaved']);
    store.remove('endB');
    expect(store.session.savedCode).toBeNull();
    expect(store.state).toBe('selectNextStep');
    expect(store.productId).toBeNull();
  });

  it('a complete part can be changed step by step: its steps are offered again, a choice closes the change', async () => {
    const { store } = setup();
    await completeWf(store);
    const price = store.price;
    store.open('endA');
    // Looking at a part of a complete assembly keeps it complete, with its price.
    expect(store.state).toBe('selectHoseEndA');
    expect(store.completed).toBe(true);
    expect(store.price).toBe(price);
    expect(store.step).toBeNull();
    expect(store.changeableSteps).toEqual([
      { part: 'endA', step: 'coupling' },
      { part: 'endA', step: 'connection' },
      { part: 'endA', step: 'assemblyDirection' },
    ]);
    expect(store.save()).toBe(CODE);
    expect(store.messageIds).toEqual(['hcConfigurationSaved']);
    store.edit({ part: 'endA', step: 'connection' });
    expect(store.step).toEqual({ part: 'endA', step: 'connection' });
    store.choose('endA', 'screwFitting', 'VS-G');
    expect(store.editing).toBeNull();
    // A straight fitting is not directional: the direction is no longer asked (and cleared), the assembly stays complete.
    expect(store.config.endA).toMatchObject({ screwFitting: 'VS-G', assemblyDirection: null });
    expect(store.state).toBe('completed');
    store.open('endA');
    expect(store.changeableSteps.map((s) => s.step)).toEqual(['coupling', 'connection']);
    store.edit({ part: 'hose', step: 'insulation' });
    expect(store.openPart).toBe('hose');
    store.skip('hose');
    expect(store.config.hose).toMatchObject({ hoseInsulation: null, insulationSkipped: true });
    expect(store.config.endA.socketForHoseInsulation).toBeNull();
    store.edit({ part: 'hose', step: 'hose' });
    store.edit(null);
    expect(store.step).toBeNull();
  });

  it('deleting the last part returns to start; reset empties everything', async () => {
    const { store } = setup();
    await store.load('de');
    await store.chooseNominalSize(25);
    store.choose('endA', 'coupling', 'QC');
    store.remove('endA');
    expect(store.state).toBe('start');
    await completeWf(store);
    store.reset();
    expect(store.state).toBe('start');
    expect(store.configuredIds).toEqual([]);
    expect(store.nominalSize).toBeNull();
  });

  it('loads a valid code completed (its parts by one of its articles), and refuses malformed, unknown or no longer valid codes with invalidHoseCodeMessage', async () => {
    const stored = { 'endA.coupling': 'QC', 'endA.screwFitting': 'VS-G', 'hose.hose': 'SL-WF', 'hose.length': '2', 'hose.insulationSkipped': true, 'endB.coupling': 'QC', 'endB.screwFitting': 'VS-G' };
    const { api, store } = setup({ stored });
    await store.load('de');
    await store.loadCode('  ');
    expect(api.callsTo('/api/product/get/custom-product')).toHaveLength(0);
    expect(store.messageIds).toEqual([]);
    await store.loadCode('XX123456');
    expect(store.codeStatus).toBe('invalid');
    expect(store.messageIds).toEqual(['invalidHoseCodeMessage']);
    expect(api.callsTo('/api/product/get/custom-product')).toHaveLength(0);
    await store.loadCode(CODE);
    await flush();
    expect(api.callsTo('/api/configurators/hose/parts')[0].params).toEqual({ query: { productId: 'QC', locale: 'de' } });
    expect(store.state).toBe('completed');
    expect(store.session.savedCode).toBe(CODE);
    expect(store.codeStatus).toBe('loaded');
    expect(store.lengthText).toBe('2');
    expect(store.lengthCheck?.valid).toBe(true);

    for (const variant of [{ stored: null }, { stored, valid: false }]) {
      const other = setup(variant);
      await other.store.load('de');
      await other.store.loadCode(CODE);
      expect(other.store.codeStatus).toBe('invalid');
      expect(other.store.state).toBe('start');
    }
  });
});
