import { CartPriceStore, keyPositions, matchPositionPrices } from './CartPriceStore';
import { CartStore, type CartStorage } from './CartStore';
import { ConfigStore } from './ConfigStore';
import { SessionStore } from './SessionStore';
import { TrackingStore } from './TrackingStore';
import { UiStore, type UiEnvironment } from './UiStore';
import type { ApiResult } from '../api/client';
import type { CartPriceInfo, CartPricePosition } from '../api/sales-contracts';
import type { StoredItem } from '../lib/local-storage';
import { FakeApi, fail, ok } from '../test-support/fake-api';
import { accountUser, cartPriceInfo, productListItem, shopConfig } from '../test-support/mothers';

class MemoryStorage implements CartStorage, StoredItem {
  constructor(public value: string | null = null) {}
  read(): string | null {
    return this.value;
  }
  write(value: string | null): void {
    this.value = value;
  }
}

function storedCart(positions: Array<{ productId: string; qty: string; invalid?: boolean }>): string {
  return JSON.stringify({ id: 'c', dateUpdated: new Date().toISOString(), positions });
}

const env: UiEnvironment = { reload: () => undefined, readCookie: () => null, writeCookie: () => undefined };
const DEBOUNCE = 250;

interface PriceBody {
  positions: CartPricePosition[];
  couponCode?: string;
  locale?: string;
}

