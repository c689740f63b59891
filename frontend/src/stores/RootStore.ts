import { reaction } from 'mobx';
import { setMissingTranslationReporter } from '@shop/i18n';
import { ApiClient, type ShopApi } from '../api/client';
import { CartStore } from './CartStore';
import type { CartSyncStore } from './CartSyncStore';
import { ConfigStore } from './ConfigStore';
import { ContentStore } from './ContentStore';
import { PriceStore } from './PriceStore';
import { SessionStore } from './SessionStore';
import { TrackingStore } from './TrackingStore';
import { UiStore, browserEnvironment, type UiEnvironment } from './UiStore';
import { RenderSeeds } from '../ssr/render-seeds';
import { browserVisitorStorage, captureAcquisition, visitorData } from './visitor';

export interface RootStoreOptions {
  /**
   * Rendering on the server: no tracking, no browser storage, no global reporters (a store lives for one
   * request and must not reach another's).
   */
  server?: boolean;
  /** Hydrating a server-rendered page: browser-only state (the stored cart) waits for {@link RootStore.hydrated}. */
  hydrating?: boolean;
  /** The random seeds of this render: drawn by the server, handed to the hydrating browser (ssr/render-seeds.ts). */
  renderSeeds?: RenderSeeds;
}

/** Creates the domain stores and hands each the API client; runs the start-up sequence. */
export class RootStore {
  readonly api: ShopApi;
  readonly ui: UiStore;
  readonly config: ConfigStore;
  readonly content: ContentStore;
  readonly session: SessionStore;
  readonly tracking: TrackingStore;
  readonly cart: CartStore;
  /** The prices this buyer pays, laid over the catalogue answers (pricing issue). */
  readonly prices: PriceStore;
  // quick order and barcode scan to cart
  /** The logged-in customer's cart on the server (browser only). */
  cartSync: CartSyncStore | null = null;
  /** Rendering on the server (see {@link RootStoreOptions.server}). */
  readonly server: boolean;
  /** Random seeds the server rendered with; the hydration renders with the same (the login's arithmetic question). */
  readonly renderSeeds: RenderSeeds;
  private readonly reportedErrors = new Set<string>();
  /** Stores of single areas (checkout, account, admin, offers, contact, quick order, barcode scan), made on first use. */
  private readonly features = new Map<string, unknown>();

  constructor(api: ShopApi = new ApiClient(), env: UiEnvironment = browserEnvironment, options: RootStoreOptions = {}) {
    const server = options.server ?? false;
    this.api = api;
    this.renderSeeds = options.renderSeeds ?? new RenderSeeds();
    this.ui = new UiStore(env);
    this.config = new ConfigStore();
    this.content = new ContentStore(api);
    this.session = new SessionStore(api);
    this.tracking = new TrackingStore(api, this.config, !server);
    this.cart = new CartStore(api, this.config, this.session, this.tracking);
    this.prices = new PriceStore(api, this.session);
    if (server || options.hydrating) this.cart.hold();
    this.server = server;
    if (server) return;
    // Its code loads beside the page (not with the entry): it starts once the stored cart is released anyway.
    void import('./CartSyncStore').then(({ CartSyncStore }) => {
      this.cartSync = new CartSyncStore(api, this.cart, this.session, this.config);
    });

    // Posts carry iid and aqus (docs/rules/calls.md#tracking-and-error-reports) while visitor statistics are enabled (configured, and consented to).
    const visitor = browserVisitorStorage();
    if (typeof window !== 'undefined') captureAcquisition(window.location.search, visitor);
    api.setPostFields?.(() => (this.config.trackingEnabled && this.ui.hasConsent('Stat') ? visitorData(visitor) : null));
    // The consent decision is recorded (docs/rules/calls.md#tracking-and-error-reports) (ckse: consent string and path), before a reload can cut it off.
    this.ui.onConsentSaved = (consent) => this.tracking.track('ckse', consent, typeof window !== 'undefined' ? window.location.pathname : '');

    setMissingTranslationReporter((id, locale) => {
      console.warn(`translationId undefined: ${id} (${locale})`);
      this.api.reportFrontendError('translationId undefined', id);
    });
  }

  /**
   * The store of one area, created on first use by that area's code (`checkoutStoreOf(root)` …): its module
   * comes with the pages that show it, not with the storefront's entry.
   */
  feature<T>(key: string, create: () => T): T {
    if (!this.features.has(key)) this.features.set(key, create());
    return this.features.get(key) as T;
  }

  /** The server-rendered page is hydrated: browser-only state may show now. */
  readonly hydrated = (): void => {
    this.cart.release();
  };

  /**
   * Keeps `<html lang>` in step with the locale and exposes the start-up state as
   * `<html data-app-state="loading|initFetched|ready">` (handy for browser tests). Returns the disposer.
   */
  bindDocument(doc: Document = document): () => void {
    const disposeLang = reaction(
      () => this.ui.locale,
      (locale) => {
        doc.documentElement.lang = locale;
      },
      { fireImmediately: true },
    );
    const disposeState = reaction(
      () => this.ui.loadingState,
      (state) => {
        doc.documentElement.dataset.appState = state;
      },
      { fireImmediately: true },
    );
    return () => {
      disposeLang();
      disposeState();
    };
  }

  /** Reports an error to the server; with a key, at most once per key and session. */
  reportError(errMsg: string, errInfo: unknown = '', onceKey?: string): void {
    if (onceKey) {
      if (this.reportedErrors.has(onceKey)) return;
      this.reportedErrors.add(onceKey);
    }
    this.api.reportFrontendError(errMsg, errInfo);
  }

  /**
   * Fetches the init data again without leaving the app (after installing the shop the configuration,
   * e.g. the home pages, has changed). Returns false when the call failed; the stores keep their data.
   */
  async refreshInit(): Promise<boolean> {
    const result = await this.api.post('/api/facade/frontend/init');
    if (!result.ok) return false;
    const { config, webpages, menus, productCategories, redirects, store } = result.data;
    this.config.hydrate(config);
    this.content.hydrate({ webpages, menus, productCategories, redirects });
    this.session.hydrate(store);
    return true;
  }

  /** Start-up: loading → init fetched (stores hydrated). The app marks 'ready' once it is shown. */
  async init(): Promise<boolean> {
    this.ui.setLoadingState('loading');
    const result = await this.api.post('/api/facade/frontend/init');
    if (!result.ok) {
      this.ui.setInitError(result.error.code);
      return false;
    }
    const { config, webpages, menus, productCategories, redirects, store } = result.data;
    this.config.hydrate(config);
    this.content.hydrate({ webpages, menus, productCategories, redirects });
    this.session.hydrate(store);
    this.ui.setLoadingState('initFetched');
    return true;
  }
}
