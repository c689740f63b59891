import { makeAutoObservable, observable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { Activation } from '../lib/activation';
import { parseDecimal, signOfDecimal } from '@shop/domain';
import { isLocale, type Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { ProductListItem } from '../api/catalogue-contracts';
import type { CartPositionPrice, CartPriceInfo, CartPricePosition, CustomProductType } from '../api/sales-contracts';
import { localStorageItem, type StoredItem } from '../lib/local-storage';
import type { CartPosition, CartStore } from './CartStore';
import type { ConfigStore } from './ConfigStore';
import type { RootStore } from './RootStore';
import type { SessionStore } from './SessionStore';
import type { UiStore } from './UiStore';

/** Where a cart view is shown (docs/rules/screens-and-routes.md#cart-views): its own page, the checkout, the header dropdown. */
export type CartUseCase = 'page' | 'dropdown' | 'checkout';

/** Why the checkout button is disabled (a message id, or 'pricePending' while no price answer is there). */
export type CheckoutBlocker = 'cartEmpty' | 'invalidOrderQuantityEmpty' | 'pricePending' | 'minOrderValueNotReachedMsg';

export type CartPriceError = 'errorHasOccurred' | 'NETWORK_ERROR';

/** Quantity typing asks for a new price this long after the last change; other changes ask at once. */
export const CART_PRICE_DEBOUNCE_MS = 250;
export const COUPON_STORAGE_KEY = 'shop:coupon';
/** POST /api/catalogue/products/by-ids takes up to this many article numbers. */
const BY_IDS_LIMIT = 1000;
const CUSTOM_PRODUCT_TYPES: readonly string[] = ['hose', 'ejector', 'automation'] satisfies CustomProductType[];

export const browserCouponStorage: StoredItem = localStorageItem(COUPON_STORAGE_KEY);
/** The server keeps no coupon (a store lives for one request). */
export const noCouponStorage: StoredItem = { read: () => null, write: () => undefined };

/** A cart position with the key its row and its price line are matched by. */
export interface KeyedPosition {
  /** productId, custom product type and the occurrence of that pair in the cart (configured products repeat). */
  key: string;
  position: CartPosition;
}

/** One row of a cart view: the position, its display data and its price from the last answer. */
export interface CartRow extends KeyedPosition {
  /** Display data; undefined while loading, null when the catalogue does not know the article number. */
  item: ProductListItem | null | undefined;
  /** Null when the last answer has no price for it (invalid quantity, not priced, not asked yet). */
  price: CartPositionPrice | null;
}

function typeOf(position: { customProductType?: string | null }): string {
  return position.customProductType ?? '';
}

/** Keys for the positions of a cart, in order. */
export function keyPositions(positions: readonly CartPosition[]): KeyedPosition[] {
  const seen = new Map<string, number>();
  return positions.map((position) => {
    const base = `${position.productId}|${typeOf(position)}`;
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    return { key: `${base}|${occurrence}`, position };
  });
}

/**
 * Pairs the answer's price lines with the positions asked for. The server answers the priced positions in
 * the order they were asked and leaves out the unknown and unpriced ones, so each line belongs to the next
 * asked position of the same product and custom product type.
 */
export function matchPositionPrices(asked: readonly KeyedPosition[], lines: readonly CartPositionPrice[]): Map<string, CartPositionPrice> {
  const matched = new Map<string, CartPositionPrice>();
  let next = 0;
  for (const { key, position } of asked) {
    const line = lines[next];
    if (!line) break;
    if (line.productId === position.productId && (line.customProductType ?? '') === typeOf(position)) {
      matched.set(key, line);
      next += 1;
    }
  }
  return matched;
}

/** A position the price call accepts: a filled, positive quantity (invalid positions wait for their field). */
export function isPriceable(position: CartPosition): boolean {
  if (position.invalid || position.qty === '') return false;
  const qty = parseDecimal(position.qty);
  return qty !== null && signOfDecimal(qty) > 0;
}

export function toPriceLine(position: CartPosition): CartPricePosition {
  const type = position.customProductType;
  const config = position.customConfiguration;
  return {
    productId: position.productId,
    qty: position.qty,
    ...(type && CUSTOM_PRODUCT_TYPES.includes(type) ? { customProductType: type as CustomProductType } : {}),
    ...(config !== null && typeof config === 'object' && !Array.isArray(config) ? { customConfiguration: config as Record<string, unknown> } : {}),
  };
}

/**
 * Where the cart goes (the checkout): the server adds shipping, the payment fee and the VAT its tax decision
 * gives for the destination and the billing address's VAT id (docs/vat.md).
 */
export interface CartDestination {
  country: string;
  shippingMethodId: string | null;
  paymentMethodId: string | null;
  /** The billing address's VAT id (null or empty: none). */
  vatId?: string | null;
}

function destinationFields(destination: CartDestination): { country: string; shippingMethodId?: string; paymentMethodId?: string; vatId?: string } {
  return {
    country: destination.country,
    ...(destination.shippingMethodId ? { shippingMethodId: destination.shippingMethodId } : {}),
    ...(destination.paymentMethodId ? { paymentMethodId: destination.paymentMethodId } : {}),
    ...(destination.vatId ? { vatId: destination.vatId } : {}),
  };
}

interface PriceRequest {
  locale: Locale;
  asked: KeyedPosition[];
  couponCode: string | null;
  destination: CartDestination | null;
  /** Everything but the quantities: a change here asks at once. */
  shape: string;
  /** The shape with the quantities. */
  signature: string;
}

export interface CartPriceStoreOptions {
  couponStorage?: StoredItem;
  debounceMs?: number;
}

/**
 * The cart's prices (docs/rules/entities.md#cart-price-info): every amount a cart view shows comes from
 * POST /api/sales/cart/price for the session's buyer — the browser computes none. While a cart view is
 * shown ({@link activate}) the store follows the cart's valid positions, the coupon, the locale and the
 * buyer: quantity typing asks again after {@link CART_PRICE_DEBOUNCE_MS}, any other change at once; only
 * the answer to the newest question is used. Display data of the positions (name, image, link, unit,
 * order-quantity rules) comes from POST /api/catalogue/products/by-ids, kept per article number and locale.
 * Unknown products are removed from the cart (with a notice, see CartStore.removedProductIds). The coupon
 * code is kept in local storage ('shop:coupon') and dropped when the cart is emptied.
 */
export class CartPriceStore {
  /** The last answer (for the valid positions asked for then). */
  info: CartPriceInfo | null = null;
  /** Waiting for a price answer (or for the debounce before asking). */
  loading = false;
  error: CartPriceError | null = null;
  /** The coupon code sent with the cart, or null. */
  couponCode: string | null = null;
  /** A code the server refused (couponCodeInvalidMsg is shown next to the coupon field). */
  rejectedCouponCode: string | null = null;
  /** The checkout's destination and methods (null on the cart page: the shop's home country, no shipping). */
  destination: CartDestination | null = null;
  private prices = new Map<string, CartPositionPrice>();
  /** `${locale}|${id}` → display data; null when the catalogue does not know the id. */
  private readonly itemCache = observable.map<string, ProductListItem | null>({}, { deep: false });
  /** `${locale}|${id}` of display data asked for and not answered (or failed: the rows show the id). */
  private readonly itemsPending = observable.set<string>();
  private readonly itemsFailed = observable.set<string>();
  private seq = 0;
  private answeredSignature: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly activation = new Activation(() => this.start(), () => this.stop());
  private disposers: IReactionDisposer[] = [];
  private readonly couponStorage: StoredItem;
  private readonly debounceMs: number;

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
    private readonly config: ConfigStore,
    private readonly session: SessionStore,
    private readonly ui: UiStore,
    options: CartPriceStoreOptions = {},
  ) {
    this.couponStorage = options.couponStorage ?? browserCouponStorage;
    this.debounceMs = options.debounceMs ?? CART_PRICE_DEBOUNCE_MS;
    this.couponCode = this.couponStorage.read() || null;
    makeAutoObservable<
      CartPriceStore,
      'api' | 'cart' | 'config' | 'session' | 'ui' | 'prices' | 'seq' | 'answeredSignature' | 'timer' | 'activation' | 'disposers' | 'couponStorage' | 'debounceMs'
    >(
      this,
      {
        api: false,
        cart: false,
        config: false,
        session: false,
        ui: false,
        info: observableRef,
        prices: observableRef,
        destination: observableRef,
        seq: false,
        answeredSignature: false,
        timer: false,
        activation: false,
        disposers: false,
        couponStorage: false,
        debounceMs: false,
      },
      { autoBind: true },
    );
    // An emptied cart needs no coupon (nor prices).
    reaction(
      () => this.cart.loaded && this.cart.positionCount === 0,
      (empty) => {
        if (!empty) return;
        this.removeCoupon();
        this.forgetPrices();
      },
      { fireImmediately: true },
    );
  }

  get locale(): Locale {
    return isLocale(this.ui.locale) ? this.ui.locale : 'de';
  }

  /** The cart's positions with their keys. */
  get keyedPositions(): KeyedPosition[] {
    return keyPositions(this.cart.positions);
  }

  /** Display data of the positions in the current locale, by article number. */
  get items(): ReadonlyMap<string, ProductListItem> {
    const items = new Map<string, ProductListItem>();
    for (const { position } of this.keyedPositions) {
      const item = this.itemCache.get(`${this.locale}|${position.productId}`);
      if (item) items.set(position.productId, item);
    }
    return items;
  }

  /** The rows of a cart view, in cart order. */
  get rows(): CartRow[] {
    return this.keyedPositions.map(({ key, position }) => ({
      key,
      position,
      item: this.itemOf(position.productId),
      price: this.prices.get(key) ?? null,
    }));
  }

  /**
   * The cart view has what it shows first: the stored cart is read and, for a cart with positions, the first
   * price answer (or its error) and the display data are there. On the server and while hydrating this stays
   * false (the stored cart lives in the browser).
   */
  get ready(): boolean {
    if (!this.cart.loaded) return false;
    if (this.cart.positionCount === 0) return true;
    const answered = this.info !== null || this.error !== null;
    return answered && this.rows.every((row) => row.item !== undefined || this.itemsFailed.has(`${this.locale}|${row.position.productId}`));
  }

  /** The checkout button is enabled only without empty quantities and with the minimum order value reached (docs/rules/states-and-transitions.md#checkout-and-offer-buttons). */
  get canCheckout(): boolean {
    return this.cart.positionCount > 0 && !this.cart.hasEmptyQuantity && this.info?.minOrderValueIsReached === true;
  }

  /** Why the checkout button is disabled, or null when it is enabled. */
  get checkoutBlocker(): CheckoutBlocker | null {
    if (this.cart.positionCount === 0) return 'cartEmpty';
    if (this.cart.hasEmptyQuantity) return 'invalidOrderQuantityEmpty';
    if (this.info === null) return 'pricePending';
    if (!this.info.minOrderValueIsReached) return 'minOrderValueNotReachedMsg';
    return null;
  }

  /** The offer button needs no empty quantity and the minimum offer value reached (docs/rules/states-and-transitions.md#checkout-and-offer-buttons). */
  get canOffer(): boolean {
    return this.cart.positionCount > 0 && !this.cart.hasEmptyQuantity && this.info?.minOfferValueIsReached === true;
  }

  /** Applies a coupon code; the cart is priced again at once. An empty code removes the coupon. */
  applyCoupon(code: string): void {
    const trimmed = code.trim();
    this.rejectedCouponCode = null;
    this.setCoupon(trimmed || null);
  }

  /** The checkout sets where the cart goes (null: back to the cart's own prices); priced again at once. */
  setDestination(destination: CartDestination | null): void {
    const same =
      destination?.country === this.destination?.country &&
      destination?.shippingMethodId === this.destination?.shippingMethodId &&
      destination?.paymentMethodId === this.destination?.paymentMethodId &&
      (destination?.vatId ?? null) === (this.destination?.vatId ?? null);
    if (!same) this.destination = destination;
  }

  removeCoupon(): void {
    this.rejectedCouponCode = null;
    this.setCoupon(null);
  }

  /**
   * A cart view is shown: follow the cart until the returned disposer is called (by the last view that
   * goes). Asks for prices at once unless the last answer is for this very cart.
   */
  activate(): () => void {
    return this.activation.activate();
  }

  /**
   * Prices the cart and loads its display data (the cart page's first render: prefetch on the server and
   * before hydrating). Without positions — always on the server, where the stored cart is unknown — it
   * asks nothing.
   */
  async load(locale: Locale): Promise<void> {
    if (this.cart.positionCount === 0) return;
    const request = this.request(locale);
    await Promise.all([this.answeredSignature === request.signature ? undefined : this.price(request), this.loadItems(locale)]);
  }

  /** Asks again after a failed answer. */
  retry(): void {
    this.answeredSignature = null;
    void this.price(this.request(this.locale));
    void this.loadItems(this.locale);
  }

  private itemOf(productId: string): ProductListItem | null | undefined {
    return this.itemCache.get(`${this.locale}|${productId}`);
  }

  private request(locale: Locale, couponCode = this.couponCode): PriceRequest {
    const asked = this.keyedPositions.filter(({ position }) => isPriceable(position));
    const destination = this.destination;
    const shape = JSON.stringify([locale, couponCode, this.session.user?.id ?? null, destination, asked.map((p) => [p.key, p.position.customConfiguration ?? null])]);
    return { locale, asked, couponCode, destination, shape, signature: `${shape}|${asked.map((p) => p.position.qty).join(',')}` };
  }

  private start(): void {
    let lastShape: string | null = null;
    this.disposers = [
      reaction(
        () => (this.cart.positionCount > 0 ? this.request(this.locale) : null),
        (request) => {
          const previousShape = lastShape;
          lastShape = request?.shape ?? null;
          if (request === null || request.signature === this.answeredSignature) {
            this.cancelTimer();
            return;
          }
          if (previousShape === request.shape) this.schedule(request);
          else void this.price(request);
        },
        { fireImmediately: true, equals: (a, b) => a?.signature === b?.signature },
      ),
      reaction(
        () => [this.locale, this.keyedPositions.map((p) => p.position.productId).join(',')] as const,
        ([locale]) => void this.loadItems(locale),
        { fireImmediately: true, equals: (a, b) => a[0] === b[0] && a[1] === b[1] },
      ),
    ];
  }

  private stop(): void {
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
    if (this.timer !== null) {
      // A question that was never asked: the answer on show is not for this cart.
      this.answeredSignature = null;
      this.loading = false;
    }
    this.cancelTimer();
  }

  private schedule(request: PriceRequest): void {
    this.cancelTimer();
    this.loading = true;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.price(this.request(request.locale));
    }, this.debounceMs);
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async price(request: PriceRequest): Promise<void> {
    this.cancelTimer();
    const seq = ++this.seq;
    this.loading = true;
    const result = await this.api.post('/api/sales/cart/price', {
      body: {
        positions: request.asked.map(({ position }) => toPriceLine(position)),
        locale: request.locale,
        ...(request.couponCode ? { couponCode: request.couponCode } : {}),
        ...(request.destination ? destinationFields(request.destination) : {}),
      },
    });
    runInAction(() => {
      // A newer question has been asked (or the cart was emptied): this answer is stale.
      if (seq !== this.seq) return;
      // A newer question may be waiting for its debounce: still loading then.
      this.loading = this.timer !== null;
      if (!result.ok) {
        this.error = result.error.code === 'NETWORK_ERROR' ? 'NETWORK_ERROR' : 'errorHasOccurred';
        this.answeredSignature = null;
        return;
      }
      const info = result.data;
      this.error = null;
      this.info = info;
      this.prices = matchPositionPrices(request.asked, info.positions);
      this.answeredSignature = request.signature;
      if (info.couponMessageId && request.couponCode && request.couponCode === this.couponCode) {
        // The code is not kept. The cart was priced without it: unless the cart has changed since, that
        // answer is the one for the cart without a coupon.
        const unchanged = this.request(request.locale).signature === request.signature;
        this.setCoupon(null);
        this.rejectedCouponCode = request.couponCode;
        if (unchanged) this.answeredSignature = this.request(request.locale).signature;
      }
      if (info.unknownProductIds.length > 0) this.cart.removeUnknownProducts(info.unknownProductIds);
    });
  }

  /** Loads the display data of the positions not known yet in this locale. */
  private async loadItems(locale: Locale): Promise<void> {
    const ids = [...new Set(this.cart.positions.map((p) => p.productId))].filter((id) => {
      const key = `${locale}|${id}`;
      return !this.itemCache.has(key) && !this.itemsPending.has(key);
    });
    if (ids.length === 0) return;
    const keys = ids.map((id) => `${locale}|${id}`);
    for (const key of keys) {
      this.itemsPending.add(key);
      this.itemsFailed.delete(key);
    }
    const chunks: string[][] = [];
    for (let start = 0; start < ids.length; start += BY_IDS_LIMIT) chunks.push(ids.slice(start, start + BY_IDS_LIMIT));
    const results = await Promise.all(chunks.map((chunk) => this.api.post('/api/catalogue/products/by-ids', { body: { ids: chunk, locale } })));
    runInAction(() => {
      const found = new Map<string, ProductListItem>();
      let failed = false;
      for (const result of results) {
        if (result.ok) for (const item of result.data.items) found.set(item.id, item);
        else failed = true;
      }
      for (const id of ids) {
        const key = `${locale}|${id}`;
        this.itemsPending.delete(key);
        if (found.has(id)) this.itemCache.set(key, found.get(id)!);
        else if (failed) this.itemsFailed.add(key);
        else this.itemCache.set(key, null);
      }
    });
  }

  private setCoupon(code: string | null): void {
    if (this.couponCode === code) return;
    this.couponCode = code;
    this.couponStorage.write(code);
  }

  private forgetPrices(): void {
    this.seq += 1;
    this.cancelTimer();
    this.info = null;
    this.prices = new Map();
    this.loading = false;
    this.error = null;
    this.answeredSignature = null;
  }
}

/**
 * The cart priced by the server (cart page, checkout, the header's cart dropdown), made on first use by the code
 * that shows it, and its module with it: most pages never price the cart, and making it was a third of the
 * start-up task on a phone. Made later it still sees the cart as it is then (an emptied cart drops its coupon at once).
 */
export function cartPriceOf(root: RootStore): CartPriceStore {
  return root.feature('cartPrice', () => new CartPriceStore(root.api, root.cart, root.config, root.session, root.ui, root.server ? { couponStorage: noCouponStorage } : {}));
}