/** A hand-held answer: the test decides when (and with what) it resolves. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(options: { stored?: string | null; unknown?: string[]; minOrderValue?: number | null; coupon?: string | null; enableOffer?: boolean } = {}) {
  const catalogue = new Set(['A-1', 'B-2', 'C-3']);
  const hold: Array<{ body: PriceBody; answer: (value: ApiResult<CartPriceInfo>) => void }> = [];
  let holdAnswers = false;
  let priceFails = false;
  const api = new FakeApi()
    .onPost('/api/sales/cart/price', ({ body }) => {
      const request = body as PriceBody;
      const answer = ok(cartPriceInfo(request.positions, { couponCode: request.couponCode, coupons: { WILLKOMMEN10: 10 }, unknown: options.unknown, minOrderValue: options.minOrderValue }));
      if (priceFails) return fail('INTERNAL_ERROR', 500);
      if (!holdAnswers) return answer;
      const d = deferred<ApiResult<CartPriceInfo>>();
      hold.push({ body: request, answer: d.resolve });
      return d.promise;
    })
    .onPost('/api/catalogue/products/by-ids', ({ body }) =>
      ok({ items: (body?.ids ?? []).filter((id) => catalogue.has(id)).map((id) => productListItem(id, { name: `${body?.locale === 'en' ? 'Item' : 'Artikel'} ${id}` })) }),
    )
    .onPost('/api/int/add', () => ok({ accepted: true }));
  const config = new ConfigStore();
  const session = new SessionStore(api);
  const ui = new UiStore(env);
  const couponStorage = new MemoryStorage(options.coupon ?? null);
  const cart = new CartStore(api, config, session, new TrackingStore(api, config), new MemoryStorage(options.stored ?? null));
  const prices = new CartPriceStore(api, cart, config, session, ui, { couponStorage, debounceMs: DEBOUNCE });
  const base = shopConfig();
  config.hydrate({ ...base, sales: { ...base.sales, enableOffer: options.enableOffer ?? true } });
  const priceCalls = () => api.callsTo('/api/sales/cart/price').map((c) => c.body as PriceBody);
  const itemCalls = () => api.callsTo('/api/catalogue/products/by-ids').map((c) => c.body as { ids: string[]; locale: string });
  return {
    api,
    cart,
    prices,
    session,
    ui,
    couponStorage,
    priceCalls,
    itemCalls,
    held: hold,
    holdAnswers: (on: boolean) => (holdAnswers = on),
    failPrices: (on: boolean) => (priceFails = on),
  };
}

/** Lets the fake's answers (promises) and any due timers run. */
async function settle(ms = 0): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CartPriceStore', () => {
  it('asks nothing while no cart view is shown', async () => {
    const { cart, priceCalls } = setup();
    cart.add('A-1', '2');
    await settle(DEBOUNCE);
    expect(priceCalls()).toEqual([]);
  });

  it('prices the valid positions for the locale and coupon, and shows the answer per row', async () => {
    // The coupon and the cart come from the browser's storage.
    const stored = storedCart([
      { productId: 'A-1', qty: '2' },
      { productId: 'B-2', qty: '1', invalid: true },
      { productId: 'C-3', qty: '4' },
    ]);
    const { prices, priceCalls } = setup({ coupon: 'WILLKOMMEN10', stored });
    prices.activate();
    await settle();
    expect(priceCalls()).toEqual([
      {
        positions: [
          { productId: 'A-1', qty: '2' },
          { productId: 'C-3', qty: '4' },
        ],
        locale: 'de',
        couponCode: 'WILLKOMMEN10',
      },
    ]);
    expect(prices.info?.itemTotal).toBe(6000);
    expect(prices.info?.discountAmount).toBe(600);
    expect(prices.rows.map((r) => [r.position.productId, r.price?.formattedLineTotal ?? null, r.item?.name])).toEqual([
      ['A-1', '20,00 €', 'Artikel A-1'],
      ['B-2', null, 'Artikel B-2'],
      ['C-3', '40,00 €', 'Artikel C-3'],
    ]);
    expect(prices.items.get('C-3')?.id).toBe('C-3');
    expect(prices.ready).toBe(true);
  });

  it('asks once for a burst of quantity typing, after the debounce, and at once for other changes', async () => {
    const { cart, prices, priceCalls } = setup();
    cart.add('A-1', '1');
    prices.activate();
    await settle();
    expect(priceCalls()).toHaveLength(1);

    cart.updateQuantity('A-1', '1');
    cart.updateQuantity('A-1', '12');
    await settle(DEBOUNCE - 50);
    cart.updateQuantity('A-1', '120');
    expect(prices.loading).toBe(true);
    await settle(DEBOUNCE - 50);
    expect(priceCalls()).toHaveLength(1);
    await settle(50);
    expect(priceCalls()).toHaveLength(2);
    expect(priceCalls()[1].positions).toEqual([{ productId: 'A-1', qty: '120' }]);
    expect(prices.loading).toBe(false);

    // A new position is no typing: asked at once.
    cart.add('B-2', '1');
    await settle();
    expect(priceCalls()).toHaveLength(3);
  });

  it('uses the answer to the newest question only', async () => {
    const { cart, prices, held, holdAnswers } = setup();
    cart.add('A-1', '1');
    holdAnswers(true);
    prices.activate();
    await settle();
    cart.add('B-2', '1');
    await settle();
    expect(held).toHaveLength(2);
    held[1].answer(ok(cartPriceInfo(held[1].body.positions)));
    await settle();
    expect(prices.info?.itemTotal).toBe(2000);
    // The older answer comes late: dropped.
    held[0].answer(ok(cartPriceInfo(held[0].body.positions)));
    await settle();
    expect(prices.info?.itemTotal).toBe(2000);
    expect(prices.loading).toBe(false);
  });

  it('loads display data once per article number and locale', async () => {
    const { cart, prices, ui, itemCalls } = setup();
    cart.add('A-1', '1');
    const stop = prices.activate();
    await settle();
    cart.updateQuantity('A-1', '3');
    await settle(DEBOUNCE);
    stop();
    prices.activate();
    await settle();
    expect(itemCalls()).toEqual([{ ids: ['A-1'], locale: 'de' }]);
    cart.add('B-2', '1');
    await settle();
    expect(itemCalls()[1]).toEqual({ ids: ['B-2'], locale: 'de' });
    ui.setLocale('en');
    await settle();
    expect(itemCalls()[2]).toEqual({ ids: ['A-1', 'B-2'], locale: 'en' });
    expect(prices.rows[0].item?.name).toBe('Item A-1');
  });

  it('does not ask again when a cart view opens for a cart whose answer it has', async () => {
    const { cart, prices, priceCalls } = setup();
    cart.add('A-1', '1');
    const stop = prices.activate();
    await settle();
    stop();
    prices.activate();
    await settle(DEBOUNCE);
    expect(priceCalls()).toHaveLength(1);
  });

  it('asks again when the buyer logs in (other prices)', async () => {
    const { cart, prices, session, priceCalls } = setup();
    cart.add('A-1', '1');
    prices.activate();
    await settle();
    session.setUser(accountUser());
    await settle();
    expect(priceCalls()).toHaveLength(2);
  });

  it('keeps an applied coupon in storage; a refused one is dropped and reported', async () => {
    const { cart, prices, priceCalls, couponStorage } = setup();
    cart.add('A-1', '2');
    prices.activate();
    await settle();
    prices.applyCoupon(' WILLKOMMEN10 ');
    await settle();
    expect(priceCalls()[1].couponCode).toBe('WILLKOMMEN10');
    expect(couponStorage.value).toBe('WILLKOMMEN10');
    expect(prices.info?.couponCode).toBe('WILLKOMMEN10');

    prices.applyCoupon('NIX');
    await settle();
    expect(prices.rejectedCouponCode).toBe('NIX');
    expect(prices.couponCode).toBeNull();
    expect(couponStorage.value).toBeNull();
    expect(prices.info?.couponMessageId).toBe('couponCodeInvalidMsg');
    // That answer is the cart without a coupon: not asked again.
    expect(priceCalls()).toHaveLength(3);

    prices.applyCoupon('WILLKOMMEN10');
    expect(prices.rejectedCouponCode).toBeNull();
    prices.removeCoupon();
    expect(couponStorage.value).toBeNull();
  });

  it('drops a stored coupon when the stored cart is empty', () => {
    const { prices, couponStorage } = setup({ coupon: 'WILLKOMMEN10' });
    expect(prices.couponCode).toBeNull();
    expect(couponStorage.value).toBeNull();
  });

  it('drops the coupon and the prices when the cart is emptied', async () => {
    const { cart, prices, couponStorage } = setup({ coupon: 'WILLKOMMEN10', stored: storedCart([{ productId: 'A-1', qty: '2' }]) });
    prices.activate();
    await settle();
    expect(prices.info).not.toBeNull();
    cart.remove('A-1');
    expect(prices.couponCode).toBeNull();
    expect(couponStorage.value).toBeNull();
    expect(prices.info).toBeNull();
  });

  it('removes products the server does not know from the cart, with a notice', async () => {
    const { cart, prices, priceCalls } = setup({ unknown: ['GONE'] });
    cart.add('A-1', '2');
    cart.add('GONE', '1');
    prices.activate();
    await settle();
    expect(cart.positions.map((p) => p.productId)).toEqual(['A-1']);
    expect(cart.removedProductIds).toEqual(['GONE']);
    // Priced again without it.
    expect(priceCalls()).toHaveLength(2);
  });

  it('reports a failed answer and asks again on retry', async () => {
    const { cart, prices, priceCalls, failPrices } = setup();
    cart.add('A-1', '2');
    failPrices(true);
    prices.activate();
    await settle();
    expect(prices.error).toBe('errorHasOccurred');
    expect(prices.ready).toBe(true);
    failPrices(false);
    prices.retry();
    await settle();
    expect(prices.error).toBeNull();
    expect(prices.info?.itemTotal).toBe(2000);
    expect(priceCalls()).toHaveLength(2);
  });

  describe('checkout button', () => {
    it('is disabled for an empty cart, an empty quantity, a missing answer and a minimum order value not reached', async () => {
      const { cart, prices } = setup({ minOrderValue: 5000 });
      expect(prices.checkoutBlocker).toBe('cartEmpty');
      cart.add('A-1', '2');
      expect(prices.checkoutBlocker).toBe('pricePending');
      prices.activate();
      await settle();
      expect(prices.canCheckout).toBe(false);
      expect(prices.checkoutBlocker).toBe('minOrderValueNotReachedMsg');
      expect(prices.info?.formattedMinOrderValue).toBe('50,00 €');

      cart.updateQuantity('A-1', '5');
      await settle(DEBOUNCE);
      expect(prices.canCheckout).toBe(true);
      expect(prices.checkoutBlocker).toBeNull();

      cart.updateQuantity('A-1', '');
      expect(prices.canCheckout).toBe(false);
      expect(prices.checkoutBlocker).toBe('invalidOrderQuantityEmpty');
    });
  });

  describe('first render (prefetch)', () => {
    it('asks nothing for a cart without positions (the server knows no stored cart)', async () => {
      const { prices, api } = setup();
      await prices.load('de');
      expect(api.calls).toEqual([]);
      expect(prices.info).toBeNull();
    });

    it('prices and loads display data for a cart with positions; a cart view opened afterwards asks nothing again', async () => {
      const stored = storedCart([{ productId: 'A-1', qty: '3' }]);
      const { prices, priceCalls, itemCalls } = setup({ stored });
      await prices.load('de');
      expect(prices.info?.itemTotal).toBe(3000);
      expect(prices.ready).toBe(true);
      prices.activate();
      await settle(DEBOUNCE);
      expect(priceCalls()).toHaveLength(1);
      // The cart's own check for vanished products (default locale) is the other call.
      expect(itemCalls().filter((c) => c.locale === 'de').length).toBeLessThanOrEqual(2);
    });

    it('is not ready while the stored cart is unread (server render, hydration)', () => {
      const api = new FakeApi();
      const config = new ConfigStore();
      const session = new SessionStore(api);
      const cart = new CartStore(api, config, session, new TrackingStore(api, config), new MemoryStorage());
      cart.hold();
      config.hydrate(shopConfig());
      const prices = new CartPriceStore(api, cart, config, session, new UiStore(env), { couponStorage: new MemoryStorage() });
      expect(prices.ready).toBe(false);
      cart.release();
      expect(prices.ready).toBe(true);
    });
  });
});

describe('matching price lines to positions', () => {
  it('pairs each line with the next asked position of the same product and custom type, skipping left-out ones', () => {
    const keyed = keyPositions([
      { productId: 'A-1', qty: '1' },
      { productId: 'HOSE', qty: '1', customProductType: 'hose', customConfiguration: { l: 1 } },
      { productId: 'GONE', qty: '1' },
      { productId: 'HOSE', qty: '2', customProductType: 'hose', customConfiguration: { l: 2 } },
    ]);
    expect(keyed.map((k) => k.key)).toEqual(['A-1||0', 'HOSE|hose|0', 'GONE||0', 'HOSE|hose|1']);
    const lines = cartPriceInfo(
      keyed.map((k) => ({ productId: k.position.productId, qty: k.position.qty, customProductType: k.position.customProductType as 'hose' | undefined })),
      { unknown: ['GONE'] },
    ).positions;
    const matched = matchPositionPrices(keyed, lines);
    expect([...matched.entries()].map(([key, line]) => [key, line.qty])).toEqual([
      ['A-1||0', '1'],
      ['HOSE|hose|0', '1'],
      ['HOSE|hose|1', '2'],
    ]);
  });
});
