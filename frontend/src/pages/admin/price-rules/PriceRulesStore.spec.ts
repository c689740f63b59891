import { FakeApi, fail, ok } from '../../../test-support/fake-api';
import { centsToEuro, emptyDraft, euroToCents, inputOf, PriceRulesStore } from './PriceRulesStore';

describe('the price rule form', () => {
  it('reads euros as typed in either language and shows cents back in the page language', () => {
    expect(euroToCents('12,50')).toBe(1250);
    expect(euroToCents('-3.5')).toBe(-350);
    expect(euroToCents('12,505')).toBeUndefined();
    expect(euroToCents('zwölf')).toBeUndefined();
    expect(centsToEuro(1250, 'de')).toBe('12,50');
    expect(centsToEuro(1250, 'en')).toBe('12.50');
  });

  it('sends exactly one of net price or percentage, the group only for a group rule, and no float anywhere', () => {
    const draft = { ...emptyDraft(), customerPricingGroup: 'haendler', productId: ' SL-EPDM-006 ', percentage: '-7,5', netPrice: '9,99', quantityFrom: '2,5' };
    expect(inputOf(draft)).toEqual({
      fields: {},
      input: expect.objectContaining({ customerPricingGroup: 'haendler', customerId: null, productId: 'SL-EPDM-006', percentage: '-7.5', netPrice: null, quantityFrom: '2.5', priority: 0 }),
    });
    const net = inputOf({ ...draft, scope: 'default', kind: 'netPrice' });
    expect(net.input).toMatchObject({ customerPricingGroup: null, netPrice: 999, percentage: null });
    expect(inputOf({ ...draft, customerPricingGroup: '' }).fields).toEqual({ customerPricingGroup: 'invalidPricingGroup' });
    expect(inputOf({ ...draft, scope: 'customer' }).fields).toEqual({ customerId: 'customerIdUnknown' });
    expect(inputOf({ ...draft, kind: 'netPrice', netPrice: 'viel' }).fields).toEqual({ netPrice: 'invalidValue' });
  });

  it("shows the server's message ids next to their fields and keeps the form open", async () => {
    const api = new FakeApi().onPost('/api/admin/price-rules', () => fail('VALIDATION_FAILED', 400, { dateTo: 'priceRuleDatesInOrder', productId: 'productIdUnknown' }));
    const store = new PriceRulesStore(api, 'de');
    store.openNew();
    store.update({ customerPricingGroup: 'haendler', productId: 'GIBT-ES-NICHT', percentage: '-5' });
    expect(await store.save()).toBe(false);
    expect(store.errors).toEqual({ dateTo: 'priceRuleDatesInOrder', productId: 'productIdUnknown' });
    expect(store.formMessage).toBe('adRuleCheckFields');
    expect(store.draft).not.toBeNull();
    // Changing a field clears its message.
    store.update({ dateTo: '' });
    expect(store.errors).toEqual({ productId: 'productIdUnknown' });
  });

  it('refuses what the rule set refuses before sending, with the same message ids the server answers', async () => {
    let sent = 0;
    const api = new FakeApi()
      .onGet('/api/admin/price-rules/options', () => ok({ customerPricingGroups: ['haendler'], productTypes: ['coupling'], productPricingGroups: ['hoseElastomer'] }))
      .onPost('/api/admin/price-rules', () => {
        sent += 1;
        return fail('VALIDATION_FAILED', 400, {});
      });
    const store = new PriceRulesStore(api, 'de');
    await store.loadOptions();
    store.openNew();
    store.update({ customerPricingGroup: 'haendler', productTypeI18nId: 'coupling', percentage: '-150' });
    expect(await store.save()).toBe(false);
    expect(store.errors).toEqual({ percentage: 'priceRulePercentageRange' });
    store.update({ percentage: '-10', productTypeI18nId: '' });
    expect(await store.save()).toBe(false);
    expect(store.errors).toEqual({ productId: 'priceRuleTargetRequired' });
    store.update({ productTypeI18nId: 'coupling', customerPricingGroup: 'xyz' });
    expect(await store.save()).toBe(false);
    expect(store.errors).toEqual({ customerPricingGroup: 'adRuleCustomerPricingGroupUnknown' });
    store.update({ customerPricingGroup: 'haendler', kind: 'netPrice', netPrice: '-5' });
    expect(await store.save()).toBe(false);
    expect(store.errors).toEqual({ netPrice: 'priceRuleNetPricePositive' });
    expect(store.formMessage).toBe('adRuleCheckFields');
    expect(sent).toBe(0);
  });

  it('previews with the unsaved rule and maps its errors back to the form', async () => {
    const bodies: unknown[] = [];
    const api = new FakeApi().onPost('/api/admin/price-rules/preview', ({ body }) => {
      bodies.push(body);
      return bodies.length === 1 ? fail('VALIDATION_FAILED', 400, { productId: 'productIdUnknown', 'rule.percentage': 'priceRuleNetPriceOrPercentage' }) : ok(null as never);
    });
    const store = new PriceRulesStore(api, 'en');
    store.openNew();
    store.update({ customerPricingGroup: 'haendler', percentage: '-30' });
    store.setPreview({ previewCustomerTerm: 'kunde@hydratec.example', previewProductId: 'NOPE', previewQuantity: '1,5' });
    await store.runPreview();
    expect(bodies[0]).toMatchObject({ locale: 'en', customerEmail: 'kunde@hydratec.example', customerId: null, productId: 'NOPE', quantity: '1.5', rule: { id: null, customerPricingGroup: 'haendler', percentage: '-30' } });
    expect(store.previewErrors).toEqual({ productId: 'productIdUnknown' });
    expect(store.errors).toEqual({ percentage: 'priceRuleNetPriceOrPercentage' });
  });
});

describe('the price rule list follows its filters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const api = new FakeApi()
      .onGet('/api/admin/price-rules', () => ok([]))
      .onGet('/api/admin/price-rules/options', () => ok({ customerPricingGroups: [], productTypes: [], productPricingGroups: [] }))
      .onGet('/api/admin/coupons', () => ok([]));
    const store = new PriceRulesStore(api, 'de');
    const lists = () => api.callsTo('/api/admin/price-rules').map((c) => (c.params as { query: Record<string, string> }).query);
    return { api, store, lists };
  }

  it('reads the list when the page shows (with the filters a link gave), then on every change; a search after a typing pause', async () => {
    const { api, store, lists } = setup();
    store.setFilter({ scope: 'customer' });
    expect(lists()).toEqual([]);
    store.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(lists()).toEqual([{ scope: 'customer' }]);
    expect(api.callsTo('/api/admin/coupons')).toHaveLength(1);
    store.setFilter({ scope: 'customer' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(lists()).toHaveLength(1);
    for (const q of ['h', 'ha', 'hae']) {
      store.setFilter({ q });
      await jest.advanceTimersByTimeAsync(100);
    }
    expect(lists()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(150);
    expect(lists()).toEqual([{ scope: 'customer' }, { q: 'hae', scope: 'customer' }]);
    store.setFilter({ q: '', state: 'expired' });
    await jest.advanceTimersByTimeAsync(0);
    expect(lists().at(-1)).toEqual({ scope: 'customer', state: 'expired' });
  });

  it('a search still waiting for its pause is dropped when the page is left', async () => {
    const { store, lists } = setup();
    store.start();
    await jest.advanceTimersByTimeAsync(0);
    store.setFilter({ q: 'dichtung' });
    store.stop();
    await jest.advanceTimersByTimeAsync(1000);
    expect(lists()).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
