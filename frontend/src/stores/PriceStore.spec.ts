import { runInAction } from 'mobx';
import type { BuyerPrice } from '../api/catalogue-contracts';
import { FakeApi, fail, flush, ok } from '../test-support/fake-api';
import { accountUser } from '../test-support/mothers';
import { PriceStore } from './PriceStore';
import { SessionStore } from './SessionStore';

function buyerPrice(productId: string, cents: number): BuyerPrice {
  const formatted = `${(cents / 100).toFixed(2).replace('.', ',')} €`;
  return {
    productId,
    priceInfo: { price: cents, priceUnit: 1, listPrice: null, formattedPrice: formatted, formattedListPrice: null, discount: null, formattedDiscount: null, currency: 'EUR' },
    tiers: [],
  };
}

/** The server answers a price per article; dealers (user 7) pay 10 € less. */
function setup(options: { fails?: boolean } = {}) {
  const session = new SessionStore(new FakeApi());
  let buyer = 'guest';
  const api = new FakeApi().onPost('/api/sales/prices', ({ body }) =>
    options.fails ? fail('INTERNAL_ERROR', 500) : ok({ prices: (body?.ids ?? []).filter((id) => id !== 'UNKNOWN').map((id) => buyerPrice(id, buyer === 'dealer' ? 9000 : 10000)) }),
  );
  const store = new PriceStore(api, session);
  return { api, store, session, becomeDealer: () => (buyer = 'dealer') };
}

describe('PriceStore', () => {
  it('sends the price requests of one render as one call, and each product only once', async () => {
    const { api, store } = setup();
    void store.request(['A-1'], 'de');
    void store.request(['B-2', 'A-1'], 'de');
    void store.request(['C-3'], 'de');
    await flush();
    expect(api.calls.filter((c) => c.path === '/api/sales/prices').map((c) => (c.body as { ids: string[] }).ids)).toEqual([['A-1', 'B-2', 'C-3']]);
    expect(store.of('B-2', 'de')?.priceInfo.formattedPrice).toBe('100,00 €');
    await store.request(['A-1', 'B-2'], 'de');
    expect(api.calls).toHaveLength(1);
  });

  it('keeps prices per locale', async () => {
    const { api, store } = setup();
    await store.ensure(['A-1'], 'de');
    await store.ensure(['A-1'], 'en');
    expect(api.calls.map((c) => (c.body as { locale: string }).locale)).toEqual(['de', 'en']);
    expect(store.of('A-1', 'en')).toBeDefined();
  });

  it('forgets every price when another buyer logs in: the next render asks again and gets their prices', async () => {
    const { store, session, becomeDealer } = setup();
    await store.ensure(['A-1'], 'de');
    expect(store.of('A-1', 'de')?.priceInfo.price).toBe(10000);
    const generation = store.generation;
    becomeDealer();
    runInAction(() => (session.user = accountUser({ id: 7 })));
    expect(store.of('A-1', 'de')).toBeUndefined();
    expect(store.generation).toBe(generation + 1);
    await store.ensure(['A-1'], 'de');
    expect(store.of('A-1', 'de')?.priceInfo.price).toBe(9000);
  });

  it('drops an answer that arrives after the buyer changed', async () => {
    const { store, session } = setup();
    const pending = store.ensure(['A-1'], 'de');
    runInAction(() => (session.user = accountUser({ id: 7 })));
    await pending;
    expect(store.of('A-1', 'de')).toBeUndefined();
  });

  it('marks prices that could not be loaded as unavailable (the box falls back to the catalogue price) and does not ask again in a loop', async () => {
    const { api, store } = setup({ fails: true });
    await store.ensure(['A-1'], 'de');
    expect(store.of('A-1', 'de')).toBeUndefined();
    expect(store.isUnavailable('A-1', 'de')).toBe(true);
    await store.ensure(['A-1'], 'de');
    expect(api.calls).toHaveLength(1);
  });

  it('leaves unknown articles without a price', async () => {
    const { store } = setup();
    await store.ensure(['UNKNOWN', 'A-1'], 'de');
    expect(store.of('UNKNOWN', 'de')).toBeUndefined();
    expect(store.isUnavailable('UNKNOWN', 'de')).toBe(false);
  });
});
