import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { Locale } from '@shop/i18n';
import type { ApiResult, ShopApi } from '../api/client';
import type { ApiError } from '../api/contracts';
import type {
  CadFormats,
  ProductDetail,
  RelatedKind,
  RelatedProductsPage,
  ResolveResult,
} from '../api/catalogue-contracts';
import type { RootStore } from './RootStore';
import type { TrackingStore } from './TrackingStore';

/** State of one remote read. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

/** How many answers of each kind are kept (resolve answers make back/forward and language switches instant). */
const CACHE_LIMIT = 60;

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > CACHE_LIMIT) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

export type CadDownload =
  | { status: 'idle' }
  | { status: 'loading'; formatId: string }
  | { status: 'ready'; formatId: string; url: string; filename: string }
  | { status: 'error'; formatId: string; messageId: string };

/**
 * Catalogue reads: resolving a URL path into a product or category page, product details (page and
 * popup), related lists (fits-to, similar, combinable), CAD formats and downloads, and the product popup.
 * Made on first use ({@link catalogueOf}): its code comes with the catalogue's pages, not the entry.
 */
export class CatalogueStore {
  /** path|locale → resolve answer. */
  resolved = new Map<string, Remote<ResolveResult>>();
  /** id|locale → product. */
  products = new Map<string, Remote<ProductDetail>>();
  /** id|kind|locale → related list. */
  related = new Map<string, Remote<RelatedProductsPage>>();
  /** id|locale → CAD formats. */
  cadFormats = new Map<string, Remote<CadFormats>>();
  cadDownload: CadDownload = { status: 'idle' };
  /** Product shown in the popup (quick view), or null. */
  popupProductId: string | null = null;

  constructor(
    private readonly api: ShopApi,
    private readonly tracking: TrackingStore,
  ) {
    makeAutoObservable<CatalogueStore, 'api' | 'tracking'>(
      this,
      {
        api: false,
        tracking: false,
        resolved: observableShallow,
        products: observableShallow,
        related: observableShallow,
        cadFormats: observableShallow,
        cadDownload: observableRef,
      },
      { autoBind: true },
    );
  }

  // ---- Resolving a path ---------------------------------------------------------------------------------

  resolveState(path: string, locale: Locale): Remote<ResolveResult> | undefined {
    return this.resolved.get(`${path}|${locale}`);
  }

  /** GET /catalogue/resolve?path=: a product, a category or none. Cached; `force` asks again. */
  async resolve(path: string, locale: Locale, force = false): Promise<void> {
    const key = `${path}|${locale}`;
    const current = this.resolved.get(key);
    if (!force && current && current.status !== 'error') return;
    this.resolved.set(key, { status: 'loading' });
    const result = await this.api.get('/api/catalogue/resolve', { params: { query: { path, locale } } });
    runInAction(() => {
      remember(this.resolved, key, this.toRemote(result));
      if (result.ok && result.data.kind === 'product') this.rememberProduct(result.data.product, locale);
    });
  }

  // ---- Products -------------------------------------------------------------------------------------------

  productState(id: string, locale: Locale): Remote<ProductDetail> | undefined {
    return this.products.get(`${id}|${locale}`);
  }

  /** GET /catalogue/products/:id (404 productIdUnknown). */
  async loadProduct(id: string, locale: Locale, force = false): Promise<void> {
    const key = `${id}|${locale}`;
    const current = this.products.get(key);
    if (!force && current && current.status !== 'error') return;
    this.products.set(key, { status: 'loading' });
    const result = await this.api.get('/api/catalogue/products/{id}', { params: { path: { id }, query: { locale } } });
    runInAction(() => remember(this.products, key, this.toRemote(result)));
  }

  relatedState(id: string, kind: RelatedKind, locale: Locale): Remote<RelatedProductsPage> | undefined {
    return this.related.get(`${id}|${kind}|${locale}`);
  }

  /** GET /catalogue/products/:id/related?kind= (fits-to page, combinable-products page). */
  async loadRelated(id: string, kind: RelatedKind, locale: Locale): Promise<void> {
    const key = `${id}|${kind}|${locale}`;
    const current = this.related.get(key);
    if (current && current.status !== 'error') return;
    this.related.set(key, { status: 'loading' });
    const result = await this.api.get('/api/catalogue/products/{id}/related', { params: { path: { id }, query: { kind, locale } } });
    runInAction(() => remember(this.related, key, this.toRemote(result)));
  }

  // ---- CAD -------------------------------------------------------------------------------------------------

  cadFormatsState(id: string, locale: Locale): Remote<CadFormats> | undefined {
    return this.cadFormats.get(`${id}|${locale}`);
  }

  /** GET /catalogue/products/:id/cad: the formats; an empty list means noCadDataAvailable. */
  async loadCadFormats(id: string, locale: Locale): Promise<void> {
    const key = `${id}|${locale}`;
    const current = this.cadFormats.get(key);
    if (current && current.status !== 'error') return;
    this.cadFormats.set(key, { status: 'loading' });
    this.resetCadDownload();
    const result = await this.api.get('/api/catalogue/products/{id}/cad', { params: { path: { id }, query: { locale } } });
    runInAction(() => remember(this.cadFormats, key, this.toRemote(result)));
  }

  /**
   * Fetches the file of one format (the call carries the apiCode header, so it cannot be a plain link) and
   * offers it as a download link (object URL).
   */
  async prepareCadDownload(id: string, formatId: string, extension: string, locale: Locale): Promise<void> {
    this.resetCadDownload();
    this.cadDownload = { status: 'loading', formatId };
    const blob = await this.api.getBlob('/api/catalogue/products/{id}/cad/{formatId}', { params: { path: { id, formatId }, query: { locale } } });
    runInAction(() => {
      if (this.cadDownload.status !== 'loading' || this.cadDownload.formatId !== formatId) return;
      if (!blob || blob.size === 0) {
        this.cadDownload = { status: 'error', formatId, messageId: 'noCadDataAvailable' };
        return;
      }
      const ext = extension.replace(/^\./, '');
      this.cadDownload = { status: 'ready', formatId, url: URL.createObjectURL(blob), filename: `${id}${ext ? `.${ext}` : ''}` };
    });
  }

  resetCadDownload(): void {
    if (this.cadDownload.status === 'ready') URL.revokeObjectURL(this.cadDownload.url);
    this.cadDownload = { status: 'idle' };
  }

  // ---- Popup and tracking -------------------------------------------------------------------------------

  openPopup(productId: string): void {
    this.popupProductId = productId;
  }

  closePopup(): void {
    this.popupProductId = null;
  }

  /** 'prvi': a product was viewed (page or popup). */
  trackProductView(productId: string): void {
    this.tracking.track('prvi', productId);
  }

  /** 'pcvi': a category was viewed. */
  trackCategoryView(categoryId: string): void {
    this.tracking.track('pcvi', categoryId);
  }

  private rememberProduct(product: ProductDetail, locale: Locale): void {
    remember(this.products, `${product.id}|${locale}`, { status: 'ready', data: product });
  }

  private toRemote<T>(result: ApiResult<T>): Remote<T> {
    return result.ok ? { status: 'ready', data: result.data } : { status: 'error', error: result.error };
  }
}

/** The catalogue's store of this shop, made on first use. */
export function catalogueOf(root: RootStore): CatalogueStore {
  return root.feature('catalogue', () => new CatalogueStore(root.api, root.tracking));
}
